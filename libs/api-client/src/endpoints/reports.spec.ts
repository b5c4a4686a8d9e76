import { configureApiClient, ordersApi } from '../index';
import { interceptHttp, mockHttp, ok, restoreHttp } from '../testing';
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

  it('answers the blob and its name; a refusal, its JSON body read, is toasted with the server’s message and rejected', async () => {
    const shown: string[] = [];
    configureApiClient({ notifyError: (m) => shown.push(m) });
    let status = 200;
    const seen: unknown[] = [];
    const http = mockHttp({});
    interceptHttp(ordersApi, (request) => {
      seen.push({ url: request.url, params: request.params, accept: request.headers.Accept });
      return status === 200
        ? {
            status,
            data: new Blob(['a,b\r\n'], { type: 'text/csv' }),
            headers: { 'Content-Disposition': 'attachment; filename="orders.csv"' },
          }
        : { status, data: { message: 'Export comes with the Starter plan.' } };
    });
    const query = { format: 'csv' as const, from: '2026-11-01', to: '2026-11-25' };
    const file = await downloadOrdersExport('shop1', query);
    expect(file.filename).toBe('orders.csv');
    expect(file.blob).toBeInstanceOf(Blob);
    expect({ size: file.blob.size, type: file.blob.type }).toEqual({ size: 5, type: 'text/csv' });
    expect(seen).toEqual([{ url: '/orders/shop/shop1/export', params: query, accept: '*/*' }]);

    status = 402;
    await expect(downloadOrdersExport('shop1', query)).rejects.toMatchObject({
      status: 402,
      message: 'Export comes with the Starter plan.',
    });
    expect(shown).toEqual(['Export comes with the Starter plan.']);
    expect(http.calls).toEqual([]);
  });

  it('without Content-Disposition the file takes the fallback name', async () => {
    mockHttp({ 'GET /orders/shop/shop1/export': ok(new Blob(['x'], { type: 'text/csv' })) });
    const file = await downloadOrdersExport('shop1', { format: 'xlsx', from: '2024-02-28', to: '2024-02-29' });
    expect(file.filename).toBe('chowk-orders-2024-02-28-to-2024-02-29.xlsx');
  });
});
