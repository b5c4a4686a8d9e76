import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import {
  API_MESSAGES,
  BILL_KEY_PATTERN,
  BILL_LIMITS,
  BILL_MESSAGES,
  type BillView,
  COMPOSITION_DECLARATION,
  CUSTOMER_API_MESSAGES as CM,
  DEVICE_ID_HEADER,
  financialYear,
  type GstScheme,
  HTTP_MESSAGES,
  ROLE_SHOPKEEPER,
  UNPAID,
  VALIDATION,
} from '@chowk/contracts';
import { MenuService } from '../catalogue/menu/menu.service';
import {
  addOptionGroup,
  ist,
  type MenuShop,
  newDevice,
  place,
  setClock,
  setItemGroups,
  shopWithMenu,
  verifyContact,
} from '../orders/testing/order-fixtures';
import { signupShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, newClientAddress, type Reply, type TestApp } from '../../testing/test-app';

/** Noon in India on 24 Nov 2026: every default shop (09:00–21:00) is open; financial year 2026-27. */
const NOON = ist('2026-11-24T12:00');
const FY = financialYear(NOON);
const NEXT_FY = financialYear(ist(`${FY.start + 1}-04-01T00:00`));
/** Valid GSTINs (their check characters hold): Karnataka's and Maharashtra's. */
const KA_GSTIN = '29AAGCB7383J1Z4';
const MH_GSTIN = '27AAPFU0939F1ZV';

/**
 * Bills (docs/api.md "Bills"): every order's bill, at GET /api/orders/{id}/bill (the order's
 * readers) and GET /api/bills/{key} (anyone with its key), issued on the first opening with the
 * next number of the shop's financial year: no gap, no repeat, across instances too; a receipt, a
 * bill of supply or a tax invoice by the GST registration the order was priced under.
 */
