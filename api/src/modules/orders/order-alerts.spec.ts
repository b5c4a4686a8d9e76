import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { type CustomerOrder, newOrderPush } from '@chowk/contracts';
import { grantPlan } from '../../testing/plans';
import { nextMobile } from '../../testing/shopkeepers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PushAlertsService } from '../notifications/push/push-alerts.service';
import {
  browserSubscription,
  decryptPush,
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../notifications/push/testing/push-service-stand-in';
import { WhatsAppAlertsService } from '../notifications/whatsapp/whatsapp-alerts.service';
import { type OrderEvent, OrderEventsService } from './events/order-events.service';
import { ORDER_ALERTS_RESCUE_AFTER_MS, OrderAlertsService } from './order-alerts.service';
import { OrderAlert } from './schemas/order-alert.schema';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyContact } from './testing/order-fixtures';

const NOON = ist('2026-11-24T12:00');
const CUSTOMER = '9123456782';
const at = (ms: number) => new Date(NOON.getTime() + ms);

/**
 * Two API instances on one database: the alerts of an order whose writer died under them (its
 * record left behind) are sent again by one of them, once, after ORDER_ALERTS_RESCUE_AFTER_MS.
 */
describe('new-order alerts outlive the instance that wrote the order', () => {
  let a: TestApp;
  let b: TestApp;
  let service: PushServiceStandIn;
  const events: OrderEvent[] = [];

  beforeAll(async () => {
    service = await startPushServiceStandIn();
    const env = { JWT_SECRET: 'order-alerts-spec-secret-0123456789abcdef' };
    a = await createTestApp(__filename, { env });
    b = await createTestApp(__filename, { env, keepData: true });
    // No Redis: each instance's own events, caught on both.
    for (const t of [a, b]) t.app.get(OrderEventsService).subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await service?.close();
  });
  beforeEach(() => {
    events.length = 0;
    for (const t of [a, b]) setClock(t, NOON);
  });

  const idle = (t: TestApp) =>
    Promise.all([
      t.app.get(OrderAlertsService).idle(),
      t.app.get(WhatsAppAlertsService).idle(),
      t.app.get(PushAlertsService).idle(),
    ]);
  const rescue = (t: TestApp) => t.app.get(OrderAlertsService).rescue();

  /** A Professional shop, open all day, with WhatsApp alerts on and one device taking pushes. */
  async function alertedShop() {
    const shop = await shopWithMenu(a);
    await a.connection.collection('shops').updateOne({ _id: new Types.ObjectId(shop.shopId) }, { $set: { openingHours: [] } });
    await grantPlan(a, shop.shopId, 'professional', { now: NOON });
    const number = nextMobile();
    expect(
      (await a.call('PUT', `/api/shops/${shop.shopId}/whatsapp`, { token: shop.token, body: { number, enabled: true } })).status,
    ).toBe(200);
    const phone = browserSubscription(service.origin);
    expect(
      (await a.call('PUT', `/api/shops/${shop.shopId}/push-subscriptions`, { token: shop.token, body: phone.json })).status,
    ).toBe(200);
    const pushes = () => service.to(phone.path).map((request) => decryptPush(request, phone));
    const whatsapp = async () =>
      ((await a.call('GET', `/api/dev/outbox?to=${number}`)).body.messages as { channel: string; text: string }[]).filter(
        (m) => m.channel === 'whatsapp',
      );
    return { shop, pushes, whatsapp };
  }

  async function customerOrder(t: TestApp, shop: MenuShop): Promise<CustomerOrder> {
    const deviceId = newDevice();
    await verifyContact(t, deviceId, 'mobile', CUSTOMER);
    const reply = await place(
      t,
      { shop_id: shop.shopId, items: [{ product_id: shop.items['Masala Chai'], quantity: 1 }], customer_mobile: CUSTOMER },
      { deviceId },
    );
    expect(reply.status).toBe(201);
    return reply.body.data as CustomerOrder;
  }

  /** What an instance killed under its alerts leaves: the record of alerts that never ended. */
  const leftBehind = (order: CustomerOrder, startedAt = NOON) =>
    a.connection.collection('order_alerts').insertOne({ _id: new Types.ObjectId(order._id), shopId: order.shop_id, startedAt });

  it('alerts that end leave no record (written once for both kinds); a shop without alerts and a counter order write none', async () => {
    const writes = jest.spyOn(a.app.get<Model<OrderAlert>>(getModelToken(OrderAlert.name)), 'create');
    const quiet = await shopWithMenu(a);
    await a.connection.collection('shops').updateOne({ _id: new Types.ObjectId(quiet.shopId) }, { $set: { openingHours: [] } });
    await customerOrder(a, quiet);
    await idle(a);
    expect(writes).not.toHaveBeenCalled();

    const { shop, pushes, whatsapp } = await alertedShop();
    const order = await customerOrder(a, shop);
    await idle(a);
    expect(pushes()).toEqual([newOrderPush(order)]);
    expect(await whatsapp()).toHaveLength(1);
    expect(writes).toHaveBeenCalledTimes(1);
    writes.mockRestore();
    const counter = await a.call('POST', `/api/orders/shop/${shop.shopId}`, {
      token: shop.token,
      body: { items: [{ product_id: shop.items['Masala Chai'], quantity: 1 }] },
    });
    expect(counter.status).toBe(201);
    await idle(a);
    expect(await a.count('order_alerts')).toBe(0);
    expect(pushes()).toHaveLength(1);
  });

  it(`an order whose writer died under its alerts: one instance sends them again ${ORDER_ALERTS_RESCUE_AFTER_MS / 1000} s on, with its event; not before, and once`, async () => {
    const { shop, pushes, whatsapp } = await alertedShop();
    const order = await customerOrder(a, shop);
    await idle(a);
    await leftBehind(order);
    events.length = 0;

    for (const t of [a, b]) setClock(t, at(ORDER_ALERTS_RESCUE_AFTER_MS / 2));
    expect(await Promise.all([rescue(a), rescue(b)])).toEqual([0, 0]);
    expect(await a.count('order_alerts')).toBe(1);

    for (const t of [a, b]) setClock(t, at(ORDER_ALERTS_RESCUE_AFTER_MS + 1_000));
    const sent = await Promise.all([rescue(a), rescue(b)]);
    expect(sent.sort()).toEqual([0, 1]);
    await Promise.all([idle(a), idle(b)]);
    expect(pushes()).toEqual([newOrderPush(order), newOrderPush(order)]);
    expect(await whatsapp()).toHaveLength(2);
    expect(events.map((e) => [e.type, e.order._id])).toEqual([['order.created', order._id]]);
    expect(await a.count('order_alerts')).toBe(0);

    // Over: no instance sends them a third time.
    expect(await Promise.all([rescue(a), rescue(b)])).toEqual([0, 0]);
    expect(pushes()).toHaveLength(2);
  });

  it('an order the shop has taken up meanwhile is not alerted again; a record without its order is dropped', async () => {
    const { shop, pushes } = await alertedShop();
    const order = await customerOrder(a, shop);
    await idle(a);
    const confirmed = await a.call('PATCH', `/api/orders/${order._id}/status`, {
      token: shop.token,
      body: { status: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
    await leftBehind(order);
    await a.connection.collection('order_alerts').insertOne({ _id: new Types.ObjectId(), shopId: shop.shopId, startedAt: NOON });

    setClock(a, at(ORDER_ALERTS_RESCUE_AFTER_MS + 1_000));
    expect(await rescue(a)).toBe(0);
    await idle(a);
    expect(pushes()).toHaveLength(1);
    expect(await a.count('order_alerts')).toBe(0);
  });
});
