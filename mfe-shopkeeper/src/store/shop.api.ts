import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { ACCOUNT_TYPE_FREE_TRIAL, ROLE_SHOPKEEPER } from '@chowk/contracts';
import { addMiddleware, rootReducer, type RootState } from '@chowk/store';
import { toQueryError, type QueryError } from '@chowk/store/query';
import { apiSource } from '../data/api-source';
import type { DataMode, ShopSource } from '../data/source';
import { trialSource } from '../data/trial-source';

/** Which backend runs this shop: the API for a signed-in shopkeeper, this device for a trial. */
export function dataModeOf(state: RootState): DataMode | null {
  const session = state.session;
  if (session.token && session.role === ROLE_SHOPKEEPER) return 'api';
  if (!session.token && session.accountType === ACCOUNT_TYPE_FREE_TRIAL) return 'trial';
  return null;
}

/**
 * An RTK Query `queryFn` over the shop's backend: the API (`apiSource`) for a registered shop,
 * the device's trial store (`trialSource`, the same rule functions from @chowk/contracts that
 * the API uses) for a trial. Endpoints are written once; screens never ask which mode they run.
 */
export const fromSource =
  <A, R>(call: (source: ShopSource, arg: A) => Promise<R>) =>
  async (arg: A, { getState }: { getState: () => unknown }): Promise<{ data: R } | { error: QueryError }> => {
    const mode = dataModeOf(getState() as RootState);
    try {
      return { data: await call(mode === 'trial' ? trialSource : apiSource, arg) };
    } catch (e) {
      return { error: toQueryError(e) };
    }
  };

/**
 * The shopkeeper remote's server cache: one api, endpoints injected by feature
 * (`shopApi.injectEndpoints` in each feature's `*.api.ts`). Tags tie a save to the lists it changes.
 */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: fakeBaseQuery<QueryError>(),
  tagTypes: [
    'Shop',
    'Product',
    'Section',
    'OptionGroup',
    'Order',
    'DaySummary',
    'Report',
    'Plan',
    'Payment',
    'WhatsApp',
    'Media',
    'PushDevice',
  ],
  endpoints: () => ({}),
});

declare module '@chowk/store' {
  interface LazyLoadedSlices extends WithSlice<typeof shopApi> {}
}

// Runs once, when the remote module loads: the cache's reducer and middleware join the shell's store.
rootReducer.inject(shopApi);
addMiddleware(shopApi.middleware);
