// For tests only.
import { act } from '@testing-library/react';
import { ordersApi as ordersHttp, watchShopOrders } from '@chowk/api-client';
import { type Answer, interceptHttp, ok, type Route } from '@chowk/api-client/testing';
import {
  type CustomerOrder,
  indiaDateTime,
  type Order,
  type OrderEventType,
  type Product,
  type ShopDaySummary,
} from '@chowk/contracts';
import type { RootState } from '@chowk/store';
import { ordersApi } from '../../../store/orders.api';
import { INDIA_NOON } from '../../../testing/india-noon';
import { shop } from '../../../testing/render-shop';

let seq = 0;
/** Today in India, as orders carry it (the desk shows the date only for other days): hold the desk's clock with holdIndiaNoon. */
export const today = indiaDateTime(INDIA_NOON).date;
/** An order of the test shop, dated today; each call a new id and number, newer than the one before. */
export function makeOrder(o: Partial<Order> = {}): Order {
  seq += 1;
  const created = new Date(Date.UTC(2026, 10, 24, 8, 0, seq)).toISOString();
  return {
    _id: `6a00000000000000000${String(seq).padStart(5, '0')}`,
    order_id: `ORD-261124-${String(seq).padStart(4, '0')}`,
    items: [{ product_id: 'p1', product_name: 'Masala Chai', quantity: 1, price: 15 }],
    status: 'pending',
    total_amount: 15.75,
    created_at: created,
    updated_at: created,
    date: today,
    time: '14-05',
    ...o,
  };
}

export const snacks = { _id: '5e0000000000000000000001', name: 'Snacks', shop_id: shop._id };
export const product = (id: number, name: string, price: number, extra: Partial<Product> = {}): Product => ({
  _id: `5f00000000000000000000${String(id).padStart(2, '0')}`,
  name,
  shop_id: shop._id,
  price,
  section: snacks.name,
  menu_section_id: { _id: snacks._id, name: snacks.name },
  sold_out: false,
  ...extra,
});

export const summaryOf = (s: Partial<ShopDaySummary> = {}): ShopDaySummary => ({
  date: '24-11-2026',
  todays_sales: 0,
  todays_orders: 0,
  todays_paid: 0,
  todays_unpaid: 0,
  pending_orders: 0,
  new_customers: 0,
  popular_product: null,
  orders_summary: [],
  recent_orders: [],
  ...s,
});

/** The frame's load (products, sections) and the day's summary. */
export function shopRoutes({
  products = [],
  summary = summaryOf(),
}: { products?: Product[]; summary?: ShopDaySummary } = {}): Record<string, Route> {
  return {
    [`GET /products/shop/${shop._id}`]: ok({ products }),
    [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [snacks] }),
    [`GET /orders/shop/${shop._id}/summary`]: ok({ success: true, data: summary }),
  };
}

export interface DeskCall {
  params: Record<string, unknown>;
  /** Answer the call: a page of orders, or a failure status. */
  respond: (orders: Order[], page?: { total?: number; hasMore?: boolean }) => void;
  fail: (status: number) => void;
}

/** A page answer as the API gives it. */
export const pageOf = (orders: Order[], params: Record<string, unknown>, extra: { total?: number; hasMore?: boolean } = {}) => ({
  success: true,
  data: {
    orders,
    page: params.page ?? 1,
    limit: params.limit ?? 20,
    total: extra.total ?? orders.length,
    hasMore: extra.hasMore ?? false,
  },
});

/**
 * The desk's queries (GET /orders/shop/{id} with a page),
 * recorded with their query parameters (mockHttp keys routes by path only). `auto` answers at
 * once; without it each call waits for the test's `respond`. Call after mockHttp; restoreHttp
 * puts the real network back.
 */
export function deskQueries(
  auto?: (params: Record<string, unknown>) => { orders: Order[]; total?: number; hasMore?: boolean } | number,
) {
  const calls: DeskCall[] = [];
  interceptHttp(ordersHttp, (request) => {
    const raw = request.params;
    if (request.method !== 'GET' || request.url !== `/orders/shop/${shop._id}` || raw.page === undefined) return undefined;
    const params = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
    return new Promise<Answer>((resolve) => {
      const fail = (status: number) => resolve({ status, data: {} });
      const respond = (orders: Order[], page: { total?: number; hasMore?: boolean } = {}) =>
        resolve({ status: 200, data: pageOf(orders, params, page) });
      calls.push({ params, respond, fail });
      if (auto) {
        const answer = auto(params);
        if (typeof answer === 'number') fail(answer);
        else respond(answer.orders, answer);
      }
    });
  });
  return calls;
}

/** window.matchMedia answering `matches` for every query (the phone layout when true). */
export function screenIsPhone(matches: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

/** Every order the cached desk lists hold (each page of each list), for assertions on the cache. */
export function cachedDeskOrders(state: RootState): Order[] {
  return ordersApi.util
    .selectCachedArgsForQuery(state as never, 'queryOrders')
    .flatMap((arg) => ordersApi.endpoints.queryOrders.select(arg)(state as never).data?.pages ?? [])
    .flatMap((page) => page.orders);
}

/**
 * An order event down the shop's live stream, as the server sends it (its id: the order's
 * updated_at in ms). For specs that replace the api-client's watchShopOrders with a jest.fn
 * (`jest.mock('@chowk/api-client', …)`): the stream is the browser tests' to prove.
 */
export async function emitOrderEvent(type: OrderEventType, order: Order): Promise<void> {
  const options = jest.mocked(watchShopOrders).mock.calls.at(-1)?.[1];
  if (!options) throw new Error('No live stream is open');
  const stamp = order.updated_at ?? order.created_at;
  await act(async () => options.onEvent(type, order as CustomerOrder, stamp ? String(Date.parse(stamp)) : undefined));
}

/**
 * The end of a catch-up cut at its cap (ORDER_RESYNC_EVENT) down the shop's live stream, with
 * the newest change's id; as emitOrderEvent, for specs that replace watchShopOrders.
 */
export async function emitResync(eventId: string): Promise<void> {
  const options = jest.mocked(watchShopOrders).mock.calls.at(-1)?.[1];
  if (!options?.onResync) throw new Error('No live stream with onResync is open');
  const onResync = options.onResync;
  await act(async () => onResync(eventId));
}

/** A customer's delivery order as GET /api/orders/{id} answers it, with the server's price lines. */
export function fullOrder(o: Partial<CustomerOrder> = {}): CustomerOrder {
  const base = makeOrder({
    status: 'confirmed',
    customer_name: 'Meera',
    customer_mobile: '9800000001',
    notes: 'Less sugar',
    items: [
      { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 },
      { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 20 },
    ],
    total_amount: 81.5,
  });
  return {
    ...base,
    shop_id: shop._id,
    shop_name: shop.name,
    shop_code: shop.code,
    placed_by: 'customer',
    delivery_type: 'delivery',
    payment_method: 'qr',
    subtotal: 50,
    tax_amount: 2.5,
    delivery_fee: 29,
    ...o,
  };
}
