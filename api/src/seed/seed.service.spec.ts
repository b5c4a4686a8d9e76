import { gstinError } from '@chowk/contracts';
import { Types } from 'mongoose';
import { ShopsService } from '../modules/catalogue/shops/shops.service';
import { createTestApp, newClientAddress, databaseName, testEnv, type TestApp } from '../testing/test-app';
import { runSeed } from './run-seed';
import { DEMO_NEIGHBOURS, DEMO_SHOP, SEED_AREAS, SEED_CATEGORIES } from './seed-data';
import { seedIfEmpty, SeedService } from './seed.service';
import { PRODUCTION_GATEWAYS_ENV } from '../testing/production-env';

describe('development seed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());

  const cityCount = SEED_AREAS.reduce((n, s) => n + s.cities.length, 0);
  const districtCount = SEED_AREAS.reduce((n, s) => n + s.cities.reduce((m, c) => m + c.districts.length, 0), 0);

  it('seeds an empty database through seedIfEmpty (what main.ts runs in development)', async () => {
    const report = await seedIfEmpty(t.app);
    expect(report).toEqual({
      categories: SEED_CATEGORIES.length,
      states: SEED_AREAS.length,
      cities: cityCount,
      districts: districtCount,
      demoShop: 1,
      demoNeighbours: DEMO_NEIGHBOURS.length,
    });
  });

  it('makes the demo shop: SHOP-1234 in Bengaluru, its owner logs in with 9876543210 / demo1234, two sections, six items', async () => {
    const shop = (await t.call('GET', '/api/shops/by-code/SHOP-1234')).body.shop;
    expect(shop).toMatchObject({
      code: 'SHOP-1234',
      name: DEMO_SHOP.name,
      category: { name: 'Tea Stall' },
      district: { name: DEMO_SHOP.district },
      city: { name: 'Bengaluru' },
      state: { code: 'KA' },
      address: DEMO_SHOP.address,
      location: { latitude: 12.9716, longitude: 77.5946 },
      openingHours: DEMO_SHOP.openingHours,
      ordersPaused: false,
      delivers: true,
      // Paid by UPI, GST-registered: its orders show the UPI QR and bill as tax invoices.
      billing: { ...DEMO_SHOP.billing },
    });
    expect(gstinError(shop.billing.gstin)).toBeNull();
    const login = await t.call('POST', '/api/auth/login', {
      body: { identifier: '9876543210', password: 'demo1234' },
      forwardedFor: newClientAddress(),
    });
    expect(login.status).toBe(200);
    expect(login.body.shop._id).toBe(shop._id);
    expect(login.body.user).toMatchObject({ name: 'Ravi Kumar', mobile: '9876543210' });
    const owner = await t.connection.collection('users').findOne({ mobile: '9876543210' });
    expect(owner).toMatchObject({ name: 'Ravi Kumar', role: 'shopkeeper', mobileVerified: true });
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);

    const sections = (await t.call('GET', `/api/menu-sections/shop/${shop._id}`)).body.menuSections;
    expect(sections.map((s: { name: string; order: number }) => [s.name, s.order])).toEqual([
      ['Hot Drinks', 1],
      ['Snacks', 2],
    ]);
    const products = (await t.call('GET', `/api/products/shop/${shop._id}`)).body.products;
    expect(products.length).toBeGreaterThanOrEqual(5);
    for (const product of products) {
      expect(product.price).toBeGreaterThanOrEqual(1);
      expect(product.description.length).toBeGreaterThan(0);
    }
    expect(products.find((p: { name: string }) => p.name === 'Masala Chai')).toMatchObject({
      price: 15,
      section: 'Hot Drinks',
      sold_out: false,
      names: { hi: 'मसाला चाय', ta: 'மசாலா டீ' },
    });
    // Every section and item of the demo shop has its Hindi and Tamil name (docs/product.md "Languages").
    expect(sections.map((s: { names?: unknown }) => s.names)).toEqual([
      { hi: 'गरम पेय', ta: 'சூடான பானங்கள்' },
      { hi: 'नाश्ता', ta: 'சிற்றுண்டிகள்' },
    ]);
    for (const product of products) expect(product.names).toEqual({ hi: expect.any(String), ta: expect.any(String) });
    expect(products.filter((p: { sold_out: boolean }) => p.sold_out).map((p: { name: string }) => p.name)).toEqual(['Veg Puff']);
    expect((await t.connection.collection('products').findOne({ name: 'Masala Chai' }))?.pricePaise).toBe(1500);
  });

  it('makes the other demo shops: the directory lists them, nearby finds the Bengaluru ones by distance from SHOP-1234', async () => {
    const directory = await t.call('GET', '/api/shops?limit=50');
    expect(directory.body.pagination.total).toBe(1 + DEMO_NEIGHBOURS.length);
    expect(directory.body.data.map((s: { code: string }) => s.code).sort()).toEqual(
      ['SHOP-1234', ...DEMO_NEIGHBOURS.map((d) => d.code)].sort(),
    );
    const nearby = await t.call(
      'GET',
      `/api/shops/nearby?lat=${DEMO_SHOP.location.latitude}&lng=${DEMO_SHOP.location.longitude}`,
    );
    expect(nearby.body.data.map((s: { code: string; distance_km: number }) => [s.code, s.distance_km])).toEqual([
      ['SHOP-1234', 0],
      ['SHOP-2001', 5.06],
      ['SHOP-2002', 5.18],
      ['SHOP-2003', 16.84],
    ]);
    const mumbai = await t.call('GET', '/api/shops/nearby?lat=19.076&lng=72.8777');
    expect(mumbai.body.data.map((s: { code: string }) => s.code)).toEqual(['SHOP-2004']);
    for (const demo of DEMO_NEIGHBOURS) {
      const shop = (await t.call('GET', `/api/shops/by-code/${demo.code}`)).body.shop;
      expect(shop).toMatchObject({
        name: demo.name,
        category: { name: demo.category },
        district: { name: demo.district },
        city: { name: demo.city },
        state: { code: demo.state },
        address: demo.address,
        location: demo.location,
        delivers: true,
      });
      const products = (await t.call('GET', `/api/products/shop/${shop._id}`)).body.products;
      expect(products.map((p: { name: string }) => p.name).sort()).toEqual(demo.items.map((i) => i.name).sort());
      const login = await t.call('POST', '/api/auth/login', {
        body: { identifier: demo.owner.mobile, password: demo.owner.password },
        forwardedFor: newClientAddress(),
      });
      expect({ code: demo.code, status: login.status, shop: login.body.shop?._id }).toEqual({
        code: demo.code,
        status: 200,
        shop: shop._id,
      });
    }
  });

  it('holds what docs/architecture.md asks for: General Store, Indian states with codes, Bengaluru in Karnataka', async () => {
    const categories = (await t.call('GET', '/api/categories')).body.categories.map((c: { name: string }) => c.name);
    expect(categories).toEqual(expect.arrayContaining(['General Store', 'Bakery', 'Tea Stall', 'Grocery']));

    const states = (await t.call('GET', '/api/areas/states')).body.states;
    expect(states.length).toBeGreaterThanOrEqual(4);
    expect(states.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['KA', 'MH', 'TN', 'DL', 'WB']));

    const karnataka = states.find((s: { code: string }) => s.code === 'KA');
    const cities = (await t.call('GET', `/api/areas/cities?stateId=${karnataka._id}`)).body.cities;
    const bengaluru = cities.find((c: { name: string }) => c.name === 'Bengaluru');
    expect(bengaluru.stateId).toEqual(karnataka);
    const districts = (await t.call('GET', `/api/areas/districts?cityId=${bengaluru._id}`)).body.districts;
    expect(districts.length).toBeGreaterThanOrEqual(2);

    for (const state of states) {
      expect((await t.call('GET', `/api/areas/cities?stateId=${state._id}`)).body.cities.length).toBeGreaterThanOrEqual(2);
    }
    expect((await t.call('GET', '/api/areas/all')).body.areas).toHaveLength(districtCount);
  });

  it('is idempotent: a second run inserts nothing and changes nothing', async () => {
    const collections = ['categories', 'states', 'cities', 'districts', 'users', 'shops', 'menu_sections', 'products'];
    const snapshot = () =>
      Promise.all(collections.map((name) => t.connection.collection(name).find().sort({ _id: 1 }).toArray()));
    const before = await snapshot();
    expect(await t.app.get(SeedService).run()).toEqual({
      categories: 0,
      states: 0,
      cities: 0,
      districts: 0,
      demoShop: 0,
      demoNeighbours: 0,
    });
    expect(await snapshot()).toEqual(before);
    expect(await seedIfEmpty(t.app)).toBeUndefined();
  });

  it('adds back only what is missing', async () => {
    const admin = await t.adminToken();
    const bakery = (await t.call('GET', '/api/categories')).body.categories.find((c: { name: string }) => c.name === 'Bakery');
    await t.call('DELETE', `/api/categories/${bakery._id}`, { token: admin });
    expect(await t.app.get(SeedService).run()).toEqual({
      categories: 1,
      states: 0,
      cities: 0,
      districts: 0,
      demoShop: 0,
      demoNeighbours: 0,
    });
  });

  it("leaves the demo owner's edits alone, but gives a demo shop with no menu its menu back", async () => {
    const login = await t.call('POST', '/api/auth/login', {
      body: { identifier: '9876543210', password: 'demo1234' },
      forwardedFor: newClientAddress(),
    });
    const shopId = login.body.shop._id;
    const first = (await t.call('GET', `/api/products/shop/${shopId}`)).body.products[0];
    await t.call('DELETE', `/api/products/${first._id}`, { token: login.body.token });
    const productsBefore = await t.count('products');
    expect((await t.app.get(SeedService).run()).demoShop).toBe(0);
    expect(await t.count('products')).toBe(productsBefore);

    const shop = new Types.ObjectId(shopId);
    await t.connection.collection('products').deleteMany({ shopId: shop });
    await t.connection.collection('menu_sections').deleteMany({ shopId: shop });
    expect((await t.app.get(SeedService).run()).demoShop).toBe(1);
    expect(await t.connection.collection('menu_sections').countDocuments({ shopId: shop })).toBe(DEMO_SHOP.sections.length);
    expect(await t.connection.collection('products').countDocuments({ shopId: shop })).toBe(
      DEMO_SHOP.sections.reduce((n, section) => n + section.items.length, 0),
    );
  });

  it('remakes a deleted demo shop for its existing owner, and skips it when that owner has another shop', async () => {
    const owner = await t.connection.collection('users').findOne({ mobile: '9876543210' });
    const wipe = async () => {
      const shop = await t.connection.collection('shops').findOne({ code: 'SHOP-1234' });
      await t.connection.collection('products').deleteMany({ shopId: shop?._id });
      await t.connection.collection('menu_sections').deleteMany({ shopId: shop?._id });
      await t.connection.collection('shops').deleteOne({ _id: shop?._id });
    };
    await wipe();
    const users = await t.count('users');
    expect((await t.app.get(SeedService).run()).demoShop).toBe(1);
    expect(await t.count('users')).toBe(users);
    expect(String((await t.connection.collection('shops').findOne({ code: 'SHOP-1234' }))?.ownerId)).toBe(String(owner?._id));

    await wipe();
    const shop = await t.app.get(ShopsService).findByOwner(owner?._id as Types.ObjectId);
    expect(shop).toBeNull();
    const shopsBefore = await t.connection.collection('shops').countDocuments();
    const anyCategory = await t.connection.collection('categories').findOne();
    const anyDistrict = await t.connection.collection('districts').findOne();
    await t.app.get(ShopsService).createForOwner({
      ownerId: owner?._id as Types.ObjectId,
      name: 'Ravi Stores',
      categoryId: String(anyCategory?._id),
      districtId: String(anyDistrict?._id),
    });
    expect((await t.app.get(SeedService).run()).demoShop).toBe(0);
    expect(await t.connection.collection('shops').countDocuments()).toBe(shopsBefore + 1);
    expect(await t.connection.collection('shops').findOne({ code: 'SHOP-1234' })).toBeNull();
  });

  it('remakes a deleted neighbour for its owner, and leaves SHOP-1234 exactly as it was', async () => {
    const demo = DEMO_NEIGHBOURS[0];
    const shop = await t.connection.collection('shops').findOne({ code: demo.code });
    await t.connection.collection('products').deleteMany({ shopId: shop?._id });
    await t.connection.collection('menu_sections').deleteMany({ shopId: shop?._id });
    await t.connection.collection('shops').deleteOne({ _id: shop?._id });
    const demoShop = await t.connection.collection('shops').findOne({ code: 'SHOP-1234' });
    expect(await t.app.get(SeedService).run()).toEqual({
      categories: 0,
      states: 0,
      cities: 0,
      districts: 0,
      demoShop: 0,
      demoNeighbours: 1,
    });
    expect(await t.connection.collection('shops').findOne({ code: 'SHOP-1234' })).toEqual(demoShop);
    const remade = await t.connection.collection('shops').findOne({ code: demo.code });
    expect(String(remade?.ownerId)).toBe(String(shop?.ownerId));
    expect(await t.connection.collection('products').countDocuments({ shopId: remade?._id })).toBe(demo.items.length);
  });

  it('runs standalone (npm run seed: no HTTP app) and refuses production', async () => {
    const env = testEnv(databaseName(__filename));
    expect(await runSeed(env)).toEqual({ categories: 0, states: 0, cities: 0, districts: 0, demoShop: 0, demoNeighbours: 0 });
    await expect(
      runSeed({
        ...env,
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        ADMIN_EMAIL: 'o@chowk.in',
        ADMIN_PASSWORD: 'pw-prod-1',
        ADMIN_SECRET: 'prod-secret',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 't',
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:9',
        ...PRODUCTION_GATEWAYS_ENV,
      }),
    ).rejects.toThrow('never runs with NODE_ENV=production');
  });
});
