import axios, { type AxiosAdapter } from 'axios';
import { PAGINATION } from '@chowk/contracts';
import { fetchAllPages } from './pages';

describe('fetchAllPages', () => {
  it('asks for the largest pages and follows hasMore, keeping the filters', async () => {
    const seen: unknown[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config.params);
      const page = (config.params as { page: number }).page;
      const data = { cities: [`c${page}`], page, limit: PAGINATION.maxLimit, total: 3, hasMore: page < 3 };
      return { status: 200, statusText: 'OK', data, headers: {}, config };
    };
    const api = axios.create({ adapter });
    await expect(fetchAllPages(api, '/areas/cities', 'cities', { stateId: 's1' })).resolves.toEqual(['c1', 'c2', 'c3']);
    expect(seen).toEqual([1, 2, 3].map((page) => ({ stateId: 's1', page, limit: PAGINATION.maxLimit })));
  });

  it('one request when the answer has no more pages (or no page fields at all)', async () => {
    let calls = 0;
    const adapter: AxiosAdapter = async (config) => {
      calls += 1;
      return { status: 200, statusText: 'OK', data: { states: ['KA'] }, headers: {}, config };
    };
    await expect(fetchAllPages(axios.create({ adapter }), '/areas/states', 'states')).resolves.toEqual(['KA']);
    expect(calls).toBe(1);
  });
});
