import type { Order } from '@chowk/contracts';
import { fromPrintSource } from '../../data/print-source';
import { shopApi } from '../../store/shop.api';

/**
 * The desk's order view (`?order=<id>`) reads its order here: injected when the desk loads, so
 * the dashboard's first visit carries none of it (store/orders.api.ts is part of that visit).
 */
export const orderViewApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** One order, whole, from the backend: the view may open for an order no desk list holds (a notification's link). */
    getOrder: build.query<Order, string>({
      queryFn: fromPrintSource((source, orderId: string) => source.getOrder(orderId)),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetOrderQuery } = orderViewApi;
