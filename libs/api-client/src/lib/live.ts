import { createEventSource, type FetchLike } from 'eventsource-client';
import {
  DEVICE_ID_HEADER,
  type CustomerOrder,
  ORDER_EVENT_TYPES,
  ORDER_RESYNC_EVENT,
  type OrderEventType,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { getDeviceId, storage } from '@chowk/session';

/** Where a live stream stands: connecting (or reconnecting), live, or refused for good (401/403/404: no retry). */
export type LiveState = 'connecting' | 'live' | 'refused';

export interface WatchOptions {
  /** Each order event: a new order, or an order that changed (its status). */
  onEvent(type: OrderEventType, order: CustomerOrder, eventId: string | undefined): void;
  onState?(state: LiveState, status?: number): void;
  /**
   * A shop stream's catch-up was cut at its cap (ORDER_RESYNC_EVENT): more changed than it sent,
   * so the screen reads its lists again; `eventId` is the newest change's (resume after it).
   */
  onResync?(eventId: string | undefined): void;
  /** Resume after this event (a screen that already has what came before). */
  lastEventId?: string;
  /** Which bearer token goes with the request: the shopkeeper's (default) or a signed-in customer's. */
  session?: 'user' | 'customer';
}

const isOrderEvent = (name: string | undefined): name is OrderEventType =>
  (ORDER_EVENT_TYPES as readonly (string | undefined)[]).includes(name);

/**
 * Server-sent events over fetch (eventsource-client), so the request carries the bearer token
 * and the device id as every other call does (the browser's EventSource sends no headers).
 * A dropped stream reconnects by itself with Last-Event-ID, and the server sends what changed
 * meanwhile. Returns the function that closes it.
 */
function watch(url: string, options: WatchOptions): () => void {
  const token = storage.get(options.session === 'customer' ? STORAGE_KEYS.customerToken : STORAGE_KEYS.token);
  const headers: Record<string, string> = { [DEVICE_ID_HEADER]: getDeviceId() };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A refusal is final (the library would retry it every 2 s): answered as the end of the stream (204).
  const checked: FetchLike = async (input, init) => {
    const response = await fetch(input, init as RequestInit);
    if (response.status === 200) {
      options.onState?.('live');
      return response;
    }
    if ([401, 403, 404].includes(response.status)) {
      options.onState?.('refused', response.status);
      return { status: 204, body: null, url: response.url, redirected: false };
    }
    throw new Error(`Live updates answered ${response.status}`);
  };
  options.onState?.('connecting');
  const source = createEventSource({
    url,
    headers,
    fetch: checked,
    ...(options.lastEventId ? { initialLastEventId: options.lastEventId } : {}),
    onScheduleReconnect: () => options.onState?.('connecting'),
    onMessage: (message) => {
      if (message.event === ORDER_RESYNC_EVENT) {
        options.onResync?.(message.id);
        return;
      }
      if (!isOrderEvent(message.event)) return;
      try {
        options.onEvent(message.event, JSON.parse(message.data) as CustomerOrder, message.id);
      } catch {
        // A malformed event is skipped; the next catch-up sends the order again.
      }
    },
  });
  return () => source.close();
}

/** The shop's new and changed orders, for the owner's open screens. */
export const watchShopOrders = (shopId: string, options: WatchOptions) =>
  watch(`/api/orders/shop/${encodeURIComponent(shopId)}/events`, options);

/** One order's changes, for its customer's status page (this device, or the signed-in customer). */
export const watchOrder = (orderId: string, options: WatchOptions) =>
  watch(`/api/orders/${encodeURIComponent(orderId)}/events`, { session: 'customer', ...options });
