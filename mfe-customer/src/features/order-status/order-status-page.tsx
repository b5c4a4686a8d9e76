import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getCustomerOrder } from '@chowk/api-client';
import {
  CUSTOMER_API_MESSAGES,
  CUSTOMER_FAILURE,
  type CustomerOrder,
  DELIVERY_OPTIONS,
  formatOrderTime,
  formatRupees,
  knownStatus,
  type OrderStatus,
  PAYMENT_METHOD_TEXT,
  rupeesToPaise,
  statusLabel,
  storefrontPath,
  TAX_RATE_PERCENT,
} from '@chowk/contracts';
import { EmptyState, ErrorBox, OrderStatusBadge, Spinner } from '@chowk/ui';
import { useDocumentTitle } from '../storefront/hooks/use-document-title';
import { isFinalStatus, useOrderUpdates } from './use-order-updates';

/** The way an order goes (spec §4 statuses), as the customer reads it. */
export const PROGRESS: ReadonlyArray<{ status: OrderStatus; label: string }> = [
  { status: 'pending', label: 'Order placed' },
  { status: 'confirmed', label: 'Confirmed by the shop' },
  { status: 'preparing', label: 'Being prepared' },
  { status: 'ready', label: 'Ready' },
  { status: 'completed', label: 'Completed' },
];

const money = (rupees: number | undefined) => formatRupees(rupeesToPaise(rupees ?? 0));

interface Failure {
  status?: number;
}

type View =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'ready'; order: CustomerOrder; refreshFailed: boolean };

/**
 * The order to show: the one that arrived, unless the one on screen changed later (a read that
 * was under way when a live event came, or a stream catching up, may bring an older copy).
 */
const newest = (view: View, order: CustomerOrder): View =>
  view.kind === 'ready' && view.order.updated_at && order.updated_at && view.order.updated_at > order.updated_at
    ? { ...view, refreshFailed: false }
    : { kind: 'ready', order, refreshFailed: false };

/** /customer/orders/{orderId}: the status of one order, kept current while it can change. */
export default function OrderStatusPage() {
  const { orderId = '' } = useParams();
  // A new order id is a new page: no state of the last one carries over.
  return <OrderStatus key={orderId} orderId={orderId} />;
}

