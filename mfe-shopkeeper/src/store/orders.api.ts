import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { getSalesReport, type LiveState, watchShopOrders } from '@chowk/api-client';
import {
  type Order,
  ORDER_DESK_LIMITS,
  type OrderEventType,
  type OrderSort,
  type OrderStatus,
  type OwnerOrderPayload,
  type PaymentStatus,
  type SalesReport,
  type ShopDaySummary,
  type ShopOrdersQuery,
} from '@chowk/contracts';
import { fromCall } from '@chowk/store/query';
import type { OrdersPage } from '../data/source';
import { fromSource, shopApi } from './shop.api';
import { orderReceived } from './shop.slice';

/**
 * What the desk lists: the shop, the status and payment filters (none: all), the search typed, the
 * sort, and the India days (order history).
 */
export interface DeskQuery {
  shopId: string;
  status?: OrderStatus;
  payment?: PaymentStatus;
  search: string;
  sort: OrderSort;
  from?: string;
  to?: string;
}

/** The range of a sales report: India days, both included. */
export interface ReportQuery {
  shopId: string;
  from: string;
  to: string;
}

/** Where the shop's live stream stands, as the frame shows it: the stream's own state, or offline. */
export type ShopStreamState = LiveState | 'offline';

/** The shop's live order stream as its cache entry holds it. */
export interface ShopOrderEvents {
  /** Undefined until the stream first says where it stands. */
  state: ShopStreamState | undefined;
  /** The stream has been live once: a later drop reads "Reconnecting…". */
  wasLive: boolean;
  /** The orders the stream brought, the newest copy of each, in the order they first came. */
  orders: Order[];
}

/**
 * A burst of order events (a catch-up, a busy minute) re-reads the lists and the figures once,
 * this long after the last one.
 */
export const SUMMARY_REFRESH_MS = 500;

const requestOf = (query: DeskQuery, page: number): ShopOrdersQuery => ({
  ...(query.status ? { status: query.status } : {}),
  ...(query.payment ? { payment: query.payment } : {}),
  sort: query.sort,
  ...(query.search ? { search: query.search } : {}),
  ...(query.from ? { from: query.from } : {}),
  ...(query.to ? { to: query.to } : {}),
  page,
  limit: ORDER_DESK_LIMITS.pageSize,
});

/** One desk list's own tag id, so an event can refresh the lists that do not show its order and leave the others. */
const deskKey = ({ shopId, status, payment, search, sort, from, to }: DeskQuery): string =>
  JSON.stringify([shopId, status ?? '', payment ?? '', search, sort, from ?? '', to ?? '']);

/** A copy without updated_at (a trial's older rows) counts as the newer: it changed since the page came. */
const atLeastAsNew = (a: Order, b: Order): boolean => !a.updated_at || !b.updated_at || a.updated_at >= b.updated_at;

/** The status save of each order under way, the latest last (inTurn). */
const statusSaves = new Map<string, Promise<unknown>>();

/**
 * One order's status saves go one after the other: the server takes any status from any other,
 * so two sent at once (Ready, then Completed a moment later) could land in the other order and
 * leave the one chosen first. The next waits for the one before, whatever became of it.
 */
