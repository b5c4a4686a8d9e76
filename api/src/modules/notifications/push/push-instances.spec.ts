import { Redis } from 'ioredis';
import { Types } from 'mongoose';
import { type CustomerOrder, newOrderPush } from '@chowk/contracts';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyContact } from '../../orders/testing/order-fixtures';
import { ORDER_EVENTS_CHANNEL } from '../../orders/events/order-events.service';
import { PushAlertsService } from './push-alerts.service';
import {
  browserSubscription,
  decryptPush,
  type PushServiceStandIn,
  readVapid,
  startPushServiceStandIn,
} from './testing/push-service-stand-in';

const NOON = ist('2026-11-24T12:00');
const CUSTOMER = '9123456781';

async function customerOrder(t: TestApp, shop: MenuShop, key?: string, deviceId = newDevice()) {
  await verifyContact(t, deviceId, 'mobile', CUSTOMER);
  return place(
    t,
    { shop_id: shop.shopId, items: [{ product_id: shop.items['Masala Chai'], quantity: 1 }], customer_mobile: CUSTOMER },
    { deviceId, key },
  );
}

/**
 * Two API instances on one database and one Redis (both running, as a deploy runs them): each
 * order pushes once, from the instance that wrote it, although both receive its order event;
 * and they sign with one VAPID key pair, which outlives a restart.
 */
describe('Web Push alerts with two API instances sharing Redis and a database', () => {
  let redis: RedisServer;
  let a: TestApp;
  let b: TestApp;
  let service: PushServiceStandIn;

  beforeAll(async () => {
    service = await startPushServiceStandIn();
    redis = await startRedisServer();
    const env = { REDIS_URL: redis.url, JWT_SECRET: 'push-instances-spec-secret-0123456789abcdef' };
    a = await createTestApp(__filename, { env });
    b = await createTestApp(__filename, { env, keepData: true });
    setClock(a, NOON);
    setClock(b, NOON);
    // Both instances listen on the order events' channel before the first order.
    const probe = new Redis(redis.url);
    try {
      const deadline = Date.now() + 5_000;
      while (((await probe.pubsub('NUMSUB', ORDER_EVENTS_CHANNEL)) as [string, number])[1] < 2) {
        if (Date.now() > deadline) throw new Error('the instances did not subscribe');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      probe.disconnect();
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
    await service?.close();
  });

  it('each order pushes each device once, whichever instance wrote it; a replayed Idempotency-Key pushes nothing more', async () => {
    const shop = await shopWithMenu(a);
    await a.connection.collection('shops').updateOne({ _id: new Types.ObjectId(shop.shopId) }, { $set: { openingHours: [] } });
    const phone = browserSubscription(service.origin);
    const tablet = browserSubscription(service.origin);
    for (const browser of [phone, tablet]) {
      const put = await a.call('PUT', `/api/shops/${shop.shopId}/push-subscriptions`, { token: shop.token, body: browser.json });
      expect(put.status).toBe(200);
    }

    const deviceId = newDevice();
    const throughA = await customerOrder(a, shop, 'push-two-instances-1', deviceId);
    const throughB = await customerOrder(b, shop);
    const replayOnB = await customerOrder(b, shop, 'push-two-instances-1', deviceId);
    expect([throughA.status, throughB.status, replayOnB.status]).toEqual([201, 201, 200]);
    expect(replayOnB.body.data._id).toBe(throughA.body.data._id);

    // Time for the order events to cross Redis to the other instance, which must not push again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all([a.app.get(PushAlertsService).idle(), b.app.get(PushAlertsService).idle()]);
    const orders = [throughA.body.data, throughB.body.data] as CustomerOrder[];
    for (const browser of [phone, tablet]) {
      const pushes = service.to(browser.path).map((request) => decryptPush(request, browser));
      expect(pushes).toHaveLength(2);
      expect(pushes).toEqual(expect.arrayContaining(orders.map((order) => newOrderPush(order))));
    }
  });

  it('both instances sign with one key pair, kept in the database, which a restarted instance still uses', async () => {
    const [fromA, fromB] = await Promise.all([a.call('GET', '/api/push/key'), b.call('GET', '/api/push/key')]);
    expect(fromA.body.public_key).toMatch(/^B[\w-]{86}$/);
    expect(fromB.body).toEqual(fromA.body);
    expect(await a.count('push_vapid_keys')).toBe(1);

    const restarted = await createTestApp(__filename, {
      env: { JWT_SECRET: 'push-instances-spec-secret-0123456789abcdef' },
      keepData: true,
    });
    try {
      expect((await restarted.call('GET', '/api/push/key')).body).toEqual(fromA.body);
      // And its pushes carry that key (the shop made through A: the same database and secret).
      setClock(restarted, NOON);
      const shop = await shopWithMenu(a);
      await a.connection.collection('shops').updateOne({ _id: new Types.ObjectId(shop.shopId) }, { $set: { openingHours: [] } });
      const browser = browserSubscription(service.origin);
      await restarted.call('PUT', `/api/shops/${shop.shopId}/push-subscriptions`, { token: shop.token, body: browser.json });
      expect((await customerOrder(restarted, shop)).status).toBe(201);
      await restarted.app.get(PushAlertsService).idle();
      const [request] = service.to(browser.path);
      expect(readVapid(request.headers.authorization)).toMatchObject({ k: fromA.body.public_key, signatureValid: true });
    } finally {
      await restarted.close();
    }
  });

  it('instances starting at once on an empty database agree on one pair', async () => {
    const file = `${__filename}-fresh`;
    const first = await createTestApp(file);
    // The others on the same (now empty of keys) database, started together.
    await first.connection.collection('push_vapid_keys').deleteMany({});
    const others = await Promise.all([1, 2, 3].map(() => createTestApp(file, { keepData: true })));
    try {
      const keys = await Promise.all([first, ...others].map((t) => t.call('GET', '/api/push/key')));
      const stored = await first.connection.collection('push_vapid_keys').find().toArray();
      expect(stored).toHaveLength(1);
      // The first instance read its pair before the documents were cleared: only the new ones agree.
      for (const reply of keys.slice(1)) expect(reply.body.public_key).toBe(stored[0].publicKey);
    } finally {
      await Promise.all([first, ...others].map((t) => t.close()));
    }
  });
});
