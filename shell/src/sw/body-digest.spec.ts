/**
 * @jest-environment node
 */
// Node's fetch classes and Web Crypto are the worker's; jsdom has neither.
import { BODY_DIGEST_HEADER, bodyDigestPlugin } from './body-digest';

async function stamp(body: string, headers: Record<string, string> = {}) {
  const response = new Response(body, { status: 200, statusText: 'OK', headers });
  const stamped = await bodyDigestPlugin.cacheWillUpdate!({
    request: new Request('http://localhost:4200/api/shops/by-code/SHOP-1234'),
    response,
    event: {} as ExtendableEvent,
    state: {},
  });
  if (!stamped) throw new Error('the plugin dropped the response');
  return stamped;
}

describe('bodyDigestPlugin', () => {
  it('keeps the body, status and headers, and adds the SHA-256 of the body', async () => {
    const stamped = await stamp('{"shop":{"code":"SHOP-1234"}}', { 'content-type': 'application/json' });
    expect(stamped.status).toBe(200);
    expect(stamped.statusText).toBe('OK');
    expect(stamped.headers.get('content-type')).toBe('application/json');
    expect(await stamped.text()).toBe('{"shop":{"code":"SHOP-1234"}}');
    expect(stamped.headers.get(BODY_DIGEST_HEADER)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the same body gives the same digest; a change of the same length another (Content-Length cannot tell)', async () => {
    const a = await stamp('{"price":20}');
    const again = await stamp('{"price":20}');
    const changed = await stamp('{"price":30}');
    expect(again.headers.get(BODY_DIGEST_HEADER)).toBe(a.headers.get(BODY_DIGEST_HEADER));
    expect(changed.headers.get(BODY_DIGEST_HEADER)).not.toBe(a.headers.get(BODY_DIGEST_HEADER));
  });
});
