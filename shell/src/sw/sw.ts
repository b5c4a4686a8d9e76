// The shell's service worker, built into dist/shell/sw.js for production only
// (tools/rspack/service-worker.js) and registered by shell/src/app/service-worker.ts. The caching
// rules and why each is what it is: docs/architecture.md, "Service worker (second visits and offline)".
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precache, PrecacheFallbackPlugin, matchPrecache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { browserLanguage } from '@chowk/contracts';
import { BODY_DIGEST_HEADER, bodyDigestPlugin } from './body-digest';
import { notificationFor, openTarget, readPush, targetUrl } from './push';
import { routeKind, type RouteKind } from './route-kind';
import { shellScriptUrls } from './shell-scripts';

declare const self: ServiceWorkerGlobalScope;
/** The offline page and its stylesheet with their content hashes (tools/rspack/service-worker.js). */
declare const __CHOWK_PRECACHE__: PrecacheEntry[];

const PREFIX = 'chowk';
/**
 * One cache per rule. The version suffix is part of the name: a release that changes what a
 * cache holds bumps it, and the old one is deleted on activation (deleteOldCaches below).
 */
const CACHES = {
  hashed: `${PREFIX}-hashed-v1`,
  release: `${PREFIX}-release-v1`,
  pages: `${PREFIX}-pages-v1`,
  publicApi: `${PREFIX}-public-api-v1`,
  static: `${PREFIX}-static-v1`,
} as const;

/** Every client route is the same index.html: one cache entry answers them all. */
const PAGE_CACHE_KEY = '/index.html';
const OFFLINE_PAGE = '/offline.html';
const DAY = 24 * 60 * 60;

setCacheNameDetails({ prefix: PREFIX });

/** Only answers the server gave in full: 200, or 0 for a cross-origin script loaded no-cors (opaque). */
const okOrOpaque = new CacheableResponsePlugin({ statuses: [0, 200] });
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** Navigations all read and write the one copy of index.html, whatever route they are for. */
const onePageKey = { cacheKeyWillBeUsed: async () => PAGE_CACHE_KEY };

/** A stylesheet the network cannot give and the cache lacks: the precached copy (the offline page uses it). */
const precachedCopy = { handlerDidError: async ({ request }: { request: Request }) => matchPrecache(request.url) };

const strategies: Record<Exclude<RouteKind, null>, Strategy> = {
  // Content-hashed files never change under their name: the cache answers, the network only fills it.
  // Opaque answers are padded to several MB each in the quota: purge rather than fail when it is full.
  hashed: new CacheFirst({
    cacheName: CACHES.hashed,
    plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
  // remotes.json, remoteEntry.js, remote.json name the release to run: a redeployed remote shows on
  // the next visit. The cache answers only when the network fails or takes longer than 4 s.
  'network-first': new NetworkFirst({
    cacheName: CACHES.release,
    networkTimeoutSeconds: 4,
    plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
  // Any route opens at once from the cached index.html while the network refreshes it for the next
  // visit; with neither, the precached offline page.
  page: new StaleWhileRevalidate({
    cacheName: CACHES.pages,
    plugins: [onePageKey, okOnly, new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE })],
  }),
  // The storefront's shop and menu: shown from the cache, refreshed behind it, and when the refreshed
  // copy differs every open page is told (BroadcastUpdatePlugin posts to each window client):
  //   { type: 'CACHE_UPDATED', meta: 'workbox-broadcast-update',
  //     payload: { cacheName: 'chowk-public-api-v1', updatedURL: '<the request URL, absolute>' } }
  // The customer remote listens on navigator.serviceWorker's `message` event and reads the shop again.
  'public-api': new StaleWhileRevalidate({
    cacheName: CACHES.publicApi,
    plugins: [
      okOnly,
      bodyDigestPlugin,
      new BroadcastUpdatePlugin({ headersToCheck: [BODY_DIGEST_HEADER] }),
      new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * DAY }),
    ],
  }),
  static: new StaleWhileRevalidate({ cacheName: CACHES.static, plugins: [okOnly, precachedCopy] }),
};

for (const [kind, strategy] of Object.entries(strategies))
  registerRoute(({ url, request }) => routeKind(url, request, self.location.origin) === kind, strategy);

/** Deletes this worker's caches that no rule uses any more (an older release's names). */
async function deleteOldCaches(): Promise<void> {
  const current = new Set<string>([...Object.values(CACHES), cacheNames.precache]);
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(`${PREFIX}-`) && !current.has(name)).map((name) => caches.delete(name)),
  );
}

/**
 * The shell's start-up scripts, cached while the worker installs: Chrome compiles what a worker
 * caches then and keeps the code (V8's code cache), so the next visit runs them without compiling
 * (on a slow phone, most of a repeat visit's time). Remotes' files are cached as they are used.
 * A failure only costs that head start.
 */
async function cacheShellScripts(): Promise<void> {
  try {
    const page = await fetch('/index.html', { cache: 'no-cache' });
    if (!page.ok) return;
    const cache = await caches.open(CACHES.hashed);
    await cache.addAll(shellScriptUrls(await page.text()));
  } catch {
    // Offline while installing, or a file gone: the hashed rule caches them on use.
  }
}

precache(__CHOWK_PRECACHE__);
cleanupOutdatedCaches();
// A new worker takes over at once instead of waiting for every tab to close: its rules only
// decide where files come from, and the files themselves are hashed or revalidated.
self.addEventListener('install', (event) => {
  event.waitUntil(cacheShellScripts());
  void self.skipWaiting();
});
clientsClaim();
self.addEventListener('activate', (event) => event.waitUntil(deleteOldCaches()));

// New-order alerts (./push.ts): every push shows its notification, even with no page open; a tap
// brings the order up on the desk.
self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(readPush(event.data), browserLanguage(self.navigator.languages));
  event.waitUntil(self.registration.showNotification(title, options));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetUrl(event.notification.data, self.location.origin);
  event.waitUntil(openTarget(self.clients, url));
});
