import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Types } from 'mongoose';
import { HTTP_MESSAGES, planRequiredMessage, SHOP_API_MESSAGES, VALIDATION, WHATSAPP_MESSAGES as W } from '@chowk/contracts';
import { grantPlan } from '../../../testing/plans';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { expectOwnerOnly, nextMobile } from '../../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../../testing/test-app';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyContact } from '../../orders/testing/order-fixtures';
import { ORDER_EVENTS_CHANNEL } from '../../orders/events/order-events.service';
import { WhatsAppAlertsService } from './whatsapp-alerts.service';

/** Noon in India on 24 Nov 2026. */
const NOON = ist('2026-11-24T12:00');
const CUSTOMER = '9123456780';

/** A shop with its number, open round the clock (no weekly hours: always open). */
interface AlertShop extends MenuShop {
  number: string;
}

async function openAllDay(t: TestApp, shopId: string): Promise<void> {
  await t.connection.collection('shops').updateOne({ _id: new Types.ObjectId(shopId) }, { $set: { openingHours: [] } });
}

/** Straight in the database, as a plan that later lapsed or was changed would leave it. */
async function setWhatsApp(t: TestApp, shopId: string, whatsapp: { number: string; enabled: boolean }): Promise<void> {
  await t.connection.collection('shops').updateOne({ _id: new Types.ObjectId(shopId) }, { $set: { whatsapp } });
}

const putAlerts = (t: TestApp, shop: Pick<AlertShop, 'shopId' | 'token'>, body: unknown, token = shop.token) =>
  t.call('PUT', `/api/shops/${shop.shopId}/whatsapp`, { token, body });

