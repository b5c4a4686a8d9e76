import { API_MESSAGES, HTTP_MESSAGES, LIMITS, PAGINATION, SUCCESS, VALIDATION } from '@chowk/contracts';
import { expectAdminOnly, expectOperatorPayloadsRefused } from '../../testing/expectations';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';

describe('cities API', () => {
  let t: TestApp;
  let admin: string;
  let ka: { _id: string; name: string; code: string };
  let mh: { _id: string; name: string; code: string };
  const create = (body: unknown) => t.call('POST', '/api/areas/cities', { body, token: admin });

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = await t.adminToken();
    ka = (await t.call('POST', '/api/areas/states', { body: { name: 'Karnataka', code: 'KA' }, token: admin })).body.state;
    mh = (await t.call('POST', '/api/areas/states', { body: { name: 'Maharashtra', code: 'MH' }, token: admin })).body.state;
  });
  afterAll(() => t.close());

  it('creates a city with its state populated, reads, edits and deletes it', async () => {
    const created = await create({ name: ' Mysuru ', stateId: ka._id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      city: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Mysuru',
        stateId: { _id: ka._id, name: 'Karnataka', code: 'KA' },
      },
    });
    const id = created.body.city._id;
    expect(await t.call('GET', `/api/areas/cities/${id}`)).toMatchObject({ status: 200, body: created.body });

    // Moving a city to another state is an edit like any other.
    const moved = await t.call('PUT', `/api/areas/cities/${id}`, { body: { name: 'Nagpur', stateId: mh._id }, token: admin });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ city: { _id: id, name: 'Nagpur', stateId: mh } });

    expect(await t.call('DELETE', `/api/areas/cities/${id}`, { token: admin })).toMatchObject({
      status: 200,
      body: { message: SUCCESS.cityDeleted },
    });
    expect(await t.call('GET', `/api/areas/cities/${id}`)).toMatchObject({
      status: 404,
      body: { message: API_MESSAGES.cityNotFound },
    });
  });

  it('lists cities by name, all or of one state, with the state populated', async () => {
    for (const [name, state] of [
      ['Bengaluru', ka],
      ['mangaluru', ka],
      ['Pune', mh],
    ] as const) {
      expect((await create({ name, stateId: state._id })).status).toBe(201);
    }
    const all = await t.call('GET', '/api/areas/cities');
    expect(all.status).toBe(200);
    expect(Object.keys(all.body)).toEqual(['cities', 'page', 'limit', 'total', 'hasMore']);
    expect(all.body).toMatchObject({ page: 1, limit: PAGINATION.defaultLimit, total: 3, hasMore: false });
    expect(all.body.cities.map((c: { name: string }) => c.name)).toEqual(['Bengaluru', 'mangaluru', 'Pune']);
    expect(all.body.cities[2].stateId).toEqual(mh);

    const ofKa = await t.call('GET', `/api/areas/cities?stateId=${ka._id}`);
    expect(ofKa.body.cities.map((c: { name: string }) => c.name)).toEqual(['Bengaluru', 'mangaluru']);
    expect(ofKa.body.cities.every((c: { stateId: unknown }) => JSON.stringify(c.stateId) === JSON.stringify(ka))).toBe(true);

    expect(ofKa.body).toMatchObject({ total: 2, hasMore: false });

    expect((await t.call('GET', `/api/areas/cities?stateId=${MISSING_ID}`)).body).toEqual({
      cities: [],
      page: 1,
      limit: PAGINATION.defaultLimit,
      total: 0,
      hasMore: false,
    });
    expect((await t.call('GET', '/api/areas/cities?stateId=')).body.cities).toHaveLength(3);
    // A malformed filter is a field error of the query (422), never a query.
    for (const bad of ['nope', '123', encodeURIComponent('{"$ne":null}')]) {
      expect(await t.call('GET', `/api/areas/cities?stateId=${bad}`)).toMatchObject({
        status: 422,
        body: { errors: { stateId: VALIDATION.invalidId } },
      });
    }
    expect(await t.call('GET', `/api/areas/cities?stateId=${ka._id}&stateId=${mh._id}`)).toMatchObject({ status: 422 });
    expect(await t.call('GET', '/api/areas/cities?stateId[$ne]=x')).toMatchObject({
      status: 422,
      body: { errors: { 'stateId[$ne]': VALIDATION.unknownField('stateId[$ne]') } },
    });
  });

  it('keeps names unique within a state (ignoring case), not across states', async () => {
    expect((await create({ name: 'Hubballi', stateId: ka._id })).status).toBe(201);
    expect(await create({ name: 'HUBBALLI', stateId: ka._id })).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.cityExists },
    });
    const elsewhere = await create({ name: 'Hubballi', stateId: mh._id });
    expect(elsewhere.status).toBe(201);
    const clash = await t.call('PUT', `/api/areas/cities/${elsewhere.body.city._id}`, {
      body: { name: 'hubballi', stateId: ka._id },
      token: admin,
    });
    expect(clash).toMatchObject({ status: 409, body: { message: API_MESSAGES.cityExists } });
  });

  it('needs an existing state: 404 stateNotFound, nothing written', async () => {
    const before = await t.count('cities');
    expect(await create({ name: 'Nowhere', stateId: MISSING_ID })).toMatchObject({
      status: 404,
      body: { message: API_MESSAGES.stateNotFound },
    });
    const { body } = await create({ name: 'Belagavi', stateId: ka._id });
    const put = await t.call('PUT', `/api/areas/cities/${body.city._id}`, {
      body: { name: 'Belagavi', stateId: MISSING_ID },
      token: admin,
    });
    expect(put).toMatchObject({ status: 404, body: { message: API_MESSAGES.stateNotFound } });
    expect(await t.count('cities')).toBe(before + 1);
  });

  describe('validation (docs/product.md §5)', () => {
    it.each([
      ['both missing', () => ({}), { name: VALIDATION.cityNameRequired, stateId: VALIDATION.cityStateRequired }],
      ['blank name', () => ({ name: ' ', stateId: ka._id }), { name: VALIDATION.cityNameRequired }],
      [
        'name too long',
        () => ({ name: 'c'.repeat(LIMITS.cityNameMax + 1), stateId: ka._id }),
        { name: VALIDATION.cityNameTooLong },
      ],
      ['empty stateId', () => ({ name: 'X', stateId: '' }), { stateId: VALIDATION.cityStateRequired }],
      ['stateId not an ObjectId', () => ({ name: 'X', stateId: 'karnataka' }), { stateId: VALIDATION.cityStateRequired }],
      ['stateId a number', () => ({ name: 'X', stateId: 12 }), { stateId: VALIDATION.cityStateRequired }],
      ['stateId an operator', () => ({ name: 'X', stateId: { $ne: null } }), { stateId: VALIDATION.cityStateRequired }],
      ['an unknown field', () => ({ name: 'X', stateId: ka._id, pin: '560001' }), { pin: VALIDATION.unknownField('pin') }],
    ])('%s → 422', async (_label, body, errors) => {
      const before = await t.count('cities');
      const reply = await create(body());
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors });
      expect(await t.count('cities')).toBe(before);
    });

    it('accepts a name of exactly 100 characters', async () => {
      expect((await create({ name: 'c'.repeat(LIMITS.cityNameMax), stateId: ka._id })).status).toBe(201);
    });
  });

  it('answers 404 for unknown ids and 400 for ids that are not ObjectIds', async () => {
    for (const [method, body] of [['GET'], ['PUT', { name: 'X', stateId: ka._id }], ['DELETE']] as const) {
      expect(await t.call(method, `/api/areas/cities/${MISSING_ID}`, { body, token: admin })).toMatchObject({
        status: 404,
        body: { message: API_MESSAGES.cityNotFound },
      });
      expect(await t.call(method, '/api/areas/cities/1', { body, token: admin })).toMatchObject({
        status: 400,
        body: { message: VALIDATION.invalidId },
      });
    }
  });

  it('keeps writes for administrators', async () => {
    const { body } = await create({ name: 'Guarded', stateId: ka._id });
    const url = `/api/areas/cities/${body.city._id}`;
    const payload = { name: 'Evil', stateId: ka._id };
    await expectAdminOnly(t, 'POST', '/api/areas/cities', { body: payload, collection: 'cities' });
    await expectAdminOnly(t, 'PUT', url, { body: payload, collection: 'cities' });
    await expectAdminOnly(t, 'DELETE', url, { collection: 'cities' });
    expect((await t.call('GET', url)).body.city.name).toBe('Guarded');
  });

  it('never lets a $-operator through', async () => {
    const { body } = await create({ name: 'Target', stateId: ka._id });
    const payloads = [
      { name: { $gt: '' }, stateId: ka._id },
      { name: 'Zed', stateId: { $ne: null } },
      { name: 'Zed', stateId: { $in: [ka._id, mh._id] } },
      { name: 'Zed', stateId: ka._id, $rename: { name: 'x' } },
    ];
    const snapshot = async () => (await t.call('GET', '/api/areas/cities')).body;
    await expectOperatorPayloadsRefused(t, 'POST', '/api/areas/cities', {
      payloads,
      token: admin,
      collection: 'cities',
      snapshot,
    });
    await expectOperatorPayloadsRefused(t, 'PUT', `/api/areas/cities/${body.city._id}`, {
      payloads,
      token: admin,
      collection: 'cities',
      snapshot,
    });
  });
});
