import { createTestApp, type TestApp } from '../../testing/test-app';
import { API_CSP, DOCS_CSP } from './security-headers';

describe('security headers (@fastify/helmet)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());

  const common = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'cross-origin-resource-policy': 'same-site',
  };

  it.each([
    ['a JSON answer', 'GET', '/api/health'],
    ['an error', 'GET', '/api/no-such-route'],
    ['a 422', 'POST', '/api/newsletter'],
  ] as const)('%s: nosniff, DENY framing, no referrer, HSTS and a CSP that allows nothing', async (_label, method, url) => {
    const reply = await t.call(method, url, { body: method === 'POST' ? {} : undefined });
    expect(reply.headers).toMatchObject({ ...common, 'content-security-policy': API_CSP });
    expect(API_CSP).toContain("default-src 'none'");
    expect(API_CSP).toContain("frame-ancestors 'none'");
  });

  it('the Swagger UI gets a CSP that lets its own scripts, styles and the document load', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({ ...common, 'content-security-policy': DOCS_CSP });
    // Only external scripts on the page ('self'); its inline <style> blocks need 'unsafe-inline' for styles.
    expect(String(page.body)).not.toMatch(/<script>(?!\s*<\/script>)/);
    const script = await t.call('GET', '/api/docs/swagger-ui-init.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-security-policy']).toBe(DOCS_CSP);
    expect((await t.call('GET', '/api/docs-json')).headers['content-security-policy']).toBe(API_CSP);
  });
});