function OrderStatus({ orderId }: { orderId: string }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  useDocumentTitle(
    view.kind === 'ready'
      ? `Order ${view.order.order_id}: ${statusLabel(view.order.status)}`
      : view.kind === 'notFound'
        ? CUSTOMER_API_MESSAGES.orderNotFound
        : 'Your order',
  );
  const latestRequest = useRef(0);

  /** Reads the order; every state change happens when the answer arrives. A later read wins over an earlier one. */
  const load = useCallback(
    (quiet: boolean) => {
      const request = ++latestRequest.current;
      return getCustomerOrder(orderId).then(
        (order) => {
          if (request === latestRequest.current) setView((v) => newest(v, order));
        },
        (e: unknown) => {
          if (request !== latestRequest.current) return;
          const status = (e as Failure).status;
          setView((v) => {
            // A failed refresh keeps the order on screen.
            if (quiet && v.kind === 'ready') return { ...v, refreshFailed: true };
            return status === 404 || status === 400 ? { kind: 'notFound' } : { kind: 'failed' };
          });
        },
      );
    },
    [orderId],
  );

  useEffect(() => {
    void load(true);
  }, [load]);

  const retry = () => {
    setView({ kind: 'loading' });
    void load(false);
  };

  const live = useOrderUpdates(orderId, view.kind === 'ready' ? view.order : undefined, {
    onOrder: (order) => setView((v) => newest(v, order)),
    refresh: () => void load(true),
  });

  if (view.kind === 'loading') return <Spinner label="Loading your order…" />;
  if (view.kind === 'notFound') {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <EmptyState title={CUSTOMER_API_MESSAGES.orderNotFound}>
          <h1 className="sr-only">{CUSTOMER_API_MESSAGES.orderNotFound}</h1>
          <p>This order does not exist, or it was placed on another device.</p>
          <Link className="btn btn-primary" to="/">
            Go Home
          </Link>
        </EmptyState>
      </main>
    );
  }
  if (view.kind === 'failed') {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <h1>Your order</h1>
        <ErrorBox onRetry={retry}>{CUSTOMER_FAILURE.loadOrder}</ErrorBox>
      </main>
    );
  }

  const { order, refreshFailed } = view;
  return (
    <main className="container" style={{ padding: '16px 16px 32px', maxWidth: 720 }}>
      <h1 style={{ marginBottom: 4 }}>
        Order <span className="mono">{order.order_id}</span>
      </h1>
      <p style={{ margin: 0, color: 'var(--c-muted)' }}>
        {order.shop_name} · {formatOrderTime(order.created_at)}
      </p>
      {/* Announced when the stream or a refresh brings a new status. */}
      <p role="status" style={{ margin: '10px 0' }}>
        Status: <OrderStatusBadge status={order.status} />
      </p>

      <Progress status={order.status} />
      <p className="field-hint" style={{ marginTop: 4 }}>
        {isFinalStatus(order.status)
          ? 'This order is finished.'
          : live === 'live'
            ? 'Live: changes from the shop show here as they happen.'
            : refreshFailed
              ? 'Could not check for news just now; trying again shortly.'
              : 'This page checks for news every 15 seconds.'}
      </p>

      <section className="card" aria-labelledby="order-items" style={{ marginTop: 12 }}>
        <h2 id="order-items" style={{ fontSize: '1.1rem' }}>
          Items
        </h2>
        <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 10px', display: 'grid', gap: 4 }}>
          {order.items.map((item, i) => (
            <li key={`${item.product_id}-${i}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <span>
                {item.product_name || item.name} × {item.quantity}
              </span>
              <span>{formatRupees(rupeesToPaise(item.price) * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl style={{ margin: 0, display: 'grid', gap: 4, borderTop: '1px solid var(--c-border)', paddingTop: 8 }}>
          <Line label="Subtotal">{money(order.subtotal)}</Line>
          {order.delivery_fee > 0 && <Line label="Delivery Fee">{money(order.delivery_fee)}</Line>}
          <Line label={`Tax (${TAX_RATE_PERCENT}%)`}>{money(order.tax_amount)}</Line>
          <Line label="Total" strong>
            {money(order.total_amount ?? order.totalAmount)}
          </Line>
        </dl>
      </section>

      <section className="card" aria-labelledby="order-details" style={{ marginTop: 12 }}>
        <h2 id="order-details" style={{ fontSize: '1.1rem' }}>
          Details
        </h2>
        <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
          {order.delivery_type && (
            <Line label={DELIVERY_OPTIONS[order.delivery_type].label}>{DELIVERY_OPTIONS[order.delivery_type].eta}</Line>
          )}
          {order.payment_method && <Line label="Payment">{PAYMENT_METHOD_TEXT[order.payment_method].label}</Line>}
          {order.customer_name && <Line label="Name">{order.customer_name}</Line>}
          {order.notes && <Line label="Notes">{order.notes}</Line>}
        </dl>
      </section>

      {order.shop_code && (
        <Link className="btn btn-secondary" to={storefrontPath(order.shop_code)} style={{ width: '100%', marginTop: 16 }}>
          Back to {order.shop_name || 'the shop'}
        </Link>
      )}
    </main>
  );
}

function Line({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, fontWeight: strong ? 700 : 400 }}>
      <dt>{label}</dt>
      <dd style={{ margin: 0, textAlign: 'right' }}>{children}</dd>
    </div>
  );
}

/** The steps as a list: done ones ticked, the current one marked; a cancelled order says so instead. */
function Progress({ status }: { status: string }) {
  if (status === 'cancelled') {
    return (
      <p className="card" style={{ background: '#fee2e2', color: '#991b1b' }}>
        This order was cancelled. Contact the shop if you have questions.
      </p>
    );
  }
  const at = PROGRESS.findIndex((s) => s.status === knownStatus(status));
  return (
    <ol aria-label="Order progress" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
      {PROGRESS.map((step, i) => {
        const done = i < at || (i === at && status === 'completed');
        const current = i === at;
        return (
          <li
            key={step.status}
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
              {step.label}
              <span className="sr-only">{done ? ' (done)' : current ? ' (now)' : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
