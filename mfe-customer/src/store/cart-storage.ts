import { cartLineKey, CUSTOMER_LIMITS, MAX_OPTION_IDS_PER_LINE, type Paise, STORAGE_KEYS } from '@chowk/contracts';
import { storage } from '@chowk/session';

/** A chosen option as the cart shows it (optionsSummary reads group and name). */
export interface CartLineOption {
  group: string;
  name: string;
  /** Added to the item's own price. */
  pricePaise: Paise;
}

/**
 * A cart line (docs/product.md §3 'product plus quantity'; "Item options"): an item with its
 * chosen options, what the cart needs of them to show itself before the menu is in, and the
 * quantity. One line per item-and-choices (cartLineKey). `pricePaise` is the unit price with
 * the options. The menu's own prices win once it loads (the server prices the order from its
 * records anyway, docs/architecture.md).
 */
export interface CartLine {
  productId: string;
  /** The chosen choices' ids, in the item's group order; empty for an item without options. */
  optionIds: string[];
  /** The chosen options in the same order, for the line's summary ("Full · Extra cheese"). */
  options: CartLineOption[];
  name: string;
  pricePaise: Paise;
  quantity: number;
}

/** The line's identity: the item and its set of choices (the same choices again add to it). */
export const lineKey = (line: Pick<CartLine, 'productId' | 'optionIds'>): string => cartLineKey(line.productId, line.optionIds);

/** One cart per shop on this device (docs/product.md §4): `cart:<shop code>`. */
export const cartKey = (shopCode: string): string => `${STORAGE_KEYS.cartPrefix}${shopCode}`;

const isPaise = (v: unknown): v is Paise => typeof v === 'number' && Number.isInteger(v) && v >= 0;

const isLine = (v: unknown): v is Omit<CartLine, 'optionIds' | 'options'> & { optionIds?: unknown; options?: unknown } => {
  const l = v as Partial<CartLine> | null;
  return (
    !!l &&
    typeof l.productId === 'string' &&
    l.productId !== '' &&
    typeof l.name === 'string' &&
    isPaise(l.pricePaise) &&
    typeof l.quantity === 'number' &&
    Number.isInteger(l.quantity) &&
    l.quantity >= 1
  );
};

/** The stored choice ids: a cart written before item options has none (its key is the item's id). */
function optionIdsOf(raw: unknown): string[] | null {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > MAX_OPTION_IDS_PER_LINE) return null;
  return raw.every((id) => typeof id === 'string' && id !== '') ? (raw as string[]) : null;
}

/** The stored options' names: wrong ones read as none (the menu's load writes them again). */
function optionsOf(raw: unknown, count: number): CartLineOption[] {
  if (!Array.isArray(raw) || raw.length !== count) return [];
  const ok = raw.every(
    (o: Partial<CartLineOption> | null) =>
      !!o && typeof o.group === 'string' && typeof o.name === 'string' && isPaise(o.pricePaise),
  );
  return ok ? (raw as CartLineOption[]).map(({ group, name, pricePaise }) => ({ group, name, pricePaise })) : [];
}

/**
 * The stored cart of a shop. Storage edited by hand or written by an older version is read
 * leniently: bad lines are dropped, quantities capped, an item-and-choices appears once; never
 * a throw. A line of the cart before item options (no `optionIds`) is the item without options.
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
    if (!isLine(item)) continue;
    const optionIds = optionIdsOf(item.optionIds);
    if (!optionIds) continue;
    const line: CartLine = {
      productId: item.productId,
      optionIds,
      options: optionsOf(item.options, optionIds.length),
      name: item.name,
      pricePaise: item.pricePaise,
      quantity: Math.min(item.quantity, CUSTOMER_LIMITS.maxQuantityPerLine),
    };
    const key = lineKey(line);
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(line);
    if (lines.length >= CUSTOMER_LIMITS.maxLinesPerOrder) break;
  }
  return lines;
}

/** An empty cart leaves no key behind. */
export function writeCart(shopCode: string, lines: readonly CartLine[]): void {
  if (lines.length === 0) storage.remove(cartKey(shopCode));
  else storage.set(cartKey(shopCode), JSON.stringify({ v: 2, lines }));
}
