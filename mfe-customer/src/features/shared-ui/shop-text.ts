import {
  DEFAULT_CATEGORY_NAME,
  FIXED_HOURS_LABEL,
  formatDistance,
  formatTime,
  indiaClock,
  isLanguage,
  localeOf,
  NO_LOCATION_TEXT,
  type Shop,
} from '@chowk/contracts';
import { customerI18n } from '../../i18n';

/** A text of @chowk/contracts in the page's language (`useMessage()`); English by default. */
type Translate = (text: string) => string;
const asIs: Translate = (text) => text;

/** docs/product.md §9: 'General Store' when a shop has no category (the shop's own words are never translated). */
export const shopCategory = (shop: Pick<Shop, 'category'>, tm: Translate = asIs): string =>
  shop.category?.name?.trim() || tm(DEFAULT_CATEGORY_NAME);

/** "Indiranagar, Bengaluru, Karnataka", else docs/product.md §9's 'Location not specified'. */
export function shopPlace(shop: Pick<Shop, 'district' | 'city' | 'state'>, tm: Translate = asIs): string {
  const parts = [shop.district?.name, shop.city?.name, shop.state?.name].filter((p): p is string => Boolean(p?.trim()));
  return parts.length ? parts.join(', ') : tm(NO_LOCATION_TEXT);
}

/** Whether the shop has its own opening hours (seven days); without them docs/product.md §2's fixed label stands. */
export const hasOpeningHours = (shop: Pick<Shop, 'openingHours'>): boolean =>
  Array.isArray(shop.openingHours) && shop.openingHours.length === 7;

/** "9:00 AM" in English (the spec's), the clock of the language otherwise ("9:00 am" in Hindi). */
export function clockTime(hhmm: string, language: string = customerI18n.language): string {
  if (!isLanguage(language) || language === 'en') return formatTime(hhmm);
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    minutes * 60_000,
  );
}

/** "1.2 km", "450 m" (the spec's) in English; in the language's own units otherwise. */
export function distanceText(km: number, language: string): string {
  if (!isLanguage(language) || language === 'en') return formatDistance(km);
  const format = (value: number, unit: 'meter' | 'kilometer', digits: number) =>
    new Intl.NumberFormat(localeOf(language), {
      style: 'unit',
      unit,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  if (km < 1) return format(Math.max(10, Math.round((km * 1000) / 10) * 10), 'meter', 0);
  return km < 10 ? format(Number(km.toFixed(1)), 'kilometer', 1) : format(Math.round(km), 'kilometer', 0);
}

/**
 * Today's hours in India: "Today 9:00 AM – 9:00 PM", "Closed today", or the fixed label for a
 * shop without hours; in the language of the moment (the remote's words by customerI18n).
 */
export function todayHours(shop: Pick<Shop, 'openingHours'>, now: Date, tm: Translate = asIs): string {
  if (!hasOpeningHours(shop)) return tm(FIXED_HOURS_LABEL);
  const today = shop.openingHours[indiaClock(now).day];
  if (!today || today.closed) return customerI18n.t('shop.closedToday');
  return customerI18n.t('shop.todayHours', { open: clockTime(today.open), close: clockTime(today.close) });
}
