import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BILL_MESSAGES,
  billPath,
  billShareText,
  type BillView,
  chargesTax,
  formatInIndia,
  formatRupees,
  type Order,
  PAID_VIA,
  type PaidVia,
  paymentOf,
  rupeesToPaise,
  whatsappShareLink,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, Dialog, ErrorBox, OrderStatusBadge, Spinner, TableRegion, useLocale, useMessage } from '@chowk/ui';
import { shopkeeperI18n, useText } from '../../i18n';
import ordersEnglish from '../../i18n/en/orders';
import { useShopSession } from '../auth/shop-session';
import { registerPath } from '../frame/register-prompt';
import type { Printing } from '../printing/use-printing';
import { billSlip, type PrintableOrder, type SlipKind, TAX_LABEL } from '../printing/slip';
import { billingFor } from '../settings/billing-for';
import { PrintingSection } from '../settings/printing-section';
import { lineName, lineOptions } from './order-format';
import { likelyVia, PaymentBadge, type PaymentChanges, PaymentNoticeBar, useMarkPaidLabel } from './order-payment';
import { useGetOrderQuery, useLazyGetOrderBillQuery } from './order-view.api';
import { useFailureText } from './use-failure-text';

/** The order view's states in English (the tests' words): the screen says them in the shopkeeper's language. */
export const ORDER_VIEW_MESSAGES = {
  loading: ordersEnglish.view.loading,
  notFoundTitle: ordersEnglish.view.notFoundTitle,
  notFound: ordersEnglish.view.notFound,
  failed: ordersEnglish.view.failed,
} as const;

/**
 * An order's way into its view: its number, a link to the desk's `?order=<id>` (the filters
 * kept). The view opens in place of the desk's URL, so Back leaves the desk as before.
 */
export function OrderLink({ order }: { order: Pick<Order, '_id' | 'order_id'> }) {
  const { t } = useText();
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('order', order._id);
  return (
    <Link to={{ search: `?${next.toString()}` }} replace aria-label={t('orders.view.open', { order: order.order_id })}>
      {order.order_id}
    </Link>
  );
}

/** The copy changed last (no updated_at: a trial's older rows, counted as older). */
function newer(read: Order | undefined, listed: Order | undefined): Order | undefined {
  if (!read || !listed) return read ?? listed;
  return (listed.updated_at ?? '') > (read.updated_at ?? '') ? listed : read;
}

/** A refusal that means "no such order here": 404, or an id the API cannot read (400). */
const isMissing = (status: number | undefined) => status === 404 || status === 400;

/** The order's bill as the view last read it, or why it could not. */
type BillState = { bill: BillView | null; failure: string | null };

/**
 * The desk's order view (`/shop/orders?order=<id>`, also what a tapped new-order notification
 * opens): the order in full, read from the backend (GET /api/orders/{id}) even on a fresh page
 * load or for an order the loaded list does not hold; while it loads, the list's copy shows. Its
 * print actions print the KOT and the bill (features/printing: a registered shop's issued bill,
 * GET /api/orders/{id}/bill); its Payment block sets the order's payment (with Undo), its Bill
 * block opens the bill and shares it on WhatsApp (docs/product.md "UPI payments and bills").
 */
