import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { listShops } from '@chowk/api-client';
import { CUSTOMER_LIMITS, type Shop, type ShopListQuery } from '@chowk/contracts';

export type DirectoryQuery = Omit<ShopListQuery, 'page' | 'limit'>;

export interface DirectoryState {
  /** Page 1: loading (nothing shown yet), ready, or failed. */
  status: 'loading' | 'ready' | 'error';
  shops: Shop[];
  /** The last page shown. */
  page: number;
  hasMore: boolean;
  total: number;
  /** A later page: being loaded, or its load failed (the shops so far stay). */
  more: 'idle' | 'loading' | 'error';
}

type Action =
  | { type: 'first-page-started' }
  | { type: 'first-page-failed' }
  | { type: 'more-started' }
  | { type: 'more-failed' }
  | { type: 'page-loaded'; page: number; shops: Shop[]; hasMore: boolean; total: number };

const initial: DirectoryState = { status: 'loading', shops: [], page: 0, hasMore: false, total: 0, more: 'idle' };

/** Spec §4: page 1 replaces the list, later pages append (a shop already listed is not repeated). */
export function directoryReducer(state: DirectoryState, action: Action): DirectoryState {
  switch (action.type) {
    case 'first-page-started':
      return initial;
    case 'first-page-failed':
      return { ...initial, status: 'error' };
    case 'more-started':
      return { ...state, more: 'loading' };
    case 'more-failed':
      return { ...state, more: 'error' };
    case 'page-loaded': {
      const seen = new Set(action.page === 1 ? [] : state.shops.map((s) => s._id));
      const added = action.shops.filter((s) => !seen.has(s._id));
      return {
        status: 'ready',
        shops: action.page === 1 ? added : [...state.shops, ...added],
        page: action.page,
        hasMore: action.hasMore,
        total: action.total,
        more: 'idle',
      };
    }
  }
}

/**
 * The directory's pages for one set of filters. A new set of filters aborts whatever is in
 * flight, and an answer for a request that is no longer the latest is dropped even if it
 * arrives (a slow network answers out of order). Kept in the page, not in RTK Query: the list
 * accumulates pages for the filters in the URL and is thrown away when the page is left.
 */
export function useShopDirectory(query: DirectoryQuery) {
  const [state, dispatch] = useReducer(directoryReducer, initial);
  const latest = useRef<AbortController | null>(null);
  const key = JSON.stringify(query);
  const current = useRef({ query, state });
  useLayoutEffect(() => {
    current.current = { query, state };
  });

  const load = useCallback((page: number) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    dispatch({ type: page === 1 ? 'first-page-started' : 'more-started' });
    listShops({ ...current.current.query, page, limit: CUSTOMER_LIMITS.shopPageSize }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted || latest.current !== controller) return;
        latest.current = null;
        dispatch({
          type: 'page-loaded',
          page,
          shops: answer.data ?? [],
          hasMore: Boolean(answer.pagination?.hasMore),
          total: answer.pagination?.total ?? 0,
        });
      },
      () => {
        if (controller.signal.aborted || latest.current !== controller) return;
        latest.current = null;
        dispatch({ type: page === 1 ? 'first-page-failed' : 'more-failed' });
      },
    );
  }, []);

  useEffect(() => {
    load(1);
    return () => latest.current?.abort();
  }, [key, load]);

  /** The next page, unless one is on its way, page 1 is not in yet, or there is no more. */
  const loadMore = useCallback(() => {
    const s = current.current.state;
    if (s.status !== 'ready' || !s.hasMore || latest.current) return;
    load(s.page + 1);
  }, [load]);

  const retry = useCallback(() => {
    const s = current.current.state;
    if (s.status === 'ready' && s.more === 'error') load(s.page + 1);
    else load(1);
  }, [load]);

  return { ...state, loadMore, retry };
}
