import { API_MESSAGES, HTTP_MESSAGES, LIMITS, PAGINATION, SUCCESS, VALIDATION } from '@chowk/contracts';
import { expectAdminOnly, expectOperatorPayloadsRefused } from '../../testing/expectations';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';

describe('districts API', () => {
  let t: TestApp;
  let admin: string;
  let ka: { _id: string; name: string; code: string };
  let blr: { _id: string; name: string };
  let mys: { _id: string; name: string };
  const create = (body: unknown) => t.call('POST', '/api/areas/districts', { body, token: admin });
  const populated = (city: { _id: string; name: string }) => ({ _id: city._id, name: city.name, stateId: ka });

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = await t.adminToken();
    ka = (await t.call('POST', '/api/areas/states', { body: { name: 'Karnataka', code: 'KA' }, token: admin })).body.state;
    const city = async (name: string) =>
      (await t.call('POST', '/api/areas/cities', { body: { name, stateId: ka._id }, token: admin })).body.city;
    blr = await city('Bengaluru');
    mys = await city('Mysuru');
  });
  afterAll(() => t.close());

  it('creates a district with city and state populated, reads, edits and deletes it', async () => {
    const created = await create({ name: ' Indiranagar ', cityId: blr._id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      district: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Indiranagar', cityId: populated(blr) },
    });
    const id = created.body.district._id;
    expect(await t.call('GET', `/api/areas/districts/${id}`)).toMatchObject({ status: 200, body: created.body });

    const moved = await t.call('PUT', `/api/areas/districts/${id}`, { body: { name: 'Gokulam', cityId: mys._id }, token: admin });
    expect(moved).toMatchObject({ status: 200, body: { district: { _id: id, name: 'Gokulam', cityId: populated(mys) } } });

    expect(await t.call('DELETE', `/api/areas/districts/${id}`, { token: admin })).toMatchObject({
      status: 200,
      body: { message: SUCCESS.districtDeleted },
    });
    expect(await t.call('GET', `/api/areas/districts/${id}`)).toMatchObject({
      status: 404,
      body: { message: API_MESSAGES.districtNotFound },
    });
  });

  it('lists districts by name, all or of one city, populated', async () => {
    for (const [name, city] of [
      ['Whitefield', blr],
      ['jayanagar', blr],
      ['Vijayanagar', mys],
    ] as const) {
      expect((await create({ name, cityId: city._id })).status).toBe(201);
    }
    const all = await t.call('GET', '/api/areas/districts');
    expect(Object.keys(all.body)).toEqual(['districts', 'page', 'limit', 'total', 'hasMore']);
    expect(all.body).toMatchObject({ page: 1, limit: PAGINATION.defaultLimit, total: 3, hasMore: false });
    expect(all.body.districts.map((d: { name: string }) => d.name)).toEqual(['jayanagar', 'Vijayanagar', 'Whitefield']);
    expect(all.body.districts[1].cityId).toEqual(populated(mys));

    const ofBlr = await t.call('GET', `/api/areas/districts?cityId=${blr._id}`);
    expect(ofBlr.body.districts.map((d: { name: string }) => d.name)).toEqual(['jayanagar', 'Whitefield']);
    expect(ofBlr.body.districts[0].cityId).toEqual(populated(blr));
    expect((await t.call('GET', `/api/areas/districts?cityId=${MISSING_ID}`)).body).toMatchObject({ districts: [], total: 0 });
    expect(await t.call('GET', '/api/areas/districts?cityId=xyz')).toMatchObject({
      status: 422,
      body: { errors: { cityId: VALIDATION.invalidId } },
    });
  });

  it('keeps names unique within a city (ignoring case), not across cities', async () => {
    expect((await create({ name: 'Hebbal', cityId: blr._id })).status).toBe(201);
    expect(await create({ name: ' hebbal', cityId: blr._id })).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.districtExists },
    });
    const other = await create({ name: 'Hebbal', cityId: mys._id });
    expect(other.status).toBe(201);
    const clash = await t.call('PUT', `/api/areas/districts/${other.body.district._id}`, {
      body: { name: 'HEBBAL', cityId: blr._id },
      token: admin,
    });
    expect(clash).toMatchObject({ status: 409, body: { message: API_MESSAGES.districtExists } });
  });

  it('needs an existing city: 404 cityNotFound, nothing written', async () => {
    const before = await t.count('districts');
    expect(await create({ name: 'Nowhere', cityId: MISSING_ID })).toMatchObject({
      status: 404,
      body: { message: API_MESSAGES.cityNotFound },
    });
    expect(await t.count('districts')).toBe(before);
  });

  describe('validation (docs/product.md §5)', () => {
    it.each([
      ['both missing', () => ({}), { name: VALIDATION.districtNameRequired, cityId: VALIDATION.districtCityRequired }],
      ['blank name', () => ({ name: '', cityId: blr._id }), { name: VALIDATION.districtNameRequired }],
      [
        'name too long',
        () => ({ name: 'd'.repeat(LIMITS.districtNameMax + 1), cityId: blr._id }),
        { name: VALIDATION.districtNameTooLong },
      ],
      ['cityId not an ObjectId', () => ({ name: 'X', cityId: 'bengaluru' }), { cityId: VALIDATION.districtCityRequired }],
      ['cityId an operator', () => ({ name: 'X', cityId: { $gt: '' } }), { cityId: VALIDATION.districtCityRequired }],
      ['an unknown field', () => ({ name: 'X', cityId: blr._id, zone: 'east' }), { zone: VALIDATION.unknownField('zone') }],
    ])('%s → 422', async (_label, body, errors) => {
      const before = await t.count('districts');
      const reply = await create(body());
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors });
      expect(await t.count('districts')).toBe(before);
    });
  });

  it('answers 404 for unknown ids and 400 for ids that are not ObjectIds', async () => {
    for (const [method, body] of [['GET'], ['PUT', { name: 'X', cityId: blr._id }], ['DELETE']] as const) {
      expect(await t.call(method, `/api/areas/districts/${MISSING_ID}`, { body, token: admin })).toMatchObject({
        status: 404,
        body: { message: API_MESSAGES.districtNotFound },
      });
      expect(await t.call(method, '/api/areas/districts/%24ne', { body, token: admin })).toMatchObject({
        status: 400,
        body: { message: VALIDATION.invalidId },
      });
    }
  });

  it('keeps writes for administrators', async () => {
    const { body } = await create({ name: 'Guarded', cityId: blr._id });
    const url = `/api/areas/districts/${body.district._id}`;
    const payload = { name: 'Evil', cityId: blr._id };
    await expectAdminOnly(t, 'POST', '/api/areas/districts', { body: payload, collection: 'districts' });
    await expectAdminOnly(t, 'PUT', url, { body: payload, collection: 'districts' });
    await expectAdminOnly(t, 'DELETE', url, { collection: 'districts' });
    expect((await t.call('GET', url)).body.district.name).toBe('Guarded');
  });

  it('never lets a $-operator through', async () => {
    const { body } = await create({ name: 'Target', cityId: blr._id });
    const payloads = [
      { name: { $gt: '' }, cityId: blr._id },
      { name: 'Zed', cityId: { $ne: null } },
      { name: 'Zed', cityId: blr._id, $unset: { name: 1 } },
    ];
    const snapshot = async () => (await t.call('GET', '/api/areas/districts')).body;
    await expectOperatorPayloadsRefused(t, 'POST', '/api/areas/districts', {
      payloads,
      token: admin,
      collection: 'districts',
      snapshot,
    });
    await expectOperatorPayloadsRefused(t, 'PUT', `/api/areas/districts/${body.district._id}`, {
      payloads,
      token: admin,
      collection: 'districts',
      snapshot,
    });
  });
});
