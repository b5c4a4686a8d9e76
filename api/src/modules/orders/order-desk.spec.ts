import { Types } from 'mongoose';
import {
  HTTP_MESSAGES,
  ORDER_DESK_MESSAGES as D,
  ORDER_STATUSES,
  planRequiredMessage,
  REPORT_MESSAGES as R,
  SHOP_API_MESSAGES,
  VALIDATION,
} from '@chowk/contracts';
import { grantPlan } from '../../testing/plans';
import { expectOwnerOnly } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';
import { MenuService } from '../catalogue/menu/menu.service';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyContact } from './testing/order-fixtures';

/** Open around the clock, every day, so any clock the tests set is within hours. */
const ALL_DAY = Array.from({ length: 7 }, (_, day) => ({ day, open: '00:00', close: '23:59', closed: false }));

/**
 * The order desk: status changes, the list's sorts, search and pages, the
 * owner's counter orders and the day's figures, on the real database; every route the owner's only.
 */
describe('the order desk', () => {
  let t: TestApp;
  let shop: MenuShop;
  let other: MenuShop;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    shop = await shopWithMenu(t, { 'Masala Chai': 15, Samosa: 20, 'Veg Puff': 25.5 });
    other = await shopWithMenu(t, { Lassi: 40 }, { name: 'Other Stall' });
    for (const s of [shop, other]) {
      const reply = await t.call('PATCH', `/api/shops/${s.shopId}`, { token: s.token, body: { openingHours: ALL_DAY } });
      expect(reply.status).toBe(200);
    }
  });
  afterAll(() => t.close());

  /** A customer's order at `s`, verified on its device, placed at India time `at`. */
  async function customerOrder(s: MenuShop, at: string, lines: Record<string, number>, mobile = '9876500001') {
    setClock(t, ist(at));
    const deviceId = newDevice();
    await verifyContact(t, deviceId, 'mobile', mobile);
    const reply = await place(
      t,
      {
        shop_id: s.shopId,
        customer_mobile: mobile,
        items: Object.entries(lines).map(([name, quantity]) => ({ product_id: s.items[name], quantity })),
      },
      { deviceId },
    );
    expect(reply.status).toBe(201);
    return reply.body.data as { _id: string; order_id: string; status: string; total_amount: number };
  }

  const setStatus = (orderId: string, status: unknown, token = shop.token) =>
    t.call('PATCH', `/api/orders/${orderId}/status`, { token, body: { status } });

  describe('PATCH /api/orders/{id}/status', () => {
    it('moves an order between any two of the six statuses, in any order, and answers the order', async () => {
      const order = await customerOrder(shop, '2026-11-20T10:00', { 'Masala Chai': 1 });
      const path = [...ORDER_STATUSES].reverse().concat(['pending', 'completed', 'pending', 'cancelled', 'confirmed']);
      for (const status of path) {
        const reply = await setStatus(order._id, status);
        expect({ status, code: reply.status, message: reply.body.message, now: reply.body.data?.status }).toEqual({
          status,
          code: 200,
          message: D.statusUpdated,
          now: status,
        });
      }
      const stored = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(order._id) });
      expect(stored?.status).toBe('confirmed');
      expect(new Date(stored?.updatedAt).getTime()).toBeGreaterThan(new Date(stored?.createdAt).getTime());
    });

    it.each([
      ['an unknown status', 'lost', { status: D.statusInvalid }],
      ['a status in another case', 'Completed', { status: D.statusInvalid }],
      ['no status', undefined, { status: D.statusInvalid }],
      ['an operator', { $ne: 'x' }, { status: D.statusInvalid }],
    ])('refuses %s with 422 and changes nothing', async (_what, status, errors) => {
      const order = await customerOrder(shop, '2026-11-20T11:00', { Samosa: 1 });
      const reply = await setStatus(order._id, status);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
      const stored = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(order._id) });
      expect(stored?.status).toBe('pending');
    });

    it('refuses unknown fields, a bad id, and an order that is not there', async () => {
      const order = await customerOrder(shop, '2026-11-20T11:30', { Samosa: 1 });
      const extra = await t.call('PATCH', `/api/orders/${order._id}/status`, {
        token: shop.token,
        body: { status: 'ready', shop_id: other.shopId },
      });
      expect({ status: extra.status, errors: extra.body.errors }).toEqual({
        status: 422,
        errors: { shop_id: VALIDATION.unknownField('shop_id') },
      });
      expect((await setStatus('nope', 'ready')).status).toBe(400);
      const missing = await setStatus(MISSING_ID, 'ready');
      expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: { message: D.orderNotFound } });
    });

    it("another shop's owner can neither change nor learn of an order (404, as for none); no token is 401", async () => {
      const order = await customerOrder(shop, '2026-11-20T12:00', { Samosa: 2 });
      const theirs = await setStatus(order._id, 'cancelled', other.token);
      expect({ status: theirs.status, body: theirs.body }).toEqual({ status: 404, body: { message: D.orderNotFound } });
      const nobody = await t.call('PATCH', `/api/orders/${order._id}/status`, { body: { status: 'cancelled' } });
      expect(nobody.status).toBe(401);
      const admin = await t.call('PATCH', `/api/orders/${order._id}/status`, {
        token: await t.adminToken(),
        body: { status: 'cancelled' },
      });
      expect(admin.status).toBe(403);
      const stored = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(order._id) });
      expect(stored?.status).toBe('pending');
    });
  });

  describe('POST /api/orders/shop/{shopId}: an order taken at the counter', () => {
    const create = (body: unknown, s: MenuShop = shop, token = s.token) =>
      t.call('POST', `/api/orders/shop/${s.shopId}`, { token, body });

    it('is priced by the server from the menu (client prices are not even accepted), pending, numbered, with section names', async () => {
      setClock(t, ist('2026-11-21T09:15'));
      const reply = await create({
        items: [
          { product_id: shop.items['Veg Puff'], quantity: 2 },
          { product_id: shop.items['Masala Chai'], quantity: 3 },
        ],
        notes: ' Table 4 ',
        customer_name: 'Ravi',
        customer_mobile: '9876500099',
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({
        success: true,
        message: D.orderCreated,
        data: {
          order_id: 'ORD-261121-0001',
          status: 'pending',
          placed_by: 'shop',
          delivery_type: 'pickup',
          payment_method: 'cash',
          // 2 × 25.50 + 3 × 15 = 96; tax 5% = 4.80; no delivery fee.
          subtotal: 96,
          tax_amount: 4.8,
          delivery_fee: 0,
          total_amount: 100.8,
          notes: 'Table 4',
          customer_name: 'Ravi',
          customer_mobile: '9876500099',
          date: '21-11-2026',
          time: '09-15',
          items: [
            { product_name: 'Veg Puff', quantity: 2, price: 25.5, sectionName: 'Hot Drinks' },
            { product_name: 'Masala Chai', quantity: 3, price: 15, sectionName: 'Hot Drinks' },
          ],
        },
      });
      const stored = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(reply.body.data._id) });
      expect(stored).toMatchObject({ totalPaise: 10080, subtotalPaise: 9600, taxPaise: 480, placedBy: 'shop' });

      // The next counter order of the day takes the next number, after the customers' sequence too.
      await customerOrder(shop, '2026-11-21T09:20', { Samosa: 1 });
      setClock(t, ist('2026-11-21T09:25'));
      const next = await create({ items: [{ product_id: shop.items.Samosa, quantity: 1 }] });
      expect(next.body.data.order_id).toBe('ORD-261121-0003');
    });

    it.each([
      ['no products', { items: [] }, { items: D.noProducts }],
      ['no items at all', {}, { items: D.noProducts }],
      ['a quantity of 0', { items: [{ product_id: MISSING_ID, quantity: 0 }] }, { items: D.quantityRange }],
      ['a quantity of 100', { items: [{ product_id: MISSING_ID, quantity: 100 }] }, { items: D.quantityRange }],
      ['a fractional quantity', { items: [{ product_id: MISSING_ID, quantity: 1.5 }] }, { items: D.quantityRange }],
      [
        'a price sent',
        { items: [{ product_id: MISSING_ID, quantity: 1, price: 1 }] },
        { items: VALIDATION.unknownField('items[0].price') },
      ],
      [
        'a product twice',
        {
          items: [
            { product_id: MISSING_ID, quantity: 1 },
            { product_id: MISSING_ID, quantity: 2 },
          ],
        },
        { items: D.duplicateLine },
      ],
      [
        'a bad mobile',
        { items: [{ product_id: MISSING_ID, quantity: 1 }], customer_mobile: '12345' },
        { customer_mobile: D.mobileInvalid },
      ],
      ['long notes', { items: [{ product_id: MISSING_ID, quantity: 1 }], notes: 'n'.repeat(501) }, { notes: D.notesTooLong }],
      [
        'a status',
        { items: [{ product_id: MISSING_ID, quantity: 1 }], status: 'completed' },
        { status: VALIDATION.unknownField('status') },
      ],
    ])('refuses %s with 422 and writes nothing', async (_what, body, errors) => {
      const before = await t.count('orders');
      const reply = await create(body);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
      expect(await t.count('orders')).toBe(before);
    });

    it("refuses another shop's product and an unknown one (400), and another shop (403)", async () => {
      const before = await t.count('orders');
      const foreign = await create({ items: [{ product_id: other.items.Lassi, quantity: 1 }] });
      expect({ status: foreign.status, body: foreign.body }).toEqual({ status: 400, body: { message: D.productUnknown } });
      const unknown = await create({ items: [{ product_id: MISSING_ID, quantity: 1 }] });
      expect(unknown.status).toBe(400);
      await expectOwnerOnly(t, 'POST', `/api/orders/shop/${shop.shopId}`, {
        owner: shop,
        other,
        body: { items: [{ product_id: shop.items.Samosa, quantity: 1 }] },
      });
      expect(await t.count('orders')).toBe(before);
    });

    it('a sold-out item can still be sold at the counter', async () => {
      await t.app.get(MenuService).setSoldOut(shop.userId, shop.items.Samosa, true);
      try {
        const reply = await create({ items: [{ product_id: shop.items.Samosa, quantity: 1 }] });
        expect(reply.status).toBe(201);
      } finally {
        await t.app.get(MenuService).setSoldOut(shop.userId, shop.items.Samosa, false);
      }
    });
  });

  describe('GET /api/orders/shop/{shopId}: sorts, search and pages', () => {
    let desk: MenuShop;
    const ids = (reply: { body: { data: { orders: { order_id: string }[] } } }) => reply.body.data.orders.map((o) => o.order_id);
    const list = (query: string) => t.call('GET', `/api/orders/shop/${desk.shopId}${query}`, { token: desk.token });

    beforeAll(async () => {
      desk = await shopWithMenu(t, { Tea: 10, Cake: 100 }, { name: 'Desk Bakery' });
      await t.call('PATCH', `/api/shops/${desk.shopId}`, {
        token: desk.token,
        body: { openingHours: ALL_DAY },
      });
      // 0001 ₹10.50 · 0002 ₹105 · 0003 ₹21 (Meera) · 0004 ₹210 (a counter order for Asha)
      await customerOrder(desk, '2026-11-22T08:00', { Tea: 1 }, '9876500101');
      await customerOrder(desk, '2026-11-22T09:00', { Cake: 1 }, '9876500102');
      setClock(t, ist('2026-11-22T10:00'));
      const meera = await t.call('POST', `/api/orders/shop/${desk.shopId}`, {
        token: desk.token,
        body: { items: [{ product_id: desk.items.Tea, quantity: 2 }], customer_name: 'Meera Iyer' },
      });
      await setStatus(meera.body.data._id, 'completed', desk.token);
      setClock(t, ist('2026-11-22T11:00'));
      await t.call('POST', `/api/orders/shop/${desk.shopId}`, {
        token: desk.token,
        body: { items: [{ product_id: desk.items.Cake, quantity: 2 }], customer_name: 'Asha' },
      });
    });

    it('sorts by date and by amount, both ways (docs/product.md §9), newest first by default', async () => {
      expect(ids(await list(''))).toEqual(['ORD-261122-0004', 'ORD-261122-0003', 'ORD-261122-0002', 'ORD-261122-0001']);
      expect(ids(await list('?sort=date_desc'))).toEqual(ids(await list('')));
      expect(ids(await list('?sort=date_asc'))).toEqual([
        'ORD-261122-0001',
        'ORD-261122-0002',
        'ORD-261122-0003',
        'ORD-261122-0004',
      ]);
      expect(ids(await list('?sort=amount_desc'))).toEqual([
        'ORD-261122-0004',
        'ORD-261122-0002',
        'ORD-261122-0003',
        'ORD-261122-0001',
      ]);
      expect(ids(await list('?sort=amount_asc'))).toEqual([
        'ORD-261122-0001',
        'ORD-261122-0003',
        'ORD-261122-0002',
        'ORD-261122-0004',
      ]);
    });

    it('filters by status with the sort kept, and pages without overlap', async () => {
      expect(ids(await list('?status=completed'))).toEqual(['ORD-261122-0003']);
      expect(ids(await list('?status=pending&sort=amount_asc'))).toEqual([
        'ORD-261122-0001',
        'ORD-261122-0002',
        'ORD-261122-0004',
      ]);
      const first = await list('?sort=amount_desc&limit=3');
      const second = await list('?sort=amount_desc&limit=3&page=2');
      expect(first.body.data).toMatchObject({ total: 4, hasMore: true, page: 1, limit: 3 });
      expect(second.body.data).toMatchObject({ total: 4, hasMore: false, page: 2 });
      expect([...ids(first), ...ids(second)]).toEqual(ids(await list('?sort=amount_desc')));
    });

    it('searches the order number, the name and the mobile, any case, literally', async () => {
      expect(ids(await list('?search=meera'))).toEqual(['ORD-261122-0003']);
      expect(ids(await list('?search=%20ASHA%20'))).toEqual(['ORD-261122-0004']);
      expect(ids(await list('?search=500102'))).toEqual(['ORD-261122-0002']);
      expect(ids(await list('?search=0001'))).toEqual(['ORD-261122-0001']);
      expect(ids(await list('?search=.*'))).toEqual([]);
      expect(ids(await list('?search=meera&status=pending'))).toEqual([]);
      expect((await list('?search=')).body.data.total).toBe(4);
    });
  });

  describe('GET /api/orders/shop/{shopId}/summary: the day in India', () => {
    let day: MenuShop;
    const summary = () => t.call('GET', `/api/orders/shop/${day.shopId}/summary`, { token: day.token });

    beforeAll(async () => {
      day = await shopWithMenu(t, { Chai: 10, Bun: 20 }, { name: 'Day Stall' });
      await t.call('PATCH', `/api/shops/${day.shopId}`, {
        token: day.token,
        body: { openingHours: ALL_DAY },
      });
      // Yesterday, two minutes before India's midnight (the shop closes at 23:59): a returning customer's first visit.
      const before = await customerOrder(day, '2026-11-22T23:58', { Chai: 5 }, '9876500201');
      await setStatus(before._id, 'completed', day.token);
      // Today (23 Nov in India; 22 Nov 18:31 UTC is 00:01 IST).
      const a = await customerOrder(day, '2026-11-23T00:01', { Chai: 2, Bun: 1 }, '9876500201');
      const b = await customerOrder(day, '2026-11-23T09:00', { Bun: 3 }, '9876500202');
      const c = await customerOrder(day, '2026-11-23T10:00', { Chai: 1 }, '9876500203');
      await customerOrder(day, '2026-11-23T11:00', { Chai: 1 }, '9876500202');
      await setStatus(a._id, 'completed', day.token);
      await setStatus(b._id, 'completed', day.token);
      await setStatus(c._id, 'cancelled', day.token);
    });

    it("answers today's figures: completed sales, orders, new customers, popular product, the summary, pending, the last five", async () => {
      setClock(t, ist('2026-11-23T20:00'));
      const reply = await summary();
      expect(reply.status).toBe(200);
      const data = reply.body.data;
      expect({ ...data, recent_orders: data.recent_orders.map((o: { order_id: string }) => o.order_id) }).toEqual({
        date: '23-11-2026',
        // a: 2 × 10 + 20 = 40 + 2 tax = 42; b: 60 + 3 = 63.
        todays_sales: 105,
        todays_orders: 4,
        // None marked paid: a 42 + b 63 + the pending Chai 10.50 are unpaid (the cancelled one aside).
        todays_paid: 0,
        todays_unpaid: 115.5,
        pending_orders: 1,
        // 0201 ordered yesterday; 0202 (twice today) and 0203 are new.
        new_customers: 2,
        // Bun 1 + 3 = 4 beats Chai 2 + 1 (the cancelled Chai does not count).
        popular_product: { name: 'Bun', quantity: 4 },
        orders_summary: [
          { name: 'Bun', amount: 80, quantity: 4 },
          { name: 'Chai', amount: 20, quantity: 2 },
        ],
        recent_orders: ['ORD-261123-0004', 'ORD-261123-0003', 'ORD-261123-0002', 'ORD-261123-0001', 'ORD-261122-0001'],
      });
    });

    it('a minute before midnight in India it is still that day; a minute after, the next day starts at zero', async () => {
      setClock(t, ist('2026-11-23T23:59'));
      expect((await summary()).body.data).toMatchObject({ date: '23-11-2026', todays_orders: 4, todays_sales: 105 });
      setClock(t, ist('2026-11-24T00:01'));
      expect((await summary()).body.data).toMatchObject({
        date: '24-11-2026',
        todays_orders: 0,
        todays_sales: 0,
        new_customers: 0,
        popular_product: null,
        orders_summary: [],
        pending_orders: 1,
      });
    });

    it("is the owner's alone; a bad id is 400, an unknown shop 404", async () => {
      await expectOwnerOnly(t, 'GET', `/api/orders/shop/${day.shopId}/summary`, { owner: day, other });
      expect((await t.call('GET', '/api/orders/shop/nope/summary', { token: day.token })).status).toBe(400);
      const missing = await t.call('GET', `/api/orders/shop/${MISSING_ID}/summary`, { token: day.token });
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: 404,
        body: { message: SHOP_API_MESSAGES.shopNotFound },
      });
    });
  });

  describe('GET /api/orders/shop/{shopId}?from=&to=: order history (the Starter plan)', () => {
    let history: MenuShop;
    const ids = (reply: { body: { data: { orders: { order_id: string }[] } } }) => reply.body.data.orders.map((o) => o.order_id);
    const list = (query: string) => t.call('GET', `/api/orders/shop/${history.shopId}${query}`, { token: history.token });
    const NOW = ist('2026-11-24T12:00');

    beforeAll(async () => {
      history = await shopWithMenu(t, { Tea: 10 }, { name: 'History Stall' });
      await t.call('PATCH', `/api/shops/${history.shopId}`, { token: history.token, body: { openingHours: ALL_DAY } });
      // 22 Nov 23:58 and 23 Nov 00:01 (India's midnight between them), then two today (24 Nov).
      await customerOrder(history, '2026-11-22T23:58', { Tea: 1 }, '9876500401');
      await customerOrder(history, '2026-11-23T00:01', { Tea: 2 }, '9876500402');
      await customerOrder(history, '2026-11-24T00:01', { Tea: 3 }, '9876500403');
      await customerOrder(history, '2026-11-24T11:00', { Tea: 4 }, '9876500404');
    });
    beforeEach(() => setClock(t, NOW));

    it("without a plan: today's orders only (India day), with the sorts and filters as ever", async () => {
      expect(ids(await list(''))).toEqual(['ORD-261124-0002', 'ORD-261124-0001']);
      expect((await list('')).body.data.total).toBe(2);
      expect(ids(await list('?sort=amount_asc'))).toEqual(['ORD-261124-0001', 'ORD-261124-0002']);
      expect(ids(await list('?from=2026-11-24&to=2026-11-24'))).toEqual(['ORD-261124-0002', 'ORD-261124-0001']);
      expect(ids(await list('?from=2026-11-24'))).toEqual(['ORD-261124-0002', 'ORD-261124-0001']);
      // A minute before India's midnight, yesterday is still today.
      setClock(t, ist('2026-11-23T23:59'));
      expect(ids(await list(''))).toEqual(['ORD-261123-0001']);
    });

    it('without a plan (or with one run out) a range other than today is 402', async () => {
      for (const query of ['?from=2026-11-23', '?to=2026-11-24', '?from=2026-11-23&to=2026-11-24', '?from=2026-11-25']) {
        const reply = await list(query);
        expect({ query, status: reply.status, body: reply.body }).toEqual({
          query,
          status: 402,
          body: { message: planRequiredMessage('order_history') },
        });
      }
      await grantPlan(t, history.shopId, 'starter', { now: NOW, expired: true });
      expect((await list('?from=2026-11-23')).status).toBe(402);
      expect(ids(await list(''))).toEqual(['ORD-261124-0002', 'ORD-261124-0001']);
    });

    it('with Starter or Professional: every order, or the India days asked for', async () => {
      await grantPlan(t, history.shopId, 'starter', { now: NOW });
      expect((await list('')).body.data.total).toBe(4);
      expect(ids(await list('?from=2026-11-22&to=2026-11-22'))).toEqual(['ORD-261122-0001']);
      expect(ids(await list('?from=2026-11-23&to=2026-11-23'))).toEqual(['ORD-261123-0001']);
      expect(ids(await list('?to=2026-11-23&sort=date_asc'))).toEqual(['ORD-261122-0001', 'ORD-261123-0001']);
      expect(ids(await list('?from=2026-11-23&search=0403'))).toEqual(['ORD-261124-0001']);
      const paged = await list('?from=2026-11-22&to=2026-11-24&limit=3');
      expect(paged.body.data).toMatchObject({ total: 4, hasMore: true });
      await grantPlan(t, history.shopId, 'professional', { now: NOW });
      expect((await list('?from=2026-11-01&to=2026-11-30')).body.data.total).toBe(4);
    });

    it.each([
      ['from after to', '?from=2026-11-24&to=2026-11-23', { to: R.rangeOrder }],
      ['a date that is not one', '?from=2026-11-31', { from: R.dateInvalid('from') }],
      ['another way of writing it', '?to=24-11-2026', { to: R.dateInvalid('to') }],
      ['a repeated date', '?from=2026-11-23&from=2026-11-24', { from: R.dateInvalid('from') }],
    ])('refuses %s with 422', async (_what, query, errors) => {
      const reply = await list(query);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
    });

    it("the day's figures are the same with or without a plan", async () => {
      const summary = await t.call('GET', `/api/orders/shop/${history.shopId}/summary`, { token: history.token });
      expect(summary.status).toBe(200);
      expect(summary.body.data).toMatchObject({ todays_orders: 2, pending_orders: 4 });
    });
  });

  it("a shopkeeper's list never holds another shop's orders", async () => {
    // With order history, so the lists hold every order, not only the clock's day.
    await grantPlan(t, shop.shopId, 'starter');
    await grantPlan(t, other.shopId, 'starter');
    const mine = await t.call('GET', `/api/orders/shop/${shop.shopId}?limit=100`, { token: shop.token });
    const theirs = await t.call('GET', `/api/orders/shop/${other.shopId}?limit=100`, { token: other.token });
    const mineIds = new Set(mine.body.data.orders.map((o: { _id: string }) => o._id));
    expect(mine.body.data.orders.every((o: { shop_id: string }) => o.shop_id === shop.shopId)).toBe(true);
    expect(theirs.body.data.orders.some((o: { _id: string }) => mineIds.has(o._id))).toBe(false);
    await expectOwnerOnly(t, 'GET', `/api/orders/shop/${shop.shopId}?sort=amount_desc&search=a`, { owner: shop, other });
  });
});
