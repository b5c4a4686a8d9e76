import { Types } from 'mongoose';
import { HTTP_MESSAGES, SHOP_API_MESSAGES as M, SHOP_LIMITS, SHOP_VALIDATION as V, VALIDATION } from '@chowk/contracts';
import { expectOperatorPayloadsRefused } from '../../testing/expectations';
import { expectOwnerOnly, makeShopkeeper, shopDataSnapshot, type TestShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';

type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

describe('menu sections: /api/menu-sections', () => {
  let t: TestApp;
  let owner: Keeper;
  let other: Keeper;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t);
    other = await makeShopkeeper(t, { name: 'Other Stall' });
  });
  afterAll(() => t.close());

  const add = (who: Pick<TestShopkeeper, 'token' | 'shopId'>, name: unknown, extra: object = {}) =>
    t.call('POST', '/api/menu-sections', { token: who.token, body: { name, shop_id: who.shopId, ...extra } });
  const names = async (shopId: string) =>
    (await t.call('GET', `/api/menu-sections/shop/${shopId}`)).body.menuSections.map((s: { name: string }) => s.name);

  describe('POST and GET', () => {
    it('a new shop has no sections', async () => {
      const reply = await t.call('GET', `/api/menu-sections/shop/${owner.shopId}`);
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { menuSections: [] } });
    });

    it('the owner adds sections (trimmed), numbered in creation order; anyone reads them, in that order', async () => {
      const first = await add(owner, '  Hot Drinks ');
      expect({ status: first.status, body: first.body }).toEqual({
        status: 201,
        body: {
          menuSection: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Hot Drinks', shop_id: owner.shopId, order: 1 },
        },
      });
      expect((await add(owner, 'Snacks')).body.menuSection.order).toBe(2);
      expect((await add(owner, 'Beverages')).body.menuSection.order).toBe(3);
      const list = await t.call('GET', `/api/menu-sections/shop/${owner.shopId}`);
      expect(list.body.menuSections.map((s: { name: string; order: number }) => [s.name, s.order])).toEqual([
        ['Hot Drinks', 1],
        ['Snacks', 2],
        ['Beverages', 3],
      ]);
      // Another shop's list is its own.
      expect(await names(other.shopId)).toEqual([]);
    });

    it('a name taken in the shop, in any case, is a 409; the same name in another shop is fine', async () => {
      const before = await t.count('menu_sections');
      for (const name of ['Hot Drinks', 'hot drinks', ' HOT DRINKS ']) {
        const dup = await add(owner, name);
        expect({ status: dup.status, body: dup.body }).toEqual({ status: 409, body: { message: M.sectionExists } });
      }
      expect(await t.count('menu_sections')).toBe(before);
      expect((await add(other, 'Hot Drinks')).status).toBe(201);
    });

    it.each([
      ['empty', '', V.sectionNameRequired],
      ['only spaces', '   ', V.sectionNameRequired],
      ['missing', undefined, V.sectionNameRequired],
      ['null', null, V.sectionNameRequired],
      ['a number', 42, V.sectionNameRequired],
      ['an array', ['Snacks'], V.sectionNameRequired],
      [`over ${SHOP_LIMITS.sectionNameMax} characters`, 'x'.repeat(SHOP_LIMITS.sectionNameMax + 1), V.sectionNameTooLong],
    ])('a name that is %s: 422 with its message, nothing written', async (_, name, message) => {
      const before = await shopDataSnapshot(t);
      const reply = await add(owner, name);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { name: message } },
      });
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it(`takes a name of exactly ${SHOP_LIMITS.sectionNameMax} characters (counted once trimmed)`, async () => {
      const name = 'y'.repeat(SHOP_LIMITS.sectionNameMax);
      expect((await add(owner, `  ${name}  `)).body.menuSection.name).toBe(name);
    });

    it('refuses a missing shop, an unknown field, and wrong types, writing nothing', async () => {
      const before = await shopDataSnapshot(t);
      const noShop = await t.call('POST', '/api/menu-sections', { token: owner.token, body: { name: 'Sweets' } });
      expect(noShop.body).toEqual({ message: HTTP_MESSAGES.validation, errors: { shop_id: 'Shop is required' } });
      const unknown = await add(owner, 'Sweets', { order: 1 });
      expect(unknown.body).toEqual({ message: HTTP_MESSAGES.validation, errors: { order: VALIDATION.unknownField('order') } });
      const both = await t.call('POST', '/api/menu-sections', { token: owner.token, body: { name: 7, shop_id: 7 } });
      expect(both.body.errors).toEqual({ name: V.sectionNameRequired, shop_id: 'Shop is required' });
      const array = await t.call('POST', '/api/menu-sections', { token: owner.token, body: [{ name: 'Sweets' }] });
      expect(array.status).toBeGreaterThanOrEqual(400);
      expect(array.status).toBeLessThan(500);
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('a shop id that is malformed or unknown is a 404 for the shop', async () => {
      for (const shopId of ['not-an-id', MISSING_ID]) {
        const reply = await t.call('POST', '/api/menu-sections', {
          token: owner.token,
          body: { name: 'Sweets', shop_id: shopId },
        });
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
      }
    });

    it('refuses operator payloads with a 4xx, writing nothing', async () => {
      await expectOperatorPayloadsRefused(t, 'POST', '/api/menu-sections', {
        payloads: [
          { name: { $gt: '' }, shop_id: owner.shopId },
          { name: 'Sweets', shop_id: { $ne: null } },
          { name: 'Sweets', shop_id: owner.shopId, $set: { shopId: other.shopId } },
          { $where: 'true' },
        ],
        token: owner.token,
        collection: 'menu_sections',
        snapshot: () => shopDataSnapshot(t),
      });
    });

    it('a malformed shop id in the path is a 400, an unknown one a 404', async () => {
      const bad = await t.call('GET', '/api/menu-sections/shop/not-an-id');
      expect(bad.status).toBe(400);
      const unknown = await t.call('GET', `/api/menu-sections/shop/${MISSING_ID}`);
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
    });

    it(`stops at ${SHOP_LIMITS.maxSectionsPerShop} sections with a 409`, async () => {
      const full = await makeShopkeeper(t, { name: 'Full Stall' });
      const shopId = new Types.ObjectId(full.shopId);
      await t.connection.collection('menu_sections').insertMany(
        Array.from({ length: SHOP_LIMITS.maxSectionsPerShop }, (_, i) => ({
          name: `Section ${i + 1}`,
          nameKey: `section ${i + 1}`,
          shopId,
          order: i + 1,
        })),
      );
      const before = await t.count('menu_sections');
      const reply = await add(full, 'One more');
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 409, body: { message: M.tooManySections } });
      expect(await t.count('menu_sections')).toBe(before);
    });
  });

  describe('PUT and DELETE', () => {
    let sectionId: string;
    beforeAll(async () => {
      sectionId = (await add(owner, 'Specials')).body.menuSection._id;
    });

    it('the owner renames a section (trimmed); its items show the new name', async () => {
      const product = await t.call('POST', '/api/products', {
        token: owner.token,
        body: { name: 'Rose Milk', shop_id: owner.shopId, menu_section_id: sectionId, price: 30 },
      });
      expect(product.status).toBe(201);
      const renamed = await t.call('PUT', `/api/menu-sections/${sectionId}`, { token: owner.token, body: { name: ' Today ' } });
      expect({ status: renamed.status, body: renamed.body }).toEqual({
        status: 200,
        body: { menuSection: { _id: sectionId, name: 'Today', shop_id: owner.shopId, order: expect.any(Number) } },
      });
      const items = (await t.call('GET', `/api/products/shop/${owner.shopId}`)).body.products;
      expect(items.find((p: { name: string }) => p.name === 'Rose Milk')).toMatchObject({
        section: 'Today',
        menu_section_id: { _id: sectionId, name: 'Today' },
      });
      // Its own name in another case is still its own.
      expect(
        (await t.call('PUT', `/api/menu-sections/${sectionId}`, { token: owner.token, body: { name: 'TODAY' } })).status,
      ).toBe(200);
    });

    it("refuses another section's name (409), bad names (422) and unknown fields, changing nothing", async () => {
      const before = await shopDataSnapshot(t);
      const dup = await t.call('PUT', `/api/menu-sections/${sectionId}`, { token: owner.token, body: { name: 'snacks' } });
      expect({ status: dup.status, body: dup.body }).toEqual({ status: 409, body: { message: M.sectionExists } });
      const cases: [unknown, Record<string, string>][] = [
        [{ name: '' }, { name: V.sectionNameRequired }],
        [{}, { name: V.sectionNameRequired }],
        [{ name: { $set: 'x' } }, { name: V.sectionNameRequired }],
        [{ name: 'z'.repeat(SHOP_LIMITS.sectionNameMax + 1) }, { name: V.sectionNameTooLong }],
        [{ name: 'Fine', shop_id: other.shopId }, { shop_id: VALIDATION.unknownField('shop_id') }],
      ];
      for (const [body, errors] of cases) {
        const reply = await t.call('PUT', `/api/menu-sections/${sectionId}`, { token: owner.token, body });
        expect({ body, status: reply.status, errors: reply.body.errors }).toEqual({ body, status: 422, errors });
      }
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('deletes only an empty section: 409 while it holds items, then 200 once they are gone', async () => {
      const full = await t.call('DELETE', `/api/menu-sections/${sectionId}`, { token: owner.token });
      expect({ status: full.status, body: full.body }).toEqual({ status: 409, body: { message: M.sectionNotEmpty } });
      expect(await names(owner.shopId)).toContain('TODAY');
      const items = (await t.call('GET', `/api/products/shop/${owner.shopId}`)).body.products;
      for (const item of items.filter((p: { section: string }) => p.section === 'TODAY')) {
        expect((await t.call('DELETE', `/api/products/${item._id}`, { token: owner.token })).status).toBe(200);
      }
      const gone = await t.call('DELETE', `/api/menu-sections/${sectionId}`, { token: owner.token });
      expect({ status: gone.status, body: gone.body }).toEqual({ status: 200, body: { message: M.sectionDeleted } });
      expect(await names(owner.shopId)).not.toContain('TODAY');
      const again = await t.call('DELETE', `/api/menu-sections/${sectionId}`, { token: owner.token });
      expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: { message: M.sectionNotFound } });
    });

    it('a section made after a deletion comes last', async () => {
      const orders = (await t.call('GET', `/api/menu-sections/shop/${owner.shopId}`)).body.menuSections.map(
        (s: { order: number }) => s.order,
      );
      const made = await add(owner, 'Late Additions');
      expect(made.body.menuSection.order).toBe(Math.max(...orders) + 1);
      expect((await names(owner.shopId)).at(-1)).toBe('Late Additions');
    });

    it('malformed ids are 400, unknown ones 404', async () => {
      const cases: ['PUT' | 'DELETE', string, number, unknown][] = [
        ['PUT', '/api/menu-sections/not-an-id', 400, { name: 'X' }],
        ['DELETE', '/api/menu-sections/not-an-id', 400, undefined],
        ['PUT', `/api/menu-sections/${MISSING_ID}`, 404, { name: 'X' }],
        ['DELETE', `/api/menu-sections/${MISSING_ID}`, 404, undefined],
      ];
      for (const [method, url, status, body] of cases) {
        const reply = await t.call(method, url, { token: owner.token, body });
        expect({ url, method, status: reply.status }).toEqual({ url, method, status });
        if (status === 404) expect(reply.body).toEqual({ message: M.sectionNotFound });
      }
    });
  });

  describe('ownership', () => {
    it('only the owner adds, renames or deletes: everyone else gets 403 or 401, and nothing changes', async () => {
      const sectionId = (await add(owner, 'Owner Only')).body.menuSection._id;
      await expectOwnerOnly(t, 'POST', '/api/menu-sections', { owner, other, body: { name: 'Mine now', shop_id: owner.shopId } });
      await expectOwnerOnly(t, 'PUT', `/api/menu-sections/${sectionId}`, { owner, other, body: { name: 'Mine now' } });
      await expectOwnerOnly(t, 'DELETE', `/api/menu-sections/${sectionId}`, { owner, other });
      expect(await names(owner.shopId)).toContain('Owner Only');
    });

    it("another shopkeeper's 403 comes before a duplicate name: nothing about the menu is told", async () => {
      const taken = await t.call('POST', '/api/menu-sections', {
        token: other.token,
        body: { name: 'Hot Drinks', shop_id: owner.shopId },
      });
      expect({ status: taken.status, body: taken.body }).toEqual({ status: 403, body: { message: M.notYourShop } });
    });
  });
});
