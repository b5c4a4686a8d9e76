import { SHOP_API_MESSAGES as M } from '@chowk/contracts';
import { nextMobile, signupShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, newClientAddress, type TestApp } from '../../testing/test-app';
import { SHOPKEEPER_LOGIN_LIMITS } from './shopkeeper-login-limits';

/**
 * Large enough to tell from an argon2 check (tens of ms; a few hundred on a loaded 2-core machine
 * or under faketime, where 800 ms was seen for a cold first try), small enough for a short test.
 */
const FIRST_DELAY_MS = 1000;
const LOGIN = '/api/auth/login';

/** Failing logins are slowed before they are refused (tests elsewhere run with a 1 ms delay). */
describe('shopkeeper login: slowed failures', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename, { env: { LOGIN_FAILURE_DELAY_MS: String(FIRST_DELAY_MS) } });
    // A first login pays for cold code paths (argon2, the route, the database's first reads):
    // one for nobody here, so the timed tries measure the delay, not the warm-up.
    await timedFailure(nextMobile());
  });
  afterAll(() => t.close());

  /** A failing login for `identifier` from a new address: its status and how long it took. */
  const timedFailure = async (identifier: string) => {
    const started = performance.now();
    const reply = await t.call('POST', LOGIN, {
      body: { identifier, password: 'not-the-password' },
      forwardedFor: newClientAddress(),
    });
    return { status: reply.status, message: reply.body.message, ms: performance.now() - started };
  };

  it('after 2 failures for an account, each one answers later: 1×, then 2× the delay; the same for an unknown identifier', async () => {
    expect(SHOPKEEPER_LOGIN_LIMITS.account?.slowAfter).toBe(2);
    const { mobile } = await signupShopkeeper(t);
    for (const identifier of [mobile, nextMobile()]) {
      const tries = [];
      for (let i = 0; i < 4; i++) tries.push(await timedFailure(identifier));
      expect(tries.map(({ status, message }) => ({ status, message }))).toEqual(
        Array(4).fill({ status: 401, message: M.loginInvalid }),
      );
      const [first, second, third, fourth] = tries.map(({ ms }) => ms);
      expect(first).toBeLessThan(FIRST_DELAY_MS);
      expect(second).toBeLessThan(FIRST_DELAY_MS);
      expect(third).toBeGreaterThanOrEqual(FIRST_DELAY_MS);
      expect(fourth).toBeGreaterThanOrEqual(2 * FIRST_DELAY_MS);
    }
  });

  it('a refused (locked) attempt and a success are not slowed', async () => {
    const { mobile, password } = await signupShopkeeper(t);
    const success = performance.now();
    expect(
      (await t.call('POST', LOGIN, { body: { identifier: mobile, password }, forwardedFor: newClientAddress() })).status,
    ).toBe(200);
    expect(performance.now() - success).toBeLessThan(FIRST_DELAY_MS);

    const other = await signupShopkeeper(t);
    const limit = SHOPKEEPER_LOGIN_LIMITS.account?.limit ?? 0;
    for (let i = 0; i < limit; i++) await timedFailure(other.mobile);
    const locked = await timedFailure(other.mobile);
    expect({ status: locked.status, message: locked.message }).toEqual({ status: 429, message: M.loginLocked });
    expect(locked.ms).toBeLessThan(FIRST_DELAY_MS);
  });
});
