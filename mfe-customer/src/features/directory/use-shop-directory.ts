import { useCallback, useMemo } from 'react';
import type { Shop, ShopListResponse } from '@chowk/contracts';
import { type DirectoryQuery, useListShopsInfiniteQuery } from '../../store/customer.api';

export type { DirectoryQuery };

/** The pages in order, a shop already listed not repeated (a shop added meanwhile shifts the pages). */
export function shopsOf(pages: readonly ShopListResponse[]): Shop[] {
  const seen = new Set<string>();
  const shops: Shop[] = [];
  for (const page of pages)
    for (const shop of page.data ?? []) {
      if (seen.has(shop._id)) continue;
      seen.add(shop._id);
      shops.push(shop);
    }
  return shops;
}

/**
 * The directory's list for one set of filters, as the page shows it: page 1 loading (nothing
 * shown yet), ready, or failed; and a later page on its way or failed (the shops so far stay).
 * The pages live in one RTK Query infinite-query entry per set of filters, so a new set shows
 * only its own answers, whatever order the network answers in.
 */
export function useShopDirectory(query: DirectoryQuery) {
  const { currentData, isError, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } =
    useListShopsInfiniteQuery(query);
  const pages = currentData?.pages;
  const shops = useMemo(() => shopsOf(pages ?? []), [pages]);
  const status: 'loading' | 'ready' | 'error' = pages ? 'ready' : isError ? 'error' : 'loading';
  const more: 'idle' | 'loading' | 'error' = isFetchingNextPage ? 'loading' : isFetchNextPageError ? 'error' : 'idle';
  const hasMore = Boolean(pages) && hasNextPage;
  const total = pages?.[pages.length - 1]?.pagination?.total ?? 0;

  /** The next page, unless one is on its way, page 1 is not in yet, or there is no more. */
  const loadMore = useCallback(() => {
    if (!pages || !hasNextPage || isFetching) return;
    void fetchNextPage();
  }, [pages, hasNextPage, isFetching, fetchNextPage]);

  /** After a failed later page, that page again; after a failed page 1, page 1. */
  const retry = useCallback(() => {
    if (pages && isFetchNextPageError) void fetchNextPage();
    else void refetch();
  }, [pages, isFetchNextPageError, fetchNextPage, refetch]);

  return { status, shops, hasMore, total, more, loadMore, retry };
}
