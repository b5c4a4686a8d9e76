import { PAGINATION } from '@chowk/contracts';
// jsdom's missing fetch classes (Request, Response), as every spec that uses the test network has them.
import '../testing';
import { createApiClient, type Transport } from './client';
import { fetchAllPages } from './pages';

const json = (data: unknown) =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('fetchAllPages', () => {
  it('asks for the largest pages and follows hasMore, keeping the filters', async () => {
    const seen: unknown[] = [];
    const urls: string[] = [];
    const transport: Transport = async (request, sent) => {
      seen.push(sent.params);
      urls.push(request.url);
      const page = Number(sent.params?.page);
      return json({ cities: [`c${page}`], page, limit: PAGINATION.maxLimit, total: 3, hasMore: page < 3 });
    };
    const api = createApiClient('/api');
    api.transport = transport;
    await expect(fetchAllPages(api, '/areas/cities', 'cities', { stateId: 's1' })).resolves.toEqual(['c1', 'c2', 'c3']);
    expect(seen).toEqual([1, 2, 3].map((page) => ({ stateId: 's1', page, limit: PAGINATION.maxLimit })));
    expect(urls[1]).toBe(`/api/areas/cities?stateId=s1&page=2&limit=${PAGINATION.maxLimit}`);
  });

  it('one request when the answer has no more pages (or no page fields at all)', async () => {
    let calls = 0;
    const api = createApiClient('/api');
    api.transport = async () => {
      calls += 1;
      return json({ states: ['KA'] });
    };
    await expect(fetchAllPages(api, '/areas/states', 'states')).resolves.toEqual(['KA']);
    expect(calls).toBe(1);
  });
});
