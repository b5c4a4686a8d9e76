import {
  hasErrors,
  type MenuSection,
  paiseToRupees,
  type Product,
  type ProductPayload,
  rupeesToPaise,
  SHOP_API_MESSAGES,
  SHOP_LIMITS,
  validateMenuItem,
  validateSectionName,
} from '@chowk/contracts';
import type { ShopSource } from './source';
import {
  newTrialId,
  readTrialOrders,
  readTrialProducts,
  readTrialSections,
  TRIAL_SHOP_ID,
  writeTrialProducts,
  writeTrialSections,
} from './trial-store';

/**
 * A trial save refused, shaped as the api-client's ApiError (status, message, `errors` by field,
 * the server's own message), so the forms treat a trial and a registered shop alike: 422 with
 * field messages, 409 for a duplicate or a full menu, 404 for a row that is gone.
 */
export class TrialError extends Error {
  readonly serverMessage: string;
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'TrialError';
    this.serverMessage = message;
  }
}

const invalid = (errors: Record<string, string>): TrialError =>
  new TrialError(422, Object.values(errors)[0] ?? 'Validation failed', errors);

/** The same rules the API runs (libs/contracts), plus the section having to exist in this trial. */
function productFrom(body: ProductPayload, id: string, sections: MenuSection[], soldOut: boolean): Product {
  const errors = validateMenuItem(body) as Record<string, string>;
  const section = sections.find((s) => s._id === body.menu_section_id);
  if (!errors.menu_section_id && !section) errors.menu_section_id = SHOP_API_MESSAGES.sectionNotFound;
  if (hasErrors(errors) || !section) throw invalid(errors);
  const description = typeof body.description === 'string' ? body.description.trim() : '';
  return {
    _id: id,
    name: body.name.trim(),
    shop_id: TRIAL_SHOP_ID,
    // Whole paise, as the API keeps them.
    price: paiseToRupees(rupeesToPaise(Number(body.price))),
    ...(description ? { description } : {}),
    section: section.name,
    menu_section_id: { _id: section._id, name: section.name },
    sold_out: soldOut,
    sold_by_weight: false,
  };
}

function findProduct(id: string): { products: Product[]; product: Product } {
  const products = readTrialProducts();
  const product = products.find((p) => p._id === id);
  if (!product) throw new TrialError(404, SHOP_API_MESSAGES.productNotFound);
  return { products, product };
}

/** The trial's ShopSource: the API's calls and answers, on this browser's storage. */
export const trialSource: ShopSource = {
  listProducts: async () => readTrialProducts(),
  listSections: async () => [...readTrialSections()].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
  listOrders: async () => readTrialOrders(),

  async createSection(_shopId, name) {
    const errors = validateSectionName({ name }) as Record<string, string>;
    if (hasErrors(errors)) throw invalid(errors);
    const sections = readTrialSections();
    if (sections.some((s) => s.name.trim().toLowerCase() === name.trim().toLowerCase())) {
      throw new TrialError(409, SHOP_API_MESSAGES.sectionExists);
    }
    if (sections.length >= SHOP_LIMITS.maxSectionsPerShop) throw new TrialError(409, SHOP_API_MESSAGES.tooManySections);
    // Spec §9: a trial section's order is the list length plus 1.
    const section: MenuSection = { _id: newTrialId(), name: name.trim(), shop_id: TRIAL_SHOP_ID, order: sections.length + 1 };
    writeTrialSections([...sections, section]);
    return section;
  },

  async createProduct(body) {
    const products = readTrialProducts();
    if (products.length >= SHOP_LIMITS.maxProductsPerShop) {
      throw new TrialError(409, SHOP_API_MESSAGES.tooManyProducts);
    }
    const product = productFrom(body, newTrialId(), readTrialSections(), false);
    writeTrialProducts([...products, product]);
    return product;
  },

  async updateProduct(id, body) {
    const { products, product: current } = findProduct(id);
    const product = productFrom(body, id, readTrialSections(), current.sold_out);
    writeTrialProducts(products.map((p) => (p._id === id ? product : p)));
    return product;
  },

  async deleteProduct(id) {
    const { products } = findProduct(id);
    writeTrialProducts(products.filter((p) => p._id !== id));
  },

  async setSoldOut(id, soldOut) {
    const { products, product: current } = findProduct(id);
    const product = { ...current, sold_out: soldOut };
    writeTrialProducts(products.map((p) => (p._id === id ? product : p)));
    return product;
  },
};
