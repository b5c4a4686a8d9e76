import { HTTP_MESSAGES, PUSH_MESSAGES as P } from '@chowk/contracts';
import { createApp } from '../../../bootstrap';
import { validateEnv } from '../../../config';
import { PRODUCTION_GATEWAYS_ENV } from '../../../testing/production-env';
import { createTestApp, databaseName, databaseUri, testEnv, type TestApp } from '../../../testing/test-app';
import { shopWithMenu } from '../../orders/testing/order-fixtures';
import { browserSubscription } from './testing/push-service-stand-in';

const PRODUCTION = {
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
  SMTP_URL: 'smtp://127.0.0.1:2525',
  ...PRODUCTION_GATEWAYS_ENV,
};

const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: _subject, ...WITHOUT_VAPID } = PRODUCTION;

describe('Web Push in production', () => {
  it('refuses to start without its VAPID keys, naming each and how to make them', async () => {
    const env = testEnv(databaseName(__filename), WITHOUT_VAPID);
    await expect(createApp({ env })).rejects.toThrow(
      [
        'Invalid environment configuration:',
        '  - VAPID_PUBLIC_KEY is required in production (Web Push order alerts: npx web-push generate-vapid-keys)',
        '  - VAPID_PRIVATE_KEY is required in production (Web Push order alerts: npx web-push generate-vapid-keys)',
        '  - VAPID_SUBJECT is required in production (a mailto: address or an https: URL)',
      ].join('\n'),
    );
  });

  it('refuses keys that are not a pair, or not keys, and a subject that is no contact', () => {
    const other = validateEnv({ ...PRODUCTION, MONGODB_URI: databaseUri('x') });
    expect(other.config.push.vapid).toEqual({ publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY });
    const problems = (env: Record<string, string>) => {
      try {
        validateEnv({ ...PRODUCTION, MONGODB_URI: databaseUri('x'), ...env });
        return [];
      } catch (error) {
        return (error as Error).message.split('\n').slice(1);
      }
    };
    // A private key of another pair (the public key of this run's, the private of a new one).
    const stranger = PRODUCTION_GATEWAYS_ENV.VAPID_PRIVATE_KEY.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(problems({ VAPID_PRIVATE_KEY: stranger })).toEqual([
      '  - VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: 'BAAA' })).toEqual([
      '  - VAPID_PUBLIC_KEY must be a P-256 public key, base64url (87 characters: npx web-push generate-vapid-keys)',
    ]);
    expect(problems({ VAPID_PRIVATE_KEY: '_'.repeat(43) })).toEqual(['  - VAPID_PRIVATE_KEY is not a P-256 private key']);
    expect(problems({ VAPID_SUBJECT: 'ops@chowk.example' })).toEqual([
      '  - VAPID_SUBJECT must be a mailto: address or an https: URL',
    ]);
    expect(problems({ VAPID_SUBJECT: 'https://chowk.example/contact' })).toEqual([]);
  });

  describe('running', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(`${__filename}-running`, { env: PRODUCTION });
    });
    afterAll(() => t?.close());

    it('answers its configured public key, and keeps no pair in the database', async () => {
      expect((await t.call('GET', '/api/push/key')).body).toEqual({ public_key: VAPID_PUBLIC_KEY });
      expect(await t.count('push_vapid_keys')).toBe(0);
    });

    it('takes https push services only: http, loopback and local names are refused with 422', async () => {
      const shop = await shopWithMenu(t);
      const browser = browserSubscription('https://fcm.googleapis.com');
      const url = `/api/shops/${shop.shopId}/push-subscriptions`;
      for (const endpoint of [
        'http://127.0.0.1:9000/push/1',
        'http://localhost:9000/push/1',
        'https://localhost/push/1',
        'https://push.localhost/push/1',
        'https://printer.local/push/1',
      ]) {
        const reply = await t.call('PUT', url, { token: shop.token, body: { ...browser.json, endpoint } });
        expect({ endpoint, status: reply.status, body: reply.body }).toEqual({
          endpoint,
          status: 422,
          body: { message: HTTP_MESSAGES.validation, errors: { endpoint: P.endpointInvalid } },
        });
      }
      expect(await t.count('push_subscriptions')).toBe(0);
      const saved = await t.call('PUT', url, { token: shop.token, body: browser.json });
      expect(saved.status).toBe(200);
      expect(await t.count('push_subscriptions')).toBe(1);
    });
  });
});
