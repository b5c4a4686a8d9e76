import { Injectable } from '@nestjs/common';
import type { CustomerOrder, OrderEventType } from '@chowk/contracts';

/** One order event as it travels between API instances and to the screens. */
export interface OrderEvent {
  type: OrderEventType;
  order: CustomerOrder;
}

/**
 * Order events (issue 8 §2): published after an order is written (placed by a customer, taken
 * by the owner, its status changed), delivered to every open screen of its shop and of its
 * customer on every API instance.
 */
@Injectable()
export class OrderEventsService {
  private readonly listeners = new Set<(event: OrderEvent) => void>();

  /** After the write: never throws, never waits (a lost event is caught up on the next reconnect). */
  publish(type: OrderEventType, order: CustomerOrder): void {
    for (const listener of this.listeners) listener({ type, order });
  }

  subscribe(listener: (event: OrderEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
