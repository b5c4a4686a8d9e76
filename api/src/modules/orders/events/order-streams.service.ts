import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted } from 'mongoose';
import { type CustomerOrder, ORDER_DESK_LIMITS, type OrderEventType } from '@chowk/contracts';
import { Lifecycle } from '../../../common/lifecycle/lifecycle';
import { ShopsService } from '../../catalogue/shops/shops.service';
import type { Caller } from '../customer-identity';
import { type OrderRecord, OrdersService, toOrderView } from '../orders.service';
import { Order } from '../schemas/order.schema';
import { EventStream, eventId, SHUTDOWN_RECONNECT_MS } from './event-stream';
import { type OrderEvent, OrderEventsService } from './order-events.service';

/**
 * How far before Last-Event-ID a catch-up reads: an event id is the updated_at that the
 * instance writing the order took from its own clock, so one written a moment later on an
 * instance whose clock is behind may carry an earlier one.
 */
export const CATCH_UP_SKEW_MS = 5_000;

/** A Last-Event-ID header: the ms of an event this client has; anything else means none. */
export function parseLastEventId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value.trim())) return undefined;
  const ms = Number(value.trim());
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/**
 * What a stream sends before its live events: the orders changed since Last-Event-ID, oldest
 * first, and, when there were more than it sends, the newest change's id (ORDER_RESYNC_EVENT).
 */
interface CatchUp {
  orders: CustomerOrder[];
  resync?: { shopId: string; id: number };
}

/** A catch-up event: a new order while it has never changed, else a change. */
const catchUpType = (order: CustomerOrder): OrderEventType =>
  eventId(order) === Date.parse(order.created_at) ? 'order.created' : 'order.updated';

/**
 * The live order streams (GET /api/orders/shop/{shopId}/events and /api/orders/{id}/events).
 * Each one subscribes to the bus before it reads what it must catch up on, holding what arrives
 * meanwhile, so an event is never lost between the two; one sent twice is fine (the client
 * keeps an order by its _id). Every refusal is thrown before the answer starts, so it is the
 * usual JSON error.
 */
@Injectable()
export class OrderStreamsService implements OnModuleDestroy {
  private readonly open = new Set<EventStream>();
  /** Set once the streams have ended: a stream opened later ends at once, with this `retry:` if any. */
  private closing: { reconnectMs?: number } | null = null;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly shops: ShopsService,
    private readonly reading: OrdersService,
    private readonly events: OrderEventsService,
    lifecycle: Lifecycle,
  ) {
    lifecycle.onStreamsEnd(() => this.endAll(SHUTDOWN_RECONNECT_MS));
  }

  /** The shop's new and changed orders, to its owner (another shopkeeper 403, no shop 404). */
  forShop(ownerId: string, shopId: string, lastEventId: number | undefined): Promise<EventStream> {
    return this.openStream(
      (event) => event.order.shop_id === shopId,
      async () => {
        const shop = await this.shops.requireOwned(shopId, ownerId);
        if (lastEventId === undefined) return { orders: [] };
        const changed = await this.orders
          // trusted(): the connection's sanitizeFilter would make the operator an equality; the date is a number we parsed.
          .find({ shopId, updatedAt: trusted({ $gt: new Date(lastEventId - CATCH_UP_SKEW_MS) }) })
          .sort({ updatedAt: 1, _id: 1 })
          .limit(ORDER_DESK_LIMITS.catchUpMax + 1)
          .lean<OrderRecord[]>()
          .exec();
        const orders = changed.slice(0, ORDER_DESK_LIMITS.catchUpMax).map((order) => toOrderView(order, shop));
        if (changed.length <= ORDER_DESK_LIMITS.catchUpMax) return { orders };
        // More changed than a catch-up sends: the screen re-reads its lists, then resumes after the newest change.
        const newest = await this.orders
          .findOne({ shopId })
          .sort({ updatedAt: -1, _id: -1 })
          .select({ updatedAt: 1 })
          .lean<{ updatedAt: Date }>()
          .exec();
        return { orders, resync: { shopId, id: newest ? new Date(newest.updatedAt).getTime() : Date.now() } };
      },
    );
  }

  /** One order's changes, to whoever may read it (OrdersService.readFor; anyone else 404). */
  forOrder(orderId: string, deviceId: string | undefined, caller: Caller, lastEventId: number | undefined): Promise<EventStream> {
    return this.openStream(
      (event) => event.type === 'order.updated' && event.order._id === orderId,
      async () => {
        const order = await this.reading.readFor(orderId, deviceId, caller);
        const changed = lastEventId !== undefined && eventId(order) > lastEventId - CATCH_UP_SKEW_MS;
        return { orders: changed ? [order] : [] };
      },
    );
  }

  /**
   * Application shutdown: every stream ends (the server would wait for them), clients reconnect
   * elsewhere. The graceful shutdown has ended them already, with a short `retry:`.
   */
  onModuleDestroy(): void {
    this.endAll();
  }

  /** Ends every open stream, and each one opened from now on at once; answers how many it ended. */
  private endAll(reconnectMs?: number): number {
    this.closing ??= { reconnectMs };
    const streams = [...this.open];
    for (const stream of streams) stream.end(reconnectMs);
    return streams.length;
  }

  /**
   * Subscribes, runs `prepare` (the checks, then the catch-up read; oldest first), and only then
   * opens the stream: the catch-up (and its resync when it was cut), then what arrived meanwhile,
   * then each event as it comes.
   */
  private async openStream(wanted: (event: OrderEvent) => boolean, prepare: () => Promise<CatchUp>): Promise<EventStream> {
    const opened = new EventStream();
    // What arrives before the catch-up is written waits here, then goes out behind it.
    let held: OrderEvent[] | null = [];
    const unsubscribe = this.events.subscribe((event) => {
      if (!wanted(event)) return;
      if (held) held.push(event);
      else opened.send(event.type, event.order);
    });
    let missed: CatchUp;
    try {
      missed = await prepare();
    } catch (error) {
      unsubscribe();
      opened.end();
      throw error;
    }
    for (const order of missed.orders) opened.send(catchUpType(order), order);
    if (missed.resync) opened.sendResync(missed.resync.shopId, missed.resync.id);
    for (const event of held) opened.send(event.type, event.order);
    held = null;
    this.open.add(opened);
    opened.onClose(() => {
      unsubscribe();
      this.open.delete(opened);
    });
    // Shutting down: the stream opens and ends at once, so the client reconnects to another instance.
    if (this.closing) opened.end(this.closing.reconnectMs);
    return opened;
  }
}
