import {
  CUSTOMER_API_MESSAGES as M,
  CUSTOMER_LIMITS,
  CUSTOMER_VALIDATION as V,
  DEVICE_ID_HEADER,
  HTTP_MESSAGES,
} from '@chowk/contracts';
import { createTestApp, newClientAddress, type TestApp } from '../../testing/test-app';
import { OtpClock } from '../otp/otp-clock';
import { EmailSender } from '../notifications/email/email-sender';
import { SmsSender } from '../notifications/sms/sms-sender';
import { ContactVerificationService } from './contact-verification.service';
import { CustomerOtpService, DELIVERY_DEADLINE_MS, SEND_RETRY_AFTER_SECONDS } from './customer-otp.service';

const SEND = '/api/orders/send-otp';
const VERIFY = '/api/orders/verify-otp';
const MINUTE = 60_000;

let count = 0;
const nextEmail = () => `asha.${++count}@example.com`;
const nextMobile = () => `9${String(100_000_000 + ++count * 7919).slice(-9)}`;
const nextDevice = () => `device-${++count}-a1b2c3d4`;

describe('customer one-time codes API', () => {
  let t: TestApp;
  let clock: OtpClock;
  /** The OTP clock stands still at the start of the file, and moves only by `later`. */
  const start = Date.now();
  let offset = 0;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    clock = t.app.get(OtpClock);
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(start + offset));
  });
  afterAll(() => t.close());

  /** Moves the OTP clock forward (codes expire, cool-downs and hourly caps end). */
  const later = (ms: number) => {
    offset += ms;
  };

  const send = (body: unknown, device?: string, address = newClientAddress()) =>
    t.call('POST', SEND, { body, headers: device ? { [DEVICE_ID_HEADER]: device } : {}, forwardedFor: address });
  const verify = (body: unknown, device?: string) =>
    t.call('POST', VERIFY, { body, headers: device ? { [DEVICE_ID_HEADER]: device } : {}, forwardedFor: newClientAddress() });
  const outbox = async (to: string) => (await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages;
  const codeFor = async (to: string): Promise<string> => /\b(\d{6})\b/.exec((await outbox(to))[0]?.text ?? '')?.[1] ?? '';
  const otherThan = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
  const isVerified = (device: string, type: 'email' | 'mobile', identifier: string) =>
    t.app.get(ContactVerificationService).isVerified(device, type, identifier);

  describe('send and verify', () => {
    it('an email: the code in the outbox (only its HMAC stored), verified for this device', async () => {
      const email = nextEmail();
      const device = nextDevice();
      const sent = await send({ identifier: `  ${email.toUpperCase()} `, type: 'email' }, device);
      expect({ status: sent.status, body: sent.body }).toEqual({ status: 200, body: { success: true, message: M.otpSent } });

      const messages = await outbox(email);
      expect(messages).toEqual([
        { to: email, channel: 'email', text: expect.stringMatching(/\b\d{6}\b/), createdAt: expect.any(String) },
      ]);
      const code = await codeFor(email);
      const stored = await t.connection.collection('customer_otp_codes').findOne({ key: `customer:email:${email}` });
      expect(stored).toMatchObject({ codeHash: expect.any(String), sentAt: expect.any(Date), expiresAt: expect.any(Date) });
      expect(JSON.stringify(stored)).not.toContain(code);
      expect(stored!.expiresAt.getTime() - stored!.sentAt.getTime()).toBe(CUSTOMER_LIMITS.otpTtlMinutes * MINUTE);

      expect(await isVerified(device, 'email', email)).toBe(false);
      const verified = await verify({ identifier: email.toUpperCase(), type: 'email', otp: ` ${code} ` }, device);
      expect({ status: verified.status, body: verified.body }).toEqual({
        status: 200,
        body: { success: true, message: M.otpVerified, data: { type: 'email', identifier: email, verified: true } },
      });
      expect(await isVerified(device, 'email', email)).toBe(true);
      expect(await isVerified(nextDevice(), 'email', email)).toBe(false);
    });

    it('a mobile: by SMS (the outbox), verified for this device', async () => {
      const mobile = nextMobile();
      const device = nextDevice();
      expect((await send({ identifier: ` ${mobile} `, type: 'mobile' }, device)).status).toBe(200);
      expect(await outbox(mobile)).toEqual([
        { to: mobile, channel: 'sms', text: expect.stringMatching(/\b\d{6}\b/), createdAt: expect.any(String) },
      ]);
      const reply = await verify({ identifier: mobile, type: 'mobile', otp: await codeFor(mobile) }, device);
      expect(reply.body).toEqual({
        success: true,
        message: M.otpVerified,
        data: { type: 'mobile', identifier: mobile, verified: true },
      });
      expect(await isVerified(device, 'mobile', mobile)).toBe(true);
    });

    it('a code works once; of two parallel right answers one verifies', async () => {
      const email = nextEmail();
      const device = nextDevice();
      await send({ identifier: email, type: 'email' }, device);
      const body = { identifier: email, type: 'email', otp: await codeFor(email) };
      expect((await verify(body, device)).status).toBe(200);
      const again = await verify(body, device);
      expect({ status: again.status, body: again.body }).toEqual({
        status: 400,
        body: { success: false, message: M.otpExpired },
      });

      const other = nextEmail();
      later(CUSTOMER_LIMITS.otpResendSeconds * 1000);
      await send({ identifier: other, type: 'email' }, device);
      const right = { identifier: other, type: 'email', otp: await codeFor(other) };
      const both = await Promise.all([verify(right, device), verify(right, device)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(both.find((r) => r.status === 400)?.body).toEqual({ success: false, message: M.otpExpired });
    });

    it('a code sent for device A does not verify on device B (and B is not verified)', async () => {
      const email = nextEmail();
      const [a, b] = [nextDevice(), nextDevice()];
      await send({ identifier: email, type: 'email' }, a);
      const body = { identifier: email, type: 'email', otp: await codeFor(email) };
      const onB = await verify(body, b);
      expect({ status: onB.status, body: onB.body }).toEqual({ status: 400, body: { success: false, message: M.otpInvalid } });
      expect(await isVerified(b, 'email', email)).toBe(false);
      expect((await verify(body, a)).status).toBe(200);
      expect(await isVerified(a, 'email', email)).toBe(true);
      expect(await isVerified(b, 'email', email)).toBe(false);
    });

    it('a contact with no code, or another contact’s code: Invalid OTP', async () => {
      const device = nextDevice();
      const none = await verify({ identifier: nextEmail(), type: 'email', otp: '123456' }, device);
      expect({ status: none.status, body: none.body }).toEqual({ status: 400, body: { success: false, message: M.otpInvalid } });
      const email = nextEmail();
      await send({ identifier: email, type: 'email' }, device);
      const mobile = nextMobile();
      const cross = await verify({ identifier: mobile, type: 'mobile', otp: await codeFor(email) }, device);
      expect(cross.body).toEqual({ success: false, message: M.otpInvalid });
    });
  });

  describe('tries and expiry', () => {
    it(`wrong codes: ${CUSTOMER_LIMITS.otpMaxWrongTries} tries, then 'Too many wrong codes…' even for the right one`, async () => {
      const email = nextEmail();
      const device = nextDevice();
      await send({ identifier: email, type: 'email' }, device);
      const code = await codeFor(email);
      for (let i = 1; i < CUSTOMER_LIMITS.otpMaxWrongTries; i++) {
        const wrong = await verify({ identifier: email, type: 'email', otp: otherThan(code, i) }, device);
        expect({ status: wrong.status, body: wrong.body }).toEqual({
          status: 400,
          body: { success: false, message: M.otpInvalid },
        });
      }
      const last = await verify({ identifier: email, type: 'email', otp: otherThan(code, 99) }, device);
      expect(last.body).toEqual({ success: false, message: M.otpTooManyAttempts });
      const right = await verify({ identifier: email, type: 'email', otp: code }, device);
      expect({ status: right.status, body: right.body }).toEqual({
        status: 400,
        body: { success: false, message: M.otpTooManyAttempts },
      });
      expect(await isVerified(device, 'email', email)).toBe(false);

      // A new code (a minute later) has its own tries.
      later(CUSTOMER_LIMITS.otpResendSeconds * 1000);
      await send({ identifier: email, type: 'email' }, device);
      expect((await verify({ identifier: email, type: 'email', otp: await codeFor(email) }, device)).status).toBe(200);
    });

    it(`parallel guesses share the ${CUSTOMER_LIMITS.otpMaxWrongTries} tries`, async () => {
      const mobile = nextMobile();
      const device = nextDevice();
      await send({ identifier: mobile, type: 'mobile' }, device);
      const code = await codeFor(mobile);
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) => verify({ identifier: mobile, type: 'mobile', otp: otherThan(code, i + 1) }, device)),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(8).fill(400));
      expect(replies.filter((r) => r.body.message === M.otpInvalid)).toHaveLength(CUSTOMER_LIMITS.otpMaxWrongTries - 1);
      expect(replies.filter((r) => r.body.message === M.otpTooManyAttempts)).toHaveLength(
        8 - (CUSTOMER_LIMITS.otpMaxWrongTries - 1),
      );
      expect((await verify({ identifier: mobile, type: 'mobile', otp: code }, device)).body.message).toBe(M.otpTooManyAttempts);
    });

    it(`a code expires after ${CUSTOMER_LIMITS.otpTtlMinutes} minutes (the injected clock)`, async () => {
      const email = nextEmail();
      const device = nextDevice();
      await send({ identifier: email, type: 'email' }, device);
      const code = await codeFor(email);
      later(CUSTOMER_LIMITS.otpTtlMinutes * MINUTE - 1000);
      // Still good a second before its end: checked with a wrong code so the right one stays.
      expect((await verify({ identifier: email, type: 'email', otp: otherThan(code) }, device)).body.message).toBe(M.otpInvalid);
      later(1000);
      const expired = await verify({ identifier: email, type: 'email', otp: code }, device);
      expect({ status: expired.status, body: expired.body }).toEqual({
        status: 400,
        body: { success: false, message: M.otpExpired },
      });
      expect(await isVerified(device, 'email', email)).toBe(false);
    });
  });

  describe('limits', () => {
    it(`one code a minute per contact (429 + Retry-After); a new code replaces the old one`, async () => {
      const email = nextEmail();
      const device = nextDevice();
      expect((await send({ identifier: email, type: 'email' }, device)).status).toBe(200);
      const old = await codeFor(email);
      later(20_000);
      // Another device, another address, any case: the contact's minute.
      const wait = await send({ identifier: email.toUpperCase(), type: 'email' }, nextDevice());
      expect({ status: wait.status, body: wait.body }).toEqual({
        status: 429,
        body: { success: false, message: M.otpResendWait(40) },
      });
      expect(wait.headers['retry-after']).toBe('40');
      expect(await outbox(email)).toHaveLength(1);

      later(40_000);
      expect((await send({ identifier: email, type: 'email' }, device)).status).toBe(200);
      const fresh = await codeFor(email);
      expect(await outbox(email)).toHaveLength(2);
      if (fresh !== old) {
        expect((await verify({ identifier: email, type: 'email', otp: old }, device)).body.message).toBe(M.otpInvalid);
      }
      expect((await verify({ identifier: email, type: 'email', otp: fresh }, device)).status).toBe(200);
    });

    it('parallel requests for one contact send one code', async () => {
      const mobile = nextMobile();
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => send({ identifier: mobile, type: 'mobile' }, nextDevice())),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
      expect(await outbox(mobile)).toHaveLength(1);
    });

    it(`at most ${CUSTOMER_LIMITS.otpSendsPerIdentifierPerHour} codes an hour per contact (429 ${M.otpHourlyCap}), a sliding hour`, async () => {
      const email = nextEmail();
      const device = nextDevice();
      for (let i = 0; i < CUSTOMER_LIMITS.otpSendsPerIdentifierPerHour; i++) {
        expect((await send({ identifier: email, type: 'email' }, device)).status).toBe(200);
        later(CUSTOMER_LIMITS.otpResendSeconds * 1000);
      }
      const capped = await send({ identifier: email, type: 'email' }, device);
      expect({ status: capped.status, body: capped.body }).toEqual({
        status: 429,
        body: { success: false, message: M.otpHourlyCap },
      });
      // The first code was sent 5 minutes ago: its slot frees in 55 minutes.
      expect(Number(capped.headers['retry-after'])).toBe(60 * 60 - 5 * 60);
      expect(await outbox(email)).toHaveLength(CUSTOMER_LIMITS.otpSendsPerIdentifierPerHour);
      // The cap refused before the cool-down was taken: the last code is still the one to use.
      expect((await verify({ identifier: email, type: 'email', otp: await codeFor(email) }, device)).status).toBe(200);

      later(55 * MINUTE);
      expect((await send({ identifier: email, type: 'email' }, device)).status).toBe(200);
      expect((await send({ identifier: nextEmail(), type: 'email' }, device)).status).toBe(200);
    });

    it(`at most ${CUSTOMER_LIMITS.otpSendsPerAddressPerHour} codes an hour per client address, under parallel requests too`, async () => {
      const address = newClientAddress();
      const cap = CUSTOMER_LIMITS.otpSendsPerAddressPerHour;
      const emails = Array.from({ length: cap + 6 }, () => nextEmail());
      const replies = await Promise.all(emails.map((email) => send({ identifier: email, type: 'email' }, nextDevice(), address)));
      // A database too slow for the burst (FerretDB under a loaded machine) may answer some with
      // 503; those send nothing and give their claims back (or, if the release timed out too,
      // keep them: fewer codes, never more).
      const odd = replies.filter((r) => ![200, 429, 503].includes(r.status)).map((r) => ({ status: r.status, body: r.body }));
      expect(odd).toEqual([]);
      const sent = replies.filter((r) => r.status === 200).length;
      const slow = replies.filter((r) => r.status === 503).length;
      expect(sent).toBeLessThanOrEqual(cap);
      for (const reply of replies.filter((r) => r.status === 429)) {
        expect(reply.body).toEqual({ success: false, message: M.otpHourlyCap });
        expect(Number(reply.headers['retry-after'])).toBe(60 * 60);
      }
      // What the burst left of the hour, one by one, up to the cap.
      let more = 0;
      for (;;) {
        const reply = await send({ identifier: nextEmail(), type: 'email' }, nextDevice(), address);
        if (reply.status === 429) break;
        expect(reply.status).toBe(200);
        more += 1;
      }
      expect(sent + more).toBeLessThanOrEqual(cap);
      expect(sent + more).toBeGreaterThanOrEqual(cap - slow);
      if (slow === 0) {
        expect(sent + more).toBe(cap);
        const delivered = await Promise.all(emails.map(async (email) => (await outbox(email)).length));
        expect(delivered.reduce((a, b) => a + b, 0)).toBe(sent);
      }
      // Another address is not affected; this one's hour frees slot by slot.
      expect((await send({ identifier: nextEmail(), type: 'email' }, nextDevice())).status).toBe(200);
      expect((await send({ identifier: nextMobile(), type: 'mobile' }, nextDevice(), address)).status).toBe(429);
      later(60 * MINUTE);
      expect((await send({ identifier: nextMobile(), type: 'mobile' }, nextDevice(), address)).status).toBe(200);
    });

    it('a provider that fails: 503 with Retry-After, nothing taken (the customer may ask again at once)', async () => {
      for (const [type, sender, identifier] of [
        ['email', EmailSender, nextEmail()],
        ['mobile', SmsSender, nextMobile()],
      ] as const) {
        const spy = jest
          .spyOn(t.app.get<EmailSender | SmsSender>(sender), 'sendOtp')
          .mockRejectedValue(new Error('provider down'));
        const address = newClientAddress();
        const device = nextDevice();
        try {
          for (let i = 0; i < CUSTOMER_LIMITS.otpSendsPerIdentifierPerHour + 1; i++) {
            const failed = await send({ identifier, type }, device, address);
            expect({ status: failed.status, body: failed.body }).toEqual({
              status: 503,
              body: { success: false, message: M.otpSendFailed },
            });
            expect(failed.headers['retry-after']).toBe(String(SEND_RETRY_AFTER_SECONDS));
          }
        } finally {
          spy.mockRestore();
        }
        const claims = await t.connection
          .collection('otp_claims')
          .countDocuments({ key: { $regex: `${address}|${identifier}` } });
        expect(claims).toBe(0);
        expect((await send({ identifier, type }, device, address)).status).toBe(200);
        expect((await verify({ identifier, type, otp: await codeFor(identifier) }, device)).status).toBe(200);
      }
    });

    it('a provider slower than the deadline: 503 with Retry-After, nothing taken', async () => {
      const service = t.app.get(CustomerOtpService);
      service.deliveryDeadlineMs = 50;
      let late: Promise<void> = Promise.resolve();
      const spy = jest.spyOn(t.app.get(EmailSender), 'sendOtp').mockImplementation(() => {
        late = new Promise((resolve) => setTimeout(resolve, 300));
        return late;
      });
      const email = nextEmail();
      const device = nextDevice();
      try {
        const slow = await send({ identifier: email, type: 'email' }, device);
        expect({ status: slow.status, body: slow.body }).toEqual({
          status: 503,
          body: { success: false, message: M.otpSendFailed },
        });
        expect(slow.headers['retry-after']).toBe(String(SEND_RETRY_AFTER_SECONDS));
        await late;
      } finally {
        spy.mockRestore();
        service.deliveryDeadlineMs = DELIVERY_DEADLINE_MS;
      }
      expect((await send({ identifier: email, type: 'email' }, device)).status).toBe(200);
    });

    it("a customer's codes and a shopkeeper's for the same mobile do not share a cool-down", async () => {
      const mobile = nextMobile();
      expect((await send({ identifier: mobile, type: 'mobile' }, nextDevice())).status).toBe(200);
      const shopkeeper = await t.call('POST', '/api/auth/resend-otp', { body: { mobile }, forwardedFor: newClientAddress() });
      expect(shopkeeper.status).toBe(200);
    });
  });

  describe('the device and the body', () => {
    it(`no or a malformed ${DEVICE_ID_HEADER}: 400 '${M.deviceRequired}', nothing sent or checked`, async () => {
      const email = nextEmail();
      for (const device of [undefined, 'short', 'has spaces in it', 'x'.repeat(101), 'emoji-🙂-device']) {
        for (const [url, body] of [
          [SEND, { identifier: email, type: 'email' }],
          [VERIFY, { identifier: email, type: 'email', otp: '123456' }],
        ] as const) {
          const reply = await t.call('POST', url, {
            body,
            headers: device ? { [DEVICE_ID_HEADER]: device } : {},
            forwardedFor: newClientAddress(),
          });
          expect({ device, status: reply.status, body: reply.body }).toEqual({
            device,
            status: 400,
            body: { success: false, message: M.deviceRequired },
          });
        }
      }
      expect(await outbox(email)).toEqual([]);
      // No cool-down was taken either.
      expect((await send({ identifier: email, type: 'email' }, nextDevice())).status).toBe(200);
    });

    it.each([
      ['a bad email', { identifier: 'asha@example', type: 'email' }, { identifier: V.emailInvalid }],
      ['a mobile as an email', { identifier: '9876543210', type: 'email' }, { identifier: V.emailInvalid }],
      ['a short mobile', { identifier: '98765', type: 'mobile' }, { identifier: V.mobileInvalid }],
      ['a mobile starting 5', { identifier: '5876543210', type: 'mobile' }, { identifier: V.mobileInvalid }],
      ['an email as a mobile', { identifier: 'asha@example.com', type: 'mobile' }, { identifier: V.mobileInvalid }],
      ['no identifier', { type: 'mobile' }, { identifier: V.mobileInvalid }],
      ['a number', { identifier: 9876543210, type: 'mobile' }, { identifier: V.mobileInvalid }],
      ['an operator', { identifier: { $gt: '' }, type: 'email' }, { identifier: V.emailInvalid }],
      ['another type', { identifier: 'asha@example.com', type: 'whatsapp' }, { type: V.contactTypeInvalid }],
      ['no type', { identifier: 'asha@example.com' }, { type: V.contactTypeInvalid }],
      ['an unknown field', { identifier: 'asha@example.com', type: 'email', shop: 'x' }, { shop: 'Unknown field: shop' }],
    ])('send-otp refuses %s: 400 with the spec message', async (_label, body, errors) => {
      const reply = await send(body, nextDevice());
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 400,
        body: { success: false, message: Object.values(errors)[0], errors },
      });
    });

    it.each([
      ['a short code', '12345'],
      ['letters', '12a456'],
      ['7 digits', '1234567'],
      ['a number', 123456],
      ['an operator', { $ne: '' }],
      ['nothing', undefined],
    ])('verify-otp refuses %s as the code: 400 %s', async (_label, otp) => {
      const reply = await verify({ identifier: nextEmail(), type: 'email', otp }, nextDevice());
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 400,
        body: { success: false, message: V.otpInvalidFormat, errors: { otp: V.otpInvalidFormat } },
      });
    });

    it('names a field’s own rule before an unknown field; malformed JSON keeps the usual 400', async () => {
      const reply = await verify({ identifier: 'nope', type: 'email', otp: '123456', name: 'Asha' }, nextDevice());
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        success: false,
        message: V.emailInvalid,
        errors: { identifier: V.emailInvalid, name: 'Unknown field: name' },
      });
      const malformed = await t.call('POST', SEND, { raw: '{"identifier":', headers: { [DEVICE_ID_HEADER]: nextDevice() } });
      expect(malformed.status).toBe(400);
      expect(typeof malformed.body.message).toBe('string');
      for (const raw of ['[]', '"text"', 'null']) {
        const reply = await t.call('POST', VERIFY, { raw, headers: { [DEVICE_ID_HEADER]: nextDevice() } });
        expect({ raw, status: reply.status }).toEqual({ raw, status: 400 });
      }
      expect(HTTP_MESSAGES.badRequest).toBeDefined();
    });
  });
});
