import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShopDaySummary } from '@chowk/contracts';
import { useAppSelector } from '@chowk/store';
import { selectShopData, sourceFor } from '../../store/shop.slice';

/** An order arriving or changing re-reads the figures once things settle (a burst of events is one read). */
export const SUMMARY_REFRESH_MS = 500;

export interface DaySummaryView {
  /** The last figures read (kept through a failed re-read). */
  summary: ShopDaySummary | null;
  /** No figures yet and no failure: the first read is under way. */
  loading: boolean;
  /** The last read failed (the figures shown, if any, are the ones before). */
  failed: boolean;
  retry: () => void;
}

/**
 * Today's figures from the shop's source (the API's summary, or the trial's own orders through
 * the same summarizeDay), re-read when the slice's `ordersVersion` moves: an order arrived or
 * changed, here or live.
 */
export function useDaySummary(): DaySummaryView {
  const { mode, shop, ordersVersion } = useAppSelector(selectShopData);
  const shopId = shop?._id;
  const [result, setResult] = useState<{ summary: ShopDaySummary | null; failed: boolean }>({ summary: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  // Only the latest read may answer: an older one finishing late would show older figures.
  const latest = useRef(0);

  const read = useCallback(() => {
    if (!shopId) return;
    const mine = ++latest.current;
    sourceFor(mode)
      .daySummary(shopId)
      .then(
        (summary) => {
          if (mine === latest.current) setResult({ summary, failed: false });
        },
        () => {
          if (mine === latest.current) setResult((r) => ({ summary: r.summary, failed: true }));
        },
      );
  }, [mode, shopId]);

  // The first read, and each retry.
  useEffect(() => {
    read();
  }, [read, attempt]);

  // A changed order re-reads, debounced; the version the page opened with was read above.
  const openedAt = useRef(ordersVersion);
  useEffect(() => {
    if (ordersVersion === openedAt.current) return;
    const timer = setTimeout(read, SUMMARY_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [ordersVersion, read]);

  const retry = useCallback(() => {
    setResult((r) => ({ ...r, failed: false }));
    setAttempt((n) => n + 1);
  }, []);

  return { summary: result.summary, loading: !result.failed && result.summary === null, failed: result.failed, retry };
}
