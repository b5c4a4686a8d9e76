import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { createAction, type WithSlice } from '@reduxjs/toolkit';
import * as client from '@chowk/api-client';
import type { LiveState } from '@chowk/api-client';
import {
  CUSTOMER_LIMITS,
  type CustomerOrder,
  type CustomerSignInPayload,
  type CustomerSignInResponse,
  type MenuSection,
  type NearbyQuery,
  type NearbyShop,
  type OtpResponse,
  type PlaceOrderPayload,
  type PlaceOrderResponse,
  type Product,
  type SendOtpPayload,
  type Shop,
  type ShopListQuery,
  type ShopListResponse,
  type VerifyOtpPayload,
} from '@chowk/contracts';
import { addMiddleware, rootReducer } from '@chowk/store';
import { fromCall, type QueryError } from '@chowk/store/query';

/** The directory's filters (the page is the infinite query's page param). */
export type DirectoryQuery = Omit<ShopListQuery, 'page' | 'limit'>;

/** A shop as its storefront shows it: the shop, its products and its menu sections. */
export interface ShopWithMenu {
  shop: Shop;
  products: Product[];
  sections: MenuSection[];
}

/**
 * An order on its status page, and how it is kept current: `live` is the state of its event
 * stream (undefined while none is open: not yet, or the order is finished).
 */
export interface FollowedOrder {
  order: CustomerOrder;
  live?: LiveState;
}

/** Statuses after which an order no longer changes. */
export const isFinalStatus = (status: string | undefined): boolean => status === 'completed' || status === 'cancelled';

/**
 * Said after the live stream changed an order's cache entry. RTK Query holds back the screen's
 * update for its own cache patches until the next animation frame; an ordinary action after the
 * patch lets a status the shop set show at once, as the stream brings it.
 */
export const orderFollowed = createAction<string>('customerApi/orderFollowed');

/** True when `a` changed after `b` (a read under way when a live event came may bring an older copy). */
export const changedAfter = (a: CustomerOrder, b: CustomerOrder): boolean =>
  Boolean(a.updated_at && b.updated_at && a.updated_at > b.updated_at);

/** The order's `updated_at` in ms: the id of the event that made it so (what a stream resumes after). */
const eventIdOf = (order: Pick<CustomerOrder, 'updated_at'>): string | undefined => {
  const ms = order.updated_at ? Date.parse(order.updated_at) : NaN;
  return Number.isFinite(ms) ? String(ms) : undefined;
};

/**
 * The storefront's read: the shop with its menu in one round trip. An API that answers the shop
 * alone (deployed before include=menu) gets the two list calls; a failed section list is
 * tolerated with a console warning (the menu shows unsectioned).
 */
async function shopWithMenu(code: string): Promise<ShopWithMenu> {
  const { shop, products: withProducts, menuSections } = await client.getShopWithMenu(code);
  const [products, sections] = await Promise.all([
    withProducts ?? client.listProducts(shop._id),
    menuSections ??
      client.listMenuSections(shop._id).catch((error: unknown) => {
        console.warn('Menu sections could not be loaded', error);
        return [] as MenuSection[];
      }),
  ]);
  return { shop, products, sections };
}

const nearbyShops = (at: NearbyQuery): Promise<NearbyShop[]> => client.listNearbyShops(at).then((shops) => shops ?? []);
const myOrders = (): Promise<CustomerOrder[]> => client.listMyOrders().then((orders) => orders ?? []);
const followedOrder = (id: string): Promise<FollowedOrder> => client.getCustomerOrder(id).then((order) => ({ order }));
const placeOrder = ({ payload, idempotencyKey }: { payload: PlaceOrderPayload; idempotencyKey: string }) =>
  client.placeOrder(payload, idempotencyKey);

/**
 * The customer remote's server cache. Paths, payloads and response keys live once, in the
 * api-client's endpoint functions (which carry the customer's token, the device id and the
 * error catalogue); RTK Query adds caching, paging, polling and the live order stream.
 */
