import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import * as client from '@chowk/api-client';
import type { ContactPayload, NewsletterPayload, Shop } from '@chowk/contracts';
import { addMiddleware, rootReducer } from '@chowk/store';
import { fromCall, type QueryError } from '@chowk/store/query';

/**
 * The static remote's calls to the API: the landing's shop-code lookup, the contact form and the
 * footer's newsletter. Paths and payloads live once, in the api-client's endpoint functions.
 * Imported only by the parts that call them (the shop-code form, the contact page, a newsletter
 * submit), never by the landing or the footer themselves: a first visit loads neither RTK Query
 * nor the HTTP client.
 */
export const staticApi = createApi({
  reducerPath: 'staticApi',
  baseQuery: fakeBaseQuery<QueryError>(),
  endpoints: (build) => ({
    /** A shop by its code (case-sensitive): 404 for an unknown one. */
    getShopByCode: build.query<Shop, string>({ queryFn: fromCall(client.getShopByCode) }),
    sendContactMessage: build.mutation<{ message: string }, ContactPayload>({ queryFn: fromCall(client.sendContactMessage) }),
    subscribeNewsletter: build.mutation<{ message: string }, NewsletterPayload>({
      queryFn: fromCall(client.subscribeNewsletter),
    }),
  }),
});

declare module '@chowk/store' {
  interface LazyLoadedSlices extends WithSlice<typeof staticApi> {}
}

// Runs once, when the first module that calls the API loads: the cache joins the shell's store.
rootReducer.inject(staticApi);
addMiddleware(staticApi.middleware);

export const { useLazyGetShopByCodeQuery, useSendContactMessageMutation } = staticApi;
