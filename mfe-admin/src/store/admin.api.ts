import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import * as client from '@chowk/api-client';
import type {
  AdminLoginPayload,
  Area,
  Category,
  CategoryPayload,
  City,
  CityPayload,
  District,
  DistrictPayload,
  State,
  StatePayload,
} from '@chowk/contracts';
import { addMiddleware, rootReducer } from '@chowk/store';
import { fromCall, type QueryError } from '@chowk/store/query';

/** Every area list: a rename or a cascade delete on the server changes all of them. */
const AREA_TAGS = ['State', 'City', 'District', 'Area'] as const;

/**
 * The admin remote's server cache. Paths, payloads and response keys live once, in the
 * api-client's endpoint functions (which carry the admin token and the error catalogue);
 * RTK Query adds caching and refetch-on-change through tags.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: fakeBaseQuery<QueryError>(),
  tagTypes: ['Category', ...AREA_TAGS],
  endpoints: (build) => ({
    adminLogin: build.mutation<string, AdminLoginPayload>({ queryFn: fromCall(client.adminLogin) }),

    listCategories: build.query<Category[], void>({ queryFn: fromCall(client.listCategories), providesTags: ['Category'] }),
    createCategory: build.mutation<Category, CategoryPayload>({
      queryFn: fromCall(client.createCategory),
      invalidatesTags: ['Category'],
    }),
    updateCategory: build.mutation<Category, { id: string } & CategoryPayload>({
      queryFn: fromCall(client.updateCategory),
      invalidatesTags: ['Category'],
    }),
    deleteCategory: build.mutation<string, string>({ queryFn: fromCall(client.deleteCategory), invalidatesTags: ['Category'] }),

    listStates: build.query<State[], void>({ queryFn: fromCall(client.listStates), providesTags: ['State'] }),
    createState: build.mutation<State, StatePayload>({ queryFn: fromCall(client.createState), invalidatesTags: [...AREA_TAGS] }),
    updateState: build.mutation<State, { id: string } & StatePayload>({
      queryFn: fromCall(client.updateState),
      invalidatesTags: [...AREA_TAGS],
    }),
    deleteState: build.mutation<string, string>({ queryFn: fromCall(client.deleteState), invalidatesTags: [...AREA_TAGS] }),

    listCities: build.query<City[], void>({ queryFn: fromCall(() => client.listCities()), providesTags: ['City'] }),
    createCity: build.mutation<City, CityPayload>({ queryFn: fromCall(client.createCity), invalidatesTags: [...AREA_TAGS] }),
    updateCity: build.mutation<City, { id: string } & CityPayload>({
      queryFn: fromCall(client.updateCity),
      invalidatesTags: [...AREA_TAGS],
    }),
    deleteCity: build.mutation<string, string>({ queryFn: fromCall(client.deleteCity), invalidatesTags: [...AREA_TAGS] }),

    createDistrict: build.mutation<District, DistrictPayload>({
      queryFn: fromCall(client.createDistrict),
      invalidatesTags: [...AREA_TAGS],
    }),
    updateDistrict: build.mutation<District, { id: string } & DistrictPayload>({
      queryFn: fromCall(client.updateDistrict),
      invalidatesTags: [...AREA_TAGS],
    }),
    deleteDistrict: build.mutation<string, string>({ queryFn: fromCall(client.deleteDistrict), invalidatesTags: [...AREA_TAGS] }),

    /**
     * The hierarchy view: every district with its city and state populated. The Area page reads
     * its districts from here too (one request, not two lists of the same districts).
     */
    listAreas: build.query<Area[], void>({ queryFn: fromCall(client.listAllAreas), providesTags: ['Area'] }),
  }),
});

declare module '@chowk/store' {
  interface LazyLoadedSlices extends WithSlice<typeof adminApi> {}
}

// Runs once, when the remote module loads: the cache's reducer and middleware join the shell's store.
rootReducer.inject(adminApi);
addMiddleware(adminApi.middleware);

export const {
  useListCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useListStatesQuery,
  useCreateStateMutation,
  useUpdateStateMutation,
  useDeleteStateMutation,
  useListCitiesQuery,
  useCreateCityMutation,
  useUpdateCityMutation,
  useDeleteCityMutation,
  useCreateDistrictMutation,
  useUpdateDistrictMutation,
  useDeleteDistrictMutation,
  useListAreasQuery,
} = adminApi;
