import { Types } from 'mongoose';
import {
  CUSTOMER_API_MESSAGES as CM,
  DELIVERY_ORDER_MESSAGES as D,
  type DeliveryTerms,
  distanceKm,
  HTTP_MESSAGES,
  MAX_OPTION_IDS_PER_LINE,
} from '@chowk/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyContact } from './testing/order-fixtures';

/** Noon in India on 24 Nov 2026: every default shop (09:00–21:00) is open. */
const NOON = ist('2026-11-24T12:00');
/** The shop's pin. */
const PIN = { latitude: 12.9716, longitude: 77.5946 };
/** Kilometres per degree of latitude on the sphere distanceKm uses. */
const KM_PER_DEGREE = (2 * Math.PI * 6371.0088) / 360;
/** A point `km` due north of the pin. */
const north = (km: number) => ({ latitude: PIN.latitude + km / KM_PER_DEGREE, longitude: PIN.longitude });

/**
 * A shop's delivery terms on its orders (docs/product.md "Delivery terms"): the server charges
 * the shop's fee (₹29 until it sets one), none at or above its free-delivery amount, refuses a
 * delivery under its minimum or out of its range with their own messages writing nothing, and
 * never holds pickup to either.
 */
describe('orders under the shop’s delivery terms', () => {
  let t: TestApp;
  let shop: MenuShop;
  const device = newDevice();
  const mobile = '9876543210';

  const orderCount = () => t.count('orders');
  const setTerms = async (terms: Partial<DeliveryTerms>, s: MenuShop = shop) => {
    const reply = await t.call('PUT', `/api/shops/${s.shopId}/delivery-terms`, {
      token: s.token,
      body: { fee: 29, free_above: null, minimum_order: null, max_distance_km: null, ...terms },
    });
    expect(reply.status).toBe(200);
  };
  /** A delivery (or pickup) of these items (name → quantity). */
  const order = (lines: Record<string, number>, extra: Record<string, unknown> = {}, s: MenuShop = shop) => ({
    shop_id: s.shopId,
    customer_mobile: mobile,
    delivery_type: 'delivery',
    items: Object.entries(lines).map(([name, quantity]) => ({ product_id: s.items[name], quantity })),
    ...extra,
  });
  const placeOrder = (body: unknown) => place(t, body, { deviceId: device });
  /** A refusal: its status and message, and no order written. */
  async function expectRefused(body: unknown, status: number, message: string) {
    const before = await orderCount();
    const reply = await placeOrder(body);
    expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { message } });
    expect(await orderCount()).toBe(before);
  }

  beforeAll(async () => {
    t = await createTestApp(__filename);
    setClock(t, NOON);
    shop = await shopWithMenu(
      t,
      { Chai: 10, 'Small Thali': 149.99, 'Veg Thali': 150, 'Big Thali': 299.99, 'Family Thali': 300 },
      { name: 'Terms Dhaba', delivers: true },
    );
    await verifyContact(t, device, 'mobile', mobile);
  });
  beforeEach(() => setClock(t, NOON));
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  describe('the fee', () => {
    it('a shop that never set its terms charges the spec’s ₹29 for delivery, nothing for pickup', async () => {
      const delivery = await placeOrder(order({ Chai: 2 }));
      expect(delivery.body.data).toMatchObject({ subtotal: 20, tax_amount: 1, delivery_fee: 29, total_amount: 50 });
      const pickup = await placeOrder(order({ Chai: 2 }, { delivery_type: 'pickup' }));
      expect(pickup.body.data).toMatchObject({ subtotal: 20, delivery_fee: 0, total_amount: 21 });
    });

    it('charges its own fee, and a fee of 0 is free delivery', async () => {
      await setTerms({ fee: 45.5 });
      const custom = await placeOrder(order({ Chai: 2 }));
      expect(custom.body.data).toMatchObject({ subtotal: 20, delivery_fee: 45.5, total_amount: 66.5 });
      expect(
        await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(custom.body.data._id as string) }),
      ).toMatchObject({
        deliveryFeePaise: 4550,
        totalPaise: 6650,
      });
      await setTerms({ fee: 0 });
      const free = await placeOrder(order({ Chai: 2 }));
      expect(free.body.data).toMatchObject({ subtotal: 20, delivery_fee: 0, total_amount: 21 });
    });

    it('free delivery at or above its amount: ₹299.99 pays the fee, ₹300.00 does not', async () => {
      await setTerms({ fee: 40, free_above: 300 });
      const below = await placeOrder(order({ 'Big Thali': 1 }));
      // ₹299.99 + 5% (₹15.00) + ₹40.
      expect(below.body.data).toMatchObject({ subtotal: 299.99, tax_amount: 15, delivery_fee: 40, total_amount: 354.99 });
      const at = await placeOrder(order({ 'Family Thali': 1 }));
      expect(at.body.data).toMatchObject({ subtotal: 300, tax_amount: 15, delivery_fee: 0, total_amount: 315 });
      // The subtotal counts every line: 2 × ₹150 reaches it too.
      const lines = await placeOrder(order({ 'Veg Thali': 2 }));
      expect(lines.body.data.delivery_fee).toBe(0);
    });

    it('counter orders stay pickup with no delivery fee, whatever the terms', async () => {
      await setTerms({ fee: 40, minimum_order: 500 });
      const reply = await t.call('POST', `/api/orders/shop/${shop.shopId}`, {
        token: shop.token,
        body: { items: [{ product_id: shop.items.Chai, quantity: 1 }] },
      });
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({ delivery_type: 'pickup', subtotal: 10, delivery_fee: 0, total_amount: 10.5 });
    });
  });

  describe('the minimum order', () => {
    beforeAll(() => setTerms({ fee: 30, minimum_order: 150 }));

    it('a delivery just below it is refused with its message, writing nothing; at it, accepted', async () => {
      await expectRefused(order({ 'Small Thali': 1 }), 400, D.belowMinimum(15_000));
      await expectRefused(order({ Chai: 14 }), 400, D.belowMinimum(15_000));
      const at = await placeOrder(order({ 'Veg Thali': 1 }));
      expect({ status: at.status, fee: at.body.data.delivery_fee }).toEqual({ status: 201, fee: 30 });
      expect((await placeOrder(order({ Chai: 15 }))).status).toBe(201);
    });

    it('pickup is never held to it', async () => {
      const pickup = await placeOrder(order({ Chai: 1 }, { delivery_type: 'pickup' }));
      expect({ status: pickup.status, total: pickup.body.data.total_amount }).toEqual({ status: 201, total: 10.5 });
    });
  });

  describe('the delivery distance', () => {
    let ranged: MenuShop;
    beforeAll(async () => {
      ranged = await shopWithMenu(t, { Thali: 120 }, { name: 'Ranged Mess', delivers: true });
      await t.call('PATCH', `/api/shops/${ranged.shopId}`, { token: ranged.token, body: { location: PIN } });
      await setTerms({ fee: 25, max_distance_km: 3 }, ranged);
    });
    const thali = (extra: Record<string, unknown> = {}) => order({ Thali: 1 }, extra, ranged);

    it('just inside the limit is accepted and the order keeps where it goes; just outside is refused', async () => {
      const inside = north(2.99);
      expect(distanceKm({ lat: PIN.latitude, lng: PIN.longitude }, { lat: inside.latitude, lng: inside.longitude })).toBeCloseTo(
        2.99,
        6,
      );
      const reply = await placeOrder(thali({ customer_location: inside }));
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({ delivery_fee: 25, delivery_location: inside });
      const doc = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(reply.body.data._id as string) });
      expect(doc?.deliveryLocation).toEqual(inside);
      const read = await t.call('GET', `/api/orders/${reply.body.data._id}`, { headers: { 'x-device-id': device } });
      expect(read.body.data.delivery_location).toEqual(inside);

      await expectRefused(thali({ customer_location: north(3.01) }), 400, D.outOfRange(3));
      await expectRefused(thali({ customer_location: { latitude: 28.6139, longitude: 77.209 } }), 400, D.outOfRange(3));
    });

    it('a delivery without the customer’s location is refused when the shop limits distance', async () => {
      await expectRefused(thali(), 400, D.locationRequired);
    });

    it('pickup needs no location and is never out of range; a location sent with pickup is not kept', async () => {
      expect((await placeOrder(thali({ delivery_type: 'pickup' }))).status).toBe(201);
      const far = await placeOrder(thali({ delivery_type: 'pickup', customer_location: north(40) }));
      expect(far.status).toBe(201);
      expect(far.body.data).not.toHaveProperty('delivery_location');
    });

    it('a shop without a pin has no distance limit, whatever it saved before', async () => {
      const unpinned = await shopWithMenu(t, { Thali: 120 }, { name: 'Moved Mess', delivers: true });
      await t.call('PATCH', `/api/shops/${unpinned.shopId}`, { token: unpinned.token, body: { location: PIN } });
      await setTerms({ max_distance_km: 1 }, unpinned);
      await t.call('PATCH', `/api/shops/${unpinned.shopId}`, { token: unpinned.token, body: { location: null } });
      const reply = await placeOrder(order({ Thali: 1 }, {}, unpinned));
      expect({ status: reply.status, fee: reply.body.data.delivery_fee }).toEqual({ status: 201, fee: 29 });
      const far = await placeOrder(order({ Thali: 1 }, { customer_location: north(40) }, unpinned));
      expect(far.status).toBe(201);
      // A shop without a limit keeps a location the customer shared anyway.
      expect(far.body.data.delivery_location).toEqual(north(40));
    });

    it('the minimum is judged before the distance', async () => {
      const both = await shopWithMenu(t, { Chai: 10 }, { name: 'Strict Stall', delivers: true });
      await t.call('PATCH', `/api/shops/${both.shopId}`, { token: both.token, body: { location: PIN } });
      await setTerms({ minimum_order: 100, max_distance_km: 2 }, both);
      await expectRefused(order({ Chai: 1 }, {}, both), 400, D.belowMinimum(10_000));
      await expectRefused(order({ Chai: 10 }, {}, both), 400, D.locationRequired);
    });

    it.each([
      ['a latitude out of range', { latitude: 91, longitude: 77 }],
      ['a longitude out of range', { latitude: 12, longitude: -180.5 }],
      ['no longitude', { latitude: 12 }],
      ['a coordinate as text', { latitude: '12.97', longitude: 77.59 }],
      ['an extra key', { latitude: 12, longitude: 77, accuracy: 20 }],
      ['null', null],
      ['a list', [12, 77]],
      ['an operator', { $ne: null }],
    ])('customer_location with %s: 422 on the field, writing nothing', async (_case, location) => {
      const before = await orderCount();
      const reply = await placeOrder(thali({ customer_location: location }));
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { customer_location: D.locationInvalid } },
      });
      expect(await orderCount()).toBe(before);
    });

    it('an Idempotency-Key: the same location answers the first order; another location is 409', async () => {
      const key = `terms-${Date.now()}`;
      const first = await place(t, thali({ customer_location: north(1) }), { deviceId: device, key });
      expect(first.status).toBe(201);
      const again = await place(t, thali({ customer_location: north(1) }), { deviceId: device, key });
      expect({ status: again.status, id: again.body.data._id }).toEqual({ status: 200, id: first.body.data._id });
      const moved = await place(t, thali({ customer_location: north(2) }), { deviceId: device, key });
      expect({ status: moved.status, body: moved.body }).toEqual({ status: 409, body: { message: CM.idempotencyConflict } });
    });
  });

  it('is in the OpenAPI document: customer_location closed with both coordinates, option_ids on a line, the answers', async () => {
    const doc = (await t.call('GET', '/api/docs-json')).body;
    const body = doc.components.schemas.PlaceOrderDto;
    expect(body.required).not.toContain('customer_location');
    expect(body.properties.customer_location.allOf).toEqual([
      {
        type: 'object',
        additionalProperties: false,
        required: ['latitude', 'longitude'],
        properties: {
          latitude: expect.objectContaining({ type: 'number', minimum: -90, maximum: 90 }),
          longitude: expect.objectContaining({ type: 'number', minimum: -180, maximum: 180 }),
        },
      },
    ]);
    expect(body.properties.items.items.properties.option_ids).toMatchObject({ type: 'array', maxItems: MAX_OPTION_IDS_PER_LINE });
    expect(doc.components.schemas.OwnerOrderDto.properties.items.items.properties.option_ids).toMatchObject({ type: 'array' });
    expect(doc.components.schemas.OrderDto.properties.delivery_location).toBeDefined();
    expect(doc.components.schemas.OrderDto.required).not.toContain('delivery_location');
    expect(doc.components.schemas.OrderItemDto.required).not.toEqual(expect.arrayContaining(['options']));
    expect(doc.components.schemas.OrderItemDto.properties.base_price).toBeDefined();
  });

  it('a shop that does not deliver still refuses delivery first, with its own message', async () => {
    const pickupOnly = await shopWithMenu(t, { Chai: 10 }, { name: 'Pickup Only' });
    await setTerms({ minimum_order: 500 }, pickupOnly);
    await expectRefused(order({ Chai: 1 }, {}, pickupOnly), 400, CM.noDelivery);
  });
});