function inTurn<T>(orderId: string, save: () => Promise<T>): Promise<T> {
  const before = statusSaves.get(orderId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(save);
  statusSaves.set(orderId, mine);
  const done = () => {
    if (statusSaves.get(orderId) === mine) statusSaves.delete(orderId);
  };
  mine.then(done, done);
  return mine;
}

/** The store as this api's selectors read it (the api's reducer is injected when the remote loads). */
type CacheState = Parameters<typeof ordersApi.util.selectCachedArgsForQuery>[0];

/** Every order of the shop the cache holds: the desk's pages, today's last five and what the stream brought. */
function cachedOrders(state: CacheState, shopId: string): Order[] {
  const orders: Order[] = [];
  for (const arg of ordersApi.util.selectCachedArgsForQuery(state, 'queryOrders')) {
    if (arg.shopId !== shopId) continue;
    for (const page of ordersApi.endpoints.queryOrders.select(arg)(state).data?.pages ?? []) orders.push(...page.orders);
  }
  orders.push(...(ordersApi.endpoints.daySummary.select(shopId)(state).data?.recent_orders ?? []));
  orders.push(...(ordersApi.endpoints.shopOrderEvents.select(shopId)(state).data?.orders ?? []));
  return orders;
}

/**
 * The id to resume after: the newest of the last event's and of the orders the cache holds (an
 * event's id is its order's `updated_at` in ms). A stream re-opened before any event came (back
 * online, Try again) is sent what changed since the screens read their orders.
 */
export function resumeAfter(lastEventId: string | undefined, orders: readonly Order[]): string | undefined {
  let newest = lastEventId && /^\d+$/.test(lastEventId) ? Number(lastEventId) : 0;
  for (const order of orders) {
    const ms = order.updated_at ? Date.parse(order.updated_at) : NaN;
    if (Number.isFinite(ms) && ms > newest) newest = ms;
  }
  return newest > 0 ? String(newest) : lastEventId;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Try again on a refused stream: each open stream's re-open, by shop. */
const reopeners = new Map<string, () => void>();

/** Opens a refused stream again (the frame's Try again): a refusal is final until asked. */
export const retryShopOrderEvents = (shopId: string): void => reopeners.get(shopId)?.();

/**
 * The shop's orders as RTK Query holds them, from the shop's backend (the API, or the device's
 * trial): the desk's pages (Load more), today's figures, the sales report, the status change
 * and the counter order, and the live stream that keeps them current.
 */
export const ordersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The desk's list: filtered, searched and sorted by the backend, 20 a page. */
    queryOrders: build.infiniteQuery<OrdersPage, DeskQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // Some answers (an older API, a test double) may leave out the page fields: read what is there.
        getNextPageParam: (last, _all, lastParam) => (last.hasMore ? (last.page ?? lastParam) + 1 : undefined),
      },
      queryFn: fromSource((source, { queryArg, pageParam }: { queryArg: DeskQuery; pageParam: number }) =>
        source.queryOrders(queryArg.shopId, requestOf(queryArg, pageParam)),
      ),
      providesTags: (_result, _error, arg) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: deskKey(arg) },
      ],
    }),

    /** Today's figures (India day): the API's, or the trial's from its own orders by the same rule. */
    daySummary: build.query<ShopDaySummary, string>({
      queryFn: fromSource((source, shopId: string) => source.daySummary(shopId)),
      providesTags: ['DaySummary'],
    }),

    /** The sales report of a range (the Starter plan; a registered shop only). */
    salesReport: build.query<SalesReport, ReportQuery>({
      queryFn: fromCall(({ shopId, from, to }: ReportQuery) => getSalesReport(shopId, { from, to })),
      providesTags: ['Report'],
    }),

    /**
     * A row's status, any from any other. Optimistic: the cached desk lists show the new status
     * at once and get the old one back if the save fails (unless something newer came
     * meanwhile); the saved order then takes its place. The row stays in its list either way.
     */
    setOrderStatus: build.mutation<Order, { id: string; status: OrderStatus }>({
      queryFn: fromSource((source, { id, status }: { id: string; status: OrderStatus }) =>
        inTurn(id, () => source.setOrderStatus(id, status)),
      ),
      invalidatesTags: (saved) => (saved ? ['DaySummary', 'Report'] : []),
      async onQueryStarted({ id, status }, { dispatch, getState, queryFulfilled }) {
        const shown: { arg: DeskQuery; before: string }[] = [];
        for (const arg of ordersApi.util.selectCachedArgsForQuery(getState() as CacheState, 'queryOrders')) {
          dispatch(
            ordersApi.util.updateQueryData('queryOrders', arg, (data) => {
              for (const order of data.pages.flatMap((p) => p.orders)) {
                if (order._id !== id) continue;
                shown.push({ arg, before: order.status });
                order.status = status;
              }
            }),
          );
        }
        try {
          const { data: saved } = await queryFulfilled;
          putInDeskLists(dispatch, getState() as CacheState, saved);
          dispatch(orderReceived({ order: saved }));
        } catch {
          for (const { arg, before } of shown) {
            dispatch(
              ordersApi.util.updateQueryData('queryOrders', arg, (data) => {
                for (const order of data.pages.flatMap((p) => p.orders)) {
                  if (order._id === id && order.status === status) order.status = before;
                }
              }),
            );
          }
        }
      },
    }),

    /** An order taken at the counter (the add-order dialog): priced by the backend, pending. */
    createOrder: build.mutation<Order, { shopId: string; payload: OwnerOrderPayload }>({
      queryFn: fromSource((source, { shopId, payload }: { shopId: string; payload: OwnerOrderPayload }) =>
        source.createOrder(shopId, payload),
      ),
      // The lists re-read: where it goes is for the backend's filter, search and sort to say.
      invalidatesTags: (created) => (created ? [{ type: 'Order', id: 'LIST' }, 'DaySummary', 'Report'] : []),
    }),

    /**
     * The shop's live orders while a shop page is open (a registered shop: a trial's orders live
     * on this device). Each event lands in the cache: an order a desk list shows takes its newer
     * copy in place (rows do not jump away under the pointer); a list without it, and today's
     * figures, re-read from the API once the burst settles, so the server's filter, search and
     * sort decide. A new order alerts unless the shop knows it already, so a catch-up never rings
     * twice; a catch-up cut at its cap (ORDER_RESYNC_EVENT) re-reads every list and today's
     * figures. A dropped stream reconnects by itself with Last-Event-ID; an offline device closes
     * it and re-opens it, from the last event, when back online. A refusal is final until
     * `retryShopOrderEvents`.
     */
    shopOrderEvents: build.query<ShopOrderEvents, string>({
      queryFn: () => ({ data: { state: undefined, wasLive: false, orders: [] } }),
      // The stream closes as soon as no shop page shows it (logout, another shop).
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(shopId, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, getState }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const state = () => getState() as CacheState;
        let lastEventId: string | undefined;
        let close: (() => void) | null = null;
        const stale = new Set<string>();
        let timer: ReturnType<typeof setTimeout> | undefined;

        const refresh = () => {
          timer = undefined;
          const lists = [...stale].map((id) => ({ type: 'Order' as const, id }));
          stale.clear();
          dispatch(ordersApi.util.invalidateTags([...lists, 'DaySummary']));
        };

        const onEvent = (type: OrderEventType, order: Order, id: string | undefined) => {
          // The newest id wins: a catch-up may repeat older events after newer ones.
          if (id && /^\d+$/.test(id) && Number(id) > Number(lastEventId ?? 0)) lastEventId = id;
          const known = cachedOrders(state(), shopId).some((o) => o._id === order._id);
          updateCachedData((data) => {
            const at = data.orders.findIndex((o) => o._id === order._id);
            if (at < 0) data.orders.push(order);
            else if (atLeastAsNew(order, data.orders[at])) data.orders[at] = order;
          });
          for (const list of putInDeskLists(dispatch, state(), order, shopId)) stale.add(list);
          dispatch(orderReceived({ order, alert: type === 'order.created' && !known }));
          if (timer) clearTimeout(timer);
          timer = setTimeout(refresh, SUMMARY_REFRESH_MS);
        };

        // The catch-up was cut at its cap (the screen was away through many changes): every list
        // and today's figures read again, and a later reconnect resumes after the newest change.
        const onResync = (id: string | undefined) => {
          if (id && /^\d+$/.test(id) && Number(id) > Number(lastEventId ?? 0)) lastEventId = id;
          if (timer) clearTimeout(timer);
          timer = undefined;
          stale.clear();
          dispatch(ordersApi.util.invalidateTags([{ type: 'Order', id: 'LIST' }, 'DaySummary']));
        };

        const open = () => {
          close?.();
          const resume = resumeAfter(lastEventId, cachedOrders(state(), shopId));
          close = watchShopOrders(shopId, {
            ...(resume ? { lastEventId: resume } : {}),
            onEvent,
            onResync,
            onState: (next) =>
              updateCachedData((data) => {
                data.state = next;
                if (next === 'live') data.wasLive = true;
              }),
          });
        };
        const shut = () => {
          close?.();
          close = null;
        };
        const online = () => open();
        const offline = () => {
          shut();
          updateCachedData((data) => {
            data.state = 'offline';
          });
        };

        reopeners.set(shopId, open);
        window.addEventListener('online', online);
        window.addEventListener('offline', offline);
        if (isOnline()) open();
        else offline();

        await cacheEntryRemoved;
        if (reopeners.get(shopId) === open) reopeners.delete(shopId);
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
        if (timer) clearTimeout(timer);
        shut();
      },
    }),
  }),
});

