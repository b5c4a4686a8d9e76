import { type OrderPayment, PAID_VIA_LABELS, PAYMENT_STATUS_LABELS } from '@chowk/contracts';

/**
 * A payment as the customer reads it: "Unpaid", "Payment to be confirmed", "Paid · UPI",
 * "Refunded · Cash" (contracts' paymentLabel), each word through `tm` (the page's language).
 */
export function paymentWords(payment: OrderPayment, tm: (text: string) => string = (text) => text): string {
  const word = tm(PAYMENT_STATUS_LABELS[payment.status]);
  return payment.via && (payment.status === 'paid' || payment.status === 'refunded')
    ? `${word} · ${tm(PAID_VIA_LABELS[payment.via])}`
    : word;
}
