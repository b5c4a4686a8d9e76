import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { configureApiClient, ordersApi } from '../index';
import { restoreHttp } from '../testing';
import { downloadOrdersExport, fileNameFrom } from './reports';

afterEach(restoreHttp);

describe('the order export download', () => {
  it.each([
    [
      'attachment; filename="chowk-orders-SHOP-1234-2026-11-01-to-2026-11-25.csv"',
      'chowk-orders-SHOP-1234-2026-11-01-to-2026-11-25.csv',
    ],
    ['attachment; filename*=UTF-8\'\'chowk%20orders.xlsx; filename="x.xlsx"', 'chowk orders.xlsx'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment', undefined],
    [undefined, undefined],
  ])('reads the file name of %s', (header, name) => expect(fileNameFrom(header)).toBe(name));

  it('answers the blob and its name; a refusal, its Blob body read, is toasted with the server’s message and rejected', async () => {
    const shown: string[] = [];
    configureApiClient({ notifyError: (m) => shown.push(m) });
    let status = 200;
    const seen: unknown[] = [];
    ordersApi.defaults.adapter = (async (config) => {
      seen.push({ url: config.url, params: config.params, responseType: config.responseType });
      const data =
        status === 200
          ? new Blob(['a,b\r\n'], { type: 'text/csv' })
          : new Blob([JSON.stringify({ message: 'Export comes with the Starter plan.' })], { type: 'application/json' });
      return {
        data,
        status,
        statusText: '',
        headers: AxiosHeaders.from(status === 200 ? { 'content-disposition': 'attachment; filename="orders.csv"' } : {}),
        config,
        request: {},
      };
    }) as AxiosAdapter;
    const query = { format: 'csv' as const, from: '2026-11-01', to: '2026-11-25' };
    const file = await downloadOrdersExport('shop1', query);
    expect(file.filename).toBe('orders.csv');
    expect({ size: file.blob.size, type: file.blob.type }).toEqual({ size: 5, type: 'text/csv' });
    expect(seen).toEqual([{ url: '/orders/shop/shop1/export', params: query, responseType: 'blob' }]);

    status = 402;
    await expect(downloadOrdersExport('shop1', query)).rejects.toMatchObject({
      status: 402,
      message: 'Export comes with the Starter plan.',
    });
    expect(shown).toEqual(['Export comes with the Starter plan.']);
  });
});
