import { Types } from 'mongoose';
import {
  DEFAULT_DELIVERY_TERMS,
  DELIVERY_TERMS_MESSAGES,
  DELIVERY_TERMS_VALIDATION as D,
  HTTP_MESSAGES,
  SHOP_API_MESSAGES as M,
  VALIDATION,
} from '@chowk/contracts';
import { expectOperatorPayloadsRefused } from '../../testing/expectations';
import { expectOwnerOnly, makeShopkeeper, shopDataSnapshot, signupShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';

type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

const MG_ROAD = { latitude: 12.9756, longitude: 77.6066 };

describe('delivery terms (PUT /api/shops/{id}/delivery-terms) and every shop view', () => {
  let t: TestApp;
  let owner: Keeper;
  let other: Keeper;
  let pinned: Keeper;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t, { name: 'Asha Tea Stall' });
    other = await makeShopkeeper(t, { name: 'Other Stall' });
    pinned = await makeShopkeeper(t, { name: 'Pinned Dhaba' });
    await t.call('PATCH', `/api/shops/${pinned.shopId}`, { token: pinned.token, body: { location: MG_ROAD, delivers: true } });
  });
  afterAll(() => t.close());

  const terms = (change: object = {}) => ({ fee: 40, free_above: 300, minimum_order: 150, max_distance_km: null, ...change });
  const put = (body: unknown, who: Pick<Keeper, 'token'> = owner, id = owner.shopId) =>
    t.call('PUT', `/api/shops/${id}/delivery-terms`, { token: who.token, body });
  const stored = async (shopId = owner.shopId) =>
    (await t.connection.collection('shops').findOne({ _id: new Types.ObjectId(shopId) }))?.deliveryTerms;

  it('every view carries the defaults until the owner saves: ₹29, nothing else (public, directory, nearby, owner)', async () => {
    const keeper = await signupShopkeeper(t, { shop_name: 'Default Terms Chai' });
    const me = await t.call('GET', '/api/auth/me', { token: keeper.token });
    expect(me.body.shop.delivery_terms).toEqual({ fee: 29, free_above: null, minimum_order: null, max_distance_km: null });
    expect(DEFAULT_DELIVERY_TERMS).toEqual(me.body.shop.delivery_terms);
    const byCode = await t.call('GET', `/api/shops/by-code/${keeper.shopCode}`);
    expect(byCode.body.shop.delivery_terms).toEqual(DEFAULT_DELIVERY_TERMS);
    const menu = await t.call('GET', `/api/shops/by-code/${keeper.shopCode}?include=menu`);
    expect(menu.body.shop.delivery_terms).toEqual(DEFAULT_DELIVERY_TERMS);
    const directory = await t.call('GET', '/api/shops?name=Default%20Terms');
    expect(directory.body.data.map((s: { delivery_terms: unknown }) => s.delivery_terms)).toEqual([DEFAULT_DELIVERY_TERMS]);
    // Nothing is written until then.
    expect(await stored(keeper.shopId)).toBeNull();
  });

  it('saves the four terms and answers {success, message, data: the owner view}; every view shows them', async () => {
    const before = (await t.call('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, body: {} })).body.shop;
    const reply = await put(terms({ fee: 35.5 }));
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 200,
      body: {
        success: true,
        message: DELIVERY_TERMS_MESSAGES.saved,
        data: { ...before, delivery_terms: { fee: 35.5, free_above: 300, minimum_order: 150, max_distance_km: null } },
      },
    });
    expect(await stored()).toEqual({ feePaise: 3550, freeAbovePaise: 30000, minimumPaise: 15000, maxDistanceKm: null });
    const shop = (await t.call('GET', `/api/shops/by-code/${owner.shopCode}`)).body.shop;
    expect(shop.delivery_terms).toEqual(reply.body.data.delivery_terms);
    // Nulls clear a term; a fee of 0 is free delivery.
    const cleared = await put({ fee: 0, free_above: null, minimum_order: null, max_distance_km: null });
    expect(cleared.body.data.delivery_terms).toEqual({ fee: 0, free_above: null, minimum_order: null, max_distance_km: null });
    expect(await stored()).toEqual({ feePaise: 0, freeAbovePaise: null, minimumPaise: null, maxDistanceKm: null });
  });

  it('a delivery distance needs the shop’s pin: with one it is kept (nearby shows it too); without one 422', async () => {
    const reply = await put(terms({ max_distance_km: 2.5 }), pinned, pinned.shopId);
    expect({ status: reply.status, terms: reply.body.data.delivery_terms }).toEqual({
      status: 200,
      terms: { fee: 40, free_above: 300, minimum_order: 150, max_distance_km: 2.5 },
    });
    const nearby = await t.call('GET', `/api/shops/nearby?lat=${MG_ROAD.latitude}&lng=${MG_ROAD.longitude}&radius_km=1`);
    expect(nearby.body.data.find((s: { _id: string }) => s._id === pinned.shopId).delivery_terms.max_distance_km).toBe(2.5);

    const before = await shopDataSnapshot(t);
    const refused = await put(terms({ max_distance_km: 3 }));
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 422,
      body: { message: HTTP_MESSAGES.validation, errors: { max_distance_km: D.distanceNeedsLocation } },
    });
    expect(await shopDataSnapshot(t)).toBe(before);
  });

  it.each([
    [{ fee: undefined }, { fee: VALIDATION.required }],
    [{ free_above: undefined }, { free_above: VALIDATION.required }],
    [{ minimum_order: undefined }, { minimum_order: VALIDATION.required }],
    [{ max_distance_km: undefined }, { max_distance_km: VALIDATION.required }],
    [{ fee: null }, { fee: D.feeInvalid }],
    [{ fee: -1 }, { fee: D.feeInvalid }],
    [{ fee: '29' }, { fee: D.feeInvalid }],
    [{ fee: 1000.01 }, { fee: D.feeTooHigh }],
    [{ fee: 29.999 }, { fee: D.amountPrecision }],
    [{ free_above: 0 }, { free_above: D.freeAboveInvalid }],
    [{ free_above: -300 }, { free_above: D.freeAboveInvalid }],
    [{ free_above: '300' }, { free_above: D.freeAboveInvalid }],
    [{ free_above: 100_000.01 }, { free_above: D.amountTooHigh }],
    [{ free_above: 299.999 }, { free_above: D.amountPrecision }],
    [{ minimum_order: 0 }, { minimum_order: D.minimumInvalid }],
    [{ minimum_order: { $gt: 0 } }, { minimum_order: D.minimumInvalid }],
    [{ minimum_order: 100_000.01 }, { minimum_order: D.amountTooHigh }],
    [{ minimum_order: 1.001 }, { minimum_order: D.amountPrecision }],
    [{ max_distance_km: 0.4 }, { max_distance_km: D.distanceInvalid }],
    [{ max_distance_km: 50.1 }, { max_distance_km: D.distanceInvalid }],
    [{ max_distance_km: '3' }, { max_distance_km: D.distanceInvalid }],
    [{ max_distance_km: 2.55 }, { max_distance_km: D.distancePrecision }],
    [{ radius: 3 }, { radius: VALIDATION.unknownField('radius') }],
    [{ $set: { ownerId: null } }, { $set: VALIDATION.unknownField('$set') }],
  ])('refuses %j with 422 and its message, writing nothing', async (change, errors) => {
    const before = await shopDataSnapshot(t);
    const reply = await put(terms(change), pinned, pinned.shopId);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 422,
      body: { message: HTTP_MESSAGES.validation, errors },
    });
    expect(await shopDataSnapshot(t)).toBe(before);
  });

  it('names every broken term at once', async () => {
    const reply = await put({ fee: -1, free_above: 0, minimum_order: 0.001 });
    expect(reply.body.errors).toEqual({
      fee: D.feeInvalid,
      free_above: D.freeAboveInvalid,
      minimum_order: D.amountPrecision,
      max_distance_km: VALIDATION.required,
    });
  });

  it('takes the bounds: ₹1,000 fee, ₹1,00,000 amounts, 0.5 and 50 km', async () => {
    for (const body of [
      { fee: 1000, free_above: 100_000, minimum_order: 100_000, max_distance_km: 50 },
      { fee: 0.01, free_above: 0.01, minimum_order: 0.01, max_distance_km: 0.5 },
    ]) {
      const reply = await put(body, pinned, pinned.shopId);
      expect({ status: reply.status, terms: reply.body.data?.delivery_terms }).toEqual({ status: 200, terms: body });
    }
  });

  it('refuses operator payloads, malformed JSON and bodies that are not objects, writing nothing', async () => {
    await expectOperatorPayloadsRefused(t, 'PUT', `/api/shops/${owner.shopId}/delivery-terms`, {
      payloads: [terms({ fee: { $inc: 1 } }), terms({ free_above: { $ne: null } }), terms({ max_distance_km: [3] })],
      token: owner.token,
      collection: 'shops',
      snapshot: () => shopDataSnapshot(t),
    });
    const before = await shopDataSnapshot(t);
    for (const raw of ['[]', '29', 'null', '{"fee":']) {
      const reply = await t.call('PUT', `/api/shops/${owner.shopId}/delivery-terms`, {
        token: owner.token,
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect({ raw, refused: reply.status >= 400 && reply.status < 500 }).toEqual({ raw, refused: true });
    }
    expect(await shopDataSnapshot(t)).toBe(before);
  });

  it('a malformed shop id is a 400, an unknown shop a 404', async () => {
    expect((await put(terms(), owner, 'not-an-id')).status).toBe(400);
    const missing = await put(terms(), owner, MISSING_ID);
    expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
  });

  it("is the owner's alone: another shopkeeper 403, the admin 403, no token 401", async () => {
    await expectOwnerOnly(t, 'PUT', `/api/shops/${owner.shopId}/delivery-terms`, { owner, other, body: terms() });
  });

  it('a stored record someone edited by hand reads as the defaults where it cannot be read', async () => {
    const keeper = await makeShopkeeper(t, { name: 'Hand Edited Terms' });
    await t.connection
      .collection('shops')
      .updateOne(
        { _id: new Types.ObjectId(keeper.shopId) },
        { $set: { deliveryTerms: { feePaise: -5, freeAbovePaise: 'lots', minimumPaise: 12.5, maxDistanceKm: 0 } } },
      );
    const shop = (await t.call('GET', `/api/shops/by-code/${keeper.shopCode}`)).body.shop;
    expect(shop.delivery_terms).toEqual(DEFAULT_DELIVERY_TERMS);
  });

  it('is in the OpenAPI document: all four keys required, nullable where a term may be absent', async () => {
    const doc = (await t.call('GET', '/api/docs-json')).body;
    const operation = doc.paths['/api/shops/{id}/delivery-terms'].put;
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413', '415', '422', '503']);
    expect(operation.security).toEqual([{ shopkeeper: [] }]);
    const body = doc.components.schemas.DeliveryTermsDto;
    expect(body.required.sort()).toEqual(['fee', 'free_above', 'max_distance_km', 'minimum_order']);
    expect(body.additionalProperties).toBe(false);
    expect(body.properties.fee.nullable).toBeUndefined();
    for (const key of ['free_above', 'minimum_order', 'max_distance_km']) expect(body.properties[key].nullable).toBe(true);
    expect(doc.components.schemas.ShopDto.properties.delivery_terms).toBeDefined();
    expect(doc.components.schemas.ShopDto.required).not.toContain('delivery_terms');
  });
});
