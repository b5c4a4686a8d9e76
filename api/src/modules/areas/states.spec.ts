import { API_MESSAGES, HTTP_MESSAGES, LIMITS, SUCCESS, VALIDATION } from '@chowk/contracts';
import { expectAdminOnly, expectOperatorPayloadsRefused } from '../../testing/expectations';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';

describe('states API', () => {
  let t: TestApp;
  let admin: string;
  const create = (body: unknown) => t.call('POST', '/api/areas/states', { body, token: admin });

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it('creates, reads, lists, edits and deletes a state', async () => {
    const created = await create({ name: ' Karnataka ', code: ' KA ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ state: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Karnataka', code: 'KA' } });
    const id = created.body.state._id;

    expect(await t.call('GET', `/api/areas/states/${id}`)).toMatchObject({ status: 200, body: created.body });

    await create({ name: 'andhra Pradesh', code: 'AP' });
    const list = await t.call('GET', '/api/areas/states');
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(['states', 'page', 'limit', 'total', 'hasMore']);
    expect(list.body.states.map((s: { code: string }) => s.code)).toEqual(['AP', 'KA']);

    const edited = await t.call('PUT', `/api/areas/states/${id}`, {
      body: { name: 'Karnataka State', code: 'KA1' },
      token: admin,
    });
    expect(edited).toMatchObject({ status: 200, body: { state: { _id: id, name: 'Karnataka State', code: 'KA1' } } });

    const deleted = await t.call('DELETE', `/api/areas/states/${id}`, { token: admin });
    expect(deleted).toMatchObject({ status: 200, body: { message: SUCCESS.stateDeleted } });
    expect(await t.call('GET', `/api/areas/states/${id}`)).toMatchObject({
      status: 404,
      body: { message: API_MESSAGES.stateNotFound },
    });
  });

  it('keeps names (ignoring case) and codes unique: 409', async () => {
    const tn = await create({ name: 'Tamil Nadu', code: 'TN' });
    expect(tn.status).toBe(201);
    expect(await create({ name: 'TAMIL  nadu', code: 'TX' })).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.stateExists },
    });
    expect(await create({ name: 'Another', code: 'TN' })).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.stateExists },
    });

    const other = await create({ name: 'Kerala', code: 'KL' });
    const clash = await t.call('PUT', `/api/areas/states/${other.body.state._id}`, {
      body: { name: 'Kerala', code: 'TN' },
      token: admin,
    });
    expect(clash).toMatchObject({ status: 409, body: { message: API_MESSAGES.stateExists } });
    expect((await t.call('GET', `/api/areas/states/${other.body.state._id}`)).body.state.code).toBe('KL');
  });

  describe('validation (docs/product.md §5)', () => {
    const long = (n: number) => 'A'.repeat(n);
    it.each([
      ['both missing', {}, { name: VALIDATION.stateNameRequired, code: VALIDATION.stateCodeRequired }],
      ['blank name', { name: '  ', code: 'OK' }, { name: VALIDATION.stateNameRequired }],
      ['name too long', { name: long(LIMITS.stateNameMax + 1), code: 'OK' }, { name: VALIDATION.stateNameTooLong }],
      ['name a number', { name: 7, code: 'OK' }, { name: VALIDATION.stateNameRequired }],
      ['blank code', { name: 'Goa', code: '' }, { code: VALIDATION.stateCodeRequired }],
      ['code too long', { name: 'Goa', code: long(LIMITS.stateCodeMax + 1) }, { code: VALIDATION.stateCodeTooLong }],
      // "too long" comes before "pattern", as in the form.
      ['code too long and lower-case', { name: 'Goa', code: 'abcdefghijk' }, { code: VALIDATION.stateCodeTooLong }],
      ['code lower-case', { name: 'Goa', code: 'ga' }, { code: VALIDATION.stateCodePattern }],
      ['code with a dash', { name: 'Goa', code: 'G-A' }, { code: VALIDATION.stateCodePattern }],
      ['code with a space inside', { name: 'Goa', code: 'G A' }, { code: VALIDATION.stateCodePattern }],
      ['code an object', { name: 'Goa', code: { $ne: null } }, { code: VALIDATION.stateCodeRequired }],
      ['an unknown field', { name: 'Goa', code: 'GA', capital: 'Panaji' }, { capital: VALIDATION.unknownField('capital') }],
    ])('%s → 422 with the first broken rule per field', async (_label, body, errors) => {
      const before = await t.count('states');
      const reply = await create(body);
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors });
      expect(await t.count('states')).toBe(before);
    });

    it('accepts the longest name and code, digits included', async () => {
      const reply = await create({ name: long(LIMITS.stateNameMax), code: 'AB34567890' });
      expect(reply.status).toBe(201);
    });
  });

  it('answers 404 for unknown ids and 400 for ids that are not ObjectIds', async () => {
    for (const [method, body] of [['GET'], ['PUT', { name: 'X', code: 'X' }], ['DELETE']] as const) {
      expect(await t.call(method, `/api/areas/states/${MISSING_ID}`, { body, token: admin })).toMatchObject({
        status: 404,
        body: { message: API_MESSAGES.stateNotFound },
      });
      expect(await t.call(method, '/api/areas/states/nope', { body, token: admin })).toMatchObject({
        status: 400,
        body: { message: VALIDATION.invalidId },
      });
    }
  });

  it('keeps writes for administrators', async () => {
    const { body } = await create({ name: 'Guarded', code: 'GD' });
    const url = `/api/areas/states/${body.state._id}`;
    await expectAdminOnly(t, 'POST', '/api/areas/states', { body: { name: 'Evil', code: 'EV' }, collection: 'states' });
    await expectAdminOnly(t, 'PUT', url, { body: { name: 'Evil', code: 'EV' }, collection: 'states' });
    await expectAdminOnly(t, 'DELETE', url, { collection: 'states' });
    expect((await t.call('GET', url)).body.state).toMatchObject({ name: 'Guarded', code: 'GD' });
  });

  it('never lets a $-operator through', async () => {
    const { body } = await create({ name: 'Target', code: 'TG' });
    const payloads = [
      { name: { $gt: '' }, code: 'ZZ' },
      { name: 'Zed', code: { $regex: '.*' } },
      { name: 'Zed', code: 'ZZ', $set: { code: 'HACK' } },
    ];
    const snapshot = async () => (await t.call('GET', '/api/areas/states')).body;
    await expectOperatorPayloadsRefused(t, 'POST', '/api/areas/states', {
      payloads,
      token: admin,
      collection: 'states',
      snapshot,
    });
    await expectOperatorPayloadsRefused(t, 'PUT', `/api/areas/states/${body.state._id}`, {
      payloads,
      token: admin,
      collection: 'states',
      snapshot,
    });
  });
});