describe('bills: GET /api/orders/{id}/bill and GET /api/bills/{key}', () => {
  let t: TestApp;
  const device = newDevice();
  const email = 'meera@example.com';
  const mobile = '9876543210';

  const bills = () => t.connection.collection('bills');
  const orders = () => t.connection.collection('orders');
  const orderRecord = (id: string) => orders().findOne({ _id: new Types.ObjectId(id) });
  const orderBill = (id: string, options: { deviceId?: string; token?: string; app?: TestApp } = {}) =>
    (options.app ?? t).call('GET', `/api/orders/${id}/bill`, {
      token: options.token,
      headers: options.deviceId ? { [DEVICE_ID_HEADER]: options.deviceId } : {},
    });
  const keyBill = (key: string, options: { app?: TestApp; forwardedFor?: string } = {}) =>
    (options.app ?? t).call('GET', `/api/bills/${key}`, { forwardedFor: options.forwardedFor ?? newClientAddress() });
  const answer = (reply: Reply) => ({ status: reply.status, body: reply.body });

  /** Orders of the shop's items (name → quantity), pickup, from the test's device; the answer's order. */
  async function order(shop: MenuShop, items: Record<string, number>, extra: Record<string, unknown> = {}) {
    const reply = await place(
      t,
      {
        shop_id: shop.shopId,
        items: Object.entries(items).map(([name, quantity]) => ({ product_id: shop.items[name], quantity })),
        customer_email: email,
        ...extra,
      },
      { deviceId: device },
    );
    if (reply.status !== 201) throw new Error(`order: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.data as { _id: string; order_id: string; created_at: string };
  }

  /** The shop's GST registration (PUT /api/shops/{id}/billing): its orders placed since are priced under it. */
  async function registerGst(shop: MenuShop, gst_scheme: GstScheme, gstin: string | null) {
    const reply = await t.call('PUT', `/api/shops/${shop.shopId}/billing`, {
      token: shop.token,
      body: { upi_id: null, payee_name: null, gst_scheme, gstin },
    });
    expect(reply.status).toBe(200);
  }

  /** Cancels the order as its shop does (PATCH /api/orders/{id}/status). */
  async function cancel(shop: MenuShop, orderId: string) {
    const reply = await t.call('PATCH', `/api/orders/${orderId}/status`, { token: shop.token, body: { status: 'cancelled' } });
    expect(reply.status).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp(__filename);
    setClock(t, NOON);
    await verifyContact(t, device, 'email', email);
    await verifyContact(t, device, 'mobile', mobile);
  });
  beforeEach(() => setClock(t, NOON));
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  describe('what a bill says', () => {
    it("a receipt (a shop not registered for GST): the order's lines, options and amounts, the shop as it is, 5% tax", async () => {
      // A shop signed up through the API: its owner's mobile is the bill's contact, as on the printed slips.
      const keeper = await signupShopkeeper(t, { shop_name: 'Sharma Tea Stall' });
      const menu = t.app.get(MenuService);
      const section = await menu.createSection(keeper.userId, keeper.shopId, 'Hot Drinks');
      const product = (name: string, price: number) =>
        menu.createProduct(keeper.userId, { name, price, shop_id: keeper.shopId, menu_section_id: section._id });
      const shop: MenuShop = {
        ...keeper,
        items: { 'Masala Chai': (await product('Masala Chai', 10))._id, Samosa: (await product('Samosa', 20))._id },
      };
      const size = await addOptionGroup(t, shop, {
        name: 'Size',
        selection: 'single',
        required: true,
        choices: [
          { name: 'Cutting', price: 0 },
          { name: 'Full', price: 5 },
        ],
      });
      const addOns = await addOptionGroup(t, shop, {
        name: 'Add-ons',
        selection: 'multiple',
        required: false,
        choices: [
          { name: 'Elaichi', price: 2 },
          { name: 'Ginger', price: 2 },
        ],
      });
      await setItemGroups(t, shop, 'Masala Chai', [size, addOns]);
      const settings = await t.call('PATCH', `/api/shops/${shop.shopId}`, {
        token: shop.token,
        body: { address: '12 MG Road', delivers: true },
      });
      expect(settings.status).toBe(200);

      const placed = await place(
        t,
        {
          shop_id: shop.shopId,
          items: [
            {
              product_id: shop.items['Masala Chai'],
              option_ids: [addOns.choices.Ginger, size.choices.Full, addOns.choices.Elaichi],
              quantity: 2,
            },
            { product_id: shop.items.Samosa, quantity: 1 },
          ],
          customer_email: email,
          customer_name: 'Meera',
          delivery_type: 'delivery',
        },
        { deviceId: device },
      );
      expect(placed.status).toBe(201);
      const placedOrder = placed.body.data;

      setClock(t, ist('2026-11-24T12:30'));
      const before = await t.count('bills');
      const reply = await orderBill(placedOrder._id, { deviceId: device });
      // Its address: the order's key (given when it was placed, or by this first request).
      const key = (await orderRecord(placedOrder._id))?.billKey as string;
      expect(key).toMatch(BILL_KEY_PATTERN);
      const receipt: BillView = {
        key,
        kind: 'receipt',
        title: 'Receipt',
        number: `${FY.label}/00001`,
        financial_year: FY.label,
        issued_at: ist('2026-11-24T12:30').toISOString(),
        date: '24-11-2026',
        time: '12-30',
        cancelled: false,
        shop: {
          name: 'Sharma Tea Stall',
          code: shop.shopCode,
          address: '12 MG Road, Bengaluru Urban, Bengaluru, Karnataka',
          phone: keeper.mobile,
          gstin: null,
          gst_scheme: 'unregistered',
        },
        place_of_supply: null,
        customer: { name: 'Meera', mobile: null, email },
        order: {
          id: placedOrder._id,
          order_id: placedOrder.order_id,
          created_at: placedOrder.created_at,
          delivery_type: 'delivery',
          payment_method: 'cash',
        },
        lines: [
          { name: 'Masala Chai', options: 'Full · Elaichi, Ginger', quantity: 2, unit_price: 19, amount: 38 },
          { name: 'Samosa', quantity: 1, unit_price: 20, amount: 20 },
        ],
        subtotal: 58,
        tax: { rate_percent: 5, amount: 2.9, cgst: null, sgst: null, note: '5% of ₹58.00 = ₹2.90' },
        delivery_fee: 29,
        total: 89.9,
        total_in_words: 'Rupees Eighty Nine and Ninety Paise Only',
        declaration: null,
        payment: { ...UNPAID },
      };
      expect(answer(reply)).toEqual({ status: 200, body: { success: true, data: receipt } });
      expect(reply.headers['cache-control']).toBe('private, no-store');
      expect(await t.count('bills')).toBe(before + 1);

      // Asked again, later, by its key or by the order: the same bill, issued once.
      setClock(t, ist('2026-11-25T09:00'));
      const byKey = await keyBill(key);
      expect(answer(byKey)).toEqual({ status: 200, body: { success: true, data: receipt } });
      expect(byKey.headers['cache-control']).toBe('private, no-store');
      expect(answer(await orderBill(placedOrder._id, { token: shop.token }))).toEqual(answer(reply));
      expect(await t.count('bills')).toBe(before + 1);
      expect(await bills().findOne({ orderObjectId: new Types.ObjectId(placedOrder._id) })).toEqual({
        _id: expect.any(Types.ObjectId),
        shopId: new Types.ObjectId(shop.shopId),
        fy: FY.label,
        seq: 1,
        number: `${FY.label}/00001`,
        orderObjectId: new Types.ObjectId(placedOrder._id),
        kind: 'receipt',
        issuedAt: ist('2026-11-24T12:30'),
        shop: {
          name: 'Sharma Tea Stall',
          code: shop.shopCode,
          address: '12 MG Road, Bengaluru Urban, Bengaluru, Karnataka',
          phone: keeper.mobile,
          gstScheme: 'unregistered',
          gstin: null,
        },
      });
    });

    it('a bill of supply (composition scheme): no tax charged, the declaration the law asks for, no place of supply', async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Composition Sweets' });
      await registerGst(shop, 'composition', MH_GSTIN);
      const placed = await order(shop, { Samosa: 3 }, { customer_mobile: mobile, customer_email: undefined });

      const reply = await orderBill(placed._id, { deviceId: device });
      expect(answer(reply)).toEqual({
        status: 200,
        body: {
          success: true,
          data: {
            key: expect.stringMatching(BILL_KEY_PATTERN),
            kind: 'bill_of_supply',
            title: 'Bill of Supply',
            number: `${FY.label}/00001`,
            financial_year: FY.label,
            issued_at: NOON.toISOString(),
            date: '24-11-2026',
            time: '12-00',
            cancelled: false,
            shop: {
              name: 'Composition Sweets',
              code: shop.shopCode,
              address: 'Bengaluru Urban, Bengaluru, Karnataka',
              phone: null,
              gstin: MH_GSTIN,
              gst_scheme: 'composition',
            },
            place_of_supply: null,
            customer: { name: null, mobile, email: null },
            order: {
              id: placed._id,
              order_id: placed.order_id,
              created_at: placed.created_at,
              delivery_type: 'pickup',
              payment_method: 'cash',
            },
            lines: [{ name: 'Samosa', quantity: 3, unit_price: 20, amount: 60 }],
            subtotal: 60,
            tax: null,
            delivery_fee: 0,
            total: 60,
            total_in_words: 'Rupees Sixty Only',
            declaration: COMPOSITION_DECLARATION,
            payment: UNPAID,
          },
        },
      });
      expect(reply.body.data.declaration).toBe('Composition taxable person, not eligible to collect tax on supplies');
    });

    it('a tax invoice (regular GST): the GSTIN, the place of supply, CGST and SGST (the odd paisa to CGST) and how they were worked out', async () => {
      const shop = await shopWithMenu(t, { 'Masala Chai': 15 }, { name: 'Registered Chai' });
      await registerGst(shop, 'regular', KA_GSTIN);
      const placed = await order(shop, { 'Masala Chai': 1 }, { payment_method: 'qr', customer_name: 'Ravi' });

      const reply = await orderBill(placed._id, { token: shop.token });
      expect(answer(reply)).toEqual({
        status: 200,
        body: {
          success: true,
          data: {
            key: expect.stringMatching(BILL_KEY_PATTERN),
            kind: 'tax_invoice',
            title: 'Tax Invoice',
            number: `${FY.label}/00001`,
            financial_year: FY.label,
            issued_at: NOON.toISOString(),
            date: '24-11-2026',
            time: '12-00',
            cancelled: false,
            shop: {
              name: 'Registered Chai',
              code: shop.shopCode,
              address: 'Bengaluru Urban, Bengaluru, Karnataka',
              phone: null,
              gstin: KA_GSTIN,
              gst_scheme: 'regular',
            },
            place_of_supply: 'Karnataka (29)',
            customer: { name: 'Ravi', mobile: null, email },
            order: {
              id: placed._id,
              order_id: placed.order_id,
              created_at: placed.created_at,
              delivery_type: 'pickup',
              payment_method: 'qr',
            },
            lines: [{ name: 'Masala Chai', quantity: 1, unit_price: 15, amount: 15 }],
            subtotal: 15,
            tax: {
              rate_percent: 5,
              amount: 0.75,
              cgst: 0.38,
              sgst: 0.37,
              note: '5% of ₹15.00 = ₹0.75 (CGST 2.5% ₹0.38 + SGST 2.5% ₹0.37)',
            },
            delivery_fee: 0,
            total: 15.75,
            total_in_words: 'Rupees Fifteen and Seventy Five Paise Only',
            declaration: null,
            payment: UNPAID,
          },
        },
      });
    });

    it('the kind follows the GST registration the order was priced under, not the one the shop has when the bill is opened', async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Newly Registered' });
      const before = await order(shop, { Samosa: 1 });
      await registerGst(shop, 'regular', KA_GSTIN);
      const after = await order(shop, { Samosa: 1 });
      const [older, newer] = [
        await orderBill(before._id, { deviceId: device }),
        await orderBill(after._id, { deviceId: device }),
      ];
      expect([older.body.data.kind, older.body.data.shop.gstin, older.body.data.number]).toEqual([
        'receipt',
        null,
        `${FY.label}/00001`,
      ]);
      expect([newer.body.data.kind, newer.body.data.shop.gstin, newer.body.data.number]).toEqual([
        'tax_invoice',
        KA_GSTIN,
        `${FY.label}/00002`,
      ]);
    });

    it("the shop's settings changed after issue change no bill; its payment and a cancellation show as they are now", async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Changing Stall' });
      await registerGst(shop, 'regular', KA_GSTIN);
      const placed = await order(shop, { Samosa: 2 });
      const issued = (await orderBill(placed._id, { deviceId: device })).body.data as BillView;

      await t.call('PATCH', `/api/shops/${shop.shopId}`, {
        token: shop.token,
        body: { name: 'Renamed Stall', address: '99 New Street' },
      });
      await registerGst(shop, 'composition', MH_GSTIN);
      setClock(t, ist('2026-12-02T10:00'));
      expect((await keyBill(issued.key)).body.data).toEqual(issued);

      // The payment is read live from the order: the shop marks it paid.
      const paidAt = ist('2026-12-02T10:05');
      setClock(t, paidAt);
      const paid = await t.call('PATCH', `/api/orders/${placed._id}/payment`, {
        token: shop.token,
        body: { status: 'paid', via: 'upi' },
      });
      expect(paid.status).toBe(200);
      await cancel(shop, placed._id);
      const now = (await orderBill(placed._id, { token: shop.token })).body.data;
      expect(now).toEqual({
        ...issued,
        cancelled: true,
        payment: { status: 'paid', via: 'upi', claimed_at: null, updated_at: paidAt.toISOString() },
      });
    });
  });

  describe('numbers: one series per shop and financial year, no gap, no repeat', () => {
    const numbers = (replies: Reply[]) => replies.map((r) => r.body.data?.number ?? `${r.status} ${JSON.stringify(r.body)}`);
    const series = (count: number, fy = FY) =>
      Array.from({ length: count }, (_, i) => `${fy.label}/${String(i + 1).padStart(5, '0')}`);

    it('20 orders placed at once, then their 20 bills asked for at once: 1 to 20, each once; asking again answers the same', async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Rush Hour' });
      const placed = await Promise.all(Array.from({ length: 20 }, () => order(shop, { Samosa: 1 })));
      const first = await Promise.all(placed.map((o) => orderBill(o._id, { deviceId: device })));
      expect(first.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect([...numbers(first)].sort()).toEqual(series(20));

      const again = await Promise.all(
        placed.map((o, i) => (i % 2 ? orderBill(o._id, { token: shop.token }) : keyBill(first[i].body.data.key))),
      );
      expect(numbers(again)).toEqual(numbers(first));
      expect(await bills().countDocuments({ shopId: new Types.ObjectId(shop.shopId) })).toBe(20);
    });

    it('two API instances on one database, each asked for every bill at once: still 1 to 20, one bill per order', async () => {
      const b = await createTestApp(__filename, { keepData: true });
      try {
        setClock(b, NOON);
        const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Two Counters' });
        const placed = await Promise.all(Array.from({ length: 20 }, () => order(shop, { Samosa: 1 })));
        // Every order's bill asked for on both instances at the same time: by its device on one, its shop on the other.
        const ownerOn = (app: TestApp) => app.app.get(JwtService).sign({ sub: shop.userId, role: ROLE_SHOPKEEPER });
        const replies = await Promise.all(
          placed.flatMap((o, i) => [
            orderBill(o._id, { deviceId: device, app: i % 2 ? t : b }),
            orderBill(o._id, { token: ownerOn(i % 2 ? b : t), app: i % 2 ? b : t }),
          ]),
        );
        expect(replies.map((r) => r.status)).toEqual(Array(40).fill(200));
        const perOrder = placed.map((_, i) => [replies[2 * i].body.data.number, replies[2 * i + 1].body.data.number]);
        for (const [one, other] of perOrder) expect(other).toBe(one);
        expect(perOrder.map(([one]) => one).sort()).toEqual(series(20));
        expect(await bills().countDocuments({ shopId: new Types.ObjectId(shop.shopId) })).toBe(20);
      } finally {
        await b.close();
      }
    });

    it('each shop has its own series', async () => {
      const [one, two] = [
        await shopWithMenu(t, { Samosa: 20 }, { name: 'One' }),
        await shopWithMenu(t, { Samosa: 20 }, { name: 'Two' }),
      ];
      const a = await order(one, { Samosa: 1 });
      const b = await order(two, { Samosa: 1 });
      const c = await order(one, { Samosa: 1 });
      const replies = [
        await orderBill(a._id, { deviceId: device }),
        await orderBill(b._id, { deviceId: device }),
        await orderBill(c._id, { deviceId: device }),
      ];
      expect(numbers(replies)).toEqual([`${FY.label}/00001`, `${FY.label}/00001`, `${FY.label}/00002`]);
    });

    it('the financial year turns at midnight India time on 1 April: 31 March 23:59 is the old year, 00:00 starts at 00001 again', async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Year End Stall' });
      setClock(t, ist(`${FY.start + 1}-03-31T12:00`));
      const placed = [];
      for (let i = 0; i < 4; i++) placed.push(await order(shop, { Samosa: 1 }));

      setClock(t, ist(`${FY.start + 1}-03-31T23:59`));
      const march = [await orderBill(placed[0]._id, { deviceId: device }), await orderBill(placed[1]._id, { deviceId: device })];
      setClock(t, ist(`${FY.start + 1}-04-01T00:00`));
      const april = [await orderBill(placed[2]._id, { deviceId: device }), await orderBill(placed[3]._id, { deviceId: device })];
      // A bill issued in March keeps its year and number when opened in April.
      const reopened = await orderBill(placed[1]._id, { deviceId: device });

      expect(NEXT_FY.label).toBe(`${FY.start + 1}-${String((FY.start + 2) % 100).padStart(2, '0')}`);
      expect(numbers([...march, ...april, reopened])).toEqual([...series(2), ...series(2, NEXT_FY), `${FY.label}/00002`]);
      expect(march.map((r) => [r.body.data.financial_year, r.body.data.date, r.body.data.time])).toEqual([
        [FY.label, `31-03-${FY.start + 1}`, '23-59'],
        [FY.label, `31-03-${FY.start + 1}`, '23-59'],
      ]);
      expect(april.map((r) => [r.body.data.financial_year, r.body.data.date, r.body.data.time])).toEqual([
        [NEXT_FY.label, `01-04-${FY.start + 1}`, '00-00'],
        [NEXT_FY.label, `01-04-${FY.start + 1}`, '00-00'],
      ]);
    });

    it('a lost counter costs probes, never a gap or a repeat: the next bill is still the next number', async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Forgetful Stall' });
      const placed = await Promise.all(Array.from({ length: 13 }, () => order(shop, { Samosa: 1 })));
      for (const o of placed.slice(0, 12)) expect((await orderBill(o._id, { deviceId: device })).status).toBe(200);
      await t.connection.collection('bill_counters').deleteOne({ _id: `${shop.shopId}:${FY.label}` } as never);
      expect((await orderBill(placed[12]._id, { deviceId: device })).body.data.number).toBe(`${FY.label}/00013`);
    });

    it(`a year's series ends at ${BILL_LIMITS.seqMax}: 409, nothing issued`, async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Busiest Stall' });
      const placed = await order(shop, { Samosa: 1 });
      await t.connection
        .collection('bill_counters')
        .insertOne({ _id: `${shop.shopId}:${FY.label}`, seq: BILL_LIMITS.seqMax } as never);
      const before = await t.count('bills');
      expect(answer(await orderBill(placed._id, { deviceId: device }))).toEqual({
        status: 409,
        body: { message: BILL_MESSAGES.seriesFull },
      });
      expect(await t.count('bills')).toBe(before);
    });
  });

  describe('who may open a bill', () => {
    let shop: MenuShop;
    let other: MenuShop;
    let byEmail: { _id: string };
    let byMobile: { _id: string };
    let key: string;

    beforeAll(async () => {
      shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Private Stall' });
      other = await shopWithMenu(t, { Samosa: 20 }, { name: 'Nosy Stall' });
      byEmail = await order(shop, { Samosa: 1 });
      byMobile = await order(shop, { Samosa: 2 }, { customer_email: undefined, customer_mobile: mobile });
      key = (await orderBill(byEmail._id, { deviceId: device })).body.data.key;
    });

    it("the device that placed it, its signed-in customer (email or mobile) and its shop's owner: the same bill", async () => {
      const jwt = t.app.get(JwtService);
      const customerByEmail = jwt.sign({ sub: 'customer-1', role: 'customer', email: 'Meera@Example.com' });
      const customerByMobile = jwt.sign({ sub: 'customer-2', role: 'customer', mobile });
      const readers = [
        await orderBill(byEmail._id, { deviceId: device }),
        await orderBill(byEmail._id, { token: customerByEmail }),
        await orderBill(byEmail._id, { token: shop.token }),
        await keyBill(key),
      ];
      expect(readers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      for (const reply of readers) expect(reply.body).toEqual(readers[0].body);
      expect((await orderBill(byMobile._id, { token: customerByMobile })).status).toBe(200);
    });

    it('anyone else: 404 as for an order that does not exist, and nothing issued', async () => {
      const jwt = t.app.get(JwtService);
      const before = await t.count('bills');
      const cases: [string, { deviceId?: string; token?: string }][] = [
        ['another device', { deviceId: newDevice() }],
        ["another shop's owner", { token: other.token }],
        ['the admin', { token: await t.adminToken() }],
        ['another customer', { token: jwt.sign({ sub: 'customer-3', role: 'customer', email: 'ravi@example.com' }) }],
        ["the email's customer, for the mobile's order", { token: jwt.sign({ sub: 'c', role: 'customer', email }) }],
        ['nobody', {}],
      ];
      const fresh = await order(shop, { Samosa: 1 }, { customer_email: undefined, customer_mobile: mobile });
      for (const [who, options] of cases) {
        const reply = await orderBill(fresh._id, options);
        expect({ who, ...answer(reply) }).toEqual({ who, status: 404, body: { message: CM.orderNotFound } });
      }
      expect(answer(await orderBill(MISSING_ID, { deviceId: device }))).toEqual({
        status: 404,
        body: { message: CM.orderNotFound },
      });
      expect(await t.count('bills')).toBe(before);
    });

    it('a malformed order id is 400; a bad or expired token 401', async () => {
      expect(answer(await orderBill('not-an-id', { deviceId: device }))).toEqual({
        status: 400,
        body: { message: VALIDATION.invalidId },
      });
      const expired = t.app.get(JwtService).sign({ sub: 'customer-1', role: 'customer', email }, { expiresIn: -10 });
      for (const token of ['not-a-jwt', expired]) {
        expect(answer(await orderBill(byEmail._id, { deviceId: device, token }))).toEqual({
          status: 401,
          body: { message: HTTP_MESSAGES.unauthorized },
        });
      }
    });

    it('a key is the permission: anyone with it opens the bill; a malformed or unknown key is 404', async () => {
      expect((await keyBill(key)).body.data.order.id).toBe(byEmail._id);
      const before = await t.count('bills');
      for (const wrong of [
        'short',
        `${key}A`,
        `${key.slice(0, 21)}!`,
        `${key.slice(0, 21)}%2F`,
        'A'.repeat(22),
        key.toLowerCase() === key ? key.toUpperCase() : key.toLowerCase(),
      ]) {
        expect({ wrong, ...answer(await keyBill(wrong)) }).toEqual({
          wrong,
          status: 404,
          body: { message: BILL_MESSAGES.notFound },
        });
      }
      expect(await t.count('bills')).toBe(before);
    });

    it('guessing keys is cut off: 30 wrong keys from one address lock it out for a while (429), other addresses go on', async () => {
      const guesser = newClientAddress();
      for (let i = 0; i < 30; i++) {
        const wrong = `${String(i).padStart(2, '0')}${'x'.repeat(20)}`;
        expect((await keyBill(wrong, { forwardedFor: guesser })).status).toBe(404);
      }
      const locked = await keyBill(key, { forwardedFor: guesser });
      expect(answer(locked)).toEqual({ status: 429, body: { message: API_MESSAGES.tooManyRequests } });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await keyBill(key)).status).toBe(200);
    });
  });

  describe('cancelled orders and older orders', () => {
    it('cancelled before its bill was issued: no bill (409 on both routes), no number taken', async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Cancelling Stall' });
      const cancelled = await order(shop, { Samosa: 1 });
      const kept = await order(shop, { Samosa: 1 });
      await cancel(shop, cancelled._id);
      const byOrder = await orderBill(cancelled._id, { token: shop.token });
      const key = (await orderRecord(cancelled._id))?.billKey as string;
      for (const reply of [byOrder, await keyBill(key)]) {
        expect(answer(reply)).toEqual({ status: 409, body: { message: BILL_MESSAGES.cancelledUnissued } });
      }
      expect(await bills().countDocuments({ orderObjectId: new Types.ObjectId(cancelled._id) })).toBe(0);
      expect((await orderBill(kept._id, { token: shop.token })).body.data.number).toBe(`${FY.label}/00001`);
    });

    it('cancelled after: the same bill, marked cancelled, its number kept in the series', async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Regretful Stall' });
      const placed = await order(shop, { Samosa: 1 });
      const issued = (await orderBill(placed._id, { deviceId: device })).body.data;
      await cancel(shop, placed._id);
      const after = await keyBill(issued.key);
      expect(answer(after)).toEqual({ status: 200, body: { success: true, data: { ...issued, cancelled: true } } });
      const next = await order(shop, { Samosa: 1 });
      expect((await orderBill(next._id, { deviceId: device })).body.data.number).toBe(`${FY.label}/00002`);
    });

    it('an order from before bills (no key) gets its key on its first bill request, once, without counting as a change of the order', async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Old Stall' });
      const placed = await order(shop, { Samosa: 1 });
      await orders().updateOne({ _id: new Types.ObjectId(placed._id) }, { $unset: { billKey: '' } });
      const updatedAt = (await orderRecord(placed._id))?.updatedAt;

      const replies = await Promise.all(Array.from({ length: 5 }, () => orderBill(placed._id, { deviceId: device })));
      expect(replies.map((r) => r.status)).toEqual(Array(5).fill(200));
      const stored = await orderRecord(placed._id);
      expect(stored?.billKey).toMatch(BILL_KEY_PATTERN);
      expect(stored?.updatedAt).toEqual(updatedAt);
      for (const reply of replies) expect(reply.body.data).toEqual({ ...replies[0].body.data, key: stored?.billKey });
      expect(replies[0].body.data.number).toBe(`${FY.label}/00001`);
      expect((await keyBill(stored?.billKey as string)).body.data).toEqual(replies[0].body.data);
    });

    it("an order the shop took at its counter has a bill too, to the shop's owner", async () => {
      const shop = await shopWithMenu(t, { Samosa: 20 }, { name: 'Counter Stall' });
      const counter = await t.call('POST', `/api/orders/shop/${shop.shopId}`, {
        token: shop.token,
        body: { items: [{ product_id: shop.items.Samosa, quantity: 2 }] },
      });
      expect(counter.status).toBe(201);
      const reply = await orderBill(counter.body.data._id, { token: shop.token });
      expect(answer(reply)).toEqual({
        status: 200,
        body: {
          success: true,
          data: expect.objectContaining({
            kind: 'receipt',
            number: `${FY.label}/00001`,
            customer: { name: null, mobile: null, email: null },
            lines: [{ name: 'Samosa', quantity: 2, unit_price: 20, amount: 40 }],
            total: 42,
            total_in_words: 'Rupees Forty Two Only',
          }),
        },
      });
      expect(answer(await orderBill(counter.body.data._id, { deviceId: device }))).toEqual({
        status: 404,
        body: { message: CM.orderNotFound },
      });
    });
  });
});
