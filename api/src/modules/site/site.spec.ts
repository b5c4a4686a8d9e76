import { API_MESSAGES, DEVICE_ID_HEADER, HTTP_MESSAGES, LIMITS, VALIDATION } from '@chowk/contracts';
import { expectOperatorPayloadsRefused } from '../../testing/expectations';
import { createTestApp, type TestApp } from '../../testing/test-app';

const contact = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Listing my shop', message: 'How do I add my bakery?' };

describe('site API: contact and newsletter', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());

  describe('POST /api/contact', () => {
    it('stores the message (trimmed) with createdAt and the X-Device-Id, answers 201 {message}', async () => {
      const deviceId = '3f1c2a9e-7b44-4c2b-9a59-0e0c6b1d2f10';
      const reply = await t.call('POST', '/api/contact', {
        body: { ...contact, name: '  Asha Rao  ', message: '\n How do I add my bakery? \n' },
        headers: { [DEVICE_ID_HEADER]: deviceId },
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({ message: API_MESSAGES.contactReceived });
      const stored = await t.connection.collection('contact_messages').findOne({ deviceId });
      expect(stored).toMatchObject({ ...contact, deviceId });
      expect(stored?.createdAt).toBeInstanceOf(Date);
    });

    it('works without a device id, and ignores one that is not an id', async () => {
      expect((await t.call('POST', '/api/contact', { body: { ...contact, subject: 'No device' } })).status).toBe(201);
      const odd = await t.call('POST', '/api/contact', {
        body: { ...contact, subject: 'Odd device' },
        headers: { [DEVICE_ID_HEADER]: '<script>' },
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
      const reply = await t.call('POST', '/api/contact', { body });
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
      });
      expect(reply.status).toBe(201);
    });

    it('refuses $-operator payloads without storing anything', async () => {
      await expectOperatorPayloadsRefused(t, 'POST', '/api/contact', {
        token: '',
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
      const first = await t.call('POST', '/api/newsletter', { body: { email: '  Asha@Example.COM ' } });
      expect(first).toMatchObject({ status: 201, body: { message: API_MESSAGES.subscribed } });
      const again = await t.call('POST', '/api/newsletter', { body: { email: 'asha@example.com' } });
      expect(again).toMatchObject({ status: 201, body: { message: API_MESSAGES.subscribed } });
      const docs = await t.connection.collection('newsletter_subscribers').find().toArray();
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({ email: 'asha@example.com', createdAt: expect.any(Date) });
    });

    it('keeps one document when the same address subscribes many times at once', async () => {
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => t.call('POST', '/api/newsletter', { body: { email: 'rush@example.com' } })),
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
      const reply = await t.call('POST', '/api/newsletter', { body });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: HTTP_MESSAGES.validation, errors });
      expect(await t.count('newsletter_subscribers')).toBe(before);
    });
  });
});
