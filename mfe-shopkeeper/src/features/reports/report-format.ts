import { formatRupees, rupeesToPaise } from '@chowk/contracts';

/** ₹1,234.50 from rupees. */
export const rupees = (amount: number): string => formatRupees(rupeesToPaise(amount));

/** A top item's options, most chosen first: "Cutting 5 · Elaichi 3 · Full 1" (quantities counted). */
export const choicesText = (choices: readonly { name: string; quantity: number }[]): string =>
  choices.map((c) => `${c.name} ${c.quantity}`).join(' · ');

/** "25 Nov" from 2026-11-25 (the chart's axis; the table says the whole date), in `locale` (hi-IN: "25 नव॰"). */
export function shortDate(date: string, locale = 'en-IN'): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** "25 Nov 2026" from 2026-11-25, in `locale`. */
export function longDate(date: string, locale = 'en-IN'): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
