import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { catalogueApi, mainApi } from '@chowk/api-client';
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
import { axiosBaseQuery, type AxiosQueryArgs, type QueryError } from '@chowk/store/query';

/**
 * Categories go to the catalogue service and areas to the main service, as the shared
 * endpoint functions in @chowk/api-client do; both instances carry the error catalogue.
 */
type AdminQueryArgs = AxiosQueryArgs & { service?: 'catalogue' | 'main' };

const catalogueQuery = axiosBaseQuery(catalogueApi);
const mainQuery = axiosBaseQuery(mainApi);

const adminBaseQuery: BaseQueryFn<AdminQueryArgs, unknown, QueryError> = ({ service = 'catalogue', ...args }, api, extra) =>
  (service === 'main' ? mainQuery : catalogueQuery)(args, api, extra);

const id = (v: string) => encodeURIComponent(v);
/** Writes carry the admin bearer token (decisions.md §4). */
const write = { session: 'admin' as const };
const areas = { service: 'main' as const };

/** Every area list: a rename or a cascade delete on the server changes all of them. */
const AREA_TAGS = ['State', 'City', 'District', 'Area'] as const;

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  tagTypes: ['Category', ...AREA_TAGS],
  endpoints: (build) => ({
    /**
     * Admin sign-in. Sent as an admin call, not with session 'none' as `adminLogin` in
     * @chowk/api-client is: a 401 for wrong credentials must not run the user-session action
     * of spec §8 (clear the shopkeeper's token, go to /login); as an admin call it only drops
     * the admin token, which we do not have yet. Silent: the prompt shows its own text.
     */
    adminLogin: build.mutation<string, AdminLoginPayload>({
      query: (data) => ({ url: '/auth/admin/login', method: 'POST', data, service: 'main', session: 'admin', silent: true }),
      transformResponse: (r: { token: string }) => r.token,
    }),

    listCategories: build.query<Category[], void>({
      query: () => ({ url: '/categories' }),
      transformResponse: (r: { categories: Category[] }) => r.categories,
      providesTags: ['Category'],
    }),
    createCategory: build.mutation<Category, CategoryPayload>({
      query: (data) => ({ url: '/categories', method: 'POST', data, ...write }),
      transformResponse: (r: { category: Category }) => r.category,
      invalidatesTags: ['Category'],
    }),
    updateCategory: build.mutation<Category, { id: string } & CategoryPayload>({
      query: ({ id: cid, ...data }) => ({ url: `/categories/${id(cid)}`, method: 'PUT', data, ...write }),
      transformResponse: (r: { category: Category }) => r.category,
      invalidatesTags: ['Category'],
    }),
    deleteCategory: build.mutation<void, string>({
      query: (cid) => ({ url: `/categories/${id(cid)}`, method: 'DELETE', ...write }),
      transformResponse: () => undefined,
      invalidatesTags: ['Category'],
    }),

    listStates: build.query<State[], void>({
      query: () => ({ url: '/areas/states', ...areas }),
      transformResponse: (r: { states: State[] }) => r.states,
      providesTags: ['State'],
    }),
    createState: build.mutation<State, StatePayload>({
      query: (data) => ({ url: '/areas/states', method: 'POST', data, ...areas, ...write }),
      transformResponse: (r: { state: State }) => r.state,
      invalidatesTags: [...AREA_TAGS],
    }),
    updateState: build.mutation<State, { id: string } & StatePayload>({
      query: ({ id: sid, ...data }) => ({ url: `/areas/states/${id(sid)}`, method: 'PUT', data, ...areas, ...write }),
      transformResponse: (r: { state: State }) => r.state,
      invalidatesTags: [...AREA_TAGS],
    }),
    deleteState: build.mutation<void, string>({
      query: (sid) => ({ url: `/areas/states/${id(sid)}`, method: 'DELETE', ...areas, ...write }),
      transformResponse: () => undefined,
      invalidatesTags: [...AREA_TAGS],
    }),

    listCities: build.query<City[], void>({
      query: () => ({ url: '/areas/cities', ...areas }),
      transformResponse: (r: { cities: City[] }) => r.cities,
      providesTags: ['City'],
    }),
    createCity: build.mutation<City, CityPayload>({
      query: (data) => ({ url: '/areas/cities', method: 'POST', data, ...areas, ...write }),
      transformResponse: (r: { city: City }) => r.city,
      invalidatesTags: [...AREA_TAGS],
    }),
    updateCity: build.mutation<City, { id: string } & CityPayload>({
      query: ({ id: cid, ...data }) => ({ url: `/areas/cities/${id(cid)}`, method: 'PUT', data, ...areas, ...write }),
      transformResponse: (r: { city: City }) => r.city,
      invalidatesTags: [...AREA_TAGS],
    }),
    deleteCity: build.mutation<void, string>({
      query: (cid) => ({ url: `/areas/cities/${id(cid)}`, method: 'DELETE', ...areas, ...write }),
      transformResponse: () => undefined,
      invalidatesTags: [...AREA_TAGS],
    }),

    listDistricts: build.query<District[], void>({
      query: () => ({ url: '/areas/districts', ...areas }),
      transformResponse: (r: { districts: District[] }) => r.districts,
      providesTags: ['District'],
    }),
    createDistrict: build.mutation<District, DistrictPayload>({
      query: (data) => ({ url: '/areas/districts', method: 'POST', data, ...areas, ...write }),
      transformResponse: (r: { district: District }) => r.district,
      invalidatesTags: [...AREA_TAGS],
    }),
    updateDistrict: build.mutation<District, { id: string } & DistrictPayload>({
      query: ({ id: did, ...data }) => ({ url: `/areas/districts/${id(did)}`, method: 'PUT', data, ...areas, ...write }),
      transformResponse: (r: { district: District }) => r.district,
      invalidatesTags: [...AREA_TAGS],
    }),
    deleteDistrict: build.mutation<void, string>({
      query: (did) => ({ url: `/areas/districts/${id(did)}`, method: 'DELETE', ...areas, ...write }),
      transformResponse: () => undefined,
      invalidatesTags: [...AREA_TAGS],
    }),

    /** The hierarchy view: every district with its city and state populated. */
    listAreas: build.query<Area[], void>({
      query: () => ({ url: '/areas/all', ...areas }),
      transformResponse: (r: { areas: Area[] }) => r.areas,
      providesTags: ['Area'],
    }),
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
  useListDistrictsQuery,
  useCreateDistrictMutation,
  useUpdateDistrictMutation,
  useDeleteDistrictMutation,
  useListAreasQuery,
} = adminApi;