/** A customer's order of 2 chai (₹15): ₹30 + 5% tax = ₹31.50, pickup. */
async function customerOrder(
  t: TestApp,
  shop: MenuShop,
  extra: Record<string, unknown> = {},
  key?: string,
  deviceId = newDevice(),
) {
  await verifyContact(t, deviceId, 'mobile', CUSTOMER);
  const reply = await place(
    t,
    {
      shop_id: shop.shopId,
      items: [{ product_id: shop.items['Masala Chai'], quantity: 2 }],
      customer_mobile: CUSTOMER,
      customer_name: 'Ravi',
      ...extra,
    },
    { deviceId, key },
  );
  // 201 for a new order; 200 for a replayed Idempotency-Key (the same order).
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`order: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply;
}

/** The WhatsApp messages of the dev outbox to `number`, newest first, once every alert on its way has gone. */
async function whatsappTo(t: TestApp, number: string): Promise<{ to: string; text: string }[]> {
  await t.app.get(WhatsAppAlertsService).idle();
  const reply = await t.call('GET', `/api/dev/outbox?to=${number}`);
  return (reply.body.messages as { to: string; channel: string; text: string }[])
    .filter((m) => m.channel === 'whatsapp')
    .map(({ to, text }) => ({ to, text }));
}

const usageOf = (t: TestApp, shop: Pick<AlertShop, 'shopId' | 'token'>) =>
  t.call('GET', `/api/shops/${shop.shopId}/whatsapp/usage`, { token: shop.token });

describe('WhatsApp new-order alerts (outbox provider)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());
  beforeEach(() => setClock(t, NOON));

  /** A Professional shop (bought at `now`) whose owner turned alerts on through the API. */
  async function professionalShop(now = NOON): Promise<AlertShop> {
    const shop = await shopWithMenu(t);
    await openAllDay(t, shop.shopId);
    await grantPlan(t, shop.shopId, 'professional', { now });
    const number = nextMobile();
    const reply = await putAlerts(t, shop, { number, enabled: true });
    expect(reply.status).toBe(200);
    return { ...shop, number };
  }

  describe('sending', () => {
    it("a customer's order sends one WhatsApp message to the owner's number with the order number and total", async () => {
      const shop = await professionalShop();
      const order = (await customerOrder(t, shop)).body.data;
      expect(await whatsappTo(t, shop.number)).toEqual([
        { to: shop.number, text: `New order ${order.order_id} at Sharma Tea Stall: 2 items, ₹31.50, pickup, Ravi` },
      ]);
      expect((await usageOf(t, shop)).body).toEqual({
        month: '2026-11',
        sent: 1,
        free_allowance: 150,
        free_left: 149,
        extra: 0,
        extra_paise: 0,
      });
    });

    it('names the contact when the customer gave no name, and says delivery', async () => {
      const shop = await professionalShop();
      await t.connection.collection('shops').updateOne({ _id: new Types.ObjectId(shop.shopId) }, { $set: { delivers: true } });
      const order = (await customerOrder(t, shop, { customer_name: undefined, delivery_type: 'delivery' })).body.data;
      const [message] = await whatsappTo(t, shop.number);
      expect(message?.text).toBe(`New order ${order.order_id} at Sharma Tea Stall: 2 items, ₹60.50, delivery, ${CUSTOMER}`);
    });

    it('a retried order (the same Idempotency-Key) alerts once', async () => {
      const shop = await professionalShop();
      const device = newDevice();
      const first = await customerOrder(t, shop, {}, 'key-retry-1', device);
      const again = await customerOrder(t, shop, {}, 'key-retry-1', device);
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.body.data.order_id).toBe(first.body.data.order_id);
      expect(await whatsappTo(t, shop.number)).toHaveLength(1);
      expect((await usageOf(t, shop)).body.sent).toBe(1);
    });

    it("the shop's own counter order sends none", async () => {
      const shop = await professionalShop();
      const counter = await t.call('POST', `/api/orders/shop/${shop.shopId}`, {
        token: shop.token,
        body: { items: [{ product_id: shop.items.Samosa, quantity: 1 }], customer_name: 'Walk-in' },
      });
      expect(counter.status).toBe(201);
      expect(await whatsappTo(t, shop.number)).toEqual([]);
      expect((await usageOf(t, shop)).body.sent).toBe(0);
    });

    it.each([
      ['a Starter shop', 'starter'],
      ['a shop without a plan', 'none'],
      ['a shop whose plan ran out', 'expired'],
      ['a Professional shop with alerts off', 'disabled'],
      ['a Professional shop without a number', 'no-number'],
    ] as const)('%s gets none', async (_name, setup) => {
      const shop = await shopWithMenu(t);
      await openAllDay(t, shop.shopId);
      const number = nextMobile();
      if (setup === 'starter') await grantPlan(t, shop.shopId, 'starter', { now: NOON });
      if (setup === 'expired') await grantPlan(t, shop.shopId, 'professional', { now: NOON, expired: true });
      if (setup === 'disabled' || setup === 'no-number') await grantPlan(t, shop.shopId, 'professional', { now: NOON });
      await t.connection.collection('shops').updateOne(
        { _id: new Types.ObjectId(shop.shopId) },
        {
          $set: {
            whatsapp: setup === 'no-number' ? { number: null, enabled: true } : { number, enabled: setup !== 'disabled' },
          },
        },
      );
      await customerOrder(t, shop);
      expect(await whatsappTo(t, number)).toEqual([]);
      expect(await t.connection.collection('whatsapp_usage').countDocuments({ shopId: new Types.ObjectId(shop.shopId) })).toBe(0);
    });
  });

  describe('counting', () => {
    it('counts per India calendar month: 23:59 IST on 30 November is November, 00:01 IST on 1 December is December', async () => {
      const shop = await professionalShop();
      setClock(t, ist('2026-11-30T23:59'));
      await customerOrder(t, shop);
      setClock(t, ist('2026-12-01T00:01'));
      await customerOrder(t, shop);
      await customerOrder(t, shop);
      await t.app.get(WhatsAppAlertsService).idle();

      const rows = await t.connection
        .collection('whatsapp_usage')
        .find({ shopId: new Types.ObjectId(shop.shopId) })
        .sort({ month: 1 })
        .toArray();
      expect(rows.map(({ month, sent }) => ({ month, sent }))).toEqual([
        { month: '2026-11', sent: 1 },
        { month: '2026-12', sent: 2 },
      ]);
      expect((await usageOf(t, shop)).body).toMatchObject({ month: '2026-12', sent: 2, free_left: 148 });
      setClock(t, ist('2026-11-30T23:59'));
      expect((await usageOf(t, shop)).body).toMatchObject({ month: '2026-11', sent: 1, free_left: 149 });
      expect(await whatsappTo(t, shop.number)).toHaveLength(3);
    });

    it('the 151st alert of a month is still sent, and counted as extra at 15 paise', async () => {
      const shop = await professionalShop();
      await t.connection
        .collection('whatsapp_usage')
        .insertOne({ shopId: new Types.ObjectId(shop.shopId), month: '2026-11', sent: 150, updatedAt: NOON });
      expect((await usageOf(t, shop)).body).toMatchObject({ sent: 150, free_left: 0, extra: 0, extra_paise: 0 });
      const order = (await customerOrder(t, shop)).body.data;
      expect((await whatsappTo(t, shop.number))[0]?.text).toContain(order.order_id);
      expect((await usageOf(t, shop)).body).toEqual({
        month: '2026-11',
        sent: 151,
        free_allowance: 150,
        free_left: 0,
        extra: 1,
        extra_paise: 15,
      });
    });

    it('orders placed at once are each counted (one document, no count lost)', async () => {
      const shop = await professionalShop();
      const devices = Array.from({ length: 6 }, () => newDevice());
      await Promise.all(devices.map((d) => customerOrder(t, shop, {}, undefined, d)));
      expect(await whatsappTo(t, shop.number)).toHaveLength(6);
      expect((await usageOf(t, shop)).body.sent).toBe(6);
      expect(await t.connection.collection('whatsapp_usage').countDocuments({ shopId: new Types.ObjectId(shop.shopId) })).toBe(1);
    });
  });

  describe('PUT /api/shops/{id}/whatsapp', () => {
    it('a Professional owner turns alerts on and off; the answer is the owner view of the shop', async () => {
      const shop = await shopWithMenu(t);
      await grantPlan(t, shop.shopId, 'professional', { now: NOON });
      const on = await putAlerts(t, shop, { number: '9876501234', enabled: true });
      expect(on.status).toBe(200);
      expect(on.body.message).toBe(W.turnedOn);
      expect(on.body.shop).toMatchObject({ _id: shop.shopId, whatsapp: { number: '9876501234', enabled: true } });
      expect(on.body.shop.plan).toMatchObject({ id: 'professional' });
      const off = await putAlerts(t, shop, { number: '9876501234', enabled: false });
      expect(off.body).toMatchObject({ message: W.turnedOff, shop: { whatsapp: { number: '9876501234', enabled: false } } });
      expect((await t.call('GET', '/api/auth/me', { token: shop.token })).status).not.toBe(500);
    });

    it.each([
      ['no plan', null],
      ['Starter', 'starter'],
      ['a plan that ran out', 'expired'],
    ] as const)('turning alerts on with %s is 402; turning them off is allowed', async (_name, plan) => {
      const shop = await shopWithMenu(t);
      if (plan === 'starter') await grantPlan(t, shop.shopId, 'starter', { now: NOON });
      if (plan === 'expired') await grantPlan(t, shop.shopId, 'professional', { now: NOON, expired: true });
      const on = await putAlerts(t, shop, { number: '9876501234', enabled: true });
      expect({ status: on.status, body: on.body }).toEqual({
        status: 402,
        body: { message: planRequiredMessage('whatsapp_alerts') },
      });
      const stored = await t.connection.collection('shops').findOne({ _id: new Types.ObjectId(shop.shopId) });
      expect(stored?.whatsapp ?? null).toBeNull();
      const off = await putAlerts(t, shop, { number: '9876501234', enabled: false });
      expect(off.status).toBe(200);
      expect(off.body.shop.whatsapp).toEqual({ number: '9876501234', enabled: false });
    });

    it('refuses a bad number, a missing or non-boolean switch, unknown fields and $-operators with 422', async () => {
      const shop = await shopWithMenu(t);
      await grantPlan(t, shop.shopId, 'professional', { now: NOON });
      const before = await t.connection.collection('shops').findOne({ _id: new Types.ObjectId(shop.shopId) });
      const cases: [unknown, Record<string, string>][] = [
        [{ number: '12345', enabled: true }, { number: W.numberInvalid }],
        [{ number: '5876543210', enabled: true }, { number: W.numberInvalid }],
        [{ number: '98765432101', enabled: true }, { number: W.numberInvalid }],
        [{ number: ' 9876543210', enabled: true }, { number: W.numberInvalid }],
        [{ number: '+919876543210', enabled: true }, { number: W.numberInvalid }],
        [{ number: 9876543210, enabled: true }, { number: W.numberInvalid }],
        [{ number: { $gt: '' }, enabled: true }, { number: W.numberInvalid }],
        [{ number: '9876543210', enabled: 'yes' }, { enabled: W.enabledInvalid }],
        [{ number: '9876543210' }, { enabled: W.enabledInvalid }],
        [{}, { number: W.numberInvalid, enabled: W.enabledInvalid }],
        [{ number: '9876543210', enabled: true, plan: 'professional' }, { plan: VALIDATION.unknownField('plan') }],
        [{ number: '9876543210', enabled: true, $set: { plan: null } }, { $set: VALIDATION.unknownField('$set') }],
      ];
      for (const [body, errors] of cases) {
        const reply = await putAlerts(t, shop, body);
        expect({ body, status: reply.status, reply: reply.body }).toEqual({
          body,
          status: 422,
          reply: { message: HTTP_MESSAGES.validation, errors },
        });
      }
      expect(await t.connection.collection('shops').findOne({ _id: new Types.ObjectId(shop.shopId) })).toEqual(before);
    });

    it('a bad id is 400, an unknown shop 404', async () => {
      const shop = await shopWithMenu(t);
      const body = { number: '9876543210', enabled: false };
      expect((await t.call('PUT', '/api/shops/not-an-id/whatsapp', { token: shop.token, body })).status).toBe(400);
      const missing = await t.call('PUT', `/api/shops/${MISSING_ID}/whatsapp`, { token: shop.token, body });
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: 404,
        body: { message: SHOP_API_MESSAGES.shopNotFound },
      });
      expect((await t.call('GET', '/api/shops/not-an-id/whatsapp/usage', { token: shop.token })).status).toBe(400);
      expect((await t.call('GET', `/api/shops/${MISSING_ID}/whatsapp/usage`, { token: shop.token })).status).toBe(404);
    });

    it("is the owner's alone: another shopkeeper 403, the admin 403, no token 401 (both routes)", async () => {
      const owner = await shopWithMenu(t);
      await grantPlan(t, owner.shopId, 'professional', { now: NOON });
      const other = await shopWithMenu(t, undefined, { name: 'Other Stall' });
      await grantPlan(t, other.shopId, 'professional', { now: NOON });
      await expectOwnerOnly(t, 'PUT', `/api/shops/${owner.shopId}/whatsapp`, {
        owner,
        other,
        body: { number: '9876543210', enabled: true },
      });
      await expectOwnerOnly(t, 'GET', `/api/shops/${owner.shopId}/whatsapp/usage`, { owner, other });
    });
  });
});

describe('WhatsApp new-order alerts with two API instances sharing Redis', () => {
  let redis: RedisServer;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await startRedisServer();
    const env = { REDIS_URL: redis.url, JWT_SECRET: 'whatsapp-alerts-redis-spec-0123456789abcdef' };
    a = await createTestApp(`${__filename}-redis`, { env });
    b = await createTestApp(`${__filename}-redis`, { env, keepData: true });
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
  });

  it('each order alerts once, from the instance that wrote it, whichever instance the events reach', async () => {
    const shop = await shopWithMenu(a);
    await openAllDay(a, shop.shopId);
    await grantPlan(a, shop.shopId, 'professional', { now: NOON });
    const number = nextMobile();
    await setWhatsApp(a, shop.shopId, { number, enabled: true });

    const first = (await customerOrder(a, shop)).body.data;
    const second = (await customerOrder(b, shop)).body.data;
    // Time for the events to cross Redis to the other instance, which must not alert again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all([a.app.get(WhatsAppAlertsService).idle(), b.app.get(WhatsAppAlertsService).idle()]);
    const texts = (await whatsappTo(a, number)).map((m) => m.text);
    expect(texts.sort()).toEqual(
      [first.order_id, second.order_id].map((id) => `New order ${id} at Sharma Tea Stall: 2 items, ₹31.50, pickup, Ravi`).sort(),
    );
    expect((await usageOf(b, shop)).body.sent).toBe(2);
  });
});

/** A local stand-in for the WhatsApp Cloud API: records each request, answers what the test says. */
async function fakeCloud(answer: { status: number; body: unknown } | 'hang') {
  const seen: { method?: string; url?: string; authorization?: string; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) });
      if (answer === 'hang') return; // never answers
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('WhatsApp new-order alerts (WhatsApp Cloud API provider)', () => {
  const cases = [
    ['accepting', { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.ABC' }] } }],
    ['refusing', { status: 500, body: { error: { message: 'Service temporarily unavailable', code: 2 } } }],
    ['silent', 'hang'],
  ] as const;

  describe.each(cases)('a provider %s', (which, answer) => {
    let t: TestApp;
    let cloud: Awaited<ReturnType<typeof fakeCloud>>;

    beforeAll(async () => {
      cloud = await fakeCloud(answer);
      t = await createTestApp(`${__filename}-cloud-${which}`, {
        env: {
          WHATSAPP_PROVIDER: 'cloud',
          WHATSAPP_TOKEN: 'cloud-token-1',
          WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
          WHATSAPP_TEMPLATE: 'new_order_alert',
          WHATSAPP_BASE_URL: cloud.baseUrl,
        },
      });
      setClock(t, NOON);
    });
    afterAll(async () => {
      await cloud.close();
      await t.close();
    });

    it(
      which === 'accepting'
        ? 'posts the template to {base}/{phone number id}/messages with the bearer token, and counts it'
        : 'the order is placed at once all the same; the failure is logged with the reason and not counted',
      async () => {
        const warn = jest.spyOn(Logger.prototype, 'warn');
        try {
          const shop = await shopWithMenu(t);
          await openAllDay(t, shop.shopId);
          await grantPlan(t, shop.shopId, 'professional', { now: NOON });
          await setWhatsApp(t, shop.shopId, { number: '9876512345', enabled: true });

          const started = Date.now();
          const order = (await customerOrder(t, shop)).body.data;
          // The order never waits on the provider.
          expect(Date.now() - started).toBeLessThan(3_000);
          if (answer === 'hang') {
            // The provider has the request and says nothing: cut it off as its timeout would.
            for (let i = 0; i < 100 && cloud.seen.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
            await cloud.close();
          }
          await t.app.get(WhatsAppAlertsService).idle();

          expect(cloud.seen).toEqual([
            {
              method: 'POST',
              url: '/v21.0/106540352242922/messages',
              authorization: 'Bearer cloud-token-1',
              body: {
                messaging_product: 'whatsapp',
                to: '919876512345',
                type: 'template',
                template: {
                  name: 'new_order_alert',
                  language: { code: 'en' },
                  components: [
                    {
                      type: 'body',
                      parameters: [order.order_id, 'Sharma Tea Stall', '2 items', '₹31.50', 'pickup', 'Ravi'].map((text) => ({
                        type: 'text',
                        text,
                      })),
                    },
                  ],
                },
              },
            },
          ]);
          const usage = await t.connection.collection('whatsapp_usage').findOne({ shopId: new Types.ObjectId(shop.shopId) });
          const warnings = warn.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('WhatsApp alert'));
          if (which === 'accepting') {
            expect(usage?.sent).toBe(1);
            expect(warnings).toEqual([]);
          } else {
            expect(usage).toBeNull();
            expect(warnings).toEqual([
              expect.stringContaining(
                which === 'refusing'
                  ? `order ${order.order_id} of shop ${shop.shopId} not sent: WhatsApp Cloud API refused the alert: HTTP 500 Service temporarily unavailable`
                  : `order ${order.order_id} of shop ${shop.shopId} not sent: WhatsApp Cloud API unreachable`,
              ),
            ]);
          }
          // The order is there and the shop can work it.
          expect((await t.call('GET', `/api/orders/shop/${shop.shopId}`, { token: shop.token })).status).toBe(200);
        } finally {
          warn.mockRestore();
        }
      },
    );
  });
});