export function OrderDialog({
  orderId,
  listed,
  onClose,
  printing,
  payments,
}: {
  orderId: string;
  /** The desk list's copy, if it holds this order: shown at once. */
  listed?: Order;
  onClose: () => void;
  printing: Pick<Printing, 'print' | 'printBill'>;
  payments: PaymentChanges;
}) {
  const { t } = useText();
  const tm = useMessage();
  const failureOf = useFailureText();
  const { mode } = useShopSession();
  const read = useGetOrderQuery(orderId);
  // The newer of the two: the list's copy follows status changes and live events as they come.
  const order: PrintableOrder | undefined = newer(read.data, listed);
  const missing = !order && read.isError && isMissing((read.error as { status?: number } | undefined)?.status);
  const [busy, setBusy] = useState<SlipKind | 'share' | null>(null);
  const [billState, setBillState] = useState<BillState>({ bill: null, failure: null });
  const [fetchBill] = useLazyGetOrderBillQuery();
  const summaryId = useId();
  // A registered shop's bill is the issued one (numbered, with its GST lines); a trial's is worked out from the order.
  const issuesBills = mode === 'api';

  /** The order's bill, issued on its first opening: read afresh (its payment, a cancellation), or why not. */
  const readBill = async (id: string): Promise<BillView | null> => {
    try {
      const bill = await fetchBill(id).unwrap();
      setBillState({ bill, failure: null });
      return bill;
    } catch (error) {
      const f = error as QueryError;
      // A cancelled order never billed has no bill: the server's words say so alone (in the language asked for).
      const alone =
        f.serverMessage !== undefined &&
        (f.serverMessage === BILL_MESSAGES.cancelledUnissued || f.serverMessage === tm(BILL_MESSAGES.cancelledUnissued));
      const failure = alone ? tm(f.serverMessage as string) : failureOf(f, BILL_MESSAGES.failed);
      setBillState((s) => ({ ...s, failure }));
      return null;
    }
  };

  const printSlip = async (kind: SlipKind) => {
    if (!order || busy) return;
    setBusy(kind);
    try {
      if (kind === 'bill' && issuesBills) {
        const bill = await readBill(order._id);
        if (bill) await printing.printBill(bill, order.notes);
      } else {
        await printing.print(order, kind);
      }
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    if (!order || busy) return;
    setBusy('share');
    try {
      const bill = await readBill(order._id);
      if (!bill) return;
      const text = billShareText(bill, `${window.location.origin}${billPath(bill.key)}`);
      window.open(whatsappShareLink(text, order.customer_mobile), '_blank', 'noopener,noreferrer');
    } finally {
      setBusy(null);
    }
  };

  let title = t('orders.view.title');
  let body: React.ReactNode;
  if (order) {
    title = t('orders.view.titleOf', { order: order.order_id });
    body = (
      <>
        {/* First, so they have the focus when the view opens and sit on screen without scrolling on a phone. */}
        <div
          role="group"
          aria-label={t('orders.view.print')}
          style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}
        >
          {/* Not disabled while printing: the focus stays on the button pressed. */}
          <Button aria-busy={busy === 'kot' || undefined} onClick={() => void printSlip('kot')}>
            {t('orders.view.printKot')}
          </Button>
          <Button variant="secondary" aria-busy={busy === 'bill' || undefined} onClick={() => void printSlip('bill')}>
            {t('orders.view.printBill')}
          </Button>
        </div>
        <OrderDetails order={order} summaryId={summaryId} />
        <PaymentBlock order={order} payments={payments} />
        {issuesBills ? (
          <BillBlock order={order} state={billState} sharing={busy === 'share'} onShare={() => void share()} />
        ) : (
          <TrialBill />
        )}
        {mode === 'trial' ? <TrialPrinting /> : <PrintingLink />}
      </>
    );
  } else if (missing) {
    title = t('orders.view.notFoundTitle');
    body = <p id={summaryId}>{t('orders.view.notFound')}</p>;
  } else if (read.isError) {
    body = <ErrorBox onRetry={() => void read.refetch()}>{t('orders.view.failed')}</ErrorBox>;
  } else {
    body = <Spinner label={t('orders.view.loading')} />;
  }

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      size="md"
      describedBy={order || missing ? summaryId : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('orders.view.back')}
        </Button>
      }
    >
      {body}
    </Dialog>
  );
}

const factsStyle = { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '0 0 12px' } as const;
const totalsStyle = { ...factsStyle, gridTemplateColumns: '1fr max-content', margin: '12px 0 0' } as const;

