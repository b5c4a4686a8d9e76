import mongoose from 'mongoose';
import { PAGINATION, SUCCESS } from '@chowk/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The hierarchy view and the cascade deletes, across the three levels. */
describe('areas: hierarchy and cascades', () => {
  let t: TestApp;
  let admin: string;

  const post = async (path: string, body: unknown) => {
    const reply = await t.call('POST', `/api/areas/${path}`, { body, token: admin });
    expect(reply.status).toBe(201);
    return Object.values(reply.body)[0] as { _id: string; name: string };
  };

  /** Two states, two cities each, two districts per city. */
  async function buildTree(prefix: string) {
    const tree: Record<string, { _id: string; name: string }> = {};
    for (const s of ['A', 'B']) {
      tree[s] = await post('states', { name: `${prefix} State ${s}`, code: `${prefix}${s}` });
      for (const c of ['1', '2']) {
        tree[s + c] = await post('cities', { name: `${prefix} City ${s}${c}`, stateId: tree[s]._id });
        for (const d of ['x', 'y']) {
          tree[s + c + d] = await post('districts', { name: `${prefix} District ${s}${c}${d}`, cityId: tree[s + c]._id });
        }
      }
    }
    return tree;
  }

  const counts = async () => ({
    states: await t.count('states'),
    cities: await t.count('cities'),
    districts: await t.count('districts'),
  });

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await Promise.all(['states', 'cities', 'districts'].map((c) => t.connection.collection(c).deleteMany({})));
  });

  it('GET /api/areas/all: every district with its city and state, by state, city and name', async () => {
    const tree = await buildTree('H');
    // A city with no district is not an area.
    await post('cities', { name: 'H Empty City', stateId: tree.A._id });
    const reply = await t.call('GET', '/api/areas/all');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['areas', 'page', 'limit', 'total', 'hasMore']);
    expect(reply.body).toMatchObject({ page: 1, limit: PAGINATION.defaultLimit, total: 8, hasMore: false });
    expect(reply.body.areas).toHaveLength(8);
    expect(reply.body.areas.map((a: { name: string }) => a.name)).toEqual([
      'H District A1x',
      'H District A1y',
      'H District A2x',
      'H District A2y',
      'H District B1x',
      'H District B1y',
      'H District B2x',
      'H District B2y',
    ]);
    // References are stored as ObjectIds (not strings), or the cascades would miss them.
    const storedCity = await t.connection.collection('cities').findOne({ name: 'H City A1' });
    const storedDistrict = await t.connection.collection('districts').findOne({ name: 'H District A1x' });
    expect(storedCity?.stateId).toBeInstanceOf(mongoose.mongo.ObjectId);
    expect(storedDistrict?.cityId).toBeInstanceOf(mongoose.mongo.ObjectId);
    expect(reply.body.areas[0]).toEqual({
      _id: tree.A1x._id,
      name: 'H District A1x',
      cityId: {
        _id: tree.A1._id,
        name: 'H City A1',
        stateId: { _id: tree.A._id, name: 'H State A', code: 'HA' },
      },
    });
  });

  it('GET /api/areas/all on an empty hierarchy answers an empty list', async () => {
    expect(await t.call('GET', '/api/areas/all')).toMatchObject({ status: 200, body: { areas: [] } });
  });

  it('deleting a state deletes its cities and their districts, and nothing else', async () => {
    const tree = await buildTree('S');
    expect(await counts()).toEqual({ states: 2, cities: 4, districts: 8 });

    const reply = await t.call('DELETE', `/api/areas/states/${tree.A._id}`, { token: admin });
    expect(reply).toMatchObject({ status: 200, body: { message: SUCCESS.stateDeleted } });
    expect(await counts()).toEqual({ states: 1, cities: 2, districts: 4 });

    for (const key of ['A1', 'A2']) expect((await t.call('GET', `/api/areas/cities/${tree[key]._id}`)).status).toBe(404);
    for (const key of ['A1x', 'A1y', 'A2x', 'A2y']) {
      expect((await t.call('GET', `/api/areas/districts/${tree[key]._id}`)).status).toBe(404);
    }
    const left = (await t.call('GET', '/api/areas/all')).body.areas.map((a: { name: string }) => a.name);
    expect(left).toEqual(['S District B1x', 'S District B1y', 'S District B2x', 'S District B2y']);
  });

  it('deleting a city deletes its districts, and nothing else', async () => {
    const tree = await buildTree('C');
    const reply = await t.call('DELETE', `/api/areas/cities/${tree.B2._id}`, { token: admin });
    expect(reply).toMatchObject({ status: 200, body: { message: SUCCESS.cityDeleted } });
    expect(await counts()).toEqual({ states: 2, cities: 3, districts: 6 });
    expect((await t.call('GET', `/api/areas/districts?cityId=${tree.B2._id}`)).body.districts).toEqual([]);
    expect((await t.call('GET', `/api/areas/districts?cityId=${tree.B1._id}`)).body.districts).toHaveLength(2);
    expect((await t.call('GET', `/api/areas/states/${tree.B._id}`)).status).toBe(200);
  });

  it('deleting a district deletes only that district', async () => {
    const tree = await buildTree('D');
    expect((await t.call('DELETE', `/api/areas/districts/${tree.A1x._id}`, { token: admin })).status).toBe(200);
    expect(await counts()).toEqual({ states: 2, cities: 4, districts: 7 });
  });

  it('a state delete finishes a cascade an earlier failure left half-way (children go first)', async () => {
    const tree = await buildTree('R');
    // As if a previous delete had stopped after the districts of A1.
    await t.connection.collection('districts').deleteMany({ name: /^R District A1/ });
    expect((await t.call('DELETE', `/api/areas/states/${tree.A._id}`, { token: admin })).status).toBe(200);
    expect(await counts()).toEqual({ states: 1, cities: 2, districts: 4 });
  });
});
