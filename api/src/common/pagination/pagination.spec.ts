import { PAGINATION, PAGINATION_MESSAGES, VALIDATION } from '@chowk/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The one pagination contract of every list endpoint (libs/contracts PAGINATION, PageQueryDto). */
describe('list pagination', () => {
  let t: TestApp;
  let admin: string;
  const names = ['Alpha', 'bravo', 'Charlie', 'delta', 'Echo'];

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = await t.adminToken();
    const post = async (url: string, body: object) => {
      const reply = await t.call('POST', url, { body, token: admin });
      if (reply.status !== 201) throw new Error(`${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    };
    let cityId = '';
    for (const [i, name] of names.entries()) {
      await post('/api/categories', { name });
      const { state } = await post('/api/areas/states', { name, code: `S${i}` });
      const { city } = await post('/api/areas/cities', { name, stateId: state._id });
      cityId ||= city._id;
      await post('/api/areas/districts', { name, cityId: city._id });
    }
    // A second district in the first city: filters and pages combine.
    await post('/api/areas/districts', { name: 'Foxtrot', cityId });
  });
  afterAll(() => t.close());

  const lists = [
    ['/api/categories', 'categories', 5],
    ['/api/areas/states', 'states', 5],
    ['/api/areas/cities', 'cities', 5],
    ['/api/areas/districts', 'districts', 6],
    ['/api/areas/all', 'areas', 6],
  ] as const;

  it.each(lists)('GET %s: the spec’s key, then page, limit, total and hasMore', async (url, key, total) => {
    const reply = await t.call('GET', url);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual([key, 'page', 'limit', 'total', 'hasMore']);
    expect(reply.body).toMatchObject({ page: 1, limit: PAGINATION.defaultLimit, total, hasMore: false });
    expect(reply.body[key]).toHaveLength(total);
  });

  it.each(lists)('GET %s pages through the same order, without gaps or repeats', async (url, key, total) => {
    const all = (await t.call('GET', url)).body[key].map((item: { _id: string }) => item._id);
    const paged: string[] = [];
    for (let page = 1; ; page += 1) {
      const reply = await t.call('GET', `${url}?page=${page}&limit=2`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ page, limit: 2, total, hasMore: page * 2 < total });
      paged.push(...reply.body[key].map((item: { _id: string }) => item._id));
      if (!reply.body.hasMore) break;
    }
    expect(paged).toEqual(all);
    const past = await t.call('GET', `${url}?page=99&limit=2`);
    expect(past.body).toMatchObject({ [key]: [], page: 99, total, hasMore: false });
  });

  it('a page of a filtered list counts only what matches', async () => {
    const { cities } = (await t.call('GET', '/api/areas/cities?limit=1')).body;
    const reply = await t.call('GET', `/api/areas/districts?cityId=${cities[0]._id}&limit=1`);
    expect(reply.body).toMatchObject({ page: 1, limit: 1, total: 2, hasMore: true });
    expect(reply.body.districts.map((d: { name: string }) => d.name)).toEqual(['Alpha']);
  });

  it(`accepts limit up to ${PAGINATION.maxLimit} and page up to ${PAGINATION.maxPage}`, async () => {
    const max = await t.call('GET', `/api/categories?limit=${PAGINATION.maxLimit}&page=${PAGINATION.maxPage}`);
    expect(max.body).toMatchObject({ categories: [], page: PAGINATION.maxPage, limit: PAGINATION.maxLimit, total: 5 });
  });

  it.each([
    ['page=', { page: PAGINATION_MESSAGES.page }],
    ['page=0', { page: PAGINATION_MESSAGES.page }],
    ['page=-1', { page: PAGINATION_MESSAGES.page }],
    ['page=1.5', { page: PAGINATION_MESSAGES.page }],
    ['page=two', { page: PAGINATION_MESSAGES.page }],
    [`page=${PAGINATION.maxPage + 1}`, { page: PAGINATION_MESSAGES.page }],
    ['page=99999999999999999999', { page: PAGINATION_MESSAGES.page }],
    ['page=1&page=2', { page: PAGINATION_MESSAGES.page }],
    ['limit=', { limit: PAGINATION_MESSAGES.limit }],
    ['limit=0', { limit: PAGINATION_MESSAGES.limit }],
    [`limit=${PAGINATION.maxLimit + 1}`, { limit: PAGINATION_MESSAGES.limit }],
    ['limit=1e2', { limit: PAGINATION_MESSAGES.limit }],
    ['limit=%20', { limit: PAGINATION_MESSAGES.limit }],
    ['size=10', { size: VALIDATION.unknownField('size') }],
  ])('?%s → 422 with the field’s message, on every list', async (query, errors) => {
    for (const [url] of lists) {
      const reply = await t.call('GET', `${url}?${query}`);
      expect({ url, status: reply.status, body: reply.body }).toEqual({
        url,
        status: 422,
        body: { message: expect.any(String), errors },
      });
    }
  });
});
