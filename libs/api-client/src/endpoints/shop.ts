import type {
  CustomerOrder,
  LoginPayload,
  LoginResponse,
  MenuSection,
  MenuSectionPayload,
  Order,
  OrderStatus,
  OwnerOrderPayload,
  Paged,
  PrintSettings,
  PrintSettingsResponse,
  Product,
  ProductPayload,
  Shop,
  ShopDaySummary,
  ShopOrdersQuery,
  ShopSettingsPayload,
  SignupPayload,
  SignupResponse,
  VerifyMobilePayload,
  VerifyMobileResponse,
} from '@chowk/contracts';
import { catalogueApi, mainApi, ordersApi } from '../lib/client';

const path = (id: string) => encodeURIComponent(id);

// --- Shopkeeper accounts (docs/product.md §7 Auth). Silent: the forms show the server's field messages. ---

/** 201 {token, userId, shop, message}; 409 duplicate mobile/email; 422 field errors. */
export const signup = (body: SignupPayload) =>
  mainApi.post<SignupResponse>('/auth/signup', body, { session: 'none', silent: true }).then((r) => r.data);

/** The same 401 whichever of identifier and password is wrong; 429 when locked. */
export const login = (body: LoginPayload) =>
  mainApi.post<LoginResponse>('/auth/login', body, { session: 'none', silent: true }).then((r) => r.data);

export const verifyMobile = (body: VerifyMobilePayload) =>
  mainApi.post<VerifyMobileResponse>('/auth/verify', body, { session: 'none', silent: true }).then((r) => r.data);

export const resendOtp = (mobile: string) =>
  mainApi.post<{ message: string }>('/auth/resend-otp', { mobile }, { session: 'none', silent: true }).then((r) => r.data);

// --- The owner's shop ---

export const updateShopSettings = (shopId: string, body: ShopSettingsPayload) =>
  catalogueApi.patch<{ shop: Shop; message: string }>(`/shops/${path(shopId)}`, body, { silent: true }).then((r) => r.data);

/** Public (the storefront): 404 'Shop not found' for an unknown code; codes are case-sensitive. */
export const getShopByCode = (code: string) =>
  catalogueApi.get<{ shop: Shop }>(`/shops/by-code/${path(code)}`, { silent: true }).then((r) => r.data.shop);

// --- Menu sections and items (docs/product.md §7 Shops, catalogue) ---

export const listProducts = (shopId: string) =>
  catalogueApi.get<{ products: Product[] }>(`/products/shop/${path(shopId)}`).then((r) => r.data.products);

export const createProduct = (body: ProductPayload) =>
  catalogueApi.post<{ product: Product }>('/products', body, { silent: true }).then((r) => r.data.product);

export const updateProduct = (id: string, body: ProductPayload) =>
  catalogueApi.put<{ product: Product }>(`/products/${path(id)}`, body, { silent: true }).then((r) => r.data.product);

export const deleteProduct = (id: string) =>
  catalogueApi.delete<{ message: string }>(`/products/${path(id)}`, { silent: true }).then((r) => r.data.message);

export const setProductSoldOut = (id: string, soldOut: boolean) =>
  catalogueApi
    .patch<{ product: Product }>(`/products/${path(id)}/availability`, { sold_out: soldOut }, { silent: true })
    .then((r) => r.data.product);

/** A failure is tolerated (docs/product.md §7): the caller logs a warning and keeps the sections it has. */
export const listMenuSections = (shopId: string) =>
  catalogueApi
    .get<{ menuSections: MenuSection[] }>(`/menu-sections/shop/${path(shopId)}`, { silent: true })
    .then((r) => r.data.menuSections);

export const createMenuSection = (body: MenuSectionPayload) =>
  catalogueApi.post<{ menuSection: MenuSection }>('/menu-sections', body, { silent: true }).then((r) => r.data.menuSection);

/** 409 when another section of the shop has the name. `names`: its Hindi and Tamil (an empty text removes one). */
export const renameMenuSection = (id: string, name: string, names?: MenuSectionPayload['names']) =>
  catalogueApi
    .put<{ menuSection: MenuSection }>(`/menu-sections/${path(id)}`, names ? { name, names } : { name }, { silent: true })
    .then((r) => r.data.menuSection);

/** 409 while the section still holds items. */
export const deleteMenuSection = (id: string) =>
  catalogueApi.delete<{ message: string }>(`/menu-sections/${path(id)}`, { silent: true }).then((r) => r.data.message);

// --- The shop's orders: the order desk and the dashboard's figures ---

/** docs/product.md §7: reads data.data.orders. Fails silently with an empty list (docs/product.md §8). */
export const listShopOrders = (shopId: string) =>
  ordersApi
    .get<{ success: boolean; data: { orders: Order[] } }>(`/orders/shop/${path(shopId)}`, { silent: true })
    .then((r) => r.data.data.orders)
    .catch((): Order[] => []);

/** One page of the desk: filtered, searched and sorted by the server. Silent: the desk shows its own error state. */
export const queryShopOrders = (shopId: string, query: ShopOrdersQuery) =>
  ordersApi
    .get<{ success: boolean; data: Paged<'orders', Order> }>(`/orders/shop/${path(shopId)}`, {
      params: { ...query, search: query.search?.trim() || undefined },
      silent: true,
    })
    .then((r) => r.data.data);

/** GET /api/orders/{id} as the shop's owner (another shop's order: 404). Silent: the desk's order view shows its own states. */
export const getShopOrder = (orderId: string) =>
  ordersApi.get<{ success: boolean; data: CustomerOrder }>(`/orders/${path(orderId)}`, { silent: true }).then((r) => r.data.data);

/** PUT /api/shops/{id}/printing: paper width and KOT on confirm; `data` is the owner's view of the shop. Silent. */
export const savePrintSettings = (shopId: string, body: PrintSettings) =>
  catalogueApi.put<PrintSettingsResponse>(`/shops/${path(shopId)}/printing`, body, { silent: true }).then((r) => r.data);

/** docs/product.md §7: PATCH /orders/{id}/status {status}, reads data.data. */
export const updateOrderStatus = (orderId: string, status: OrderStatus) =>
  ordersApi
    .patch<{ success: boolean; message: string; data: Order }>(`/orders/${path(orderId)}/status`, { status }, { silent: true })
    .then((r) => r.data.data);

/** An order taken at the counter: priced by the server, pending. 422 field messages, 400 an item not on the menu. */
export const createOwnerOrder = (shopId: string, body: OwnerOrderPayload) =>
  ordersApi
    .post<{ success: boolean; message: string; data: Order }>(`/orders/shop/${path(shopId)}`, body, { silent: true })
    .then((r) => r.data.data);

/** Today's figures (India day), the pending count and the last five orders. */
export const getShopDaySummary = (shopId: string) =>
  ordersApi
    .get<{ success: boolean; data: ShopDaySummary }>(`/orders/shop/${path(shopId)}/summary`, { silent: true })
    .then((r) => r.data.data);
