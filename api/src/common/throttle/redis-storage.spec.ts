import { API_MESSAGES } from '@chowk/contracts';
import { DEV_ADMIN_DEFAULTS } from '../../config';
import { ADMIN_SIGN_IN_LIMITS } from '../../modules/auth/admin-sign-in-limits';
import { SHOPKEEPER_LOGIN_LIMITS } from '../../modules/auth/shopkeeper-login-limits';
import { signupShopkeeper } from '../../testing/shopkeepers';
import { startRedisServer, type RedisServer } from '../../testing/redis-server';
import { createTestApp, newClientAddress, type TestApp } from '../../testing/test-app';
import { RATE_LIMITS } from './rate-limits';

const LOGIN = '/api/auth/admin/login';
const right = {
  secret: DEV_ADMIN_DEFAULTS.ADMIN_SECRET,
  email: DEV_ADMIN_DEFAULTS.ADMIN_EMAIL,
  password: DEV_ADMIN_DEFAULTS.ADMIN_PASSWORD,
};
const contact = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Hello', message: 'Shared limits' };

/** Two API instances with REDIS_URL on one real redis-server: the limits are counted once for both. */
describe('rate limits in Redis (REDIS_URL), shared by every API instance', () => {
  let redis: RedisServer;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await startRedisServer();
    a = await createTestApp(__filename, { env: { REDIS_URL: redis.url } });
    b = await createTestApp(__filename, { env: { REDIS_URL: redis.url }, keepData: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('a @RateLimit route: requests to either instance count against one limit', async () => {
    const from = newClientAddress();
    const { limit } = RATE_LIMITS.contact;
    for (let i = 0; i < limit; i += 1) {
      const reply = await (i % 2 === 0 ? a : b).call('POST', '/api/contact', { body: contact, forwardedFor: from });
      expect(reply.status).toBe(201);
    }
    for (const app of [a, b]) {
      const refused = await app.call('POST', '/api/contact', { body: contact, forwardedFor: from });
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 429,
        body: { message: API_MESSAGES.tooManyRequests },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMITS.contact.ttl / 1000);
    }
    expect((await b.call('POST', '/api/contact', { body: contact, forwardedFor: newClientAddress() })).status).toBe(201);
  });

  it('admin sign-in: failures on either instance lock the address on both; successes never count', async () => {
    const attacker = newClientAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await a.call('POST', LOGIN, { body: right, forwardedFor: attacker })).status).toBe(200);
    }
    const { limit } = ADMIN_SIGN_IN_LIMITS.address;
    for (let i = 0; i < limit; i += 1) {
      const reply = await (i % 2 === 0 ? a : b).call('POST', LOGIN, {
        body: { ...right, password: `guess-${i}` },
        forwardedFor: attacker,
      });
      expect(reply.status).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await app.call('POST', LOGIN, { body: right, forwardedFor: attacker });
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 429,
        body: { message: API_MESSAGES.signInLocked },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // The admin, from elsewhere, signs in on either instance.
    expect((await b.call('POST', LOGIN, { body: right, forwardedFor: newClientAddress() })).status).toBe(200);
  });

  it("shopkeeper login: a success on one instance wipes the account's failures on both", async () => {
    const { mobile, password } = await signupShopkeeper(a);
    const shopLogin = (app: TestApp, body: unknown) =>
      app.call('POST', '/api/auth/login', { body, forwardedFor: newClientAddress() });
    const limit = SHOPKEEPER_LOGIN_LIMITS.account?.limit ?? 0;
    for (let i = 0; i < limit - 1; i += 1) {
      expect((await shopLogin(i % 2 === 0 ? a : b, { identifier: mobile, password: `typo-${i}` })).status).toBe(401);
    }
    expect((await shopLogin(b, { identifier: mobile, password })).status).toBe(200);
    for (let i = 0; i < limit - 1; i += 1) {
      expect((await shopLogin(i % 2 === 0 ? b : a, { identifier: mobile, password: `again-${i}` })).status).toBe(401);
    }
    expect((await shopLogin(a, { identifier: mobile, password })).status).toBe(200);
    // Counting still works after a reset: `limit` failures lock the account on both instances.
    for (let i = 0; i < limit; i += 1) {
      expect((await shopLogin(i % 2 === 0 ? a : b, { identifier: mobile, password: `guess-${i}` })).status).toBe(401);
    }
    for (const app of [a, b]) expect((await shopLogin(app, { identifier: mobile, password })).status).toBe(429);
  });
});
