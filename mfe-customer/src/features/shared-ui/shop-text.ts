import { DEFAULT_CATEGORY_NAME, FIXED_HOURS_LABEL, formatTime, indiaClock, NO_LOCATION_TEXT, type Shop } from '@chowk/contracts';

/** docs/product.md §9: 'General Store' when a shop has no category. */
export const shopCategory = (shop: Pick<Shop, 'category'>): string => shop.category?.name?.trim() || DEFAULT_CATEGORY_NAME;

/** "Indiranagar, Bengaluru, Karnataka", else docs/product.md §9's 'Location not specified'. */
export function shopPlace(shop: Pick<Shop, 'district' | 'city' | 'state'>): string {
  const parts = [shop.district?.name, shop.city?.name, shop.state?.name].filter((p): p is string => Boolean(p?.trim()));
  return parts.length ? parts.join(', ') : NO_LOCATION_TEXT;
}

/** Whether the shop has its own opening hours (seven days); without them docs/product.md §2's fixed label stands. */
export const hasOpeningHours = (shop: Pick<Shop, 'openingHours'>): boolean =>
  Array.isArray(shop.openingHours) && shop.openingHours.length === 7;

/** Today's hours in India: "Today 9:00 AM – 9:00 PM", "Closed today", or the fixed label for a shop without hours. */
export function todayHours(shop: Pick<Shop, 'openingHours'>, now: Date): string {
  if (!hasOpeningHours(shop)) return FIXED_HOURS_LABEL;
  const today = shop.openingHours[indiaClock(now).day];
  if (!today || today.closed) return 'Closed today';
  return `Today ${formatTime(today.open)} – ${formatTime(today.close)}`;
}
