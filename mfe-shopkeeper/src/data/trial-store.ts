import {
  defaultOpeningHours,
  hasErrors,
  type MenuSection,
  type Order,
  type Product,
  type ProductPayload,
  rupeesToPaise,
  paiseToRupees,
  productSectionId,
  type Shop,
  STORAGE_KEYS,
  validateMenuItem,
  validateSectionName,
} from '@chowk/contracts';
import { storage } from '@chowk/session';
import type { ShopSource } from './source';

/**
 * Trial mode (spec §3, §6, §9): the trial shop's sections, items and orders live in this
 * browser's local storage only, under STORAGE_KEYS.trial*. Nothing here makes an HTTP request;
 * customers never see a trial shop. Storage that cannot be read (edited by hand, another
 * version) is treated as empty rather than breaking the page.
 */
export const TRIAL_SHOP_ID = 'trial-shop';

/** A trial validation failure, shaped like the API's 422 so the forms treat both alike. */
export class TrialValidationError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'Invalid');
  }
}

function read<T>(key: string): T[] {
  try {
    const value: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

const write = (key: string, rows: unknown[]): void => storage.set(key, JSON.stringify(rows));

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The trial profile the wizard keeps (never a password). */
export interface TrialProfile {
  mobile: string;
  email?: string;
}

export function saveTrialProfile(profile: TrialProfile): void {
  storage.set(STORAGE_KEYS.trialShop, JSON.stringify(profile));
}

export function readTrialProfile(): TrialProfile | null {
  try {
    const value = JSON.parse(storage.get(STORAGE_KEYS.trialShop) ?? 'null') as TrialProfile | null;
    return value && typeof value.mobile === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The trial's shop as the pages show it: on this device only, never listed for customers. */
export function trialShop(): Shop {
  return {
    _id: TRIAL_SHOP_ID,
    code: 'TRIAL',
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
}

export function readTrialMenu(): { sections: MenuSection[]; products: Product[] } {
  return { sections: read<MenuSection>(STORAGE_KEYS.trialSections), products: read<Product>(STORAGE_KEYS.trialProducts) };
}

export const hasTrialMenu = (): boolean => {
  const { sections, products } = readTrialMenu();
  return sections.length > 0 || products.length > 0;
};

export function clearTrialData(): void {
  for (const key of [STORAGE_KEYS.trialShop, STORAGE_KEYS.trialProducts, STORAGE_KEYS.trialSections, STORAGE_KEYS.trialOrders]) {
    storage.remove(key);
  }
}

function productFrom(body: ProductPayload, id: string, sections: MenuSection[], soldOut = false): Product {
  const errors = validateMenuItem(body) as Record<string, string>;
  const section = sections.find((s) => s._id === body.menu_section_id);
  if (!hasErrors(errors) && !section) errors.menu_section_id = 'Section is required';
  if (hasErrors(errors)) throw new TrialValidationError(errors);
  return {
    _id: id,
    name: body.name.trim(),
    shop_id: TRIAL_SHOP_ID,
    price: paiseToRupees(rupeesToPaise(Number(body.price))),
    description: body.description?.trim() ?? '',
    section: section?.name ?? '',
    menu_section_id: { _id: body.menu_section_id, name: section?.name ?? '' },
    sold_out: soldOut,
    sold_by_weight: false,
  };
}

/** The trial's ShopSource: the same calls as the API's, on local storage. */
export const trialSource: ShopSource = {
  listProducts: async () => read<Product>(STORAGE_KEYS.trialProducts),
  listSections: async () => read<MenuSection>(STORAGE_KEYS.trialSections),
  listOrders: async () => read<Order>(STORAGE_KEYS.trialOrders),
  async createSection(_shopId, name) {
    const errors = validateSectionName({ name }) as Record<string, string>;
    if (hasErrors(errors)) throw new TrialValidationError(errors);
    const sections = read<MenuSection>(STORAGE_KEYS.trialSections);
    if (sections.some((s) => s.name.trim().toLowerCase() === name.trim().toLowerCase())) {
      throw new TrialValidationError({ name: 'A section with this name already exists' });
    }
    // Spec §9: a trial section's order is the list length plus 1.
    const section: MenuSection = { _id: newId(), name: name.trim(), shop_id: TRIAL_SHOP_ID, order: sections.length + 1 };
    write(STORAGE_KEYS.trialSections, [...sections, section]);
    return section;
  },
  async createProduct(body) {
    const product = productFrom(body, newId(), read<MenuSection>(STORAGE_KEYS.trialSections));
    write(STORAGE_KEYS.trialProducts, [...read<Product>(STORAGE_KEYS.trialProducts), product]);
    return product;
  },
  async updateProduct(id, body) {
    const products = read<Product>(STORAGE_KEYS.trialProducts);
    const current = products.find((p) => p._id === id);
    if (!current) throw new Error('Product not found');
    const product = productFrom(body, id, read<MenuSection>(STORAGE_KEYS.trialSections), current.sold_out);
    write(
      STORAGE_KEYS.trialProducts,
      products.map((p) => (p._id === id ? product : p)),
    );
    return product;
  },
  async deleteProduct(id) {
    write(
      STORAGE_KEYS.trialProducts,
      read<Product>(STORAGE_KEYS.trialProducts).filter((p) => p._id !== id),
    );
  },
  async setSoldOut(id, soldOut) {
    const products = read<Product>(STORAGE_KEYS.trialProducts);
    const current = products.find((p) => p._id === id);
    if (!current) throw new Error('Product not found');
    const product = { ...current, sold_out: soldOut };
    write(
      STORAGE_KEYS.trialProducts,
      products.map((p) => (p._id === id ? product : p)),
    );
    return product;
  },
};

/**
 * After a trial user registers: their trial sections and items, created in the new shop through
 * the API (sections first, then items with the new section ids). What was copied leaves the trial.
 */
export async function carryTrialMenu(
  shopId: string,
  onProgress?: (done: number, total: number) => void,
): Promise<{ sections: number; products: number; failed: number }> {
  const { createMenuSection, createProduct, listMenuSections } = await import('@chowk/api-client');
  const { sections, products } = readTrialMenu();
  const total = sections.length + products.length;
  let done = 0;
  let failed = 0;
  const ids = new Map<string, string>();
  const existing = await listMenuSections(shopId).catch(() => [] as MenuSection[]);
  for (const section of [...sections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))) {
    const same = existing.find((s) => s.name.toLowerCase() === section.name.toLowerCase());
    try {
      ids.set(section._id, same ? same._id : (await createMenuSection({ name: section.name, shop_id: shopId }))._id);
    } catch {
      failed += 1;
    }
    onProgress?.(++done, total);
  }
  let copied = 0;
  for (const product of products) {
    const sectionId = ids.get(productSectionId(product));
    try {
      if (!sectionId) throw new Error('its section was not copied');
      await createProduct({
        name: product.name,
        shop_id: shopId,
        menu_section_id: sectionId,
        price: product.price,
        ...(product.description ? { description: product.description } : {}),
      });
      copied += 1;
    } catch {
      failed += 1;
    }
    onProgress?.(++done, total);
  }
  return { sections: ids.size, products: copied, failed };
}
