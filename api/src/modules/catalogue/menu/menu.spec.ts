import { JwtService } from '@nestjs/jwt';
import {
  defaultOpeningHours,
  HTTP_MESSAGES,
  ROLE_SHOPKEEPER,
  SHOP_API_MESSAGES as M,
  SHOP_VALIDATION as V,
} from '@chowk/contracts';
import { expectOperatorPayloadsRefused } from '../../../testing/expectations';
import { signupShopkeeper, type TestShopkeeper } from '../../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../../testing/test-app';

describe('menu, shop settings and the orders read: rules and ownership', () => {
  let t: TestApp;
  let owner: TestShopkeeper;
  let other: TestShopkeeper;
  let sectionId: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await signupShopkeeper(t);
    other = await signupShopkeeper(t);
  });
  afterAll(() => t.close());

  const as = (who: TestShopkeeper | string) => (typeof who === 'string' ? who : who.token);

  describe('menu sections', () => {
    it('the owner adds sections in order; anyone reads them', async () => {
      const first = await t.call('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: ' Hot Drinks ', shop_id: owner.shopId },
      });
      expect(first.status).toBe(201);
      expect(first.body.menuSection).toEqual({ _id: expect.any(String), name: 'Hot Drinks', shop_id: owner.shopId, order: 1 });
      sectionId = first.body.menuSection._id;
      const second = await t.call('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: 'Snacks', shop_id: owner.shopId },
      });
      expect(second.body.menuSection.order).toBe(2);
      const list = await t.call('GET', `/api/menu-sections/shop/${owner.shopId}`);
      expect(list.body.menuSections.map((s: { name: string }) => s.name)).toEqual(['Hot Drinks', 'Snacks']);
    });

    it('refuses a duplicate name (any case), an empty one and a long one', async () => {
      const dup = await t.call('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: 'hot drinks', shop_id: owner.shopId },
      });
      expect({ status: dup.status, body: dup.body }).toEqual({ status: 409, body: { message: M.sectionExists } });
      const empty = await t.call('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: ' ', shop_id: owner.shopId },
      });
      expect(empty.body.errors).toEqual({ name: V.sectionNameRequired });
      const long = await t.call('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: 'x'.repeat(51), shop_id: owner.shopId },
      });
      expect(long.body.errors).toEqual({ name: V.sectionNameTooLong });
    });

    it('renames, and deletes only an empty section', async () => {
      const made = await t.call('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: 'Specials', shop_id: owner.shopId },
      });
      const id = made.body.menuSection._id;
      const renamed = await t.call('PUT', `/api/menu-sections/${id}`, { token: owner.token, body: { name: 'Today' } });
      expect(renamed.body).toEqual({ menuSection: expect.objectContaining({ name: 'Today' }) });
      expect((await t.call('DELETE', `/api/menu-sections/${id}`, { token: owner.token })).body).toEqual({
        message: M.sectionDeleted,
      });
    });
  });

  describe('menu items', () => {
    it('the owner adds an item: rupees on the wire, the section populated', async () => {
      const reply = await t.call('POST', '/api/products', {
        token: owner.token,
        body: { name: 'Masala Chai', shop_id: owner.shopId, menu_section_id: sectionId, price: 15.5, description: 'With ginger' },
      });
      expect(reply.status).toBe(201);
      expect(reply.body.product).toEqual({
        _id: expect.any(String),
        name: 'Masala Chai',
        shop_id: owner.shopId,
        price: 15.5,
        description: 'With ginger',
        section: 'Hot Drinks',
        menu_section_id: { _id: sectionId, name: 'Hot Drinks' },
        sold_out: false,
        sold_by_weight: false,
      });
      productId = reply.body.product._id;
      const stored = await t.connection.collection('products').findOne({ name: 'Masala Chai' });
      expect(stored?.pricePaise).toBe(1550);
      expect((await t.call('GET', `/api/products/shop/${owner.shopId}`)).body.products).toHaveLength(1);
    });

    it.each([
      ['name', { name: '' }, V.productNameRequired],
      ['name', { name: 'x'.repeat(101) }, V.productNameTooLong],
      ['menu_section_id', { menu_section_id: '' }, V.sectionRequired],
      ['price', { price: 0 }, V.priceTooLow],
      ['price', { price: 0.5 }, V.priceTooLow],
      ['price', { price: 'abc' }, V.priceTooLow],
      ['price', { price: 12.345 }, V.pricePrecision],
      ['price', { price: 100000.01 }, V.priceTooHigh],
      ['description', { description: 'x'.repeat(501) }, V.descriptionTooLong],
    ])('refuses a bad %s with its message', async (field, change, message) => {
      const before = await t.count('products');
      const reply = await t.call('POST', '/api/products', {
        token: owner.token,
        body: { name: 'Samosa', shop_id: owner.shopId, menu_section_id: sectionId, price: 20, ...change },
      });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors: { [field]: message } });
      expect(await t.count('products')).toBe(before);
    });

    it('refuses a section of another shop (422) and an unknown one (404)', async () => {
      const theirs = await t.call('POST', '/api/menu-sections', {
        token: other.token,
        body: { name: 'Cakes', shop_id: other.shopId },
      });
      const foreign = await t.call('POST', '/api/products', {
        token: owner.token,
        body: { name: 'Cake', shop_id: owner.shopId, menu_section_id: theirs.body.menuSection._id, price: 50 },
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual({ menu_section_id: M.sectionNotInShop });
      const unknown = await t.call('POST', '/api/products', {
        token: owner.token,
        body: { name: 'Cake', shop_id: owner.shopId, menu_section_id: MISSING_ID, price: 50 },
      });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: M.sectionNotFound } });
    });

    it('edits, marks sold out and back, and refuses to delete a section that holds items', async () => {
      const edited = await t.call('PUT', `/api/products/${productId}`, {
        token: owner.token,
        body: { name: 'Masala Chai (large)', shop_id: owner.shopId, menu_section_id: sectionId, price: 20 },
      });
      expect(edited.body.product).toMatchObject({ name: 'Masala Chai (large)', price: 20, description: '' });
      const soldOut = await t.call('PATCH', `/api/products/${productId}/availability`, {
        token: owner.token,
        body: { sold_out: true },
      });
      expect(soldOut.body.product.sold_out).toBe(true);
      expect((await t.call('GET', `/api/products/shop/${owner.shopId}`)).body.products[0].sold_out).toBe(true);
      const back = await t.call('PATCH', `/api/products/${productId}/availability`, {
        token: owner.token,
        body: { sold_out: false },
      });
      expect(back.body.product.sold_out).toBe(false);
      const bad = await t.call('PATCH', `/api/products/${productId}/availability`, {
        token: owner.token,
        body: { sold_out: 'yes' },
      });
      expect(bad.status).toBe(422);
      const full = await t.call('DELETE', `/api/menu-sections/${sectionId}`, { token: owner.token });
      expect({ status: full.status, body: full.body }).toEqual({ status: 409, body: { message: M.sectionNotEmpty } });
    });

    it('refuses operator payloads and unknown fields, writing nothing', async () => {
      const valid = { name: 'Vada', shop_id: owner.shopId, menu_section_id: sectionId, price: 10 };
      await expectOperatorPayloadsRefused(t, 'POST', '/api/products', {
        payloads: [
          { ...valid, shop_id: { $ne: null } },
          { ...valid, menu_section_id: { $gt: '' } },
          { ...valid, price: { $gt: 0 } },
          { ...valid, name: { $regex: '.*' } },
          { ...valid, soldOut: true },
        ],
        token: owner.token,
        collection: 'products',
      });
    });
  });

  describe('shop settings', () => {
    it('saves every field and shows them on the next read', async () => {
      const hours = defaultOpeningHours().map((d) =>
        d.day === 0 ? { ...d, closed: true } : { ...d, open: '07:00', close: '22:30' },
      );
      const reply = await t.call('PATCH', `/api/shops/${owner.shopId}`, {
        token: owner.token,
        body: {
          name: 'Asha Tea Corner',
          address: ' Near the bus stand ',
          openingHours: hours,
          ordersPaused: true,
          delivers: true,
          location: { latitude: 12.9716, longitude: 77.5946 },
        },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(M.settingsSaved);
      const read = (await t.call('GET', `/api/shops/by-code/${owner.shopCode}`)).body.shop;
      expect(read).toMatchObject({
        name: 'Asha Tea Corner',
        shop_name: 'Asha Tea Corner',
        address: 'Near the bus stand',
        openingHours: hours,
        ordersPaused: true,
        delivers: true,
        location: { latitude: 12.9716, longitude: 77.5946 },
      });
      const cleared = await t.call('PATCH', `/api/shops/${owner.shopId}`, {
        token: owner.token,
        body: { location: null, ordersPaused: false },
      });
      expect(cleared.body.shop).toMatchObject({ location: null, ordersPaused: false, name: 'Asha Tea Corner' });
    });

    it.each([
      [{ name: '' }, { name: V.shopNameRequired }],
      [{ openingHours: defaultOpeningHours().slice(0, 6) }, { openingHours: V.openingHoursShape }],
      [{ openingHours: defaultOpeningHours().map((d) => ({ ...d, open: '25:00' })) }, { openingHours: V.timeInvalid }],
      [{ location: { latitude: 100, longitude: 0 } }, { location: V.latitudeInvalid }],
      [{ ordersPaused: 'yes' }, { ordersPaused: 'ordersPaused must be true or false' }],
      [{ owner: 'me' }, { owner: 'Unknown field: owner' }],
    ])('refuses %j', async (body, errors) => {
      const reply = await t.call('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, body });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual(errors);
    });

    it('an unknown category or district is a 404 that changes nothing', async () => {
      const reply = await t.call('PATCH', `/api/shops/${owner.shopId}`, {
        token: owner.token,
        body: { category_id: MISSING_ID, name: 'X' },
      });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: { message: M.shopCategoryNotFound } });
      expect((await t.call('GET', `/api/shops/by-code/${owner.shopCode}`)).body.shop.name).toBe('Asha Tea Corner');
    });

    it('by-code is case-sensitive and refuses odd codes with 404', async () => {
      for (const code of [owner.shopCode.toLowerCase(), 'SHOP-0', '%24gt', 'a b']) {
        expect((await t.call('GET', `/api/shops/by-code/${encodeURIComponent(code)}`)).status).toBe(404);
      }
    });
  });

  describe('ownership: another shopkeeper, the admin and nobody get nothing', () => {
    it('every write route', async () => {
      const admin = await t.adminToken();
      const expired = t.app.get(JwtService).sign({ sub: owner.userId, role: ROLE_SHOPKEEPER }, { expiresIn: -10 });
      const routes: [string, string, unknown][] = [
        ['POST', '/api/menu-sections', { name: 'Mine now', shop_id: owner.shopId }],
        ['PUT', `/api/menu-sections/${sectionId}`, { name: 'Mine now' }],
        ['DELETE', `/api/menu-sections/${sectionId}`, undefined],
        ['POST', '/api/products', { name: 'X', shop_id: owner.shopId, menu_section_id: sectionId, price: 10 }],
        ['PUT', `/api/products/${productId}`, { name: 'X', shop_id: owner.shopId, menu_section_id: sectionId, price: 10 }],
        ['PATCH', `/api/products/${productId}/availability`, { sold_out: true }],
        ['DELETE', `/api/products/${productId}`, undefined],
        ['PATCH', `/api/shops/${owner.shopId}`, { name: 'Stolen' }],
        ['GET', `/api/orders/shop/${owner.shopId}`, undefined],
      ];
      const snapshot = async () =>
        JSON.stringify([
          await t.connection.collection('products').find().sort({ _id: 1 }).toArray(),
          await t.connection.collection('menu_sections').find().sort({ _id: 1 }).toArray(),
          await t.connection.collection('shops').find().sort({ _id: 1 }).toArray(),
        ]);
      const before = await snapshot();
      for (const [method, url, body] of routes) {
        const m = method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const theirs = await t.call(m, url, { token: as(other), body });
        expect({ route: `${method} ${url}`, status: theirs.status, body: theirs.body }).toEqual({
          route: `${method} ${url}`,
          status: 403,
          body: { message: M.notYourShop },
        });
        expect((await t.call(m, url, { token: admin, body })).status).toBe(403);
        expect((await t.call(m, url, { body })).status).toBe(401);
        expect((await t.call(m, url, { token: expired, body })).status).toBe(401);
      }
      expect(await snapshot()).toBe(before);
    });

    it('bad ids are 400, unknown ones 404', async () => {
      expect((await t.call('GET', '/api/products/shop/not-an-id')).status).toBe(400);
      expect((await t.call('GET', `/api/products/shop/${MISSING_ID}`)).body).toEqual({ message: M.shopNotFound });
      expect((await t.call('PUT', '/api/products/not-an-id', { token: owner.token, body: {} })).status).toBe(400);
      expect((await t.call('DELETE', `/api/products/${MISSING_ID}`, { token: owner.token })).body).toEqual({
        message: M.productNotFound,
      });
      expect((await t.call('PATCH', `/api/shops/${MISSING_ID}`, { token: owner.token, body: {} })).body).toEqual({
        message: M.shopNotFound,
      });
    });
  });

  describe('GET /api/orders/shop/{shopId}', () => {
    it("answers the owner's orders, newest first, in the spec's shape", async () => {
      const empty = await t.call('GET', `/api/orders/shop/${owner.shopId}`, { token: owner.token });
      expect(empty.body).toEqual({ success: true, data: { orders: [], page: 1, limit: 100, hasMore: false } });
      const at = new Date('2026-11-24T12:35:00Z');
      await t.connection.collection('orders').insertOne({
        orderId: 'ORD-1',
        shopId: new (await import('mongoose')).Types.ObjectId(owner.shopId),
        items: [
          {
            productId: new (await import('mongoose')).Types.ObjectId(productId),
            productName: 'Masala Chai',
            quantity: 2,
            pricePaise: 1500,
          },
        ],
        status: 'completed',
        subtotalPaise: 3000,
        taxPaise: 150,
        deliveryFeePaise: 0,
        totalPaise: 3150,
        customerMobile: '9876500000',
        createdAt: at,
        updatedAt: at,
      });
      const reply = await t.call('GET', `/api/orders/shop/${owner.shopId}?status=completed`, { token: owner.token });
      expect(reply.body.data.orders).toEqual([
        {
          _id: expect.any(String),
          order_id: 'ORD-1',
          items: [{ product_id: productId, product_name: 'Masala Chai', name: 'Masala Chai', quantity: 2, price: 15 }],
          status: 'completed',
          total_amount: 31.5,
          totalAmount: 31.5,
          customer_mobile: '9876500000',
          created_at: at.toISOString(),
          date: '24-11-2026',
          time: '18-05',
        },
      ]);
      expect(
        (await t.call('GET', `/api/orders/shop/${owner.shopId}?status=pending`, { token: owner.token })).body.data.orders,
      ).toEqual([]);
      expect((await t.call('GET', `/api/orders/shop/${owner.shopId}?status=lost`, { token: owner.token })).status).toBe(422);
    });
  });
});