/**
 * Puts an order's newer copy in place in every cached desk list that shows it, and answers the
 * lists that do not (their tag ids): those re-read to learn where it goes. Also for a change saved
 * elsewhere on the desk (an order's payment: features/orders/order-view.api.ts).
 */
export function putInDeskLists(
  dispatch: ThunkDispatch<CacheState, unknown, UnknownAction>,
  state: CacheState,
  order: Order,
  shopId?: string,
): string[] {
  const missing: string[] = [];
  for (const arg of ordersApi.util.selectCachedArgsForQuery(state, 'queryOrders')) {
    if (shopId && arg.shopId !== shopId) continue;
    let shown = false;
    dispatch(
      ordersApi.util.updateQueryData('queryOrders', arg, (data) => {
        for (const page of data.pages) {
          const at = page.orders.findIndex((o) => o._id === order._id);
          if (at < 0) continue;
          shown = true;
          if (atLeastAsNew(order, page.orders[at])) page.orders[at] = order;
        }
      }),
    );
    if (!shown) missing.push(deskKey(arg));
  }
  return missing;
}

export const {
  useQueryOrdersInfiniteQuery,
  useDaySummaryQuery,
  useSalesReportQuery,
  useSetOrderStatusMutation,
  useCreateOrderMutation,
  useShopOrderEventsQuery,
} = ordersApi;
