import { Types } from 'mongoose';
import {
  API_MESSAGES,
  CUSTOMER_LIMITS,
  DEFAULT_DELIVERY_TERMS,
  DEFAULT_SHOP_BILLING,
  distanceKm,
  PAGINATION_MESSAGES,
  SHOP_QUERY_MESSAGES,
  SHOP_VALIDATION,
  type NearbyShop,
  type Shop,
  VALIDATION,
} from '@chowk/contracts';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';
import { boundingBox, escapeRegex } from './shops/shop-directory';
import { ShopsService } from './shops/shops.service';

/** Places in Bengaluru (and beyond) with known coordinates. */
const MG_ROAD = { lat: 12.9716, lng: 77.5946 };
const PLACES = {
  mgRoad: MG_ROAD,
  indiranagar: { lat: 12.9784, lng: 77.6408 },
  koramangala: { lat: 12.9352, lng: 77.6245 },
  whitefield: { lat: 12.9698, lng: 77.75 },
  mysuru: { lat: 12.2958, lng: 76.6394 },
};

describe('the shop directory (GET /api/shops) and nearby shops (GET /api/shops/nearby)', () => {
  let t: TestApp;
  let shops: ShopsService;
  const ids = {} as Record<
    | 'tea'
    | 'bakery'
    | 'grocery'
    | 'ka'
    | 'mh'
    | 'bengaluru'
    | 'mysuru'
    | 'mumbai'
    | 'indiranagar'
    | 'koramangala'
    | 'gokulam'
    | 'andheri',
    string
  >;
  /** name → the shop's _id, for the named (non-bulk) shops. */
  const named = new Map<string, string>();

  const make = async (
    name: string,
    categoryId: string,
    districtId: string,
    location?: { lat: number; lng: number },
  ): Promise<string> => {
    const ownerId = new Types.ObjectId();
    const shop = await shops.createForOwner({ ownerId, name, categoryId, districtId });
    if (location) {
      await shops.updateSettings(String(ownerId), String(shop._id), {
        location: { latitude: location.lat, longitude: location.lng },
      });
    }
    return String(shop._id);
  };

  beforeAll(async () => {
    t = await createTestApp(__filename);
    shops = t.app.get(ShopsService);
    const token = await t.adminToken();
    const post = async (url: string, body: object, key: string) => {
      const reply = await t.call('POST', url, { token, body });
      if (reply.status !== 201) throw new Error(`${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body[key]._id as string;
    };
    ids.tea = await post('/api/categories', { name: 'Tea Stall' }, 'category');
    ids.bakery = await post('/api/categories', { name: 'Bakery' }, 'category');
    ids.grocery = await post('/api/categories', { name: 'Grocery' }, 'category');
    ids.ka = await post('/api/areas/states', { name: 'Karnataka', code: 'KA' }, 'state');
    ids.mh = await post('/api/areas/states', { name: 'Maharashtra', code: 'MH' }, 'state');
    ids.bengaluru = await post('/api/areas/cities', { name: 'Bengaluru', stateId: ids.ka }, 'city');
    ids.mysuru = await post('/api/areas/cities', { name: 'Mysuru', stateId: ids.ka }, 'city');
    ids.mumbai = await post('/api/areas/cities', { name: 'Mumbai', stateId: ids.mh }, 'city');
    ids.indiranagar = await post('/api/areas/districts', { name: 'Indiranagar', cityId: ids.bengaluru }, 'district');
    ids.koramangala = await post('/api/areas/districts', { name: 'Koramangala', cityId: ids.bengaluru }, 'district');
    ids.gokulam = await post('/api/areas/districts', { name: 'Gokulam', cityId: ids.mysuru }, 'district');
    ids.andheri = await post('/api/areas/districts', { name: 'Andheri', cityId: ids.mumbai }, 'district');

    const namedShops: [string, string, string, { lat: number; lng: number }?][] = [
      ['MG Road Chai', ids.tea, ids.indiranagar, PLACES.mgRoad],
      ['Indiranagar Chai Point', ids.tea, ids.indiranagar, PLACES.indiranagar],
      ['Koramangala Bakes', ids.bakery, ids.koramangala, PLACES.koramangala],
      ['Whitefield Chai', ids.tea, ids.koramangala, PLACES.whitefield],
      ['Mysore Pak House', ids.bakery, ids.gokulam, PLACES.mysuru],
      ['Andheri Bakery', ids.bakery, ids.andheri],
      ['chai.point', ids.tea, ids.koramangala],
      ['Bake (and) Shake', ids.bakery, ids.koramangala],
      ['Star*Chai [1] $5 ^ok | a+b? \\ end', ids.tea, ids.andheri],
    ];
    for (const [name, category, district, location] of namedShops)
      named.set(name, await make(name, category, district, location));
    // 45 grocery shops in Andheri: "Kirana 01" … "Kirana 45", the first three all named alike.
    for (let i = 1; i <= 45; i++) {
      await make(i <= 3 ? 'Kirana Twins' : `Kirana ${String(i).padStart(2, '0')}`, ids.grocery, ids.andheri);
    }
  }, 120_000);
  afterAll(() => t.close());

  type List = {
    status: number;
    body: { data: Shop[]; pagination: { total: number; hasMore: boolean; page: number; limit: number } };
  };
  const list = (query = ''): Promise<List> => t.call('GET', `/api/shops${query ? `?${query}` : ''}`);
  const names = (reply: List) => reply.body.data.map((shop) => shop.name);
  const NAMED = 9;
  const ALL = NAMED + 45;

  describe('GET /api/shops', () => {
    it('answers a page of 20 by default, every registered shop counted, in the exact wire shape of a shop', async () => {
      const reply = await list();
      expect(reply.status).toBe(200);
      expect(Object.keys(reply.body)).toEqual(['data', 'pagination']);
      expect(reply.body.pagination).toEqual({ total: ALL, hasMore: true, page: 1, limit: CUSTOMER_LIMITS.shopPageSize });
      expect(reply.body.data).toHaveLength(20);
      // Each item is what the storefront reads for the shop (ShopsService.toView).
      const first = reply.body.data[0];
      const byCode = await t.call('GET', `/api/shops/by-code/${first.code}`);
      expect(first).toEqual(byCode.body.shop);
      const mg = (await list('name=MG%20Road')).body.data[0];
      expect(mg).toEqual({
        _id: named.get('MG Road Chai'),
        code: expect.stringMatching(/^SHOP-\d{4,}$/),
        name: 'MG Road Chai',
        shop_name: 'MG Road Chai',
        category: { _id: ids.tea, name: 'Tea Stall' },
        category_id: ids.tea,
        district: { _id: ids.indiranagar, name: 'Indiranagar' },
        city: { _id: ids.bengaluru, name: 'Bengaluru' },
        state: { _id: ids.ka, name: 'Karnataka', code: 'KA' },
        address: '',
        location: { latitude: MG_ROAD.lat, longitude: MG_ROAD.lng },
        openingHours: expect.any(Array),
        ordersPaused: false,
        delivers: false,
        createdAt: expect.any(String),
        branding: { logo_url: null, banner_url: null, theme_color: null },
        // Every view carries the delivery terms (the defaults until the owner sets them).
        delivery_terms: DEFAULT_DELIVERY_TERMS,
        // And the billing settings (none and not registered until the owner sets them).
        billing: DEFAULT_SHOP_BILLING,
      });
    });

    it('sorts by name whatever its case, then by id, so 45 shops come in pages of 20, 20 and 5 without overlap', async () => {
      const pages = [];
      for (const page of [1, 2, 3, 4]) pages.push(await list(`category_id=${ids.grocery}&page=${page}`));
      expect(pages.map((p) => p.body.pagination)).toEqual([
        { total: 45, hasMore: true, page: 1, limit: 20 },
        { total: 45, hasMore: true, page: 2, limit: 20 },
        { total: 45, hasMore: false, page: 3, limit: 20 },
        { total: 45, hasMore: false, page: 4, limit: 20 },
      ]);
      expect(pages.map((p) => p.body.data.length)).toEqual([20, 20, 5, 0]);
      const all = pages.flatMap((p) => p.body.data);
      expect(new Set(all.map((s) => s._id)).size).toBe(45);
      expect(all.map((s) => s.name)).toEqual([
        ...Array.from({ length: 42 }, (_, i) => `Kirana ${String(i + 4).padStart(2, '0')}`),
        'Kirana Twins',
        'Kirana Twins',
        'Kirana Twins',
      ]);
      // Shops of one name follow their ids: the order never changes between requests.
      const twins = all.slice(-3).map((s) => s._id);
      expect(twins).toEqual([...twins].sort());
      const again = await list(`category_id=${ids.grocery}&page=3`);
      expect(again.body.data.map((s) => s._id)).toEqual(pages[2].body.data.map((s) => s._id));

      // Other page sizes, up to the largest.
      expect((await list(`category_id=${ids.grocery}&limit=50`)).body).toMatchObject({
        pagination: { total: 45, hasMore: false, page: 1, limit: 50 },
      });
      const tens = await list(`category_id=${ids.grocery}&limit=10&page=5`);
      expect(tens.body.pagination).toEqual({ total: 45, hasMore: false, page: 5, limit: 10 });
      expect(tens.body.data.map((s) => s.name)).toEqual([
        'Kirana 44',
        'Kirana 45',
        'Kirana Twins',
        'Kirana Twins',
        'Kirana Twins',
      ]);
    });

    it('lists every shop once over all pages, case-insensitively by name', async () => {
      const seen: Shop[] = [];
      for (let page = 1; ; page++) {
        const reply = await list(`page=${page}&limit=${CUSTOMER_LIMITS.shopPageSizeMax}`);
        seen.push(...reply.body.data);
        if (!reply.body.pagination.hasMore) break;
      }
      expect(seen).toHaveLength(ALL);
      expect(new Set(seen.map((s) => s._id)).size).toBe(ALL);
      const keys = seen.map((s) => s.name.toLowerCase());
      expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      // 'chai.point' (lower case) sorts among the Cs, not after every capital.
      const order = seen.map((s) => s.name);
      expect(order.indexOf('chai.point')).toBeLessThan(order.indexOf('Indiranagar Chai Point'));
    });

    describe('each filter alone', () => {
      it.each<[string, () => string, string[]]>([
        [
          'name: a part, any case',
          () => 'name=CHAI',
          ['chai.point', 'Indiranagar Chai Point', 'MG Road Chai', 'Star*Chai [1] $5 ^ok | a+b? \\ end', 'Whitefield Chai'],
        ],
        ['name: spaces around and inside are as in the name key', () => 'name=%20%20road%20%20chai%20', ['MG Road Chai']],
        [
          'category_id',
          () => `category_id=${ids.bakery}`,
          ['Andheri Bakery', 'Bake (and) Shake', 'Koramangala Bakes', 'Mysore Pak House'],
        ],
        ['district_id', () => `district_id=${ids.indiranagar}`, ['Indiranagar Chai Point', 'MG Road Chai']],
        [
          'city_id: the districts of the city',
          () => `city_id=${ids.bengaluru}`,
          ['Bake (and) Shake', 'chai.point', 'Indiranagar Chai Point', 'Koramangala Bakes', 'MG Road Chai', 'Whitefield Chai'],
        ],
        [
          'state_id: the districts of the cities of the state',
          () => `state_id=${ids.ka}`,
          [
            'Bake (and) Shake',
            'chai.point',
            'Indiranagar Chai Point',
            'Koramangala Bakes',
            'MG Road Chai',
            'Mysore Pak House',
            'Whitefield Chai',
          ],
        ],
        ['an upper-case id is the same id', () => `city_id=${ids.mysuru.toUpperCase()}`, ['Mysore Pak House']],
      ])('%s', async (_label, query, expected) => {
        const reply = await list(query());
        expect(reply.status).toBe(200);
        expect(names(reply)).toEqual(expected);
        expect(reply.body.pagination).toEqual({ total: expected.length, hasMore: false, page: 1, limit: 20 });
      });

      it('state_id of another state: its shops only', async () => {
        const reply = await list(`state_id=${ids.mh}&limit=50`);
        expect(reply.body.pagination.total).toBe(45 + 2);
        expect(reply.body.data.every((s) => s.state?._id === ids.mh)).toBe(true);
      });

      it('empty filters are no filters', async () => {
        const blank = await list('name=%20%20&category_id=&state_id=&city_id=&district_id=');
        expect(blank.body.pagination.total).toBe(ALL);
      });
    });

    describe('filters combined', () => {
      it.each<[string, () => string, string[]]>([
        [
          'name and category',
          () => `name=chai&category_id=${ids.tea}`,
          ['chai.point', 'Indiranagar Chai Point', 'MG Road Chai', 'Star*Chai [1] $5 ^ok | a+b? \\ end', 'Whitefield Chai'],
        ],
        [
          'name and city',
          () => `name=chai&city_id=${ids.bengaluru}`,
          ['chai.point', 'Indiranagar Chai Point', 'MG Road Chai', 'Whitefield Chai'],
        ],
        [
          'category and state',
          () => `category_id=${ids.bakery}&state_id=${ids.ka}`,
          ['Bake (and) Shake', 'Koramangala Bakes', 'Mysore Pak House'],
        ],
        [
          'category and district',
          () => `category_id=${ids.tea}&district_id=${ids.koramangala}`,
          ['chai.point', 'Whitefield Chai'],
        ],
        ['state and its city', () => `state_id=${ids.ka}&city_id=${ids.mysuru}`, ['Mysore Pak House']],
        [
          'city and its district',
          () => `city_id=${ids.bengaluru}&district_id=${ids.indiranagar}`,
          ['Indiranagar Chai Point', 'MG Road Chai'],
        ],
        [
          'all five',
          () => `name=point&category_id=${ids.tea}&state_id=${ids.ka}&city_id=${ids.bengaluru}&district_id=${ids.indiranagar}`,
          ['Indiranagar Chai Point'],
        ],
        ['a state and a city of another state: nothing', () => `state_id=${ids.mh}&city_id=${ids.bengaluru}`, []],
        ['a city and a district of another city: nothing', () => `city_id=${ids.mysuru}&district_id=${ids.indiranagar}`, []],
        ['a state and a district of another state: nothing', () => `state_id=${ids.mh}&district_id=${ids.gokulam}`, []],
        ['name and category with no shop in common: nothing', () => `name=kirana&category_id=${ids.tea}`, []],
      ])('%s', async (_label, query, expected) => {
        const reply = await list(query());
        expect(reply.status).toBe(200);
        expect(names(reply)).toEqual(expected);
        expect(reply.body.pagination.total).toBe(expected.length);
      });
    });

    it('takes the name literally: regular-expression characters are themselves', async () => {
      const cases: [string, string[]][] = [
        ['.', ['chai.point']],
        ['.*', []],
        ['(and)', ['Bake (and) Shake']],
        ['(', ['Bake (and) Shake']],
        ['*chai', ['Star*Chai [1] $5 ^ok | a+b? \\ end']],
        ['[1]', ['Star*Chai [1] $5 ^ok | a+b? \\ end']],
        ['[', ['Star*Chai [1] $5 ^ok | a+b? \\ end']],
        ['$5 ^ok', ['Star*Chai [1] $5 ^ok | a+b? \\ end']],
        ['| a+b?', ['Star*Chai [1] $5 ^ok | a+b? \\ end']],
        ['\\', ['Star*Chai [1] $5 ^ok | a+b? \\ end']],
        ['^mg', []],
        ['chai$', []],
        ['a|z', []],
        ['[a-z]', []],
        ['{1}', []],
      ];
      for (const [name, expected] of cases) {
        const reply = await list(`name=${encodeURIComponent(name)}`);
        expect({ name, status: reply.status, names: names(reply) }).toEqual({ name, status: 200, names: expected });
      }
      // A NUL character is refused before any query (PostgreSQL, under FerretDB, cannot hold one).
      expect(await list(`name=${encodeURIComponent('\u0000')}`)).toMatchObject({
        status: 400,
        body: { message: API_MESSAGES.nulCharacter },
      });
    });

    it('finds nothing for ids no record has, and says so with total 0', async () => {
      for (const key of ['category_id', 'state_id', 'city_id', 'district_id']) {
        const reply = await list(`${key}=${MISSING_ID}`);
        expect({ key, status: reply.status, body: reply.body }).toEqual({
          key,
          status: 200,
          body: { data: [], pagination: { total: 0, hasMore: false, page: 1, limit: 20 } },
        });
      }
    });

    it('refuses malformed ids, pages and limits, repeated and unknown keys (422 naming the field), never a query', async () => {
      const cases: [string, Record<string, string>][] = [
        ['category_id=tea', { category_id: VALIDATION.invalidId }],
        [`state_id=${ids.ka}x`, { state_id: VALIDATION.invalidId }],
        ['city_id=0123456789abcdef0123456z', { city_id: VALIDATION.invalidId }],
        ['district_id=12', { district_id: VALIDATION.invalidId }],
        [`district_id=${ids.andheri}&district_id=${ids.gokulam}`, { district_id: VALIDATION.invalidId }],
        ['page=0', { page: PAGINATION_MESSAGES.page }],
        ['page=-1', { page: PAGINATION_MESSAGES.page }],
        ['page=two', { page: PAGINATION_MESSAGES.page }],
        ['page=1.5', { page: PAGINATION_MESSAGES.page }],
        ['page=10001', { page: PAGINATION_MESSAGES.page }],
        ['limit=0', { limit: SHOP_QUERY_MESSAGES.limit }],
        ['limit=51', { limit: SHOP_QUERY_MESSAGES.limit }],
        ['limit=', { limit: SHOP_QUERY_MESSAGES.limit }],
        ['limit=2e1', { limit: SHOP_QUERY_MESSAGES.limit }],
        [`name=${'x'.repeat(101)}`, { name: SHOP_QUERY_MESSAGES.name }],
        ['name=a&name=b', { name: SHOP_QUERY_MESSAGES.name }],
        ['city_id[$ne]=x', { 'city_id[$ne]': VALIDATION.unknownField('city_id[$ne]') }],
        ['shop_name=chai', { shop_name: VALIDATION.unknownField('shop_name') }],
        [
          'page=0&limit=99&category_id=x',
          { page: PAGINATION_MESSAGES.page, limit: SHOP_QUERY_MESSAGES.limit, category_id: VALIDATION.invalidId },
        ],
      ];
      for (const [query, errors] of cases) {
        const reply = await t.call('GET', `/api/shops?${query}`);
        expect({ query, status: reply.status, body: reply.body }).toEqual({
          query,
          status: 422,
          body: { message: expect.any(String), errors },
        });
      }
      // A name of exactly the longest a shop name may be is fine.
      expect((await list(`name=${'x'.repeat(100)}`)).status).toBe(200);
    });

    it('follows a rename (the name key moves with the name)', async () => {
      const id = named.get('Andheri Bakery') as string;
      const shop = await shops.findById(id);
      await shops.updateSettings(String(shop?.ownerId), id, { name: 'aaa First Bakery' });
      expect(names(await list()).slice(0, 1)).toEqual(['aaa First Bakery']);
      expect(names(await list('name=andheri%20bakery'))).toEqual([]);
      await shops.updateSettings(String(shop?.ownerId), id, { name: 'Andheri Bakery' });
      expect(names(await list('name=andheri%20bakery'))).toEqual(['Andheri Bakery']);
    });

    it('gives shops stored before the name key theirs (backfill at start-up), and has its indexes', async () => {
      const collection = t.connection.collection('shops');
      const { insertedId } = await collection.insertOne({
        code: 'SHOP-900001',
        name: '  Zebra   Old Shop ',
        ownerId: new Types.ObjectId(),
        categoryId: new Types.ObjectId(ids.tea),
        districtId: new Types.ObjectId(ids.andheri),
        openingHours: [],
      });
      expect(names(await list('name=zebra'))).toEqual([]);
      expect(await shops.backfillNameKeys()).toBe(1);
      expect(await shops.backfillNameKeys()).toBe(0);
      expect((await collection.findOne({ _id: insertedId }))?.nameKey).toBe('zebra old shop');
      expect(names(await list('name=Zebra%20old'))).toEqual(['  Zebra   Old Shop ']);
      await collection.deleteOne({ _id: insertedId });

      const indexes = (await collection.indexes()).map((index) => index.key);
      expect(indexes).toEqual(
        expect.arrayContaining([
          { nameKey: 1, _id: 1 },
          { districtId: 1, nameKey: 1 },
          { categoryId: 1, nameKey: 1 },
          { 'location.latitude': 1, 'location.longitude': 1 },
        ]),
      );
    });
  });

  describe('GET /api/shops/nearby', () => {
    type Nearby = { status: number; body: { data: NearbyShop[] } };
    const nearby = (query: string): Promise<Nearby> => t.call('GET', `/api/shops/nearby?${query}`);
    const at = (p: { lat: number; lng: number }) => `lat=${p.lat}&lng=${p.lng}`;
    const km = (p: { lat: number; lng: number }) => Math.round(distanceKm(MG_ROAD, p) * 100) / 100;

    it('answers the shops within 25 km, nearest first, each with its distance to 2 decimals', async () => {
      const reply = await nearby(at(MG_ROAD));
      expect(reply.status).toBe(200);
      expect(Object.keys(reply.body)).toEqual(['data']);
      expect(reply.body.data.map((s) => [s.name, s.distance_km])).toEqual([
        ['MG Road Chai', 0],
        ['Indiranagar Chai Point', km(PLACES.indiranagar)],
        ['Koramangala Bakes', km(PLACES.koramangala)],
        ['Whitefield Chai', km(PLACES.whitefield)],
      ]);
      // The figures themselves, so a wrong formula on both sides would not pass.
      expect(reply.body.data.map((s) => s.distance_km)).toEqual([0, 5.06, 5.18, 16.84]);
      // A nearby shop is the shop's wire shape plus distance_km.
      const { distance_km, ...shop } = reply.body.data[1];
      expect(distance_km).toBe(5.06);
      expect(shop).toEqual((await t.call('GET', `/api/shops/by-code/${shop.code}`)).body.shop);
    });

    it('cuts off at radius_km, and looks at most 100 km away (Mysuru, ~128 km, is never near MG Road)', async () => {
      const cases: [string, string[]][] = [
        ['radius_km=0', ['MG Road Chai']],
        ['radius_km=5.06', ['MG Road Chai']],
        ['radius_km=5.07', ['MG Road Chai', 'Indiranagar Chai Point']],
        ['radius_km=5.18', ['MG Road Chai', 'Indiranagar Chai Point']],
        ['radius_km=5.19', ['MG Road Chai', 'Indiranagar Chai Point', 'Koramangala Bakes']],
        ['radius_km=16.8', ['MG Road Chai', 'Indiranagar Chai Point', 'Koramangala Bakes']],
        ['radius_km=16.9', ['MG Road Chai', 'Indiranagar Chai Point', 'Koramangala Bakes', 'Whitefield Chai']],
        ['radius_km=100', ['MG Road Chai', 'Indiranagar Chai Point', 'Koramangala Bakes', 'Whitefield Chai']],
      ];
      for (const [query, expected] of cases) {
        const reply = await nearby(`${at(MG_ROAD)}&${query}`);
        expect({ query, status: reply.status, names: reply.body.data.map((s) => s.name) }).toEqual({
          query,
          status: 200,
          names: expected,
        });
      }
      const mysuru = await nearby(`${at(PLACES.mysuru)}&radius_km=1`);
      expect(mysuru.body.data.map((s) => [s.name, s.distance_km])).toEqual([['Mysore Pak House', 0]]);
    });

    it('takes limit (nearest first) and a name filter', async () => {
      expect((await nearby(`${at(MG_ROAD)}&limit=2`)).body.data.map((s) => s.name)).toEqual([
        'MG Road Chai',
        'Indiranagar Chai Point',
      ]);
      expect((await nearby(`${at(MG_ROAD)}&name=CHAI`)).body.data.map((s) => s.name)).toEqual([
        'MG Road Chai',
        'Indiranagar Chai Point',
        'Whitefield Chai',
      ]);
      expect((await nearby(`${at(MG_ROAD)}&name=.`)).body.data).toEqual([]);
      expect((await nearby(`${at(MG_ROAD)}&name=`)).body.data).toHaveLength(4);
    });

    it('leaves out shops without a location, and answers an empty list far from any shop', async () => {
      const all = await nearby(`${at(MG_ROAD)}&radius_km=100`);
      const located = new Set(['MG Road Chai', 'Indiranagar Chai Point', 'Koramangala Bakes', 'Whitefield Chai']);
      expect(all.body.data.every((s) => located.has(s.name) && s.location !== null)).toBe(true);
      expect((await nearby('lat=0&lng=0&radius_km=100')).body).toEqual({ data: [] });
    });

    it('finds shops across the antimeridian and near a pole', async () => {
      const east = await make('Date Line East', ids.tea, ids.andheri, { lat: 0, lng: 179.95 });
      const north = await make('Polar Chai', ids.tea, ids.andheri, { lat: 89.95, lng: -120 });
      const across = await nearby('lat=0&lng=-179.95&radius_km=20');
      expect(across.body.data.map((s) => [s.name, s.distance_km])).toEqual([['Date Line East', 11.12]]);
      const pole = await nearby('lat=89.99&lng=60&radius_km=20');
      expect(pole.body.data.map((s) => s.name)).toEqual(['Polar Chai']);
      await t.connection.collection('shops').deleteMany({ _id: { $in: [east, north].map((id) => new Types.ObjectId(id)) } });
    });

    it('refuses missing or out-of-range lat and lng, bad radius_km and limit, unknown keys (422 naming the field)', async () => {
      const cases: [string, Record<string, string>][] = [
        ['', { lat: SHOP_VALIDATION.latitudeInvalid, lng: SHOP_VALIDATION.longitudeInvalid }],
        ['lng=77.5', { lat: SHOP_VALIDATION.latitudeInvalid }],
        ['lat=12.9', { lng: SHOP_VALIDATION.longitudeInvalid }],
        ['lat=90.0001&lng=0', { lat: SHOP_VALIDATION.latitudeInvalid }],
        ['lat=-91&lng=0', { lat: SHOP_VALIDATION.latitudeInvalid }],
        ['lat=abc&lng=0', { lat: SHOP_VALIDATION.latitudeInvalid }],
        ['lat=&lng=0', { lat: SHOP_VALIDATION.latitudeInvalid }],
        ['lat=NaN&lng=0', { lat: SHOP_VALIDATION.latitudeInvalid }],
        ['lat=Infinity&lng=0', { lat: SHOP_VALIDATION.latitudeInvalid }],
        ['lat=0x10&lng=0', { lat: SHOP_VALIDATION.latitudeInvalid }],
        ['lat=1&lat=2&lng=0', { lat: SHOP_VALIDATION.latitudeInvalid }],
        ['lat=0&lng=180.5', { lng: SHOP_VALIDATION.longitudeInvalid }],
        ['lat=0&lng=-1e3', { lng: SHOP_VALIDATION.longitudeInvalid }],
        ['lat=0&lng=0&radius_km=100.1', { radius_km: SHOP_QUERY_MESSAGES.radius }],
        ['lat=0&lng=0&radius_km=-1', { radius_km: SHOP_QUERY_MESSAGES.radius }],
        ['lat=0&lng=0&radius_km=far', { radius_km: SHOP_QUERY_MESSAGES.radius }],
        ['lat=0&lng=0&limit=0', { limit: SHOP_QUERY_MESSAGES.nearbyLimit }],
        ['lat=0&lng=0&limit=51', { limit: SHOP_QUERY_MESSAGES.nearbyLimit }],
        ['lat=0&lng=0&limit=1.5', { limit: SHOP_QUERY_MESSAGES.nearbyLimit }],
        ['lat=0&lng=0&page=2', { page: VALIDATION.unknownField('page') }],
        ['lat[$gt]=0&lng=0', { lat: SHOP_VALIDATION.latitudeInvalid, 'lat[$gt]': VALIDATION.unknownField('lat[$gt]') }],
      ];
      for (const [query, errors] of cases) {
        const reply = await nearby(query);
        expect({ query, status: reply.status, body: reply.body }).toEqual({
          query,
          status: 422,
          body: { message: expect.any(String), errors },
        });
      }
      // The bounds themselves, and the usual ways of writing a number, are fine.
      for (const query of [
        'lat=90&lng=180',
        'lat=-90&lng=-180',
        'lat=1e-05&lng=-0.0',
        'lat=%2B12&lng=.5&radius_km=100&limit=50',
      ]) {
        expect({ query, status: (await nearby(query)).status }).toEqual({ query, status: 200 });
      }
    });
  });

  describe('methods', () => {
    it.each([
      ['PATCH', '/api/shops/nearby'],
      ['POST', '/api/shops/nearby'],
      ['DELETE', '/api/shops/nearby?lat=0&lng=0'],
      ['POST', '/api/shops'],
      ['PATCH', '/api/shops'],
    ] as const)('%s %s → 405, Allow: GET, HEAD, OPTIONS (the literal path is not the :id route)', async (method, url) => {
      const reply = await t.call(method, url, { body: {}, token: 'not-a-jwt' });
      expect({ status: reply.status, allow: reply.headers.allow }).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS' });
    });

    it('OPTIONS names the literal path’s methods; PATCH /api/shops/{id} is still the settings route', async () => {
      const options = await t.app.inject({ method: 'OPTIONS', url: '/api/shops/nearby' });
      expect({ status: options.statusCode, allow: options.headers.allow }).toEqual({ status: 204, allow: 'GET, HEAD, OPTIONS' });
      expect((await t.call('PATCH', `/api/shops/${MISSING_ID}`, { body: {} })).status).toBe(401);
      expect((await t.call('PATCH', '/api/shops/nearbyx', { body: {}, token: 'not-a-jwt' })).status).toBe(401);
      expect((await t.call('GET', `/api/shops/${MISSING_ID}`)).status).toBe(405);
    });
  });

  describe('the pieces', () => {
    it('escapeRegex: every metacharacter literal', () => {
      const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o';
      expect(new RegExp(`^${escapeRegex(text)}$`).test(text)).toBe(true);
      expect(escapeRegex('\u0000')).toBe('\\x00');
    });

    it('boundingBox holds the circle: points on its edge in every direction lie inside', () => {
      for (const centre of [MG_ROAD, { lat: 60, lng: 10 }, { lat: -45, lng: 179.9 }, { lat: 0, lng: -179.99 }]) {
        for (const radius of [0.5, 25, 100]) {
          const box = boundingBox(centre, radius);
          for (let bearing = 0; bearing < 360; bearing += 15) {
            // The point `radius` km away at this bearing (direct geodesic problem on the sphere).
            const d = radius / 6371.0088;
            const b = (bearing * Math.PI) / 180;
            const lat1 = (centre.lat * Math.PI) / 180;
            const lng1 = (centre.lng * Math.PI) / 180;
            const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
            const lng2 =
              lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
            const lat = (lat2 * 180) / Math.PI;
            const lng = (((lng2 * 180) / Math.PI + 540) % 360) - 180;
            const inside =
              lat >= box.latitude.from - 1e-7 &&
              lat <= box.latitude.to + 1e-7 &&
              (box.longitudes === null || box.longitudes.some((r) => lng >= r.from - 1e-7 && lng <= r.to + 1e-7));
            expect({ centre, radius, bearing, inside }).toEqual({ centre, radius, bearing, inside: true });
          }
        }
      }
    });
  });
});
