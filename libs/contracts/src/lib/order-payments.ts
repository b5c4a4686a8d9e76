/**
 * Paying the shop for an order (docs/product.md "UPI payments and bills"): the UPI payment link a
 * QR carries (NPCI's UPI linking specification), and an order's payment status, which only the
 * shop's owner sets (a customer can only say they have paid). For the API, the desk, the
 * dashboard, reports and exports, the checkout's confirmation and the status page.
 */
import { type Paise, rupeesToPaise } from './money';
import type { Order } from './shop';

// ---------------------------------------------------------------------------------------------
// The UPI link
// ---------------------------------------------------------------------------------------------

/** NPCI's limits the link keeps to: the note (tn) and the reference (tr). */
export const UPI_LINK_LIMITS = { noteMax: 50, referenceMax: 35, payeeNameMax: 50 } as const;

/** "123.50": paise as rupees with two decimals, in integers (no float rounding). */
export const upiAmount = (paise: Paise): string => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

export interface UpiLinkInput {
  /** The shop's UPI ID (validated: isUpiId). */
  upiId: string;
  payeeName: string;
  amountPaise: Paise;
  /** The order number: the transaction reference (tr) the shop sees in its statement. */
  reference: string;
  /** The transaction note (tn) the payer's app shows; default "Order <reference>". */
  note?: string;
}

/** A value of the link's query: percent-encoded (a space is %20, never '+', which UPI apps show as is). */
const upiValue = (value: string, max: number): string => encodeURIComponent(Array.from(value.trim()).slice(0, max).join(''));

/**
 * `upi://pay?pa=<VPA>&pn=<payee>&am=<amount>&cu=INR&tn=<note>&tr=<ref>`: scanned as a QR it works
 * in every UPI app; tapped on Android it opens one. The VPA goes as it is ('@' is allowed in a
 * query; some apps refuse %40), the rest percent-encoded.
 */
export function upiLink(input: UpiLinkInput): string {
  const note = input.note ?? `Order ${input.reference}`;
  return (
    `upi://pay?pa=${input.upiId.trim().toLowerCase()}` +
    `&pn=${upiValue(input.payeeName, UPI_LINK_LIMITS.payeeNameMax)}` +
    `&am=${upiAmount(input.amountPaise)}` +
    `&cu=INR` +
    `&tn=${upiValue(note, UPI_LINK_LIMITS.noteMax)}` +
    `&tr=${upiValue(input.reference, UPI_LINK_LIMITS.referenceMax)}`
  );
}

/** The UPI link of an order to a shop that takes UPI: its total, its number as the reference. */
export function orderUpiLink(
  order: Pick<Order, 'order_id' | 'total_amount'>,
  billing: { upi_id: string | null; payee_name: string | null },
  shopName: string,
): string | null {
  if (!billing.upi_id) return null;
  return upiLink({
    upiId: billing.upi_id,
    payeeName: billing.payee_name || shopName,
    amountPaise: rupeesToPaise(order.total_amount),
    reference: order.order_id,
  });
}

/** Whether this device can open a upi:// link: Android (iOS has no common handler). */
export const canOpenUpiLink = (userAgent: string): boolean => /Android/i.test(userAgent);

// ---------------------------------------------------------------------------------------------
// An order's payment status
// ---------------------------------------------------------------------------------------------

/**
 * unpaid; claimed: unpaid, and the customer says they have paid ("Payment to be confirmed"); paid
 * (by cash or UPI, as the shop says); refunded. Only the shop moves an order to paid or refunded.
 */
