import {
  chargesTax,
  type DeliveryTerms,
  DELIVERY_TERMS_MESSAGES,
  deliveryTermsOf,
  deliveryTermsPaise,
  hasErrors,
  nameKey,
  normalizePicks,
  OPTION_API_MESSAGES,
  OPTION_LIMITS,
  type OptionGroup,
  type OptionGroupPayload,
  ORDER_DESK_MESSAGES,
  type OrderItem,
  orderItemOptionsOf,
  orderTotals,
  type OwnerOrderPayload,
  paiseToRupees,
  pricingGroupsOf,
  type Product,
  resolvePicks,
  rupeesToPaise,
  validateDeliveryTerms,
  type Shop,
  validateOptionGroup,
} from '@chowk/contracts';
import type { DeliveryTermsAnswer } from './source';
import { TrialError } from './trial-source';
import { readTrialProducts, TRIAL_DELIVERY_TERMS_KEY, TRIAL_SHOP_ID, trialShop, writeTrialProducts } from './trial-store';
import { newTrialObjectId, readTrialOptionGroups, writeTrialOptionGroups } from './trial-groups';
import { readTrialBilling } from './trial-billing';
import { storage } from '@chowk/session';

/**
 * A trial's option groups (docs/product.md "Item options"), its delivery terms, and the pricing
 * of a counter order's options: the API's routes and rules (libs/contracts) on this device.
 * Loaded by trial-source.ts when first used, so no first visit carries it.
 */

/** The group as the API keeps it from a payload: trimmed names, whole paise, picks filled in (normalizePicks). */
function groupFrom(body: OptionGroupPayload, id: string, held: OptionGroup | null): OptionGroup {
  const errors = validateOptionGroup(body) as Record<string, string>;
  if (hasErrors(errors)) throw new TrialError(422, Object.values(errors)[0] ?? 'Validation failed', errors);
  const own = new Set((held?.choices ?? []).map((c) => c._id));
  if (body.choices.some((c) => c._id !== undefined && !own.has(c._id))) {
    throw new TrialError(422, OPTION_API_MESSAGES.choiceNotInGroup);
  }
  const picks = normalizePicks({
    selection: body.selection,
    required: body.required,
    min_picks: body.min_picks,
    max_picks: body.max_picks,
    choiceCount: body.choices.length,
  });
  return {
    _id: id,
    shop_id: TRIAL_SHOP_ID,
    name: body.name.trim(),
    selection: body.selection,
    required: body.required,
    ...picks,
    choices: body.choices.map((c) => ({
      _id: c._id ?? newTrialObjectId(),
      name: c.name.trim(),
      price: paiseToRupees(rupeesToPaise(Number(c.price))),
      sold_out: c.sold_out ?? false,
    })),
  };
}

/** Unique by the API's rule: case and runs of spaces do not make another group. */
function refuseTakenName(groups: readonly OptionGroup[], name: string, except?: string): void {
  if (groups.some((g) => g._id !== except && nameKey(g.name) === nameKey(name))) {
    throw new TrialError(409, OPTION_API_MESSAGES.groupNameTaken);
  }
}

function findGroup(id: string): { groups: OptionGroup[]; group: OptionGroup } {
  const groups = readTrialOptionGroups();
  const group = groups.find((g) => g._id === id);
  if (!group) throw new TrialError(404, OPTION_API_MESSAGES.groupNotFound);
  return { groups, group };
}

export function createTrialOptionGroup(body: OptionGroupPayload): OptionGroup {
  const groups = readTrialOptionGroups();
  const group = groupFrom(body, newTrialObjectId(), null);
  refuseTakenName(groups, group.name);
  if (groups.length >= OPTION_LIMITS.groupsPerShopMax) throw new TrialError(409, OPTION_API_MESSAGES.tooManyGroups);
  writeTrialOptionGroups([...groups, group]);
  return group;
}

/** Every item carrying the group reads the new one (items keep the ids alone). */
export function updateTrialOptionGroup(id: string, body: OptionGroupPayload): OptionGroup {
  const { groups, group: held } = findGroup(id);
  const group = groupFrom(body, id, held);
  refuseTakenName(groups, group.name, id);
  writeTrialOptionGroups(groups.map((g) => (g._id === id ? group : g)));
  return group;
}

