import type {
  ChoiceAvailabilityPayload,
  DeliveryTerms,
  OptionGroup,
  OptionGroupListResponse,
  OptionGroupPayload,
  OptionGroupResponse,
  Shop,
} from '@chowk/contracts';
import { catalogueApi } from '../lib/client';

const path = (id: string) => encodeURIComponent(id);

// --- A shop's option groups (docs/product.md "Item options") and delivery terms ("Delivery terms") ---

/** Every option group of the shop, in creation order (public: the menu's groups). */
export const listOptionGroups = (shopId: string) =>
  catalogueApi.get<OptionGroupListResponse>(`/option-groups/shop/${path(shopId)}`).then((r) => r.data.data);

/** 422 with field messages (validateOptionGroup's keys), 409 for a name the shop already has. Silent. */
export const createOptionGroup = (body: OptionGroupPayload & { shop_id: string }) =>
  catalogueApi.post<OptionGroupResponse>('/option-groups', body, { silent: true }).then((r) => r.data.data);

export const updateOptionGroup = (id: string, body: OptionGroupPayload) =>
  catalogueApi.put<OptionGroupResponse>(`/option-groups/${path(id)}`, body, { silent: true }).then((r) => r.data.data);

/** The group leaves every item that carried it. */
export const deleteOptionGroup = (id: string) =>
  catalogueApi
    .delete<{ success: boolean; message: string }>(`/option-groups/${path(id)}`, { silent: true })
    .then((r) => r.data.message);

export const setChoiceSoldOut = (groupId: string, choiceId: string, soldOut: boolean) =>
  catalogueApi
    .patch<OptionGroupResponse>(
      `/option-groups/${path(groupId)}/choices/${path(choiceId)}/availability`,
      { sold_out: soldOut } satisfies ChoiceAvailabilityPayload,
      { silent: true },
    )
    .then((r): OptionGroup => r.data.data);

/** PUT /api/shops/{id}/delivery-terms: all four terms (null: none); `data` is the owner's view of the shop. Silent. */
export const saveDeliveryTerms = (shopId: string, body: DeliveryTerms) =>
  catalogueApi
    .put<{ success: boolean; message: string; data: Shop }>(`/shops/${path(shopId)}/delivery-terms`, body, { silent: true })
    .then((r) => r.data);
