import {
  CUSTOMER_API_MESSAGES,
  OPTION_SHEET_TEXT,
  type Paise,
  type Product,
  pricingGroupsOf,
  resolvePicks,
  rupeesToPaise,
} from '@chowk/contracts';
import type { CartLineOption } from './cart-storage';

export type PricedChoice =
  { ok: true; optionIds: string[]; options: CartLineOption[]; pricePaise: Paise } | { ok: false; message: string };

/**
 * An item with these choices as the menu prices it (resolvePicks, the server's rule): the unit
 * price (the item's own plus its options') and the options in the item's group order; or why
 * the choices do not go with the item (a required group missing, a choice sold out or gone).
 */
export function priceChoice(product: Product, optionIds: readonly string[]): PricedChoice {
  const base = rupeesToPaise(product.price);
  const groups = product.option_groups ?? [];
  if (groups.length === 0 && optionIds.length === 0) return { ok: true, optionIds: [], options: [], pricePaise: base };
  const picks = resolvePicks(product.name, pricingGroupsOf(groups), optionIds);
  if (!picks.ok) return picks;
  return {
    ok: true,
    optionIds: picks.options.map((o) => o.choiceId),
    options: picks.options.map((o) => ({ group: o.groupName, name: o.choiceName, pricePaise: o.pricePaise })),
    pricePaise: base + picks.extraPaise,
  };
}

/**
 * Why a cart line cannot be ordered from this menu, or null: its item gone or sold out, or its
 * choices no longer valid (checkout flags the line and waits until it is removed).
 */
export function lineProblem(line: { optionIds: readonly string[] }, product: Product | undefined): string | null {
  if (!product) return OPTION_SHEET_TEXT.lineChanged;
  if (product.sold_out) return CUSTOMER_API_MESSAGES.productSoldOut(product.name);
  const priced = priceChoice(product, line.optionIds);
  return priced.ok ? null : priced.message;
}
