import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { DeliveryTerms, OptionGroup, OptionGroupPayload } from '@chowk/contracts';
import type { DeliveryTermsAnswer } from '../data/source';
import { menuApi } from './menu.api';
import { fromSource, shopApi } from './shop.api';
import { refreshShop } from './shop-profile.api';

/** The list with the saved group in its place, or added at the end (creation order). */
const upsert = (groups: OptionGroup[], group: OptionGroup): void => {
  const index = groups.findIndex((g) => g._id === group._id);
  if (index >= 0) groups[index] = group;
  else groups.push(group);
};

export interface SaveOptionGroupArg {
  /** Absent: a new group. */
  id?: string;
  shopId: string;
  body: OptionGroupPayload;
}

export interface ChoiceSoldOutArg {
  groupId: string;
  choiceId: string;
  soldOut: boolean;
}

/**
 * A shop's option groups (docs/product.md "Item options") and its delivery terms, from the API or
 * the device's trial alike. Loaded with the pages that use them (the menu's groups, the item
 * dialog's Options, the settings), never on a first visit. Items embed their groups
 * (`option_groups`): an edit or a delete also refreshes the items ('Product'); a choice's sold-out
 * switch is optimistic, on the groups and on the items' copies at once, undone if the save fails.
 */
export const optionsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listOptionGroups: build.query<OptionGroup[], string>({
      queryFn: fromSource((source, shopId: string) => source.listOptionGroups(shopId)),
      providesTags: ['OptionGroup'],
    }),

    /** Adds a group (no `id`) or saves one; the answer takes its place in the cached list. */
    saveOptionGroup: build.mutation<OptionGroup, SaveOptionGroupArg>({
      queryFn: fromSource((source, { id, shopId, body }: SaveOptionGroupArg) =>
        id ? source.updateOptionGroup(id, body) : source.createOptionGroup(shopId, body),
      ),
      async onQueryStarted({ shopId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(optionsApi.util.updateQueryData('listOptionGroups', shopId, (groups) => upsert(groups, data)));
      },
      // A new group is on no item yet; an edited one shows on every item carrying it.
      invalidatesTags: (saved, _error, { id }) => (saved && id ? ['Product'] : []),
    }),

    /** The group leaves the list, and every item that carried it. */
    removeOptionGroup: build.mutation<string, { id: string; shopId: string }>({
      queryFn: fromSource(async (source, { id }: { id: string; shopId: string }) => {
        await source.deleteOptionGroup(id);
        return id;
      }),
      async onQueryStarted({ id, shopId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(optionsApi.util.updateQueryData('listOptionGroups', shopId, (groups) => groups.filter((g) => g._id !== id)));
        }
      },
      invalidatesTags: (removed) => (removed ? ['Product'] : []),
    }),

    /** Optimistic: the choice flips at once, in the groups and in the items' copies, and back if the save fails. */
    setChoiceSoldOut: build.mutation<OptionGroup, ChoiceSoldOutArg>({
      queryFn: fromSource((source, { groupId, choiceId, soldOut }: ChoiceSoldOutArg) =>
        source.setChoiceSoldOut(groupId, choiceId, soldOut),
      ),
      async onQueryStarted({ groupId, choiceId, soldOut }, { dispatch, getState, queryFulfilled }) {
        const flip = (group: OptionGroup) => {
          const choice = group._id === groupId ? group.choices.find((c) => c._id === choiceId) : undefined;
          if (choice) choice.sold_out = soldOut;
        };
        const patches = everyCopy(dispatch as CacheDispatch, getState() as CacheState, flip);
        try {
          const { data } = await queryFulfilled;
          everyCopy(dispatch as CacheDispatch, getState() as CacheState, (group, replace) => {
            if (group._id === data._id) replace(data);
          });
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),

    /** The shop's delivery terms; the saved shop is then read again as after every save (refreshShop). */
    saveDeliveryTerms: build.mutation<DeliveryTermsAnswer, { shopId: string; body: DeliveryTerms }>({
      queryFn: fromSource((source, { shopId, body }: { shopId: string; body: DeliveryTerms }) =>
        source.saveDeliveryTerms(shopId, body),
      ),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) await dispatch(refreshShop(answer.data.data));
      },
    }),
  }),
});

type CacheState = Parameters<typeof optionsApi.util.selectCachedArgsForQuery>[0] &
  Parameters<typeof menuApi.util.selectCachedArgsForQuery>[0];
type CacheDispatch = ThunkDispatch<CacheState, unknown, UnknownAction>;

/**
 * Runs `change` on every cached copy of every group: the shop's lists and each item's
 * `option_groups`. `replace` swaps the copy for another. Answers the patches (to undo them).
 */
function everyCopy(
  dispatch: CacheDispatch,
  state: CacheState,
  change: (group: OptionGroup, replace: (next: OptionGroup) => void) => void,
) {
  const each = (groups: OptionGroup[] | undefined) => groups?.forEach((group, i) => change(group, (next) => (groups[i] = next)));
  return [
    ...optionsApi.util
      .selectCachedArgsForQuery(state, 'listOptionGroups')
      .map((shopId) => dispatch(optionsApi.util.updateQueryData('listOptionGroups', shopId, each))),
    ...menuApi.util
      .selectCachedArgsForQuery(state, 'listProducts')
      .map((shopId) =>
        dispatch(
          menuApi.util.updateQueryData('listProducts', shopId, (products) => products.forEach((p) => each(p.option_groups))),
        ),
      ),
  ];
}

export const {
  useListOptionGroupsQuery,
  useSaveOptionGroupMutation,
  useRemoveOptionGroupMutation,
  useSetChoiceSoldOutMutation,
  useSaveDeliveryTermsMutation,
} = optionsApi;
