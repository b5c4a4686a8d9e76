import { formatInIndia } from '@chowk/contracts';

/** A plan's or payment's date as the shop reads it: "25 Nov 2027", India's calendar day, in `locale` (useLocale). */
export const planDate = (value: Date | string, locale?: string): string =>
  formatInIndia(value, { day: 'numeric', month: 'short', year: 'numeric' }, locale);
