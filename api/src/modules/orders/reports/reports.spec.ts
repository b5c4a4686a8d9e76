import { Workbook } from 'exceljs';
import { Types } from 'mongoose';
import {
  EXPORT_COLUMNS,
  HTTP_MESSAGES,
  planRequiredMessage,
  REPORT_MESSAGES as R,
  SHOP_API_MESSAGES,
  VALIDATION,
} from '@chowk/contracts';
import { grantPlan } from '../../../testing/plans';
import { expectOwnerOnly } from '../../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../../testing/test-app';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyContact } from '../testing/order-fixtures';
import { ReportsService } from './reports.service';

/** Open around the clock, every day, so any clock the tests set is within hours. */
const ALL_DAY = Array.from({ length: 7 }, (_, day) => ({ day, open: '00:00', close: '23:59', closed: false }));
const NOW = ist('2026-11-25T20:00');

/** A CSV as Excel would read it: the BOM, then CRLF lines of quoted-or-not cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/**
 * The Starter plan's sales report and export on the real database: the figures
 * of a known set of orders across India's midnight, the plan gate, the owner's alone, the range
 * rules; the CSV and the workbook read back.
 */
describe('sales reports and exports', () => {
  let t: TestApp;
  let shop: MenuShop;
  let other: MenuShop;
  let counterOrderNumber: string;

  const report = (query: string, s: MenuShop = shop, token = s.token) =>
    t.call('GET', `/api/orders/shop/${s.shopId}/report${query}`, { token });
  const exportFile = (query: string, s: MenuShop = shop, token = s.token) =>
    t.call('GET', `/api/orders/shop/${s.shopId}/export${query}`, { token });

  async function customerOrder(at: string, lines: Record<string, number>, mobile: string) {
    setClock(t, ist(at));
    const deviceId = newDevice();
    await verifyContact(t, deviceId, 'mobile', mobile);
    const reply = await place(
      t,
      {
        shop_id: shop.shopId,
        customer_mobile: mobile,
        items: Object.entries(lines).map(([name, quantity]) => ({ product_id: shop.items[name], quantity })),
      },
      { deviceId },
    );
    expect(reply.status).toBe(201);
    return reply.body.data as { _id: string; order_id: string };
  }
  const setStatus = (orderId: string, status: string) =>
    t.call('PATCH', `/api/orders/${orderId}/status`, { token: shop.token, body: { status } });
  const setPayment = async (orderId: string, body: { status: string; via?: string }) => {
    const reply = await t.call('PATCH', `/api/orders/${orderId}/payment`, { token: shop.token, body });
    expect(reply.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(__filename);
    shop = await shopWithMenu(t, { Chai: 10, Bun: 20 }, { name: 'Report Stall' });
    other = await shopWithMenu(t, { Lassi: 40 }, { name: 'Other Stall' });
    await t.call('PATCH', `/api/shops/${shop.shopId}`, { token: shop.token, body: { openingHours: ALL_DAY } });
    // 22 Nov, two minutes before India's midnight: ₹50 + 5% = ₹52.50, completed.
    const a = await customerOrder('2026-11-22T23:58', { Chai: 5 }, '9876500301');
    await setStatus(a._id, 'completed');
    await setPayment(a._id, { status: 'paid', via: 'cash' });
    // 23 Nov, a minute after midnight: 2 × 10 + 20 = 40 + 2 = ₹42, completed.
    const b = await customerOrder('2026-11-23T00:01', { Chai: 2, Bun: 1 }, '9876500302');
    await setStatus(b._id, 'completed');
    // 23 Nov: ₹63, cancelled (its items do not count).
    const c = await customerOrder('2026-11-23T09:00', { Bun: 3 }, '9876500303');
    await setStatus(c._id, 'cancelled');
    // Paid by UPI before it was cancelled, then refunded.
    await setPayment(c._id, { status: 'paid', via: 'upi' });
    await setPayment(c._id, { status: 'refunded' });
    // 23 Nov, at the counter: a name and notes a spreadsheet would run as formulas. Pending, ₹10.50.
    setClock(t, ist('2026-11-23T10:00'));
    const counter = await t.call('POST', `/api/orders/shop/${shop.shopId}`, {
      token: shop.token,
      body: {
        items: [{ product_id: shop.items.Chai, quantity: 1 }],
        customer_name: '=HYPERLINK("http://evil.example","Click")',
        notes: '+1 extra sugar, "hot"',
      },
    });
    expect(counter.status).toBe(201);
    counterOrderNumber = counter.body.data.order_id;
    // 25 Nov: ₹21, completed.
    const d = await customerOrder('2026-11-25T10:00', { Bun: 1 }, '9876500304');
    await setStatus(d._id, 'completed');
    await setPayment(d._id, { status: 'paid', via: 'upi' });
    setClock(t, NOW);
    await grantPlan(t, shop.shopId, 'starter', { now: NOW });
  });
  afterAll(() => t.close());
  beforeEach(() => setClock(t, NOW));

  describe('GET /api/orders/shop/{shopId}/report', () => {
    it('totals completed sales, every day of the range (zero days too), top items without cancelled, statuses', async () => {
      const reply = await report('?from=2026-11-22&to=2026-11-25');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        success: true,
        data: {
          from: '2026-11-22',
          to: '2026-11-25',
          // 52.50 + 42 + 21 = 115.50 over three completed orders. Paid: 52.50 (cash) + 21 (UPI); not
          // marked: 42 + the counter's 10.50; the cancelled ₹63 was refunded.
          totals: {
            sales: 115.5,
            orders: 5,
            completed: 3,
            cancelled: 1,
            average_order_value: 38.5,
            paid: 73.5,
            unpaid: 52.5,
            refunded: 63,
          },
          days: [
            { date: '2026-11-22', sales: 52.5, orders: 1 },
            { date: '2026-11-23', sales: 42, orders: 3 },
            { date: '2026-11-24', sales: 0, orders: 0 },
            { date: '2026-11-25', sales: 21, orders: 1 },
          ],
          // Chai 5 + 2 + 1; Bun 1 + 1 (the cancelled 3 aside).
          top_items: [
            { name: 'Chai', quantity: 8, amount: 80, choices: [] },
            { name: 'Bun', quantity: 2, amount: 40, choices: [] },
          ],
          statuses: { pending: 1, confirmed: 0, preparing: 0, ready: 0, completed: 3, cancelled: 1 },
        },
      });
    });

    it("India's midnight divides the days: 23:58 IST is the 22nd, 00:01 IST the 23rd", async () => {
      const day22 = (await report('?from=2026-11-22&to=2026-11-22')).body.data;
      expect(day22.totals).toEqual({
        sales: 52.5,
        orders: 1,
        completed: 1,
        cancelled: 0,
        average_order_value: 52.5,
        paid: 52.5,
        unpaid: 0,
        refunded: 0,
      });
      const day23 = (await report('?from=2026-11-23&to=2026-11-23')).body.data;
      expect(day23.totals).toEqual({
        sales: 42,
        orders: 3,
        completed: 1,
        cancelled: 1,
        average_order_value: 42,
        paid: 0,
        unpaid: 52.5,
        refunded: 63,
      });
      expect(day23.days).toEqual([{ date: '2026-11-23', sales: 42, orders: 3 }]);
    });

    it('a range without orders is all zeros, every day', async () => {
      const reply = await report('?from=2026-10-01&to=2026-10-31');
      expect(reply.status).toBe(200);
      expect(reply.body.data.totals).toEqual({
        sales: 0,
        orders: 0,
        completed: 0,
        cancelled: 0,
        average_order_value: 0,
        paid: 0,
        unpaid: 0,
        refunded: 0,
      });
      expect(reply.body.data.days).toHaveLength(31);
      expect(reply.body.data.top_items).toEqual([]);
    });

    it('comes with a plan that includes sales reports: none or an expired one is 402; Starter and Professional answer', async () => {
      const refused = await report('?from=2026-11-22&to=2026-11-25', other);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 402,
        body: { message: planRequiredMessage('sales_reports') },
      });
      await grantPlan(t, other.shopId, 'starter', { now: NOW, expired: true });
      expect((await report('?from=2026-11-22&to=2026-11-25', other)).status).toBe(402);
      await grantPlan(t, other.shopId, 'starter', { now: NOW });
      expect((await report('?from=2026-11-22&to=2026-11-25', other)).status).toBe(200);
      await grantPlan(t, other.shopId, 'professional', { now: NOW });
      const professional = await report('?from=2026-11-22&to=2026-11-25', other);
      expect(professional.status).toBe(200);
      // Its own orders only: none.
      expect(professional.body.data.totals.orders).toBe(0);
      // The plan runs out: refused again.
      setClock(t, new Date(NOW.getTime() + 40 * 86_400_000));
      expect((await report('?from=2026-11-22&to=2026-11-25', other)).status).toBe(402);
      await t.connection.collection('shops').updateOne({ _id: new Types.ObjectId(other.shopId) }, { $unset: { plan: '' } });
    });

    it.each([
      ['no dates', '', { from: R.dateRequired('from'), to: R.dateRequired('to') }],
      ['a date that is not one', '?from=2026-02-30&to=2026-11-25', { from: R.dateInvalid('from') }],
      ['another way of writing a date', '?from=25-11-2026&to=2026-11-25', { from: R.dateInvalid('from') }],
      ['from after to', '?from=2026-11-25&to=2026-11-24', { to: R.rangeOrder }],
      ['a day after today', '?from=2026-11-25&to=2026-11-26', { to: R.rangeFuture }],
      ['more than 366 days', '?from=2025-11-24&to=2026-11-25', { from: R.rangeTooLong }],
      ['a repeated date', '?from=2026-11-01&from=2026-11-02&to=2026-11-25', { from: R.dateInvalid('from') }],
      ['an unknown key', '?from=2026-11-01&to=2026-11-25&shop=1', { shop: VALIDATION.unknownField('shop') }],
      [
        'an operator',
        '?from[$gt]=&to=2026-11-25',
        { from: R.dateRequired('from'), 'from[$gt]': VALIDATION.unknownField('from[$gt]') },
      ],
    ])('refuses %s with 422', async (_what, query, errors) => {
      const reply = await report(query);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
    });

    it('a year is fine (366 days, to today)', async () => {
      const reply = await report('?from=2025-11-25&to=2026-11-25');
      expect(reply.status).toBe(200);
      expect(reply.body.data.days).toHaveLength(366);
      expect(reply.body.data.totals.orders).toBe(5);
    });

    it("is the owner's alone; a bad id is 400, an unknown shop 404", async () => {
      await expectOwnerOnly(t, 'GET', `/api/orders/shop/${shop.shopId}/report?from=2026-11-22&to=2026-11-25`, {
        owner: shop,
        other,
      });
      expect(
        (await t.call('GET', '/api/orders/shop/nope/report?from=2026-11-22&to=2026-11-25', { token: shop.token })).status,
      ).toBe(400);
      const missing = await t.call('GET', `/api/orders/shop/${MISSING_ID}/report?from=2026-11-22&to=2026-11-25`, {
        token: shop.token,
      });
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: 404,
        body: { message: SHOP_API_MESSAGES.shopNotFound },
      });
    });
  });

  describe('GET /api/orders/shop/{shopId}/export', () => {
    it('CSV: a download named after the shop and dates, UTF-8 with a BOM, one row per order oldest first, formulas defused', async () => {
      const reply = await exportFile('?format=csv&from=2026-11-22&to=2026-11-25');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(reply.headers['content-disposition']).toBe(
        `attachment; filename="chowk-orders-${shop.shopCode}-2026-11-22-to-2026-11-25.csv"`,
      );
      const text = reply.body as string;
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
      expect(rows).toHaveLength(6);
      expect(rows[1]).toEqual([
        'ORD-261122-0001',
        '22-11-2026',
        '23:58',
        'Completed',
        '',
        '9876500301',
        '',
        'Chai × 5',
        '50',
        '2.5',
        '0',
        '52.5',
        'Paid · Cash',
        'Online',
        '',
      ]);
      const counter = rows.find((r) => r[0] === counterOrderNumber);
      expect(counter).toEqual([
        counterOrderNumber,
        '23-11-2026',
        '10:00',
        'Pending',
        `'=HYPERLINK("http://evil.example","Click")`,
        '',
        '',
        'Chai × 1',
        '10',
        '0.5',
        '0',
        '10.5',
        'Unpaid',
        'Counter',
        `'+1 extra sugar, "hot"`,
      ]);
      expect(rows.map((r) => r[3])).toEqual(['Status', 'Completed', 'Completed', 'Cancelled', 'Pending', 'Completed']);
      // The Payment column (paymentLabel): how each was paid, as the shop marked it.
      expect(rows.map((r) => r[12])).toEqual(['Payment', 'Paid · Cash', 'Unpaid', 'Refunded · UPI', 'Unpaid', 'Paid · UPI']);
    });

    it('Excel: a workbook with the header bold and frozen, money as numbers in rupees', async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/orders/shop/${shop.shopId}/export?format=xlsx&from=2026-11-23&to=2026-11-23`,
        headers: { authorization: `Bearer ${shop.token}` },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(reply.headers['content-disposition']).toBe(
        `attachment; filename="chowk-orders-${shop.shopCode}-2026-11-23-to-2026-11-23.xlsx"`,
      );
      const bytes = reply.rawPayload;
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      const workbook = new Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Orders');
      if (!sheet) throw new Error('no Orders sheet');
      expect(sheet.rowCount).toBe(4);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_COLUMNS]);
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const first = sheet.getRow(2);
      expect(first.getCell(1).value).toBe('ORD-261123-0001');
      expect(first.getCell(8).value).toBe('Chai × 2; Bun × 1');
      expect(first.getCell(12).value).toBe(42);
      expect(first.getCell(12).numFmt).toContain('₹');
      expect(first.getCell(13).value).toBe('Unpaid');
      expect(sheet.getRow(3).getCell(13).value).toBe('Refunded · UPI');
      // A workbook holds values, never formulas: the name is its text.
      expect(sheet.getRow(4).getCell(5).value).toBe('=HYPERLINK("http://evil.example","Click")');
    });

    it('an empty range is a file with the header alone', async () => {
      const reply = await exportFile('?format=csv&from=2026-10-01&to=2026-10-31');
      expect(reply.status).toBe(200);
      expect(parseCsv((reply.body as string).slice(1))).toEqual([[...EXPORT_COLUMNS]]);
    });

    it('more orders than an export holds is a 422 asking for fewer days', async () => {
      const service = t.app.get(ReportsService);
      service.limits.export = 4;
      try {
        const reply = await exportFile('?format=csv&from=2026-11-22&to=2026-11-25');
        expect({ status: reply.status, body: reply.body }).toEqual({
          status: 422,
          body: { message: HTTP_MESSAGES.validation, errors: { from: R.tooManyOrders(4) } },
        });
        expect((await exportFile('?format=csv&from=2026-11-23&to=2026-11-25')).status).toBe(200);
      } finally {
        service.limits.export = 10_000;
      }
    });

    it.each([
      ['no format', '?from=2026-11-22&to=2026-11-25', { format: R.formatInvalid }],
      ['another format', '?format=pdf&from=2026-11-22&to=2026-11-25', { format: R.formatInvalid }],
      ['no dates', '?format=csv', { from: R.dateRequired('from'), to: R.dateRequired('to') }],
      ['from after to', '?format=csv&from=2026-11-25&to=2026-11-01', { to: R.rangeOrder }],
      ['an unknown key', '?format=csv&from=2026-11-22&to=2026-11-25&limit=5', { limit: VALIDATION.unknownField('limit') }],
    ])('refuses %s with 422', async (_what, query, errors) => {
      const reply = await exportFile(query);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
    });

    it("comes with a plan that includes export (402 without), and is the owner's alone", async () => {
      const refused = await exportFile('?format=csv&from=2026-11-22&to=2026-11-25', other);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 402,
        body: { message: planRequiredMessage('export') },
      });
      await expectOwnerOnly(t, 'GET', `/api/orders/shop/${shop.shopId}/export?format=xlsx&from=2026-11-22&to=2026-11-25`, {
        owner: shop,
        other,
      });
    });
  });
});
