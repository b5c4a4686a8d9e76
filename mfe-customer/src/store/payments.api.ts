import * as client from '@chowk/api-client';
import type { BillView, CustomerOrder } from '@chowk/contracts';
import { fromCall } from '@chowk/store/query';
import { changedAfter, customerApi } from './customer.api';

const claimPayment = (orderId: string): Promise<CustomerOrder> => client.claimOrderPayment(orderId).then((r) => r.data);

/**
 * Paying the shop and the bill (docs/product.md "UPI payments and bills"), injected into the
 * remote's cache by the pages that use them (the UPI panel, the bill page), so the storefront's
 * first screen carries none of it.
 */
export const paymentsApi = customerApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The customer's "I have paid" (never marks it paid: only the shop does). The answer is the
     * order as it now stands: it takes the place of the status page's copy unless that one is newer.
     */
    claimOrderPayment: build.mutation<CustomerOrder, string>({
      queryFn: fromCall(claimPayment),
      async onQueryStarted(orderId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            customerApi.util.updateQueryData('getOrder', orderId, (entry) => {
              if (!changedAfter(entry.order, data)) entry.order = data;
            }),
          );
        } catch {
          // The panel says it failed; the order on screen stays as it was.
        }
      },
    }),

    /** A bill by its address key (public): issued on its first opening. */
    getBill: build.query<BillView, string>({
      queryFn: fromCall(client.getBill),
    }),
  }),
});

export const { useClaimOrderPaymentMutation, useGetBillQuery } = paymentsApi;
