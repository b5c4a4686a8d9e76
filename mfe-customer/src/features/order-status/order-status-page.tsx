import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  CUSTOMER_API_MESSAGES,
  CUSTOMER_FAILURE,
  type CustomerOrder,
  DELIVERY_OPTIONS,
  formatInIndia,
  knownStatus,
  type OrderStatus,
  PAYMENT_METHOD_TEXT,
  statusLabel,
  storefrontPath,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { EmptyState, ErrorBox, OrderStatusBadge, Spinner, useLocale, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { customerApi, isFinalStatus, useGetOrderQuery } from '../../store/customer.api';
import { paymentText, UpiPanelSlot, ViewBillLink } from '../payments/order-payment';
import { Line, OrderItems } from '../shared-ui/order-items';
import { SLOT, withSlot } from '../shared-ui/slot';
import { useDocumentTitle } from '../storefront/hooks/use-document-title';

/** How often an open order is read again while its live stream is not up. */
export const ORDER_POLL_MS = 15_000;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Whether the page is in view (a hidden tab does not poll: a phone's data and battery). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => !pageHidden());
  useEffect(() => {
    const changed = () => setVisible(!pageHidden());
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
  return visible;
}

/** The way an order goes (docs/product.md §4 statuses). */
export const PROGRESS = ['pending', 'confirmed', 'preparing', 'ready', 'completed'] as const satisfies readonly OrderStatus[];

type View =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'ready'; order: CustomerOrder; refreshFailed: boolean };

/**
 * /customer/orders/{orderId}: the status of one order, kept current while it can change; its
 * payment (a UPI order's QR while it is to be paid) and its bill.
 */
export default function OrderStatusPage() {
  const { orderId = '' } = useParams();
  // A new order id is a new page: no state of the last one carries over.
  return <OrderStatus key={orderId} orderId={orderId} />;
}

/**
 * The order, kept current while it can still change (not completed or cancelled): its live
 * stream feeds the cache entry (customer.api.ts); while the stream is not live (connecting,
 * reconnecting, or refused by an API without it) the order is read every 15 s, and at once when
 * the page comes back into view.
 */
function OrderStatus({ orderId }: { orderId: string }) {
  const held = customerApi.endpoints.getOrder.useQueryState(orderId).currentData;
  const polling = held !== undefined && !isFinalStatus(held.order.status) && held.live !== 'live';
  const visible = usePageVisible();
  const { currentData, isError, error, refetch } = useGetOrderQuery(orderId, {
    pollingInterval: polling && visible ? ORDER_POLL_MS : 0,
  });
  // Back in view while the stream is not live: read at once rather than at the next tick.
  const wasVisible = useRef(visible);
  useEffect(() => {
    const cameBack = visible && !wasVisible.current;
    wasVisible.current = visible;
    if (cameBack && polling) void refetch();
  }, [visible, polling, refetch]);
  const shown = currentData?.order;
  const live = currentData?.live;
  const { t } = useText();
  const tm = useMessage();
  const locale = useLocale();

  const failure = !shown && isError ? (error as QueryError) : undefined;
  const view: View = shown
    ? { kind: 'ready', order: shown, refreshFailed: isError }
    : failure
      ? failure.status === 404 || failure.status === 400
        ? { kind: 'notFound' }
        : { kind: 'failed' }
      : { kind: 'loading' };
  useDocumentTitle(
    view.kind === 'ready'
      ? t('orderStatus.documentTitle', { id: view.order.order_id, status: tm(statusLabel(view.order.status)) })
      : view.kind === 'notFound'
        ? tm(CUSTOMER_API_MESSAGES.orderNotFound)
        : t('common.yourOrder'),
  );
  const retry = () => void refetch();

  if (view.kind === 'loading') return <Spinner label={t('orderStatus.loading')} />;
  if (view.kind === 'notFound') {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <EmptyState title={tm(CUSTOMER_API_MESSAGES.orderNotFound)}>
          <h1 className="sr-only">{tm(CUSTOMER_API_MESSAGES.orderNotFound)}</h1>
          <p>{t('orderStatus.notFoundText')}</p>
          <Link className="btn btn-primary" to="/">
            {t('common.goHome')}
          </Link>
        </EmptyState>
      </main>
    );
  }
  if (view.kind === 'failed') {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <h1>{t('common.yourOrder')}</h1>
        <ErrorBox onRetry={retry}>{tm(CUSTOMER_FAILURE.loadOrder)}</ErrorBox>
      </main>
    );
  }

  const { order, refreshFailed } = view;
  return (
    <main className="container" style={{ padding: '16px 16px 32px', maxWidth: 720 }}>
      <h1 style={{ marginBottom: 4 }}>
        {withSlot(t('orderStatus.heading', { id: SLOT }), <span className="mono">{order.order_id}</span>)}
      </h1>
      <p style={{ margin: 0, color: 'var(--c-muted)' }}>
        {order.shop_name} · {formatInIndia(order.created_at, { dateStyle: 'medium', timeStyle: 'short' }, locale)}
      </p>
      {/* Announced when the stream or a refresh brings a new status. */}
      <p role="status" style={{ margin: '10px 0' }}>
        {t('orderStatus.status')} <OrderStatusBadge status={order.status} />
      </p>

      <Progress status={order.status} />
      <p className="field-hint" style={{ marginTop: 4 }}>
        {isFinalStatus(order.status)
          ? t('orderStatus.finished')
          : live === 'live'
            ? t('orderStatus.live')
            : refreshFailed
              ? t('orderStatus.refreshFailed')
              : t('orderStatus.polling')}
      </p>

      {/* A UPI order still to be paid: its QR; it follows the shop's "paid" as the stream brings it. */}
      <UpiPanelSlot order={order} />

      <section className="card" aria-labelledby="order-items" style={{ marginTop: 12 }}>
        <h2 id="order-items" style={{ fontSize: '1.1rem' }}>
          {t('common.items')}
        </h2>
        <OrderItems order={order} />
      </section>

      <section className="card" aria-labelledby="order-details" style={{ marginTop: 12 }}>
        <h2 id="order-details" style={{ fontSize: '1.1rem' }}>
          {t('orderStatus.details')}
        </h2>
        <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
          {order.delivery_type && (
            <Line label={tm(DELIVERY_OPTIONS[order.delivery_type].label)}>{tm(DELIVERY_OPTIONS[order.delivery_type].eta)}</Line>
          )}
          {order.payment_method && <Line label={t('common.payment')}>{tm(PAYMENT_METHOD_TEXT[order.payment_method].label)}</Line>}
          <Line label={t('common.paymentStatus')}>
            {/* Announced when the shop marks it (a live change). */}
            <span aria-live="polite">{paymentText(order, tm)}</span>
          </Line>
          {order.customer_name && <Line label={t('orderStatus.name')}>{order.customer_name}</Line>}
          {order.notes && <Line label={t('orderStatus.notes')}>{order.notes}</Line>}
        </dl>
      </section>

      <div style={{ display: 'grid', gap: 8, marginTop: 16 }}>
        <ViewBillLink order={order} />
        {order.shop_code && (
          <Link className="btn btn-secondary" to={storefrontPath(order.shop_code)}>
            {t('common.backTo', { name: order.shop_name || t('orderStatus.theShop') })}
          </Link>
        )}
      </div>
    </main>
  );
}

