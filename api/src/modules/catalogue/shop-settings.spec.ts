import {
  API_MESSAGES,
  type DayHours,
  DEFAULT_DELIVERY_TERMS,
  DEFAULT_SHOP_BILLING,
  defaultOpeningHours,
  HTTP_MESSAGES,
  SHOP_API_MESSAGES as M,
  SHOP_LIMITS,
  SHOP_VALIDATION as V,
  VALIDATION,
} from '@chowk/contracts';
import { expectOwnerOnly, makeShopkeeper, shopDataSnapshot, signupShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';

type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

describe('shop settings (PATCH /api/shops/{id}) and GET /api/shops/by-code/{code}', () => {
  let t: TestApp;
  let owner: Keeper;
  let other: Keeper;
  let bakery: string;
  let mumbai: { state: string; city: string; district: string };

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t, { name: 'Asha Tea Stall' });
    other = await makeShopkeeper(t, { name: 'Other Stall' });
    const admin = await t.adminToken();
    bakery = (await t.call('POST', '/api/categories', { token: admin, body: { name: 'Bakery' } })).body.category._id;
    const state = (await t.call('POST', '/api/areas/states', { token: admin, body: { name: 'Maharashtra', code: 'MH' } })).body
      .state._id;
    const city = (await t.call('POST', '/api/areas/cities', { token: admin, body: { name: 'Mumbai', stateId: state } })).body.city
      ._id;
    const district = (await t.call('POST', '/api/areas/districts', { token: admin, body: { name: 'Andheri', cityId: city } }))
      .body.district._id;
    mumbai = { state, city, district };
  });
  afterAll(() => t.close());

  const patch = (body: unknown, who: Keeper = owner, id = owner.shopId) =>
    t.call('PATCH', `/api/shops/${id}`, { token: who.token, body });
  const read = async (code = owner.shopCode) => (await t.call('GET', `/api/shops/by-code/${encodeURIComponent(code)}`)).body.shop;

  describe('GET /api/shops/by-code/{code}', () => {
    it('answers the shop, populated, to anyone: names of its category, district, city and state; default hours', async () => {
      const reply = await t.call('GET', `/api/shops/by-code/${owner.shopCode}`);
      expect(reply.status).toBe(200);
      expect(owner.shopCode).toMatch(/^SHOP-\d{4,}$/);
      expect(reply.body).toEqual({
        shop: {
          _id: owner.shopId,
          code: owner.shopCode,
          name: 'Asha Tea Stall',
          shop_name: 'Asha Tea Stall',
          category: { _id: owner.categoryId, name: 'Tea Stall' },
          category_id: owner.categoryId,
          district: { _id: owner.districtId, name: 'Bengaluru Urban' },
          city: { _id: expect.any(String), name: 'Bengaluru' },
          state: { _id: expect.any(String), name: 'Karnataka', code: 'KA' },
          address: '',
          location: null,
          openingHours: defaultOpeningHours(),
          ordersPaused: false,
          delivers: false,
          createdAt: expect.any(String),
          // Public: the look only (none without Professional); never the plan, the fee or WhatsApp.
          branding: { logo_url: null, banner_url: null, theme_color: null },
          // The delivery terms, to everyone: the defaults (₹29, nothing else) until the owner sets them.
          delivery_terms: DEFAULT_DELIVERY_TERMS,
          // Its UPI ID and GST registration, to everyone: none and not registered until the owner sets them.
          billing: DEFAULT_SHOP_BILLING,
        },
      });
    });

    it('is case-sensitive and answers 404 for any other code, operators and odd text included', async () => {
      const codes = [
        owner.shopCode.toLowerCase(),
        owner.shopCode.replace('SHOP', 'Shop'),
        `${owner.shopCode} `,
        'SHOP-0',
        '$gt',
        '{"$ne":null}',
        '.*',
        'a b',
        'x'.repeat(100),
      ];
      for (const code of codes) {
        const reply = await t.call('GET', `/api/shops/by-code/${encodeURIComponent(code)}`);
        expect({ code, status: reply.status, body: reply.body }).toEqual({
          code,
          status: 404,
          body: { message: M.shopNotFound },
        });
      }
      // A NUL character is refused before any lookup (no code holds one: see holdsNul).
      expect(await t.call('GET', `/api/shops/by-code/${encodeURIComponent('SHOP-1234\u0000')}`)).toMatchObject({
        status: 400,
        body: { message: API_MESSAGES.nulCharacter },
      });
      // Longer than any shop code (the documented 100): not found; longer than a path parameter
      // may be (1,000): Fastify's 414, before any query.
      expect((await t.call('GET', `/api/shops/by-code/${'0'.repeat(101)}`)).status).toBe(404);
      expect((await t.call('GET', `/api/shops/by-code/${'x'.repeat(2000)}`)).status).toBe(414);
      const bracket = await t.call('GET', `/api/shops/by-code/${owner.shopCode}?code[$ne]=x`);
      expect(bracket.status).toBeLessThan(500);
    });
  });

  describe('PATCH: each field, saved and shown on the next read', () => {
    const cases: [string, Record<string, unknown>, (shop: Record<string, unknown>) => void][] = [
      [
        'name',
        { name: '  Asha Chai Corner  ' },
        (shop) => expect(shop).toMatchObject({ name: 'Asha Chai Corner', shop_name: 'Asha Chai Corner' }),
      ],
      [
        'address',
        { address: ' 12, MG Road, near the bus stand ' },
        (shop) => expect(shop.address).toBe('12, MG Road, near the bus stand'),
      ],
      ['ordersPaused', { ordersPaused: true }, (shop) => expect(shop.ordersPaused).toBe(true)],
      ['delivers', { delivers: true }, (shop) => expect(shop.delivers).toBe(true)],
      [
        'location',
        { location: { latitude: 12.9716, longitude: 77.5946 } },
        (shop) => expect(shop.location).toEqual({ latitude: 12.9716, longitude: 77.5946 }),
      ],
      [
        'location at the bounds',
        { location: { latitude: -90, longitude: 180 } },
        (shop) => expect(shop.location).toEqual({ latitude: -90, longitude: 180 }),
      ],
    ];
    it.each(cases)('%s', async (_, body, check) => {
      const reply = await patch(body);
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 200, message: M.settingsSaved });
      check(reply.body.shop);
      check(await read());
    });

    it('category_id: the new category, named', async () => {
      const reply = await patch({ category_id: ` ${bakery} ` });
      expect(reply.status).toBe(200);
      for (const shop of [reply.body.shop, await read()]) {
        expect(shop).toMatchObject({ category: { _id: bakery, name: 'Bakery' }, category_id: bakery });
      }
    });

    it('district_id: the new district with its city and state', async () => {
      const reply = await patch({ district_id: mumbai.district });
      expect(reply.status).toBe(200);
      for (const shop of [reply.body.shop, await read()]) {
        expect(shop).toMatchObject({
          district: { _id: mumbai.district, name: 'Andheri' },
          city: { _id: mumbai.city, name: 'Mumbai' },
          state: { _id: mumbai.state, name: 'Maharashtra', code: 'MH' },
        });
      }
    });

    it('openingHours: a closed day, hours past midnight, and a closed day whose times are equal', async () => {
      const hours: DayHours[] = defaultOpeningHours().map((d) => {
        if (d.day === 0) return { ...d, closed: true, open: '10:00', close: '10:00' };
        if (d.day === 5 || d.day === 6) return { ...d, open: '18:00', close: '02:00' };
        return { ...d, open: '07:30', close: '22:45' };
      });
      const reply = await patch({ openingHours: hours });
      expect(reply.status).toBe(200);
      expect(reply.body.shop.openingHours).toEqual(hours);
      expect((await read()).openingHours).toEqual(hours);
    });

    it('every field at once; then an empty body changes nothing; then the location is cleared with null', async () => {
      const hours = defaultOpeningHours().map((d) => ({ ...d, open: '08:00', close: '20:00' }));
      const all = {
        name: 'Asha Tea Corner',
        category_id: owner.categoryId,
        district_id: owner.districtId,
        address: 'Near the bus stand',
        openingHours: hours,
        ordersPaused: false,
        delivers: false,
        location: { latitude: 19.076, longitude: 72.8777 },
      };
      const reply = await patch(all);
      expect(reply.status).toBe(200);
      const expected = {
        name: 'Asha Tea Corner',
        shop_name: 'Asha Tea Corner',
        category: { _id: owner.categoryId, name: 'Tea Stall' },
        district: { _id: owner.districtId, name: 'Bengaluru Urban' },
        city: { name: 'Bengaluru' },
        address: 'Near the bus stand',
        openingHours: hours,
        ordersPaused: false,
        delivers: false,
        location: { latitude: 19.076, longitude: 72.8777 },
      };
      expect(reply.body.shop).toMatchObject(expected);
      const before = await read();
      expect(before).toMatchObject(expected);

      const nothing = await patch({});
      // The owner's answer is the public view plus the owner's own fields.
      expect({ status: nothing.status, body: nothing.body }).toEqual({
        status: 200,
        body: {
          shop: {
            ...before,
            plan: null,
            registration_paid: false,
            whatsapp: { number: null, enabled: false },
            printing: { paper: '58mm', kot_on_confirm: false },
          },
          message: M.settingsSaved,
        },
      });

      const cleared = await patch({ location: null });
      expect(cleared.body.shop).toEqual({
        ...before,
        location: null,
        plan: null,
        registration_paid: false,
        whatsapp: { number: null, enabled: false },
        printing: { paper: '58mm', kot_on_confirm: false },
      });
      expect(await read()).toEqual({ ...before, location: null });
      // The code and the owner never change through settings.
      expect((await read()).code).toBe(owner.shopCode);
    });

    it("a real account's token (signup) saves its own shop's settings too", async () => {
      const real = await signupShopkeeper(t);
      const reply = await t.call('PATCH', `/api/shops/${real.shopId}`, { token: real.token, body: { delivers: true } });
      expect({ status: reply.status, delivers: reply.body.shop.delivers }).toEqual({ status: 200, delivers: true });
      expect((await read(real.shopCode)).delivers).toBe(true);
    });
  });

  describe('PATCH: refusals change nothing', () => {
    const hours = (change: (d: DayHours) => Partial<DayHours> | Record<string, unknown>) =>
      defaultOpeningHours().map((d) => ({ ...d, ...change(d) }));
    /** Each case named by its body, cut short. */
    const labelled = (cases: [Record<string, unknown>, Record<string, string>][]) =>
      cases.map(([body, errors]) => {
        const json = JSON.stringify(body);
        return [json.length > 90 ? `${json.slice(0, 87)}...` : json, body, errors] as const;
      });
    it.each(
      labelled([
        [{ name: '' }, { name: V.shopNameRequired }],
        [{ name: '   ' }, { name: V.shopNameRequired }],
        [{ name: null }, { name: V.shopNameRequired }],
        [{ name: 12 }, { name: V.shopNameRequired }],
        [{ name: 'n'.repeat(SHOP_LIMITS.shopNameMax + 1) }, { name: V.shopNameTooLong }],
        [{ category_id: '' }, { category_id: V.shopCategoryRequired }],
        [{ category_id: 5 }, { category_id: V.shopCategoryRequired }],
        [{ district_id: ' ' }, { district_id: V.districtRequired }],
        [{ district_id: null }, { district_id: V.districtRequired }],
        [{ address: 'a'.repeat(SHOP_LIMITS.addressMax + 1) }, { address: V.addressTooLong }],
        [{ address: 42 }, { address: VALIDATION.mustBeString('address') }],
        [{ address: null }, { address: VALIDATION.mustBeString('address') }],
        [{ openingHours: defaultOpeningHours().slice(0, 6) }, { openingHours: V.openingHoursShape }],
        [{ openingHours: [...defaultOpeningHours(), defaultOpeningHours()[0]] }, { openingHours: V.openingHoursShape }],
        [{ openingHours: [...defaultOpeningHours()].reverse() }, { openingHours: V.openingHoursShape }],
        [{ openingHours: 'always' }, { openingHours: V.openingHoursShape }],
        [{ openingHours: null }, { openingHours: V.openingHoursShape }],
        [{ openingHours: hours(() => ({ closed: 'no' })) }, { openingHours: V.openingHoursShape }],
        [{ openingHours: hours((d) => (d.day === 3 ? { open: '9:00' } : {})) }, { openingHours: V.timeInvalid }],
        [{ openingHours: hours(() => ({ close: '24:00' })) }, { openingHours: V.timeInvalid }],
        [{ openingHours: hours(() => ({ open: { $gt: '' } })) }, { openingHours: V.timeInvalid }],
        [
          { openingHours: hours((d) => (d.day === 1 ? { open: '10:00', close: '10:00' } : {})) },
          { openingHours: V.hoursSameTime },
        ],
        [{ location: { latitude: 90.0001, longitude: 0 } }, { location: V.latitudeInvalid }],
        [{ location: { latitude: '12.9', longitude: 77.5 } }, { location: V.latitudeInvalid }],
        [{ location: { longitude: 77.5 } }, { location: V.latitudeInvalid }],
        [{ location: { latitude: 12.9, longitude: -180.5 } }, { location: V.longitudeInvalid }],
        [{ location: { latitude: 12.9 } }, { location: V.longitudeInvalid }],
        [{ location: 'here' }, { location: V.latitudeInvalid }],
        [{ ordersPaused: 'yes' }, { ordersPaused: 'ordersPaused must be true or false' }],
        [{ ordersPaused: null }, { ordersPaused: 'ordersPaused must be true or false' }],
        [{ delivers: 1 }, { delivers: 'delivers must be true or false' }],
        [{ code: 'SHOP-1' }, { code: VALIDATION.unknownField('code') }],
        [{ ownerId: MISSING_ID }, { ownerId: VALIDATION.unknownField('ownerId') }],
        [{ $set: { name: 'X' } }, { $set: VALIDATION.unknownField('$set') }],
        [
          { name: '', address: 7, ordersPaused: 'x' },
          {
            name: V.shopNameRequired,
            address: VALIDATION.mustBeString('address'),
            ordersPaused: 'ordersPaused must be true or false',
          },
        ],
      ]),
    )('refuses %s', async (_, body, errors) => {
      const before = await shopDataSnapshot(t);
      // A valid field beside the bad ones: it is not saved either.
      const reply = await patch({ ...('delivers' in body ? { name: 'Partial Write' } : { delivers: true }), ...body });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('an unknown or malformed category or district is a 404 naming it (category first), with no partial write', async () => {
      const before = await shopDataSnapshot(t);
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'Changed', category_id: MISSING_ID }, M.shopCategoryNotFound],
        [{ name: 'Changed', category_id: 'not-an-id' }, M.shopCategoryNotFound],
        [{ name: 'Changed', district_id: MISSING_ID }, M.districtNotFound],
        [{ name: 'Changed', district_id: bakery }, M.districtNotFound],
        [{ name: 'Changed', category_id: MISSING_ID, district_id: MISSING_ID }, M.shopCategoryNotFound],
      ];
      for (const [body, message] of cases) {
        const reply = await patch(body);
        expect({ body, status: reply.status, answer: reply.body }).toEqual({ body, status: 404, answer: { message } });
      }
      expect(await shopDataSnapshot(t)).toBe(before);
      expect((await read()).name).not.toBe('Changed');
    });

    it('refuses operator payloads with a 4xx, writing nothing', async () => {
      const before = await shopDataSnapshot(t);
      for (const body of [
        { name: { $set: 'x' } },
        { category_id: { $ne: null } },
        { district_id: { $gt: '' } },
        { openingHours: { $set: [] } },
        { location: { $where: 'true' } },
        { ordersPaused: { $exists: true } },
        { address: { $regex: '.*' } },
      ]) {
        const reply = await patch(body);
        expect({ body, status: reply.status }).toEqual({ body, status: 422 });
      }
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('keeps only the known fields of a day and of a location', async () => {
      const reply = await patch({
        openingHours: defaultOpeningHours().map((d) => ({ ...d, $where: 'true', note: 'x' })),
        location: { latitude: 1, longitude: 2, $set: { ownerId: other.userId } },
      });
      expect(reply.status).toBe(200);
      const stored = await t.connection.collection('shops').findOne({ code: owner.shopCode });
      expect(stored?.openingHours).toEqual(defaultOpeningHours());
      expect(stored?.location).toEqual({ latitude: 1, longitude: 2 });
      expect(String(stored?.ownerId)).toBe(owner.userId);
    });

    it('malformed JSON is a 400, a form a 415, plain text a 422, a shop id that is malformed a 400 and unknown a 404', async () => {
      expect((await t.call('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, raw: '{"name":' })).status).toBe(400);
      const form = await t.call('PATCH', `/api/shops/${owner.shopId}`, {
        token: owner.token,
        raw: 'name=X',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const text = await t.call('PATCH', `/api/shops/${owner.shopId}`, {
        token: owner.token,
        raw: 'name=X',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.status).toBe(422);
      expect((await patch({ name: 'X' }, owner, 'not-an-id')).status).toBe(400);
      const unknown = await patch({ name: 'X' }, owner, MISSING_ID);
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
    });
  });

  describe('ownership', () => {
    it('only the owner changes the settings: everyone else gets 403 or 401, and nothing changes', async () => {
      await expectOwnerOnly(t, 'PATCH', `/api/shops/${owner.shopId}`, {
        owner,
        other,
        body: { name: 'Stolen', ordersPaused: true },
      });
      await expectOwnerOnly(t, 'PATCH', `/api/shops/${owner.shopId}`, { owner, other, body: {} });
      expect((await read()).name).not.toBe('Stolen');
    });

    it("another shopkeeper's 403 comes before the references are checked: nothing about them is told", async () => {
      const reply = await patch({ category_id: MISSING_ID }, other, owner.shopId);
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 403, body: { message: M.notYourShop } });
    });
  });
});
