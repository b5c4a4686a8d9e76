// Registers the service worker of production builds (shell/src/sw, built to /sw.js) once the page
// is usable, so that the next visit's files come from its caches (docs/architecture.md, "Service
// worker (second visits and offline)"). bootstrap.tsx loads and calls it after the first screen (after-first-screen.ts).

import { OPEN_URL_MESSAGE } from '../sw/push';
import { firstScreenDone, type FirstScreenPage } from './after-first-screen';
import { navigate } from './navigation';

/** Where the worker is served and what it controls: the shell's whole origin. */
export const SERVICE_WORKER_URL = '/sw.js';
const SCOPE = '/';

/** What registering needs of the page: the real one by default, fakes in the tests. */
export interface ServiceWorkerHost {
  nodeEnv: string | undefined;
  /** `navigator.serviceWorker`, or undefined where the browser has none (or refuses it: not a secure context). */
  serviceWorker: ServiceWorkerContainer | undefined;
  window: FirstScreenPage & {
    location: Pick<Location, 'origin'>;
    performance: Pick<Performance, 'getEntriesByType'>;
  };
  warn: (...args: unknown[]) => void;
}

function pageHost(): ServiceWorkerHost {
  return {
    nodeEnv: process.env.NODE_ENV,
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    window,
    warn: (...args) => console.warn(...args),
  };
}

/**
 * The files this first visit loaded before the worker existed, as Workbox's CACHE_URLS message
 * wants them: the worker files each under the rule its router picks (and skips what no rule
 * takes), so this very page works offline, not only the next one. index.html stands for the page.
 * Scripts and stylesheets of other origins were loaded no-cors: asked for the same way, or the
 * cached copy could not answer the page's own request.
 */
export function urlsToWarm(
  entries: readonly Pick<PerformanceResourceTiming, 'name' | 'initiatorType'>[],
  origin: string,
): (string | [string, RequestInit])[] {
  const seen = new Set<string>(['/index.html']);
  const urls: (string | [string, RequestInit])[] = ['/index.html'];
  for (const { name, initiatorType } of entries) {
    if (seen.has(name) || !/^https?:/.test(name)) continue;
    seen.add(name);
    const noCors = new URL(name).origin !== origin && ['script', 'link', 'css'].includes(initiatorType);
    urls.push(noCors ? [name, { mode: 'no-cors' }] : name);
  }
  return urls;
}

/** Hands the worker the files of the visit that installed it (see urlsToWarm). */
async function warmUp(host: ServiceWorkerHost, container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.ready;
  const entries = host.window.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  registration.active?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: urlsToWarm(entries, host.window.location.origin) },
  });
}

/**
 * Outside production builds, removes a worker a production build left on this origin (`npm run
 * serve` and `npm start` share localhost:4200): it would keep answering the dev server's pages
 * with the cached production index.html.
 */
async function unregisterLeftover(container: ServiceWorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations();
  await Promise.all(
    registrations
      .filter((r) => [r.active, r.waiting, r.installing].some((w) => w?.scriptURL.endsWith(SERVICE_WORKER_URL)))
      .map((r) => r.unregister()),
  );
}

/**
 * A tapped order alert, with this page open: the worker asks the page to show the order in place
 * (the router, no reload) and waits for the answer on the message's port (sw/push.ts openTarget).
 * Only our own paths are followed.
 */
export function listenForOpenRequests(container: Pick<ServiceWorkerContainer, 'addEventListener'>, open = navigate): void {
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== OPEN_URL_MESSAGE || typeof data.url !== 'string') return;
    const url = new URL(data.url, window.location.href);
    if (url.origin !== window.location.origin) return;
    open(`${url.pathname}${url.search}${url.hash}`);
    event.ports[0]?.postMessage('ok');
  });
}

/**
 * Registers /sw.js in production builds, after the window's `load` and an idle moment. Never
 * throws or rejects: a worker that cannot register only costs the caching, so the failure is
 * logged and the page goes on. Resolves to the registration, or undefined when there is none.
 */
export async function registerServiceWorker(
  host: ServiceWorkerHost = pageHost(),
): Promise<ServiceWorkerRegistration | undefined> {
  const container = host.serviceWorker;
  if (!container) return undefined;
  if (host.nodeEnv !== 'production') {
    await unregisterLeftover(container).catch((error: unknown) => host.warn('[shell] could not remove a service worker:', error));
    return undefined;
  }
  try {
    await firstScreenDone(host.window);
    // A page that loaded under the worker already went through its caches: nothing to warm.
    const firstVisit = !container.controller;
    const registration = await container.register(SERVICE_WORKER_URL, { scope: SCOPE });
    listenForOpenRequests(container);
    if (firstVisit)
      warmUp(host, container).catch((error: unknown) =>
        host.warn('[shell] could not hand this visit to the service worker:', error),
      );
    return registration;
  } catch (error) {
    host.warn('[shell] the service worker could not be registered (the app works without it):', error);
    return undefined;
  }
}
