import { API_MESSAGES } from '@chowk/contracts';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';
import { routePattern } from './method-not-allowed';

/** A method a path does not have: 405 with `Allow` (RFC 9110); an unknown path stays a 404. */
describe('405 Method Not Allowed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());

  it.each([
    ['PATCH', '/api/categories', 'GET, HEAD, OPTIONS, POST'],
    ['DELETE', '/api/categories', 'GET, HEAD, OPTIONS, POST'],
    ['POST', `/api/categories/${MISSING_ID}`, 'DELETE, GET, HEAD, OPTIONS, PUT'],
    ['PATCH', '/api/areas/states/not-an-id', 'DELETE, GET, HEAD, OPTIONS, PUT'],
    ['PUT', '/api/areas/all?page=2', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/health', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/contact', 'OPTIONS, POST'],
    ['GET', '/api/auth/admin/login', 'OPTIONS, POST'],
    ['DELETE', '/api/auth/me', 'GET, HEAD, OPTIONS'],
  ] as const)('%s %s → 405 {message}, Allow: %s', async (method, url, allow) => {
    const reply = await t.call(method, url, method === 'GET' ? {} : { body: {} });
    expect({ status: reply.status, body: reply.body, allow: reply.headers.allow }).toEqual({
      status: 405,
      body: { message: API_MESSAGES.methodNotAllowed },
      allow,
    });
    expect(reply.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('methods Node knows but no route uses (TRACE, QUERY) are 405 too', async () => {
    for (const method of ['TRACE', 'QUERY']) {
      const reply = await t.app.inject({ method: method as 'GET', url: '/api/categories' });
      expect({ method, status: reply.statusCode, allow: reply.headers.allow }).toEqual({
        method,
        status: 405,
        allow: 'GET, HEAD, OPTIONS, POST',
      });
    }
  });

  it('OPTIONS on a path answers 204 with Allow; on an unknown path 404', async () => {
    const known = await t.app.inject({ method: 'OPTIONS', url: `/api/areas/cities/${MISSING_ID}` });
    expect({ status: known.statusCode, allow: known.headers.allow, body: known.body }).toEqual({
      status: 204,
      allow: 'DELETE, GET, HEAD, OPTIONS, PUT',
      body: '',
    });
    expect((await t.app.inject({ method: 'OPTIONS', url: '/api/nope' })).statusCode).toBe(404);
  });

  it('HEAD works wherever GET does (Fastify’s own HEAD routes)', async () => {
    const reply = await t.app.inject({ method: 'HEAD', url: '/api/categories' });
    expect(reply.statusCode).toBe(200);
  });

  it.each([
    ['PATCH', '/api/nope'],
    ['GET', '/api/categories/a/b'],
    ['DELETE', '/api'],
    ['POST', '/categories'],
  ] as const)('%s %s (no such path) → 404, no Allow', async (method, url) => {
    const reply = await t.call(method, url);
    expect({ status: reply.status, body: reply.body, allow: reply.headers.allow }).toEqual({
      status: 404,
      body: { message: API_MESSAGES.routeNotFound },
      allow: undefined,
    });
  });

  it('routePattern: parameters match one segment, `*` the rest, the rest literally', () => {
    expect(routePattern('/api/areas/cities/:id').test('/api/areas/cities/abc')).toBe(true);
    expect(routePattern('/api/areas/cities/:id').test('/api/areas/cities/abc/def')).toBe(false);
    expect(routePattern('/api/areas/cities/:id').test('/api/areas/cities/')).toBe(false);
    expect(routePattern('/api/docs/*').test('/api/docs/static/index.css')).toBe(true);
    expect(routePattern('/api/docs-json').test('/api/docsXjson')).toBe(false);
  });
});
