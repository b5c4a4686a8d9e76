import { JwtService } from '@nestjs/jwt';
import { API_MESSAGES, HTTP_MESSAGES, ROLE_ADMIN, VALIDATION } from '@chowk/contracts';
import { DEV_ADMIN_DEFAULTS } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ADMIN_SIGN_IN_LIMITS } from './admin-sign-in-limits';

const MAX_FAILED_LOGINS = ADMIN_SIGN_IN_LIMITS.address.limit;

const LOGIN = '/api/auth/admin/login';
const right = {
  secret: DEV_ADMIN_DEFAULTS.ADMIN_SECRET,
  email: DEV_ADMIN_DEFAULTS.ADMIN_EMAIL,
  password: DEV_ADMIN_DEFAULTS.ADMIN_PASSWORD,
};

describe('auth API', () => {
  let t: TestApp;
  // Each test signs in from its own address, so the failed-attempt limit never leaks between tests.
  let address = 1;
  const nextAddress = () => `10.0.0.${address++}`;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());

  describe('POST /api/auth/admin/login', () => {
    it('answers {token}: a JWT with role admin that lives ADMIN_TOKEN_TTL (2h by default)', async () => {
      const reply = await t.call('POST', LOGIN, { body: right, remoteAddress: nextAddress() });
      expect(reply.status).toBe(200);
      expect(Object.keys(reply.body)).toEqual(['token']);
      const payload = await t.app.get(JwtService).verifyAsync(reply.body.token);
      expect(payload).toMatchObject({ role: ROLE_ADMIN, sub: right.email, email: right.email });
      expect(payload.exp - payload.iat).toBe(2 * 60 * 60);
    });

    it('accepts the email in another case and with spaces around it', async () => {
      const reply = await t.call('POST', LOGIN, {
        body: { ...right, email: '  ADMIN@Example.com ' },
        remoteAddress: nextAddress(),
      });
      expect(reply.status).toBe(200);
    });

    it.each([
      ['secret', { secret: 'wrong-secret' }],
      ['email', { email: 'someone@example.com' }],
      ['password', { password: 'admin12345' }],
      ['password with a space', { password: ' admin1234' }],
    ])('refuses a wrong %s with 401 and one message for all cases', async (_label, change) => {
      const reply = await t.call('POST', LOGIN, { body: { ...right, ...change }, remoteAddress: nextAddress() });
      expect(reply).toMatchObject({ status: 401, body: { message: API_MESSAGES.adminCredentialsInvalid } });
      expect(reply.body.token).toBeUndefined();
    });

    it.each([
      [
        'everything missing',
        {},
        {
          secret: VALIDATION.adminSecretRequired,
          email: VALIDATION.adminEmailRequired,
          password: VALIDATION.adminPasswordRequired,
        },
      ],
      ['blank secret', { ...right, secret: '   ' }, { secret: VALIDATION.adminSecretRequired }],
      ['empty email', { ...right, email: '' }, { email: VALIDATION.adminEmailRequired }],
      ['empty password', { ...right, password: '' }, { password: VALIDATION.adminPasswordRequired }],
      ['a number as password', { ...right, password: 1234 }, { password: VALIDATION.adminPasswordRequired }],
      ['an operator as password', { ...right, password: { $ne: null } }, { password: VALIDATION.adminPasswordRequired }],
      ['an operator as email', { ...right, email: { $gt: '' } }, { email: VALIDATION.adminEmailRequired }],
      ['an unknown field', { ...right, role: 'admin' }, { role: VALIDATION.unknownField('role') }],
    ])('%s → 422 with each field message', async (_label, body, errors) => {
      const reply = await t.call('POST', LOGIN, { body, remoteAddress: nextAddress() });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors });
    });

    it('malformed JSON → 400', async () => {
      const reply = await t.call('POST', LOGIN, { raw: '{"secret": "x",', remoteAddress: nextAddress() });
      expect(reply).toMatchObject({ status: 400, body: { message: API_MESSAGES.malformedJson } });
    });

    it(`after ${MAX_FAILED_LOGINS} failures a minute from one address, answers 429 (even with the right credentials)`, async () => {
      const attacker = nextAddress();
      for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) {
        const reply = await t.call('POST', LOGIN, { body: { ...right, password: `guess-${i}` }, remoteAddress: attacker });
        expect(reply.status).toBe(401);
      }
      const blocked = await t.call('POST', LOGIN, { body: right, remoteAddress: attacker });
      expect(blocked).toMatchObject({ status: 429, body: { message: API_MESSAGES.signInLocked } });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

      // Another address is not affected.
      expect((await t.call('POST', LOGIN, { body: right, remoteAddress: nextAddress() })).status).toBe(200);
    });

    it('does not count successful sign-ins', async () => {
      const admin = nextAddress();
      for (let i = 0; i < MAX_FAILED_LOGINS + 2; i += 1) {
        expect((await t.call('POST', LOGIN, { body: right, remoteAddress: admin })).status).toBe(200);
      }
    });
  });

  describe('GET /api/auth/me', () => {
    it('with an admin token: {user: {email}, role: admin, shop: null, customer: null}', async () => {
      const reply = await t.call('GET', '/api/auth/me', { token: await t.adminToken() });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ user: { email: right.email }, role: ROLE_ADMIN, shop: null, customer: null });
    });

    it('without a token, or with a bad or expired one → 401', async () => {
      const expired = t.app.get(JwtService).sign({ sub: right.email, role: ROLE_ADMIN, email: right.email }, { expiresIn: -1 });
      const forged = new JwtService({ secret: 'another-secret-another-secret-xx' }).sign({ sub: right.email, role: ROLE_ADMIN });
      for (const token of [undefined, 'garbage', expired, forged]) {
        const reply = await t.call('GET', '/api/auth/me', { token });
        expect({ status: reply.status, body: reply.body }).toEqual({
          status: 401,
          body: { message: HTTP_MESSAGES.unauthorized },
        });
      }
    });

    it('with a token of a role that has no account yet → 401', async () => {
      const reply = await t.call('GET', '/api/auth/me', { token: t.shopkeeperToken() });
      expect(reply.status).toBe(401);
    });
  });
});