/** The group leaves every item that carried it. */
export function deleteTrialOptionGroup(id: string): void {
  const { groups } = findGroup(id);
  writeTrialOptionGroups(groups.filter((g) => g._id !== id));
  writeTrialProducts(
    readTrialProducts().map((p) => ({ ...p, option_group_ids: (p.option_group_ids ?? []).filter((g) => g !== id) })),
  );
}

export function setTrialChoiceSoldOut(groupId: string, choiceId: string, soldOut: boolean): OptionGroup {
  const { groups, group } = findGroup(groupId);
  if (!group.choices.some((c) => c._id === choiceId)) throw new TrialError(404, OPTION_API_MESSAGES.choiceNotInGroup);
  const saved = { ...group, choices: group.choices.map((c) => (c._id === choiceId ? { ...c, sold_out: soldOut } : c)) };
  writeTrialOptionGroups(groups.map((g) => (g._id === groupId ? saved : g)));
  return saved;
}

/** The terms this device keeps (the defaults when none were saved or they cannot be read). */
function readTrialDeliveryTerms(): DeliveryTerms {
  try {
    return deliveryTermsOf(
      deliveryTermsPaise(JSON.parse(storage.get(TRIAL_DELIVERY_TERMS_KEY) ?? 'null') as DeliveryTerms | null),
    );
  } catch {
    return deliveryTermsOf(deliveryTermsPaise(null));
  }
}

/** The trial's shop as a read answers it (refreshShop): with its delivery terms and payment settings, as every shop view. */
export const trialShopView = (): Shop => ({
  ...trialShop(),
  delivery_terms: readTrialDeliveryTerms(),
  billing: readTrialBilling(),
});

/** PUT /api/shops/{id}/delivery-terms as a trial answers it (a trial's shop has no pin: no distance limit). */
export function saveTrialDeliveryTerms(terms: DeliveryTerms): DeliveryTermsAnswer {
  const shop = trialShop();
  const errors = validateDeliveryTerms(terms, Boolean(shop.location)) as Record<string, string>;
  if (hasErrors(errors)) throw new TrialError(422, Object.values(errors)[0] ?? 'Validation failed', errors);
  const saved = deliveryTermsOf(deliveryTermsPaise(terms));
  storage.set(TRIAL_DELIVERY_TERMS_KEY, JSON.stringify(saved));
  return { success: true, message: DELIVERY_TERMS_MESSAGES.saved, data: { ...trialShop(), delivery_terms: saved } };
}

/**
 * A counter order priced as the server prices it: each line's item from the trial's menu, its
 * unit price the base price plus the chosen options (resolvePicks, on the trial's own groups),
 * the options kept as they were; the total by the one totals rule (a counter order: no delivery
 * fee). Refused as the server refuses: an item not on the menu (400), an option problem (400; a
 * sold-out choice 409), with the same messages. A trial set as a composition shop charges no tax
 * (`taxFree`), as the server prices such a shop's orders.
 */
export function priceTrialOrder(
  lines: OwnerOrderPayload['items'],
  products: readonly Product[],
): { items: OrderItem[]; totalPaise: number; taxFree: boolean } {
  const shopChoiceIds = new Set(readTrialOptionGroups().flatMap((g) => g.choices.map((c) => c._id)));
  const items = lines.map((line): OrderItem => {
    const product = products.find((p) => p._id === line.product_id);
    if (!product) throw new TrialError(400, ORDER_DESK_MESSAGES.productUnknown);
    const picked = resolvePicks(product.name, pricingGroupsOf(product.option_groups), line.option_ids ?? [], shopChoiceIds);
    if (!picked.ok) throw new TrialError(picked.kind === 'sold-out' ? 409 : 400, picked.message);
    const base = rupeesToPaise(product.price);
    return {
      product_id: product._id,
      product_name: product.name,
      name: product.name,
      quantity: line.quantity,
      price: paiseToRupees(base + picked.extraPaise),
      ...(product.section ? { sectionName: product.section } : {}),
      ...(picked.options.length ? { options: orderItemOptionsOf(picked.options), base_price: paiseToRupees(base) } : {}),
    };
  });
  const scheme = readTrialBilling().gst_scheme;
  const totals = orderTotals(
    items.map((i) => ({ pricePaise: rupeesToPaise(i.price), quantity: i.quantity })),
    'pickup',
    undefined,
    scheme,
  );
  return { items, totalPaise: totals.total, taxFree: !chargesTax(scheme) };
}
