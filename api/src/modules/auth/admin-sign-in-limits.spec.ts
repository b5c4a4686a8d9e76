import { API_MESSAGES } from '@chowk/contracts';
import { DEV_ADMIN_DEFAULTS } from '../../config';
import { createTestApp, type CallOptions, type Reply, type TestApp } from '../../testing/test-app';
import { adminAccount, ADMIN_SIGN_IN_LIMITS } from './admin-sign-in-limits';

const LOGIN = '/api/auth/admin/login';
const right = {
  secret: DEV_ADMIN_DEFAULTS.ADMIN_SECRET,
  email: DEV_ADMIN_DEFAULTS.ADMIN_EMAIL,
  password: DEV_ADMIN_DEFAULTS.ADMIN_PASSWORD,
};
const wrong = (n: number | string) => ({ ...right, password: `guess-${n}` });
const ADDRESS_LIMIT = ADMIN_SIGN_IN_LIMITS.address.limit;
const ACCOUNT_LIMIT = ADMIN_SIGN_IN_LIMITS.account!.limit;

function expectLocked(reply: Reply, maxSeconds: number): void {
  expect({ status: reply.status, body: reply.body }).toEqual({ status: 429, body: { message: API_MESSAGES.signInLocked } });
  const seconds = Number(reply.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
}

let counter = 0;
/** A fresh documentation address (203.0.113.0/24, 198.51.100.0/24): never a trusted proxy. */
const nextAddress = () => {
  counter += 1;
  return `${counter < 250 ? '203.0.113' : '198.51.100'}.${(counter % 250) + 1}`;
};

describe('admin sign-in: failed attempts per address and per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());

  const failFrom = async (options: CallOptions, count: number) => {
    for (let i = 0; i < count; i += 1) {
      expect((await t.call('POST', LOGIN, { body: wrong(i), ...options })).status).toBe(401);
    }
  };

  it('the account is the email as the credentials compare it: trimmed, any case; none when it is not a string', () => {
    expect(adminAccount({ email: '  Admin@Example.COM ' })).toBe('admin@example.com');
    expect(adminAccount({ email: { $gt: '' } })).toBeUndefined();
    expect(adminAccount({ email: '   ' })).toBeUndefined();
    expect(adminAccount(null)).toBeUndefined();
  });

  it('is documented: 429 with Retry-After and both limits', async () => {
    const doc = (await t.call('GET', '/api/docs-json')).body;
    expect(doc.paths[LOGIN].post.responses['429']).toMatchObject({
      description:
        'Locked after 10 failed attempts from one address in a minute, or after 120 for one account in 10 minutes, until that window ends',
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
  });

  it('a peer that is not a trusted proxy counts as itself, whatever X-Forwarded-For it rotates', async () => {
    const peer = nextAddress();
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      const reply = await t.call('POST', LOGIN, { body: wrong(i), remoteAddress: peer, forwardedFor: nextAddress() });
      expect(reply.status).toBe(401);
    }
    expectLocked(await t.call('POST', LOGIN, { body: right, remoteAddress: peer, forwardedFor: nextAddress() }), 60);
  });

  it('behind the trusted (loopback) proxy only the right-most untrusted hop counts: a forged left part changes nothing', async () => {
    const client = nextAddress();
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      const reply = await t.call('POST', LOGIN, { body: wrong(i), forwardedFor: `${nextAddress()}, ${client}` });
      expect(reply.status).toBe(401);
    }
    expectLocked(await t.call('POST', LOGIN, { body: right, forwardedFor: `${nextAddress()}, ${client}` }), 60);
    expectLocked(await t.call('POST', LOGIN, { body: right, forwardedFor: client }), 60);
    // Another client behind the same proxy has its own bucket.
    expect((await t.call('POST', LOGIN, { body: right, forwardedFor: nextAddress() })).status).toBe(200);
  });

  it('the locked address waits out the rest of its minute, then may try again', async () => {
    const now = jest.spyOn(Date, 'now');
    const start = Date.now();
    const from = nextAddress();
    try {
      now.mockReturnValue(start);
      await failFrom({ remoteAddress: from }, ADDRESS_LIMIT);
      const locked = await t.call('POST', LOGIN, { body: right, remoteAddress: from });
      expectLocked(locked, 60);
      expect(Number(locked.headers['retry-after'])).toBe(60);
      now.mockReturnValue(start + 59_000);
      expect(Number((await t.call('POST', LOGIN, { body: right, remoteAddress: from })).headers['retry-after'])).toBe(1);
      now.mockReturnValue(start + 60_000);
      expect((await t.call('POST', LOGIN, { body: right, remoteAddress: from })).status).toBe(200);
    } finally {
      now.mockRestore();
    }
  });

  it('a burst of parallel guesses from one address gets at most the limit of answers; then even the right password is refused', async () => {
    const from = nextAddress();
    const burst = await Promise.all(
      Array.from({ length: 2 * ADDRESS_LIMIT }, (_, i) =>
        t.call('POST', LOGIN, { body: i === 2 * ADDRESS_LIMIT - 1 ? right : wrong(i), remoteAddress: from }),
      ),
    );
    const statuses = burst.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(ADDRESS_LIMIT);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // The right password came last in the burst: it ended after the lock, so it learned nothing.
    expect(statuses[statuses.length - 1]).toBe(429);
    expectLocked(await t.call('POST', LOGIN, { body: right, remoteAddress: from }), 60);
  });
});

