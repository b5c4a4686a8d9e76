import { useEffect, useRef, useState } from 'react';
import { type LiveState, watchShopOrders } from '@chowk/api-client';
import type { Order } from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import { orderReceived } from '../../store/shop.slice';

/** Where the shop's stream stands, as the frame shows it: the stream's own state, or offline. */
export type ShopStreamState = LiveState | 'offline';

/**
 * The id to resume after: the newest of the last event's and of the orders already held (an
 * event's id is its order's `updated_at` in ms). Seeding from the held orders means the first
 * open is sent what changed since the frame loaded them, and a re-mounted frame loses nothing.
 */
export function resumeAfter(lastEventId: string | undefined, orders: readonly Order[]): string | undefined {
  let newest = lastEventId && /^\d+$/.test(lastEventId) ? Number(lastEventId) : 0;
  for (const order of orders) {
    const ms = order.updated_at ? Date.parse(order.updated_at) : NaN;
    if (Number.isFinite(ms) && ms > newest) newest = ms;
  }
  return newest > 0 ? String(newest) : lastEventId;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The shop's live orders (issue 8 §2) while a shop page is open: each event goes into the
 * remote's slice (`orderReceived`; a new order alerts, a known one is only updated, so a
 * catch-up never rings twice). A dropped stream reconnects by itself with Last-Event-ID; an
 * offline device closes it (no retries every 2 s into nothing) and re-opens it, from the last
 * event, when the browser is back online. A refusal is final until `retry` (no loop).
 * `shopId` null (a trial: its orders live on this device) opens nothing.
 */
export function useShopOrderStream(
  shopId: string | null,
  orders: readonly Order[],
): { state: ShopStreamState | undefined; wasLive: boolean; retry(): void } {
  const dispatch = useAppDispatch();
  const held = useRef(orders);
  const lastEventId = useRef<string | undefined>(undefined);
  useEffect(() => {
    held.current = orders;
  });
  const [state, setState] = useState<LiveState | undefined>(undefined);
  const [wasLive, setWasLive] = useState(false);
  const [online, setOnline] = useState(isOnline);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);

  useEffect(() => {
    if (!shopId || !online) return;
    const resume = resumeAfter(lastEventId.current, held.current);
    const close = watchShopOrders(shopId, {
      ...(resume ? { lastEventId: resume } : {}),
      onEvent: (type, order, id) => {
        // The newest id wins: a catch-up may repeat older events after newer ones.
        if (id && /^\d+$/.test(id) && Number(id) > Number(lastEventId.current ?? 0)) lastEventId.current = id;
        dispatch(orderReceived({ order, alert: type === 'order.created' }));
      },
      onState: (next) => {
        setState(next);
        if (next === 'live') setWasLive(true);
      },
    });
    return () => {
      close();
      setState(undefined);
    };
  }, [shopId, online, attempt, dispatch]);

  return {
    state: !shopId ? undefined : online ? state : 'offline',
    wasLive,
    retry: () => setAttempt((n) => n + 1),
  };
}
