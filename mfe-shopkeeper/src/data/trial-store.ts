import {
  defaultOpeningHours,
  type MenuSection,
  type OptionGroup,
  type Order,
  nameKey,
  type Product,
  productSectionId,
  type Shop,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { storage } from '@chowk/session';

/**
 * Trial mode (docs/product.md §1, §3, §6, §7): the trial shop's sections, items and orders live in this
 * browser's local storage only, under STORAGE_KEYS.trial*. Nothing in this file (or in
 * trial-source.ts over it) makes an HTTP request, and customers never see a trial shop; only
 * carryTrialMenu, run after the trial user has registered, talks to the API.
 *
 * Storage someone edited by hand, or an older version wrote, is recovered rather than
 * breaking the page: unreadable JSON counts as empty, and rows without the fields the screens
 * read are dropped (and the cleaned list written back).
 */
export const TRIAL_SHOP_ID = 'trial-shop';
export const TRIAL_SHOP_CODE = 'TRIAL';
/** The trial's option groups (docs/product.md "Item options", data/trial-groups.ts) and delivery terms, on this device as the rest. */
export const TRIAL_OPTION_GROUPS_KEY = 'trialOptionGroups';
export const TRIAL_DELIVERY_TERMS_KEY = 'trialDeliveryTerms';
/** The trial's payment and bill settings (UPI ID, payee, GST registration: data/trial-billing.ts), on this device as the rest. */
export const TRIAL_BILLING_KEY = 'trialBilling';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

const isSection = (v: unknown): v is MenuSection => isRecord(v) && isText(v._id) && isText(v.name);

const isProduct = (v: unknown): v is Product =>
  isRecord(v) &&
  isText(v._id) &&
  isText(v.name) &&
  typeof v.price === 'number' &&
  Number.isFinite(v.price) &&
  typeof v.sold_out === 'boolean' &&
  (isText(v.menu_section_id) || (isRecord(v.menu_section_id) && isText(v.menu_section_id._id)));

const isOrderItem = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v.quantity === 'number' &&
  Number.isFinite(v.quantity) &&
  typeof v.price === 'number' &&
  Number.isFinite(v.price);

const OPTIONAL_ORDER_TEXT = [
  'order_id',
  'customer_name',
  'customer_mobile',
  'customer_email',
  'created_at',
  'updated_at',
  'notes',
];

// The desk and the day's figures price every line: an order with a line they cannot read is dropped.
const isOrder = (v: unknown): v is Order =>
  isRecord(v) &&
  isText(v._id) &&
  Array.isArray(v.items) &&
  v.items.every(isOrderItem) &&
  typeof v.status === 'string' &&
  typeof v.total_amount === 'number' &&
  OPTIONAL_ORDER_TEXT.every((key) => v[key] === undefined || typeof v[key] === 'string');

export function readList<T>(key: string, valid: (v: unknown) => v is T): T[] {
  const raw = storage.get(key);
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    storage.remove(key);
    return [];
  }
  if (!Array.isArray(value)) {
    storage.remove(key);
    return [];
  }
  const rows = value.filter(valid);
  if (rows.length !== value.length) storage.set(key, JSON.stringify(rows));
  return rows;
}

export const writeList = (key: string, rows: unknown[]): void => storage.set(key, JSON.stringify(rows));

export const readTrialSections = (): MenuSection[] => readList(STORAGE_KEYS.trialSections, isSection);
export const writeTrialSections = (rows: MenuSection[]): void => writeList(STORAGE_KEYS.trialSections, rows);
export const readTrialProducts = (): Product[] => readList(STORAGE_KEYS.trialProducts, isProduct);
/** The device keeps an item's group ids alone: its `option_groups` are read with it (data/trial-groups.ts). */
export const writeTrialProducts = (rows: Product[]): void =>
  writeList(
    STORAGE_KEYS.trialProducts,
    rows.map(({ option_groups: _resolved, ...row }) => row),
  );
export const readTrialOrders = (): Order[] => readList(STORAGE_KEYS.trialOrders, isOrder);
export const writeTrialOrders = (rows: Order[]): void => writeList(STORAGE_KEYS.trialOrders, rows);

/** A fresh id for a trial row (crypto.randomUUID: every browser Chowk supports has it in a secure context). */
export const newTrialId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The trial profile the wizard keeps (never a password), under STORAGE_KEYS.trialShop. */
export interface TrialProfile {
  mobile: string;
  email?: string;
}

export function saveTrialProfile(profile: TrialProfile): void {
  storage.set(STORAGE_KEYS.trialShop, JSON.stringify(profile));
}

export function readTrialProfile(): TrialProfile | null {
  try {
    const value: unknown = JSON.parse(storage.get(STORAGE_KEYS.trialShop) ?? 'null');
    return isRecord(value) && typeof value.mobile === 'string'
      ? { mobile: value.mobile, ...(typeof value.email === 'string' && value.email ? { email: value.email } : {}) }
      : null;
  } catch {
    return null;
  }
}

let theTrialShop: Shop | null = null;

