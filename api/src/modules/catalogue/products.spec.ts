import { Types } from 'mongoose';
import { HTTP_MESSAGES, LIMITS, SHOP_API_MESSAGES as M, SHOP_LIMITS, SHOP_VALIDATION as V, VALIDATION } from '@chowk/contracts';
import { expectOperatorPayloadsRefused } from '../../testing/expectations';
import {
  expectOwnerOnly,
  makeShopkeeper,
  shopDataSnapshot,
  signupShopkeeper,
  type TestShopkeeper,
} from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';

type Keeper = Pick<TestShopkeeper, 'token' | 'userId' | 'shopId' | 'shopCode'>;

describe('menu items: /api/products', () => {
  let t: TestApp;
  let owner: Keeper;
  let other: Keeper;
  let drinks: string;
  let snacks: string;
  let theirSection: string;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    // One real account (signup's token), one shop made directly: both kinds of token work.
    owner = await signupShopkeeper(t);
    other = await makeShopkeeper(t, { name: 'Other Stall' });
    const section = async (who: Keeper, name: string) =>
      (await t.call('POST', '/api/menu-sections', { token: who.token, body: { name, shop_id: who.shopId } })).body.menuSection
        ._id as string;
    drinks = await section(owner, 'Hot Drinks');
    snacks = await section(owner, 'Snacks');
    theirSection = await section(other, 'Cakes');
  });
  afterAll(() => t.close());

  const item = (change: object = {}) => ({
    name: 'Samosa',
    shop_id: owner.shopId,
    menu_section_id: snacks,
    price: 20,
    ...change,
  });
  const create = (body: unknown, who: Keeper = owner) => t.call('POST', '/api/products', { token: who.token, body });
  const list = async (shopId = owner.shopId) => (await t.call('GET', `/api/products/shop/${shopId}`)).body.products;

  describe('POST and GET', () => {
    it('a shop with no items lists none', async () => {
      const reply = await t.call('GET', `/api/products/shop/${other.shopId}`);
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { products: [] } });
    });

    it('the owner adds an item: rupees on the wire, integer paise stored, the section populated', async () => {
      const reply = await create(
        item({ name: ' Masala Chai ', menu_section_id: drinks, price: 15.5, description: '  With ginger  ' }),
      );
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 201,
        body: {
          product: {
            _id: expect.stringMatching(/^[0-9a-f]{24}$/),
            name: 'Masala Chai',
            shop_id: owner.shopId,
            price: 15.5,
            description: 'With ginger',
            section: 'Hot Drinks',
            menu_section_id: { _id: drinks, name: 'Hot Drinks' },
            sold_out: false,
            sold_by_weight: false,
            image_url: null,
            option_group_ids: [],
            option_groups: [],
          },
        },
      });
      const stored = await t.connection.collection('products').findOne({ _id: new Types.ObjectId(reply.body.product._id) });
      expect(stored).toMatchObject({ pricePaise: 1550, soldOut: false, soldByWeight: false, description: 'With ginger' });
      expect(Number.isInteger(stored?.pricePaise)).toBe(true);
      expect(stored?.createdAt).toBeInstanceOf(Date);
    });

    it.each([
      ['no description', {}, ''],
      ['a null description', { description: null }, ''],
      ['a blank description', { description: '   ' }, ''],
      [
        `a description of ${SHOP_LIMITS.descriptionMax} characters`,
        { description: 'd'.repeat(SHOP_LIMITS.descriptionMax) },
        'd'.repeat(SHOP_LIMITS.descriptionMax),
      ],
    ])('takes %s', async (_, change, description) => {
      const reply = await create(item({ name: `Item ${Math.random()}`, ...change }));
      expect(reply.status).toBe(201);
      expect(reply.body.product.description).toBe(description);
    });

    it.each([
      [LIMITS.minPrice, 100],
      [0.1 + 0.2 + 0.7, 100],
      [19.99, 1999],
      [SHOP_LIMITS.maxPricePaise / 100, SHOP_LIMITS.maxPricePaise],
    ])('takes a price of ₹%s (stored as %s paise)', async (price, paise) => {
      const reply = await create(item({ name: `Priced ${price}`, price }));
      expect(reply.status).toBe(201);
      expect(reply.body.product.price).toBe(paise / 100);
      expect((await t.connection.collection('products').findOne({ name: `Priced ${price}` }))?.pricePaise).toBe(paise);
    });

    it.each([
      ['name', { name: '' }, V.productNameRequired],
      ['name', { name: '   ' }, V.productNameRequired],
      ['name', { name: undefined }, V.productNameRequired],
      ['name', { name: 12 }, V.productNameRequired],
      ['name', { name: 'x'.repeat(SHOP_LIMITS.productNameMax + 1) }, V.productNameTooLong],
      ['menu_section_id', { menu_section_id: '' }, V.sectionRequired],
      ['menu_section_id', { menu_section_id: undefined }, V.sectionRequired],
      ['menu_section_id', { menu_section_id: 5 }, V.sectionRequired],
      ['price', { price: 0 }, V.priceTooLow],
      ['price', { price: 0.99 }, V.priceTooLow],
      ['price', { price: -20 }, V.priceTooLow],
      ['price', { price: undefined }, V.priceTooLow],
      ['price', { price: null }, V.priceTooLow],
      ['price', { price: 'abc' }, V.priceTooLow],
      ['price', { price: '15' }, V.priceTooLow],
      ['price', { price: true }, V.priceTooLow],
      ['price', { price: [15] }, V.priceTooLow],
      ['price', { price: 12.345 }, V.pricePrecision],
      ['price', { price: SHOP_LIMITS.maxPricePaise / 100 + 0.01 }, V.priceTooHigh],
      ['price', { price: 1e308 }, V.priceTooHigh],
      ['description', { description: 'x'.repeat(SHOP_LIMITS.descriptionMax + 1) }, V.descriptionTooLong],
      ['description', { description: 42 }, VALIDATION.mustBeString('description')],
      ['shop_id', { shop_id: undefined }, 'Shop is required'],
      ['shop_id', { shop_id: 9 }, 'Shop is required'],
      ['sold_out', { sold_out: true }, VALIDATION.unknownField('sold_out')],
      ['pricePaise', { pricePaise: 1 }, VALIDATION.unknownField('pricePaise')],
    ])('refuses a bad %s with its message, writing nothing (case %#)', async (field, change, message) => {
      const before = await shopDataSnapshot(t);
      const reply = await create(item(change));
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { [field]: message } },
      });
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('names every broken field at once', async () => {
      const reply = await create({ name: '', shop_id: owner.shopId, menu_section_id: '', price: 0 });
      expect(reply.body.errors).toEqual({
        name: V.productNameRequired,
        menu_section_id: V.sectionRequired,
        price: V.priceTooLow,
      });
    });

    it('refuses a section of another shop (422 on the field) and an unknown one (404), writing nothing', async () => {
      const before = await shopDataSnapshot(t);
      const foreign = await create(item({ menu_section_id: theirSection }));
      expect({ status: foreign.status, body: foreign.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { menu_section_id: M.sectionNotInShop } },
      });
      for (const id of [MISSING_ID, 'not-an-id']) {
        const unknown = await create(item({ menu_section_id: id }));
        expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: M.sectionNotFound } });
      }
      for (const id of [MISSING_ID, 'not-an-id']) {
        const noShop = await create(item({ shop_id: id }));
        expect({ status: noShop.status, body: noShop.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
      }
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('refuses operator payloads, malformed JSON and bodies over the limit, writing nothing', async () => {
      await expectOperatorPayloadsRefused(t, 'POST', '/api/products', {
        payloads: [
          item({ shop_id: { $ne: null } }),
          item({ menu_section_id: { $gt: '' } }),
          item({ price: { $gt: 0 } }),
          item({ name: { $regex: '.*' } }),
          item({ description: { $where: 'sleep(1000)' } }),
          { ...item(), $set: { soldOut: true } },
        ],
        token: owner.token,
        collection: 'products',
        snapshot: () => shopDataSnapshot(t),
      });
      const before = await t.count('products');
      const malformed = await t.call('POST', '/api/products', { token: owner.token, raw: '{"name": "Vada",' });
      expect(malformed.status).toBe(400);
      const huge = await t.call('POST', '/api/products', {
        token: owner.token,
        body: item({ description: 'x'.repeat(LIMITS.bodyLimitBytes + 1) }),
      });
      expect(huge.status).toBe(413);
      expect(await t.count('products')).toBe(before);
    });

    it('lists by section order, then name; anyone may read; another shop lists only its own', async () => {
      await create(item({ name: 'Bun Maska', price: 30 }));
      await create(item({ name: 'Adrak Chai', menu_section_id: drinks, price: 12 }));
      const products = await list();
      const rows = products.map((p: { section: string; name: string }) => [p.section, p.name]);
      const sectionOrder = rows.map(([section]: string[]) => (section === 'Hot Drinks' ? 1 : 2));
      expect(sectionOrder).toEqual([...sectionOrder].sort());
      for (const section of ['Hot Drinks', 'Snacks']) {
        const names = rows.filter(([s]: string[]) => s === section).map(([, n]: string[]) => n);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')));
      }
      expect(rows[0]).toEqual(['Hot Drinks', 'Adrak Chai']);
      expect(await list(other.shopId)).toEqual([]);
    });

    it('a malformed shop id in the path is a 400, an unknown one a 404', async () => {
      expect((await t.call('GET', '/api/products/shop/not-an-id')).status).toBe(400);
      const unknown = await t.call('GET', `/api/products/shop/${MISSING_ID}`);
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
    });
  });

  describe('PUT, availability and DELETE', () => {
    let productId: string;
    beforeAll(async () => {
      productId = (await create(item({ name: 'Vada Pav', price: 25, description: 'Spicy' }))).body.product._id;
    });
    const put = (body: unknown, id = productId, who: Keeper = owner) =>
      t.call('PUT', `/api/products/${id}`, { token: who.token, body });

    it('the owner changes every field and moves the item to another section of the shop', async () => {
      const reply = await put(item({ name: 'Vada Pav (2 pcs)', menu_section_id: drinks, price: 45.25, description: ' Two ' }));
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 200,
        body: {
          product: {
            _id: productId,
            name: 'Vada Pav (2 pcs)',
            shop_id: owner.shopId,
            price: 45.25,
            description: 'Two',
            section: 'Hot Drinks',
            menu_section_id: { _id: drinks, name: 'Hot Drinks' },
            sold_out: false,
            sold_by_weight: false,
            image_url: null,
            option_group_ids: [],
            option_groups: [],
          },
        },
      });
      expect((await list()).find((p: { _id: string }) => p._id === productId)).toEqual(reply.body.product);
      // Leaving the description out clears it (PUT sends the whole item).
      expect((await put(item({ name: 'Vada Pav (2 pcs)', menu_section_id: snacks, price: 45.25 }))).body.product).toMatchObject({
        description: '',
        section: 'Snacks',
      });
      const stored = await t.connection.collection('products').findOne({ _id: new Types.ObjectId(productId) });
      expect(stored).toMatchObject({ pricePaise: 4525, sectionId: new Types.ObjectId(snacks) });
    });

    it("refuses bad fields, another shop's section, a move to another shop and unknown fields, changing nothing", async () => {
      const before = await shopDataSnapshot(t);
      const cases: [unknown, number, unknown][] = [
        [item({ name: '' }), 422, { message: HTTP_MESSAGES.validation, errors: { name: V.productNameRequired } }],
        [item({ price: 0 }), 422, { message: HTTP_MESSAGES.validation, errors: { price: V.priceTooLow } }],
        [item({ price: 1.001 }), 422, { message: HTTP_MESSAGES.validation, errors: { price: V.pricePrecision } }],
        [
          item({ menu_section_id: '' }),
          422,
          { message: HTTP_MESSAGES.validation, errors: { menu_section_id: V.sectionRequired } },
        ],
        [
          item({ menu_section_id: theirSection }),
          422,
          { message: HTTP_MESSAGES.validation, errors: { menu_section_id: M.sectionNotInShop } },
        ],
        [
          item({ shop_id: other.shopId, menu_section_id: theirSection }),
          422,
          { message: HTTP_MESSAGES.validation, errors: { shop_id: M.productOtherShop } },
        ],
        [item({ shop_id: MISSING_ID }), 422, { message: HTTP_MESSAGES.validation, errors: { shop_id: M.productOtherShop } }],
        [item({ menu_section_id: MISSING_ID }), 404, { message: M.sectionNotFound }],
        [
          item({ soldOut: true }),
          422,
          { message: HTTP_MESSAGES.validation, errors: { soldOut: VALIDATION.unknownField('soldOut') } },
        ],
        [item({ price: { $inc: 1 } }), 422, { message: HTTP_MESSAGES.validation, errors: { price: V.priceTooLow } }],
      ];
      for (const [body, status, answer] of cases) {
        const reply = await put(body);
        expect({ body, status: reply.status, answer: reply.body }).toEqual({ body, status, answer });
      }
      await expectOperatorPayloadsRefused(t, 'PUT', `/api/products/${productId}`, {
        payloads: [item({ shop_id: { $ne: null } }), item({ name: { $set: 'x' } }), { $set: { pricePaise: 1 } }],
        token: owner.token,
        collection: 'products',
      });
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('marks an item sold out and available again; the list and a later edit keep the mark', async () => {
      const out = await t.call('PATCH', `/api/products/${productId}/availability`, {
        token: owner.token,
        body: { sold_out: true },
      });
      expect({ status: out.status, sold_out: out.body.product.sold_out, _id: out.body.product._id }).toEqual({
        status: 200,
        sold_out: true,
        _id: productId,
      });
      expect(out.body.product).toMatchObject({ section: 'Snacks', menu_section_id: { _id: snacks, name: 'Snacks' } });
      expect((await list()).find((p: { _id: string }) => p._id === productId).sold_out).toBe(true);
      expect((await put(item({ name: 'Vada Pav', price: 25 }))).body.product.sold_out).toBe(true);
      // Twice is fine.
      expect(
        (await t.call('PATCH', `/api/products/${productId}/availability`, { token: owner.token, body: { sold_out: true } }))
          .status,
      ).toBe(200);
      const back = await t.call('PATCH', `/api/products/${productId}/availability`, {
        token: owner.token,
        body: { sold_out: false },
      });
      expect(back.body.product.sold_out).toBe(false);
      expect((await list()).find((p: { _id: string }) => p._id === productId).sold_out).toBe(false);
    });

    it.each([
      [{}, { sold_out: 'sold_out is required' }],
      [{ sold_out: null }, { sold_out: 'sold_out is required' }],
      [{ sold_out: 'yes' }, { sold_out: 'sold_out must be true or false' }],
      [{ sold_out: 1 }, { sold_out: 'sold_out must be true or false' }],
      [{ sold_out: 'true' }, { sold_out: 'sold_out must be true or false' }],
      [{ sold_out: { $ne: false } }, { sold_out: 'sold_out must be true or false' }],
      [{ sold_out: true, name: 'X' }, { name: VALIDATION.unknownField('name') }],
    ])('availability refuses %j', async (body, errors) => {
      const before = await shopDataSnapshot(t);
      const reply = await t.call('PATCH', `/api/products/${productId}/availability`, { token: owner.token, body });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('malformed ids are 400 and unknown ones 404 on every item route', async () => {
      const cases: ['PUT' | 'PATCH' | 'DELETE', string, unknown][] = [
        ['PUT', '/api/products/%s', item()],
        ['PATCH', '/api/products/%s/availability', { sold_out: true }],
        ['DELETE', '/api/products/%s', undefined],
      ];
      for (const [method, pattern, body] of cases) {
        const bad = await t.call(method, pattern.replace('%s', 'not-an-id'), { token: owner.token, body });
        expect({ method, status: bad.status }).toEqual({ method, status: 400 });
        const unknown = await t.call(method, pattern.replace('%s', MISSING_ID), { token: owner.token, body });
        expect({ method, status: unknown.status, body: unknown.body }).toEqual({
          method,
          status: 404,
          body: { message: M.productNotFound },
        });
      }
    });

    it('the owner deletes an item; it leaves the list, and a second delete is a 404', async () => {
      const before = await t.count('products');
      const reply = await t.call('DELETE', `/api/products/${productId}`, { token: owner.token });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { message: M.productDeleted } });
      expect(await t.count('products')).toBe(before - 1);
      expect((await list()).some((p: { _id: string }) => p._id === productId)).toBe(false);
      const again = await t.call('DELETE', `/api/products/${productId}`, { token: owner.token });
      expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: { message: M.productNotFound } });
    });
  });

  describe('ownership', () => {
    it('only the owner adds, edits, marks or deletes: everyone else gets 403 or 401, and nothing changes', async () => {
      const productId = (await create(item({ name: 'Owner Only', price: 10 }))).body.product._id;
      await expectOwnerOnly(t, 'POST', '/api/products', { owner, other, body: item({ name: 'Mine now' }) });
      await expectOwnerOnly(t, 'PUT', `/api/products/${productId}`, { owner, other, body: item({ name: 'Mine now' }) });
      await expectOwnerOnly(t, 'PATCH', `/api/products/${productId}/availability`, { owner, other, body: { sold_out: true } });
      await expectOwnerOnly(t, 'DELETE', `/api/products/${productId}`, { owner, other });
      expect((await list()).find((p: { _id: string }) => p._id === productId)).toMatchObject({
        name: 'Owner Only',
        sold_out: false,
      });
    });

    it("another shopkeeper cannot put an item in the owner's section from their own shop, nor pull one into theirs", async () => {
      const before = await shopDataSnapshot(t);
      const intoMine = await create({ name: 'Sneaky', shop_id: other.shopId, menu_section_id: snacks, price: 10 }, other);
      expect(intoMine.body).toEqual({ message: HTTP_MESSAGES.validation, errors: { menu_section_id: M.sectionNotInShop } });
      const mine = (await list())[0]._id;
      const pulled = await t.call('PUT', `/api/products/${mine}`, {
        token: other.token,
        body: { name: 'Sneaky', shop_id: other.shopId, menu_section_id: theirSection, price: 10 },
      });
      expect({ status: pulled.status, body: pulled.body }).toEqual({ status: 403, body: { message: M.notYourShop } });
      expect(await shopDataSnapshot(t)).toBe(before);
    });
  });

  it(`stops at ${SHOP_LIMITS.maxProductsPerShop} items with a 409`, async () => {
    const full = await makeShopkeeper(t, { name: 'Full Stall' });
    const sectionId = (
      await t.call('POST', '/api/menu-sections', { token: full.token, body: { name: 'All', shop_id: full.shopId } })
    ).body.menuSection._id;
    await t.connection.collection('products').insertMany(
      Array.from({ length: SHOP_LIMITS.maxProductsPerShop }, (_, i) => ({
        name: `Item ${i + 1}`,
        shopId: new Types.ObjectId(full.shopId),
        sectionId: new Types.ObjectId(sectionId),
        pricePaise: 100,
        description: '',
        soldOut: false,
        soldByWeight: false,
      })),
    );
    const before = await t.count('products');
    const reply = await t.call('POST', '/api/products', {
      token: full.token,
      body: { name: 'One more', shop_id: full.shopId, menu_section_id: sectionId, price: 10 },
    });
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 409, body: { message: M.tooManyProducts } });
    expect(await t.count('products')).toBe(before);
  });
});
