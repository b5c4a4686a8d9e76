import { API_MESSAGES, DEVICE_ID_HEADER, HTTP_MESSAGES, LIMITS, VALIDATION } from '@chowk/contracts';
import { expectOperatorPayloadsRefused } from '../../testing/expectations';
import { RATE_LIMITS } from '../../common/throttle/rate-limits';
import { createTestApp, newClientAddress, type TestApp } from '../../testing/test-app';

const contact = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Listing my shop', message: 'How do I add my bakery?' };

describe('site API: contact and newsletter', () => {
  let t: TestApp;
  // Each test posts from its own address, so the rate limits never carry over between tests.
  let from: string;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    from = newClientAddress();
  });

  describe('POST /api/contact', () => {
    it('stores the message (trimmed) with createdAt and the X-Device-Id, answers 201 {message}', async () => {
      const deviceId = '3f1c2a9e-7b44-4c2b-9a59-0e0c6b1d2f10';
      const reply = await t.call('POST', '/api/contact', {
        body: { ...contact, name: '  Asha Rao  ', message: '\n How do I add my bakery? \n' },
        headers: { [DEVICE_ID_HEADER]: deviceId },
        forwardedFor: from,
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({ message: API_MESSAGES.contactReceived });
      const stored = await t.connection.collection('contact_messages').findOne({ deviceId });
      expect(stored).toMatchObject({ ...contact, deviceId });
      expect(stored?.createdAt).toBeInstanceOf(Date);
    });

    it('works without a device id, and ignores one that is not an id', async () => {
      expect(
        (await t.call('POST', '/api/contact', { body: { ...contact, subject: 'No device' }, forwardedFor: from })).status,
      ).toBe(201);
      const odd = await t.call('POST', '/api/contact', {
        body: { ...contact, subject: 'Odd device' },
        headers: { [DEVICE_ID_HEADER]: '<script>' },
        forwardedFor: from,
      });
      expect(odd.status).toBe(201);
      const stored = await t.connection
        .collection('contact_messages')
        .find({ subject: /device$/ })
        .toArray();
      expect(stored).toHaveLength(2);
      for (const doc of stored) expect(doc.deviceId).toBeUndefined();
    });

    it.each([
      [
        'everything missing',
        {},
        {
          name: VALIDATION.contactNameRequired,
          email: VALIDATION.contactEmailRequired,
          subject: VALIDATION.contactSubjectRequired,
          message: VALIDATION.contactMessageRequired,
        },
      ],
      ['blank name', { ...contact, name: '   ' }, { name: VALIDATION.contactNameRequired }],
      ['name too long', { ...contact, name: 'n'.repeat(LIMITS.contactNameMax + 1) }, { name: VALIDATION.contactNameTooLong }],
      ['email missing', { ...contact, email: '' }, { email: VALIDATION.contactEmailRequired }],
      ['email invalid', { ...contact, email: 'asha@example' }, { email: VALIDATION.emailInvalid }],
      ['email with a space', { ...contact, email: 'asha rao@example.com' }, { email: VALIDATION.emailInvalid }],
      ['email too long', { ...contact, email: `${'e'.repeat(LIMITS.emailMax)}@example.com` }, { email: VALIDATION.emailInvalid }],
      [
        'subject too long',
        { ...contact, subject: 's'.repeat(LIMITS.contactSubjectMax + 1) },
        { subject: VALIDATION.contactSubjectTooLong },
      ],
      [
        'message too long',
        { ...contact, message: 'm'.repeat(LIMITS.contactMessageMax + 1) },
        { message: VALIDATION.contactMessageTooLong },
      ],
      ['message a number', { ...contact, message: 12 }, { message: VALIDATION.contactMessageRequired }],
      ['email an operator', { ...contact, email: { $gt: '' } }, { email: VALIDATION.contactEmailRequired }],
      ['an unknown field', { ...contact, phone: '9876543210' }, { phone: VALIDATION.unknownField('phone') }],
    ])('%s → 422 with the spec messages, nothing stored', async (_label, body, errors) => {
      const before = await t.count('contact_messages');
      const reply = await t.call('POST', '/api/contact', { body, forwardedFor: from });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors });
      expect(await t.count('contact_messages')).toBe(before);
    });

    it('accepts every field at its longest', async () => {
      const reply = await t.call('POST', '/api/contact', {
        body: {
          name: 'n'.repeat(LIMITS.contactNameMax),
          email: contact.email,
          subject: 's'.repeat(LIMITS.contactSubjectMax),
          message: 'm'.repeat(LIMITS.contactMessageMax),
        },
        forwardedFor: from,
      });
      expect(reply.status).toBe(201);
    });

    it('refuses $-operator payloads without storing anything', async () => {
      await expectOperatorPayloadsRefused(t, 'POST', '/api/contact', {
        token: '',
        forwardedFor: from,
        collection: 'contact_messages',
        payloads: [
          { ...contact, name: { $ne: null } },
          { ...contact, $set: { admin: true } },
        ],
      });
    });
  });

  describe('POST /api/newsletter', () => {
    it('subscribes a trimmed, lower-case address: 201 {message}; twice is harmless (one document)', async () => {
      const first = await t.call('POST', '/api/newsletter', { body: { email: '  Asha@Example.COM ' }, forwardedFor: from });
      expect(first).toMatchObject({ status: 201, body: { message: API_MESSAGES.subscribed } });
      const again = await t.call('POST', '/api/newsletter', { body: { email: 'asha@example.com' }, forwardedFor: from });
      expect(again).toMatchObject({ status: 201, body: { message: API_MESSAGES.subscribed } });
      const docs = await t.connection.collection('newsletter_subscribers').find().toArray();
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({ email: 'asha@example.com', createdAt: expect.any(Date) });
    });

    it('keeps one document when the same address subscribes many times at once', async () => {
      const replies = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.call('POST', '/api/newsletter', { body: { email: 'rush@example.com' }, forwardedFor: from }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(await t.connection.collection('newsletter_subscribers').countDocuments({ email: 'rush@example.com' })).toBe(1);
    });

    it.each([
      ['missing', {}, { email: VALIDATION.emailInvalid }],
      ['empty', { email: '  ' }, { email: VALIDATION.emailInvalid }],
      ['not an address', { email: 'asha' }, { email: VALIDATION.emailInvalid }],
      ['too long', { email: `${'e'.repeat(LIMITS.emailMax)}@example.com` }, { email: VALIDATION.emailInvalid }],
      ['an operator', { email: { $ne: null } }, { email: VALIDATION.emailInvalid }],
      ['an array', { email: ['a@b.co'] }, { email: VALIDATION.emailInvalid }],
      ['an unknown field', { email: 'a@b.co', name: 'A' }, { name: VALIDATION.unknownField('name') }],
    ])('%s → 422, nothing stored', async (_label, body, errors) => {
      const before = await t.count('newsletter_subscribers');
      const reply = await t.call('POST', '/api/newsletter', { body, forwardedFor: from });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors });
      expect(await t.count('newsletter_subscribers')).toBe(before);
    });
  });

  describe.each([
    ['contact', RATE_LIMITS.contact, 'contact_messages', (n: number) => ({ ...contact, subject: `Flood ${n}` })],
    ['newsletter', RATE_LIMITS.newsletter, 'newsletter_subscribers', (n: number) => ({ email: `flood-${n}@example.com` })],
  ] as const)('rate limit of POST /api/%s', (route, limits, collection, valid) => {
    const url = `/api/${route}`;
    const invalid = {};
    const windowSeconds = limits.ttl / 1000;
    const expectRefused = (reply: { status: number; body: unknown; headers: Record<string, unknown> }, retryAfter?: number) => {
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 429,
        body: { message: API_MESSAGES.tooManyRequests },
      });
      const seconds = Number(reply.headers['retry-after']);
      if (retryAfter === undefined) {
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(windowSeconds);
      } else {
        expect(seconds).toBe(retryAfter);
      }
    };

    it(`counts every request, valid or not: request ${limits.limit} of an address passes, the next gets 429 + Retry-After`, async () => {
      const before = await t.count(collection);
      for (let i = 1; i < limits.limit; i += 1) {
        expect((await t.call('POST', url, { body: invalid, forwardedFor: from })).status).toBe(422);
      }
      expect((await t.call('POST', url, { body: valid(1), forwardedFor: from })).status).toBe(201);
      expectRefused(await t.call('POST', url, { body: valid(2), forwardedFor: from }));
      // Refused before validation: an invalid body gets the 429, not its 422.
      expectRefused(await t.call('POST', url, { body: invalid, forwardedFor: from }));
      expect(await t.count(collection)).toBe(before + 1);
    });

    it('does not affect another address', async () => {
      for (let i = 0; i < limits.limit; i += 1) await t.call('POST', url, { body: invalid, forwardedFor: from });
      expectRefused(await t.call('POST', url, { body: valid(3), forwardedFor: from }));
      expect((await t.call('POST', url, { body: valid(4), forwardedFor: newClientAddress() })).status).toBe(201);
    });

    it('counts a remote peer by its own address, whatever X-Forwarded-For it sends', async () => {
      const peer = newClientAddress();
      for (let i = 0; i < limits.limit; i += 1) {
        const reply = await t.call('POST', url, { body: invalid, remoteAddress: peer, forwardedFor: newClientAddress() });
        expect(reply.status).toBe(422);
      }
      expectRefused(await t.call('POST', url, { body: invalid, remoteAddress: peer, forwardedFor: newClientAddress() }));
    });

    it('opens a fresh window once the previous one has passed', async () => {
      // The in-memory throttler storage reads Date.now (the database driver keeps its own clock).
      const clock = jest.spyOn(Date, 'now');
      const start = Date.now();
      try {
        clock.mockReturnValue(start);
        for (let i = 0; i < limits.limit; i += 1) await t.call('POST', url, { body: invalid, forwardedFor: from });
        expectRefused(await t.call('POST', url, { body: invalid, forwardedFor: from }), windowSeconds);
        clock.mockReturnValue(start + limits.ttl - 1);
        expectRefused(await t.call('POST', url, { body: invalid, forwardedFor: from }), 1);
        clock.mockReturnValue(start + limits.ttl);
        expect((await t.call('POST', url, { body: valid(5), forwardedFor: from })).status).toBe(201);
      } finally {
        clock.mockRestore();
      }
    });

    it('is documented: 429 with a Retry-After header', async () => {
      const doc = (await t.call('GET', '/api/docs-json')).body;
      expect(doc.paths[url].post.responses['429']).toMatchObject({
        description: `More than ${limits.limit} requests in 10 minutes from this address`,
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
      });
    });
  });

  it('each limit counts only its own route: a spent contact limit leaves the newsletter and other routes alone', async () => {
    for (let i = 0; i <= RATE_LIMITS.contact.limit; i += 1)
      await t.call('POST', '/api/contact', { body: {}, forwardedFor: from });
    expect((await t.call('POST', '/api/contact', { body: {}, forwardedFor: from })).status).toBe(429);
    expect((await t.call('POST', '/api/newsletter', { body: { email: 'apart@example.com' }, forwardedFor: from })).status).toBe(
      201,
    );
    for (let i = 0; i < 30; i += 1) {
      expect((await t.call('GET', '/api/health', { forwardedFor: from })).status).not.toBe(429);
    }
  });
});
