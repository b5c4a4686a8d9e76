/**
 * Item options (docs/product.md "Item options"): a shop's option groups ("Size", "Add-ons",
 * "Sugar"), each with its choices, attached to menu items and reused across them. The wire shapes,
 * bounds, texts and rules, written once for the API (its DTOs and the order's pricing), the
 * shopkeeper's group dialog and the counter's order dialog, the storefront's option sheet and cart,
 * and the trial backend.
 */
import { type Paise, rupeesToPaise } from './money';
import { type FieldErrors, nameKey } from './validate';

// ---------------------------------------------------------------------------------------------
// Bounds and texts
// ---------------------------------------------------------------------------------------------

export const OPTION_LIMITS = {
  groupNameMax: 50,
  choiceNameMax: 50,
  choicesPerGroupMax: 20,
  /** Option groups a shop may hold. */
  groupsPerShopMax: 100,
  /** Option groups one menu item may carry. */
  groupsPerItemMax: 10,
  /** ₹10,000: a choice dearer than this is a typo. */
  maxChoicePricePaise: 10_000_00,
} as const;

/** One pick ("Size": Cutting or Full) or several ("Add-ons", up to max_picks). */
export const OPTION_SELECTIONS = ['single', 'multiple'] as const;
export type OptionSelection = (typeof OPTION_SELECTIONS)[number];

/** The shopkeeper's group dialog and the API's DTO (422 `errors`). */
export const OPTION_VALIDATION = {
  groupNameRequired: 'Group name is required',
  groupNameTooLong: 'Group name cannot exceed 50 characters',
  selectionInvalid: 'Choose single or multiple choice',
  requiredInvalid: 'required must be true or false',
  choicesRequired: 'Add at least one choice',
  tooManyChoices: 'A group can hold at most 20 choices',
  choiceNameRequired: 'Choice name is required',
  choiceNameTooLong: 'Choice name cannot exceed 50 characters',
  choiceNameRepeated: 'Each choice needs a different name',
  choicePriceInvalid: 'Price change must be ₹0 or more',
  choicePriceTooHigh: 'Price change cannot exceed ₹10,000',
  choicePricePrecision: 'Price change can have at most two decimals',
  choiceSoldOutInvalid: 'sold_out must be true or false',
  minPicksInvalid: 'Minimum picks must be a whole number from 1 to the number of choices',
  minPicksNotRequired: 'A group that is not required has no minimum: leave it at 0',
  maxPicksInvalid: 'Maximum picks must be a whole number from 1 to the number of choices',
  maxBelowMin: 'Maximum picks cannot be less than minimum picks',
  tooManyGroupsOnItem: 'An item can have at most 10 option groups',
  groupRepeatedOnItem: 'Each option group can be added to an item only once',
  groupIdInvalid: 'Each option group must be given by its id',
} as const;

/** What the API answers about option groups. */
export const OPTION_API_MESSAGES = {
  groupCreated: 'Option group created',
  groupSaved: 'Option group saved',
  groupDeleted: 'Option group deleted',
  groupNotFound: 'Option group not found',
  /** A menu item names a group of another shop (or one that does not exist): 422 on `option_group_ids`. */
  groupNotInShop: 'An option group of this item is not one of your shop\u2019s groups',
  groupNameTaken: 'An option group with this name already exists',
  tooManyGroups: 'This shop already has the most option groups it can hold (100)',
  /** An edit names a choice `_id` the group does not have. */
  choiceNotInGroup: 'A choice of this group was not found. Reload and try again.',
  choiceMarkedSoldOut: (name: string) => `${name} marked sold out`,
  choiceAvailable: (name: string) => `${name} is available again`,
} as const;

/**
 * Why a customer's (or the counter's) choice of options is refused: the API's 400/409 message and
 * the cart's flag, one text per rule. `item` is the menu item's name.
 */
export const ORDER_OPTION_MESSAGES = {
  required: (item: string, group: string) => `Choose ${group} for ${item}`,
  tooFew: (item: string, group: string, min: number) => `Choose at least ${min} from ${group} for ${item}`,
  tooMany: (item: string, group: string, max: number) => `Choose at most ${max} from ${group} for ${item}`,
  /** A choice id that is no choice of any group of the shop (removed, or never there). */
  unknown: (item: string) => `An option of ${item} is no longer on the menu. Please choose again.`,
  /** A choice of one of the shop's groups that this item does not carry. */
  otherItem: (item: string) => `An option you chose is not offered with ${item}`,
  soldOut: (item: string, choice: string) => `${choice} for ${item} is sold out`,
  repeated: (item: string) => `Each option of ${item} can be chosen only once`,
  /** The payload's shape: too many ids on one line, or not a list of strings. */
  idsInvalid: 'option_ids must be a list of at most 50 choice ids',
} as const;

