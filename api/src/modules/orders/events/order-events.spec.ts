import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import {
  type CustomerOrder,
  DEVICE_ID_HEADER,
  HTTP_MESSAGES,
  ORDER_DESK_LIMITS,
  ROLE_SHOPKEEPER,
  SHOP_API_MESSAGES,
  VALIDATION,
} from '@chowk/contracts';
import { createTestApp, MISSING_ID, type TestApp } from '../../../testing/test-app';
import { type MenuShop, newDevice, shopWithMenu } from '../testing/order-fixtures';
import { RECONNECT_MS } from './event-stream';
import { CATCH_UP_SKEW_MS } from './order-streams.service';
import { about, changeStatus, listen, LiveStream, openAllDay, placeOrder } from './testing/live-streams';

/**
 * The live order streams on one API instance without REDIS_URL (events in process), over real
 * HTTP against the real app and FerretDB.
 */
describe('live order events: GET /api/orders/shop/{shopId}/events and /api/orders/{id}/events', () => {
  let t: TestApp;
  let origin: string;
  let shop: MenuShop;
  let other: MenuShop;
  const streams: LiveStream[] = [];

  const shopUrl = (shopId: string) => `${origin}/api/orders/shop/${shopId}/events`;
  const orderUrl = (orderId: string) => `${origin}/api/orders/${orderId}/events`;
  const watch = (...args: ConstructorParameters<typeof LiveStream>) => {
    const stream = new LiveStream(...args);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp(__filename);
    origin = await listen(t);
    shop = await shopWithMenu(t);
    other = await shopWithMenu(t, { 'Filter Coffee': 25 }, { name: 'Coffee Corner' });
    await openAllDay(t, shop);
    await openAllDay(t, other);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  /** Apps a failed test may leave open. */
  const closeLater: TestApp[] = [];
  afterAll(async () => {
    for (const app of [...closeLater, t]) await app?.close().catch(() => undefined);
  });

  it('answers text/event-stream with the API’s security headers, uncached and unbuffered, retry first', async () => {
    const abort = new AbortController();
    const response = await fetch(shopUrl(shop.shopId), {
      headers: { Authorization: `Bearer ${shop.token}`, Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, br' },
      signal: abort.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-security-policy': expect.stringContaining("default-src 'none'"),
        'x-request-id': expect.any(String),
      });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-length')).toBeNull();
      const first = await response.body!.getReader().read();
      expect(Buffer.from(first.value!).toString()).toBe(`retry: ${RECONNECT_MS}\n\n`);
    } finally {
      abort.abort();
    }
  });

  it('refuses before any stream starts, as JSON: no token 401, another shopkeeper 403, bad id 400, no shop 404', async () => {
    const url = `/api/orders/shop/${shop.shopId}/events`;
    const customer = t.app.get(JwtService).sign({ sub: 'c-1', role: 'customer', email: 'a@example.com' });
    const answers = await Promise.all([
      t.call('GET', url),
      t.call('GET', url, { token: 'not-a-token' }),
      t.call('GET', url, { token: other.token }),
      t.call('GET', url, { token: customer }),
      t.call('GET', '/api/orders/shop/not-an-id/events', { token: shop.token }),
      t.call('GET', `/api/orders/shop/${MISSING_ID}/events`, { token: shop.token }),
    ]);
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [401, { message: HTTP_MESSAGES.unauthorized }],
      [401, { message: HTTP_MESSAGES.unauthorized }],
      [403, { message: SHOP_API_MESSAGES.notYourShop }],
      [403, { message: SHOP_API_MESSAGES.shopkeeperOnly }],
      [400, { message: VALIDATION.invalidId }],
      [404, { message: SHOP_API_MESSAGES.shopNotFound }],
    ]);
    for (const answer of answers) expect(String(answer.headers['content-type'])).toContain('application/json');
  });

  it("a shopkeeper's open stream gets a customer's new order, then its status change; not another shop's", async () => {
    const desk = watch(shopUrl(shop.shopId), { token: shop.token });
    await desk.connected;
    const elsewhere = await placeOrder(t, other);
    const placedAt = Date.now();
    const order = await placeOrder(t, shop);

    const created = await desk.next(about('order.created', order._id), 2_000);
    expect(created.at - placedAt).toBeLessThan(2_000);
    expect(created.order).toEqual(order);
    expect(created.id).toBe(String(Date.parse(order.updated_at!)));

    const confirmed = await changeStatus(t, shop, order._id, 'confirmed');
    const updated = await desk.next(about('order.updated', order._id, 'confirmed'), 2_000);
    expect(updated.order).toEqual(confirmed);
    expect(Number(updated.id)).toBeGreaterThanOrEqual(Number(created.id));
    expect(desk.received.some((e) => e.order._id === elsewhere._id)).toBe(false);
  });

  it("the order's stream: the placing device, its signed-in customer and its shopkeeper follow it; anyone else 404", async () => {
    const device = newDevice();
    const order = await placeOrder(t, shop, device);
    const url = `/api/orders/${order._id}/events`;
    const expired = t.app.get(JwtService).sign({ sub: 'c-1', role: 'customer' }, { expiresIn: -10 });
    const refused = await Promise.all([
      t.call('GET', url, { headers: { [DEVICE_ID_HEADER]: newDevice() } }),
      t.call('GET', url),
      t.call('GET', url, { token: other.token }),
      t.call('GET', `/api/orders/${MISSING_ID}/events`, { headers: { [DEVICE_ID_HEADER]: device } }),
      t.call('GET', '/api/orders/nope/events', { headers: { [DEVICE_ID_HEADER]: device } }),
      t.call('GET', url, { token: expired, headers: { [DEVICE_ID_HEADER]: device } }),
    ]);
    expect(refused.map((a) => a.status)).toEqual([404, 404, 404, 404, 400, 401]);
    for (const answer of refused) expect(answer.body).toEqual({ message: expect.any(String) });

    const customer = t.app.get(JwtService).sign({ sub: 'c-2', role: 'customer', email: order.customer_email });
    const byDevice = watch(orderUrl(order._id), { deviceId: device });
    const byCustomer = watch(orderUrl(order._id), { token: customer });
    const byOwner = watch(orderUrl(order._id), { token: shop.token });
    await Promise.all([byDevice.connected, byCustomer.connected, byOwner.connected]);

    // Another order of the same shop changes first: not this stream's.
    const neighbour = await placeOrder(t, shop);
    await changeStatus(t, shop, neighbour._id, 'cancelled');
    const ready = await changeStatus(t, shop, order._id, 'ready');
    for (const stream of [byDevice, byCustomer, byOwner]) {
      expect((await stream.next(about('order.updated', order._id, 'ready'), 2_000)).order).toEqual(ready);
      expect(stream.summary()).toEqual([['order.updated', order._id, 'ready']]);
    }
  });

  it('reconnecting with Last-Event-ID: what changed meanwhile comes first, oldest first, then live events', async () => {
    const keeper = await shopWithMenu(t, { Jalebi: 30 }, { name: 'Mithai Mahal' });
    await openAllDay(t, keeper);
    // Changed long before the client's last event: not sent again.
    const old = await placeOrder(t, keeper);
    await t.connection
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(old._id) }, { $set: { updatedAt: new Date(Date.now() - 60 * 60_000) } });

    const first = watch(shopUrl(keeper.shopId), { token: keeper.token });
    await first.connected;
    const seen = await placeOrder(t, keeper);
    const last = await first.next(about('order.created', seen._id), 2_000);
    first.close();

    // While no stream is open: a status change, then a new order.
    const changed = await changeStatus(t, keeper, seen._id, 'preparing');
    const placed = await placeOrder(t, keeper);

    const again = watch(shopUrl(keeper.shopId), { token: keeper.token, lastEventId: last.id });
    await again.next(about('order.created', placed._id), 2_000);
    expect(again.summary()).toEqual([
      ['order.updated', seen._id, 'preparing'],
      ['order.created', placed._id, 'pending'],
    ]);
    expect(again.received.map((e) => e.order)).toEqual([changed, placed]);
    expect(again.received.map((e) => e.id)).toEqual([changed, placed].map((o) => String(Date.parse(o.updated_at!))));
    // Then live, as ever.
    await changeStatus(t, keeper, placed._id, 'confirmed');
    await again.next(about('order.updated', placed._id, 'confirmed'), 2_000);

    // The order's own stream catches up the same way; without Last-Event-ID it sends no old news.
    const device = newDevice();
    const mine = await placeOrder(t, keeper, device);
    const watching = watch(orderUrl(mine._id), { deviceId: device });
    const firstChange = await changeStatus(t, keeper, mine._id, 'confirmed');
    const seenChange = await watching.next(about('order.updated', mine._id, 'confirmed'), 2_000);
    watching.close();
    await changeStatus(t, keeper, mine._id, 'ready');
    const resumed = watch(orderUrl(mine._id), { deviceId: device, lastEventId: seenChange.id });
    expect((await resumed.next(about('order.updated', mine._id, 'ready'), 2_000)).order.status).toBe('ready');
    const fresh = watch(orderUrl(mine._id), { deviceId: device });
    await fresh.connected;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fresh.received).toEqual([]);
    expect(firstChange.status).toBe('confirmed');
  });

  it(`a catch-up sends at most ${ORDER_DESK_LIMITS.catchUpMax} orders, the oldest first, within ${CATCH_UP_SKEW_MS / 1000} s before Last-Event-ID`, async () => {
    const keeper = await shopWithMenu(t, { Lassi: 40 }, { name: 'Lassi Corner' });
    await openAllDay(t, keeper);
    const model = await placeOrder(t, keeper);
    const since = Date.now();
    const record = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(model._id) });
    const copies = Array.from({ length: ORDER_DESK_LIMITS.catchUpMax + 5 }, (_, i) => {
      const at = new Date(since - CATCH_UP_SKEW_MS + 1_000 + i * 10);
      return { ...record, _id: new Types.ObjectId(), orderId: `ORD-TEST-${i}`, createdAt: at, updatedAt: at };
    });
    // Just outside the window: never sent.
    copies.push({
      ...copies[0],
      _id: new Types.ObjectId(),
      orderId: 'ORD-TEST-OLD',
      updatedAt: new Date(since - CATCH_UP_SKEW_MS - 1),
    });
    await t.connection.collection('orders').insertMany(copies);

    const stream = watch(shopUrl(keeper.shopId), { token: keeper.token, lastEventId: String(since) });
    await stream.next(about('order.created', String(copies[ORDER_DESK_LIMITS.catchUpMax - 1]._id)), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = stream.received.map((e) => e.order._id);
    expect(ids).toEqual(copies.slice(0, ORDER_DESK_LIMITS.catchUpMax).map((c) => String(c._id)));
    expect(stream.received.every((e) => e.type === 'order.created')).toBe(true);
    // Cut at its cap: the screen is told to read its lists again, and to resume after the newest change.
    const newest = Math.max(...copies.map((c) => c.updatedAt.getTime()), Date.parse(model.updated_at ?? model.created_at));
    expect(stream.resyncs).toEqual([{ id: String(newest), data: { shop_id: keeper.shopId }, at: expect.any(Number) }]);
  });

  it('a catch-up within its cap ends without a resync', async () => {
    const keeper = await shopWithMenu(t, { Kulfi: 30 }, { name: 'Kulfi Corner' });
    await openAllDay(t, keeper);
    const since = Date.now();
    const placed = await placeOrder(t, keeper);
    const stream = watch(shopUrl(keeper.shopId), { token: keeper.token, lastEventId: String(since) });
    await stream.next(about('order.created', placed._id), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.resyncs).toEqual([]);
  });

  it('a malformed Last-Event-ID is no catch-up; a HEAD request is answered and let go', async () => {
    const stream = watch(shopUrl(shop.shopId), { token: shop.token, lastEventId: 'yesterday' });
    await stream.connected;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.received).toEqual([]);

    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/orders/shop/${shop.shopId}/events`,
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect({ status: head.statusCode, type: head.headers['content-type'], body: head.body }).toEqual({
      status: 200,
      type: 'text/event-stream',
      body: '',
    });
  });

  it('the app closes with streams open: each ends, and the server does not wait for them', async () => {
    const second = await createTestApp(__filename, { keepData: true });
    closeLater.push(second);
    const secondOrigin = await listen(second);
    // Each test app signs with its own random JWT_SECRET.
    const token = second.app.get(JwtService).sign({ sub: shop.userId, role: ROLE_SHOPKEEPER });
    const response = await fetch(`${secondOrigin}/api/orders/shop/${shop.shopId}/events`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const body = response.text();
    const started = Date.now();
    await second.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await body).toBe(`retry: ${RECONNECT_MS}\n\n`);
  });

  it('the order placed reaches the desk as the POST answered it (the customer’s view, with the shop’s names)', async () => {
    const desk = watch(shopUrl(other.shopId), { token: other.token });
    await desk.connected;
    const order: CustomerOrder = await placeOrder(t, other);
    const event = await desk.next(about('order.created', order._id), 2_000);
    expect(event.order).toMatchObject({ shop_id: other.shopId, shop_name: 'Coffee Corner', status: 'pending' });
  });
});
