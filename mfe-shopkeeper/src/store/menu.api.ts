import type { LocalNames, MenuSection, Product, ProductPayload } from '@chowk/contracts';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@chowk/store';
import { removeProductImage } from '@chowk/api-client';
import { fromCall } from '@chowk/store/query';
import { fromSource, shopApi } from './shop.api';

/** The list with the saved item in its place, or added at the end. */
const upsert = (products: Product[], product: Product): void => {
  const index = products.findIndex((p) => p._id === product._id);
  if (index >= 0) products[index] = product;
  else products.push(product);
};

/**
 * The shop's menu: its items and sections, from the API or the device's trial alike. A save's
 * answer carries the saved row, so the cached lists take it from there (no second request);
 * the tags are there for whatever changes a list without answering it.
 */
export const menuApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<Product[], string>({
      queryFn: fromSource((source, shopId: string) => source.listProducts(shopId)),
      providesTags: ['Product'],
    }),
    listSections: build.query<MenuSection[], string>({
      queryFn: fromSource((source, shopId: string) => source.listSections(shopId)),
      providesTags: ['Section'],
    }),

    /** A new section, with its Hindi and Tamil names when given. */
    addSection: build.mutation<MenuSection, { shopId: string; name: string; names?: LocalNames }>({
      queryFn: fromSource((source, { shopId, name, names }: { shopId: string; name: string; names?: LocalNames }) =>
        source.createSection(shopId, name, names),
      ),
      async onQueryStarted({ shopId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(menuApi.util.updateQueryData('listSections', shopId, (sections) => void sections.push(data)));
      },
    }),

    /** A section's name and its Hindi and Tamil names (an empty text removes one); the list takes the saved row. */
    updateSection: build.mutation<MenuSection, SectionUpdate>({
      queryFn: fromSource((source, { id, name, names }: SectionUpdate) => source.updateSection(id, { name, names })),
      async onQueryStarted({ shopId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          menuApi.util.updateQueryData('listSections', shopId, (sections) => {
            const index = sections.findIndex((s) => s._id === data._id);
            if (index >= 0) sections[index] = data;
          }),
        );
      },
    }),

    /** Adds an item (no `id`) or saves one. */
    saveProduct: build.mutation<Product, { id?: string; body: ProductPayload }>({
      queryFn: fromSource((source, { id, body }: { id?: string; body: ProductPayload }) =>
        id ? source.updateProduct(id, body) : source.createProduct(body),
      ),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(productSaved(data));
      },
    }),

    removeProduct: build.mutation<string, string>({
      queryFn: fromSource(async (source, id: string) => {
        await source.deleteProduct(id);
        return id;
      }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const shopId of menuApi.util.selectCachedArgsForQuery(getState(), 'listProducts')) {
          dispatch(menuApi.util.updateQueryData('listProducts', shopId, (products) => products.filter((p) => p._id !== id)));
        }
      },
    }),

    /** Takes an item's image away (a registered shop's: a trial keeps no images). */
    removeProductImage: build.mutation<{ product: Product; message: string }, string>({
      queryFn: fromCall(removeProductImage),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(productSaved(data.product));
      },
    }),

    /** Optimistic: the item flips at once and flips back if the save fails. */
    setSoldOut: build.mutation<Product, { id: string; soldOut: boolean }>({
      queryFn: fromSource((source, { id, soldOut }: { id: string; soldOut: boolean }) => source.setSoldOut(id, soldOut)),
      async onQueryStarted({ id, soldOut }, { dispatch, getState, queryFulfilled }) {
        const patches = menuApi.util.selectCachedArgsForQuery(getState(), 'listProducts').map((shopId) =>
          dispatch(
            menuApi.util.updateQueryData('listProducts', shopId, (products) => {
              const product = products.find((p) => p._id === id);
              if (product) product.sold_out = soldOut;
            }),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(productSaved(data));
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

/**
 * A saved item (a save's or an image upload's answer) into its shop's cached list (normally the
 * one list held: the shop being run).
 */
export const productSaved =
  (product: Product): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    // The shell's RootState knows the api only as injected without endpoints; these are its own.
    const cache = getState() as unknown as CacheState;
    const held = menuApi.util.selectCachedArgsForQuery(cache, 'listProducts');
    const lists = held.includes(product.shop_id) ? [product.shop_id] : held;
    for (const shopId of lists) {
      (dispatch as CacheDispatch)(menuApi.util.updateQueryData('listProducts', shopId, (products) => upsert(products, product)));
    }
  };

interface SectionUpdate {
  id: string;
  shopId: string;
  name: string;
  names?: LocalNames;
}

type CacheState = Parameters<typeof menuApi.util.selectCachedArgsForQuery>[0];
type CacheDispatch = ThunkDispatch<CacheState, unknown, UnknownAction>;

export const {
  useListProductsQuery,
  useListSectionsQuery,
  useAddSectionMutation,
  useUpdateSectionMutation,
  useSaveProductMutation,
  useRemoveProductMutation,
  useSetSoldOutMutation,
  useRemoveProductImageMutation,
} = menuApi;
