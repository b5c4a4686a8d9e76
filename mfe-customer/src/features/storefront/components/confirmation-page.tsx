import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  CONFIRMATION_TEXT,
  CUSTOMER_EMPTY,
  type CustomerOrder,
  formatInIndia,
  formatRupees,
  rupeesToPaise,
} from '@chowk/contracts';
import { OrderStatusBadge, useLocale, useMessage } from '@chowk/ui';
import { useText } from '../../../i18n';
import { OrderItems } from '../../shared-ui/order-items';
import { paymentText, UpiPanelSlot, ViewBillLink } from '../../payments/order-payment';
import { useDocumentTitle } from '../hooks/use-document-title';
import { shopPaths } from '../utils/shop-info';
import { useLoadedShop } from './shop-loader';

/** The order handed over by checkout in the navigation state, when it is one. */
function orderFromState(state: unknown): CustomerOrder | null {
  const order = (state as { order?: Partial<CustomerOrder> } | null)?.order;
  return order && typeof order._id === 'string' && typeof order.order_id === 'string' ? (order as CustomerOrder) : null;
}

/**
 * /customer/shop/{code}/order-confirmation (docs/product.md §2): the order checkout placed (its
 * lines with their options, and the amounts as the server charged them), from the
 * navigation state. Without it (a reload, a shared link) it says 'Loading order details...' and
 * goes to the shop's page, as the spec says; the order's own page (/customer/orders/{id}) is
 * the one to keep. A UPI order shows its QR to pay (the UPI panel); an order with a bill links to it.
 */
export default function ConfirmationPage() {
  const { shop } = useLoadedShop();
  const location = useLocation();
  const navigate = useNavigate();
  const order = orderFromState(location.state);
  const paths = shopPaths(shop.code);
  const { t } = useText();
  const tm = useMessage();
  const locale = useLocale();
  useDocumentTitle(tm(order ? CONFIRMATION_TEXT.title : CUSTOMER_EMPTY.loadingOrder));

  useEffect(() => {
    if (!order) navigate(paths.home, { replace: true });
  }, [order, navigate, paths.home]);

  if (!order) {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <p role="status">{tm(CUSTOMER_EMPTY.loadingOrder)}</p>
      </main>
    );
  }

  const total = order.total_amount ?? order.totalAmount ?? 0;
  return (
    <main className="container" style={{ padding: '12px 16px 32px', maxWidth: 640 }}>
      <nav aria-label={t('confirmation.nav')} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Link to={paths.home} className="btn btn-ghost" style={{ paddingLeft: 0 }}>
          <span aria-hidden="true">←</span> {t('confirmation.backToShop')}
        </Link>
        <Link to="/" className="btn btn-ghost">
          {t('common.home')}
        </Link>
      </nav>
      <div style={{ textAlign: 'center', margin: '12px 0 16px' }}>
        <span
          aria-hidden="true"
          style={{
            display: 'inline-flex',
            width: 56,
            height: 56,
            borderRadius: '50%',
            alignItems: 'center',
            justifyContent: 'center',
            background: 'var(--c-success-soft)',
            color: 'var(--c-success)',
            fontSize: 30,
          }}
        >
          ✓
        </span>
        <h1 style={{ marginTop: 8 }}>{tm(CONFIRMATION_TEXT.title)}</h1>
      </div>

      <section className="card" aria-label={t('common.yourOrder')}>
        <dl style={{ margin: 0, display: 'grid', gap: 6 }}>
          <Row label={t('confirmation.orderId')}>
            <span className="mono">{order.order_id}</span>
          </Row>
          <Row label={t('confirmation.status')}>
            {/* docs/product.md §4: a customer's new order shows in orange here. */}
            <OrderStatusBadge status={order.status} tone="orange" />
          </Row>
          <Row label={t('confirmation.shop')}>{order.shop_name || shop.name}</Row>
          <Row label={t('confirmation.totalAmount')}>
            <strong>{formatRupees(rupeesToPaise(total))}</strong>
          </Row>
          <Row label={t('common.paymentStatus')}>{paymentText(order, tm)}</Row>
          <Row label={t('confirmation.orderTime')}>
            {formatInIndia(order.created_at, { dateStyle: 'medium', timeStyle: 'short' }, locale)}
          </Row>
        </dl>
      </section>

      {/* A UPI order is paid now: its QR comes before the lines. "I have paid" stays on a reload (history state). */}
      <UpiPanelSlot
        order={order}
        onClaimed={(next) =>
          navigate(location.pathname, { replace: true, state: { ...(location.state as object), order: next } })
        }
      />

      <section className="card" aria-labelledby="order-items" style={{ marginTop: 12 }}>
        <h2 id="order-items" style={{ fontSize: '1.1rem' }}>
          {t('common.items')}
        </h2>
        <OrderItems order={order} />
      </section>

      <section className="card" aria-labelledby="whats-next" style={{ marginTop: 12 }}>
        <h2 id="whats-next" style={{ fontSize: '1.1rem' }}>
          {tm(CONFIRMATION_TEXT.whatsNext)}
        </h2>
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {CONFIRMATION_TEXT.steps.map((step) => (
            <li key={step}>{tm(step)}</li>
          ))}
        </ol>
      </section>

      <div style={{ display: 'grid', gap: 8, marginTop: 16 }}>
        <Link className="btn btn-primary" to={`/customer/orders/${encodeURIComponent(order._id)}`}>
          {t('confirmation.track')}
        </Link>
        <ViewBillLink order={order} />
        <Link className="btn btn-secondary" to={paths.home}>
          {t('confirmation.continue')}
        </Link>
        <Link className="btn btn-secondary" to="/">
          {t('common.goHome')}
        </Link>
      </div>
    </main>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
      <dt style={{ color: 'var(--c-muted)' }}>{label}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}
