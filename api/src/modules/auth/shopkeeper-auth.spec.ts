import { JwtService } from '@nestjs/jwt';
import { HTTP_MESSAGES, ROLE_SHOPKEEPER, SHOP_API_MESSAGES as M, SHOP_VALIDATION as V } from '@chowk/contracts';
import { expectOperatorPayloadsRefused } from '../../testing/expectations';
import { nextMobile, signupPayload, signupShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, newClientAddress, type TestApp } from '../../testing/test-app';
import { ShopsService } from '../catalogue/shops/shops.service';
import { SmsSender } from '../notifications/sms/sms-sender';
import { OTP_CLAIM_KEYS, OTP_MAX_ATTEMPTS, SMS_RETRY_AFTER_SECONDS } from '../otp/otp.service';
import { SHOPKEEPER_LOGIN_LIMITS } from './shopkeeper-login-limits';

const SIGNUP = '/api/auth/signup';
const LOGIN = '/api/auth/login';

describe('shopkeeper accounts API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());

  const signup = (body: unknown) => t.call('POST', SIGNUP, { body, forwardedFor: newClientAddress() });
  const login = (body: unknown, forwardedFor = newClientAddress()) => t.call('POST', LOGIN, { body, forwardedFor });
  const codeFor = async (mobile: string): Promise<string> => {
    const outbox = await t.call('GET', `/api/dev/outbox?to=${mobile}`);
    const text: string = outbox.body.messages[0]?.text ?? '';
    return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  };

  describe('POST /api/auth/signup', () => {
    it('creates the account and the shop: 201 {token, userId, shop, message}', async () => {
      const body = await signupPayload(t, { email: 'Asha@Example.com' });
      const reply = await signup(body);
      expect(reply.status).toBe(201);
      expect(Object.keys(reply.body).sort()).toEqual(['message', 'shop', 'token', 'userId']);
      expect(reply.body.message).toBe(M.accountCreated);
      expect(reply.body.shop).toMatchObject({
        name: 'Sharma Tea Stall',
        shop_name: 'Sharma Tea Stall',
        category: { _id: body.shop_category_id, name: 'Tea Stall' },
        district: { _id: body.district_id, name: 'Bengaluru Urban' },
        city: { name: 'Bengaluru' },
        state: { name: 'Karnataka', code: 'KA' },
        ordersPaused: false,
        delivers: false,
        location: null,
      });
      expect(reply.body.shop.code).toMatch(/^SHOP-\d{4,}$/);
      expect(reply.body.shop.openingHours).toHaveLength(7);
      const payload = await t.app.get(JwtService).verifyAsync(reply.body.token);
      expect(payload).toMatchObject({ sub: reply.body.userId, role: ROLE_SHOPKEEPER });
      expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
      // The password is stored only as an argon2id hash.
      const user = await t.connection.collection('users').findOne({ mobile: body.mobile });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(JSON.stringify(user)).not.toContain(body.password);
      // A verification code went to the mobile.
      expect(await codeFor(body.mobile)).toMatch(/^\d{6}$/);
    });

    it('gives every shop its own code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 5; i++) codes.add((await signupShopkeeper(t)).shopCode);
      expect(codes.size).toBe(5);
    });

    it.each([
      ['shop_name', { shop_name: '  ' }, V.shopNameRequired],
      ['shop_name', { shop_name: 'x'.repeat(101) }, V.shopNameTooLong],
      ['user_name', { user_name: '' }, V.ownerNameRequired],
      ['shop_category_id', { shop_category_id: '' }, V.shopCategoryRequired],
      ['district_id', { district_id: '' }, V.districtRequired],
      ['mobile', { mobile: '98765' }, V.mobileLength],
      ['mobile', { mobile: '98765abcde' }, V.mobileInvalid],
      ['mobile', { mobile: '1234567890' }, V.mobileInvalid],
      ['email', { email: 'not-an-email' }, V.emailInvalid],
      ['password', { password: '12345' }, V.passwordTooShort],
      ['password', { password: 'x'.repeat(21) }, V.passwordTooLong],
    ])('refuses a bad %s with its message (422), writing nothing', async (field, change, message) => {
      const before = [await t.count('users'), await t.count('shops')];
      const reply = await signup({ ...(await signupPayload(t)), ...change });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors: { [field]: message } });
      expect([await t.count('users'), await t.count('shops')]).toEqual(before);
    });

    it('takes an empty email as none', async () => {
      const body = await signupPayload(t, { email: '  ' });
      const reply = await signup(body);
      expect(reply.status).toBe(201);
      const user = await t.connection.collection('users').findOne({ mobile: body.mobile });
      expect(user).not.toHaveProperty('email');
      // Accounts without an email never collide with each other.
      expect((await signup(await signupPayload(t, { email: '' }))).status).toBe(201);
    });

    it('removes the account again when the shop cannot be written (no half signup), and the signup can be repeated', async () => {
      const body = await signupPayload(t);
      const before = [await t.count('users'), await t.count('shops')];
      const createForOwner = jest
        .spyOn(t.app.get(ShopsService), 'createForOwner')
        .mockRejectedValueOnce(new Error('the database went away'));
      try {
        expect((await signup(body)).status).toBe(500);
      } finally {
        createForOwner.mockRestore();
      }
      expect([await t.count('users'), await t.count('shops')]).toEqual(before);
      expect((await signup(body)).status).toBe(201);
    });

    it.each([
      ['category', { shop_category_id: MISSING_ID }, M.shopCategoryNotFound],
      ['district', { district_id: MISSING_ID }, M.districtNotFound],
    ])('refuses an unknown %s with 404, writing nothing', async (_label, change, message) => {
      const before = [await t.count('users'), await t.count('shops')];
      const reply = await signup({ ...(await signupPayload(t)), ...change });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: { message } });
      expect([await t.count('users'), await t.count('shops')]).toEqual(before);
    });

    it('refuses a mobile or an email (any case) that already has an account: 409', async () => {
      const first = await signupPayload(t, { email: 'ravi@example.com' });
      expect((await signup(first)).status).toBe(201);
      const before = [await t.count('users'), await t.count('shops')];
      const sameMobile = await signup(await signupPayload(t, { mobile: first.mobile }));
      expect({ status: sameMobile.status, body: sameMobile.body }).toEqual({ status: 409, body: { message: M.mobileTaken } });
      const sameEmail = await signup(await signupPayload(t, { email: ' RAVI@example.COM ' }));
      expect({ status: sameEmail.status, body: sameEmail.body }).toEqual({ status: 409, body: { message: M.emailTaken } });
      expect([await t.count('users'), await t.count('shops')]).toEqual(before);
    });

    it('refuses unknown fields, wrong types and query operators (4xx, never a write)', async () => {
      const valid = await signupPayload(t);
      const before = await t.count('users');
      const unknown = await signup({ ...valid, role: 'admin' });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ role: 'Unknown field: role' });
      await expectOperatorPayloadsRefused(t, 'POST', SIGNUP, {
        payloads: [
          { ...valid, mobile: { $gt: '' } },
          { ...valid, email: { $ne: null } },
          { ...valid, shop_category_id: { $exists: true } },
          { ...valid, password: 12345678 },
          { ...valid, shop_name: ['a'] },
          [],
          'text',
        ],
        token: '',
        collection: 'users',
        forwardedFor: newClientAddress(),
      });
      expect(await t.count('users')).toBe(before);
    });
  });

  describe('POST /api/auth/login', () => {
    it('logs in by mobile or by email (any case): {token, userId, shop, user, message}', async () => {
      const body = await signupPayload(t, { email: 'meena@example.com' });
      const created = await signup(body);
      for (const identifier of [body.mobile, ` ${body.mobile} `, 'Meena@Example.com']) {
        const reply = await login({ identifier, password: body.password });
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({
          userId: created.body.userId,
          shop: { _id: created.body.shop._id, code: created.body.shop.code },
          user: { mobile: body.mobile, email: 'meena@example.com', name: 'Asha Sharma' },
          message: M.loggedIn,
        });
        expect((await t.app.get(JwtService).verifyAsync(reply.body.token)).sub).toBe(created.body.userId);
      }
    });

    it('answers the same 401 for an unknown identifier and a wrong password', async () => {
      const { mobile } = await signupShopkeeper(t);
      const wrongPassword = await login({ identifier: mobile, password: 'wrong-password' });
      const unknown = await login({ identifier: nextMobile(), password: 'wrong-password' });
      const unknownEmail = await login({ identifier: 'nobody@example.com', password: 'wrong-password' });
      for (const reply of [wrongPassword, unknown, unknownEmail]) {
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 401, body: { message: M.loginInvalid } });
      }
    });

    it('checks the spec rules first (422)', async () => {
      const reply = await login({ identifier: ' ', password: '123' });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ identifier: V.loginIdentifierRequired, password: V.passwordTooShort });
    });

    it('locks an account after 5 failures, from any address, until the window ends (429 + Retry-After)', async () => {
      const { mobile, password } = await signupShopkeeper(t);
      const limit = SHOPKEEPER_LOGIN_LIMITS.account?.limit ?? 0;
      for (let i = 0; i < limit; i++) {
        expect((await login({ identifier: mobile, password: `wrong-${i}x` })).status).toBe(401);
      }
      const locked = await login({ identifier: mobile, password });
      expect({ status: locked.status, body: locked.body }).toEqual({ status: 429, body: { message: M.loginLocked } });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not affected.
      const other = await signupShopkeeper(t);
      expect((await login({ identifier: other.mobile, password: other.password })).status).toBe(200);
    });

    it('locks an address after 20 failures across accounts', async () => {
      const address = newClientAddress();
      const { mobile, password } = await signupShopkeeper(t);
      for (let i = 0; i < SHOPKEEPER_LOGIN_LIMITS.address.limit; i++) {
        expect((await login({ identifier: nextMobile(), password: 'wrong-password' }, address)).status).toBe(401);
      }
      expect((await login({ identifier: mobile, password }, address)).status).toBe(429);
      expect((await login({ identifier: mobile, password })).status).toBe(200);
    });

    it("a success wipes the account's failures: a shopkeeper who mistypes now and then is never locked", async () => {
      const { mobile, password } = await signupShopkeeper(t);
      const limit = SHOPKEEPER_LOGIN_LIMITS.account?.limit ?? 0;
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < limit - 1; i++) {
          expect((await login({ identifier: mobile, password: `typo-${round}-${i}` })).status).toBe(401);
        }
        expect((await login({ identifier: mobile, password })).status).toBe(200);
      }
      // Counting starts again after the success: the limit still applies.
      for (let i = 0; i < limit; i++) expect((await login({ identifier: mobile, password: `guess-${i}x` })).status).toBe(401);
      expect((await login({ identifier: mobile, password })).status).toBe(429);
    });

    it('refuses query operators, unknown fields and wrong types (422, never a 500)', async () => {
      const { mobile, password } = await signupShopkeeper(t);
      for (const body of [
        { identifier: { $gt: '' }, password: 'whatever1' },
        { identifier: mobile, password: { $ne: null } },
        { identifier: { $regex: '.*' }, password: 'whatever1' },
        { identifier: Number(mobile), password },
        { identifier: [mobile], password },
        { identifier: mobile, password, role: 'admin' },
      ]) {
        const reply = await login(body);
        expect({ body, status: reply.status }).toEqual({ body, status: 422 });
      }
      for (const raw of ['[]', '"text"', 'null', '{"identifier":']) {
        const reply = await t.call('POST', LOGIN, { raw, forwardedFor: newClientAddress() });
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
      }
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the shopkeeper, the role and the shop', async () => {
      const s = await signupShopkeeper(t);
      const reply = await t.call('GET', '/api/auth/me', { token: s.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        user: { _id: s.userId, name: 'Asha Sharma', mobile: s.mobile, mobileVerified: false },
        role: ROLE_SHOPKEEPER,
        shop: { _id: s.shopId, code: s.shopCode },
        customer: null,
      });
    });

    it('401 for an expired token, and for an account that no longer exists', async () => {
      const s = await signupShopkeeper(t);
      const jwt = t.app.get(JwtService);
      const expired = jwt.sign({ sub: s.userId, role: ROLE_SHOPKEEPER }, { expiresIn: -10 });
      const ghost = jwt.sign({ sub: MISSING_ID, role: ROLE_SHOPKEEPER });
      for (const token of [expired, ghost, 'not-a-jwt']) {
        const reply = await t.call('GET', '/api/auth/me', { token });
        expect({ status: reply.status, body: reply.body }).toEqual({
          status: 401,
          body: { message: HTTP_MESSAGES.unauthorized },
        });
      }
    });
  });

  describe('mobile verification', () => {
    const resend = (mobile: unknown) =>
      t.call('POST', '/api/auth/resend-otp', { body: { mobile }, forwardedFor: newClientAddress() });
    const verify = (mobile: unknown, code: unknown) =>
      t.call('POST', '/api/auth/verify', { body: { mobile, code }, forwardedFor: newClientAddress() });
    /** Ends a mobile's one-minute cooldown in the database (rather than waiting for it). */
    const endCooldown = (mobile: string) =>
      t.connection
        .collection('otp_claims')
        .updateOne({ key: OTP_CLAIM_KEYS.cooldown(mobile) }, { $set: { until: new Date(Date.now() - 1) } });

    it('the code sent at signup verifies the mobile and signs in', async () => {
      const s = await signupShopkeeper(t);
      const code = await codeFor(s.mobile);
      const reply = await verify(s.mobile, code);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ user: { _id: s.userId, mobileVerified: true }, message: M.accountVerified });
      expect((await t.app.get(JwtService).verifyAsync(reply.body.token)).sub).toBe(s.userId);
      const me = await t.call('GET', '/api/auth/me', { token: s.token });
      expect(me.body.user.mobileVerified).toBe(true);
      // A code works once.
      expect((await verify(s.mobile, code)).body).toEqual({ message: M.otpExpired });
    });

    it('one code a minute per mobile (429 + Retry-After); a new code replaces the old one', async () => {
      const s = await signupShopkeeper(t);
      const cooldown = await resend(s.mobile);
      expect(cooldown.status).toBe(429);
      expect(cooldown.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP$/);
      expect(Number(cooldown.headers['retry-after'])).toBeGreaterThan(0);
      // A minute later:
      await endCooldown(s.mobile);
      const old = await codeFor(s.mobile);
      const again = await resend(s.mobile);
      expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: { message: M.otpSent } });
      const fresh = await codeFor(s.mobile);
      if (old !== fresh) expect((await verify(s.mobile, old)).body).toEqual({ message: M.otpInvalid });
      expect((await verify(s.mobile, fresh)).status).toBe(200);
    });

    it('answers the same for a mobile with no account, and sends nothing', async () => {
      const mobile = nextMobile();
      const reply = await resend(mobile);
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { message: M.otpSent } });
      expect((await t.call('GET', `/api/dev/outbox?to=${mobile}`)).body.messages).toEqual([]);
      // Its cooldown is the same too, and no code verifies it.
      expect((await resend(mobile)).status).toBe(429);
      for (const code of ['000000', '123456']) {
        expect((await verify(mobile, code)).body).toEqual({ message: M.otpInvalid });
      }
      expect(await t.connection.collection('users').countDocuments({ mobile })).toBe(0);
    });

    it('the outbox holds the SMS: channel sms, the 6-digit code in the text', async () => {
      const s = await signupShopkeeper(t);
      const { messages } = (await t.call('GET', `/api/dev/outbox?to=${s.mobile}`)).body;
      expect(messages).toEqual([
        { to: s.mobile, channel: 'sms', text: expect.stringMatching(/\b\d{6}\b/), createdAt: expect.any(String) },
      ]);
      // Only its hash is kept.
      const stored = await t.connection.collection('otp_codes').findOne({ mobile: s.mobile });
      expect(JSON.stringify(stored)).not.toContain(await codeFor(s.mobile));
    });

    it(`a wrong code is refused; after ${OTP_MAX_ATTEMPTS} the code is spent; an expired one says so`, async () => {
      const s = await signupShopkeeper(t);
      const code = await codeFor(s.mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) expect((await verify(s.mobile, wrong)).body).toEqual({ message: M.otpInvalid });
      expect((await verify(s.mobile, wrong)).body).toEqual({ message: M.otpTooManyAttempts });
      expect((await verify(s.mobile, code)).body).toEqual({ message: M.otpTooManyAttempts });

      const other = await signupShopkeeper(t);
      await t.connection
        .collection('otp_codes')
        .updateOne({ mobile: other.mobile }, { $set: { expiresAt: new Date(Date.now() - 1) } });
      const expired = await verify(other.mobile, await codeFor(other.mobile));
      expect({ status: expired.status, body: expired.body }).toEqual({ status: 401, body: { message: M.otpExpired } });
    });

    it(`parallel guesses share the ${OTP_MAX_ATTEMPTS} tries of a code; of two parallel right answers one signs in`, async () => {
      const s = await signupShopkeeper(t);
      const code = await codeFor(s.mobile);
      const wrong = Array.from({ length: 8 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const replies = await Promise.all(wrong.map((guess) => verify(s.mobile, guess)));
      expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(401));
      // Tries 1 to 4 are "invalid"; the 5th and every one past it "too many".
      expect(replies.filter((reply) => reply.body.message === M.otpInvalid)).toHaveLength(OTP_MAX_ATTEMPTS - 1);
      const tries = await t.connection.collection('otp_claims').countDocuments({ key: { $regex: `^try:${s.mobile}:` } });
      expect(tries).toBe(OTP_MAX_ATTEMPTS);
      expect((await verify(s.mobile, code)).body).toEqual({ message: M.otpTooManyAttempts });

      const other = await signupShopkeeper(t);
      const right = await codeFor(other.mobile);
      const both = await Promise.all([verify(other.mobile, right), verify(other.mobile, right)]);
      expect(both.map((reply) => reply.status).sort()).toEqual([200, 401]);
      expect(both.find((reply) => reply.status === 401)?.body).toEqual({ message: M.otpExpired });
    });

    it('parallel requests for a new code send one', async () => {
      const s = await signupShopkeeper(t);
      await endCooldown(s.mobile);
      const replies = await Promise.all(Array.from({ length: 5 }, () => resend(s.mobile)));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 429, 429, 429, 429]);
      expect((await t.call('GET', `/api/dev/outbox?to=${s.mobile}`)).body.messages).toHaveLength(2);
    });

    it('an SMS provider that fails: the signup still succeeds; a resend answers 503 with Retry-After and may be repeated at once', async () => {
      const send = jest.spyOn(t.app.get(SmsSender), 'sendOtp').mockRejectedValue(new Error('provider down'));
      let mobile = '';
      try {
        mobile = (await signupShopkeeper(t)).mobile;
        expect((await t.call('GET', `/api/dev/outbox?to=${mobile}`)).body.messages).toEqual([]);
        const failed = await resend(mobile);
        expect({ status: failed.status, body: failed.body }).toEqual({
          status: 503,
          body: { message: HTTP_MESSAGES.server, requestId: expect.any(String) },
        });
        expect(failed.headers['retry-after']).toBe(String(SMS_RETRY_AFTER_SECONDS));
      } finally {
        send.mockRestore();
      }
      // The provider is back: no cooldown from the failed sends.
      expect((await resend(mobile)).status).toBe(200);
      expect((await verify(mobile, await codeFor(mobile))).status).toBe(200);
    });

    it('checks the formats (422) and refuses operators, unknown fields and wrong types', async () => {
      expect((await verify('12345', '12')).body.errors).toEqual({ mobile: V.mobileOtpInvalid, code: V.otpInvalidFormat });
      expect((await resend({ $gt: '' })).status).toBe(422);
      expect((await verify({ $gt: '' }, { $ne: '' })).status).toBe(422);
      expect((await verify(9876543210, 123456)).status).toBe(422);
      const s = await signupShopkeeper(t);
      const code = await codeFor(s.mobile);
      for (const [url, body] of [
        ['/api/auth/verify', { mobile: s.mobile, code, userId: s.userId }],
        ['/api/auth/resend-otp', { mobile: s.mobile, channel: 'email' }],
      ] as const) {
        const reply = await t.call('POST', url, { body, forwardedFor: newClientAddress() });
        expect(reply.status).toBe(422);
        expect(Object.values(reply.body.errors)).toEqual([expect.stringMatching(/^Unknown field/)]);
      }
      // None of it touched the code: it still verifies.
      expect((await verify(s.mobile, code)).status).toBe(200);
    });
  });
});
