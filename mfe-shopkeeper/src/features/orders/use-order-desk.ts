import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Order, ORDER_DESK_LIMITS, type ShopOrdersQuery } from '@chowk/contracts';
import { useAppSelector } from '@chowk/store';
import type { OrdersPage } from '../../data/source';
import { selectShopData, sourceFor } from '../../store/shop.slice';
import { type DeskQuery, mergeLiveOrders } from './merge-live-orders';

interface Loaded {
  key: string;
  rows: Order[];
  page: number;
  total: number;
  hasMore: boolean;
  /** The slice's orders (by reference) when the rows were read: anything else there is newer. */
  baseline: ReadonlySet<Order>;
}
type Result = Loaded | { key: string; failed: true };

export interface OrderDesk {
  /** The rows to show, live orders merged in (empty while loading or failed). */
  orders: Order[];
  /** Every order the query matches, as far as the desk knows. */
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  more: 'idle' | 'loading' | 'failed';
  retry: () => void;
  loadMore: () => void;
}

const requestOf = (query: DeskQuery, page: number): ShopOrdersQuery => ({
  ...(query.status ? { status: query.status } : {}),
  sort: query.sort,
  ...(query.search ? { search: query.search } : {}),
  ...(query.from ? { from: query.from } : {}),
  ...(query.to ? { to: query.to } : {}),
  page,
  limit: ORDER_DESK_LIMITS.pageSize,
});

// Some answers (an older API, a test double) may leave out the page fields: read what is there.
const loadedFrom = (key: string, page: OrdersPage, baseline: ReadonlySet<Order>, rows = page.orders): Loaded => ({
  key,
  rows,
  page: page.page ?? 1,
  total: page.total ?? rows.length,
  hasMore: Boolean(page.hasMore),
  baseline,
});

/**
 * The order desk's pages (20 at a time, from the shop's source: the API or the trial), with the
 * slice's new and changed orders merged in as they come.
 */
export function useOrderDesk(query: DeskQuery): OrderDesk {
  const { mode, shop, orders: held } = useAppSelector(selectShopData);
  const shopId = shop?._id;
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([mode, shopId, query.status ?? '', query.sort, query.search, query.from, query.to, attempt]);
  const [result, setResult] = useState<Result | null>(null);
  const [more, setMore] = useState<{ key: string; state: OrderDesk['more'] }>({ key: '', state: 'idle' });

  // The slice's orders as of the last render, read when a request starts (the baseline).
  const heldNow = useRef(held);
  useEffect(() => {
    heldNow.current = held;
  });
  // Only the answer for the query on screen may land.
  const latest = useRef('');

  const { status, sort, search, from, to } = query;
  useEffect(() => {
    if (!shopId) return;
    latest.current = key;
    const baseline = new Set(heldNow.current);
    sourceFor(mode)
      .queryOrders(shopId, requestOf({ status, sort, search, from, to }, 1))
      .then(
        (page) => {
          if (latest.current === key) setResult(loadedFrom(key, page, baseline));
        },
        () => {
          if (latest.current === key) setResult({ key, failed: true });
        },
      );
  }, [key, mode, shopId, status, sort, search, from, to]);

  const loaded = result && result.key === key && 'rows' in result ? result : null;
  const merged = useMemo(() => {
    if (!loaded) return { orders: [], added: 0 };
    return mergeLiveOrders(
      loaded.rows,
      held.filter((o) => !loaded.baseline.has(o)),
      { status, sort, search, from, to },
      loaded.hasMore,
    );
  }, [loaded, held, status, sort, search, from, to]);

  const loadMore = useCallback(() => {
    if (!loaded || !shopId || !loaded.hasMore) return;
    const forKey = key;
    // What `merged` was made from: orders arriving while the page loads stay newer than it.
    const baseline = new Set(heldNow.current);
    setMore({ key: forKey, state: 'loading' });
    sourceFor(mode)
      .queryOrders(shopId, requestOf({ status, sort, search, from, to }, loaded.page + 1))
      .then(
        (page) => {
          if (latest.current !== forKey) return;
          // The merged rows become the page's own (with a fresh baseline), and the page's orders
          // follow minus any already shown: orders that arrived since shift the server's pages.
          const shown = new Set(merged.orders.map((o) => o._id));
          const rows = [...merged.orders, ...page.orders.filter((o) => !shown.has(o._id))];
          setResult(loadedFrom(forKey, page, baseline, rows));
          setMore({ key: forKey, state: 'idle' });
        },
        () => {
          if (latest.current === forKey) setMore({ key: forKey, state: 'failed' });
        },
      );
  }, [loaded, shopId, key, mode, status, sort, search, from, to, merged.orders]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    orders: merged.orders,
    total: loaded ? loaded.total + merged.added : 0,
    hasMore: loaded?.hasMore ?? false,
    loading: !result || result.key !== key,
    failed: Boolean(result && result.key === key && 'failed' in result),
    more: more.key === key ? more.state : 'idle',
    retry,
    loadMore,
  };
}
