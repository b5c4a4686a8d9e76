/**
 * The live order streams over real HTTP, for the event specs: `inject` answers only once a
 * response ends, so the app listens on a port and the streams are read as the browser reads
 * them, with eventsource-client (libs/api-client live.ts).
 */
import type { AddressInfo } from 'node:net';
import { createEventSource, type EventSourceClient, type FetchLike } from 'eventsource-client';
import { Types } from 'mongoose';
import { type CustomerOrder, DEVICE_ID_HEADER, ORDER_RESYNC_EVENT, type OrderEventType } from '@chowk/contracts';
import type { TestApp } from '../../../../testing/test-app';
import { newDevice, place, verifyContact, type MenuShop } from '../../testing/order-fixtures';

/** Starts the app on a free port of 127.0.0.1 and answers its origin. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Open at any hour: orders are then placed at the real time (no mocked clock), so event ids
 * (updated_at) come from the real clock as in production, and a status change (timestamped by
 * mongoose) comes after its order. Hours of 00:00–23:59 would still close a minute a day; a shop
 * without opening hours (as before shops had them) is open (shopOpenState).
 */
export async function openAllDay(t: TestApp, shop: MenuShop): Promise<void> {
  await t.connection.collection('shops').updateOne({ _id: new Types.ObjectId(shop.shopId) }, { $unset: { openingHours: '' } });
}

/** A customer's order placed through POST /api/orders from a device that verified its email. */
export async function placeOrder(t: TestApp, shop: MenuShop, deviceId = newDevice()): Promise<CustomerOrder> {
  const email = `${deviceId.slice(0, 8)}@example.com`;
  await verifyContact(t, deviceId, 'email', email);
  const [item] = Object.values(shop.items);
  const reply = await place(
    t,
    { shop_id: shop.shopId, items: [{ product_id: item, quantity: 2 }], customer_email: email },
    { deviceId },
  );
  if (reply.status !== 201) throw new Error(`POST /api/orders: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as CustomerOrder;
}

/** The owner's PATCH /api/orders/{id}/status. */
export async function changeStatus(t: TestApp, shop: MenuShop, orderId: string, status: string): Promise<CustomerOrder> {
  const reply = await t.call('PATCH', `/api/orders/${orderId}/status`, { token: shop.token, body: { status } });
  if (reply.status !== 200) throw new Error(`PATCH status: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as CustomerOrder;
}

export interface Received {
  type: OrderEventType;
  id: string | undefined;
  order: CustomerOrder;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface WatchOptions {
  token?: string;
  deviceId?: string;
  lastEventId?: string;
}

/** One stream read as the browser's client reads it; `close()` it before the app closes (it reconnects otherwise). */
export class LiveStream {
  readonly received: Received[] = [];
  /** The ORDER_RESYNC_EVENTs received (a catch-up cut at its cap). */
  readonly resyncs: { id: string | undefined; data: unknown; at: number }[] = [];
  /** Resolves once the server has answered 200 (it has subscribed by then); fails with any other answer. */
  readonly connected: Promise<void>;
  private readonly source: EventSourceClient;
  private readonly waiters: { match: (e: Received) => boolean; resolve: (e: Received) => void }[] = [];

  constructor(url: string, options: WatchOptions = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.deviceId) headers[DEVICE_ID_HEADER] = options.deviceId;
    let opened: () => void = () => undefined;
    let refused: (error: Error) => void = () => undefined;
    this.connected = new Promise((resolve, reject) => {
      opened = resolve;
      refused = reject;
    });
    this.connected.catch(() => undefined); // awaited by the tests that expect it
    // As live.ts does: anything but a 200 is final (the library would read it as a stream and retry).
    const checked: FetchLike = async (input, init) => {
      const response = await fetch(input, init as RequestInit);
      if (response.status === 200) {
        opened();
        return response;
      }
      refused(new Error(`the stream answered ${response.status}: ${await response.text()}`));
      return { status: 204, body: null, url: response.url, redirected: false };
    };
    this.source = createEventSource({
      url,
      headers,
      fetch: checked,
      ...(options.lastEventId ? { initialLastEventId: options.lastEventId } : {}),
      onMessage: (message) => {
        if (message.event === ORDER_RESYNC_EVENT) {
          this.resyncs.push({ id: message.id, data: JSON.parse(message.data) as unknown, at: Date.now() });
          return;
        }
        const event: Received = {
          type: message.event as OrderEventType,
          id: message.id,
          order: JSON.parse(message.data) as CustomerOrder,
          at: Date.now(),
        };
        this.received.push(event);
        for (const waiter of this.waiters.filter((w) => w.match(event))) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      },
    });
  }

  /** The first event (already received or still to come) that matches, or a failure after `timeoutMs`. */
  next(match: (e: Received) => boolean, timeoutMs = 5_000): Promise<Received> {
    const found = this.received.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(this.summary())}`));
      }, timeoutMs);
      const waiter = {
        match,
        resolve: (event: Received) => {
          clearTimeout(timer);
          resolve(event);
        },
      };
      this.waiters.push(waiter);
      this.connected.catch((error: Error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  /** What came, as [type, order _id, status]. */
  summary(): [OrderEventType, string, string][] {
    return this.received.map((e) => [e.type, e.order._id, e.order.status]);
  }

  close(): void {
    this.source.close();
  }
}

/** An event of this type about this order. */
export const about =
  (type: OrderEventType, orderId: string, status?: string) =>
  (event: Received): boolean =>
    event.type === type && event.order._id === orderId && (status === undefined || event.order.status === status);
