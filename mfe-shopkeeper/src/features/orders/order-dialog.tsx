import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatRupees, type Order, rupeesToPaise, type Shop } from '@chowk/contracts';
import { Button, Dialog, ErrorBox, OrderStatusBadge, Spinner, TableRegion } from '@chowk/ui';
import { useShopSession } from '../auth/shop-session';
import type { Printing } from '../printing/use-printing';
import { billSlip, type PrintableOrder, type SlipKind, TAX_LABEL } from '../printing/slip';
import { PrintingSection } from '../settings/printing-section';
import { lineName, lineOptions } from './order-format';
import { useGetOrderQuery } from './order-view.api';

export const ORDER_VIEW_MESSAGES = {
  loading: 'Loading the order…',
  notFoundTitle: 'Order not found',
  notFound: 'This order is not one of your shop’s, or the link is wrong.',
  failed: 'Failed to load the order',
} as const;

/**
 * An order's way into its view: its number, a link to the desk's `?order=<id>` (the filters
 * kept). The view opens in place of the desk's URL, so Back leaves the desk as before.
 */
export function OrderLink({ order }: { order: Pick<Order, '_id' | 'order_id'> }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('order', order._id);
  return (
    <Link to={{ search: `?${next.toString()}` }} replace aria-label={`Open order ${order.order_id}`}>
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

/**
 * The desk's order view (`/shop/orders?order=<id>`, also what a tapped new-order notification
 * opens): the order in full, read from the backend (GET /api/orders/{id}) even on a fresh page
 * load or for an order the loaded list does not hold; while it loads, the list's copy shows. Its
 * print actions print the KOT and the bill (features/printing).
 */
export function OrderDialog({
  orderId,
  listed,
  onClose,
  print,
}: {
  orderId: string;
  /** The desk list's copy, if it holds this order: shown at once. */
  listed?: Order;
  onClose: () => void;
  print: Printing['print'];
}) {
  const read = useGetOrderQuery(orderId);
  // The newer of the two: the list's copy follows status changes and live events as they come.
  const order: PrintableOrder | undefined = newer(read.data, listed);
  const missing = !order && read.isError && isMissing((read.error as { status?: number } | undefined)?.status);
  const [printing, setPrinting] = useState<SlipKind | null>(null);
  const summaryId = useId();

  const printSlip = async (kind: SlipKind) => {
    if (!order || printing) return;
    setPrinting(kind);
    try {
      await print(order, kind);
    } finally {
      setPrinting(null);
    }
  };

  let title = 'Order';
  let body: React.ReactNode;
  if (order) {
    title = `Order ${order.order_id}`;
    body = (
      <>
        {/* First, so they have the focus when the view opens and sit on screen without scrolling on a phone. */}
        <div role="group" aria-label="Print" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
          {/* Not disabled while printing: the focus stays on the button pressed. */}
          <Button aria-busy={printing === 'kot' || undefined} onClick={() => void printSlip('kot')}>
            Print KOT
          </Button>
          <Button variant="secondary" aria-busy={printing === 'bill' || undefined} onClick={() => void printSlip('bill')}>
            Print bill
          </Button>
        </div>
        <OrderDetails order={order} summaryId={summaryId} />
      </>
    );
  } else if (missing) {
    title = ORDER_VIEW_MESSAGES.notFoundTitle;
    body = <p id={summaryId}>{ORDER_VIEW_MESSAGES.notFound}</p>;
  } else if (read.isError) {
    body = <ErrorBox onRetry={() => void read.refetch()}>{ORDER_VIEW_MESSAGES.failed}</ErrorBox>;
  } else {
    body = <Spinner label={ORDER_VIEW_MESSAGES.loading} />;
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
          Back to orders
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
  const { mode, shop } = useShopSession();
  // The amounts as the bill prints them: the order's own (the server's), worked out only for a trial's.
  const bill = billSlip(order, { shop: shop ?? { name: '', address: '', district: null, city: null, state: null } });
  const lines = order.items.map((item, i) => ({ item, amount: bill.items[i]?.amountPaise ?? 0 }));
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <>
      <p id={summaryId} className="sr-only">
        {`${count} ${count === 1 ? 'item' : 'items'}, total ${formatRupees(bill.totalPaise)}, ${bill.service}, ${bill.payment}.`}
      </p>
      <dl style={factsStyle} data-testid="order-facts">
        <dt>Status</dt>
        <dd style={{ margin: 0 }}>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt>Placed</dt>
        <dd style={{ margin: 0 }}>
          {bill.placedAt}
          {order.placed_by === 'shop' ? ' at the counter' : order.placed_by === 'customer' ? ' online' : ''}
        </dd>
        <dt>Order type</dt>
        <dd style={{ margin: 0 }}>{bill.service}</dd>
        <dt>Payment</dt>
        <dd style={{ margin: 0 }}>{bill.payment}</dd>
        <dt>Customer</dt>
        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {[order.customer_name, order.customer_mobile, order.customer_email].filter(Boolean).join(', ') || 'Walk-in'}
        </dd>
      </dl>

      <TableRegion caption={`Items of ${order.order_id}`}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Qty
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Price
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ item, amount }, i) => (
            <tr key={`${item.product_id}-${i}`}>
              <td style={{ overflowWrap: 'anywhere' }}>
                {lineName(item)}
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
          <strong>Notes:</strong> {order.notes}
        </p>
      )}

      <dl style={totalsStyle} data-testid="order-totals">
        <dt>Subtotal</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatRupees(bill.subtotalPaise)}</dd>
        <dt>{TAX_LABEL}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatRupees(bill.taxPaise)}</dd>
        <dt>Delivery fee</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatRupees(bill.deliveryFeePaise)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>
          <strong>{formatRupees(bill.totalPaise)}</strong>
        </dd>
      </dl>

      {mode === 'trial' && shop ? <TrialPrinting shop={shop} /> : <PrintingLink />}
    </>
  );
}

/** Where a registered shop sets its paper and the KOT on confirming. */
function PrintingLink() {
  return (
    <p className="stat-hint" style={{ margin: '12px 0 0' }}>
      Paper width and the KOT on confirming: <Link to="/shop/settings#printing">Printing settings</Link>
    </p>
  );
}

/** A trial has no settings page: its printing settings (kept on this device) open here. */
function TrialPrinting({ shop }: { shop: Shop }) {
  return (
    <details style={{ marginTop: 12 }}>
      <summary>Printing settings</summary>
      <PrintingSection shop={shop} nested />
    </details>
  );
}
