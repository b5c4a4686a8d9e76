import { makeShopkeeper, type TestShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, type TestApp } from '../../testing/test-app';

// GET /api/shops/by-code/{code}?include=menu: the storefront's one read (the storefront bench: one round
// trip less before the product list on a slow phone).
describe('a shop by its code with its menu', () => {
  let t: TestApp;
  let owner: Pick<TestShopkeeper, 'token' | 'shopId' | 'shopCode'>;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t, { name: 'Menu Stall' });
    const section = (
      await t.call('POST', '/api/menu-sections', { token: owner.token, body: { name: 'Hot Drinks', shop_id: owner.shopId } })
    ).body.menuSection._id as string;
    for (const [name, price] of [
      ['Masala Chai', 15],
      ['Filter Coffee', 20.5],
    ] as const)
      expect(
        (
          await t.call('POST', '/api/products', {
            token: owner.token,
            body: { name, price, shop_id: owner.shopId, menu_section_id: section },
          })
        ).status,
      ).toBe(201);
  });
  afterAll(() => t.close());

  it('answers the shop, its products and its sections, as the two list routes do', async () => {
    const one = await t.call('GET', `/api/shops/by-code/${owner.shopCode}?include=menu`);
    expect(one.status).toBe(200);
    const products = await t.call('GET', `/api/products/shop/${owner.shopId}`);
    const sections = await t.call('GET', `/api/menu-sections/shop/${owner.shopId}`);
    expect(one.body.shop).toEqual((await t.call('GET', `/api/shops/by-code/${owner.shopCode}`)).body.shop);
    expect(one.body.products).toEqual(products.body.products);
    expect(one.body.menuSections).toEqual(sections.body.menuSections);
    expect(one.body.products.map((p: { name: string }) => p.name).sort()).toEqual(['Filter Coffee', 'Masala Chai']);
  });

  it('answers only the shop without include, and refuses another include', async () => {
    const plain = await t.call('GET', `/api/shops/by-code/${owner.shopCode}`);
    expect(Object.keys(plain.body)).toEqual(['shop']);
    const bad = await t.call('GET', `/api/shops/by-code/${owner.shopCode}?include=orders`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ include: 'include must be menu' });
    const unknown = await t.call('GET', `/api/shops/by-code/${owner.shopCode}?with=menu`);
    expect(unknown.status).toBe(422);
  });

  it('an unknown code with include=menu is still Shop not found', async () => {
    const res = await t.call('GET', '/api/shops/by-code/SHOP-0000000?include=menu');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Shop not found');
  });
});
