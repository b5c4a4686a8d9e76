import { JwtService } from '@nestjs/jwt';
import { HTTP_MESSAGES, LIMITS, PUSH_LIMITS, PUSH_MESSAGES as P, SHOP_API_MESSAGES, VALIDATION } from '@chowk/contracts';
import { expectOwnerOnly } from '../../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../../testing/test-app';
import { shopWithMenu } from '../../orders/testing/order-fixtures';
import { browserSubscription, startPushServiceStandIn, type PushServiceStandIn } from './testing/push-service-stand-in';

const P256DH = `B${'A'.repeat(PUSH_LIMITS.p256dhLength - 1)}`;
const AUTH = 'x'.repeat(PUSH_LIMITS.authLength);

/** The routes of the shop's devices: who may use them, and what they refuse. */
describe('/api/shops/{id}/push-subscriptions: who, and what is refused', () => {
  let t: TestApp;
  let service: PushServiceStandIn;

  beforeAll(async () => {
    service = await startPushServiceStandIn();
    t = await createTestApp(__filename);
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  const url = (shopId: string) => `/api/shops/${shopId}/push-subscriptions`;

  it("is the owner's alone: another shopkeeper 403, the admin 403, no token or a bad one 401 (every route); nothing changes", async () => {
    const owner = await shopWithMenu(t);
    const other = await shopWithMenu(t, undefined, { name: 'Other Stall' });
    const browser = browserSubscription(service.origin);
    const saved = await t.call('PUT', url(owner.shopId), { token: owner.token, body: browser.json });
    expect(saved.status).toBe(200);
    const device = saved.body.data._id as string;
    const before = await t.connection.collection('push_subscriptions').find().sort({ _id: 1 }).toArray();

    await expectOwnerOnly(t, 'GET', url(owner.shopId), { owner, other });
    await expectOwnerOnly(t, 'PUT', url(owner.shopId), { owner, other, body: browserSubscription(service.origin).json });
    await expectOwnerOnly(t, 'DELETE', `${url(owner.shopId)}/${device}`, { owner, other });
    await expectOwnerOnly(t, 'POST', `${url(owner.shopId)}/${device}/test`, { owner, other });

    // A customer's token is refused the same way as the admin's.
    const customer = t.app.get(JwtService).sign({ sub: 'c1', role: 'customer', email: 'asha@example.com' });
    for (const [method, path, body] of [
      ['GET', url(owner.shopId), undefined],
      ['PUT', url(owner.shopId), browserSubscription(service.origin).json],
      ['DELETE', `${url(owner.shopId)}/${device}`, undefined],
      ['POST', `${url(owner.shopId)}/${device}/test`, undefined],
    ] as const) {
      const reply = await t.call(method, path, { token: customer, body });
      expect({ method, status: reply.status, body: reply.body }).toEqual({
        method,
        status: 403,
        body: { message: SHOP_API_MESSAGES.shopkeeperOnly },
      });
    }
    expect(await t.connection.collection('push_subscriptions').find().sort({ _id: 1 }).toArray()).toEqual(before);
    expect(service.requests).toEqual([]);
  });

  it('a bad id is 400, an unknown shop 404 (every route)', async () => {
    const shop = await shopWithMenu(t);
    const body = browserSubscription(service.origin).json;
    const before = await t.count('push_subscriptions');
    const cases: [string, string, number, string][] = [
      ['GET', url('not-an-id'), 400, VALIDATION.invalidId],
      ['PUT', url('not-an-id'), 400, VALIDATION.invalidId],
      ['DELETE', `${url('not-an-id')}/${MISSING_ID}`, 400, VALIDATION.invalidId],
      ['DELETE', `${url(shop.shopId)}/not-an-id`, 400, VALIDATION.invalidId],
      ['DELETE', `${url(shop.shopId)}/{"$ne":null}`, 400, VALIDATION.invalidId],
      ['POST', `${url(shop.shopId)}/not-an-id/test`, 400, VALIDATION.invalidId],
      ['GET', url(MISSING_ID), 404, SHOP_API_MESSAGES.shopNotFound],
      ['PUT', url(MISSING_ID), 404, SHOP_API_MESSAGES.shopNotFound],
      ['DELETE', `${url(MISSING_ID)}/${MISSING_ID}`, 404, SHOP_API_MESSAGES.shopNotFound],
      ['POST', `${url(MISSING_ID)}/${MISSING_ID}/test`, 404, SHOP_API_MESSAGES.shopNotFound],
      ['DELETE', `${url(shop.shopId)}/${MISSING_ID}`, 404, P.deviceNotFound],
      ['POST', `${url(shop.shopId)}/${MISSING_ID}/test`, 404, P.deviceNotFound],
    ];
    for (const [method, path, status, message] of cases) {
      const reply = await t.call(method as 'GET', path, { token: shop.token, body: method === 'PUT' ? body : undefined });
      expect({ method, path, status: reply.status, body: reply.body }).toEqual({ method, path, status, body: { message } });
    }
    expect(await t.count('push_subscriptions')).toBe(before);
  });

  it('PUT refuses a bad endpoint, missing or malformed keys, a bad name, unknown fields and $-operators with 422; nothing is written', async () => {
    const shop = await shopWithMenu(t);
    const valid = browserSubscription(service.origin).json;
    const before = await t.count('push_subscriptions');
    const cases: [unknown, Record<string, string>][] = [
      [{ ...valid, endpoint: 'http://push.example/p' }, { endpoint: P.endpointInvalid }],
      [{ ...valid, endpoint: 'http://10.0.0.1/p' }, { endpoint: P.endpointInvalid }],
      [{ ...valid, endpoint: 'https://10.0.0.1/p' }, { endpoint: P.endpointInvalid }],
      [{ ...valid, endpoint: 'ftp://push.example/p' }, { endpoint: P.endpointInvalid }],
      [{ ...valid, endpoint: 'https://user:pass@push.example/p' }, { endpoint: P.endpointInvalid }],
      [{ ...valid, endpoint: `https://push.example/${'a'.repeat(PUSH_LIMITS.endpointMax)}` }, { endpoint: P.endpointInvalid }],
      [{ ...valid, endpoint: 42 }, { endpoint: P.endpointInvalid }],
      [{ ...valid, endpoint: { $gt: '' } }, { endpoint: P.endpointInvalid }],
      [{ ...valid, endpoint: ['https://push.example/p'] }, { endpoint: P.endpointInvalid }],
      [{ keys: valid.keys }, { endpoint: P.endpointInvalid }],
      [{ endpoint: valid.endpoint }, { keys: P.keysInvalid }],
      [{ ...valid, keys: null }, { keys: P.keysInvalid }],
      [{ ...valid, keys: 'BAAA' }, { keys: P.keysInvalid }],
      [{ ...valid, keys: { p256dh: P256DH } }, { keys: P.keysInvalid }],
      [{ ...valid, keys: { auth: AUTH } }, { keys: P.keysInvalid }],
      [{ ...valid, keys: { p256dh: P256DH.slice(1), auth: AUTH } }, { keys: P.keysInvalid }],
      [{ ...valid, keys: { p256dh: P256DH, auth: AUTH.slice(1) } }, { keys: P.keysInvalid }],
      [{ ...valid, keys: { p256dh: { $ne: null }, auth: AUTH } }, { keys: P.keysInvalid }],
      [{ ...valid, keys: { p256dh: P256DH, auth: AUTH, $where: '1' } }, { keys: P.keysInvalid }],
      [{ ...valid, label: 12 }, { label: P.labelInvalid }],
      [{ ...valid, label: { $gt: '' } }, { label: P.labelInvalid }],
      [{ ...valid, label: 'x'.repeat(PUSH_LIMITS.labelMax + 1) }, { label: P.labelTooLong }],
      [{ ...valid, expirationTime: null }, { expirationTime: VALIDATION.unknownField('expirationTime') }],
      [{ ...valid, shop_id: MISSING_ID }, { shop_id: VALIDATION.unknownField('shop_id') }],
      [{ ...valid, $set: { shopId: MISSING_ID } }, { $set: VALIDATION.unknownField('$set') }],
      [{}, { endpoint: P.endpointInvalid, keys: P.keysInvalid }],
    ];
    for (const [body, errors] of cases) {
      const reply = await t.call('PUT', url(shop.shopId), { token: shop.token, body });
      expect({ body, status: reply.status, reply: reply.body }).toEqual({
        body,
        status: 422,
        reply: { message: HTTP_MESSAGES.validation, errors },
      });
    }
    expect(await t.count('push_subscriptions')).toBe(before);
  });

  it('PUT refuses malformed JSON (400), a body that is not JSON (415) and an oversized body (413)', async () => {
    const shop = await shopWithMenu(t);
    const before = await t.count('push_subscriptions');
    const malformed = await t.call('PUT', url(shop.shopId), { token: shop.token, raw: '{"endpoint":' });
    expect(malformed.status).toBe(400);
    const text = await t.call('PUT', url(shop.shopId), {
      token: shop.token,
      raw: 'endpoint=https://push.example/p',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
    const big = await t.call('PUT', url(shop.shopId), {
      token: shop.token,
      body: { ...browserSubscription(service.origin).json, label: 'x'.repeat(LIMITS.bodyLimitBytes) },
    });
    expect(big.status).toBe(413);
    expect(await t.count('push_subscriptions')).toBe(before);
  });

  it('GET /api/push/key needs no sign-in', async () => {
    const reply = await t.call('GET', '/api/push/key');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['public_key']);
  });
});
