import { Writable } from 'node:stream';
import { API_MESSAGES, DEVICE_ID_HEADER, HTTP_MESSAGES, LIMITS, VALIDATION } from '@chowk/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The pipeline every route shares: body parsing, errors, request ids, logging, OpenAPI. */
describe('HTTP pipeline', () => {
  let t: TestApp;
  let admin: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON log lines, read ad hoc
  const logLines: Record<string, any>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp(__filename, { env: { LOG_LEVEL: 'info' }, logStream });
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  describe('routes', () => {
    it.each([
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/categories'],
      ['GET', '/api/categories/'],
      ['PATCH', '/api/nope'],
    ] as const)('%s %s → 404 {message}', async (method, url) => {
      const reply = await t.call(method, url);
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: { message: API_MESSAGES.routeNotFound } });
    });
  });

  describe('bodies', () => {
    it.each([
      ['truncated', '{"name": "Bakery"'],
      ['trailing garbage', '{"name": "Bakery"} x'],
      ['single quotes', "{'name': 'Bakery'}"],
      ['only spaces', '   '],
      ['prototype poisoning', '{"name": "Bakery", "__proto__": {"isAdmin": true}}'],
      ['constructor poisoning', '{"name": "Bakery", "constructor": {"prototype": {"isAdmin": true}}}'],
    ])('malformed JSON (%s) → 400 {message}, nothing written', async (_label, raw) => {
      const before = await t.count('categories');
      const reply = await t.call('POST', '/api/categories', { raw, token: admin });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { message: API_MESSAGES.malformedJson } });
      expect(await t.count('categories')).toBe(before);
    });

    it.each([
      ['in a value', { name: 'Bak\u0000ery' }],
      ['in a key', { name: 'Bakery', 'x\u0000': 1 }],
      ['deep in a list', { items: [{ notes: ['ok', '\u0000'] }] }],
    ])('a NUL character %s → 400 {message}, nothing written', async (_label, body) => {
      const before = await t.count('categories');
      const reply = await t.call('POST', '/api/categories', { body, token: admin });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { message: API_MESSAGES.nulCharacter } });
      expect(await t.count('categories')).toBe(before);
    });

    it.each([
      ['GET', '/api/dev/outbox?to=a%00b'],
      ['GET', '/api/shops/by-code/SHOP-%0012'],
      ['GET', '/api/shops?name=%00'],
    ] as const)('a NUL character in the address (%s %s) → 400 {message}', async (method, url) => {
      const reply = await t.call(method, url);
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { message: API_MESSAGES.nulCharacter } });
    });

    it('an empty JSON body is no body: field messages (422), not a parser error', async () => {
      const reply = await t.call('POST', '/api/categories', { raw: '', token: admin });
      expect(reply).toMatchObject({ status: 422, body: { errors: { name: VALIDATION.categoryNameRequired } } });
    });

    it('a DELETE that says application/json but sends nothing still works', async () => {
      const { body } = await t.call('POST', '/api/categories', { body: { name: 'Short-lived' }, token: admin });
      const reply = await t.call('DELETE', `/api/categories/${body.category._id}`, {
        raw: '',
        token: admin,
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status).toBe(200);
    });

    it(`a body over ${LIMITS.bodyLimitBytes} bytes → 413 {message}, nothing written`, async () => {
      const before = await t.count('contact_messages');
      const message = 'm'.repeat(LIMITS.bodyLimitBytes);
      const reply = await t.call('POST', '/api/contact', {
        body: { name: 'A', email: 'a@example.com', subject: 'Big', message },
      });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 413, body: { message: API_MESSAGES.bodyTooLarge } });
      expect(await t.count('contact_messages')).toBe(before);
    });

    it('a body in another format → 415 {message}', async () => {
      const reply = await t.call('POST', '/api/categories', {
        raw: 'name=Bakery',
        token: admin,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(reply.status).toBe(415);
      expect(Object.keys(reply.body)).toEqual(['message']);
    });
  });

  describe('request ids and logs', () => {
    it('answers an X-Request-Id on every response, and logs requests as JSON with it', async () => {
      const reply = await t.call('GET', '/api/categories');
      const id = reply.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const lines = logLines.filter((line) => line.reqId === id);
      expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(lines[1]).toMatchObject({ level: 30, res: { statusCode: 200 }, responseTime: expect.any(Number) });
      expect((await t.call('GET', '/api/nope')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('keeps a proxy’s request id when it looks like one, replaces it otherwise', async () => {
      const kept = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'edge-42.abc' } });
      expect(kept.headers['x-request-id']).toBe('edge-42.abc');
      const replaced = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'bad id\twith\tspaces' } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('an unexpected error → 500 {message, requestId}, internals only in the log, under that id', async () => {
      // A record the API cannot map (as if written by hand): its mapper throws a TypeError.
      const { insertedId } = await t.connection
        .collection('categories')
        .insertOne({ name: 'Broken', nameKey: 'broken', createdAt: 'not a date', updatedAt: 'never' });
      const reply = await t.call('GET', `/api/categories/${String(insertedId)}`);
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.server, requestId: reply.headers['x-request-id'] });
      expect(JSON.stringify(reply.body)).not.toMatch(/toISOString|TypeError|stack/);

      const logged = logLines.find((line) => line.reqId === reply.body.requestId && line.level === 50);
      expect(logged).toMatchObject({ err: { type: 'TypeError', message: expect.stringContaining('toISOString') } });
      expect(logged?.err.stack).toEqual(expect.any(String));
      await t.connection.collection('categories').deleteOne({ _id: insertedId });
    });
  });

  describe('OpenAPI', () => {
    it('serves the UI at /api/docs', async () => {
      const reply = await t.call('GET', '/api/docs');
      expect(reply.status).toBe(200);
      expect(String(reply.headers['content-type'])).toContain('text/html');
      expect(reply.body).toContain('swagger');
    });

    it('serves the document at /api/docs-json, with every route, the admin and shopkeeper bearers and the device header', async () => {
      const reply = await t.call('GET', '/api/docs-json');
      expect(reply.status).toBe(200);
      const doc = reply.body;
      expect(doc.openapi).toMatch(/^3\./);
      const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(routes.sort()).toEqual(
        [
          'POST /api/auth/admin/login',
          'GET /api/auth/me',
          'GET /api/bills/{key}',
          'GET /api/categories',
          'POST /api/categories',
          'GET /api/categories/{id}',
          'PUT /api/categories/{id}',
          'DELETE /api/categories/{id}',
          'GET /api/areas/all',
          'GET /api/areas/states',
          'POST /api/areas/states',
          'GET /api/areas/states/{id}',
          'PUT /api/areas/states/{id}',
          'DELETE /api/areas/states/{id}',
          'GET /api/areas/cities',
          'POST /api/areas/cities',
          'GET /api/areas/cities/{id}',
          'PUT /api/areas/cities/{id}',
          'DELETE /api/areas/cities/{id}',
          'GET /api/areas/districts',
          'POST /api/areas/districts',
          'GET /api/areas/districts/{id}',
          'PUT /api/areas/districts/{id}',
          'DELETE /api/areas/districts/{id}',
          'POST /api/contact',
          'POST /api/newsletter',
          'GET /api/health',
          'GET /api/dev/outbox',
          'POST /api/auth/signup',
          'POST /api/auth/login',
          'POST /api/auth/verify',
          'POST /api/auth/resend-otp',
          'GET /api/shops',
          'GET /api/shops/by-code/{code}',
          'GET /api/shops/nearby',
          'PATCH /api/shops/{id}',
          'GET /api/menu-sections/shop/{shopId}',
          'POST /api/menu-sections',
          'PUT /api/menu-sections/{id}',
          'DELETE /api/menu-sections/{id}',
          'GET /api/products/shop/{shopId}',
          'POST /api/products',
          'PUT /api/products/{id}',
          'PATCH /api/products/{id}/availability',
          'DELETE /api/products/{id}',
          // Images (media module): the shop's look and item images.
          'GET /api/images/{id}',
          'PUT /api/shops/{id}/logo',
          'DELETE /api/shops/{id}/logo',
          'PUT /api/shops/{id}/banner',
          'DELETE /api/shops/{id}/banner',
          'PATCH /api/shops/{id}/theme',
          'PUT /api/products/{id}/image',
          'DELETE /api/products/{id}/image',
          'GET /api/orders/shop/{shopId}',
          'GET /api/orders/shop/{shopId}/summary',
          'POST /api/orders/shop/{shopId}',
          'PATCH /api/orders/{id}/status',
          'POST /api/orders',
          'GET /api/orders/mine',
          'GET /api/orders/{id}',
          'GET /api/orders/{id}/bill',
          'GET /api/orders/{id}/events',
          'GET /api/orders/shop/{shopId}/events',
          // The Starter plan's sales report and order export (orders/reports).
          'GET /api/orders/shop/{shopId}/report',
          'GET /api/orders/shop/{shopId}/export',
          // Plan and registration payments through the gateway.
          'GET /api/payment/config',
          'POST /api/payment/initiate',
          'POST /api/payment/callback',
          'GET /api/payment/status/{merchantTransactionId}',
          // WhatsApp new-order alerts (Professional).
          'PUT /api/shops/{id}/whatsapp',
          'GET /api/shops/{id}/whatsapp/usage',
          // How the order slips print.
          'PUT /api/shops/{id}/printing',
          // UPI payments: the shop's UPI ID and GST registration, the owner's payment mark, the customer's claim.
          'PUT /api/shops/{id}/billing',
          'PATCH /api/orders/{id}/payment',
          'POST /api/orders/{id}/payment/claim',
          // Item options (option groups) and delivery terms.
          'GET /api/option-groups/shop/{shopId}',
          'POST /api/option-groups',
          'PUT /api/option-groups/{id}',
          'PATCH /api/option-groups/{id}/choices/{choiceId}/availability',
          'DELETE /api/option-groups/{id}',
          'PUT /api/shops/{id}/delivery-terms',
          // Order alerts by Web Push: the key, and the shop's devices.
          'GET /api/push/key',
          'GET /api/shops/{id}/push-subscriptions',
          'PUT /api/shops/{id}/push-subscriptions',
          'DELETE /api/shops/{id}/push-subscriptions/{subscriptionId}',
          'POST /api/shops/{id}/push-subscriptions/{subscriptionId}/test',
          'POST /api/orders/send-otp',
          'POST /api/orders/verify-otp',
          'POST /api/auth/customer/verify',
          'GET /api/auth/customer/me',
        ].sort(),
      );
      expect(doc.components.securitySchemes.admin).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(doc.components.securitySchemes.shopkeeper).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(doc.paths['/api/products'].post.security).toEqual([{ shopkeeper: [] }]);
      expect(doc.paths['/api/categories'].post.security).toEqual([{ admin: [] }]);
      expect(doc.paths['/api/categories'].get.security).toBeUndefined();
      const deviceHeader = doc.paths['/api/contact'].post.parameters.find((p: { name: string }) => p.name === DEVICE_ID_HEADER);
      expect(deviceHeader).toMatchObject({ in: 'header', required: false });
      // The customer's codes are bound to the device: the header is required there.
      const otpDevice = doc.paths['/api/orders/send-otp'].post.parameters.filter(
        (p: { name: string }) => p.name === DEVICE_ID_HEADER,
      );
      expect(otpDevice).toEqual([expect.objectContaining({ in: 'header', required: true })]);
      expect(doc.components.securitySchemes.customer).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(doc.paths['/api/auth/customer/me'].get.security).toEqual([{ customer: [] }]);
    });
  });
});
