import { API_MESSAGES } from '@chowk/contracts';
import { SeedService } from '../../seed/seed.service';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OutboxService } from '../notifications/outbox.service';
import { PRODUCTION_GATEWAYS_ENV } from '../../testing/production-env';

describe('dev outbox', () => {
  describe('in development and test', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(__filename);
    });
    afterAll(() => t.close());

    it('GET /api/dev/outbox answers {messages: []} when nothing was sent', async () => {
      expect(await t.call('GET', '/api/dev/outbox?to=nobody@example.com')).toMatchObject({ status: 200, body: { messages: [] } });
    });

    it('answers the messages to one recipient, newest first, in the contract shape', async () => {
      const outbox = t.app.get(OutboxService);
      await outbox.record({ to: 'Asha@Example.com', channel: 'email', text: 'Your Chowk code is 111111' });
      await outbox.record({ to: '9876543210', channel: 'sms', text: 'Your Chowk code is 222222' });
      await outbox.record({ to: 'asha@example.com', channel: 'email', text: 'Your Chowk code is 333333' });

      const reply = await t.call('GET', '/api/dev/outbox?to=ASHA@example.com');
      expect(reply.status).toBe(200);
      expect(reply.body.messages).toEqual([
        { to: 'asha@example.com', channel: 'email', text: 'Your Chowk code is 333333', createdAt: expect.any(String) },
        { to: 'asha@example.com', channel: 'email', text: 'Your Chowk code is 111111', createdAt: expect.any(String) },
      ]);
      expect(new Date(reply.body.messages[0].createdAt).toISOString()).toBe(reply.body.messages[0].createdAt);

      const sms = await t.call('GET', '/api/dev/outbox?to=9876543210');
      expect(sms.body.messages.map((m: { text: string }) => m.text)).toEqual(['Your Chowk code is 222222']);
      expect((await t.call('GET', '/api/dev/outbox')).body.messages).toHaveLength(3);
    });

    it('answers WhatsApp messages too, with channel whatsapp', async () => {
      await t.app.get(OutboxService).record({ to: '9812345670', channel: 'whatsapp', text: 'New order ORD-261124-0001' });
      const reply = await t.call('GET', '/api/dev/outbox?to=9812345670');
      expect(reply.body.messages).toEqual([
        { to: '9812345670', channel: 'whatsapp', text: 'New order ORD-261124-0001', createdAt: expect.any(String) },
      ]);
    });

    it('treats an operator-looking query as plain text', async () => {
      const reply = await t.call('GET', '/api/dev/outbox?to[$ne]=x');
      expect(reply.status).toBe(200);
    });
  });

  describe('with NODE_ENV=production', () => {
    let t: TestApp;
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'p'.repeat(48),
      ADMIN_EMAIL: 'ops@chowk.in',
      ADMIN_PASSWORD: 'production-password-1',
      ADMIN_SECRET: 'production-admin-secret',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-key',
      MSG91_TEMPLATE_ID: 'test-template',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...PRODUCTION_GATEWAYS_ENV,
    };

    beforeAll(async () => {
      t = await createTestApp(`${__filename}-production`, { env });
    });
    afterAll(() => t.close());

    it('has no dev routes: 404', async () => {
      const reply = await t.call('GET', '/api/dev/outbox?to=asha@example.com');
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: { message: API_MESSAGES.routeNotFound } });
    });

    it('has no seed either', () => {
      expect(() => t.app.get(SeedService)).toThrow();
    });

    it('signs the admin in with the configured credentials only', async () => {
      expect(await t.adminToken()).toEqual(expect.any(String));
      const devDefaults = await t.call('POST', '/api/auth/admin/login', {
        body: { secret: 'dev-admin-secret', email: 'admin@example.com', password: 'admin1234' },
      });
      expect(devDefaults.status).toBe(401);
    });
  });
});
