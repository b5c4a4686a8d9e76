// Which caching rule a request gets in the service worker (docs/architecture.md, "Service worker
// (second visits and offline)"). Pure: no Workbox, no worker globals, so jest checks it in Node.

/** The caching rule of a request; `null`: the worker leaves it to the network untouched. */
export type RouteKind = 'hashed' | 'network-first' | 'page' | 'public-api' | 'static' | null;

/** What the rule needs of a request (a Fetch API Request has all of it). */
export interface RequestFacts {
  method: string;
  mode: string;
  headers: { get(name: string): string | null };
}

/**
 * Content-hashed build files (`name.[contenthash:8].js|css|woff2`): the same test the servers use
 * for their year-long caching (tools/serve.mjs, tools/prod/caddyfile.mjs), fonts included.
 */
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2)$/;

/**
 * The storefront's public read of a shop, with or without `?include=menu`: the same answer for
 * everyone (a signed-in caller's token changes nothing in it), so a cached copy may be shown.
 */
const PUBLIC_API = /^\/api\/shops\/by-code\/[^/]+$/;

/**
 * Unhashed files the shell serves whose staleness costs nothing: the stylesheet, the icons, the
 * shop app's web app manifest (tools/rspack/app-icons.js draws the PNGs).
 */
const STATIC = new Set([
  '/chowk.css',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/apple-touch-icon.png',
  '/icons/badge-96.png',
]);

/**
 * Files that say which release of a remote to run: an old copy would keep a redeployed remote
 * from showing, so the network always goes first (`remoteEntry.js`, `remote.json`: any origin).
 */
const RELEASE_FILES = /\/(remoteEntry\.js|remote\.json)$/;

/**
 * Every client route is served the same index.html: the static servers answer it for any path
 * whose last segment has no file extension (tools/serve.mjs); a path with one is a file.
 */
const isAppPath = (pathname: string) => !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');

/** An event stream is never cached or answered by the worker: it must reach the API as it is. */
const isEventStream = (url: URL, request: RequestFacts) =>
  (request.headers.get('accept') ?? '').includes('text/event-stream') || url.pathname.split('/').includes('stream');

/**
 * The caching rule for `request` to `url`, as seen from a worker at `origin` (the shell's).
 * Order matters: what must never be touched (non-GET, streams, the API's private calls) is
 * decided before any rule that could match it.
 */
export function routeKind(url: URL, request: RequestFacts, origin: string): RouteKind {
  if (request.method !== 'GET' || isEventStream(url, request)) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const sameOrigin = url.origin === origin;
  if (sameOrigin && (url.pathname === '/api' || url.pathname.startsWith('/api/')))
    return PUBLIC_API.test(url.pathname) ? 'public-api' : null;
  if (sameOrigin && url.pathname === '/remotes.json') return 'network-first';
  if (RELEASE_FILES.test(url.pathname)) return 'network-first';
  if (HASHED.test(url.pathname)) return 'hashed';
  if (!sameOrigin) return null;
  if (STATIC.has(url.pathname)) return 'static';
  // A navigation, or the warm-up's plain request for /index.html (see shell/src/app/service-worker.ts).
  if ((request.mode === 'navigate' && isAppPath(url.pathname)) || url.pathname === '/index.html') return 'page';
  return null;
}