describe('admin sign-in: the per-account limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(__filename, { keepData: true });
  });
  afterAll(() => t.close());

  // 120 scrypt checks: in parallel batches (one address each, under its own limit), with time to spare on a busy machine.
  it(`${ACCOUNT_LIMIT} failures for one email from many addresses lock that email everywhere, not other emails`, async () => {
    let failures = 0;
    while (failures < ACCOUNT_LIMIT) {
      const from = nextAddress();
      const batch = Math.min(ADDRESS_LIMIT - 1, ACCOUNT_LIMIT - failures);
      const replies = await Promise.all(
        Array.from({ length: batch }, (_, i) => {
          // The email in another case and with spaces is the same account.
          const email = i % 2 === 0 ? right.email : `  ${right.email.toUpperCase()} `;
          return t.call('POST', LOGIN, { body: { ...wrong(failures + i), email }, remoteAddress: from });
        }),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array(batch).fill(401));
      failures += batch;
    }
    expectLocked(
      await t.call('POST', LOGIN, { body: right, remoteAddress: nextAddress() }),
      ADMIN_SIGN_IN_LIMITS.account!.ttl / 1000,
    );
    // Another account is not locked, from any of those addresses.
    const other = await t.call('POST', LOGIN, { body: { ...right, email: 'someone@example.com' }, remoteAddress: nextAddress() });
    expect(other.status).toBe(401);
  }, 120_000);

  it('one address alone cannot reach the account limit: it is locked itself long before', () => {
    // At most `address.limit` failures per address window; in one account window, counting both edges:
    const windows = ADMIN_SIGN_IN_LIMITS.account!.ttl / ADMIN_SIGN_IN_LIMITS.address.ttl + 1;
    expect(ADDRESS_LIMIT * windows).toBeLessThan(ACCOUNT_LIMIT);
  });
});

describe('TRUSTED_PROXIES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(__filename, { env: { TRUSTED_PROXIES: '10.0.0.0/8' }, keepData: true });
  });
  afterAll(() => t.close());

  it('behind a configured proxy, each real client has its own bucket', async () => {
    const proxy = '10.1.2.3';
    const [first, second] = [nextAddress(), nextAddress()];
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      const reply = await t.call('POST', LOGIN, {
        body: wrong(i),
        remoteAddress: proxy,
        forwardedFor: `${nextAddress()}, ${first}`,
      });
      expect(reply.status).toBe(401);
    }
    expectLocked(await t.call('POST', LOGIN, { body: right, remoteAddress: proxy, forwardedFor: first }), 60);
    expect((await t.call('POST', LOGIN, { body: right, remoteAddress: proxy, forwardedFor: second })).status).toBe(200);
    // Two trusted hops (10.x) are skipped too: the client is the first address that is not one.
    expectLocked(
      await t.call('POST', LOGIN, { body: right, remoteAddress: proxy, forwardedFor: `${nextAddress()}, ${first}, 10.9.9.9` }),
      60,
    );
  });

  it('loopback is no longer trusted when the list does not name it: a same-host caller counts as itself', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      const reply = await t.call('POST', LOGIN, { body: wrong(i), remoteAddress: '127.0.0.1', forwardedFor: nextAddress() });
      expect(reply.status).toBe(401);
    }
    expectLocked(await t.call('POST', LOGIN, { body: right, remoteAddress: '127.0.0.1', forwardedFor: nextAddress() }), 60);
  });
});
