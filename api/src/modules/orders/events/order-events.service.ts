import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type CustomerOrder, ORDER_EVENT_TYPES, type OrderEventType } from '@chowk/contracts';
import { AppConfig } from '../../../config';

/** One order event as it travels between API instances and to the screens. */
export interface OrderEvent {
  type: OrderEventType;
  order: CustomerOrder;
}

/** The one Redis pub/sub channel every API instance publishes to and listens on. */
export const ORDER_EVENTS_CHANNEL = 'chowk:order-events';

/** On the channel: the event, and the instance that sent it (which has delivered it already). */
interface WireEvent extends OrderEvent {
  from: string;
}

/** A message from the channel, if it is an order event (anything else on it is ignored). */
function parseWireEvent(message: string): WireEvent | null {
  try {
    const value = JSON.parse(message) as Partial<WireEvent> | null;
    const order = value?.order as Partial<CustomerOrder> | undefined;
    if (!value || !(ORDER_EVENT_TYPES as readonly unknown[]).includes(value.type) || typeof value.from !== 'string') return null;
    if (typeof order?._id !== 'string' || typeof order.shop_id !== 'string') return null;
    return value as WireEvent;
  } catch {
    return null;
  }
}

/**
 * Order events: published after an order is written (placed by a customer, taken
 * by the owner, its status changed), delivered to every open screen of its shop and of its
 * customer on every API instance.
 *
 * Without REDIS_URL the events stay in this process. With it they also go through one Redis
 * pub/sub channel (one publishing and one subscribed connection per instance), and every
 * instance delivers what the others publish to its own listeners. The publishing instance
 * delivers its own events at once rather than waiting for Redis to echo them: its screens never
 * depend on Redis, and a Redis that is down costs only the other instances' screens, which
 * catch up (Last-Event-ID) when they reconnect.
 */
@Injectable()
export class OrderEventsService implements OnModuleDestroy {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners = new Set<(event: OrderEvent) => void>();
  /** Tells this instance's messages apart on the channel. */
  private readonly instance = randomUUID();
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  /** One warning per outage, not one per event or per reconnect attempt. */
  private redisDown = false;

  constructor(config: AppConfig) {
    if (!config.redisUrl) return;
    // Publishing fails at once while the connection is down (no offline queue) and gives up on
    // a frozen server: the event has been delivered here already and nobody waits on it.
    this.publisher = new Redis(config.redisUrl, {
      connectTimeout: 2_000,
      commandTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    // The SUBSCRIBE waits for a connection however long Redis takes to come up; once it is
    // subscribed, ioredis subscribes again by itself after every reconnect.
    this.subscriber = new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: null });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => this.warnDown(error));
      connection.on('ready', () => this.markUp());
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== ORDER_EVENTS_CHANNEL) return;
      const event = parseWireEvent(message);
      if (event && event.from !== this.instance) this.deliver({ type: event.type, order: event.order });
    });
    this.subscriber.subscribe(ORDER_EVENTS_CHANNEL).catch((error: Error) => this.warnDown(error));
    this.logger.log(`Order events go through Redis (${ORDER_EVENTS_CHANNEL})`);
  }

  /** After the write: never throws, never waits (a lost event is caught up on the next reconnect). */
  publish(type: OrderEventType, order: CustomerOrder): void {
    this.deliver({ type, order });
    const publisher = this.publisher;
    if (!publisher) return;
    try {
      const message = JSON.stringify({ type, order, from: this.instance } satisfies WireEvent);
      publisher.publish(ORDER_EVENTS_CHANNEL, message).then(
        () => this.markUp(),
        (error: Error) => this.warnDown(error),
      );
    } catch (error) {
      this.warnDown(error as Error);
    }
  }

  subscribe(listener: (event: OrderEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async onModuleDestroy(): Promise<void> {
    this.listeners.clear();
    await Promise.all(
      [this.publisher, this.subscriber].map(async (connection) => {
        if (!connection || connection.status === 'end') return;
        // QUIT lets a publish in flight finish; a connection that is not up is simply dropped
        // (its queued commands would wait for a Redis that may never come).
        if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
        else connection.disconnect();
      }),
    );
  }

  /** To every listener of this process; one that throws does not keep the event from the others. */
  private deliver(event: OrderEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.logger.warn(`an order event listener failed: ${(error as Error).message}`);
      }
    }
  }

  private warnDown(error: Error): void {
    if (this.redisDown) return;
    this.redisDown = true;
    this.logger.warn(
      `Redis unavailable for order events (${error.message}): events reach this instance's screens only; ` +
        "the others' catch up when they reconnect",
    );
  }

  private markUp(): void {
    if (!this.redisDown) return;
    this.redisDown = false;
    this.logger.log('Redis is back: order events reach every instance again');
  }
}
