import { useEffect, useRef, useState } from 'react';
import { type LiveState, watchOrder } from '@chowk/api-client';
import type { CustomerOrder } from '@chowk/contracts';

/** How often an open order is read again while its live stream is not up. */
export const ORDER_POLL_MS = 15_000;

/** Statuses after which an order no longer changes. */
export const isFinalStatus = (status: string | undefined): boolean => status === 'completed' || status === 'cancelled';

/** The order's `updated_at` in ms: the id of the event that made it so (what a stream resumes after). */
const eventIdOf = (order: Pick<CustomerOrder, 'updated_at'>): string | undefined => {
  const ms = order.updated_at ? Date.parse(order.updated_at) : NaN;
  return Number.isFinite(ms) ? String(ms) : undefined;
};

export interface OrderUpdateHandlers {
  /** The order as a live event brings it (already newer than none: the page keeps the newest). */
  onOrder(order: CustomerOrder): void;
  /** Read the order again (the fallback while the stream is not live). */
  refresh(): void;
}

/**
 * Keeps an order on screen current while it can still change (not completed or cancelled):
 * it follows the order's live stream (`watchOrder`), so a status the shop sets shows at once,
 * and falls back to reading it every 15 s only while the stream is not live (connecting,
 * reconnecting, or refused by an API without it), and at once when the page comes back into
 * view; a hidden tab does not poll (a phone's data and battery). The stream resumes after the
 * order on screen (its `updated_at`), so nothing between the first read and the stream is lost.
 * Answers the stream's state (undefined while there is nothing to follow).
 */
export function useOrderUpdates(
  orderId: string,
  order: CustomerOrder | undefined,
  handlers: OrderUpdateHandlers,
  everyMs = ORDER_POLL_MS,
): LiveState | undefined {
  const latest = useRef(handlers);
  const shown = useRef(order);
  useEffect(() => {
    latest.current = handlers;
    shown.current = order;
  });
  const active = order !== undefined && !isFinalStatus(order.status);
  const [live, setLive] = useState<LiveState | undefined>(undefined);

  useEffect(() => {
    if (!active) return;
    const close = watchOrder(orderId, {
      ...(shown.current && eventIdOf(shown.current) ? { lastEventId: eventIdOf(shown.current) } : {}),
      onEvent: (_type, next) => {
        if (next._id === orderId) latest.current.onOrder(next);
      },
      onState: setLive,
    });
    return () => {
      close();
      setLive(undefined);
    };
  }, [orderId, active]);

  const polling = active && live !== 'live';
  useEffect(() => {
    if (!polling) return;
    const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const timer = setInterval(() => {
      if (!hidden()) latest.current.refresh();
    }, everyMs);
    const onVisible = () => {
      if (!hidden()) latest.current.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [polling, everyMs]);

  return active ? live : undefined;
}
