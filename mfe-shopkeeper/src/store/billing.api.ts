import type { ShopBilling } from '@chowk/contracts';
import { fromBillingSource } from '../data/billing-source';
import type { BillingAnswer } from '../data/source';
import { shopApi } from './shop.api';
import { refreshShop } from './shop-profile.api';

/**
 * The shop's payment and bill settings (docs/product.md "UPI payments and bills"), beside the
 * delivery terms and the printing settings, for a registered shop or a trial (a trial keeps them
 * on the device). Injected by the settings' payments section only, so no first visit carries it.
 */
export const billingApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The answer's shop goes into the session, then it is read again as after every save (refreshShop; a trial's with its device's settings). */
    saveBilling: build.mutation<BillingAnswer, { shopId: string; body: ShopBilling }>({
      queryFn: fromBillingSource((source, { shopId, body }: { shopId: string; body: ShopBilling }) =>
        source.saveBilling(shopId, body),
      ),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) await dispatch(refreshShop(answer.data.data));
      },
    }),
  }),
});

export const { useSaveBillingMutation } = billingApi;
