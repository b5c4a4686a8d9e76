import { getShopWithMenu } from '../endpoints/customer';
import { mockHttp, ok, restoreHttp } from '../testing';

// jsdom has no fetch Response: what takePrefetched reads of one.
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);
const MENU = { shop: { _id: 's1', shopCode: 'SHOP 1' }, products: [], menuSections: [] };
const URL = '/api/shops/by-code/SHOP%201?include=menu';

describe('reads the start-up script began (takePrefetched)', () => {
  afterEach(() => {
    delete window.__chowkPrefetch;
    restoreHttp();
  });

  it('the storefront takes the prefetched answer once, then asks the API', async () => {
    const http = mockHttp({ 'GET /shops/by-code/SHOP%201': ok({ ...MENU, products: [{ _id: 'p1' }] }) });
    window.__chowkPrefetch = { [URL]: answer(200, MENU) };
    await expect(getShopWithMenu('SHOP 1')).resolves.toEqual(MENU);
    expect(http.calls).toHaveLength(0);
    expect(window.__chowkPrefetch).toEqual({});
    await expect(getShopWithMenu('SHOP 1')).resolves.toEqual({ ...MENU, products: [{ _id: 'p1' }] });
    expect(http.made('GET', '/shops/by-code/SHOP%201')).toHaveLength(1);
  });

  it('a refused or failed prefetch is asked again the usual way', async () => {
    const http = mockHttp({ 'GET /shops/by-code/SHOP%201': ok(MENU) });
    window.__chowkPrefetch = { [URL]: answer(503, { message: 'busy' }) };
    await expect(getShopWithMenu('SHOP 1')).resolves.toEqual(MENU);
    window.__chowkPrefetch = { [URL]: Promise.reject(new TypeError('Failed to fetch')) };
    await expect(getShopWithMenu('SHOP 1')).resolves.toEqual(MENU);
    expect(http.made('GET', '/shops/by-code/SHOP%201')).toHaveLength(2);
  });

  it('another shop’s prefetch is left alone', async () => {
    mockHttp({ 'GET /shops/by-code/OTHER': ok(MENU) });
    const other = answer(200, MENU);
    window.__chowkPrefetch = { [URL]: other };
    await getShopWithMenu('OTHER');
    expect(window.__chowkPrefetch).toEqual({ [URL]: other });
  });
});
