import { useCallback, useEffect, useRef, useState } from 'react';
import { getSalesReport } from '@chowk/api-client';
import type { SalesReport } from '@chowk/contracts';

export interface SalesReportView {
  report: SalesReport | null;
  loading: boolean;
  /** The failure's text (the server's message when it gave one), or null. */
  error: string | null;
  retry: () => void;
}

const failureText = (error: unknown): string => {
  const server = (error as { serverMessage?: unknown })?.serverMessage;
  if (typeof server === 'string' && server) return server;
  const message = (error as Error)?.message;
  return message || 'Failed to load the sales report';
};

/** The report of a range from the API; `enabled` false reads nothing (a locked page, a trial). */
export function useSalesReport(
  shopId: string | undefined,
  range: { from: string; to: string } | null,
  enabled: boolean,
): SalesReportView {
  const [attempt, setAttempt] = useState(0);
  const key = enabled && shopId && range ? JSON.stringify([shopId, range.from, range.to, attempt]) : '';
  const [result, setResult] = useState<{ key: string; report?: SalesReport; error?: string } | null>(null);
  // Only the answer for the range on screen may land.
  const latest = useRef('');

  const from = range?.from;
  const to = range?.to;
  useEffect(() => {
    if (!key || !shopId || !from || !to) return;
    latest.current = key;
    getSalesReport(shopId, { from, to }).then(
      (report) => {
        if (latest.current === key) setResult({ key, report });
      },
      (error: unknown) => {
        if (latest.current === key) setResult({ key, error: failureText(error) });
      },
    );
  }, [key, shopId, from, to]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result && result.key === key ? result : null;
  return {
    report: current?.report ?? null,
    loading: Boolean(key) && !current,
    error: current?.error ?? null,
    retry,
  };
}
