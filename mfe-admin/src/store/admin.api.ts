import * as client from '@chowk/api-client';
import type {
  AdminLoginPayload,
  Category,
  CategoryPayload,
  City,
  CityPayload,
  District,
  DistrictPayload,
  State,
  StatePayload,
} from '@chowk/contracts';
import { fromCall, placesApi } from '@chowk/store/query';

/** A rename or a cascade delete on the server can change every list of places. */
const AREA_TAGS = ['State', 'City', 'District', 'Area'] as const;

/**
 * The admin remote's writes, injected into the shared places api: the lists they change are the
 * ones every remote reads (`useListCategoriesQuery`, `useListAreasQuery`, … from
 * @chowk/store/query), so a write here refetches them wherever they are shown. Paths, payloads
 * and response keys live once, in the api-client's endpoint functions (which carry the admin
 * token and the error catalogue).
 */
export const adminApi = placesApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<string, AdminLoginPayload>({ queryFn: fromCall(client.adminLogin) }),

    createCategory: build.mutation<Category, CategoryPayload>({
      queryFn: fromCall(client.createCategory),
      invalidatesTags: ['Category'],
    }),
    updateCategory: build.mutation<Category, { id: string } & CategoryPayload>({
      queryFn: fromCall(client.updateCategory),
      invalidatesTags: ['Category'],
    }),
    deleteCategory: build.mutation<string, string>({ queryFn: fromCall(client.deleteCategory), invalidatesTags: ['Category'] }),

    createState: build.mutation<State, StatePayload>({ queryFn: fromCall(client.createState), invalidatesTags: [...AREA_TAGS] }),
    updateState: build.mutation<State, { id: string } & StatePayload>({
      queryFn: fromCall(client.updateState),
      invalidatesTags: [...AREA_TAGS],
    }),
    deleteState: build.mutation<string, string>({ queryFn: fromCall(client.deleteState), invalidatesTags: [...AREA_TAGS] }),

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
  }),
});

export const {
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useCreateStateMutation,
  useUpdateStateMutation,
  useDeleteStateMutation,
  useCreateCityMutation,
  useUpdateCityMutation,
  useDeleteCityMutation,
  useCreateDistrictMutation,
  useUpdateDistrictMutation,
  useDeleteDistrictMutation,
} = adminApi;
