declare global {
  interface Window {
    /**
     * Reads the shell's start-up script began before any bundle ran, by address (a remote's
     * declared `prefetch`, libs/contracts remote-contract.ts; shell/src/boot/early.js).
     */
    __chowkPrefetch?: Record<string, Promise<Response>>;
  }
}

/**
 * The answer to a GET the start-up script already sent for `url` (`/api/…` with its query), read
 * once: the page's first call takes it instead of asking again. Undefined when there is none, and
 * a failed or refused one rejects, so the caller asks again the usual way (which then shows the
 * error catalogue's message).
 */
export function takePrefetched<T>(url: string): Promise<T> | undefined {
  const all = typeof window === 'undefined' ? undefined : window.__chowkPrefetch;
  const sent = all?.[url];
  if (!all || !sent) return undefined;
  delete all[url];
  return sent.then((res) => {
    if (!res.ok) throw new Error(`prefetch of ${url} answered ${res.status}`);
    return res.json() as Promise<T>;
  });
}
