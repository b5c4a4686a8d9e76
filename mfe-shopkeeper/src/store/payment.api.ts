import * as client from '@chowk/api-client';
import type { PaymentConfigView, PaymentInitiatePayload, PaymentInitiateResponse, PaymentView } from '@chowk/contracts';
import { fromCall } from '@chowk/store/query';
import { shopApi } from './shop.api';

/** Plan and registration payments: starting one, and its state once the gateway sends the browser back. */
export const paymentApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The gateway's checkout script to load before the pay button works: read once a page. */
    getPaymentConfig: build.query<PaymentConfigView, void>({
      queryFn: fromCall(client.getPaymentConfig),
      keepUnusedDataFor: Infinity,
    }),
    startPayment: build.mutation<PaymentInitiateResponse, PaymentInitiatePayload>({
      queryFn: fromCall(client.initiatePayment),
    }),
    /** The API asks the gateway while the payment is pending; the callback page polls this. */
    getPaymentStatus: build.query<PaymentView, string>({
      queryFn: fromCall(client.getPaymentStatus),
      providesTags: (_result, _error, id) => [{ type: 'Payment', id }],
    }),
  }),
});

export const { useGetPaymentConfigQuery, useStartPaymentMutation, useGetPaymentStatusQuery } = paymentApi;
