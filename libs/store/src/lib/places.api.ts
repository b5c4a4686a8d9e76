import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import * as client from '@chowk/api-client';
import type { Area, Category, City, State } from '@chowk/contracts';
import { fromCall, type QueryError } from './query-error';
// The package's own name, not './root': `@chowk/store/query` is a shared module of its own, and a
// relative import would bundle a second root reducer into it instead of using the shell's one.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { addMiddleware, rootReducer } from '@chowk/store';

/** Every list of places: a rename or a cascade delete on the server can change all of them. */
export const PLACE_TAGS = ['Category', 'State', 'City', 'District', 'Area'] as const;

/**
 * The one endpoint set for shop categories and the state/city/district hierarchy, shared by
 * every remote (one cache: the directory's filters, the signup form and the admin's tables
 * read the same entries). The admin remote injects its writes into this api
 * (`placesApi.injectEndpoints`), so a write invalidates the lists everyone reads.
 */
export const placesApi = createApi({
  reducerPath: 'placesApi',
  baseQuery: fakeBaseQuery<QueryError>(),
  tagTypes: PLACE_TAGS,
  endpoints: (build) => ({
    listCategories: build.query<Category[], void>({ queryFn: fromCall(client.listCategories), providesTags: ['Category'] }),
    listStates: build.query<State[], void>({ queryFn: fromCall(client.listStates), providesTags: ['State'] }),
    listCities: build.query<City[], void>({ queryFn: fromCall(() => client.listCities()), providesTags: ['City'] }),
    /** Every district with its city and state populated: the whole hierarchy in one request. */
    listAreas: build.query<Area[], void>({ queryFn: fromCall(client.listAllAreas), providesTags: ['Area'] }),
  }),
});

let attached = false;
/**
 * Joins the places cache to the shell's store (once, whichever remote comes first). Called by
 * `StoreGate` for every remote, so no screen reads it before its reducer is in.
 */
export function attachPlacesApi(): void {
  if (attached) return;
  attached = true;
  rootReducer.inject(placesApi);
  addMiddleware(placesApi.middleware);
}

export const { useListCategoriesQuery, useListStatesQuery, useListCitiesQuery, useListAreasQuery } = placesApi;
