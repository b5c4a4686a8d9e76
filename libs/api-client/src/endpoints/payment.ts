import type { PaymentConfigView, PaymentInitiatePayload, PaymentInitiateResponse, PaymentView } from '@chowk/contracts';
import { mainApi } from '../lib/client';

// --- Plan and registration payments (docs/product.md §7 Payment). Silent: the dialogs show their own alert. ---

/** The gateway's checkout script to load before the pay button works (docs/product.md §4). */
export const getPaymentConfig = () =>
  mainApi.get<PaymentConfigView>('/payment/config', { session: 'none', silent: true }).then((r) => r.data);

/** 200 {success, data.instrumentResponse.redirectInfo.url}: the browser goes there. */
export const initiatePayment = (body: PaymentInitiatePayload) =>
  mainApi.post<PaymentInitiateResponse>('/payment/initiate', body, { silent: true }).then((r) => r.data);

/** The payment's state for /payment/callback; the API asks the gateway first while it is pending. */
export const getPaymentStatus = (merchantTransactionId: string) =>
  mainApi
    .get<{ payment: PaymentView }>(`/payment/status/${encodeURIComponent(merchantTransactionId)}`, { silent: true })
    .then((r) => r.data.payment);
