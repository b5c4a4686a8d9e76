import { BILL_KEY_PATTERN, LIMITS, MERCHANT_TRANSACTION_ID_PATTERN, PAGINATION } from '@chowk/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed document, read ad hoc
type Json = any;

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The OpenAPI document says what the API does (the fuzz test in api/fuzz checks it for real). */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Json;
  const operations: { label: string; op: Json }[] = [];
  const schema = (ref: string): Json => doc.components.schemas[ref.replace('#/components/schemas/', '')];

  beforeAll(async () => {
    t = await createTestApp(__filename);
    doc = (await t.call('GET', '/api/docs-json')).body;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const method of OPERATION_METHODS) {
        if (item[method]) operations.push({ label: `${method.toUpperCase()} ${path}`, op: item[method] });
      }
    }
  });
  afterAll(() => t.close());

  it('every {id} path parameter is an ObjectId, and every operation with one declares its 400', () => {
    const withId = operations.filter(({ op }) => (op.parameters ?? []).some((p: Json) => p.in === 'path'));
    expect(withId.length).toBeGreaterThanOrEqual(12);
    for (const { label, op } of withId) {
      const id = op.parameters.find((p: Json) => p.in === 'path');
      if (label === 'GET /api/shops/by-code/{code}') {
        // The one path parameter that is not an id: a shop code, refused with 404 when malformed.
        expect(id.schema.pattern).toBe('^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$');
        continue;
      }
      if (label === 'GET /api/bills/{key}') {
        // A bill's address key: a malformed one is a 404, as an unknown one (nothing tells them apart).
        expect(id.schema.pattern).toBe(BILL_KEY_PATTERN.source);
        expect('404' in op.responses).toBe(true);
        continue;
      }
      if (label === 'GET /api/payment/status/{merchantTransactionId}') {
        // The gateway's transaction id (ours, sent to it): its rule, refused with 400 otherwise.
        expect(id.schema.pattern).toBe(MERCHANT_TRANSACTION_ID_PATTERN.source);
        expect('400' in op.responses).toBe(true);
        continue;
      }
      expect({ label, name: id.name, required: id.required, schema: id.schema }).toEqual({
        label,
        name: label.includes('/shop/{shopId}') ? 'shopId' : 'id',
        required: true,
        schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$', example: expect.any(String) },
      });
      expect({ label, has400: '400' in op.responses }).toEqual({ label, has400: true });
    }
  });

  it('every request body refuses unknown fields and declares 400, 413, 415 and 422', () => {
    const withBody = operations.filter(({ op }) => op.requestBody);
    expect(withBody.map(({ label }) => label).sort()).toEqual(
      [
        'POST /api/auth/admin/login',
        'POST /api/categories',
        'PUT /api/categories/{id}',
        'POST /api/areas/states',
        'PUT /api/areas/states/{id}',
        'POST /api/areas/cities',
        'PUT /api/areas/cities/{id}',
        'POST /api/areas/districts',
        'PUT /api/areas/districts/{id}',
        'POST /api/contact',
        'POST /api/newsletter',
        'POST /api/orders',
        'POST /api/auth/signup',
        'POST /api/auth/login',
        'POST /api/auth/verify',
        'POST /api/auth/resend-otp',
        'PATCH /api/shops/{id}',
        'POST /api/menu-sections',
        'PUT /api/menu-sections/{id}',
        'POST /api/products',
        'PUT /api/products/{id}',
        'PATCH /api/products/{id}/availability',
        'POST /api/orders/send-otp',
        'POST /api/orders/verify-otp',
        'POST /api/auth/customer/verify',
        'PATCH /api/orders/{id}/status',
        'POST /api/orders/shop/{shopId}',
        // Images (media module): the theme colour is JSON; the uploads are the image itself.
        'PATCH /api/shops/{id}/theme',
        'PUT /api/shops/{id}/logo',
        'PUT /api/shops/{id}/banner',
        'PUT /api/products/{id}/image',
        // Payments: the initiation, and the gateway's server-to-server callback.
        'POST /api/payment/initiate',
        'POST /api/payment/callback',
        // WhatsApp alerts (Professional).
        'PUT /api/shops/{id}/whatsapp',
        // How the order slips print.
        'PUT /api/shops/{id}/printing',
        // Item options and delivery terms.
        'POST /api/option-groups',
        'PUT /api/option-groups/{id}',
        'PATCH /api/option-groups/{id}/choices/{choiceId}/availability',
        'PUT /api/shops/{id}/delivery-terms',
        // Web Push order alerts: a device's subscription.
        'PUT /api/shops/{id}/push-subscriptions',
        // UPI payments: the shop's billing settings, the owner's payment mark, the customer's claim (no fields).
        'PUT /api/shops/{id}/billing',
        'PATCH /api/orders/{id}/payment',
        'POST /api/orders/{id}/payment/claim',
      ].sort(),
    );
    for (const { label, op } of withBody) {
      if (!op.requestBody.content['application/json']) {
        expect({ label, types: Object.keys(op.requestBody.content), body: op.requestBody.content['image/png'].schema }).toEqual({
          label,
          types: ['image/jpeg', 'image/png', 'image/webp'],
          body: { type: 'string', format: 'binary' },
        });
        expect({ label, statuses: ['413', '422'].filter((s) => s in op.responses) }).toEqual({ label, statuses: ['413', '422'] });
        continue;
      }
      const declared = op.requestBody.content['application/json'].schema;
      // The customer OTP bodies have one schema per contact type (oneOf), each closed.
      for (const body of declared.oneOf ?? [schema(declared.$ref)]) {
        expect({ label, additionalProperties: body.additionalProperties }).toEqual({ label, additionalProperties: false });
      }
      expect({ label, statuses: ['400', '413', '415', '422'].filter((s) => s in op.responses) }).toEqual({
        label,
        statuses: ['400', '413', '415', '422'],
      });
      expect(op.responses['422'].content['application/json'].schema.$ref).toBe('#/components/schemas/ValidationErrorBodyDto');
    }
  });

  it('text fields carry the trimmed bounds of their rule; patterns accept and refuse as the API does', () => {
    const name = schema('#/components/schemas/CategoryPayloadDto').properties.name;
    const pattern = new RegExp(name.pattern);
    for (const ok of ['Bakery', '  Bakery  ', 'a'.repeat(LIMITS.categoryNameMax), ` ${'a'.repeat(LIMITS.categoryNameMax)}\t`]) {
      expect(pattern.test(ok)).toBe(true);
    }
    for (const bad of ['', '   ', 'a'.repeat(LIMITS.categoryNameMax + 1), '\u00a0\ufeff']) expect(pattern.test(bad)).toBe(false);

    const code = new RegExp(schema('#/components/schemas/StatePayloadDto').properties.code.pattern);
    expect(['KA', ' KA ', 'A'.repeat(LIMITS.stateCodeMax)].every((v) => code.test(v))).toBe(true);
    expect(['ka', 'K A', '', 'A'.repeat(LIMITS.stateCodeMax + 1)].some((v) => code.test(v))).toBe(false);

    const email = schema('#/components/schemas/NewsletterDto').properties.email;
    const emailOk = (v: string) => email.allOf.every((p: { pattern: string }) => new RegExp(p.pattern).test(v));
    expect([' asha@example.com ', 'a@b.co'].every(emailOk)).toBe(true);
    expect(['asha', 'a b@c.de', '@b.co', `${'a'.repeat(LIMITS.emailMax)}@b.co`].some(emailOk)).toBe(false);

    const stateId = new RegExp(schema('#/components/schemas/CityPayloadDto').properties.stateId.pattern);
    expect(stateId.test(' 665f1c2e8b3e4a0012345678 ')).toBe(true);
    expect(stateId.test('665f1c2e8b3e4a001234567')).toBe(false);
  });

  it('every operation declares 503 with Retry-After (database unavailable)', () => {
    for (const { label, op } of operations) {
      expect({ label, headers: Object.keys(op.responses['503']?.headers ?? {}) }).toEqual(
        label === 'GET /api/health' ? { label, headers: [] } : { label, headers: ['Retry-After'] },
      );
    }
  });

  it('signed-in operations name their bearer scheme and declare 401 (and 403 but for /auth/me); rate-limited ones 429', () => {
    const shopkeeperOps = [
      'PATCH /api/shops/{id}',
      'POST /api/menu-sections',
      'PUT /api/menu-sections/{id}',
      'DELETE /api/menu-sections/{id}',
      'POST /api/products',
      'PUT /api/products/{id}',
      'PATCH /api/products/{id}/availability',
      'DELETE /api/products/{id}',
      'GET /api/orders/shop/{shopId}',
      'GET /api/orders/shop/{shopId}/events',
      'GET /api/orders/shop/{shopId}/summary',
      'POST /api/orders/shop/{shopId}',
      'PATCH /api/orders/{id}/status',
      'GET /api/orders/shop/{shopId}/report',
      'GET /api/orders/shop/{shopId}/export',
      'PUT /api/shops/{id}/logo',
      'DELETE /api/shops/{id}/logo',
      'PUT /api/shops/{id}/banner',
      'DELETE /api/shops/{id}/banner',
      'PATCH /api/shops/{id}/theme',
      'PUT /api/products/{id}/image',
      'DELETE /api/products/{id}/image',
      'POST /api/payment/initiate',
      'GET /api/payment/status/{merchantTransactionId}',
      'PUT /api/shops/{id}/whatsapp',
      'GET /api/shops/{id}/whatsapp/usage',
      'PUT /api/shops/{id}/printing',
      'PUT /api/shops/{id}/delivery-terms',
      'POST /api/option-groups',
      'PUT /api/option-groups/{id}',
      'PATCH /api/option-groups/{id}/choices/{choiceId}/availability',
      'DELETE /api/option-groups/{id}',
      'GET /api/shops/{id}/push-subscriptions',
      'PUT /api/shops/{id}/push-subscriptions',
      'DELETE /api/shops/{id}/push-subscriptions/{subscriptionId}',
      'POST /api/shops/{id}/push-subscriptions/{subscriptionId}/test',
      'PUT /api/shops/{id}/billing',
      'PATCH /api/orders/{id}/payment',
    ];
    const customerOps = ['GET /api/auth/customer/me', 'GET /api/orders/mine'];
    // Open to everyone, reading a token when one comes (OptionalCustomer): a bad token is a 401, no 403.
    const optional: Record<string, Json[]> = {
      'POST /api/orders': [{ customer: [] }, {}],
      'GET /api/orders/{id}': [{ shopkeeper: [] }, { customer: [] }, {}],
      'GET /api/orders/{id}/events': [{ shopkeeper: [] }, { customer: [] }, {}],
      'GET /api/orders/{id}/bill': [{ shopkeeper: [] }, { customer: [] }, {}],
      // The customer's "I have paid": the device that placed the order or its signed-in customer.
      'POST /api/orders/{id}/payment/claim': [{ customer: [] }, {}],
    };
    for (const { label, op } of operations) {
      if (!op.security) continue;
      if (label in optional) {
        expect({ label, security: op.security }).toEqual({ label, security: optional[label] });
        expect({ label, has401: '401' in op.responses }).toEqual({ label, has401: true });
        continue;
      }
      const scheme = shopkeeperOps.includes(label) ? 'shopkeeper' : customerOps.includes(label) ? 'customer' : 'admin';
      expect({ label, security: op.security }).toEqual({ label, security: [{ [scheme]: [] }] });
      expect({ label, has401: '401' in op.responses }).toEqual({ label, has401: true });
      if (label !== 'GET /api/auth/me') expect({ label, has403: '403' in op.responses }).toEqual({ label, has403: true });
    }
    const signedIn = operations.filter(({ op }) => op.security).map(({ label }) => label);
    expect(signedIn).toContain('DELETE /api/areas/states/{id}');
    expect(signedIn).toContain('GET /api/auth/me');
    expect(signedIn).toEqual(expect.arrayContaining(shopkeeperOps));
    for (const label of [
      'POST /api/contact',
      'POST /api/newsletter',
      'POST /api/auth/admin/login',
      'POST /api/auth/signup',
      'POST /api/auth/login',
      'POST /api/auth/verify',
      'POST /api/auth/resend-otp',
      'POST /api/orders/send-otp',
    ]) {
      const { op } = operations.find((o) => o.label === label)!;
      expect({ label, retryAfter: Object.keys(op.responses['429']?.headers ?? {}) }).toEqual({
        label,
        retryAfter: ['Retry-After'],
      });
    }
  });

  it('lists take page and limit with their bounds, and answer the page fields beside the items', () => {
    // The shop's orders keep the spec's shape (docs/product.md §7 reads data.data.orders): page fields under data.
    // The shop directory keeps the spec's too (§3: data and pagination {total, hasMore}), pages of 20.
    const ownShape = ['GET /api/orders/shop/{shopId}', 'GET /api/orders/mine', 'GET /api/shops'];
    const lists = operations.filter(
      ({ label, op }) => !ownShape.includes(label) && (op.parameters ?? []).some((p: Json) => p.name === 'page'),
    );
    expect(lists.map(({ label }) => label).sort()).toEqual(
      [
        'GET /api/categories',
        'GET /api/areas/states',
        'GET /api/areas/cities',
        'GET /api/areas/districts',
        'GET /api/areas/all',
      ].sort(),
    );
    for (const { label, op } of lists) {
      const limit = op.parameters.find((p: Json) => p.name === 'limit');
      expect({ label, in: limit.in, required: limit.required, schema: limit.schema }).toEqual({
        label,
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: PAGINATION.maxLimit, default: PAGINATION.defaultLimit },
      });
      const answer = schema(op.responses['200'].content['application/json'].schema.$ref);
      expect({ label, required: answer.required }).toEqual({
        label,
        required: expect.arrayContaining(['page', 'limit', 'total', 'hasMore']),
      });
      expect('422' in op.responses).toBe(true);
    }
  });

  it('error answers have a body schema: {message}, or {message, errors} for 422', () => {
    for (const { label, op } of operations) {
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (Number(status) < 400) continue;
        const ref = response.content?.['application/json']?.schema?.$ref;
        expect({ label, status, ref: typeof ref }).toEqual({ label, status, ref: 'string' });
      }
    }
  });
});
