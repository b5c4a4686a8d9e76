import {
  API_FIELD_TEXTS,
  API_HTTP_TEXTS,
  API_MESSAGES,
  DEVICE_ID_HEADER,
  HTTP_MESSAGES,
  LOCAL_NAME_MESSAGES,
  type Language,
  planRequiredMessage,
  SHOP_API_MESSAGES,
  SHOP_QUERY_MESSAGES,
  SHOP_VALIDATION,
  translateMessage,
  VALIDATION,
} from '@chowk/contracts';
import { makeShopkeeper, type TestShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, newClientAddress, type Reply, type TestApp } from '../../testing/test-app';
import { addVary, clearUntranslated, recordUntranslated, translateBody, untranslatedTexts } from './response-language';

type Keeper = Pick<TestShopkeeper, 'token' | 'userId' | 'shopId'>;

const varies = (reply: Reply) =>
  String(reply.headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .includes('accept-language');

/** The API's words in people's languages (docs/api.md "Languages"): Accept-Language picks them. */
describe('the language of the API’s answers', () => {
  let t: TestApp;
  let owner: Keeper;
  let other: Keeper;
  let section: string;
  let product: string;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t);
    other = await makeShopkeeper(t, { name: 'Other Stall' });
    section = (
      await t.call('POST', '/api/menu-sections', { token: owner.token, body: { name: 'Snacks', shop_id: owner.shopId } })
    ).body.menuSection._id;
    product = (
      await t.call('POST', '/api/products', {
        token: owner.token,
        // An item named like one of the API's texts: data, never translated.
        body: { name: 'Invalid id', shop_id: owner.shopId, menu_section_id: section, price: 20 },
      })
    ).body.product._id;
  });
  afterAll(() => t.close());

  describe('which language', () => {
    it.each([
      ['absent', undefined],
      ['empty', ''],
      ['a language Chowk does not speak', 'fr'],
      ['several it does not speak', 'fr-FR, de;q=0.9, *;q=0.1'],
      ['English first', 'en-GB,en;q=0.9,hi;q=0.8'],
      ['a wildcard', '*'],
      ['malformed', ';;;,=,q=1'],
      ['a bad q-value', 'hi;q=abc, ta;q=2'],
      ['q=0: not acceptable', 'hi;q=0'],
      ['far too long', `${'x'.repeat(1_500)},hi`],
    ])('English, word for word, when the header is %s', async (_label, header) => {
      const reply = await t.call('GET', '/api/nope', { headers: header === undefined ? {} : { 'accept-language': header } });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: { message: API_MESSAGES.routeNotFound } });
      expect(varies(reply)).toBe(true);
    });

    it.each([
      ['hi', 'hi'],
      ['hi-IN', 'hi'],
      ['ta-IN,ta;q=0.9,en-US;q=0.8,en;q=0.7', 'ta'],
      ['en;q=0.5, hi;q=0.9', 'hi'],
      ['hi;q=0.3, ta;q=0.8', 'ta'],
      ['fr, ta;q=0.5', 'ta'],
      ['HI', 'hi'],
    ] as const)('Accept-Language: %s → %s', async (header, language) => {
      const reply = await t.call('GET', '/api/products/shop/not-an-id', { headers: { 'accept-language': header } });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message: translateMessage(VALIDATION.invalidId, language) });
      expect(reply.body.message).not.toBe(VALIDATION.invalidId);
    });
  });

  describe.each(['hi', 'ta'] as const)('Accept-Language: %s', (language: Language) => {
    const tr = (text: string) => translateMessage(text, language);
    const ask = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      options: Parameters<TestApp['call']>[2] = {},
    ) => t.call(method, url, { ...options, headers: { 'accept-language': language, ...options.headers } });

    beforeAll(() => clearUntranslated());

    it('the API’s own texts (api-texts.ts) are translated', async () => {
      const replies = await Promise.all([
        ask('GET', '/api/shops/by-code/SHOP-1234?include=everything'),
        ask('PATCH', `/api/products/${product}/availability`, { token: owner.token, body: {} }),
        ask('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, body: { ordersPaused: 'yes' } }),
        ask('POST', '/api/categories', {
          token: await t.adminToken(),
          raw: 'name=Bakery',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        ask('POST', '/api/categories', {
          token: await t.adminToken(),
          raw: 'not an image',
          headers: { 'content-type': 'image/png' },
        }),
        ask('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, raw: '[]' }),
      ]);
      const expected: [number, object][] = [
        [422, { message: tr(HTTP_MESSAGES.validation), errors: { include: tr(SHOP_QUERY_MESSAGES.include) } }],
        [422, { message: tr(HTTP_MESSAGES.validation), errors: { sold_out: tr(API_FIELD_TEXTS.soldOutRequired) } }],
        [422, { message: tr(HTTP_MESSAGES.validation), errors: { ordersPaused: tr(API_FIELD_TEXTS.ordersPausedInvalid) } }],
        [415, { message: tr(API_HTTP_TEXTS.unsupportedMediaType) }],
        [415, { message: tr(API_HTTP_TEXTS.notJson) }],
        [422, { message: tr(HTTP_MESSAGES.validation), errors: { body: tr(API_HTTP_TEXTS.objectExpected) } }],
      ];
      expect(replies.map((r) => [r.status, r.body])).toEqual(expected);
      for (const english of [
        SHOP_QUERY_MESSAGES.include,
        API_FIELD_TEXTS.soldOutRequired,
        API_FIELD_TEXTS.ordersPausedInvalid,
        API_HTTP_TEXTS.unsupportedMediaType,
        API_HTTP_TEXTS.notJson,
        API_HTTP_TEXTS.objectExpected,
      ]) {
        expect(tr(english)).not.toBe(english);
      }
      for (const reply of replies) expect(varies(reply)).toBe(true);
    });

    it('every kind of refusal answers in the language asked; field names and data stay as they are', async () => {
      const device = { [DEVICE_ID_HEADER]: `device-${language}-12345678` };
      const cases: [string, Promise<Reply>, number, object][] = [
        [
          'an unknown field',
          ask('POST', '/api/menu-sections', {
            token: owner.token,
            body: { name: 'Drinks', shop_id: owner.shopId, colour: 'red' },
          }),
          422,
          { message: tr(HTTP_MESSAGES.validation), errors: { colour: tr(VALIDATION.unknownField('colour')) } },
        ],
        [
          'a missing required field, with its own message',
          ask('POST', '/api/menu-sections', { token: owner.token, body: { shop_id: owner.shopId } }),
          422,
          { message: tr(HTTP_MESSAGES.validation), errors: { name: tr(SHOP_VALIDATION.sectionNameRequired) } },
        ],
        [
          'the wrong type',
          ask('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, body: { delivers: 'yes' } }),
          422,
          { message: tr(HTTP_MESSAGES.validation), errors: { delivers: tr(API_FIELD_TEXTS.deliversInvalid) } },
        ],
        ['a bad id', ask('DELETE', '/api/products/xyz', { token: owner.token }), 400, { message: tr(VALIDATION.invalidId) }],
        ['no such route', ask('GET', '/api/nope'), 404, { message: tr(API_MESSAGES.routeNotFound) }],
        ['no such method', ask('PATCH', '/api/categories'), 405, { message: tr(API_MESSAGES.methodNotAllowed) }],
        [
          'malformed JSON',
          ask('POST', '/api/menu-sections', { token: owner.token, raw: '{"name":' }),
          400,
          { message: tr(API_MESSAGES.malformedJson) },
        ],
        [
          'no token',
          ask('POST', '/api/menu-sections', { body: { name: 'X', shop_id: owner.shopId } }),
          401,
          { message: tr(HTTP_MESSAGES.unauthorized) },
        ],
        [
          'not your shop',
          ask('POST', '/api/menu-sections', { token: other.token, body: { name: 'X', shop_id: owner.shopId } }),
          403,
          { message: tr(SHOP_API_MESSAGES.notYourShop) },
        ],
        [
          'no such item',
          ask('DELETE', `/api/products/${MISSING_ID}`, { token: owner.token }),
          404,
          { message: tr(SHOP_API_MESSAGES.productNotFound) },
        ],
        [
          'the shop’s fields',
          ask('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, body: { name: '' } }),
          422,
          { message: tr(HTTP_MESSAGES.validation), errors: { name: tr(SHOP_VALIDATION.shopNameRequired) } },
        ],
        [
          'a menu item’s fields, its names included',
          ask('POST', '/api/products', {
            token: owner.token,
            body: { name: '', shop_id: owner.shopId, menu_section_id: section, price: 20, names: { hi: 5, fr: 'x' } },
          }),
          422,
          {
            message: tr(HTTP_MESSAGES.validation),
            errors: {
              name: tr(SHOP_VALIDATION.productNameRequired),
              'names.hi': tr(LOCAL_NAME_MESSAGES.notText),
              'names.fr': tr(LOCAL_NAME_MESSAGES.unknownLanguage),
            },
          },
        ],
        [
          'a name too long',
          ask('POST', '/api/menu-sections', {
            token: owner.token,
            body: { name: 'Tea', shop_id: owner.shopId, names: { ta: 'அ'.repeat(51) } },
          }),
          422,
          { message: tr(HTTP_MESSAGES.validation), errors: { 'names.ta': tr(LOCAL_NAME_MESSAGES.tooLong(50)) } },
        ],
        [
          'an order’s fields',
          ask('POST', '/api/orders', { headers: device, body: { shop_id: owner.shopId, items: [], customer_name: 7 } }),
          422,
          { message: tr(HTTP_MESSAGES.validation), errors: expect.any(Object) },
        ],
        [
          'a paid feature',
          ask('PUT', `/api/shops/${owner.shopId}/whatsapp`, {
            token: owner.token,
            body: { number: '9876501234', enabled: true },
          }),
          402,
          { message: tr(planRequiredMessage('whatsapp_alerts')) },
        ],
      ];
      for (const [label, pending, status, body] of cases) {
        const reply = await pending;
        expect({ label, status: reply.status, body: reply.body }).toEqual({ label, status, body });
        expect({ label, varies: varies(reply) }).toEqual({ label, varies: true });
      }
      // The order's field messages are each translated.
      const order = await ask('POST', '/api/orders', {
        headers: device,
        body: { shop_id: owner.shopId, items: [], customer_name: 7 },
      });
      for (const text of Object.values(order.body.errors as Record<string, string>)) expect(text).not.toMatch(/^[\x20-\x7e]+$/);
    });

    it('a customer code route answers {success: false, message, errors} translated too', async () => {
      const reply = await ask('POST', '/api/orders/send-otp', {
        headers: { [DEVICE_ID_HEADER]: `device-${language}-otp-1234` },
        body: { type: 'pigeon', identifier: 'x' },
        forwardedFor: newClientAddress(),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(Object.values(reply.body.errors as Record<string, string>)).toContain(reply.body.message);
      expect(reply.body.message).not.toMatch(/^[\x20-\x7e]+$/);
    });

    it('over a rate limit: 429 in the language asked, with Retry-After', async () => {
      const address = newClientAddress();
      let last: Reply | undefined;
      for (let n = 0; n < 6; n++) {
        last = await ask('POST', '/api/contact', { body: {}, forwardedFor: address });
      }
      expect(last?.status).toBe(429);
      expect(last?.body).toEqual({ message: tr(API_MESSAGES.tooManyRequests) });
      expect(last?.headers['retry-after']).toBeDefined();
    });

    it('a success message is translated; data (names, ids, enum values) is not', async () => {
      const saved = await ask('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, body: { name: 'Validation failed' } });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe(tr(SHOP_API_MESSAGES.settingsSaved));
      expect(saved.body.message).not.toBe(SHOP_API_MESSAGES.settingsSaved);
      expect(saved.body.shop.name).toBe('Validation failed');
      expect(varies(saved)).toBe(true);

      const menu = await ask('GET', `/api/products/shop/${owner.shopId}`);
      expect(menu.body.products.map((p: { name: string }) => p.name)).toEqual(['Invalid id']);
      expect(varies(menu)).toBe(false);

      const gone = await ask('POST', '/api/menu-sections', {
        token: owner.token,
        body: { name: `Gone ${language}`, shop_id: owner.shopId },
      });
      const removed = await ask('DELETE', `/api/menu-sections/${gone.body.menuSection._id}`, { token: owner.token });
      expect(removed.body).toEqual({ message: tr(SHOP_API_MESSAGES.sectionDeleted) });
    });

    it('a bill’s refusal keeps its private, no-store cache and varies by language', async () => {
      const reply = await ask('GET', '/api/bills/AAAAAAAAAAAAAAAAAAAAAA');
      expect(reply.status).toBe(404);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      expect(varies(reply)).toBe(true);
    });

    it('none of those answers carried a text the catalogue does not have', () => {
      expect(untranslatedTexts()).toEqual([]);
    });
  });

  describe('the translation step', () => {
    it('translates only the message and the field messages, in a copy', () => {
      const body = {
        message: HTTP_MESSAGES.validation,
        errors: { name: VALIDATION.required, n: 5 },
        data: HTTP_MESSAGES.notFound,
      };
      const translated = translateBody(body, 'hi');
      expect(translated).toEqual({
        message: translateMessage(HTTP_MESSAGES.validation, 'hi'),
        errors: { name: translateMessage(VALIDATION.required, 'hi'), n: 5 },
        data: HTTP_MESSAGES.notFound,
      });
      expect(body.message).toBe(HTTP_MESSAGES.validation);
      expect(translateBody(body, 'en')).toBe(body);
      expect(translateBody([HTTP_MESSAGES.validation], 'hi')).toEqual([HTTP_MESSAGES.validation]);
    });

    it('records a text Hindi or Tamil lacks, whatever language was asked', async () => {
      clearUntranslated();
      await t.call('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, body: { name: 'Renamed' } });
      expect(untranslatedTexts()).toEqual([]);
      expect(recordUntranslated(['Not a text of Chowk', VALIDATION.invalidId])).toEqual([
        { text: 'Not a text of Chowk', missing: ['hi', 'ta'] },
      ]);
      expect(untranslatedTexts()).toEqual([{ text: 'Not a text of Chowk', languages: ['hi', 'ta'] }]);
      // The test app's close() would fail this file: the check holds every spec file's answers.
      clearUntranslated();
    });

    it('adds Accept-Language to Vary once, keeping what is there', () => {
      const headers: Record<string, string> = {};
      const reply = {
        getHeader: (name: string) => headers[name],
        header: (name: string, value: string) => {
          headers[name] = value;
          return reply;
        },
      };
      addVary(reply as never, 'Accept-Language');
      addVary(reply as never, 'Accept-Language');
      expect(headers.vary).toBe('Accept-Language');
      headers.vary = 'Origin';
      addVary(reply as never, 'Accept-Language');
      expect(headers.vary).toBe('Origin, Accept-Language');
      headers.vary = '*';
      addVary(reply as never, 'Accept-Language');
      expect(headers.vary).toBe('*');
    });
  });
});
