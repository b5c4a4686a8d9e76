/**
 * The shopkeeper's order desk (docs/product.md §2 Orders screen and Dashboard, §4, §9): the list's
 * sorts and search, the status change, the owner's own orders, the day's figures and the live
 * order events. Written once for the API's DTOs and services, the shopkeeper remote (API and
 * trial alike) and the customer's status page.
 */
import { ORDER_STATUSES, type OrderStatus } from './enums';
import { MOBILE_PATTERN } from './limits';
import { cartLineKey } from './options';
import { type PaymentStatus, paymentOf, paymentTotals } from './order-payments';
import { type Paise, paiseToRupees, rupeesToPaise } from './money';
import { indiaDayStart } from './india-time';
import { indiaDateTime, type Order } from './shop';

// ---------------------------------------------------------------------------------------------
// Statuses (docs/product.md §4): labels and badge colours
// ---------------------------------------------------------------------------------------------

/** docs/product.md §4: an unknown status shows as Pending. */
export const knownStatus = (status: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';

/** "Pending", "Confirmed", …; an unknown status reads Pending. */
export const statusLabel = (status: string): string => {
  const known = knownStatus(status);
  return known.charAt(0).toUpperCase() + known.slice(1);
};

export type BadgeTone = 'green' | 'blue' | 'orange' | 'purple' | 'yellow' | 'red';

/** docs/product.md §4 badge colours: completed green, confirmed blue, preparing orange, ready purple, pending yellow, cancelled red. */
export const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  completed: 'green',
  confirmed: 'blue',
  preparing: 'orange',
  ready: 'purple',
  pending: 'yellow',
  cancelled: 'red',
};

