import { Types } from 'mongoose';
import { HTTP_MESSAGES, LOCAL_NAME_MESSAGES as N, SHOP_LIMITS, SHOP_VALIDATION } from '@chowk/contracts';
import { makeShopkeeper, shopDataSnapshot, type TestShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newDevice, place, verifyContact } from '../orders/testing/order-fixtures';

type Keeper = Pick<TestShopkeeper, 'token' | 'userId' | 'shopId' | 'shopCode'>;

/**
 * A menu item's and a section's names in Hindi and Tamil (docs/product.md "Languages"; docs/api.md
 * "Item and section names"): given on POST and PUT, answered by every read, the storefront's
 * included; refused with the form's messages under `names.<key>`; orders keep the shop's own name.
 */
describe('Hindi and Tamil names of menu items and sections', () => {
  let t: TestApp;
  let owner: Keeper;
  let drinks: string;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t, { name: 'Names Stall' });
    const made = await t.call('POST', '/api/menu-sections', {
      token: owner.token,
      body: { name: 'Hot Drinks', shop_id: owner.shopId, names: { hi: '  गरम पेय ', ta: 'சூடான பானங்கள்' } },
    });
    expect(made.status).toBe(201);
    drinks = made.body.menuSection._id;
  });
  afterAll(() => t.close());

  const item = (change: object = {}) => ({
    name: 'Masala Chai',
    shop_id: owner.shopId,
    menu_section_id: drinks,
    price: 15,
    ...change,
  });
  const createItem = (body: unknown) => t.call('POST', '/api/products', { token: owner.token, body });
  const stored = (collection: string, id: string) => t.connection.collection(collection).findOne({ _id: new Types.ObjectId(id) });

  describe('sections', () => {
    it('POST keeps the names given, trimmed, and answers them', async () => {
      const list = await t.call('GET', `/api/menu-sections/shop/${owner.shopId}`);
      expect(list.body.menuSections).toEqual([
        { _id: drinks, name: 'Hot Drinks', names: { hi: 'गरम पेय', ta: 'சூடான பானங்கள்' }, shop_id: owner.shopId, order: 1 },
      ]);
      expect((await stored('menu_sections', drinks))?.names).toEqual({ hi: 'गरम पेय', ta: 'சூடான பானங்கள்' });
    });

    it('a section without names answers none; a blank one stores nothing', async () => {
      const plain = await t.call('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: 'Plain', shop_id: owner.shopId },
      });
      expect(plain.body.menuSection).not.toHaveProperty('names');
      const blank = await t.call('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: 'Blank', shop_id: owner.shopId, names: { hi: '   ', ta: '' } },
      });
      expect(blank.status).toBe(201);
      expect(blank.body.menuSection).not.toHaveProperty('names');
      expect((await stored('menu_sections', blank.body.menuSection._id))?.names).toBeUndefined();
      const nulled = await t.call('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: 'Nulled', shop_id: owner.shopId, names: null },
      });
      expect(nulled.status).toBe(201);
      expect(nulled.body.menuSection).not.toHaveProperty('names');
      for (const id of [plain, blank, nulled].map((r) => r.body.menuSection._id))
        await t.call('DELETE', `/api/menu-sections/${id}`, { token: owner.token });
    });

    it('PUT sets a language, removes one sent blank, keeps one left out, and keeps all when names is absent', async () => {
      const rename = (body: object) => t.call('PUT', `/api/menu-sections/${drinks}`, { token: owner.token, body });
      const set = await rename({ name: 'Hot Drinks', names: { hi: 'गर्म पेय' } });
      expect(set.body.menuSection.names).toEqual({ hi: 'गर्म पेय', ta: 'சூடான பானங்கள்' });
      const kept = await rename({ name: 'Hot Drinks' });
      expect(kept.body.menuSection.names).toEqual({ hi: 'गर्म पेय', ta: 'சூடான பானங்கள்' });
      const removed = await rename({ name: 'Hot Drinks', names: { ta: ' ' } });
      expect(removed.body.menuSection.names).toEqual({ hi: 'गर्म पेय' });
      const none = await rename({ name: 'Hot Drinks', names: { hi: '' } });
      expect(none.body.menuSection).not.toHaveProperty('names');
      const back = await rename({ name: 'Hot Drinks', names: { hi: 'गरम पेय', ta: 'சூடான பானங்கள்' } });
      expect(back.status).toBe(200);
      expect(back.body.menuSection.names).toEqual({ hi: 'गरम पेय', ta: 'சூடான பானங்கள்' });
    });

    it('a Hindi or Tamil name is at most 50 characters (as people count them) once trimmed', async () => {
      const max = SHOP_LIMITS.sectionNameMax;
      const ok = await t.call('PUT', `/api/menu-sections/${drinks}`, {
        token: owner.token,
        body: { name: 'Hot Drinks', names: { hi: ` ${'चा'.repeat(max / 2)} `, ta: '🍵'.repeat(max) } },
      });
      expect(ok.status).toBe(200);
      const long = await t.call('PUT', `/api/menu-sections/${drinks}`, {
        token: owner.token,
        body: { name: 'Hot Drinks', names: { ta: 'அ'.repeat(max + 1) } },
      });
      expect({ status: long.status, body: long.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { 'names.ta': N.tooLong(max) } },
      });
      await t.call('PUT', `/api/menu-sections/${drinks}`, {
        token: owner.token,
        body: { name: 'Hot Drinks', names: { hi: 'गरम पेय', ta: 'சூடான பானங்கள்' } },
      });
    });
  });

  describe('items', () => {
    let chai: string;

    it('POST keeps the names given, trimmed, and every read answers them', async () => {
      const made = await createItem(item({ names: { hi: ' मसाला चाय ', ta: 'மசாலா டீ' } }));
      expect(made.status).toBe(201);
      chai = made.body.product._id;
      expect(made.body.product).toMatchObject({ name: 'Masala Chai', names: { hi: 'मसाला चाय', ta: 'மசாலா டீ' } });
      const list = await t.call('GET', `/api/products/shop/${owner.shopId}`);
      expect(list.body.products[0]).toEqual(made.body.product);
      const storefront = await t.call('GET', `/api/shops/by-code/${owner.shopCode}?include=menu`);
      expect(storefront.body.products).toEqual(list.body.products);
      expect(storefront.body.menuSections[0].names).toEqual({ hi: 'गरम पेय', ta: 'சூடான பானங்கள்' });
      expect((await stored('products', chai))?.names).toEqual({ hi: 'मसाला चाय', ta: 'மசாலா டீ' });
    });

    it('only one language is fine; an item without names answers none', async () => {
      const hindi = await createItem(item({ name: 'Samosa', price: 20, names: { hi: 'समोसा' } }));
      expect(hindi.body.product.names).toEqual({ hi: 'समोसा' });
      const plain = await createItem(item({ name: 'Bun', price: 10 }));
      expect(plain.body.product).not.toHaveProperty('names');
      for (const id of [hindi, plain].map((r) => r.body.product._id))
        await t.call('DELETE', `/api/products/${id}`, { token: owner.token });
    });

    it('PUT: a language sent sets it, one sent blank goes, one left out stays; names absent or null keeps both', async () => {
      const update = (names: unknown) =>
        t.call('PUT', `/api/products/${chai}`, { token: owner.token, body: item(names === undefined ? {} : { names }) });
      expect((await update({ ta: 'மசாலா தேநீர்' })).body.product.names).toEqual({ hi: 'मसाला चाय', ta: 'மசாலா தேநீர்' });
      expect((await update(undefined)).body.product.names).toEqual({ hi: 'मसाला चाय', ta: 'மசாலா தேநீர்' });
      expect((await update(null)).body.product.names).toEqual({ hi: 'मसाला चाय', ta: 'மசாலா தேநீர்' });
      expect((await update({ hi: '' })).body.product.names).toEqual({ ta: 'மசாலா தேநீர்' });
      const none = await update({ ta: '  ' });
      expect(none.body.product).not.toHaveProperty('names');
      expect((await update({ hi: 'मसाला चाय', ta: 'மசாலா டீ' })).body.product.names).toEqual({ hi: 'मसाला चाय', ta: 'மசாலா டீ' });
      // Marking it sold out answers its names too.
      const soldOut = await t.call('PATCH', `/api/products/${chai}/availability`, {
        token: owner.token,
        body: { sold_out: false },
      });
      expect(soldOut.body.product.names).toEqual({ hi: 'मसाला चाय', ta: 'மசாலா டீ' });
    });

    it.each([
      ['a language Chowk does not name', { fr: 'Thé' }, { 'names.fr': N.unknownLanguage }],
      ['English', { en: 'Tea' }, { 'names.en': N.unknownLanguage }],
      ['a query operator as a key', { $set: { hi: 'x' } }, { 'names.$set': N.unknownLanguage }],
      ['a dotted key', { 'hi.x': 'y' }, { 'names.hi.x': N.unknownLanguage }],
      ['a query operator as a value', { hi: { $gt: '' } }, { 'names.hi': N.notText }],
      ['a number', { hi: 5 }, { 'names.hi': N.notText }],
      ['null for a language', { ta: null }, { 'names.ta': N.notText }],
      ['a list for a language', { ta: ['a'] }, { 'names.ta': N.notText }],
      ['too long', { hi: 'च'.repeat(SHOP_LIMITS.productNameMax + 1) }, { 'names.hi': N.tooLong(SHOP_LIMITS.productNameMax) }],
      ['several at once', { hi: 1, ta: 'ok', xx: 'y' }, { 'names.hi': N.notText, 'names.xx': N.unknownLanguage }],
      ['a list', ['मसाला चाय'], { names: N.shape }],
      ['text', 'मसाला चाय', { names: N.shape }],
      ['a number', 7, { names: N.shape }],
      ['true', true, { names: N.shape }],
    ])('names as %s → 422 with the form’s message, nothing written (POST and PUT)', async (_label, names, errors) => {
      const before = await shopDataSnapshot(t);
      const created = await createItem(item({ name: 'Refused', names }));
      expect({ status: created.status, body: created.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
      const updated = await t.call('PUT', `/api/products/${chai}`, { token: owner.token, body: item({ names }) });
      expect({ status: updated.status, body: updated.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
      const section = await t.call('PUT', `/api/menu-sections/${drinks}`, {
        token: owner.token,
        body: { name: 'Hot Drinks', names },
      });
      expect(section.status).toBe(422);
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('a bad name and a bad names answer together, each under its own key', async () => {
      const reply = await createItem(item({ name: '', names: { hi: 3 } }));
      expect(reply.body).toEqual({
        message: HTTP_MESSAGES.validation,
        errors: { name: SHOP_VALIDATION.productNameRequired, 'names.hi': N.notText },
      });
    });

    it('only the owner gives names: another shop is refused and nothing changes', async () => {
      const other = await makeShopkeeper(t, { name: 'Other Stall' });
      const before = await shopDataSnapshot(t);
      const reply = await t.call('PUT', `/api/products/${chai}`, { token: other.token, body: item({ names: { hi: 'चोरी' } }) });
      expect(reply.status).toBe(403);
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('an order keeps the shop’s own name of the item, whatever the customer reads', async () => {
      const deviceId = newDevice();
      await verifyContact(t, deviceId, 'mobile', '9876500022');
      // Open whatever the hour: the shop's hours are every day, all day.
      await t.call('PATCH', `/api/shops/${owner.shopId}`, {
        token: owner.token,
        body: {
          openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, closed: false, open: '00:00', close: '23:59' })),
        },
      });
      const order = await place(
        t,
        {
          shop_id: owner.shopId,
          items: [{ product_id: chai, quantity: 1 }],
          customer_name: 'Asha',
          customer_mobile: '9876500022',
          delivery_type: 'pickup',
          payment_method: 'cash',
        },
        { deviceId },
      );
      expect(order.status).toBe(201);
      expect(order.body.data.items.map((line: { product_name: string }) => line.product_name)).toEqual(['Masala Chai']);
    });
  });
});