/** The storefront's option sheet and the counter's picker. */
export const OPTION_SHEET_TEXT = {
  required: 'Required',
  optional: 'Optional',
  pickOne: 'Choose 1',
  pickUpTo: (max: number) => `Choose up to ${max}`,
  pickAtLeast: (min: number) => `Choose at least ${min}`,
  pickBetween: (min: number, max: number) => (min === max ? `Choose ${min}` : `Choose ${min} to ${max}`),
  soldOut: 'Sold out',
  add: (price: string) => `Add · ${price}`,
  update: (price: string) => `Update · ${price}`,
  free: 'Free',
  /** A cart line whose item or chosen option changed since it was added. */
  lineChanged: 'Changed on the menu: remove this line and add the item again',
} as const;

/** Most choice ids one order line may carry (every choice of every group of an item). */
export const MAX_OPTION_IDS_PER_LINE = 50;

/** The shopkeeper's screens when a group's read or save fails (the reason follows, as SHOP_FAILURE's). */
export const OPTION_GROUP_FAILURE = {
  load: 'Failed to load option groups',
  save: 'Failed to save option group',
  delete: 'Failed to delete option group',
  choice: 'Failed to save the choice',
} as const;

// ---------------------------------------------------------------------------------------------
// Wire shapes
// ---------------------------------------------------------------------------------------------

export interface OptionChoice {
  _id: string;
  name: string;
  /** Rupees added to the item's price, at least 0, at most two decimals. */
  price: number;
  sold_out: boolean;
}

/** An option group of a shop, as every read answers it (normalized: see normalizePicks). */
export interface OptionGroup {
  _id: string;
  shop_id: string;
  name: string;
  selection: OptionSelection;
  required: boolean;
  /** 0 unless required; 1 for a required single choice. */
  min_picks: number;
  /** 1 for a single choice; 1…choices for a multiple choice. */
  max_picks: number;
  choices: OptionChoice[];
}

export interface OptionChoicePayload {
  /** An existing choice keeps its id (carts and reports count it); a new choice has none. */
  _id?: string;
  name: string;
  price: number;
  sold_out?: boolean;
}

/**
 * POST /api/option-groups (with shop_id) and PUT /api/option-groups/{id} (shop_id ignored but
 * allowed). min_picks and max_picks are optional: normalizePicks fills them.
 */
export interface OptionGroupPayload {
  shop_id?: string;
  name: string;
  selection: OptionSelection;
  required: boolean;
  min_picks?: number;
  max_picks?: number;
  choices: OptionChoicePayload[];
}

export interface OptionGroupResponse {
  success: boolean;
  message: string;
  data: OptionGroup;
}

export interface OptionGroupListResponse {
  success: boolean;
  data: OptionGroup[];
}

/** PATCH /api/option-groups/{id}/choices/{choiceId}/availability */
export interface ChoiceAvailabilityPayload {
  sold_out: boolean;
}

/**
 * A chosen option as an order keeps it: the names and price as they were when it was priced, so
 * a later edit of the group changes no order. On an order item (`options`), in the item's group
 * order and each group's choice order.
 */
