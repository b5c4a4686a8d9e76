import { Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { type CustomerOrder, newOrderPush, PUSH_LIMITS, PUSH_MESSAGES as P, TEST_PUSH } from '@chowk/contracts';
import { DEV_VAPID_SUBJECT } from '../../../config';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyContact } from '../../orders/testing/order-fixtures';
import { PushAlertsService } from './push-alerts.service';
import { PUSH_TTL_SECONDS } from './push-sender';
import {
  type BrowserSubscription,
  browserSubscription,
  decryptPush,
  type PushServiceStandIn,
  readVapid,
  startPushServiceStandIn,
} from './testing/push-service-stand-in';

/** Noon in India on 24 Nov 2026. */
const NOON = ist('2026-11-24T12:00');
const CUSTOMER = '9123456780';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function openAllDay(t: TestApp, shopId: string): Promise<void> {
  await t.connection.collection('shops').updateOne({ _id: new Types.ObjectId(shopId) }, { $set: { openingHours: [] } });
}

/** A shop with its menu, open round the clock. */
async function alertShop(t: TestApp, name?: string): Promise<MenuShop> {
  const shop = await shopWithMenu(t, undefined, { name, delivers: true });
  await openAllDay(t, shop.shopId);
  return shop;
}

/** PUT the browser's subscription for the shop, as its owner. */
async function subscribe(
  t: TestApp,
  shop: Pick<MenuShop, 'shopId' | 'token'>,
  browser: BrowserSubscription,
  extra: Record<string, unknown> = {},
) {
  const reply = await t.call('PUT', `/api/shops/${shop.shopId}/push-subscriptions`, {
    token: shop.token,
    body: { ...browser.json, ...extra },
    headers: { 'user-agent': ANDROID_CHROME },
  });
  if (reply.status !== 200) throw new Error(`subscribe: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as { _id: string; label: string; created_at: string; last_sent_at: string | null };
}

/** A customer's order of 2 chai and a samosa: 201 when new, 200 for a replayed Idempotency-Key. */
async function customerOrder(t: TestApp, shop: MenuShop, options: { key?: string; deviceId?: string; delivery?: boolean } = {}) {
  const deviceId = options.deviceId ?? newDevice();
  await verifyContact(t, deviceId, 'mobile', CUSTOMER);
  return place(
    t,
    {
      shop_id: shop.shopId,
      items: [
        { product_id: shop.items['Masala Chai'], quantity: 2 },
        { product_id: shop.items.Samosa, quantity: 1 },
      ],
      customer_mobile: CUSTOMER,
      customer_name: 'Ravi',
      ...(options.delivery ? { delivery_type: 'delivery' } : {}),
    },
    { deviceId, key: options.key },
  );
}

const idle = (t: TestApp) => t.app.get(PushAlertsService).idle();
const devicesOf = (t: TestApp, shop: Pick<MenuShop, 'shopId' | 'token'>) =>
  t.call('GET', `/api/shops/${shop.shopId}/push-subscriptions`, { token: shop.token });

describe('Web Push new-order alerts', () => {
  let t: TestApp;
  let service: PushServiceStandIn;

  beforeAll(async () => {
    service = await startPushServiceStandIn();
    t = await createTestApp(__filename);
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });
  beforeEach(() => setClock(t, NOON));

  describe('sending', () => {
    it("a customer's order sends each of the shop's devices one push, encrypted to it: newOrderPush(order)", async () => {
      const shop = await alertShop(t);
      const phone = browserSubscription(service.origin);
      const counter = browserSubscription(service.origin);
      await subscribe(t, shop, phone);
      await subscribe(t, shop, counter);

      const reply = await customerOrder(t, shop, { delivery: true });
      expect(reply.status).toBe(201);
      const order = reply.body.data as CustomerOrder;
      await idle(t);

      const { public_key } = (await t.call('GET', '/api/push/key')).body;
      for (const browser of [phone, counter]) {
        const got = service.to(browser.path);
        expect(got).toHaveLength(1);
        const [request] = got;
        expect(decryptPush(request, browser)).toEqual(newOrderPush(order));
        expect(newOrderPush(order)).toMatchObject({
          title: `New order ${order.order_id} · ₹81.50`,
          body: '2 × Masala Chai, 1 × Samosa · Delivery',
          url: `/shop/orders?order=${order._id}`,
          tag: `order-${order._id}`,
        });
        expect(request.method).toBe('POST');
        expect(request.headers).toMatchObject({
          'content-encoding': 'aes128gcm',
          'content-type': 'application/octet-stream',
          ttl: String(PUSH_TTL_SECONDS),
          urgency: 'high',
        });
        const vapid = readVapid(request.headers.authorization);
        expect(vapid.signatureValid).toBe(true);
        expect(vapid.k).toBe(public_key);
        expect(vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' });
        expect(vapid.claims.aud).toBe(service.origin);
        expect(vapid.claims.sub).toBe(DEV_VAPID_SUBJECT);
        // The token's expiry is real time (the push service's clock), not the business clock.
        const now = Math.floor(Date.now() / 1000);
        expect(vapid.claims.exp).toBeGreaterThan(now);
        expect(vapid.claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
      }
      // Both devices took it: their last_sent_at is the order's time.
      const devices = (await devicesOf(t, shop)).body.data as { last_sent_at: string | null }[];
      expect(devices.map((d) => d.last_sent_at)).toEqual([NOON.toISOString(), NOON.toISOString()]);
    });

    it('a retried order (the same Idempotency-Key) pushes once', async () => {
      const shop = await alertShop(t);
      const browser = browserSubscription(service.origin);
      await subscribe(t, shop, browser);
      const deviceId = newDevice();
      const first = await customerOrder(t, shop, { key: 'push-retry-1', deviceId });
      const again = await customerOrder(t, shop, { key: 'push-retry-1', deviceId });
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.body.data._id).toBe(first.body.data._id);
      await idle(t);
      expect(service.to(browser.path)).toHaveLength(1);
    });

    it("the shop's own counter order pushes nothing; another shop's order pushes nothing to this shop", async () => {
      const shop = await alertShop(t);
      const other = await alertShop(t, 'Other Stall');
      const browser = browserSubscription(service.origin);
      await subscribe(t, shop, browser);
      const counter = await t.call('POST', `/api/orders/shop/${shop.shopId}`, {
        token: shop.token,
        body: { items: [{ product_id: shop.items.Samosa, quantity: 1 }], customer_name: 'Walk-in' },
      });
      expect(counter.status).toBe(201);
      expect((await customerOrder(t, other)).status).toBe(201);
      await idle(t);
      expect(service.to(browser.path)).toEqual([]);
    });

    it('a device whose push service answers 410 or 404 is removed; a 500 is logged and the device kept', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      try {
        const shop = await alertShop(t);
        const [gone, missing, failing, fine] = [1, 2, 3, 4].map(() => browserSubscription(service.origin));
        for (const browser of [gone, missing, failing, fine]) await subscribe(t, shop, browser);
        service.answer(gone.path, 410);
        service.answer(missing.path, 404);
        service.answer(failing.path, 500);
        const before = await t.count('push_subscriptions');

        const reply = await customerOrder(t, shop);
        expect(reply.status).toBe(201);
        await idle(t);

        for (const browser of [gone, missing, failing, fine]) expect(service.to(browser.path)).toHaveLength(1);
        expect(await t.count('push_subscriptions')).toBe(before - 2);
        const endpoints = await t.connection
          .collection('push_subscriptions')
          .find({ shopId: new Types.ObjectId(shop.shopId) })
          .map((row) => row.endpoint as string)
          .toArray();
        expect(endpoints.sort()).toEqual([failing.endpoint, fine.endpoint].sort());
        const warnings = warn.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('Push alert'));
        expect(warnings).toEqual([
          expect.stringContaining(
            `order ${reply.body.data.order_id} of shop ${shop.shopId} to device ${(await deviceIdOf(t, failing)) ?? ''} not sent: HTTP 500 push service says 500`,
          ),
        ]);
      } finally {
        warn.mockRestore();
      }
    });

    it('a dead push service (connection refused) or one that never answers never fails the order', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      const dead = await startPushServiceStandIn();
      const deadOrigin = dead.origin;
      await dead.close(); // nothing listens there now: connection refused
      try {
        const shop = await alertShop(t);
        const refused = browserSubscription(deadOrigin);
        const silent = browserSubscription(service.origin);
        const fine = browserSubscription(service.origin);
        for (const browser of [refused, silent, fine]) await subscribe(t, shop, browser);
        service.answer(silent.path, 'hang');

        const reply = await customerOrder(t, shop);
        expect(reply.status).toBe(201);
        expect(reply.body).toMatchObject({ success: true, data: { order_id: expect.any(String) } });
        // The silent one has the request and says nothing: cut it off, as the timeout would (the
        // timeout itself: push-sender.spec.ts). The fine one is answered first.
        await Promise.all([service.waitFor(silent.path, 1), service.waitFor(fine.path, 1)]);
        service.dropConnections();
        await idle(t);

        expect(service.to(fine.path)).toHaveLength(1);
        const warnings = warn.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('Push alert'));
        expect(warnings.sort()).toEqual(
          [
            expect.stringMatching(new RegExp(`to device ${await deviceIdOf(t, refused)} not sent: unreachable: .*ECONNREFUSED`)),
            expect.stringMatching(new RegExp(`to device ${await deviceIdOf(t, silent)} not sent: unreachable: `)),
          ].sort(),
        );
        // Neither is removed (a push service that is down may come back), and the shop works its order.
        expect(await deviceIdOf(t, refused)).not.toBeNull();
        expect(await deviceIdOf(t, silent)).not.toBeNull();
        expect((await t.call('GET', `/api/orders/shop/${shop.shopId}`, { token: shop.token })).status).toBe(200);
      } finally {
        warn.mockRestore();
      }
    });
  });

  describe('the routes', () => {
    it('PUT saves the device (named from the browser, or as given); GET lists them newest first; DELETE removes one', async () => {
      const shop = await alertShop(t);
      const phone = browserSubscription(service.origin);
      const put = await t.call('PUT', `/api/shops/${shop.shopId}/push-subscriptions`, {
        token: shop.token,
        body: phone.json,
        headers: { 'user-agent': ANDROID_CHROME },
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({
        success: true,
        message: P.subscribed,
        data: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          label: 'Chrome on Android',
          created_at: NOON.toISOString(),
          last_sent_at: null,
        },
      });
      const stored = await t.connection.collection('push_subscriptions').findOne({ _id: new Types.ObjectId(put.body.data._id) });
      expect(stored).toEqual({
        _id: new Types.ObjectId(put.body.data._id),
        shopId: new Types.ObjectId(shop.shopId),
        userId: new Types.ObjectId(shop.userId),
        endpoint: phone.endpoint,
        keys: phone.json.keys,
        label: 'Chrome on Android',
        createdAt: NOON,
        lastSentAt: null,
      });

      setClock(t, ist('2026-11-24T12:05'));
      const counter = browserSubscription(service.origin);
      const second = await subscribe(t, shop, counter, { label: '  Counter   tablet ' });
      expect(second).toMatchObject({ label: 'Counter tablet', created_at: ist('2026-11-24T12:05').toISOString() });

      const list = await devicesOf(t, shop);
      expect(list.status).toBe(200);
      expect(list.body).toEqual({
        success: true,
        data: [second, put.body.data],
      });

      const removed = await t.call('DELETE', `/api/shops/${shop.shopId}/push-subscriptions/${second._id}`, { token: shop.token });
      expect({ status: removed.status, body: removed.body }).toEqual({
        status: 200,
        body: { success: true, message: P.unsubscribed },
      });
      expect((await devicesOf(t, shop)).body.data).toEqual([put.body.data]);
      const again = await t.call('DELETE', `/api/shops/${shop.shopId}/push-subscriptions/${second._id}`, { token: shop.token });
      expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: { message: P.deviceNotFound } });
    });

    it('the same browser subscribing again is the same device: new keys and name, its date kept', async () => {
      const shop = await alertShop(t);
      const browser = browserSubscription(service.origin);
      const first = await subscribe(t, shop, browser);
      setClock(t, ist('2026-11-24T13:00'));
      const renewed = browserSubscription(service.origin);
      const keys = renewed.json.keys;
      const again = await subscribe(t, shop, browser, { keys, label: 'Owner phone' });
      expect(again).toEqual({ ...first, label: 'Owner phone' });
      expect(await t.connection.collection('push_subscriptions').countDocuments({ endpoint: browser.endpoint })).toBe(1);
      const stored = await t.connection.collection('push_subscriptions').findOne({ endpoint: browser.endpoint });
      expect(stored?.keys).toEqual(keys);
    });

    it("a browser signed in to another shop moves there (one device, the other shop's, a new date)", async () => {
      const first = await alertShop(t);
      const second = await alertShop(t, 'Second Stall');
      const browser = browserSubscription(service.origin);
      const before = await subscribe(t, first, browser);
      setClock(t, ist('2026-11-24T14:00'));
      const moved = await subscribe(t, second, browser);
      expect(moved).toEqual({ ...before, created_at: ist('2026-11-24T14:00').toISOString() });
      expect((await devicesOf(t, first)).body.data).toEqual([]);
      expect((await devicesOf(t, second)).body.data).toEqual([moved]);
      const stored = await t.connection.collection('push_subscriptions').findOne({ endpoint: browser.endpoint });
      expect(stored).toMatchObject({ shopId: new Types.ObjectId(second.shopId), userId: new Types.ObjectId(second.userId) });
    });

    it(`a shop keeps its newest ${PUSH_LIMITS.devicesPerShop} devices: one more makes the oldest go`, async () => {
      const shop = await alertShop(t);
      const browsers = Array.from({ length: PUSH_LIMITS.devicesPerShop + 1 }, () => browserSubscription(service.origin));
      const saved = [];
      for (const [i, browser] of browsers.entries()) {
        setClock(t, new Date(NOON.getTime() + i * 60_000));
        saved.push(await subscribe(t, shop, browser));
      }
      const list = (await devicesOf(t, shop)).body.data as { _id: string }[];
      expect(list).toHaveLength(PUSH_LIMITS.devicesPerShop);
      expect(list.map((d) => d._id)).toEqual(
        saved
          .slice(1)
          .reverse()
          .map((d) => d._id),
      );
    });

    it('the same browser saved twice at once is one device', async () => {
      const shop = await alertShop(t);
      const browser = browserSubscription(service.origin);
      const [a, b] = await Promise.all([subscribe(t, shop, browser), subscribe(t, shop, browser)]);
      expect(a._id).toBe(b._id);
      expect(await t.connection.collection('push_subscriptions').countDocuments({ endpoint: browser.endpoint })).toBe(1);
    });

    it('POST …/test sends the device the test push; a device whose subscription is over is removed (410); a refusal is 424', async () => {
      const shop = await alertShop(t);
      const browser = browserSubscription(service.origin);
      const device = await subscribe(t, shop, browser);
      const sent = await t.call('POST', `/api/shops/${shop.shopId}/push-subscriptions/${device._id}/test`, { token: shop.token });
      expect({ status: sent.status, body: sent.body }).toEqual({ status: 200, body: { success: true, message: P.testSent } });
      const [request] = service.to(browser.path);
      expect(decryptPush(request, browser)).toEqual(TEST_PUSH);
      expect(readVapid(request.headers.authorization).signatureValid).toBe(true);
      expect((await devicesOf(t, shop)).body.data[0].last_sent_at).toBe(NOON.toISOString());

      service.answer(browser.path, 500);
      const refused = await t.call('POST', `/api/shops/${shop.shopId}/push-subscriptions/${device._id}/test`, {
        token: shop.token,
      });
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 424, body: { message: P.testFailed } });
      expect((await devicesOf(t, shop)).body.data).toHaveLength(1);

      service.answer(browser.path, 410);
      const gone = await t.call('POST', `/api/shops/${shop.shopId}/push-subscriptions/${device._id}/test`, { token: shop.token });
      expect({ status: gone.status, body: gone.body }).toEqual({ status: 410, body: { message: P.deviceGone } });
      expect((await devicesOf(t, shop)).body.data).toEqual([]);
      const after = await t.call('POST', `/api/shops/${shop.shopId}/push-subscriptions/${device._id}/test`, {
        token: shop.token,
      });
      expect({ status: after.status, body: after.body }).toEqual({ status: 404, body: { message: P.deviceNotFound } });
    });

    it("another shop's device is 404 to the owner (DELETE and test), and stays", async () => {
      const mine = await alertShop(t);
      const theirs = await alertShop(t, 'Their Stall');
      const browser = browserSubscription(service.origin);
      const device = await subscribe(t, theirs, browser);
      for (const [method, url] of [
        ['DELETE', `/api/shops/${mine.shopId}/push-subscriptions/${device._id}`],
        ['POST', `/api/shops/${mine.shopId}/push-subscriptions/${device._id}/test`],
      ] as const) {
        const reply = await t.call(method, url, { token: mine.token });
        expect({ url, status: reply.status, body: reply.body }).toEqual({
          url,
          status: 404,
          body: { message: P.deviceNotFound },
        });
      }
      expect((await devicesOf(t, theirs)).body.data).toEqual([device]);
      expect(service.to(browser.path)).toEqual([]);
    });

    it('GET /api/push/key answers the public key, the same on every call, kept in the database', async () => {
      const first = await t.call('GET', '/api/push/key');
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ public_key: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/) });
      expect((await t.call('GET', '/api/push/key')).body).toEqual(first.body);
      const stored = await t.connection.collection('push_vapid_keys').find().toArray();
      expect(stored).toEqual([
        {
          _id: 'vapid',
          publicKey: first.body.public_key,
          privateKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          createdAt: expect.any(Date),
        },
      ]);
    });
  });
});

/** The stored device of a browser's endpoint, by its id (null when removed). */
async function deviceIdOf(t: TestApp, browser: BrowserSubscription): Promise<string | null> {
  const row = await t.connection.collection('push_subscriptions').findOne({ endpoint: browser.endpoint });
  return row ? String(row._id) : null;
}
