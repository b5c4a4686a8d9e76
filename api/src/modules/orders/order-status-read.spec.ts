import { JwtService } from '@nestjs/jwt';
import {
  CUSTOMER_API_MESSAGES as M,
  DEVICE_ID_HEADER,
  HTTP_MESSAGES,
  PAGINATION,
  ROLE_SHOPKEEPER,
  VALIDATION,
} from '@chowk/contracts';
import { makeShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type Reply, type TestApp } from '../../testing/test-app';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyByCode } from './testing/order-fixtures';

describe('following an order: GET /api/orders/{id} and GET /api/orders/mine', () => {
  let t: TestApp;
  let shop: MenuShop;
  let other: MenuShop;
  const device = newDevice();
  const email = 'meera@example.com';
  const mobile = '9876543210';
  let byEmail: Reply;
  let byMobile: Reply;
  let elsewhere: Reply;
  let customerToken: string;

  const get = (id: string, options: { deviceId?: string; token?: string } = {}) =>
    t.call('GET', `/api/orders/${id}`, {
      token: options.token,
      headers: options.deviceId ? { [DEVICE_ID_HEADER]: options.deviceId } : {},
    });
  const mine = (token: string | undefined, query = '') => t.call('GET', `/api/orders/mine${query}`, { token });
  const ids = (reply: Reply) => reply.body.data.orders.map((o: { _id: string }) => o._id);

  beforeAll(async () => {
    t = await createTestApp(__filename);
    shop = await shopWithMenu(t);
    other = await shopWithMenu(t, { 'Filter Coffee': 25 }, { name: 'Coffee Corner' });
    // The checkout's own routes, as the browser verifies (later devices of the same contact: verifyContact).
    await verifyByCode(t, device, 'email', email);
    await verifyByCode(t, device, 'mobile', mobile);
    const item = (s: MenuShop, name: string) => [{ product_id: s.items[name], quantity: 1 }];
    setClock(t, ist('2026-11-24T10:00'));
    byEmail = await place(t, { shop_id: shop.shopId, items: item(shop, 'Samosa'), customer_email: email }, { deviceId: device });
    setClock(t, ist('2026-11-24T11:00'));
    byMobile = await place(
      t,
      { shop_id: shop.shopId, items: item(shop, 'Samosa'), customer_mobile: mobile },
      { deviceId: device },
    );
    setClock(t, ist('2026-11-24T12:00'));
    elsewhere = await place(
      t,
      { shop_id: other.shopId, items: item(other, 'Filter Coffee'), customer_email: email, notes: 'Strong' },
      { deviceId: device },
    );
    expect([byEmail.status, byMobile.status, elsewhere.status]).toEqual([201, 201, 201]);
    customerToken = t.app.get(JwtService).sign({ sub: 'customer-1', role: 'customer', email: 'Meera@Example.com' });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  describe('GET /api/orders/{id}', () => {
    it('the device that placed it reads it: {success, data} with the order as placed', async () => {
      const reply = await get(byEmail.body.data._id, { deviceId: device });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 200,
        body: { success: true, data: byEmail.body.data },
      });
    });

    it('a status change shows', async () => {
      await t.connection
        .collection('orders')
        .updateOne({ orderId: byEmail.body.data.order_id }, { $set: { status: 'preparing' } });
      const reply = await get(byEmail.body.data._id, { deviceId: device });
      expect(reply.body.data.status).toBe('preparing');
    });

    it('the signed-in customer whose contact it carries reads it, on any device; not another contact’s order', async () => {
      const reply = await get(elsewhere.body.data._id, { token: customerToken, deviceId: newDevice() });
      expect({ status: reply.status, data: reply.body.data }).toEqual({ status: 200, data: elsewhere.body.data });
      const byMobileToken = t.app.get(JwtService).sign({ sub: 'customer-2', role: 'customer', mobile });
      expect((await get(byMobile.body.data._id, { token: byMobileToken })).status).toBe(200);
      const notTheirs = await get(byMobile.body.data._id, { token: customerToken });
      expect({ status: notTheirs.status, body: notTheirs.body }).toEqual({ status: 404, body: { message: M.orderNotFound } });
    });

    it("the shop's owner reads it; another shopkeeper does not", async () => {
      const owner = await get(byMobile.body.data._id, { token: shop.token });
      expect({ status: owner.status, data: owner.body.data }).toEqual({ status: 200, data: byMobile.body.data });
      const keeper = await get(byMobile.body.data._id, { token: other.token });
      expect({ status: keeper.status, body: keeper.body }).toEqual({ status: 404, body: { message: M.orderNotFound } });
    });

    it('anyone else gets 404, exactly as for an order that does not exist', async () => {
      const expected = { status: 404, body: { message: M.orderNotFound } };
      const stranger = await makeShopkeeper(t, { name: 'Stranger Stall' });
      const cases: [string, { deviceId?: string; token?: string }][] = [
        ['another device', { deviceId: newDevice() }],
        ['no device, no token', {}],
        ['a shopkeeper without this shop', { token: stranger.token }],
        ['the admin', { token: await t.adminToken() }],
        [
          'a customer with another contact',
          { token: t.app.get(JwtService).sign({ sub: 'c3', role: 'customer', email: 'x@y.in' }) },
        ],
      ];
      for (const [who, options] of cases) {
        const reply = await get(byEmail.body.data._id, options);
        expect({ who, status: reply.status, body: reply.body }).toEqual({ who, ...expected });
      }
      const missing = await get(MISSING_ID, { deviceId: device });
      expect({ status: missing.status, body: missing.body }).toEqual(expected);
    });

    it('a malformed id is a 400; a bad or expired token a 401', async () => {
      const bad = await get('ORD-261124-0001', { deviceId: device });
      expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: { message: VALIDATION.invalidId } });
      const expired = t.app.get(JwtService).sign({ sub: shop.userId, role: ROLE_SHOPKEEPER }, { expiresIn: -10 });
      for (const token of [expired, 'not-a-jwt']) {
        const reply = await get(byEmail.body.data._id, { deviceId: device, token });
        expect({ status: reply.status, body: reply.body }).toEqual({
          status: 401,
          body: { message: HTTP_MESSAGES.unauthorized },
        });
      }
    });
  });

  describe('GET /api/orders/mine', () => {
    it("the customer's orders by their token's email, every shop, newest first; not the mobile's", async () => {
      const reply = await mine(customerToken);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        success: true,
        data: {
          orders: [elsewhere.body.data, { ...byEmail.body.data, status: expect.any(String) }],
          page: 1,
          limit: PAGINATION.defaultLimit,
          total: 2,
          hasMore: false,
        },
      });
    });

    it('a token with both contacts lists the orders of each', async () => {
      const both = t.app.get(JwtService).sign({ sub: 'customer-3', role: 'customer', email, mobile });
      expect(ids(await mine(both))).toEqual([elsewhere.body.data._id, byMobile.body.data._id, byEmail.body.data._id]);
    });

    it('pages like every list', async () => {
      const first = await mine(customerToken, '?limit=1');
      expect(first.body.data).toMatchObject({ page: 1, limit: 1, total: 2, hasMore: true });
      expect(ids(first)).toEqual([elsewhere.body.data._id]);
      const second = await mine(customerToken, '?limit=1&page=2');
      expect(ids(second)).toEqual([byEmail.body.data._id]);
      const bad = await mine(customerToken, '?limit=0');
      expect(bad.status).toBe(422);
    });

    it('a customer with no orders gets an empty list', async () => {
      const fresh = t.app.get(JwtService).sign({ sub: 'customer-4', role: 'customer', email: 'new@example.com' });
      const reply = await mine(fresh);
      expect(reply.body.data).toMatchObject({ orders: [], total: 0, hasMore: false });
    });

    it("needs a customer's token: none or a bad one 401, a shopkeeper's or the admin's 403", async () => {
      for (const token of [undefined, 'not-a-jwt']) {
        const reply = await mine(token);
        expect({ status: reply.status, body: reply.body }).toEqual({
          status: 401,
          body: { message: HTTP_MESSAGES.unauthorized },
        });
      }
      for (const token of [shop.token, await t.adminToken()]) {
        const reply = await mine(token);
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 403, body: { message: HTTP_MESSAGES.forbidden } });
      }
    });

    it("'mine' is not read as an order id, nor are the other fixed paths", async () => {
      expect((await mine(customerToken)).status).toBe(200);
      expect((await t.call('GET', `/api/orders/shop/${shop.shopId}`, { token: shop.token })).status).toBe(200);
    });
  });
});
