import { API_MESSAGES, HTTP_MESSAGES, LIMITS, PAGINATION, SUCCESS, VALIDATION } from '@chowk/contracts';
import { expectAdminOnly, expectOperatorPayloadsRefused } from '../../testing/expectations';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';

describe('categories API', () => {
  let t: TestApp;
  let admin: string;

  const create = (name: unknown) => t.call('POST', '/api/categories', { body: { name }, token: admin });

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it('creates, reads, renames and deletes a category (trimmed, lean JSON)', async () => {
    const created = await create('  Bakery ');
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(['category']);
    expect(created.body.category).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Bakery',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id: string = created.body.category._id;

    const one = await t.call('GET', `/api/categories/${id}`);
    expect(one).toMatchObject({ status: 200, body: { category: created.body.category } });

    const renamed = await t.call('PUT', `/api/categories/${id}`, { body: { name: 'Bakery & Cakes' }, token: admin });
    expect(renamed.status).toBe(200);
    expect(Object.keys(renamed.body)).toEqual(['category']);
    expect(renamed.body.category).toMatchObject({ _id: id, name: 'Bakery & Cakes' });

    const deleted = await t.call('DELETE', `/api/categories/${id}`, { token: admin });
    expect(deleted).toMatchObject({ status: 200, body: { message: SUCCESS.categoryDeleted } });
    expect((await t.call('GET', `/api/categories/${id}`)).status).toBe(404);
  });

  it('lists every category sorted by name, ignoring case, without internal fields', async () => {
    for (const name of ['tea Stall', 'Grocery', 'apple Store']) expect((await create(name)).status).toBe(201);
    const list = await t.call('GET', '/api/categories');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, limit: PAGINATION.defaultLimit, total: 3, hasMore: false });
    expect(Object.keys(list.body)).toEqual(['categories', 'page', 'limit', 'total', 'hasMore']);
    const names = list.body.categories.map((c: { name: string }) => c.name);
    expect(names).toEqual(['apple Store', 'Grocery', 'tea Stall']);
    for (const category of list.body.categories) {
      expect(Object.keys(category).sort()).toEqual(['_id', 'createdAt', 'name', 'updatedAt']);
    }
  });

  it('refuses a duplicate name, whatever its case and spacing, with 409 and a clear message', async () => {
    expect((await create('Sweets')).status).toBe(201);
    const dupe = await create('  sWEETS ');
    expect(dupe).toMatchObject({ status: 409, body: { message: API_MESSAGES.categoryExists('sWEETS') } });
    expect((await create('sweets')).status).toBe(409);

    const pharmacy = await create('Pharmacy');
    const clash = await t.call('PUT', `/api/categories/${pharmacy.body.category._id}`, {
      body: { name: 'SWEETS' },
      token: admin,
    });
    expect(clash).toEqual(expect.objectContaining({ status: 409, body: { message: API_MESSAGES.categoryExists('SWEETS') } }));

    // Renaming to itself in another case is fine.
    const recased = await t.call('PUT', `/api/categories/${pharmacy.body.category._id}`, {
      body: { name: 'PHARMACY' },
      token: admin,
    });
    expect(recased).toMatchObject({ status: 200, body: { category: { name: 'PHARMACY' } } });
  });

  describe('validation (docs/product.md §5: required, then at most 50 characters)', () => {
    it.each([
      ['missing', {}, VALIDATION.categoryNameRequired],
      ['empty', { name: '' }, VALIDATION.categoryNameRequired],
      ['only spaces', { name: '    ' }, VALIDATION.categoryNameRequired],
      ['null', { name: null }, VALIDATION.categoryNameRequired],
      ['a number', { name: 42 }, VALIDATION.categoryNameRequired],
      ['an array', { name: ['Bakery'] }, VALIDATION.categoryNameRequired],
      ['an operator object', { name: { $gt: '' } }, VALIDATION.categoryNameRequired],
      ['51 characters', { name: 'x'.repeat(LIMITS.categoryNameMax + 1) }, VALIDATION.categoryNameTooLong],
    ])('name %s → 422', async (_label, body, message) => {
      const before = await t.count('categories');
      const reply = await t.call('POST', '/api/categories', { body, token: admin });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors: { name: message } });
      expect(await t.count('categories')).toBe(before);
    });

    it('accepts exactly 50 characters once trimmed', async () => {
      const name = 'y'.repeat(LIMITS.categoryNameMax);
      const reply = await create(`   ${name}   `);
      expect(reply).toMatchObject({ status: 201, body: { category: { name } } });
    });

    it('refuses unknown fields by name, with the rule messages beside them', async () => {
      const reply = await t.call('POST', '/api/categories', { body: { name: '', colour: 'red' }, token: admin });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({
        message: HTTP_MESSAGES.validation,
        errors: { name: VALIDATION.categoryNameRequired, colour: VALIDATION.unknownField('colour') },
      });
    });

    it('validates PUT the same way', async () => {
      const { body } = await create('Validated On Put');
      const reply = await t.call('PUT', `/api/categories/${body.category._id}`, {
        body: { name: 'z'.repeat(51) },
        token: admin,
      });
      expect(reply).toMatchObject({ status: 422, body: { errors: { name: VALIDATION.categoryNameTooLong } } });
    });

    it.each(['[]', '"Bakery"', '42', 'null'])('a body that is not an object (%s) → 422, no write', async (raw) => {
      const before = await t.count('categories');
      const reply = await t.call('POST', '/api/categories', { raw, token: admin });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.name).toBe(VALIDATION.categoryNameRequired);
      expect(await t.count('categories')).toBe(before);
    });
  });

  it('answers 404 for an unknown id and 400 for an id that is not an ObjectId', async () => {
    for (const [method, body] of [['GET'], ['PUT', { name: 'Nope' }], ['DELETE']] as const) {
      const missing = await t.call(method, `/api/categories/${MISSING_ID}`, { body, token: admin });
      expect(missing).toMatchObject({ status: 404, body: { message: API_MESSAGES.categoryNotFound } });
      for (const bad of ['123', 'not-an-id', 'zzzzzzzzzzzzzzzzzzzzzzzz', 'aaaaaaaaaaaa']) {
        const reply = await t.call(method, `/api/categories/${bad}`, { body, token: admin });
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { message: VALIDATION.invalidId } });
      }
    }
  });

  it('keeps writes for administrators: 401 without or with a bad token, 403 for another role', async () => {
    const { body } = await create('Guarded');
    const id = body.category._id;
    await expectAdminOnly(t, 'POST', '/api/categories', { body: { name: 'Intruder' }, collection: 'categories' });
    await expectAdminOnly(t, 'PUT', `/api/categories/${id}`, { body: { name: 'Intruder' }, collection: 'categories' });
    await expectAdminOnly(t, 'DELETE', `/api/categories/${id}`, { collection: 'categories' });
    expect((await t.call('GET', `/api/categories/${id}`)).body.category.name).toBe('Guarded');
  });

  it('keeps reads public', async () => {
    expect((await t.call('GET', '/api/categories')).status).toBe(200);
  });

  it('never lets a $-operator through: 4xx, no write, no change', async () => {
    const { body } = await create('Target');
    const id = body.category._id;
    const payloads = [
      { name: { $gt: '' } },
      { name: { $ne: null } },
      { name: { $regex: '.*' } },
      { name: 'ok', $set: { name: 'hacked' } },
      { $where: 'true' },
    ];
    const snapshot = async () => (await t.call('GET', '/api/categories')).body;
    await expectOperatorPayloadsRefused(t, 'POST', '/api/categories', {
      payloads,
      token: admin,
      collection: 'categories',
      snapshot,
    });
    await expectOperatorPayloadsRefused(t, 'PUT', `/api/categories/${id}`, {
      payloads,
      token: admin,
      collection: 'categories',
      snapshot,
    });
  });
});