export interface OrderItemOption {
  group_id: string;
  group: string;
  choice_id: string;
  name: string;
  /** Rupees added to the item's unit price. */
  price: number;
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** A choice's price change in rupees: a number from 0 to ₹10,000, whole paise. */
export function choicePriceError(raw: unknown): string | undefined {
  const price = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return OPTION_VALIDATION.choicePriceInvalid;
  if (rupeesToPaise(price) > OPTION_LIMITS.maxChoicePricePaise) return OPTION_VALIDATION.choicePriceTooHigh;
  if (Math.abs(price * 100 - rupeesToPaise(price)) > 1e-6) return OPTION_VALIDATION.choicePricePrecision;
  return undefined;
}

/**
 * The picks a group allows, from what the owner gave: a single choice is 1 of 1 (0 to 1 when not
 * required); a multiple choice is min_picks (1 by default when required, 0 otherwise) to
 * max_picks (every choice by default). Bounds are checked by validateOptionGroup, not here.
 */
export function normalizePicks(v: {
  selection: OptionSelection;
  required: boolean;
  min_picks?: number | null;
  max_picks?: number | null;
  choiceCount: number;
}): { min_picks: number; max_picks: number } {
  if (v.selection === 'single') return { min_picks: v.required ? 1 : 0, max_picks: 1 };
  const min = v.required ? (v.min_picks ?? 1) : 0;
  const max = v.max_picks ?? Math.max(1, v.choiceCount);
  return { min_picks: min, max_picks: max };
}

/**
 * Every rule of an option group (the dialog's and the API's), keyed by field: `name`,
 * `selection`, `required`, `choices` (the list as a whole), `choices.<i>.name`,
 * `choices.<i>.price`, `choices.<i>.sold_out`, `min_picks`, `max_picks`. Empty when valid.
 */
export function validateOptionGroup(v: {
  name?: unknown;
  selection?: unknown;
  required?: unknown;
  min_picks?: unknown;
  max_picks?: unknown;
  choices?: unknown;
}): FieldErrors {
  const errors: FieldErrors = {};
  const name = text(v.name);
  if (!name) errors.name = OPTION_VALIDATION.groupNameRequired;
  else if (Array.from(name).length > OPTION_LIMITS.groupNameMax) errors.name = OPTION_VALIDATION.groupNameTooLong;
  const selectionOk = typeof v.selection === 'string' && (OPTION_SELECTIONS as readonly string[]).includes(v.selection);
  if (!selectionOk) errors.selection = OPTION_VALIDATION.selectionInvalid;
  if (typeof v.required !== 'boolean') errors.required = OPTION_VALIDATION.requiredInvalid;

  const choices = Array.isArray(v.choices) ? (v.choices as unknown[]) : [];
  if (choices.length === 0) errors.choices = OPTION_VALIDATION.choicesRequired;
  else if (choices.length > OPTION_LIMITS.choicesPerGroupMax) errors.choices = OPTION_VALIDATION.tooManyChoices;
  const seen = new Set<string>();
  choices.forEach((raw, i) => {
    const choice = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const choiceName = text(choice.name);
    if (!choiceName) errors[`choices.${i}.name`] = OPTION_VALIDATION.choiceNameRequired;
    else if (Array.from(choiceName).length > OPTION_LIMITS.choiceNameMax)
      errors[`choices.${i}.name`] = OPTION_VALIDATION.choiceNameTooLong;
    else if (seen.has(nameKey(choiceName))) errors[`choices.${i}.name`] = OPTION_VALIDATION.choiceNameRepeated;
    else seen.add(nameKey(choiceName));
    const price = choicePriceError(choice.price);
    if (price) errors[`choices.${i}.price`] = price;
    if (choice.sold_out !== undefined && typeof choice.sold_out !== 'boolean')
      errors[`choices.${i}.sold_out`] = OPTION_VALIDATION.choiceSoldOutInvalid;
  });

  if (selectionOk && v.selection === 'multiple' && typeof v.required === 'boolean' && choices.length > 0) {
    const count = choices.length;
    const given = (x: unknown) => x !== undefined && x !== null;
    if (given(v.min_picks)) {
      if (!v.required) {
        if (v.min_picks !== 0) errors.min_picks = OPTION_VALIDATION.minPicksNotRequired;
      } else if (!isWhole(v.min_picks) || v.min_picks < 1 || v.min_picks > count) {
        errors.min_picks = OPTION_VALIDATION.minPicksInvalid;
      }
    }
    if (given(v.max_picks) && (!isWhole(v.max_picks) || v.max_picks < 1 || v.max_picks > count)) {
      errors.max_picks = OPTION_VALIDATION.maxPicksInvalid;
    }
    if (!errors.min_picks && !errors.max_picks) {
      const { min_picks, max_picks } = normalizePicks({
        selection: 'multiple',
        required: v.required,
        min_picks: given(v.min_picks) ? (v.min_picks as number) : null,
        max_picks: given(v.max_picks) ? (v.max_picks as number) : null,
        choiceCount: count,
      });
      if (max_picks < min_picks) errors.max_picks = OPTION_VALIDATION.maxBelowMin;
    }
  }
  return errors;
}

/** The option groups named on a menu item (ProductPayload.option_group_ids): at most 10, each once. */
export function optionGroupIdsError(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.some((id) => typeof id !== 'string' || !/^[0-9a-fA-F]{24}$/.test(id)))
    return OPTION_VALIDATION.groupIdInvalid;
  if (raw.length > OPTION_LIMITS.groupsPerItemMax) return OPTION_VALIDATION.tooManyGroupsOnItem;
  if (new Set(raw.map((id: string) => id.toLowerCase())).size !== raw.length) return OPTION_VALIDATION.groupRepeatedOnItem;
  return undefined;
}

/** A group as pricing reads it (integer paise): the API's records and the wire's groups both map to it. */
export interface PricingGroup {
  id: string;
  name: string;
  minPicks: number;
  maxPicks: number;
  choices: readonly { id: string; name: string; pricePaise: Paise; soldOut: boolean }[];
}