/** The steps as a list: done ones ticked, the current one marked; a cancelled order says so instead. */
function Progress({ status }: { status: string }) {
  const { t } = useText();
  if (status === 'cancelled') {
    return (
      <p className="card" style={{ background: '#fee2e2', color: '#991b1b' }}>
        {t('orderStatus.cancelled')}
      </p>
    );
  }
  const at = (PROGRESS as readonly OrderStatus[]).indexOf(knownStatus(status));
  const labels: Record<(typeof PROGRESS)[number], string> = {
    pending: t('orderStatus.placed'),
    confirmed: t('orderStatus.confirmed'),
    preparing: t('orderStatus.preparing'),
    ready: t('orderStatus.ready'),
    completed: t('orderStatus.completed'),
  };
  return (
    <ol aria-label={t('orderStatus.progress')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
      {PROGRESS.map((step, i) => {
        const done = i < at || (i === at && status === 'completed');
        const current = i === at;
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            style={{ display: 'flex', gap: 10, alignItems: 'center', fontWeight: current ? 700 : 400 }}
          >
            <span
              aria-hidden="true"
              style={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 14,
                background: done || current ? 'var(--c-success)' : '#e5e7eb',
                color: done || current ? '#fff' : '#374151',
              }}
            >
              {done ? '✓' : i + 1}
            </span>
            <span>
              {labels[step]}
              <span className="sr-only">{done ? ` ${t('orderStatus.done')}` : current ? ` ${t('orderStatus.now')}` : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
