import { useEffect, useRef } from 'react';

/** How often an open order is read again while it can still change. */
export const ORDER_POLL_MS = 15_000;

/** Statuses after which an order no longer changes. */
export const isFinalStatus = (status: string | undefined): boolean => status === 'completed' || status === 'cancelled';

/**
 * Keeps an order on screen current: `refresh` runs every 15 s while the order can still change
 * (not completed or cancelled), and at once when the page comes back into view; a hidden tab
 * does not poll (a phone's data and battery). The page depends on this hook's contract alone
 * (call `refresh` when the order may have changed), so live updates (the next issue's push) can
 * replace it without touching the page.
 */
export function useOrderUpdates(status: string | undefined, refresh: () => void, everyMs = ORDER_POLL_MS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const active = status !== undefined && !isFinalStatus(status);
  useEffect(() => {
    if (!active) return;
    const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const timer = setInterval(() => {
      if (!hidden()) latest.current();
    }, everyMs);
    const onVisible = () => {
      if (!hidden()) latest.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, everyMs]);
}