export const customerApi = createApi({
  reducerPath: 'customerApi',
  baseQuery: fakeBaseQuery<QueryError>(),
  tagTypes: ['Shop', 'MyOrders'],
  endpoints: (build) => ({
    /**
     * The directory: 20 shops a page for one set of filters. Load more appends the next page;
     * a set of filters left behind is dropped at once, so coming back to it reads page 1 again.
     */
    listShops: build.infiniteQuery<ShopListResponse, DirectoryQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastPage) => (last.pagination?.hasMore ? lastPage + 1 : undefined),
      },
      queryFn: ({ queryArg, pageParam }) =>
        fromCall(client.listShops)({ ...queryArg, page: pageParam, limit: CUSTOMER_LIMITS.shopPageSize }),
      keepUnusedDataFor: 0,
    }),

    /** The shops around a position, nearest first. */
    listNearbyShops: build.query<NearbyShop[], NearbyQuery>({
      queryFn: fromCall(nearbyShops),
    }),

    /** A storefront by its code, read once for its four pages (storefront, cart, checkout, confirmation). */
    getShopWithMenu: build.query<ShopWithMenu, string>({
      queryFn: fromCall(shopWithMenu),
      providesTags: (_r, _e, code) => [{ type: 'Shop', id: code }],
      /**
       * A repeat visit shows the service worker's copy of the menu at once; when the worker
       * finds the shop changed since, it says so and the storefront reads it again.
       */
      async onCacheEntryAdded(code, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        let stop = () => undefined as void;
        try {
          await cacheDataLoaded;
          stop = client.onCachedCopyUpdated(`/api/shops/by-code/${encodeURIComponent(code)}`, () => {
            void dispatch(customerApi.endpoints.getShopWithMenu.initiate(code, { subscribe: false, forceRefetch: true }));
          });
        } catch {
          // The entry went before its first answer: nothing to follow.
        }
        await cacheEntryRemoved;
        stop();
      },
    }),

    sendOrderOtp: build.mutation<OtpResponse, SendOtpPayload>({ queryFn: fromCall(client.sendOrderOtp) }),
    verifyOrderOtp: build.mutation<OtpResponse, VerifyOtpPayload>({ queryFn: fromCall(client.verifyOrderOtp) }),
    customerSignIn: build.mutation<CustomerSignInResponse, CustomerSignInPayload>({
      queryFn: fromCall(client.customerSignIn),
    }),

    /**
     * Places an order with its Idempotency-Key. A refusal because the menu changed under the
     * cart (400, 409: an item gone or sold out, the shop paused) reads the shop again, quietly,
     * so the cart shows what can still be ordered.
     */
    placeOrder: build.mutation<PlaceOrderResponse, { shopCode: string; payload: PlaceOrderPayload; idempotencyKey: string }>({
      queryFn: fromCall(placeOrder),
      invalidatesTags: (_r, error, { shopCode }) =>
        !error ? ['MyOrders'] : error.status === 400 || error.status === 409 ? [{ type: 'Shop', id: shopCode }] : [],
    }),

    /** The signed-in customer's orders, newest first (keyed by the customer, read afresh on each visit). */
    listMyOrders: build.query<CustomerOrder[], string>({
      queryFn: fromCall(myOrders),
      providesTags: ['MyOrders'],
      keepUnusedDataFor: 0,
    }),

    /**
     * One order, kept current while it can still change: once it is in, its live stream
     * (`watchOrder`) brings every status the shop sets into this cache entry, resuming after the
     * order on screen (its `updated_at`) so nothing between the read and the stream is lost. The
     * stream reconnects by itself; while it is not live the page reads the order again
     * (`pollingInterval`). A read or an event older than the copy held never takes it back. The
     * stream closes when the order is finished or the page is left (the entry goes with it).
     */
    getOrder: build.query<FollowedOrder, string>({
      queryFn: fromCall(followedOrder),
      merge: (held, read) => {
        if (!changedAfter(held.order, read.order)) held.order = read.order;
      },
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(orderId, { cacheDataLoaded, cacheEntryRemoved, getCacheEntry, updateCachedData, dispatch }) {
        let close: (() => void) | undefined;
        let following = false;
        const finished = () => isFinalStatus(getCacheEntry().data?.order.status);
        const patch = (recipe: (entry: FollowedOrder) => void) => {
          updateCachedData(recipe);
          dispatch(orderFollowed(orderId));
        };
        const stop = () => {
          following = false;
          close?.();
          close = undefined;
          patch((entry) => {
            delete entry.live;
          });
        };
        try {
          const { data } = await cacheDataLoaded;
          if (!isFinalStatus(data.order.status)) {
            const lastEventId = eventIdOf(data.order);
            following = true;
            close = client.watchOrder(orderId, {
              ...(lastEventId ? { lastEventId } : {}),
              onEvent: (_type, next) => {
                if (!following || next._id !== orderId) return;
                patch((entry) => {
                  if (!changedAfter(entry.order, next)) entry.order = next;
                });
                if (finished()) stop();
              },
              onState: (state) => {
                if (!following) return;
                // A read may have found the order finished while the stream was reconnecting.
                if (close && finished()) return stop();
                patch((entry) => {
                  entry.live = state;
                });
              },
            });
          }
        } catch {
          // The entry went before the order was read: there is nothing to follow.
        }
        await cacheEntryRemoved;
        close?.();
      },
    }),
  }),
});

declare module '@chowk/store' {
  interface LazyLoadedSlices extends WithSlice<typeof customerApi> {}
}

// Runs once, when the remote module loads: the cache's reducer and middleware join the shell's store.
rootReducer.inject(customerApi);
addMiddleware(customerApi.middleware);

export const {
  useListShopsInfiniteQuery,
  useLazyListNearbyShopsQuery,
  useGetShopWithMenuQuery,
  useSendOrderOtpMutation,
  useVerifyOrderOtpMutation,
  useCustomerSignInMutation,
  usePlaceOrderMutation,
  useListMyOrdersQuery,
  useGetOrderQuery,
} = customerApi;
