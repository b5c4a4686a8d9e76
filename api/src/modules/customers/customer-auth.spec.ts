import { UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  CUSTOMER_API_MESSAGES as M,
  CUSTOMER_LIMITS,
  CUSTOMER_VALIDATION as V,
  DEVICE_ID_HEADER,
  HTTP_MESSAGES,
  ROLE_ADMIN,
  ROLE_SHOPKEEPER,
} from '@chowk/contracts';
import { customerFromRequest } from '../../common/guards/customer.guard';
import { signupShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, newClientAddress, type TestApp } from '../../testing/test-app';
import { OtpClock } from '../otp/otp-clock';
import { ContactVerificationService } from './contact-verification.service';

const SIGN_IN = '/api/auth/customer/verify';
let count = 0;
const nextEmail = () => `ravi.${++count}@example.com`;
const nextMobile = () => `8${String(200_000_000 + ++count * 7919).slice(-9)}`;
const nextDevice = () => `device-${++count}-e5f6a7b8`;

describe('customer sign-in API', () => {
  let t: TestApp;
  let jwt: JwtService;
  let offset = 0;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    jwt = t.app.get(JwtService);
    jest.spyOn(t.app.get(OtpClock), 'now').mockImplementation(() => new Date(Date.now() + offset));
  });
  afterAll(() => t.close());

  const headers = (device?: string): Record<string, string> => (device ? { [DEVICE_ID_HEADER]: device } : {});
  /** Sends a code to the contact for the device (a minute after the last one) and reads it from the outbox. */
  const codeSent = async (type: 'email' | 'mobile', identifier: string, device: string): Promise<string> => {
    offset += CUSTOMER_LIMITS.otpResendSeconds * 1000;
    const sent = await t.call('POST', '/api/orders/send-otp', {
      body: { identifier, type },
      headers: headers(device),
      forwardedFor: newClientAddress(),
    });
    expect(sent.status).toBe(200);
    const { messages } = (await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(identifier)}`)).body;
    return /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? '';
  };
  const signIn = (body: unknown, device?: string) =>
    t.call('POST', SIGN_IN, { body, headers: headers(device), forwardedFor: newClientAddress() });

  it('creates the customer on first use: {token, customer, message}; the token names the verified email; the device is verified', async () => {
    const email = nextEmail();
    const device = nextDevice();
    const before = await t.count('customers');
    const reply = await signIn(
      { identifier: ` ${email.toUpperCase()} `, type: 'email', otp: await codeSent('email', email, device), name: '  Ravi  ' },
      device,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      token: expect.any(String),
      customer: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Ravi', email },
      message: M.signedIn,
    });
    expect(await t.count('customers')).toBe(before + 1);
    const payload = await jwt.verifyAsync(reply.body.token);
    expect(payload).toEqual({
      sub: reply.body.customer._id,
      role: 'customer',
      email,
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(payload.exp - payload.iat).toBe(CUSTOMER_LIMITS.customerTokenDays * 24 * 60 * 60);
    expect(await t.app.get(ContactVerificationService).isVerified(device, 'email', email)).toBe(true);
  });

  it('signs the same customer in again (any case, any device), keeping or changing the name; never a second account', async () => {
    const email = nextEmail();
    const first = await signIn(
      { identifier: email, type: 'email', otp: await codeSent('email', email, 'device-one-1') },
      'device-one-1',
    );
    expect(first.body.customer).toEqual({ _id: expect.any(String), email });
    const count = await t.count('customers');

    const named = await signIn(
      { identifier: email.toUpperCase(), type: 'email', otp: await codeSent('email', email, 'device-two-2'), name: 'Meena' },
      'device-two-2',
    );
    expect(named.body.customer).toEqual({ _id: first.body.customer._id, email, name: 'Meena' });
    const again = await signIn(
      { identifier: email, type: 'email', otp: await codeSent('email', email, 'device-one-1'), name: ' ' },
      'device-one-1',
    );
    expect(again.body.customer).toEqual({ _id: first.body.customer._id, email, name: 'Meena' });
    expect(await t.count('customers')).toBe(count);
    expect(await t.connection.collection('customers').countDocuments({ contactKey: `email:${email}` })).toBe(1);
  });

  it('a mobile: the token names the mobile and no email', async () => {
    const mobile = nextMobile();
    const device = nextDevice();
    const reply = await signIn({ identifier: mobile, type: 'mobile', otp: await codeSent('mobile', mobile, device) }, device);
    expect(reply.body.customer).toEqual({ _id: expect.any(String), mobile });
    const payload = await jwt.verifyAsync(reply.body.token);
    expect(payload).toMatchObject({ sub: reply.body.customer._id, role: 'customer', mobile });
    expect(payload).not.toHaveProperty('email');
  });

  it('a wrong code, one for another device, or a used one: 400 {success:false, message}, no account', async () => {
    const email = nextEmail();
    const device = nextDevice();
    const code = await codeSent('email', email, device);
    const before = await t.count('customers');
    const wrong = await signIn(
      { identifier: email, type: 'email', otp: String((Number(code) + 1) % 1_000_000).padStart(6, '0') },
      device,
    );
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 400, body: { success: false, message: M.otpInvalid } });
    const otherDevice = await signIn({ identifier: email, type: 'email', otp: code }, nextDevice());
    expect(otherDevice.body).toEqual({ success: false, message: M.otpInvalid });
    expect(await t.count('customers')).toBe(before);
    // The code verify-otp used is spent for the sign-in too.
    const verified = await t.call('POST', '/api/orders/verify-otp', {
      body: { identifier: email, type: 'email', otp: code },
      headers: headers(device),
    });
    expect(verified.status).toBe(200);
    const used = await signIn({ identifier: email, type: 'email', otp: code }, device);
    expect({ status: used.status, body: used.body }).toEqual({ status: 400, body: { success: false, message: M.otpExpired } });
    expect(await t.count('customers')).toBe(before);
  });

  it('checks the device header and the body (400 with the spec messages)', async () => {
    const noDevice = await signIn({ identifier: nextEmail(), type: 'email', otp: '123456' });
    expect(noDevice.body).toEqual({ success: false, message: M.deviceRequired });
    const longName = await signIn({ identifier: nextEmail(), type: 'email', otp: '123456', name: 'x'.repeat(101) }, nextDevice());
    expect({ status: longName.status, body: longName.body }).toEqual({
      status: 400,
      body: { success: false, message: V.customerNameTooLong, errors: { name: V.customerNameTooLong } },
    });
    const bad = await signIn({ identifier: '12345', type: 'mobile', otp: 'abc', name: 7, role: 'admin' }, nextDevice());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      identifier: V.mobileInvalid,
      otp: V.otpInvalidFormat,
      name: 'Name must be text',
      role: 'Unknown field: role',
    });
  });

  describe('the customer token', () => {
    let token = '';
    let id = '';
    const email = nextEmail();

    beforeAll(async () => {
      const device = nextDevice();
      const reply = await signIn(
        { identifier: email, type: 'email', otp: await codeSent('email', email, device), name: 'Asha' },
        device,
      );
      ({ token } = reply.body);
      id = reply.body.customer._id;
    });

    it('GET /api/auth/customer/me answers {customer}', async () => {
      const reply = await t.call('GET', '/api/auth/customer/me', { token });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 200,
        body: { customer: { _id: id, name: 'Asha', email } },
      });
    });

    it("GET /api/auth/me answers {user: null, role: 'customer', shop: null, customer}", async () => {
      const reply = await t.call('GET', '/api/auth/me', { token });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 200,
        body: { user: null, role: 'customer', shop: null, customer: { _id: id, name: 'Asha', email } },
      });
    });

    it('an expired, forged or missing token: 401 on both; an account that is gone: 401', async () => {
      const expired = jwt.sign({ sub: id, role: 'customer', email }, { expiresIn: -10 });
      const forged = new JwtService({ secret: 'not-the-server-secret-not-the-server-secret' }).sign({
        sub: id,
        role: 'customer',
      });
      const ghost = jwt.sign({ sub: MISSING_ID, role: 'customer' });
      for (const url of ['/api/auth/customer/me', '/api/auth/me']) {
        for (const bad of [expired, forged, ghost, 'not-a-jwt', undefined]) {
          const reply = await t.call('GET', url, { token: bad });
          expect({ url, status: reply.status, body: reply.body }).toEqual({
            url,
            status: 401,
            body: { message: HTTP_MESSAGES.unauthorized },
          });
        }
      }
    });

    it("a shopkeeper's or the admin's token on /api/auth/customer/me: 403", async () => {
      const shopkeeper = await signupShopkeeper(t);
      for (const other of [shopkeeper.token, await t.adminToken()]) {
        const reply = await t.call('GET', '/api/auth/customer/me', { token: other });
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 403, body: { message: HTTP_MESSAGES.forbidden } });
      }
      // /api/auth/me still answers them as before.
      expect((await t.call('GET', '/api/auth/me', { token: shopkeeper.token })).body.role).toBe(ROLE_SHOPKEEPER);
    });

    it('customerFromRequest (optional sign-in for orders): null without a token or for another role; 401 for a bad one', async () => {
      const request = (authorization?: string) => ({ headers: authorization ? { authorization } : {} });
      expect(await customerFromRequest(request(), jwt)).toBeNull();
      expect(await customerFromRequest(request(`Bearer ${token}`), jwt)).toMatchObject({ sub: id, role: 'customer', email });
      expect(await customerFromRequest(request(`Bearer ${jwt.sign({ sub: 'x', role: ROLE_ADMIN })}`), jwt)).toBeNull();
      expect(await customerFromRequest(request('Basic YWRtaW46YWRtaW4='), jwt)).toBeNull();
      const expired = jwt.sign({ sub: id, role: 'customer' }, { expiresIn: -10 });
      for (const bad of [`Bearer ${expired}`, 'Bearer not-a-jwt', `Bearer ${jwt.sign({ role: 'customer' })}`]) {
        await expect(customerFromRequest(request(bad), jwt)).rejects.toThrow(UnauthorizedException);
      }
    });
  });
});
