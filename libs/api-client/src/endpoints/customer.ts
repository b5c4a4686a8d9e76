import {
  IDEMPOTENCY_KEY_HEADER,
  type CustomerOrder,
  type CustomerProfile,
  type CustomerSignInPayload,
  type CustomerSignInResponse,
  type NearbyQuery,
  type NearbyResponse,
  type OtpResponse,
  type PlaceOrderPayload,
  type PlaceOrderResponse,
  type SendOtpPayload,
  type ShopListQuery,
  type ShopListResponse,
  type ShopWithMenuResponse,
  type VerifyOtpPayload,
} from '@chowk/contracts';
import { catalogueApi, mainApi, ordersApi } from '../lib/client';
import { takePrefetched } from '../lib/prefetched';

const path = (id: string) => encodeURIComponent(id);

/** Drops empty filters so the query string carries only what the customer chose. */
const compact = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

// --- Finding a shop (docs/product.md §7 Shops) ---

/** GET /api/shops: pages of 20, filters by name, category and place. */
export const listShops = (query: ShopListQuery, signal?: AbortSignal) =>
  catalogueApi.get<ShopListResponse>('/shops', { params: compact(query), signal, silent: true }).then((r) => r.data);

/** GET /api/shops/nearby: nearest first, each with distance_km. */
export const listNearbyShops = (query: NearbyQuery, signal?: AbortSignal) =>
  catalogueApi.get<NearbyResponse>('/shops/nearby', { params: compact(query), signal, silent: true }).then((r) => r.data.data);

/**
 * The storefront's first read: the shop with its products and sections in one answer. Silent:
 * the loader shows its own state. An API without `include=menu` answers `{shop}` alone.
 */
export const getShopWithMenu = (code: string): Promise<ShopWithMenuResponse> => {
  const read = () =>
    catalogueApi
      .get<ShopWithMenuResponse>(`/shops/by-code/${path(code)}`, { params: { include: 'menu' }, silent: true })
      .then((r) => r.data);
  // A storefront opened from a QR code: the start-up script already asked (mfe-customer's remote.ts).
  return (
    takePrefetched<ShopWithMenuResponse>(`${catalogueApi.baseURL}/shops/by-code/${path(code)}?include=menu`)?.catch(read) ??
    read()
  );
};

// --- One-time codes (docs/product.md §7 Orders): bound to this device by the X-Device-Id header ---

export const sendOrderOtp = (body: SendOtpPayload) =>
  ordersApi.post<OtpResponse>('/orders/send-otp', body, { session: 'none', silent: true }).then((r) => r.data);

export const verifyOrderOtp = (body: VerifyOtpPayload) =>
  ordersApi.post<OtpResponse>('/orders/verify-otp', body, { session: 'none', silent: true }).then((r) => r.data);

// --- Orders ---

/**
 * POST /api/orders. The same idempotency key on a retry answers the first order, never a second.
 * A signed-in customer's token goes along so their account's contact counts as verified.
 */
export const placeOrder = (body: PlaceOrderPayload, idempotencyKey: string) =>
  ordersApi
    .post<PlaceOrderResponse>('/orders', body, {
      session: 'customer',
      silent: true,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    })
    .then((r) => r.data);

/** GET /api/orders/{id}: to the device that placed it, or the signed-in customer whose it is. */
export const getCustomerOrder = (id: string) =>
  ordersApi
    .get<{ success: boolean; data: CustomerOrder }>(`/orders/${path(id)}`, { session: 'customer', silent: true })
    .then((r) => r.data.data);

/** GET /api/orders/mine: the signed-in customer's orders, newest first. */
export const listMyOrders = () =>
  ordersApi
    .get<{ success: boolean; data: { orders: CustomerOrder[] } }>('/orders/mine', { session: 'customer', silent: true })
    .then((r) => r.data.data.orders);

// --- Optional customer sign-in (docs/product.md §6): a one-time code sent by sendOrderOtp ---

export const customerSignIn = (body: CustomerSignInPayload) =>
  mainApi.post<CustomerSignInResponse>('/auth/customer/verify', body, { session: 'none', silent: true }).then((r) => r.data);

export const getCustomerProfile = () =>
  mainApi
    .get<{ customer: CustomerProfile }>('/auth/customer/me', { session: 'customer', silent: true })
    .then((r) => r.data.customer);
