import { randomUUID } from 'node:crypto';
import { getModelToken } from '@nestjs/mongoose';
import { JwtService } from '@nestjs/jwt';
import { type Model, Types } from 'mongoose';
import {
  BILL_KEY_PATTERN,
  CUSTOMER_API_MESSAGES as M,
  CUSTOMER_VALIDATION as CV,
  DEVICE_ID_HEADER,
  HTTP_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  PLACE_ORDER_VALIDATION as PV,
  ROLE_SHOPKEEPER,
  UNPAID,
  VALIDATION,
} from '@chowk/contracts';
import { DatabaseDeadlineError } from '../../database/operation-deadline';
import { ShopsService } from '../catalogue/shops/shops.service';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';
import { OrderEventsService } from './events/order-events.service';
import { Order } from './schemas/order.schema';
import {
  ist,
  type MenuShop,
  newDevice,
  place,
  setClock,
  shopWithMenu,
  verifyByCode,
  verifyContact,
} from './testing/order-fixtures';

/** Noon in India on 24 Nov 2026: every default shop (09:00–21:00) is open. */
const NOON = ist('2026-11-24T12:00');

describe('placing an order: POST /api/orders', () => {
  let t: TestApp;
  let shop: MenuShop;
  let deliveringShop: MenuShop;
  let otherShop: MenuShop;
  const device = newDevice();
  const email = 'meera@example.com';
  const mobile = '9876543210';

  const chai = () => shop.items['Masala Chai'];
  const samosa = () => shop.items.Samosa;
  /** A valid order of shop: 2 chai (₹15) and a samosa (₹20), with the client's tampered prices. */
  const cart = (extra: Record<string, unknown> = {}) => ({
    shop_id: shop.shopId,
    items: [
      {
        product_id: chai(),
        product_name: 'Free Chai',
        price: 0.01,
        quantity: 2,
        subtotal: 0.02,
        tax_amount: 0,
        total_amount: 0.02,
      },
      { product_id: samosa(), product_name: 'Samosa', price: 1, quantity: 1 },
    ],
    customer_email: email,
    ...extra,
  });
  const orderCount = () => t.count('orders');

  beforeAll(async () => {
    t = await createTestApp(__filename);
    shop = await shopWithMenu(t);
    deliveringShop = await shopWithMenu(t, { Thali: 120.5 }, { name: 'Annapurna Mess', delivers: true });
    otherShop = await shopWithMenu(t, { 'Filter Coffee': 25 }, { name: 'Coffee Corner' });
    // The checkout's own routes, as the browser verifies (later devices of the same contact: verifyContact).
    await verifyByCode(t, device, 'email', email);
    await verifyByCode(t, device, 'mobile', mobile);
  });
  beforeEach(() => setClock(t, NOON));
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  describe('pricing and the answer', () => {
    it("prices from the server's records, not the client's (2 × ₹15 + ₹20, 5% tax, pickup free): 201 with the order", async () => {
      const before = await orderCount();
      const reply = await place(t, cart({ customer_name: '  Meera  ', notes: ' Less sugar ' }), { deviceId: device });
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({
        success: true,
        message: 'Order placed successfully!',
        data: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          order_id: 'ORD-261124-0001',
          shop_id: shop.shopId,
          shop_name: 'Sharma Tea Stall',
          shop_code: shop.shopCode,
          items: [
            { product_id: chai(), product_name: 'Masala Chai', name: 'Masala Chai', quantity: 2, price: 15 },
            { product_id: samosa(), product_name: 'Samosa', name: 'Samosa', quantity: 1, price: 20 },
          ],
          status: 'pending',
          delivery_type: 'pickup',
          payment_method: 'cash',
          subtotal: 50,
          tax_amount: 2.5,
          delivery_fee: 0,
          total_amount: 52.5,
          totalAmount: 52.5,
          notes: 'Less sugar',
          customer_name: 'Meera',
          customer_email: email,
          created_at: NOON.toISOString(),
          updated_at: NOON.toISOString(),
          placed_by: 'customer',
          date: '24-11-2026',
          time: '12-00',
          // Unpaid until the shop marks it; its bill's address key; a cash order has no payee.
          payment: UNPAID,
          bill_key: expect.stringMatching(BILL_KEY_PATTERN),
        },
      });
      expect(await orderCount()).toBe(before + 1);
      const doc = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(reply.body.data._id as string) });
      expect(doc).toMatchObject({
        status: 'pending',
        subtotalPaise: 5000,
        taxPaise: 250,
        deliveryFeePaise: 0,
        totalPaise: 5250,
        items: [
          { productName: 'Masala Chai', quantity: 2, pricePaise: 1500 },
          { productName: 'Samosa', quantity: 1, pricePaise: 2000 },
        ],
        customerEmail: email,
        contactType: 'email',
        deviceId: device,
        idempotencyKey: expect.any(String),
        deliveryType: 'pickup',
        paymentMethod: 'cash',
      });
      expect(doc?.customerMobile).toBeUndefined();
    });

    it('delivery costs ₹29 at a shop that delivers; tax stays 5% of the subtotal (rounded to the paisa)', async () => {
      const reply = await place(
        t,
        {
          shop_id: deliveringShop.shopId,
          items: [{ product_id: deliveringShop.items.Thali, quantity: 3, price: 1 }],
          customer_mobile: ` ${mobile} `,
          delivery_type: 'delivery',
          payment_method: 'qr',
        },
        { deviceId: device },
      );
      expect(reply.status).toBe(201);
      // 3 × ₹120.50 = ₹361.50; 5% = ₹18.075 → ₹18.08; + ₹29 = ₹408.58
      expect(reply.body.data).toMatchObject({
        delivery_type: 'delivery',
        payment_method: 'qr',
        subtotal: 361.5,
        tax_amount: 18.08,
        delivery_fee: 29,
        total_amount: 408.58,
        customer_mobile: mobile,
        shop_name: 'Annapurna Mess',
      });
      expect(reply.body.data.customer_email).toBeUndefined();
    });

    it('blank name and notes are left out; pickup and cash are the defaults', async () => {
      const reply = await place(t, cart({ customer_name: '   ', notes: '' }), { deviceId: device });
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({ delivery_type: 'pickup', payment_method: 'cash' });
      expect(reply.body.data).not.toHaveProperty('customer_name');
      expect(reply.body.data).not.toHaveProperty('notes');
    });

    it('writes with majority write concern', async () => {
      const model = t.app.get<Model<Order>>(getModelToken(Order.name));
      const insert = jest.spyOn(model.collection, 'insertOne');
      expect((await place(t, cart(), { deviceId: device })).status).toBe(201);
      expect(insert).toHaveBeenCalledTimes(1);
      expect(insert.mock.calls[0][1]).toMatchObject({ writeConcern: { w: 'majority' } });
    });

    it("the shop's own list shows the customer's order, with the same view", async () => {
      const placed = await place(t, cart(), { deviceId: device });
      const list = await t.call('GET', `/api/orders/shop/${shop.shopId}`, { token: shop.token });
      expect(list.status).toBe(200);
      expect(list.body.data.orders[0]).toEqual(placed.body.data);
    });
  });

  describe('refusals (nothing is written)', () => {
    let before: number;
    beforeEach(async () => {
      before = await orderCount();
    });
    afterEach(async () => {
      expect(await orderCount()).toBe(before);
    });

    const item = (extra: Record<string, unknown>) => ({ product_id: chai(), quantity: 1, ...extra });

    it.each([
      ['no items', () => cart({ items: [] }), { items: CV.cartEmpty }],
      ['items missing', () => ({ shop_id: shop.shopId, customer_email: email }), { items: CV.cartEmpty }],
      ['items not a list', () => cart({ items: { product_id: 'x' } }), { items: PV.itemInvalid }],
      ['51 lines', () => cart({ items: Array.from({ length: 51 }, () => item({})) }), { items: CV.tooManyLines }],
      ['quantity 0', () => cart({ items: [item({ quantity: 0 })] }), { items: CV.quantityMin }],
      ['quantity -1', () => cart({ items: [item({ quantity: -1 })] }), { items: CV.quantityMin }],
      ['quantity 100', () => cart({ items: [item({ quantity: 100 })] }), { items: CV.quantityMax }],
      ['quantity 1.5', () => cart({ items: [item({ quantity: 1.5 })] }), { items: PV.quantityWhole }],
      ['quantity "2"', () => cart({ items: [item({ quantity: '2' })] }), { items: PV.itemInvalid }],
      ['quantity missing', () => cart({ items: [{ product_id: chai() }] }), { items: PV.itemInvalid }],
      ['a line that is not an object', () => cart({ items: ['chai'] }), { items: PV.itemInvalid }],
      [
        'a product id that is not an ObjectId',
        () => cart({ items: [item({ product_id: 'chai' })] }),
        { items: PV.itemProductInvalid },
      ],
      [
        'an operator as product id',
        () => cart({ items: [item({ product_id: { $ne: null } })] }),
        { items: PV.itemProductInvalid },
      ],
      ['a price as text', () => cart({ items: [item({ price: '15' })] }), { items: PV.clientPriceInvalid }],
      ['a total as text', () => cart({ items: [item({ total_amount: 'free' })] }), { items: PV.clientPriceInvalid }],
      [
        'a name that is not text',
        () => cart({ items: [item({ product_name: 5 })] }),
        { items: VALIDATION.mustBeString('items[0].product_name') },
      ],
      [
        'an unknown line field',
        () => cart({ items: [item({ discount: 10 })] }),
        { items: VALIDATION.unknownField('items[0].discount') },
      ],
      ['a name of 101 characters', () => cart({ customer_name: 'a'.repeat(101) }), { customer_name: CV.customerNameTooLong }],
      ['a name that is not text', () => cart({ customer_name: 7 }), { customer_name: VALIDATION.mustBeString('customer_name') }],
      ['notes of 501 characters', () => cart({ notes: 'n'.repeat(501) }), { notes: CV.notesTooLong }],
      ['a malformed email', () => cart({ customer_email: 'meera@' }), { customer_email: CV.emailInvalid }],
      [
        'a malformed mobile',
        () => cart({ customer_email: undefined, customer_mobile: '12345' }),
        { customer_mobile: CV.mobileInvalid },
      ],
      ['an unknown delivery type', () => cart({ delivery_type: 'drone' }), { delivery_type: PV.deliveryTypeInvalid }],
      ['an unknown payment method', () => cart({ payment_method: 'upi' }), { payment_method: PV.paymentMethodInvalid }],
      ['no shop', () => cart({ shop_id: undefined }), { shop_id: PV.shopRequired }],
      ['a shop id that is not an ObjectId', () => cart({ shop_id: 'SHOP-1234' }), { shop_id: VALIDATION.invalidId }],
      ['an unknown field', () => cart({ total_amount: 1 }), { total_amount: VALIDATION.unknownField('total_amount') }],
    ])('%s: 422 with the field’s message', async (_case, body, errors) => {
      const reply = await place(t, body(), { deviceId: device });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
    });

    it.each([
      ['neither contact', () => cart({ customer_email: undefined }), { customer_email: CV.contactRequired }],
      ['both contacts', () => cart({ customer_mobile: mobile }), { customer_mobile: CV.contactRequired }],
      [
        'the same product twice',
        () => cart({ items: [item({}), item({ product_id: chai().toUpperCase(), quantity: 2 })] }),
        { items: CV.duplicateLine },
      ],
    ])('%s: 422 once the shop is found', async (_case, body, errors) => {
      const reply = await place(t, body(), { deviceId: device });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
    });

    it.each([
      ['no X-Device-Id', { deviceId: null }, M.deviceRequired],
      ['a malformed X-Device-Id', { deviceId: '<script>' }, M.deviceRequired],
      ['an empty Idempotency-Key', { key: '' }, PV.idempotencyKeyRequired],
      ['an Idempotency-Key of 101 characters', { key: 'k'.repeat(101) }, PV.idempotencyKeyRequired],
      ['an Idempotency-Key with a space', { key: 'order 1' }, PV.idempotencyKeyRequired],
    ])('%s: 400', async (_case, options, message) => {
      const reply = await place(t, cart(), { deviceId: device, ...options });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { message } });
    });

    it('an Idempotency-Key of 100 characters of [A-Za-z0-9_-] is fine', async () => {
      const reply = await place(t, cart(), { deviceId: device, key: `Ab0_-${'k'.repeat(95)}` });
      expect(reply.status).toBe(201);
      before += 1;
    });

    it('an unknown shop: 404', async () => {
      const reply = await place(t, cart({ shop_id: MISSING_ID }), { deviceId: device });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
    });

    it("another shop's product: 400; an unknown product: 400", async () => {
      const theirs = await place(t, cart({ items: [item({}), { product_id: otherShop.items['Filter Coffee'], quantity: 1 }] }), {
        deviceId: device,
      });
      expect({ status: theirs.status, body: theirs.body }).toEqual({ status: 400, body: { message: M.productOtherShop } });
      const unknown = await place(t, cart({ items: [item({}), { product_id: MISSING_ID, quantity: 1 }] }), { deviceId: device });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 400, body: { message: M.productUnknown } });
    });

    it('a sold-out item: 409 naming it; available again, it orders', async () => {
      const owner = { token: shop.token };
      const off = await t.call('PATCH', `/api/products/${samosa()}/availability`, { ...owner, body: { sold_out: true } });
      expect(off.status).toBe(200);
      const reply = await place(t, cart(), { deviceId: device });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 409, body: { message: M.productSoldOut('Samosa') } });
      await t.call('PATCH', `/api/products/${samosa()}/availability`, { ...owner, body: { sold_out: false } });
    });

    it('delivery from a shop that does not deliver: 400', async () => {
      const reply = await place(t, cart({ delivery_type: 'delivery' }), { deviceId: device });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { message: M.noDelivery } });
    });

    it('a paused shop: 409', async () => {
      const shops = t.app.get(ShopsService);
      await shops.updateSettings(shop.userId, shop.shopId, { ordersPaused: true });
      try {
        const reply = await place(t, cart(), { deviceId: device });
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 409, body: { message: M.shopPaused } });
      } finally {
        await shops.updateSettings(shop.userId, shop.shopId, { ordersPaused: false });
      }
    });

    it.each([
      ['before opening (08:59)', '2026-11-24T08:59'],
      ['at closing (21:00)', '2026-11-24T21:00'],
      ['late at night (23:30)', '2026-11-24T23:30'],
    ])('a closed shop, %s India time: 409', async (_case, local) => {
      setClock(t, ist(local));
      const reply = await place(t, cart(), { deviceId: device });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 409, body: { message: M.shopClosed } });
    });

    it('an unverified contact: 403; verified on another device: 403; the other contact verified: 403', async () => {
      const stranger = await place(t, cart({ customer_email: 'asha@example.com' }), { deviceId: device });
      expect({ status: stranger.status, body: stranger.body }).toEqual({ status: 403, body: { message: M.notVerified } });

      const otherDevice = newDevice();
      const elsewhere = await place(t, cart(), { deviceId: otherDevice });
      expect({ status: elsewhere.status, body: elsewhere.body }).toEqual({ status: 403, body: { message: M.notVerified } });

      const emailOnly = newDevice();
      await verifyContact(t, emailOnly, 'email', email);
      const wrongType = await place(t, cart({ customer_email: undefined, customer_mobile: mobile }), { deviceId: emailOnly });
      expect({ status: wrongType.status, body: wrongType.body }).toEqual({ status: 403, body: { message: M.notVerified } });
    });

    it("a shopkeeper's or an admin's token does not verify a contact", async () => {
      const keeper = t.app.get(JwtService).sign({ sub: shop.userId, role: ROLE_SHOPKEEPER, email: 'asha@example.com' });
      const asKeeper = await place(t, cart({ customer_email: 'asha@example.com' }), { deviceId: newDevice(), token: keeper });
      expect({ status: asKeeper.status, body: asKeeper.body }).toEqual({ status: 403, body: { message: M.notVerified } });
      const asAdmin = await place(t, cart(), { deviceId: newDevice(), token: await t.adminToken() });
      expect(asAdmin.status).toBe(403);
    });

    it("a customer's token for another contact does not verify it (403); an expired or forged token is a 401", async () => {
      const jwt = t.app.get(JwtService);
      const another = jwt.sign({ sub: 'c1', role: 'customer', email: 'asha@example.com' });
      const reply = await place(t, cart(), { deviceId: newDevice(), token: another });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 403, body: { message: M.notVerified } });
      for (const token of [jwt.sign({ sub: 'c1', role: 'customer', email }, { expiresIn: -10 }), 'not-a-jwt']) {
        const stale = await place(t, cart(), { deviceId: device, token });
        expect({ status: stale.status, body: stale.body }).toEqual({
          status: 401,
          body: { message: HTTP_MESSAGES.unauthorized },
        });
      }
    });
  });

  describe('open hours in India time', () => {
    it('open from 09:00 (inclusive) to 21:00 (exclusive)', async () => {
      setClock(t, ist('2026-11-24T09:00'));
      expect((await place(t, cart(), { deviceId: device })).status).toBe(201);
      setClock(t, ist('2026-11-24T20:59'));
      expect((await place(t, cart(), { deviceId: device })).status).toBe(201);
    });

    it('hours past midnight (18:00–02:00): open at 01:00 the next day, closed at 02:00 and at 17:59', async () => {
      const night = await shopWithMenu(t, { Maggi: 40 }, { name: 'Night Owl Stall' });
      const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day: day as 0, closed: false, open: '18:00', close: '02:00' }));
      await t.app.get(ShopsService).updateSettings(night.userId, night.shopId, { openingHours: hours });
      const order = { shop_id: night.shopId, items: [{ product_id: night.items.Maggi, quantity: 1 }], customer_email: email };
      setClock(t, ist('2026-11-25T01:00'));
      const late = await place(t, order, { deviceId: device });
      expect(late.status).toBe(201);
      // Placed after midnight: the date and number are of the new India day.
      expect(late.body.data).toMatchObject({ order_id: 'ORD-261125-0001', date: '25-11-2026', time: '01-00' });
      for (const closed of ['2026-11-25T02:00', '2026-11-25T17:59']) {
        setClock(t, ist(closed));
        const reply = await place(t, order, { deviceId: device });
        expect({ closed, status: reply.status, body: reply.body }).toEqual({
          closed,
          status: 409,
          body: { message: M.shopClosed },
        });
      }
      // Sunday closed: Saturday night's hours still run into Sunday 01:00.
      hours[0] = { day: 0, closed: true, open: '18:00', close: '02:00' };
      await t.app.get(ShopsService).updateSettings(night.userId, night.shopId, { openingHours: hours });
      setClock(t, ist('2026-11-29T01:00')); // a Sunday
      expect((await place(t, order, { deviceId: device })).status).toBe(201);
      setClock(t, ist('2026-11-29T19:00'));
      expect((await place(t, order, { deviceId: device })).status).toBe(409);
    });
  });

  describe('date, time and order number in India time', () => {
    it('23:59 in India is still the 24th; 00:01 is the 25th, whose numbers start again at 0001 (UTC says otherwise)', async () => {
      const allDay = await shopWithMenu(t, { Tea: 10 }, { name: 'All Night Tea' });
      // 06:00 to 05:59 the next morning: open at midnight.
      const roundTheClock = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day: day as 0, closed: false, open: '06:00', close: '05:59' }));
      await t.app.get(ShopsService).updateSettings(allDay.userId, allDay.shopId, { openingHours: roundTheClock });
      const order = { shop_id: allDay.shopId, items: [{ product_id: allDay.items.Tea, quantity: 1 }], customer_email: email };

      setClock(t, new Date('2026-11-24T18:29:00Z')); // 23:59 IST on the 24th
      const before = await place(t, order, { deviceId: device });
      expect(before.status).toBe(201);
      expect(before.body.data).toMatchObject({ order_id: 'ORD-261124-0001', date: '24-11-2026', time: '23-59' });
      setClock(t, new Date('2026-11-24T18:31:00Z')); // 00:01 IST on the 25th, still the 24th in UTC
      const after = await place(t, order, { deviceId: device });
      expect(after.body.data).toMatchObject({ order_id: 'ORD-261125-0001', date: '25-11-2026', time: '00-01' });
      const second = await place(t, order, { deviceId: device });
      expect(second.body.data.order_id).toBe('ORD-261125-0002');
    });
  });

  describe('order numbers', () => {
    it('20 parallel orders of one shop get 20 different numbers, 0001 to 0020; another shop starts at 0001 too', async () => {
      const busy = await shopWithMenu(t, { Vada: 12 }, { name: 'Busy Stall' });
      const order = { shop_id: busy.shopId, items: [{ product_id: busy.items.Vada, quantity: 1 }], customer_email: email };
      const replies = await Promise.all(Array.from({ length: 20 }, () => place(t, order, { deviceId: device })));
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
      const numbers = replies.map((r) => r.body.data.order_id as string).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `ORD-261124-${String(i + 1).padStart(4, '0')}`));
      expect(await t.connection.collection('orders').countDocuments({ shopId: new Types.ObjectId(busy.shopId) })).toBe(20);
      const quiet = await shopWithMenu(t, { Idli: 30 }, { name: 'Quiet Stall' });
      const first = await place(
        t,
        { shop_id: quiet.shopId, items: [{ product_id: quiet.items.Idli, quantity: 1 }], customer_email: email },
        { deviceId: device },
      );
      expect(first.body.data.order_id).toBe('ORD-261124-0001');
    });
  });

  it('a number another order holds without a claim (an order from before the claims) is skipped', async () => {
    const old = await shopWithMenu(t, { Lassi: 35 }, { name: 'Old Stall' });
    await t.connection.collection('orders').insertOne({
      orderId: 'ORD-261124-0001',
      shopId: new Types.ObjectId(old.shopId),
      items: [],
      status: 'completed',
      subtotalPaise: 0,
      taxPaise: 0,
      deliveryFeePaise: 0,
      totalPaise: 0,
      createdAt: NOON,
      updatedAt: NOON,
    });
    const order = { shop_id: old.shopId, items: [{ product_id: old.items.Lassi, quantity: 1 }], customer_email: email };
    const first = await place(t, order, { deviceId: device });
    expect({ status: first.status, orderId: first.body.data?.order_id }).toEqual({ status: 201, orderId: 'ORD-261124-0002' });
    const second = await place(t, order, { deviceId: device });
    expect(second.body.data.order_id).toBe('ORD-261124-0003');
  });

  describe('Idempotency-Key', () => {
    it('is optional: an order without one is placed (201), with no key kept', async () => {
      const count = await orderCount();
      const reply = await place(t, cart(), { deviceId: device, key: null });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ success: true, data: { status: 'pending', total_amount: 52.5 } });
      expect(await orderCount()).toBe(count + 1);
      const doc = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(reply.body.data._id as string) });
      expect(doc).toMatchObject({ deviceId: device, customerEmail: email, totalPaise: 5250 });
      expect(doc?.idempotencyKey).toBeUndefined();
      expect(doc?.requestHash).toBeUndefined();
    });

    it('without one, the same order posted twice is two orders (no replay protection), numbered one after the other', async () => {
      const count = await orderCount();
      const keys = await t.count('order_keys');
      const first = await place(t, cart(), { deviceId: device, key: null });
      const second = await place(t, cart(), { deviceId: device, key: null });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.data._id).not.toBe(first.body.data._id);
      const seq = (reply: typeof first) => Number(String(reply.body.data.order_id).slice(-4));
      expect(seq(second)).toBe(seq(first) + 1);
      expect(await orderCount()).toBe(count + 2);
      expect(await t.count('order_keys')).toBe(keys);
    });

    it('without one, parallel submits are as many orders, each numbered once', async () => {
      const count = await orderCount();
      const replies = await Promise.all(Array.from({ length: 5 }, () => place(t, cart(), { deviceId: device, key: null })));
      expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(replies.map((r) => r.body.data.order_id)).size).toBe(5);
      expect(await orderCount()).toBe(count + 5);
    });

    it('without one, a refusal is still a refusal and writes nothing', async () => {
      const count = await orderCount();
      const refused = await place(t, cart(), { deviceId: newDevice(), key: null });
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { message: M.notVerified } });
      expect(await orderCount()).toBe(count);
    });

    it('an order without a key leaves keyed orders alone: the key still answers its first order', async () => {
      const key = randomUUID();
      const keyed = await place(t, cart(), { deviceId: device, key });
      expect(keyed.status).toBe(201);
      expect((await place(t, cart(), { deviceId: device, key: null })).status).toBe(201);
      const again = await place(t, cart(), { deviceId: device, key });
      expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: keyed.body });
    });

    it('the same key and payload again answers the first order (200, same body), even once the shop has closed', async () => {
      const key = randomUUID();
      const first = await place(t, cart(), { deviceId: device, key });
      expect(first.status).toBe(201);
      const count = await orderCount();
      // The client's prices, name and spacing do not count: the same order was asked for.
      const again = await place(
        t,
        cart({ items: cart().items.map((i) => ({ ...i, price: 999 })), customer_email: ` ${email.toUpperCase()}` }),
        {
          deviceId: device,
          key,
        },
      );
      expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: first.body });
      setClock(t, ist('2026-11-24T23:00'));
      const late = await place(t, cart(), { deviceId: device, key });
      expect({ status: late.status, body: late.body }).toEqual({ status: 200, body: first.body });
      expect(await orderCount()).toBe(count);
    });

    it("the same key again sends the order's live event again (its writer may have died before sending it)", async () => {
      const key = randomUUID();
      const first = await place(t, cart(), { deviceId: device, key });
      expect(first.status).toBe(201);
      const publish = jest.spyOn(t.app.get(OrderEventsService), 'publish');
      try {
        const again = await place(t, cart(), { deviceId: device, key });
        expect(again.status).toBe(200);
        expect(publish).toHaveBeenCalledTimes(1);
        expect(publish).toHaveBeenCalledWith('order.created', expect.objectContaining({ _id: first.body.data._id }));
      } finally {
        publish.mockRestore();
      }
    });

    it('the same key with another payload: 409, nothing written', async () => {
      const key = randomUUID();
      expect((await place(t, cart(), { deviceId: device, key })).status).toBe(201);
      const count = await orderCount();
      const other = await place(t, cart({ notes: 'Extra hot' }), { deviceId: device, key });
      expect({ status: other.status, body: other.body }).toEqual({ status: 409, body: { message: M.idempotencyConflict } });
      const moreChai = await place(t, cart({ items: [{ product_id: chai(), quantity: 3 }] }), { deviceId: device, key });
      expect(moreChai.status).toBe(409);
      expect(await orderCount()).toBe(count);
    });

    it('a key is per device: the same key from another device is another order', async () => {
      const key = randomUUID();
      const other = newDevice();
      await verifyContact(t, other, 'email', email);
      const a = await place(t, cart(), { deviceId: device, key });
      const b = await place(t, cart(), { deviceId: other, key });
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.data._id).not.toBe(b.body.data._id);
    });

    it('a refused order does not use up its key: verified afterwards, the same key places it', async () => {
      const key = randomUUID();
      const fresh = newDevice();
      expect((await place(t, cart(), { deviceId: fresh, key })).status).toBe(403);
      await verifyContact(t, fresh, 'email', email);
      expect((await place(t, cart(), { deviceId: fresh, key })).status).toBe(201);
    });

    it('a refused key takes another payload; once placed, the key answers that order and refuses other payloads', async () => {
      const key = randomUUID();
      const refused = await place(t, cart({ items: [{ product_id: chai(), quantity: 1 }], customer_email: 'asha@example.com' }), {
        deviceId: device,
        key,
      });
      expect(refused.status).toBe(403);
      const count = await orderCount();
      const placed = await place(t, cart(), { deviceId: device, key });
      expect(placed.status).toBe(201);
      expect(await orderCount()).toBe(count + 1);
      const again = await place(t, cart(), { deviceId: device, key });
      expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: placed.body });
      // The key's claim still says "given back": the order, not the claim, decides what it answers.
      const other = await place(t, cart({ notes: 'Extra hot' }), { deviceId: device, key });
      expect({ status: other.status, body: other.body }).toEqual({ status: 409, body: { message: M.idempotencyConflict } });
      expect(await orderCount()).toBe(count + 1);
    });

    it('a write that failed (503) leaves the key without an order: the retry finishes it, with the number already taken', async () => {
      const key = randomUUID();
      const model = t.app.get<Model<Order>>(getModelToken(Order.name));
      jest.spyOn(model.prototype, 'save').mockRejectedValueOnce(new DatabaseDeadlineError('orders.save', 3_000));
      const failed = await place(t, cart(), { deviceId: device, key });
      expect({ status: failed.status, body: failed.body }).toEqual({ status: 503, body: { message: M.orderUnavailable } });
      expect(failed.headers['retry-after']).toBe('5');
      expect(await t.connection.collection('orders').countDocuments({ idempotencyKey: key })).toBe(0);
      const taken = await t.connection.collection('order_numbers').countDocuments();
      const retried = await place(t, cart(), { deviceId: device, key });
      expect(retried.status).toBe(201);
      expect(await t.connection.collection('order_numbers').countDocuments()).toBe(taken);
      expect(await t.connection.collection('orders').countDocuments({ idempotencyKey: key })).toBe(1);
      const next = await place(t, cart(), { deviceId: device });
      const seq = (reply: typeof next) => Number(String(reply.body.data.order_id).slice(-4));
      expect(seq(next)).toBe(seq(retried) + 1);
    });

    it('10 parallel submits with one key make one order; all answer it', async () => {
      const key = randomUUID();
      const count = await orderCount();
      const replies = await Promise.all(Array.from({ length: 10 }, () => place(t, cart(), { deviceId: device, key })));
      expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
      expect(replies.filter((r) => r.status === 200)).toHaveLength(9);
      for (const reply of replies) expect(reply.body).toEqual(replies[0].body);
      expect(await orderCount()).toBe(count + 1);
      expect(await t.connection.collection('orders').countDocuments({ idempotencyKey: key })).toBe(1);
    });
  });

  describe("a signed-in customer's token", () => {
    it('its email or mobile counts as verified, on any device', async () => {
      const jwt = t.app.get(JwtService);
      const byEmail = jwt.sign({ sub: 'c1', role: 'customer', email: 'Ravi@Example.com' });
      const reply = await place(t, cart({ customer_email: 'ravi@example.com' }), { deviceId: newDevice(), token: byEmail });
      expect(reply.status).toBe(201);
      expect(reply.body.data.customer_email).toBe('ravi@example.com');
      const byMobile = jwt.sign({ sub: 'c2', role: 'customer', mobile: '9123456789' });
      const mobileReply = await place(t, cart({ customer_email: undefined, customer_mobile: '9123456789' }), {
        deviceId: newDevice(),
        token: byMobile,
      });
      expect(mobileReply.status).toBe(201);
    });
  });

  it('the headers are documented on POST /api/orders: Idempotency-Key optional (with its pattern), X-Device-Id required', async () => {
    const doc = (await t.call('GET', '/api/docs-json')).body;
    const op = doc.paths['/api/orders'].post;
    const header = (name: string) =>
      op.parameters.filter((p: { name: string; in: string }) => p.in === 'header' && p.name === name);
    expect(header(IDEMPOTENCY_KEY_HEADER)).toEqual([
      expect.objectContaining({ required: false, schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source } }),
    ]);
    expect(header(DEVICE_ID_HEADER)).toEqual([expect.objectContaining({ required: true })]);
    expect(Object.keys(op.responses).sort()).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '503',
    ]);
    expect(op.security).toEqual([{ customer: [] }, {}]);
    const read = doc.paths['/api/orders/{id}'].get;
    expect(read.security).toEqual([{ shopkeeper: [] }, { customer: [] }, {}]);
    expect(Object.keys(read.responses).sort()).toEqual(['200', '400', '401', '404', '503']);
    const mine = doc.paths['/api/orders/mine'].get;
    expect(mine.security).toEqual([{ customer: [] }]);
    expect(Object.keys(mine.responses).sort()).toEqual(['200', '401', '403', '422', '503']);
  });
});