/**
 * The trial's shop as the pages show it: made on the first call and then always the same object
 * (the frame compares it between renders). Its code 'TRIAL' is no shop code a customer can
 * open; nothing about it leaves the device.
 */
export function trialShop(): Shop {
  theTrialShop ??= {
    _id: TRIAL_SHOP_ID,
    code: TRIAL_SHOP_CODE,
    name: 'My trial shop',
    shop_name: 'My trial shop',
    category: null,
    category_id: null,
    district: null,
    city: null,
    state: null,
    address: '',
    location: null,
    openingHours: defaultOpeningHours(),
    ordersPaused: false,
    delivers: false,
  };
  return theTrialShop;
}

export function readTrialMenu(): { sections: MenuSection[]; products: Product[] } {
  return { sections: readTrialSections(), products: readTrialProducts() };
}

export const hasTrialMenu = (): boolean => {
  const { sections, products } = readTrialMenu();
  return sections.length > 0 || products.length > 0;
};

/** The trial leaves this device: profile, sections, items, option groups, delivery terms, payment settings and orders. */
export function clearTrialData(): void {
  for (const key of [
    STORAGE_KEYS.trialShop,
    STORAGE_KEYS.trialProducts,
    STORAGE_KEYS.trialSections,
    STORAGE_KEYS.trialOrders,
    TRIAL_OPTION_GROUPS_KEY,
    TRIAL_DELIVERY_TERMS_KEY,
    TRIAL_BILLING_KEY,
  ]) {
    storage.remove(key);
  }
}

/**
 * After a trial user registers: the trial's sections, its option groups, then its items, created
 * in the new shop through the API (with their Hindi and Tamil names; the items with their new section and group ids, sold-out items
 * marked sold out). Nothing is skipped silently: a group or an item whose save failed, or an item
 * whose section could not be made, counts in `failed` (an item whose group failed is still
 * copied, without that group). A section or group the new shop already has (same name) is reused,
 * so a second run after a partial failure does not duplicate it. The caller clears the trial data
 * afterwards.
 */
export async function carryTrialMenu(
  shopId: string,
  onProgress?: (done: number, total: number) => void,
): Promise<{ sections: number; products: number; failed: number }> {
  // Loaded here only: the trial itself never needs the API client.
  const { createMenuSection, createOptionGroup, createProduct, listMenuSections, listOptionGroups, setProductSoldOut } =
    await import('@chowk/api-client');
  const { sections, products } = readTrialMenu();
  const groups = (await import('./trial-groups')).readTrialOptionGroups();
  const total = sections.length + groups.length + products.length;
  let done = 0;
  let failed = 0;
  const ids = new Map<string, string>();
  const existing = sections.length ? await listMenuSections(shopId).catch(() => [] as MenuSection[]) : [];
  for (const section of [...sections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))) {
    const same = existing.find((s) => nameKey(s.name) === nameKey(section.name));
    try {
      const names = section.names && Object.keys(section.names).length ? { names: section.names } : {};
      ids.set(section._id, same ? same._id : (await createMenuSection({ name: section.name, ...names, shop_id: shopId }))._id);
    } catch {
      failed += 1;
    }
    onProgress?.(++done, total);
  }
  const groupIds = new Map<string, string>();
  const existingGroups = groups.length ? await listOptionGroups(shopId).catch(() => [] as OptionGroup[]) : [];
  for (const group of groups) {
    const same = existingGroups.find((g) => nameKey(g.name) === nameKey(group.name));
    try {
      const created = same
        ? same
        : await createOptionGroup({
            shop_id: shopId,
            name: group.name,
            selection: group.selection,
            required: group.required,
            // The picks where they apply, as the group dialog sends them.
            ...(group.selection === 'multiple'
              ? { ...(group.required ? { min_picks: group.min_picks } : {}), max_picks: group.max_picks }
              : {}),
            choices: group.choices.map((c) => ({ name: c.name, price: c.price, sold_out: c.sold_out })),
          });
      groupIds.set(group._id, created._id);
    } catch {
      failed += 1;
    }
    onProgress?.(++done, total);
  }
  let copied = 0;
  for (const product of products) {
    const sectionId = ids.get(productSectionId(product));
    const optionGroupIds = (product.option_group_ids ?? []).flatMap((id) => groupIds.get(id) ?? []);
    try {
      if (!sectionId) throw new Error('The item’s section was not copied');
      const created = await createProduct({
        name: product.name,
        ...(product.names && Object.keys(product.names).length ? { names: product.names } : {}),
        shop_id: shopId,
        menu_section_id: sectionId,
        price: product.price,
        ...(product.description ? { description: product.description } : {}),
        ...(optionGroupIds.length ? { option_group_ids: optionGroupIds } : {}),
      });
      copied += 1;
      if (product.sold_out) await setProductSoldOut(created._id, true).catch(() => undefined);
    } catch {
      failed += 1;
    }
    onProgress?.(++done, total);
  }
  return { sections: ids.size, products: copied, failed };
}
