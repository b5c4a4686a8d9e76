/**
 * What the service worker posts when a read it answered from its cache came back different from
 * the network (Workbox's BroadcastUpdatePlugin; shell/src/sw): `updatedURL` is the address whose
 * cached copy changed. docs/architecture.md, "Service worker".
 */
interface CacheUpdated {
  type: 'CACHE_UPDATED';
  payload: { cacheName: string; updatedURL: string };
}

const isCacheUpdated = (data: unknown): data is CacheUpdated =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'CACHE_UPDATED' &&
  typeof (data as { payload?: { updatedURL?: unknown } }).payload?.updatedURL === 'string';

/**
 * Calls `onUpdate` whenever the service worker says its copy of `path` (an `/api/…` path, any
 * query) changed: the page showed the cached copy at once and should read it again. Returns the
 * unsubscribe function; does nothing where there is no service worker.
 */
export function onCachedCopyUpdated(path: string, onUpdate: () => void): () => void {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (isCacheUpdated(event.data) && new URL(event.data.payload.updatedURL, window.location.href).pathname === path) onUpdate();
  };
  sw.addEventListener('message', listener);
  return () => sw.removeEventListener('message', listener);
}
