import { CUSTOMER_LIMITS, STORAGE_KEYS, type Paise } from '@chowk/contracts';
import { storage } from '@chowk/session';

/**
 * A cart line (docs/product.md §3 'product plus quantity'): what the cart needs of the product to show
 * itself before the menu is in, and the quantity. The menu's own price wins once it loads
 * (the server prices the order from its records anyway, docs/architecture.md).
 */
export interface CartLine {
  productId: string;
  name: string;
  pricePaise: Paise;
  quantity: number;
}

/** One cart per shop on this device (docs/product.md §4): `cart:<shop code>`. */
export const cartKey = (shopCode: string): string => `${STORAGE_KEYS.cartPrefix}${shopCode}`;

const isLine = (v: unknown): v is CartLine => {
  const l = v as Partial<CartLine> | null;
  return (
    !!l &&
    typeof l.productId === 'string' &&
    l.productId !== '' &&
    typeof l.name === 'string' &&
    typeof l.pricePaise === 'number' &&
    Number.isInteger(l.pricePaise) &&
    l.pricePaise >= 0 &&
    typeof l.quantity === 'number' &&
    Number.isInteger(l.quantity) &&
    l.quantity >= 1
  );
};

/**
 * The stored cart of a shop. Storage edited by hand or written by an older version is read
 * leniently: bad lines are dropped, quantities capped, a product appears once; never a throw.
 */
export function readCart(shopCode: string): CartLine[] {
  const raw = storage.get(cartKey(shopCode));
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = (parsed as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const item of list) {
    if (!isLine(item) || seen.has(item.productId)) continue;
    seen.add(item.productId);
    lines.push({
      productId: item.productId,
      name: item.name,
      pricePaise: item.pricePaise,
      quantity: Math.min(item.quantity, CUSTOMER_LIMITS.maxQuantityPerLine),
    });
    if (lines.length >= CUSTOMER_LIMITS.maxLinesPerOrder) break;
  }
  return lines;
}

/** An empty cart leaves no key behind. */
export function writeCart(shopCode: string, lines: readonly CartLine[]): void {
  if (lines.length === 0) storage.remove(cartKey(shopCode));
  else storage.set(cartKey(shopCode), JSON.stringify({ v: 1, lines }));
}
