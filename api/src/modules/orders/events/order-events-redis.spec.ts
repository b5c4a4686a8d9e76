import { Redis } from 'ioredis';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type MenuShop, newDevice, shopWithMenu } from '../testing/order-fixtures';
import { ORDER_EVENTS_CHANNEL } from './order-events.service';
import { about, changeStatus, listen, LiveStream, openAllDay, placeOrder } from './testing/live-streams';

/**
 * Two API instances behind one load balancer: the same database and the same REDIS_URL (a real
 * redis-server on a free port). An event written through either reaches the screens connected
 * to the other, through Redis pub/sub.
 */
describe('live order events across API instances (REDIS_URL)', () => {
  let redis: RedisServer;
  let probe: Redis;
  let a: TestApp;
  let b: TestApp;
  let originA: string;
  let originB: string;
  let shop: MenuShop;
  let bClosed = false;
  let redisStopped = false;
  const logs: string[] = [];
  const streams: LiveStream[] = [];
  const watch = (...args: ConstructorParameters<typeof LiveStream>) => {
    const stream = new LiveStream(...args);
    streams.push(stream);
    return stream;
  };
  /** How many connections listen on the channel (each instance has one). */
  const listening = async () => ((await probe.pubsub('NUMSUB', ORDER_EVENTS_CHANNEL)) as [string, number])[1];
  const until = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 5_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    probe = new Redis(redis.url);
    // One secret for both, as every instance of a deployment has: a token from one is good on the other.
    const env = { REDIS_URL: redis.url, JWT_SECRET: 'order-events-redis-spec-0123456789abcdef' };
    // Nest's Logger writes to the last app made, whichever instance logs: both go to `logs`.
    const logged = { env: { ...env, LOG_LEVEL: 'warn' }, logStream: { write: (line: string) => void logs.push(line) } };
    a = await createTestApp(__filename, logged);
    b = await createTestApp(__filename, { ...logged, keepData: true });
    [originA, originB] = [await listen(a), await listen(b)];
    shop = await shopWithMenu(a);
    await openAllDay(a, shop);
    await until(async () => (await listening()) === 2, 'both instances to subscribe');
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await a?.close();
    if (!bClosed) await b?.close();
    probe?.disconnect();
    await redis?.stop();
    // ioredis gives a connection closed while Redis was down 2 s (disconnectTimeout) to end its socket.
    if (redisStopped) await new Promise((resolve) => setTimeout(resolve, 2_100));
  });

  it('an order placed through instance A reaches the shopkeeper’s stream on instance B within 2 s, once', async () => {
    const onB = watch(`${originB}/api/orders/shop/${shop.shopId}/events`, { token: shop.token });
    const onA = watch(`${originA}/api/orders/shop/${shop.shopId}/events`, { token: shop.token });
    await Promise.all([onB.connected, onA.connected]);

    const started = Date.now();
    const order = await placeOrder(a, shop);
    const arrived = await onB.next(about('order.created', order._id), 2_000);
    expect(arrived.at - started).toBeLessThan(2_000);
    expect(arrived.order).toEqual(order);
    expect(arrived.id).toBe(String(Date.parse(order.updated_at!)));
    await onA.next(about('order.created', order._id), 2_000);

    // And back: a status change written through B reaches the customer's page on A.
    const device = newDevice();
    const mine = await placeOrder(a, shop, device);
    const page = watch(`${originA}/api/orders/${mine._id}/events`, { deviceId: device });
    await page.connected;
    const changedAt = Date.now();
    const changed = await changeStatus(b, shop, mine._id, 'confirmed');
    const update = await page.next(about('order.updated', mine._id, 'confirmed'), 2_000);
    expect(update.at - changedAt).toBeLessThan(2_000);
    expect(update.order).toEqual(changed);

    // Each screen got each event once: the publishing instance does not deliver Redis's echo again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const stream of [onA, onB]) {
      expect(stream.summary()).toEqual([
        ['order.created', order._id, 'pending'],
        ['order.created', mine._id, 'pending'],
        ['order.updated', mine._id, 'confirmed'],
      ]);
    }
  });

  it('an instance that shuts down closes its Redis connections', async () => {
    await b.close();
    bClosed = true;
    await until(async () => (await listening()) === 1, 'instance B to unsubscribe');
  });

  it('with Redis down, publishing neither throws nor waits: the instance’s own screens still get each event', async () => {
    const desk = watch(`${originA}/api/orders/shop/${shop.shopId}/events`, { token: shop.token });
    await desk.connected;
    probe.disconnect();
    await redis.stop();
    redisStopped = true;

    const started = Date.now();
    const order = await placeOrder(a, shop);
    expect(Date.now() - started).toBeLessThan(1_500);
    await desk.next(about('order.created', order._id), 2_000);
    await changeStatus(a, shop, order._id, 'ready');
    await desk.next(about('order.updated', order._id, 'ready'), 2_000);
    expect(logs.join('')).toContain('Redis unavailable for order events');
  });
});