/** Who took an order: a customer online, or the shop at its counter (the add-order dialog). Only a customer's rings. */
export const ORDER_SOURCES = ['customer', 'shop'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

// ---------------------------------------------------------------------------------------------
// The list: GET /api/orders/shop/{shopId}?status=&sort=&search=&page=&limit=
// ---------------------------------------------------------------------------------------------

/** docs/product.md §9 sort options; newest first by default. */
export const ORDER_SORTS = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const DEFAULT_ORDER_SORT: OrderSort = 'date_desc';

export const ORDER_SORT_LABELS: Record<OrderSort, string> = {
  date_desc: 'Newest first',
  date_asc: 'Oldest first',
  amount_desc: 'Amount: high to low',
  amount_asc: 'Amount: low to high',
};

export const ORDER_DESK_LIMITS = {
  /** The desk's page: 20 orders, then Load more. */
  pageSize: 20,
  /** A search of the order number, customer name, mobile or email. */
  searchMax: 100,
  /** The owner's order: lines, each quantity 1–99 (as a customer's), notes and name bounds. */
  maxLines: 50,
  maxQuantity: 99,
  notesMax: 500,
  customerNameMax: 100,
  /** Live events a reconnecting screen is sent at most to catch up (then ORDER_RESYNC_EVENT: it reloads its lists). */
  catchUpMax: 200,
} as const;

export interface ShopOrdersQuery {
  status?: OrderStatus;
  sort?: OrderSort;
  search?: string;
  page?: number;
  limit?: number;
  /** India calendar dates YYYY-MM-DD, both included (order history: the Starter plan; without it, today only). */
  from?: string;
  to?: string;
  /** Orders of one payment status (docs/product.md "UPI payments and bills"). */
  payment?: PaymentStatus;
}

/**
 * Whether an order matches the desk's search: its number, the customer's name, mobile or email
 * contain the words typed, any case. The API runs the same rule as a query; a trial runs this.
 */
export function orderMatchesSearch(
  order: Pick<Order, 'order_id' | 'customer_name' | 'customer_mobile' | 'customer_email'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [order.order_id, order.customer_name, order.customer_mobile, order.customer_email].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

/** YYMMDD of the India day of an instant: the day part of an order number. */
export const orderDay = (at: Date): string => {
  const [dd, mm, yyyy] = indiaDateTime(at).date.split('-');
  return `${yyyy.slice(2)}${mm}${dd}`;
};

/** ORD-261124-0001: the India day, then the shop's sequence that day (more digits past 9999). */
export const formatOrderNumber = (day: string, seq: number): string => `ORD-${day}-${String(seq).padStart(4, '0')}`;

/** The comparator of a sort (ties: newer first, then by id), for a trial and for merging live orders into a page. */
export function compareOrders(sort: OrderSort): (a: Order, b: Order) => number {
  const newer = (a: Order, b: Order) => b.created_at.localeCompare(a.created_at) || b._id.localeCompare(a._id);
  const amount = (o: Order) => rupeesToPaise(o.total_amount ?? o.totalAmount ?? 0);
  switch (sort) {
    case 'date_asc':
      return (a, b) => -newer(a, b);
    case 'amount_desc':
      return (a, b) => amount(b) - amount(a) || newer(a, b);
    case 'amount_asc':
      return (a, b) => amount(a) - amount(b) || newer(a, b);
    default:
      return newer;
  }
}

// ---------------------------------------------------------------------------------------------
// Changing a status, and the owner's own orders (docs/product.md §4 add-order dialog)
// ---------------------------------------------------------------------------------------------

/** PATCH /api/orders/{id}/status: any status from any other (docs/product.md §4). */
export interface OrderStatusPayload {
  status: OrderStatus;
}

/** POST /api/orders/shop/{shopId}: an order taken at the counter. It starts pending; the server prices it. */
export interface OwnerOrderPayload {
  /** option_ids: the chosen options' choice ids, as on a customer's order (docs/product.md "Item options"). */
  items: { product_id: string; quantity: number; option_ids?: string[] }[];
  notes?: string;
  customer_name?: string;
  customer_mobile?: string;
}

export const ORDER_DESK_MESSAGES = {
  statusInvalid: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
  statusRequired: 'Status is required',
  sortInvalid: `sort must be one of ${ORDER_SORTS.join(', ')}`,
  statusUpdated: 'Order status updated',
  statusFailed: 'Failed to update order status',
  /** docs/product.md §5: owner order creation requires at least one product selected. */
  noProducts: 'Select at least one product',
  quantityRange: `Quantity must be between 1 and ${ORDER_DESK_LIMITS.maxQuantity}`,
  tooManyLines: `An order can have at most ${ORDER_DESK_LIMITS.maxLines} items`,
  duplicateLine: 'Each product can be added only once with the same options',
  notesTooLong: `Notes cannot exceed ${ORDER_DESK_LIMITS.notesMax} characters`,
  customerNameTooLong: `Customer name cannot exceed ${ORDER_DESK_LIMITS.customerNameMax} characters`,
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  searchTooLong: `Search cannot exceed ${ORDER_DESK_LIMITS.searchMax} characters`,
  productUnknown: 'A product in this order is not on your menu',
  orderCreated: 'Order created successfully!',
  orderFailed: 'Failed to create order',
  orderNotFound: 'Order not found',
  removeLineConfirm: (name: string) => `Remove ${name} from this order?`,
  /** docs/product.md §8 empty state of the add-order dialog. */
  noProductsTitle: 'No products available',
  noProductsHint: 'You need to create products before you can make orders.',
} as const;

/** The add-order dialog's checks, as the API runs them: at least one line, quantities, bounds. */
export function validateOwnerOrder(body: OwnerOrderPayload): Partial<Record<keyof OwnerOrderPayload, string>> {
  const errors: Partial<Record<keyof OwnerOrderPayload, string>> = {};
  if (!Array.isArray(body.items) || body.items.length === 0) errors.items = ORDER_DESK_MESSAGES.noProducts;
  else if (body.items.length > ORDER_DESK_LIMITS.maxLines) errors.items = ORDER_DESK_MESSAGES.tooManyLines;
  else if (body.items.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > ORDER_DESK_LIMITS.maxQuantity))
    errors.items = ORDER_DESK_MESSAGES.quantityRange;
  else if (new Set(body.items.map((l) => cartLineKey(l.product_id.toLowerCase(), l.option_ids ?? []))).size !== body.items.length)
    errors.items = ORDER_DESK_MESSAGES.duplicateLine;
  // Characters as people count them (an emoji is one), as the OpenAPI's maxLength does.
  const chars = (text: string | undefined) => Array.from((text ?? '').trim()).length;
  if (chars(body.notes) > ORDER_DESK_LIMITS.notesMax) errors.notes = ORDER_DESK_MESSAGES.notesTooLong;
  if (chars(body.customer_name) > ORDER_DESK_LIMITS.customerNameMax)
    errors.customer_name = ORDER_DESK_MESSAGES.customerNameTooLong;
  const mobile = (body.customer_mobile ?? '').trim();
  if (mobile && !MOBILE_PATTERN.test(mobile)) errors.customer_mobile = ORDER_DESK_MESSAGES.mobileInvalid;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// The day's figures: GET /api/orders/shop/{shopId}/summary (a trial computes them the same way)
// ---------------------------------------------------------------------------------------------

/** The dashboard's and the desk's figures for one India day (docs/product.md §2 Dashboard, Orders summary). */
export interface ShopDaySummary {
  /** DD-MM-YYYY, India time: the day the figures are of. */
  date: string;
  /** Rupees: today's completed orders (docs/product.md §4: only completed orders count as sales). */
  todays_sales: number;
  todays_orders: number;
  /** Orders waiting for the shop: pending, whatever day they came. */
  pending_orders: number;
  /** Contacts (mobile or email) whose first order at this shop came today. */
  new_customers: number;
  /** Today's most ordered item by quantity, cancelled orders aside. */
  popular_product: { name: string; quantity: number } | null;
  /** Rupees: today's orders the shop marked paid, and those not (unpaid, or the customer says paid); cancelled aside. */
  todays_paid: number;
  todays_unpaid: number;
  /** Today's completed orders by item: name, amount (rupees), quantity; largest amount first. */
  orders_summary: { name: string; amount: number; quantity: number }[];
  /** The last 5 orders, newest first. */
  recent_orders: Order[];
}

/** A customer as the figures count them: the order's mobile, else its email (lower-case); none for a counter order without one. */
export const customerKey = (o: Pick<Order, 'customer_mobile' | 'customer_email'>): string | null =>
  o.customer_mobile?.trim() || o.customer_email?.trim().toLowerCase() || null;

/** The India day an instant falls on, as its first instant (UTC) and the next day's. */
export function indiaDayBounds(now: Date): { start: Date; end: Date; date: string } {
  const start = indiaDayStart(now);
  // India keeps one offset all year: every India day is 24 hours long.
  return { start, end: new Date(start.getTime() + 86_400_000), date: indiaDateTime(now).date };
}

/**
 * The figures from today's orders (the India day of `now`), the shop's pending count, its last
 * five orders, and the customers among today's who had ordered here before today. One rule for
 * the API (which reads just those from the database) and for a trial (its local orders).
 */
export function summarizeDay(input: {
  now: Date;
  todays: readonly Order[];
  pendingOrders: number;
  recent: readonly Order[];
  /** customerKey()s of today's customers who ordered at this shop before today. */
  returning: ReadonlySet<string>;
}): ShopDaySummary {
  const { todays } = input;
  const lineName = (i: Order['items'][number]) => i.product_name || i.name || 'Item';
  const completed = todays.filter((o) => o.status === 'completed');
  const byItem = new Map<string, { name: string; amount: Paise; quantity: number }>();
  for (const order of completed)
    for (const item of order.items) {
      const row = byItem.get(lineName(item)) ?? { name: lineName(item), amount: 0, quantity: 0 };
      row.quantity += item.quantity;
      row.amount += rupeesToPaise(item.price) * item.quantity;
      byItem.set(row.name, row);
    }
  const counts = new Map<string, number>();
  for (const order of todays.filter((o) => o.status !== 'cancelled'))
    for (const item of order.items) counts.set(lineName(item), (counts.get(lineName(item)) ?? 0) + item.quantity);
  const popular = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en-IN'))[0];
  const customers = new Set(todays.map(customerKey).filter((k): k is string => k !== null));
  const sales = completed.reduce((sum, o) => sum + rupeesToPaise(o.total_amount ?? o.totalAmount ?? 0), 0);
  const byPayment = paymentTotals(
    todays.map((o) => ({
      status: o.status,
      total_paise: rupeesToPaise(o.total_amount ?? o.totalAmount ?? 0),
      payment_status: paymentOf(o).status,
    })),
  );
  return {
    date: indiaDateTime(input.now).date,
    todays_sales: paiseToRupees(sales),
    todays_orders: todays.length,
    todays_paid: paiseToRupees(byPayment.paid),
    todays_unpaid: paiseToRupees(byPayment.unpaid),
    pending_orders: input.pendingOrders,
    new_customers: [...customers].filter((k) => !input.returning.has(k)).length,
    popular_product: popular ? { name: popular[0], quantity: popular[1] } : null,
    orders_summary: [...byItem.values()]
      .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name, 'en-IN'))
      .map((r) => ({ name: r.name, amount: paiseToRupees(r.amount), quantity: r.quantity })),
    recent_orders: [...input.recent],
  };
}

// ---------------------------------------------------------------------------------------------
// Live events (server-sent events)
// ---------------------------------------------------------------------------------------------

/**
 * `GET /api/orders/shop/{shopId}/events` (the owner's screens) and `GET /api/orders/{id}/events`
 * (the customer's status page) stream `text/event-stream`. Each event's `data` is the order as
 * GET /api/orders/{id} answers it; its `id` is the order's `updated_at` in milliseconds, which a
 * reconnecting screen sends back as `Last-Event-ID` to be sent what changed meanwhile.
 */
export const ORDER_EVENT_TYPES = ['order.created', 'order.updated'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * The event that ends a shop stream's catch-up when more orders changed since Last-Event-ID than
 * it sends (ORDER_DESK_LIMITS.catchUpMax): the screen reads its lists again. Its data is
 * `{"shop_id": …}`; its id is the newest change's, so a later reconnect resumes from there.
 * A client that does not know it ignores it, as before.
 */
export const ORDER_RESYNC_EVENT = 'orders.resync' as const;

/** Sent every this often on an open stream, so proxies keep it and a dead one is noticed. */
export const ORDER_EVENTS_HEARTBEAT_MS = 20_000;
