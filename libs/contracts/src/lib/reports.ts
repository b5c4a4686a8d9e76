/**
 * The Starter plan's order history, sales reports and exports: India calendar
 * date ranges, the report's figures and the export's file name. One rule for the API (which reads
 * the range's orders and answers these figures) and the shopkeeper's screens (the range pickers).
 * Money inside is integer paise; the wire answers rupees, as every other answer.
 */
import { indiaDateStart, indiaIsoDate } from './india-time';
import { ORDER_STATUSES, type OrderStatus } from './enums';
import { knownStatus } from './orders';
import { type Paise, paiseToRupees } from './money';
import { type PaymentStatus, paymentTotals } from './order-payments';

// ---------------------------------------------------------------------------------------------
// India calendar dates: YYYY-MM-DD
// ---------------------------------------------------------------------------------------------

/** A calendar date as the query strings and the date inputs carry it. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 86_400_000;

/** Midnight UTC of a calendar date, any year 0000–9999 (Date.UTC would read 0–99 as 1900–1999). */
function utcMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d);
  at.setUTCHours(0, 0, 0, 0);
  return at.getTime();
}

const four = (n: number) => String(n).padStart(4, '0');
const two = (n: number) => String(n).padStart(2, '0');
const isoOfUtc = (ms: number): string => {
  const at = new Date(ms);
  return `${four(at.getUTCFullYear())}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
};

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  if (m < 1 || m > 12 || d < 1) return false;
  return isoOfUtc(utcMidnight(value)) === `${four(y)}-${two(m)}-${two(d)}`;
}

/** The date `days` after (or before, if negative) a date. */
export const addDays = (date: string, days: number): string => isoOfUtc(utcMidnight(date) + days * DAY_MS);

/** How many days from `from` to `to`, both counted (the same day is 1). */
export const daysInRange = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;

/** A range's instants: from 00:00 IST of `from` up to (not including) 00:00 IST of the day after `to`. */
export function rangeBounds(range: { from?: string; to?: string }): { start?: Date; end?: Date } {
  return {
    ...(range.from ? { start: indiaDateStart(range.from) } : {}),
    ...(range.to ? { end: indiaDateStart(addDays(range.to, 1)) } : {}),
  };
}

/** DD-MM-YYYY, as orders and the day summary show a date. */
export const displayDate = (date: string): string => date.split('-').reverse().join('-');

// ---------------------------------------------------------------------------------------------
// The rules of a range, and their messages
// ---------------------------------------------------------------------------------------------

export const REPORT_LIMITS = {
  /** A report or an export covers at most a year (a leap year's 366 days). */
  maxDays: 366,
  /** Orders one export may hold: beyond it, fewer days. */
  exportMaxOrders: 10_000,
  /** Orders one report reads at most (a year of a busy stall): beyond it, fewer days. */
  reportMaxOrders: 50_000,
  /** Items the report's top list shows. */
  topItems: 10,
} as const;

export const REPORT_MESSAGES = {
  dateInvalid: (field: 'from' | 'to') => `${field} must be a date written YYYY-MM-DD`,
  dateRequired: (field: 'from' | 'to') => `${field} is required`,
  rangeOrder: 'The From date must be on or before the To date',
  rangeTooLong: `Choose at most ${REPORT_LIMITS.maxDays} days`,
  rangeFuture: 'The To date cannot be after today',
  formatInvalid: 'format must be csv or xlsx',
  tooManyOrders: (limit: number) => `More than ${limit.toLocaleString('en-IN')} orders in these dates: choose fewer days`,
  noOrders: 'No orders in these dates',
  historyNote: "Showing today's orders. Order history comes with the Starter plan.",
  reportFailed: 'Failed to load the sales report',
  exportFailed: 'The file could not be prepared',
} as const;

export interface DateRange {
  from?: string;
  to?: string;
}

export type RangeErrors = Partial<Record<'from' | 'to', string>>;

/**
 * The order desk's optional range (GET /api/orders/shop/{shopId}?from=&to=): each a date, and
 * from on or before to. Any other bound (future days, long ranges) is the shop's own business.
 */
export function deskRangeErrors(range: DateRange): RangeErrors {
  const errors: RangeErrors = {};
  if (range.from !== undefined && !isIsoDate(range.from)) errors.from = REPORT_MESSAGES.dateInvalid('from');
  if (range.to !== undefined && !isIsoDate(range.to)) errors.to = REPORT_MESSAGES.dateInvalid('to');
  if (!errors.from && !errors.to && range.from && range.to && range.from > range.to) errors.to = REPORT_MESSAGES.rangeOrder;
  return errors;
}

/**
 * A range with no plan's history in it: none at all (the desk then shows today), or today alone.
 * A `to` without a `from` reaches back to the first order: that is history.
 */
export function isTodayOnly(range: DateRange, today: string): boolean {
  if (range.from === undefined && range.to === undefined) return true;
  return range.from === today && (range.to === undefined || range.to === today);
}

/**
 * A report's or an export's range: both dates, from on or before to, at most REPORT_LIMITS.maxDays
 * days, and to not after today (India) — there are no orders of tomorrow to count.
 */
export function reportRangeErrors(range: DateRange, today: string): RangeErrors {
  const errors: RangeErrors = {};
  for (const field of ['from', 'to'] as const) {
    const value = range[field];
    if (value === undefined || value === '') errors[field] = REPORT_MESSAGES.dateRequired(field);
    else if (!isIsoDate(value)) errors[field] = REPORT_MESSAGES.dateInvalid(field);
  }
  if (errors.from || errors.to) return errors;
  const from = range.from as string;
  const to = range.to as string;
  if (from > to) errors.to = REPORT_MESSAGES.rangeOrder;
  else if (to > today) errors.to = REPORT_MESSAGES.rangeFuture;
  else if (daysInRange(from, to) > REPORT_LIMITS.maxDays) errors.from = REPORT_MESSAGES.rangeTooLong;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Presets of the reports page
// ---------------------------------------------------------------------------------------------

export const REPORT_PRESETS = ['today', 'last7', 'last30', 'month'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  today: 'Today',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  month: 'This month',
};

/** A preset's dates, ending today (India). */
export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    default:
      return { from: today, to: today };
  }
}

// ---------------------------------------------------------------------------------------------
// The report: GET /api/orders/shop/{shopId}/report?from=&to=
// ---------------------------------------------------------------------------------------------

/** An order as the report reads it (the API's stored fields, money in paise). */
export interface ReportOrder {
  created_at: Date | string;
  status: string;
  total_paise: Paise;
  /** The order's payment status (absent: unpaid). */
  payment_status?: PaymentStatus | null;
  /** `options`: the line's chosen options' names (docs/product.md "Item options"); absent: none. */
  items: readonly { name: string; quantity: number; price_paise: Paise; options?: readonly string[] }[];
}

export interface SalesReport {
  /** The range, YYYY-MM-DD, India days, both included. */
  from: string;
  to: string;
  totals: {
    /** Rupees: completed orders only (docs/product.md §4: only completed orders count as sales). */
    sales: number;
    orders: number;
    completed: number;
    cancelled: number;
    /** Rupees: sales over completed orders (0 with none). */
    average_order_value: number;
    /** Rupees, cancelled orders aside (paymentTotals): marked paid; not (unpaid or the customer says paid); refunded. */
    paid: number;
    unpaid: number;
    refunded: number;
  };
  /** Every day of the range, first to last, days without orders too. */
  days: { date: string; sales: number; orders: number }[];
  /**
   * The most ordered items by quantity, cancelled orders aside; amount in rupees. Lines of one
   * item with different options count together; `choices` says how often each option was
   * chosen with it (quantity counted), most chosen first (empty: an item without options).
   */
  top_items: { name: string; quantity: number; amount: number; choices: { name: string; quantity: number }[] }[];
  /** Orders by status (an unknown status counts as pending). */
  statuses: Record<OrderStatus, number>;
}

/**
 * The report of a range from its orders. Orders outside the range are ignored (the API reads
 * just those; this keeps the rule whole).
 */
export function summarizeRange(input: { from: string; to: string; orders: readonly ReportOrder[] }): SalesReport {
  const { from, to } = input;
  const length = Math.max(0, daysInRange(from, to));
  const days = Array.from({ length }, (_, i) => ({ date: addDays(from, i), sales: 0 as Paise, orders: 0 }));
  const dayIndex = new Map(days.map((d, i) => [d.date, i]));
  const statuses = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  const items = new Map<string, { name: string; quantity: number; amount: Paise; choices: Map<string, number> }>();
  let sales: Paise = 0;
  let orders = 0;
  for (const order of input.orders) {
    const at = order.created_at instanceof Date ? order.created_at : new Date(order.created_at);
    const index = dayIndex.get(indiaIsoDate(at));
    if (index === undefined) continue;
    const status = knownStatus(order.status);
    orders += 1;
    statuses[status] += 1;
    days[index].orders += 1;
    if (status === 'completed') {
      sales += order.total_paise;
      days[index].sales += order.total_paise;
    }
    if (status === 'cancelled') continue;
    for (const line of order.items) {
      const name = line.name || 'Item';
      const row = items.get(name) ?? { name, quantity: 0, amount: 0, choices: new Map<string, number>() };
      row.quantity += line.quantity;
      row.amount += line.price_paise * line.quantity;
      for (const choice of line.options ?? []) row.choices.set(choice, (row.choices.get(choice) ?? 0) + line.quantity);
      items.set(name, row);
    }
  }
  const completed = statuses.completed;
  const inRange = input.orders.filter((o) =>
    dayIndex.has(indiaIsoDate(o.created_at instanceof Date ? o.created_at : new Date(o.created_at))),
  );
  const byPayment = paymentTotals(inRange);
  return {
    from,
    to,
    totals: {
      sales: paiseToRupees(sales),
      orders,
      completed,
      cancelled: statuses.cancelled,
      average_order_value: completed ? paiseToRupees(Math.round(sales / completed)) : 0,
      paid: paiseToRupees(byPayment.paid),
      unpaid: paiseToRupees(byPayment.unpaid),
      refunded: paiseToRupees(byPayment.refunded),
    },
    days: days.map((d) => ({ date: d.date, sales: paiseToRupees(d.sales), orders: d.orders })),
    top_items: [...items.values()]
      .sort((a, b) => b.quantity - a.quantity || b.amount - a.amount || a.name.localeCompare(b.name, 'en-IN'))
      .slice(0, REPORT_LIMITS.topItems)
      .map((r) => ({
        name: r.name,
        quantity: r.quantity,
        amount: paiseToRupees(r.amount),
        choices: [...r.choices.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en-IN'))
          .map(([choice, quantity]) => ({ name: choice, quantity })),
      })),
    statuses,
  };
}

// ---------------------------------------------------------------------------------------------
// The export: GET /api/orders/shop/{shopId}/export?format=csv|xlsx&from=&to=
// ---------------------------------------------------------------------------------------------

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** One row per order, these columns, in this order. */
export const EXPORT_COLUMNS = [
  'Order number',
  'Date',
  'Time',
  'Status',
  'Customer',
  'Mobile',
  'Email',
  'Items',
  'Subtotal',
  'Tax',
  'Delivery',
  'Total',
  'Payment',
  'Source',
  'Notes',
] as const;

/** chowk-orders-SHOP-1234-2026-11-01-to-2026-11-25.csv (safe characters only). */
export function exportFileName(shopCode: string, range: { from: string; to: string }, format: ExportFormat): string {
  const code = shopCode.replace(/[^A-Za-z0-9-]/g, '') || 'shop';
  return `chowk-orders-${code}-${range.from}-to-${range.to}.${format}`;
}

export interface ExportQuery {
  format: ExportFormat;
  from: string;
  to: string;
}
