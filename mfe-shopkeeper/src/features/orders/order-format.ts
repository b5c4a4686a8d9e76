import { formatRupees, optionsSummary, type Order, type OrderItem, rupeesToPaise } from '@chowk/contracts';

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "02:05 PM" from an order's India time "14-05" (docs/product.md §9: the list shows hh:mm A). In
 * Hindi or Tamil (`locale` hi-IN, ta-IN) the clock as Intl writes it in that language ("02:05 pm").
 */
export function orderClock(time: string | undefined, locale = 'en-IN'): string {
  const match = /^(\d{1,2})[-:](\d{2})$/.exec(time ?? '');
  if (!match) return '–';
  const hours = Number(match[1]);
  if (!locale.startsWith('en')) {
    let format = clockFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' });
      clockFormats.set(locale, format);
    }
    return format.format(Date.UTC(2000, 0, 1, hours, Number(match[2])));
  }
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(h12).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The spec reads both total_amount and totalAmount (§3). */
export const orderAmount = (o: Pick<Order, 'total_amount' | 'totalAmount'>): string =>
  formatRupees(rupeesToPaise(o.total_amount ?? o.totalAmount ?? 0));

/** A line's item name; `fallback` (the screen's word for "Item") for a line without one. */
export const lineName = (i: Pick<OrderItem, 'product_name' | 'name'>, fallback = 'Item'): string =>
  i.product_name || i.name || fallback;

/** A line's chosen options: "Full · Elaichi, Ginger" ('' for none; docs/product.md "Item options"). */
export const lineOptions = (i: Pick<OrderItem, 'options'>): string => optionsSummary(Array.isArray(i.options) ? i.options : []);

/** "2 × Masala Chai (Full · Elaichi), 1 × Samosa". */
export const itemsText = (o: Pick<Order, 'items'>, fallback = 'Item'): string =>
  o.items
    .map((i) => {
      const options = lineOptions(i);
      return `${i.quantity} × ${lineName(i, fallback)}${options ? ` (${options})` : ''}`;
    })
    .join(', ');

/** How to reach the customer: the mobile, else the email; none for a counter order without one. */
export const contactOf = (o: Pick<Order, 'customer_mobile' | 'customer_email'>): string =>
  o.customer_mobile || o.customer_email || '';
