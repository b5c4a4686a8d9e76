import { BadRequestException, ConflictException } from '@nestjs/common';
import { type PickedOption, resolvePicks } from '@chowk/contracts';
import type { PricingProduct } from '../catalogue/menu/menu.service';
import type { ShopPricingGroups } from '../catalogue/options/option-groups.service';

/** Whether pricing these items needs the shop's option groups: an item carries some, or a line names choices. */
export const needsOptionGroups = (
  products: Iterable<Pick<PricingProduct, 'optionGroupIds'>>,
  lines: readonly { option_ids?: readonly string[] }[],
): boolean =>
  lines.some((line) => (line.option_ids?.length ?? 0) > 0) || [...products].some((p) => (p.optionGroupIds?.length ?? 0) > 0);

/**
 * A line's chosen options, from the server's own group records (the one rule, resolvePicks, the
 * storefront's sheet and the counter's picker run too): every id a choice of one of the item's
 * groups, none sold out, none twice, each group's picks in its bounds. A refusal is the line's
 * answer with its own message: a sold-out choice 409, every other 400. The options come back
 * in the item's group order, with the names and prices the order keeps.
 */
export function pickOptions(
  product: Pick<PricingProduct, 'name' | 'optionGroupIds'>,
  optionIds: readonly string[] | undefined,
  groups: ShopPricingGroups,
): PickedOption[] {
  const itemGroups = (product.optionGroupIds ?? []).flatMap((id) => {
    const group = groups.byId.get(String(id));
    return group ? [group] : []; // a group deleted meanwhile: the item no longer has it
  });
  const picked = resolvePicks(product.name, itemGroups, optionIds ?? [], groups.choiceIds);
  if (picked.ok) return picked.options;
  throw picked.kind === 'sold-out' ? new ConflictException(picked.message) : new BadRequestException(picked.message);
}
