import type { OptionGroup, Product } from '@chowk/contracts';
import { readList, TRIAL_OPTION_GROUPS_KEY, writeList } from './trial-store';

/**
 * A trial's option groups (docs/product.md "Item options") on this device, as trial-store.ts keeps
 * the rest (rows someone edited by hand or an older version wrote are dropped), and the items read
 * with them. Apart from trial-store.ts, which the login pages load too.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

const isChoice = (v: unknown): boolean =>
  isRecord(v) &&
  isText(v._id) &&
  isText(v.name) &&
  typeof v.price === 'number' &&
  Number.isFinite(v.price) &&
  typeof v.sold_out === 'boolean';

const isOptionGroup = (v: unknown): v is OptionGroup =>
  isRecord(v) &&
  isText(v._id) &&
  isText(v.name) &&
  (v.selection === 'single' || v.selection === 'multiple') &&
  typeof v.required === 'boolean' &&
  Number.isInteger(v.min_picks) &&
  Number.isInteger(v.max_picks) &&
  Array.isArray(v.choices) &&
  v.choices.every(isChoice);

export const readTrialOptionGroups = (): OptionGroup[] => readList(TRIAL_OPTION_GROUPS_KEY, isOptionGroup);
export const writeTrialOptionGroups = (rows: OptionGroup[]): void => writeList(TRIAL_OPTION_GROUPS_KEY, rows);

/**
 * An item as every read answers it, as the API does: its groups' ids ([] when none; a group gone
 * is gone from it) and the groups themselves, in its order. The device keeps the ids alone.
 */
export function withOptionGroups(product: Product, groups: readonly OptionGroup[]): Product {
  const byId = new Map(groups.map((g) => [g._id, g]));
  const own = (Array.isArray(product.option_group_ids) ? product.option_group_ids : []).flatMap((id) => byId.get(id) ?? []);
  return { ...product, option_group_ids: own.map((g) => g._id), option_groups: own };
}

/**
 * An option group's or a choice's id: 24 hex digits, as the API's, so the contract's id rules
 * (optionGroupIdsError) read a trial's ids as they read a registered shop's.
 */
export const newTrialObjectId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
