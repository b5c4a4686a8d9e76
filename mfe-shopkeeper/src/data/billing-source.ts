import * as client from '@chowk/api-client';
import { BILL_MESSAGES, type BillView, type Order, type OrderPaymentPayload, type ShopBilling } from '@chowk/contracts';
import type { RootState } from '@chowk/store';
import { type QueryError, toQueryError } from '@chowk/store/query';
import { isTrialSession } from './print-source';
import type { BillingAnswer } from './source';
import { saveTrialBilling, setTrialOrderPayment } from './trial-billing';

/**
 * What the payments and bills read and write (docs/product.md "UPI payments and bills"), from the
 * shop's backend (the API, or a trial's device) as ShopSource's calls are. Kept out of ShopSource,
 * which every shop page loads, so a first visit (the dashboard) carries none of it: the order desk
 * and the settings' payments section load this file.
 */
export interface BillingSource {
  /** PUT /api/shops/{id}/billing: 422 with validateBilling's field messages; `data` is the owner's view of the shop. */
  saveBilling(shopId: string, billing: ShopBilling): Promise<BillingAnswer>;
  /** PATCH /api/orders/{id}/payment (the shop's owner): answers the saved order. */
  setOrderPayment(orderId: string, payload: OrderPaymentPayload): Promise<Order>;
  /** GET /api/orders/{id}/bill as the shop's owner: issued on its first opening. A trial has no bills (404). */
  getOrderBill(orderId: string): Promise<BillView>;
}

/** A registered shop. Silent: the section and the desk show their own states. */
export const apiBillingSource: BillingSource = {
  saveBilling: (shopId, billing) => client.saveBilling(shopId, billing),
  setOrderPayment: async (orderId, payload) => (await client.setOrderPayment(orderId, payload)).data,
  getOrderBill: (orderId) => client.getOrderBill(orderId, 'shop'),
};

/** A trial: this device's settings and orders, refused as the API refuses. */
export const trialBillingSource: BillingSource = {
  saveBilling: async (_shopId, billing) => saveTrialBilling(billing),
  setOrderPayment: async (orderId, payload) => setTrialOrderPayment(orderId, payload),
  // Numbered bills come with a registered shop: a trial's bill is printed from the order (features/printing).
  getOrderBill: async () => {
    throw new client.ApiError(404, BILL_MESSAGES.notFound, {}, [BILL_MESSAGES.notFound], BILL_MESSAGES.notFound);
  },
};

/** An RTK Query `queryFn` over the BillingSource of the session's backend (as store/shop.api.ts fromSource). */
export const fromBillingSource =
  <A, R>(call: (source: BillingSource, arg: A) => Promise<R>) =>
  async (arg: A, { getState }: { getState: () => unknown }): Promise<{ data: R } | { error: QueryError }> => {
    const trial = isTrialSession(getState() as RootState);
    try {
      return { data: await call(trial ? trialBillingSource : apiBillingSource, arg) };
    } catch (e) {
      return { error: toQueryError(e) };
    }
  };
