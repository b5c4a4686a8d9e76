/** What waiting for the first screen needs of a page: the real window by default, fakes in tests. */
export interface FirstScreenPage {
  document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout?(id: number): void;
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number;
  cancelIdleCallback?(id: number): void;
}

/**
 * Runs `run` once the page has loaded (`load`) and the main thread is idle (at most 2 s later;
 * a timer where there is no requestIdleCallback), so what it starts never competes with the first
 * screen's scripts and data: the footer, the service worker. Returns a cancel function.
 */
export function afterFirstScreen(run: () => void, page: FirstScreenPage = window): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof page.requestIdleCallback === 'function')
      idle = page.requestIdleCallback(() => !cancelled && run(), { timeout: 2000 });
    else timer = page.setTimeout(() => !cancelled && run(), 1);
  };
  if (page.document.readyState === 'complete') whenIdle();
  else page.addEventListener('load', whenIdle);
  return () => {
    cancelled = true;
    page.removeEventListener('load', whenIdle);
    if (idle !== undefined) page.cancelIdleCallback?.(idle);
    if (timer !== undefined) page.clearTimeout?.(timer);
  };
}

/** afterFirstScreen as a promise. */
export const firstScreenDone = (page?: FirstScreenPage): Promise<void> =>
  new Promise((resolve) => void afterFirstScreen(resolve, page));
