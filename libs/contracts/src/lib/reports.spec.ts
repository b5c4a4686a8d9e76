import { indiaDateStart, indiaIsoDate } from './india-time';
import {
  addDays,
  daysInRange,
  deskRangeErrors,
  exportFileName,
  isIsoDate,
  isTodayOnly,
  presetRange,
  rangeBounds,
  REPORT_LIMITS,
  REPORT_MESSAGES as M,
  reportRangeErrors,
  type ReportOrder,
  summarizeRange,
} from './reports';

const ist = (local: string) => new Date(`${local}:00+05:30`);

describe('India calendar dates', () => {
  it.each([
    ['2026-11-25', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-1', false],
    ['0000-01-01', true],
    ['9999-12-31', true],
    ['25-11-2026', false],
    ['2026-11-25T00:00', false],
  ])('%s is a date: %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));

  it('reads the India day of an instant: 23:58 IST is that day, 00:01 IST the next', () => {
    expect(indiaIsoDate(ist('2026-11-22T23:58'))).toBe('2026-11-22');
    expect(indiaIsoDate(ist('2026-11-23T00:01'))).toBe('2026-11-23');
    expect(indiaIsoDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaIsoDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('turns a range into instants: 00:00 IST of from up to 00:00 IST after to', () => {
    expect(indiaDateStart('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(rangeBounds({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      start: new Date('2026-10-31T18:30:00.000Z'),
      end: new Date('2026-11-30T18:30:00.000Z'),
    });
    expect(rangeBounds({})).toEqual({});
    expect(indiaDateStart('0001-01-01').getUTCFullYear()).toBe(0);
  });

  it('counts days, both ends included, across months and leap years', () => {
    expect(daysInRange('2026-11-25', '2026-11-25')).toBe(1);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('presets end today', () => {
    expect(presetRange('today', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('last7', '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('last30', '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(presetRange('month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });
});

describe('the rules of a range', () => {
  const today = '2026-11-25';

  it('the desk: optional dates, from on or before to', () => {
    expect(deskRangeErrors({})).toEqual({});
    expect(deskRangeErrors({ from: '2020-01-01' })).toEqual({});
    expect(deskRangeErrors({ from: '2026-11-02', to: '2026-11-01' })).toEqual({ to: M.rangeOrder });
    expect(deskRangeErrors({ from: '2026-11-31', to: 'x' })).toEqual({ from: M.dateInvalid('from'), to: M.dateInvalid('to') });
  });

  it('without a plan: no range, or today alone', () => {
    expect(isTodayOnly({}, today)).toBe(true);
    expect(isTodayOnly({ from: today }, today)).toBe(true);
    expect(isTodayOnly({ from: today, to: today }, today)).toBe(true);
    expect(isTodayOnly({ to: today }, today)).toBe(false);
    expect(isTodayOnly({ from: '2026-11-24', to: today }, today)).toBe(false);
    expect(isTodayOnly({ from: '2026-11-24', to: '2026-11-24' }, today)).toBe(false);
  });

  it('a report: both dates, in order, at most a year, not after today', () => {
    expect(reportRangeErrors({ from: '2025-11-25', to: today }, today)).toEqual({});
    expect(reportRangeErrors({}, today)).toEqual({ from: M.dateRequired('from'), to: M.dateRequired('to') });
    expect(reportRangeErrors({ from: '2026-02-30', to: today }, today)).toEqual({ from: M.dateInvalid('from') });
    expect(reportRangeErrors({ from: today, to: '2026-11-24' }, today)).toEqual({ to: M.rangeOrder });
    expect(reportRangeErrors({ from: today, to: '2026-11-26' }, today)).toEqual({ to: M.rangeFuture });
    expect(reportRangeErrors({ from: '2025-11-24', to: today }, today)).toEqual({ from: M.rangeTooLong });
    expect(daysInRange('2025-11-25', today)).toBe(REPORT_LIMITS.maxDays);
  });
});

describe('summarizeRange: the sales report', () => {
  const order = (at: string, status: string, totalPaise: number, items: [string, number, number][]): ReportOrder => ({
    created_at: ist(at).toISOString(),
    status,
    total_paise: totalPaise,
    items: items.map(([name, quantity, price]) => ({ name, quantity, price_paise: price })),
  });

  it('totals completed sales, every day of the range (zero days too), top items without cancelled, statuses', () => {
    const report = summarizeRange({
      from: '2026-11-22',
      to: '2026-11-25',
      orders: [
        // 22 Nov, two minutes before India's midnight.
        order('2026-11-22T23:58', 'completed', 5250, [['Chai', 5, 1000]]),
        // 23 Nov, a minute after.
        order('2026-11-23T00:01', 'completed', 4200, [
          ['Chai', 2, 1000],
          ['Bun', 1, 2000],
        ]),
        order('2026-11-23T09:00', 'cancelled', 9999, [['Bun', 9, 2000]]),
        order('2026-11-23T10:00', 'weird', 2100, [['Bun', 1, 2000]]),
        order('2026-11-25T10:00', 'completed', 1050, [['Tea', 1, 1000]]),
        // Outside the range: ignored.
        order('2026-11-21T23:59', 'completed', 100000, [['Chai', 99, 1000]]),
        order('2026-11-26T00:00', 'completed', 100000, [['Chai', 99, 1000]]),
      ],
    });
    expect(report).toEqual({
      from: '2026-11-22',
      to: '2026-11-25',
      totals: { sales: 105, orders: 5, completed: 3, cancelled: 1, average_order_value: 35, paid: 0, unpaid: 126, refunded: 0 },
      days: [
        { date: '2026-11-22', sales: 52.5, orders: 1 },
        { date: '2026-11-23', sales: 42, orders: 3 },
        { date: '2026-11-24', sales: 0, orders: 0 },
        { date: '2026-11-25', sales: 10.5, orders: 1 },
      ],
      top_items: [
        { name: 'Chai', quantity: 7, amount: 70, choices: [] },
        { name: 'Bun', quantity: 2, amount: 40, choices: [] },
        { name: 'Tea', quantity: 1, amount: 10, choices: [] },
      ],
      statuses: { pending: 1, confirmed: 0, preparing: 0, ready: 0, completed: 3, cancelled: 1 },
    });
  });

  it('counts lines of one item with different options together, and each option by the quantity it was chosen with', () => {
    const at = '2026-11-23T06:00:00.000Z';
    const report = summarizeRange({
      from: '2026-11-23',
      to: '2026-11-23',
      orders: [
        {
          created_at: at,
          status: 'completed',
          total_paise: 0,
          items: [
            { name: 'Masala Chai', quantity: 2, price_paise: 1200, options: ['Cutting', 'Elaichi'] },
            { name: 'Masala Chai', quantity: 1, price_paise: 1900, options: ['Full', 'Elaichi', 'Ginger'] },
          ],
        },
        {
          created_at: at,
          status: 'pending',
          total_paise: 0,
          items: [{ name: 'Masala Chai', quantity: 3, price_paise: 1000, options: ['Cutting'] }],
        },
      ],
    });
    expect(report.top_items).toEqual([
      {
        name: 'Masala Chai',
        quantity: 6,
        amount: 24 + 19 + 30,
        choices: [
          { name: 'Cutting', quantity: 5 },
          { name: 'Elaichi', quantity: 3 },
          { name: 'Full', quantity: 1 },
          { name: 'Ginger', quantity: 1 },
        ],
      },
    ]);
  });

  it('no orders: zeros, no items, every day', () => {
    const report = summarizeRange({ from: '2026-11-01', to: '2026-11-30', orders: [] });
    expect(report.totals).toEqual({
      sales: 0,
      orders: 0,
      completed: 0,
      cancelled: 0,
      average_order_value: 0,
      paid: 0,
      unpaid: 0,
      refunded: 0,
    });
    expect(report.days).toHaveLength(30);
    expect(report.top_items).toEqual([]);
  });

  it('the average rounds to the paisa', () => {
    const report = summarizeRange({
      from: '2026-11-25',
      to: '2026-11-25',
      orders: [order('2026-11-25T10:00', 'completed', 1000, []), order('2026-11-25T11:00', 'completed', 1001, [])],
    });
    expect(report.totals.average_order_value).toBe(10.01);
  });

  it('keeps the top ten items', () => {
    const items: [string, number, number][] = Array.from({ length: 12 }, (_, i) => [`Item ${i + 1}`, i + 1, 100]);
    const report = summarizeRange({
      from: '2026-11-25',
      to: '2026-11-25',
      orders: [order('2026-11-25T10:00', 'pending', 0, items)],
    });
    expect(report.top_items.map((i) => i.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Item ${12 - i}`));
  });
});

it('names the export file after the shop and the dates', () => {
  expect(exportFileName('SHOP-1234', { from: '2026-11-01', to: '2026-11-25' }, 'csv')).toBe(
    'chowk-orders-SHOP-1234-2026-11-01-to-2026-11-25.csv',
  );
  expect(exportFileName('A"/\\b', { from: '2026-11-01', to: '2026-11-01' }, 'xlsx')).toBe(
    'chowk-orders-Ab-2026-11-01-to-2026-11-01.xlsx',
  );
});