function OrderDetails({ order, summaryId }: { order: PrintableOrder; summaryId: string }) {
  const { t } = useText();
  const tm = useMessage();
  const locale = useLocale();
  const { mode, shop } = useShopSession();
  const gstScheme = billingFor(mode, shop).gst_scheme;
  // The amounts as the bill prints them: the order's own (the server's), worked out only for a trial's.
  const bill = billSlip(order, {
    shop: shop ?? { name: '', address: '', district: null, city: null, state: null },
    gstScheme,
  });
  const lines = order.items.map((item, i) => ({ item, amount: bill.items[i]?.amountPaise ?? 0 }));
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  // The slip's words (bill.service, bill.payment) are English for the printer: on screen, translated.
  const service = tm(bill.service);
  const paymentMethod = tm(bill.payment);
  // The slip's time is en-IN for the printer; on screen in the shopkeeper's language.
  const placedAt = Number.isFinite(Date.parse(order.created_at))
    ? formatInIndia(order.created_at, { dateStyle: 'medium', timeStyle: 'short' }, locale)
    : bill.placedAt;
  const placed =
    order.placed_by === 'shop'
      ? t('orders.details.placedAtCounter', { at: placedAt })
      : order.placed_by === 'customer'
        ? t('orders.details.placedOnline', { at: placedAt })
        : placedAt;
  return (
    <>
      <p id={summaryId} className="sr-only">
        {t('orders.details.summary', {
          count,
          total: formatRupees(bill.totalPaise),
          service,
          payment: paymentMethod,
        })}
      </p>
      <dl style={factsStyle} data-testid="order-facts">
        <dt>{t('orders.details.status')}</dt>
        <dd style={{ margin: 0 }}>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt>{t('orders.details.placed')}</dt>
        <dd style={{ margin: 0 }}>{placed}</dd>
        <dt>{t('orders.details.orderType')}</dt>
        <dd style={{ margin: 0 }}>{service}</dd>
        <dt>{t('orders.details.paymentMethod')}</dt>
        <dd style={{ margin: 0 }}>{paymentMethod}</dd>
        <dt>{t('orders.details.customer')}</dt>
        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {[order.customer_name, order.customer_mobile, order.customer_email].filter(Boolean).join(', ') || t('orders.walkIn')}
        </dd>
      </dl>

      <TableRegion caption={t('orders.details.itemsOf', { order: order.order_id })}>
        <thead>
          <tr>
            <th scope="col">{t('orders.details.item')}</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('orders.details.quantity')}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('orders.details.price')}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('orders.details.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ item, amount }, i) => (
            <tr key={`${item.product_id}-${i}`}>
              <td style={{ overflowWrap: 'anywhere' }}>
                {lineName(item, t('orders.item'))}
                {lineOptions(item) && (
                  <span className="stat-hint" style={{ display: 'block' }}>
                    {lineOptions(item)}
                  </span>
                )}
              </td>
              <td style={{ textAlign: 'right' }}>{item.quantity}</td>
              <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatRupees(rupeesToPaise(item.price))}</td>
              <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatRupees(amount)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>

      {order.notes && (
        <p style={{ overflowWrap: 'anywhere' }}>
          <strong>{t('orders.details.notes')}</strong> {order.notes}
        </p>
      )}

      <dl style={totalsStyle} data-testid="order-totals">
        <dt>{t('orders.details.subtotal')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatRupees(bill.subtotalPaise)}</dd>
        {/* A composition shop charges no tax: no tax line on its orders. */}
        {(bill.taxPaise > 0 || chargesTax(gstScheme)) && (
          <>
            <dt>{tm(TAX_LABEL)}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{formatRupees(bill.taxPaise)}</dd>
          </>
        )}
        <dt>{t('orders.details.deliveryFee')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatRupees(bill.deliveryFeePaise)}</dd>
        <dt>
          <strong>{t('orders.details.total')}</strong>
        </dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>
          <strong>{formatRupees(bill.totalPaise)}</strong>
        </dd>
      </dl>
    </>
  );
}

const blockStyle = { marginTop: 16, padding: 12 } as const;
const actionRow = { display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 } as const;

/**
 * The order's payment: its status ("Customer says paid" with when they said so), and the shop's
 * changes: Mark paid by cash or UPI (the likely way first), Mark unpaid, Mark refunded, each with
 * its Undo for 5 s, said inside the view (the desk behind the dialog is inert).
 */