/** The wire's groups (rupees) as pricing reads them. */
export const pricingGroupsOf = (groups: readonly OptionGroup[] | undefined): PricingGroup[] =>
  (groups ?? []).map((g) => ({
    id: g._id,
    name: g.name,
    minPicks: g.min_picks,
    maxPicks: g.max_picks,
    choices: g.choices.map((c) => ({ id: c._id, name: c.name, pricePaise: rupeesToPaise(c.price), soldOut: c.sold_out })),
  }));

/** A chosen option, priced (integer paise): what an order line keeps. */
export interface PickedOption {
  groupId: string;
  groupName: string;
  choiceId: string;
  choiceName: string;
  pricePaise: Paise;
}

export type PickProblemKind = 'required' | 'too-few' | 'too-many' | 'unknown' | 'other-item' | 'sold-out' | 'repeated';

export type PickResult =
  { ok: true; options: PickedOption[]; extraPaise: Paise } | { ok: false; kind: PickProblemKind; message: string };

/**
 * The one rule for a line's chosen options, on the server (from its own records) and in the
 * browser (the sheet's Add button, the cart's flags, the trial): every id a choice of one of the
 * item's groups, none sold out, none twice, each group's picks within its bounds. `shopChoiceIds`
 * (every choice id of the shop's groups) tells a choice of another item from one that no longer
 * exists; without it, both read as `unknown`. The options come back in the item's group order
 * and each group's choice order, whatever order the ids came in.
 */
export function resolvePicks(
  itemName: string,
  groups: readonly PricingGroup[],
  choiceIds: readonly string[],
  shopChoiceIds?: ReadonlySet<string>,
): PickResult {
  const wanted = choiceIds.map((id) => id.toLowerCase());
  if (new Set(wanted).size !== wanted.length) return problem('repeated', ORDER_OPTION_MESSAGES.repeated(itemName));
  const byId = new Map<string, { group: PricingGroup; choice: PricingGroup['choices'][number] }>();
  for (const group of groups) for (const choice of group.choices) byId.set(choice.id.toLowerCase(), { group, choice });
  for (const id of wanted) {
    if (byId.has(id)) continue;
    return shopChoiceIds && [...shopChoiceIds].some((c) => c.toLowerCase() === id)
      ? problem('other-item', ORDER_OPTION_MESSAGES.otherItem(itemName))
      : problem('unknown', ORDER_OPTION_MESSAGES.unknown(itemName));
  }
  const chosen = new Set(wanted);
  const options: PickedOption[] = [];
  for (const group of groups) {
    const picks = group.choices.filter((c) => chosen.has(c.id.toLowerCase()));
    const soldOut = picks.find((c) => c.soldOut);
    if (soldOut) return problem('sold-out', ORDER_OPTION_MESSAGES.soldOut(itemName, soldOut.name));
    if (picks.length > group.maxPicks)
      return problem('too-many', ORDER_OPTION_MESSAGES.tooMany(itemName, group.name, group.maxPicks));
    if (picks.length < group.minPicks)
      return picks.length === 0
        ? problem('required', ORDER_OPTION_MESSAGES.required(itemName, group.name))
        : problem('too-few', ORDER_OPTION_MESSAGES.tooFew(itemName, group.name, group.minPicks));
    for (const c of picks)
      options.push({ groupId: group.id, groupName: group.name, choiceId: c.id, choiceName: c.name, pricePaise: c.pricePaise });
  }
  return { ok: true, options, extraPaise: options.reduce((sum, o) => sum + o.pricePaise, 0) };
}

const problem = (kind: PickProblemKind, message: string): PickResult => ({ ok: false, kind, message });

/**
 * How a line's options read: each group's picks joined by ", ", groups by " · ", in the order
 * given (an order's `options` are in the item's group order). "Full · Extra cheese, Less sugar".
 */
export function optionsSummary(options: readonly { group: string; name: string }[] | undefined): string {
  const parts: string[] = [];
  let lastGroup: string | undefined;
  for (const o of options ?? []) {
    if (o.group === lastGroup) parts[parts.length - 1] += `, ${o.name}`;
    else parts.push(o.name);
    lastGroup = o.group;
  }
  return parts.join(' · ');
}

/** The picked options as an order answers them (rupees). */
export const orderItemOptionsOf = (options: readonly PickedOption[]): OrderItemOption[] =>
  options.map((o) => ({
    group_id: o.groupId,
    group: o.groupName,
    choice_id: o.choiceId,
    name: o.choiceName,
    price: o.pricePaise / 100,
  }));

/**
 * A cart line's identity: the item and the set of chosen choice ids, in any order. Two lines of
 * the same item with other choices are two lines; the same choices again add to one line.
 */
export const cartLineKey = (productId: string, choiceIds: readonly string[] = []): string =>
  choiceIds.length === 0
    ? productId
    : `${productId}:${[...choiceIds]
        .map((id) => id.toLowerCase())
        .sort()
        .join('+')}`;
