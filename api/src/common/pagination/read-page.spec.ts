import { readPage } from './page-query.dto';

/** readPage counts only when the page cannot tell the total (FerretDB scans to count). */
describe('readPage', () => {
  const list = Array.from({ length: 7 }, (_, i) => i);
  const run = async (page: number, limit: number) => {
    const count = jest.fn(async () => list.length);
    const result = await readPage({ page, limit }, async (skip, take) => list.slice(skip, skip + take), count);
    return { ...result, counted: count.mock.calls.length > 0 };
  };

  it.each([
    // page, limit, items, counted
    [1, 100, [0, 1, 2, 3, 4, 5, 6], false], // the whole list on one page: its length is the total
    [2, 3, [3, 4, 5], true], // a full page: more may follow
    [3, 3, [6], false], // the last, partial page: offset + items
    [4, 3, [], true], // past the end: only a count knows
    [1, 7, [0, 1, 2, 3, 4, 5, 6], true], // exactly full
  ])('page %i, limit %i → %j, counted: %s', async (page, limit, items, counted) => {
    expect(await run(page, limit)).toEqual({ items, total: 7, counted });
  });

  it('an empty list: page 1 says 0 without a count', async () => {
    const count = jest.fn(async () => 0);
    expect(await readPage({ page: 1, limit: 10 }, async () => [], count)).toEqual({ items: [], total: 0 });
    expect(count).not.toHaveBeenCalled();
  });
});