function PaymentBlock({ order, payments }: { order: Order; payments: PaymentChanges }) {
  const { t } = useText();
  const locale = useLocale();
  const markPaidLabel = useMarkPaidLabel();
  const titleId = useId();
  const payment = paymentOf(order);
  const busy = Boolean(payments.busy[order._id]);
  const likely = likelyVia(order);
  const ways: PaidVia[] = [likely, ...PAID_VIA.filter((v) => v !== likely)];
  const act = (run: () => void) => () => {
    // Not disabled while saving: the focus stays on the button pressed.
    if (!busy) run();
  };
  return (
    <section className="card" style={blockStyle} aria-labelledby={titleId} data-testid="order-payment">
      <h3 id={titleId} style={{ margin: 0, fontSize: '1rem' }}>
        {t('orders.payment.title')}
      </h3>
      <p style={{ margin: '8px 0 0' }}>
        <PaymentBadge payment={payment} />
      </p>
      {payment.claimed_at && (
        <p className="stat-hint" style={{ margin: '4px 0 0' }}>
          {t('orders.payment.claimedAt', {
            at: formatInIndia(payment.claimed_at, { dateStyle: 'medium', timeStyle: 'short' }, locale),
          })}
        </p>
      )}
      <div role="group" aria-label={t('orders.payment.change')} style={actionRow}>
        {payment.status !== 'paid' &&
          ways.map((via, i) => (
            <Button
              key={via}
              variant={i === 0 ? 'primary' : 'secondary'}
              aria-busy={busy || undefined}
              onClick={act(() => void payments.change(order, { status: 'paid', via }))}
            >
              {markPaidLabel(via)}
            </Button>
          ))}
        {payment.status === 'paid' && (
          <Button
            variant="secondary"
            aria-busy={busy || undefined}
            onClick={act(() => void payments.change(order, { status: 'refunded' }))}
          >
            {t('orders.payment.markRefunded')}
          </Button>
        )}
        {(payment.status === 'paid' || payment.status === 'refunded') && (
          <Button
            variant="secondary"
            aria-busy={busy || undefined}
            onClick={act(() => void payments.change(order, { status: 'unpaid' }))}
          >
            {t('orders.payment.markUnpaid')}
          </Button>
        )}
      </div>
      <PaymentNoticeBar notice={payments.notice} onUndo={() => void payments.undo()} />
    </section>
  );
}

/**
 * A registered shop's bill: View bill (its address, in a new tab) and Share on WhatsApp (to the
 * customer's number when the order has one), which read the bill first: its first opening issues
 * it, with its number. Print bill (above) prints it.
 */
function BillBlock({
  order,
  state,
  sharing,
  onShare,
}: {
  order: Order;
  state: BillState;
  sharing: boolean;
  onShare: () => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const titleId = useId();
  const { bill, failure } = state;
  return (
    <section className="card" style={blockStyle} aria-labelledby={titleId} data-testid="order-bill">
      <h3 id={titleId} style={{ margin: 0, fontSize: '1rem' }}>
        {t('orders.bill.title')}
      </h3>
      <p className="stat-hint" style={{ margin: '4px 0 0' }} role="status">
        {bill ? `${tm(bill.title)} ${bill.number}${bill.cancelled ? ` · ${tm(BILL_MESSAGES.cancelledStamp)}` : ''}` : ''}
      </p>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div style={actionRow}>
        {(bill?.key ?? order.bill_key) && (
          <a
            className="btn btn-secondary"
            href={billPath(bill?.key ?? order.bill_key ?? '')}
            target="_blank"
            rel="noopener noreferrer"
          >
            {tm(BILL_MESSAGES.viewBill)}
            <span className="sr-only"> {t('orders.bill.newTab')}</span>
          </a>
        )}
        <Button variant="secondary" aria-busy={sharing || undefined} onClick={onShare}>
          {tm(BILL_MESSAGES.share)}
        </Button>
      </div>
    </section>
  );
}

/** A trial's orders have no issued bill: Print bill prints one worked out here; numbered bills come with registering. */
function TrialBill() {
  const { t } = useText();
  const titleId = useId();
  return (
    <section className="card" style={blockStyle} aria-labelledby={titleId} data-testid="order-bill">
      <h3 id={titleId} style={{ margin: 0, fontSize: '1rem' }}>
        {t('orders.bill.title')}
      </h3>
      <p style={{ margin: '4px 0 0' }}>{t('orders.bill.trial')}</p>
      <Link to={registerPath('/shop/orders')}>{t('orders.bill.register')}</Link>
    </section>
  );
}

/** Where a registered shop sets its paper and the KOT on confirming. */
function PrintingLink() {
  const { t } = useText();
  return (
    <p className="stat-hint" style={{ margin: '12px 0 0' }}>
      <Trans
        i18nKey="orders.view.printingLink"
        i18n={shopkeeperI18n}
        t={t}
        components={{ settings: <Link to="/shop/settings#printing" /> }}
      />
    </p>
  );
}

/** A trial's settings page holds its payment settings alone: its printing settings (kept on this device) open here. */
function TrialPrinting() {
  const { t } = useText();
  const { shop } = useShopSession();
  if (!shop) return null;
  return (
    <details style={{ marginTop: 12 }}>
      <summary>{t('orders.view.printingSettings')}</summary>
      <PrintingSection shop={shop} nested />
    </details>
  );
}
