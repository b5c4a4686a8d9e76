import type { BillView, Order, OrderPaymentPayload } from '@chowk/contracts';
import { fromBillingSource } from '../../data/billing-source';
import { fromPrintSource } from '../../data/print-source';
import { ordersApi, putInDeskLists } from '../../store/orders.api';
import { shopApi } from '../../store/shop.api';

/** The store as the desk's caches read it (the api's reducer is injected when the remote loads). */
type CacheState = Parameters<typeof ordersApi.util.selectCachedArgsForQuery>[0];

/**
 * The desk's order view (`?order=<id>`) reads its order here, and the desk sets an order's payment
 * and reads its bill here: injected when the desk loads, so the dashboard's first visit carries
 * none of it (store/orders.api.ts is part of that visit).
 */
export const orderViewApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** One order, whole, from the backend: the view may open for an order no desk list holds (a notification's link). */
    getOrder: build.query<Order, string>({
      queryFn: fromPrintSource((source, orderId: string) => source.getOrder(orderId)),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),

    /**
     * The shop marks an order paid (cash or UPI), unpaid or refunded (a trial's on this device).
     * Not optimistic: the rows and the order view show the saved answer once it comes (the
     * buttons say they are busy meanwhile), so a failed save changes nothing on screen. The day's
     * figures and the reports read their paid and unpaid totals again.
     */
    setOrderPayment: build.mutation<Order, { id: string; payload: OrderPaymentPayload }>({
      queryFn: fromBillingSource((source, { id, payload }: { id: string; payload: OrderPaymentPayload }) =>
        source.setOrderPayment(id, payload),
      ),
      invalidatesTags: (saved) => (saved ? ['DaySummary', 'Report'] : []),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        putInDeskLists(dispatch, getState() as CacheState, answer.data);
        dispatch(orderViewApi.util.updateQueryData('getOrder', id, () => answer.data));
      },
    }),

    /**
     * An order's bill (a registered shop: a trial has none), issued on its first opening. Read
     * afresh each time it is asked for (`trigger(id)`): its payment status and a cancellation change it.
     */
    getOrderBill: build.query<BillView, string>({
      queryFn: fromBillingSource((source, orderId: string) => source.getOrderBill(orderId)),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOrderQuery, useSetOrderPaymentMutation, useLazyGetOrderBillQuery } = orderViewApi;
