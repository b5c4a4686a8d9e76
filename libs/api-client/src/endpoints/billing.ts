import type { BillResponse, BillView, CustomerOrder, OrderPaymentPayload, Shop, ShopBilling } from '@chowk/contracts';
import { catalogueApi, ordersApi } from '../lib/client';

const path = (id: string) => encodeURIComponent(id);

// --- UPI payments and bills (docs/product.md "UPI payments and bills") ---

/** PUT /api/shops/{id}/billing: UPI ID, payee name, GST registration and GSTIN (null: none); `data` is the owner's view. Silent. */
export const saveBilling = (shopId: string, body: ShopBilling) =>
  catalogueApi
    .put<{ success: boolean; message: string; data: Shop }>(`/shops/${path(shopId)}/billing`, body, { silent: true })
    .then((r) => r.data);

/** PATCH /api/orders/{id}/payment: the shop's owner marks an order paid (cash or UPI), unpaid or refunded. Silent. */
export const setOrderPayment = (orderId: string, body: OrderPaymentPayload) =>
  ordersApi
    .patch<{ success: boolean; message: string; data: CustomerOrder }>(`/orders/${path(orderId)}/payment`, body, { silent: true })
    .then((r) => r.data);

/** POST /api/orders/{id}/payment/claim: the customer says they have paid (never marks it paid). Silent. */
export const claimOrderPayment = (orderId: string) =>
  ordersApi
    .post<{ success: boolean; message: string; data: CustomerOrder }>(`/orders/${path(orderId)}/payment/claim`, undefined, {
      session: 'customer',
      silent: true,
    })
    .then((r) => r.data);

/** GET /api/orders/{id}/bill: the order's bill (issued on first opening), to its shop or the device that placed it. */
export const getOrderBill = (orderId: string, as: 'shop' | 'customer' = 'shop') =>
  ordersApi
    .get<BillResponse>(`/orders/${path(orderId)}/bill`, {
      silent: true,
      ...(as === 'customer' ? { session: 'customer' as const } : {}),
    })
    .then((r): BillView => r.data.data);

/** GET /api/bills/{key}: a bill by its address, to anyone given it. */
export const getBill = (key: string) =>
  ordersApi.get<BillResponse>(`/bills/${path(key)}`, { session: 'none', silent: true }).then((r): BillView => r.data.data);
