import {
  CUSTOMER_API_MESSAGES,
  DEFAULT_CATEGORY_NAME,
  deliveryTermsPaise,
  type DeliveryTermsPaise,
  type LocalNames,
  localName,
  type MenuSection,
  NO_LOCATION_TEXT,
  type Paise,
  type Product,
  productSectionId,
  rupeesToPaise,
  type Shop,
  shopOpenState,
  storefrontPath,
} from '@chowk/contracts';

export { todayHours } from '../../shared-ui/shop-text';

/** A text of @chowk/contracts in the page's language (`useMessage()`); English by default. */
type Translate = (text: string) => string;
const asIs: Translate = (text) => text;

/** The four customer shop routes (docs/product.md §2) of a shop. */
export function shopPaths(code: string) {
  const home = storefrontPath(code);
  return { home, cart: `${home}/cart`, checkout: `${home}/checkout`, confirmation: `${home}/order-confirmation` };
}

/**
 * Why an order cannot be placed right now, or null: browsing and filling the cart stay open
 * while a shop is closed or paused; checkout says why it cannot go on (the server refuses
 * such orders with the same texts).
 */
export function orderingBlockedReason(shop: Pick<Shop, 'openingHours' | 'ordersPaused'>, now: Date): string | null {
  const state = shopOpenState(shop, now);
  if (state === 'paused') return CUSTOMER_API_MESSAGES.shopPaused;
  if (state === 'closed') return CUSTOMER_API_MESSAGES.shopClosed;
  return null;
}

/** The shop's delivery terms in paise (the defaults, ₹29 to anywhere, when it has set none). */
export const shopTerms = (shop: Pick<Shop, 'delivery_terms'>): DeliveryTermsPaise => deliveryTermsPaise(shop.delivery_terms);

/**
 * The least an item costs: its own price plus the cheapest picks its required groups ask for
 * (sold-out choices left out). Above the item's price, the card says "from" it.
 */
export function fromPricePaise(product: Pick<Product, 'price' | 'option_groups'>): Paise {
  let extra = 0;
  for (const group of product.option_groups ?? []) {
    if (group.min_picks <= 0) continue;
    const prices = group.choices
      .filter((c) => !c.sold_out)
      .map((c) => rupeesToPaise(c.price))
      .sort((a, b) => a - b);
    for (const price of prices.slice(0, group.min_picks)) extra += price;
  }
  return rupeesToPaise(product.price) + extra;
}

export const categoryName = (shop: Shop, tm: Translate = asIs): string => shop.category?.name || tm(DEFAULT_CATEGORY_NAME);

/** "Indiranagar, Bengaluru" (the address first when there is one), else docs/product.md §9's default. */
export function placeText(shop: Shop, tm: Translate = asIs): string {
  const parts = [shop.address?.trim(), shop.district?.name, shop.city?.name].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : tm(NO_LOCATION_TEXT);
}

/**
 * docs/product.md §2 search: the name or the description, whatever the case; the name as shown
 * in `language` (the shop's translation) and the shop's own.
 */
export function matchesSearch(p: Product, search: string, language = 'en'): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [localName(p, language), p.name, p.description ?? ''].some((text) => text.toLowerCase().includes(q));
}

export interface MenuGroup {
  id: string;
  /** The section's own name, and its translations when the shop gave them (shown by localName). */
  name: string;
  names?: LocalNames;
  products: Product[];
}

/**
 * Products under their sections, in the sections' order; items of an unknown section last, under
 * their own section name, else `other` ("Other" in the page's language).
 */
export function groupBySection(products: readonly Product[], sections: readonly MenuSection[], other = 'Other'): MenuGroup[] {
  const groups = new Map<string, MenuGroup>(
    sections.map((s) => [s._id, { id: s._id, name: s.name, ...(s.names ? { names: s.names } : {}), products: [] }]),
  );
  for (const p of products) {
    const id = productSectionId(p);
    let group = groups.get(id);
    if (!group) {
      const name = p.section || (typeof p.menu_section_id === 'object' ? p.menu_section_id.name : '') || other;
      group = { id, name, products: [] };
      groups.set(id, group);
    }
    group.products.push(p);
  }
  return [...groups.values()].filter((g) => g.products.length > 0);
}