export const PAYMENT_STATUSES = ['unpaid', 'claimed', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the shop may set (PATCH /api/orders/{id}/payment): `claimed` is the customer's word, never the shop's. */
export const OWNER_PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type OwnerPaymentStatus = (typeof OWNER_PAYMENT_STATUSES)[number];

/** How a paid order was paid. */
export const PAID_VIA = ['cash', 'upi'] as const;
export type PaidVia = (typeof PAID_VIA)[number];

/** In every view of an order. Absent (older servers, a trial's older orders): read with paymentOf. */
export interface OrderPayment {
  status: PaymentStatus;
  /** Set while paid or refunded. */
  via: PaidVia | null;
  /** When the customer said they paid (kept after the shop marks it, for the record). */
  claimed_at: string | null;
  /** When the shop last set it. */
  updated_at: string | null;
}

export const UNPAID: Readonly<OrderPayment> = Object.freeze({ status: 'unpaid', via: null, claimed_at: null, updated_at: null });

export const paymentOf = (order: { payment?: OrderPayment | null }): OrderPayment => order.payment ?? UNPAID;

/** PATCH /api/orders/{id}/payment (the shop's owner only). `via` is required with paid, ignored otherwise. */
export interface OrderPaymentPayload {
  status: OwnerPaymentStatus;
  via?: PaidVia;
}

/**
 * The shop's change, or why it cannot be made: paid needs how; refunded only from paid. Any other
 * move is allowed, so an Undo is always the reverse change (paid → unpaid brings back the
 * customer's claim, which the order keeps).
 */
export function paymentChangeError(current: PaymentStatus, next: OrderPaymentPayload): string | null {
  if (!(OWNER_PAYMENT_STATUSES as readonly string[]).includes(next.status)) return ORDER_PAYMENT_MESSAGES.statusInvalid;
  if (next.status === 'paid' && !(PAID_VIA as readonly string[]).includes(next.via ?? ''))
    return ORDER_PAYMENT_MESSAGES.viaRequired;
  if (next.status === 'refunded' && current !== 'paid' && current !== 'refunded') return ORDER_PAYMENT_MESSAGES.refundNotPaid;
  return null;
}

/**
 * The payment after the shop's change (`at`: now, ISO). unpaid keeps a customer's claim (so it
 * reads claimed again); paid and refunded keep how it was paid.
 */
export function applyPaymentChange(current: OrderPayment, next: OrderPaymentPayload, at: string): OrderPayment {
  if (next.status === 'unpaid')
    return { status: current.claimed_at ? 'claimed' : 'unpaid', via: null, claimed_at: current.claimed_at, updated_at: at };
  if (next.status === 'paid') return { status: 'paid', via: next.via ?? null, claimed_at: current.claimed_at, updated_at: at };
  return { status: 'refunded', via: current.via, claimed_at: current.claimed_at, updated_at: at };
}

/** The customer's "I have paid": only an unpaid order changes (to claimed); any other stays as it is. */
export function applyPaymentClaim(current: OrderPayment, at: string): OrderPayment {
  return current.status === 'unpaid' ? { ...current, status: 'claimed', claimed_at: at } : current;
}

/** "Unpaid", "Payment to be confirmed", "Paid", "Refunded" (the status page's and the bill's words). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  claimed: 'Payment to be confirmed',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** The desk's badges and filter: short, the claim said from the shop's side. */
export const PAYMENT_DESK_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  claimed: 'Customer says paid',
  paid: 'Paid',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_TONE: Record<PaymentStatus, 'red' | 'yellow' | 'green' | 'blue'> = {
  unpaid: 'red',
  claimed: 'yellow',
  paid: 'green',
  refunded: 'blue',
};

export const PAID_VIA_LABELS: Record<PaidVia, string> = { cash: 'Cash', upi: 'UPI' };

/** "Paid · UPI", "Refunded · Cash", "Payment to be confirmed". */
export function paymentLabel(payment: OrderPayment, labels: Record<PaymentStatus, string> = PAYMENT_STATUS_LABELS): string {
  const word = labels[payment.status];
  return payment.via && (payment.status === 'paid' || payment.status === 'refunded')
    ? `${word} · ${PAID_VIA_LABELS[payment.via]}`
    : word;
}

/** The way the shop most likely was paid: UPI for an order the customer chose UPI for, else cash. */
export const likelyPaidVia = (paymentMethod: string | undefined): PaidVia => (paymentMethod === 'qr' ? 'upi' : 'cash');

/** How long the desk offers Undo after a payment change. */
export const PAYMENT_UNDO_MS = 5_000;

export const ORDER_PAYMENT_MESSAGES = {
  statusInvalid: `Payment status must be one of ${OWNER_PAYMENT_STATUSES.join(', ')}`,
  filterInvalid: `payment must be one of ${PAYMENT_STATUSES.join(', ')}`,
  viaRequired: `Say how it was paid: ${PAID_VIA.join(' or ')}`,
  refundNotPaid: 'Only a paid order can be refunded',
  updated: 'Payment updated',
  markedPaid: 'Marked as paid',
  markedUnpaid: 'Marked as unpaid',
  markedRefunded: 'Marked as refunded',
  updateFailed: 'Failed to update payment',
  undo: 'Undo',
  /** The customer's "I have paid". */
  claimRecorded: 'Thanks! The shop will confirm your payment.',
  claimNotUpi: 'Only an order paid by UPI can be marked as paid here',
  claimFailed: 'Could not tell the shop just now. Please try again.',
} as const;

/** The checkout's and status page's UPI panel. */
export const UPI_TEXT = {
  optionLabel: 'UPI',
  optionText: 'Pay the shop by UPI (Google Pay, PhonePe, Paytm, BHIM…) when you place the order',
  scan: 'Scan with any UPI app to pay',
  payWithApp: 'Pay with a UPI app',
  iHavePaid: 'I have paid',
  toBeConfirmed: 'Payment to be confirmed',
  toBeConfirmedHint: 'The shop will confirm once the money reaches them.',
  paid: 'Paid',
  payee: (name: string) => `To ${name}`,
  qrLabel: (amount: string, payee: string) => `UPI QR code to pay ${amount} to ${payee}`,
} as const;

// ---------------------------------------------------------------------------------------------
// Totals by payment (the dashboard's day and the reports)
// ---------------------------------------------------------------------------------------------

/**
 * Paise of orders by payment, cancelled orders aside: paid (paid by cash or UPI), unpaid (unpaid
 * and claimed: money the shop has not confirmed), refunded.
 */
export function paymentTotals(orders: readonly { status: string; total_paise: Paise; payment_status?: PaymentStatus | null }[]): {
  paid: Paise;
  unpaid: Paise;
  refunded: Paise;
} {
  const totals = { paid: 0, unpaid: 0, refunded: 0 };
  for (const order of orders) {
    if (order.status === 'cancelled' && order.payment_status !== 'refunded') continue;
    const status = order.payment_status ?? 'unpaid';
    if (status === 'paid') totals.paid += order.total_paise;
    else if (status === 'refunded') totals.refunded += order.total_paise;
    else totals.unpaid += order.total_paise;
  }
  return totals;
}
