import type {
  DeliveryTerms,
  LocalNames,
  MenuSection,
  OptionGroup,
  OptionGroupPayload,
  Order,
  OrderStatus,
  OwnerOrderPayload,
  Paged,
  Product,
  ProductPayload,
  Shop,
  ShopDaySummary,
  ShopOrdersQuery,
} from '@chowk/contracts';

/** One page of the order desk, as GET /api/orders/shop/{shopId} answers it. */
export type OrdersPage = Paged<'orders', Order>;

/** PUT /api/shops/{id}/delivery-terms answers the saved terms' message and the owner's view of the shop. */
export interface DeliveryTermsAnswer {
  success: boolean;
  message: string;
  data: Shop;
}

/** PUT /api/shops/{id}/billing answers the saved settings' message and the owner's view of the shop. */
export type BillingAnswer = DeliveryTermsAnswer;

/**
 * Where a shop's menu and orders live: the API for a registered shop, this browser's storage
 * for a trial (trial data stays on the device, with no server calls). Only the shop's RTK Query
 * endpoints (`fromSource` in store/shop.api.ts) talk to this interface; screens never do.
 */
export interface ShopSource {
  /** The shop as its backend holds it now: the signed-in shopkeeper's (GET /auth/me), or the trial's. */
  currentShop(): Promise<Shop | null>;
  listProducts(shopId: string): Promise<Product[]>;
  listSections(shopId: string): Promise<MenuSection[]>;
  /** `names`: the section's Hindi and Tamil, when given. */
  createSection(shopId: string, name: string, names?: LocalNames): Promise<MenuSection>;
  /** The section's name and its Hindi and Tamil (`names` absent: unchanged; an empty text removes that language's). */
  updateSection(id: string, body: { name: string; names?: LocalNames }): Promise<MenuSection>;
  createProduct(body: ProductPayload): Promise<Product>;
  updateProduct(id: string, body: ProductPayload): Promise<Product>;
  deleteProduct(id: string): Promise<void>;
  setSoldOut(id: string, soldOut: boolean): Promise<Product>;
  /** The desk's list: filtered by status, searched, sorted, one page at a time. */
  queryOrders(shopId: string, query: ShopOrdersQuery): Promise<OrdersPage>;
  /** Any status from any other (docs/product.md §4); answers the saved order. */
  setOrderStatus(orderId: string, status: OrderStatus): Promise<Order>;
  /** An order taken at the counter (docs/product.md §4 add-order dialog): priced by the source, pending. */
  createOrder(shopId: string, payload: OwnerOrderPayload): Promise<Order>;
  /** Today's figures (India day). `now` is for a trial (the API uses its own clock). */
  daySummary(shopId: string, now?: Date): Promise<ShopDaySummary>;

  /** The shop's option groups (docs/product.md "Item options"), in creation order. */
  listOptionGroups(shopId: string): Promise<OptionGroup[]>;
  /** 422 with validateOptionGroup's field messages, 409 for a name the shop already has or a full list. */
  createOptionGroup(shopId: string, body: OptionGroupPayload): Promise<OptionGroup>;
  /** A choice with an `_id` keeps it (one of the group's); a new choice gets a new one. */
  updateOptionGroup(id: string, body: OptionGroupPayload): Promise<OptionGroup>;
  /** The group leaves every item that carried it. */
  deleteOptionGroup(id: string): Promise<void>;
  setChoiceSoldOut(groupId: string, choiceId: string, soldOut: boolean): Promise<OptionGroup>;
  /** All four terms (null: none); 422 with validateDeliveryTerms' field messages. */
  saveDeliveryTerms(shopId: string, terms: DeliveryTerms): Promise<DeliveryTermsAnswer>;
}

export type DataMode = 'api' | 'trial';

export type { Shop };
