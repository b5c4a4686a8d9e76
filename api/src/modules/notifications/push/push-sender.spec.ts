import { generateVAPIDKeys } from 'web-push';
import { TEST_PUSH } from '@chowk/contracts';
import { deviceLabel } from './device-label';
import { isPublicAddress, PushSender, type VapidDetails } from './push-sender';
import { browserSubscription, decryptPush, readVapid, startPushServiceStandIn } from './testing/push-service-stand-in';

const vapid: VapidDetails = { ...generateVAPIDKeys(), subject: 'mailto:ops@chowk.example' };
const keys = () => Promise.resolve(vapid);

describe('PushSender', () => {
  it('posts the push encrypted to the device and signed with the VAPID key (one token per push service)', async () => {
    const service = await startPushServiceStandIn();
    const sender = new PushSender(keys, { publicAddressesOnly: false });
    try {
      const a = browserSubscription(service.origin);
      const b = browserSubscription(service.origin);
      expect(await sender.send(a.json, TEST_PUSH, { timeoutMs: 5_000, ttlSeconds: 60 })).toEqual({ status: 'sent' });
      expect(await sender.send(b.json, TEST_PUSH, { timeoutMs: 5_000 })).toEqual({ status: 'sent' });
      const [toA] = service.to(a.path);
      const [toB] = service.to(b.path);
      expect(decryptPush(toA, a)).toEqual(TEST_PUSH);
      expect(decryptPush(toB, b)).toEqual(TEST_PUSH);
      expect(toA.headers.ttl).toBe('60');
      expect(readVapid(toA.headers.authorization)).toMatchObject({
        k: vapid.publicKey,
        signatureValid: true,
        claims: { aud: service.origin, sub: vapid.subject },
      });
      // The same push service: the same token, made once.
      expect(toB.headers.authorization).toBe(toA.headers.authorization);
    } finally {
      sender.close();
      await service.close();
    }
  });

  it('a push service that never answers counts as failed once the timeout is up', async () => {
    const service = await startPushServiceStandIn();
    const sender = new PushSender(keys, { publicAddressesOnly: false });
    try {
      const device = browserSubscription(service.origin);
      service.answer(device.path, 'hang');
      expect(await sender.send(device.json, TEST_PUSH, { timeoutMs: 300 })).toEqual({
        status: 'failed',
        reason: 'unreachable: no answer within 300 ms',
      });
      expect(service.to(device.path)).toHaveLength(1);
    } finally {
      sender.close();
      await service.close();
    }
  });

  it('reads 404 and 410 as the subscription being over, and says why other answers failed', async () => {
    const service = await startPushServiceStandIn();
    const sender = new PushSender(keys, { publicAddressesOnly: false });
    try {
      const outcomes = [];
      for (const status of [404, 410, 413, 429, 500]) {
        const device = browserSubscription(service.origin);
        service.answer(device.path, status);
        outcomes.push(await sender.send(device.json, TEST_PUSH, { timeoutMs: 5_000 }));
      }
      expect(outcomes).toEqual([
        { status: 'gone', code: 404 },
        { status: 'gone', code: 410 },
        { status: 'failed', reason: 'HTTP 413 push service says 413' },
        { status: 'failed', reason: 'HTTP 429 push service says 429' },
        { status: 'failed', reason: 'HTTP 500 push service says 500' },
      ]);
      // Keys that are no P-256 point cannot be encrypted to: nothing is posted.
      const bad = browserSubscription(service.origin);
      const outcome = await sender.send(
        { endpoint: bad.endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: bad.auth } },
        TEST_PUSH,
        { timeoutMs: 5_000 },
      );
      expect(outcome).toEqual({ status: 'failed', reason: expect.stringMatching(/^could not encrypt to this device's keys: /) });
      expect(service.to(bad.path)).toEqual([]);
    } finally {
      sender.close();
      await service.close();
    }
  });

  it('in production: https only, and never to this machine or a private network', async () => {
    const service = await startPushServiceStandIn();
    const sender = new PushSender(keys, { publicAddressesOnly: true });
    try {
      const port = new URL(service.origin).port;
      const device = browserSubscription(service.origin);
      expect(await sender.send(device.json, TEST_PUSH, { timeoutMs: 5_000 })).toEqual({
        status: 'failed',
        reason: 'refused to send to http: (https only)',
      });
      // `localhost` resolves to loopback: refused before any connection.
      const local = { ...device.json, endpoint: `https://localhost:${port}${device.path}` };
      expect(await sender.send(local, TEST_PUSH, { timeoutMs: 5_000 })).toEqual({
        status: 'failed',
        reason: 'unreachable: localhost resolves to no public address',
      });
      expect(service.requests).toEqual([]);
    } finally {
      sender.close();
      await service.close();
    }
  });

  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.1', false],
    ['142.250.183.10', true],
    ['2a00:1450:4009:81f::200a', true],
    ['not an address', false],
  ])('isPublicAddress(%s) is %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [undefined, 'This browser'],
    ['curl/8.5.0', 'This browser'],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
