import { formatRupees, OPTION_SHEET_TEXT, type OptionGroup, type Product, rupeesToPaise } from '@chowk/contracts';

const same = (text: string) => text;

/** How many a group takes, in the storefront sheet's words: "Choose 1", "Choose up to 2", "Choose 1 to 3". */
export function picksText(g: Pick<OptionGroup, 'selection' | 'min_picks' | 'max_picks' | 'choices'>): string {
  if (g.selection === 'single' || (g.max_picks === 1 && g.min_picks <= 1)) return OPTION_SHEET_TEXT.pickOne;
  if (g.min_picks === 0) return OPTION_SHEET_TEXT.pickUpTo(g.max_picks);
  if (g.max_picks >= g.choices.length && g.min_picks < g.max_picks) return OPTION_SHEET_TEXT.pickAtLeast(g.min_picks);
  return OPTION_SHEET_TEXT.pickBetween(g.min_picks, g.max_picks);
}

/** "Required · Choose 1", "Optional · Choose up to 2"; `tm` (useMessage) says it in the device's language. */
export const picksHint = (
  g: Pick<OptionGroup, 'required' | 'selection' | 'min_picks' | 'max_picks' | 'choices'>,
  tm: (text: string) => string = same,
): string => `${tm(g.required ? OPTION_SHEET_TEXT.required : OPTION_SHEET_TEXT.optional)} · ${tm(picksText(g))}`;

/** A choice's price change: "+₹5.00" (and "+₹0.00": the choice costs nothing more). */
export const priceChange = (rupees: number): string => `+${formatRupees(rupeesToPaise(rupees))}`;

/** An item's groups as the menu lists them: "Size · Add-ons" (none: ''). */
export const groupNames = (p: Pick<Product, 'option_groups'>): string => (p.option_groups ?? []).map((g) => g.name).join(' · ');

/** How many of these items carry the group. */
export const itemsCarrying = (groupId: string, products: readonly Product[]): Product[] =>
  products.filter((p) => (p.option_group_ids ?? p.option_groups?.map((g) => g._id) ?? []).includes(groupId));
