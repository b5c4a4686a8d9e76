import {
  applyPaymentChange,
  BILLING_MESSAGES,
  billingOf,
  normalizeBilling,
  type Order,
  ORDER_DESK_MESSAGES,
  ORDER_PAYMENT_MESSAGES,
  type OrderPaymentPayload,
  paymentChangeError,
  paymentOf,
  type ShopBilling,
  validateBilling,
} from '@chowk/contracts';
import { ApiError } from '@chowk/api-client';
import { storage } from '@chowk/session';
import type { BillingAnswer } from './source';
import { readTrialOrders, TRIAL_BILLING_KEY, trialShop, writeTrialOrders } from './trial-store';

/**
 * A trial's payment and bill settings (UPI ID, payee name, GST registration: libs/contracts
 * billing.ts) and its orders' payment status, on this device as the rest of the trial: the API's
 * rules and texts, no request. Apart from trial-store.ts so a first visit does not carry them;
 * the settings' payments section and the order desk load this. They leave with the trial
 * (clearTrialData), as its delivery terms do: a registered shop sets its own.
 */

/** As the trial's other refusals (trial-source.ts TrialError), built here so that module stays in its page's chunk. */
const refusal = (status: 404 | 409 | 422, message: string, errors: Record<string, string> = {}): ApiError => {
  const messages = Object.values(errors);
  return new ApiError(status, message, errors, messages.length ? messages : [message], message);
};

/** The settings this device keeps; the defaults (no UPI ID, not registered for GST) when none were saved or they cannot be read. */
export function readTrialBilling(): ShopBilling {
  try {
    return billingOf(JSON.parse(storage.get(TRIAL_BILLING_KEY) ?? 'null') as Partial<ShopBilling> | null);
  } catch {
    return billingOf(null);
  }
}

/** PUT /api/shops/{id}/billing as a trial answers it: the same rule and texts, the trial's shop with its settings. */
export function saveTrialBilling(body: ShopBilling): BillingAnswer {
  const errors = validateBilling(body) as Record<string, string>;
  const first = Object.values(errors)[0];
  if (first) throw refusal(422, first, errors);
  const billing = normalizeBilling(body);
  storage.set(TRIAL_BILLING_KEY, JSON.stringify(billing));
  return { success: true, message: BILLING_MESSAGES.saved, data: { ...trialShop(), billing } };
}

/**
 * PATCH /api/orders/{id}/payment as a trial answers it: the shop's change by the contract's rule
 * (paymentChangeError: 422 for a status or a missing way, 409 for a refund of an unpaid order),
 * kept on the order with the time, as the API keeps it.
 */
export function setTrialOrderPayment(orderId: string, payload: OrderPaymentPayload, now = new Date()): Order {
  const orders = readTrialOrders();
  const held = orders.find((o) => o._id === orderId);
  if (!held) throw refusal(404, ORDER_DESK_MESSAGES.orderNotFound);
  const current = paymentOf(held);
  const problem = paymentChangeError(current.status, payload);
  if (problem === ORDER_PAYMENT_MESSAGES.refundNotPaid) throw refusal(409, problem);
  if (problem) throw refusal(422, problem, { [problem === ORDER_PAYMENT_MESSAGES.viaRequired ? 'via' : 'status']: problem });
  const at = now.toISOString();
  const saved: Order = { ...held, payment: applyPaymentChange(current, payload, at), updated_at: at };
  writeTrialOrders(orders.map((o) => (o._id === orderId ? saved : o)));
  return saved;
}
