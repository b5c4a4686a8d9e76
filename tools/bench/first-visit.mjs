/* global window, document, getComputedStyle, performance, MutationObserver, navigator -- MARK_READY, SEED_STORAGE and the evaluate() callbacks run in the page */
// A first visit in Chromium with the cache disabled, measured over CDP: every request, the
// bytes on the wire (Network.loadingFinished encodedDataLength: brotli bodies plus headers)
// and the decoded size, the moment the page is usable (the "I'm a Shopkeeper" button is laid
// out and visible: the app renders on the client, so its handlers are attached by then), the
// Largest Contentful Paint, and the depth of the request chain before that moment.
//
// measureRepeatVisit() opens the page a second time in the same context once the first visit
// settled: HTTP cache on and, for the federated build, its service worker allowed.
//
// Profiles: `desktop` (no throttling) and `mobile` (CPU 4× slower, 150 ms round trip,
// 1.6 Mbps down, 750 kbps up), applied with CDP's CPU and network emulation.
import { launchChromium } from './browser.mjs';

export const LANDING_BUTTON = "I'm a Shopkeeper";

/**
 * A throttling profile of the first visit.
 * @typedef {object} Profile
 * @property {string} name
 * @property {string} label
 * @property {number} cpu  CPU slowdown factor (1: none)
 * @property {{ offline: boolean, latency: number, downloadThroughput: number, uploadThroughput: number } | null} network
 */

/**
 * One request of a visit, from CDP's Network events.
 * @typedef {object} RequestRecord
 * @property {string} url
 * @property {string} [type]
 * @property {number} wallMs
 * @property {number} encoded
 * @property {number} decoded
 * @property {boolean} done
 * @property {string[]} initiators
 * @property {number} [status]
 * @property {string} [mimeType]
 * @property {string} [encoding]
 * @property {number} [offsetMs]
 * @property {number} [endWallMs]
 * @property {string} [failed]
 * @property {number} [depth]
 * @property {boolean} [fromCache]          answered by the HTTP cache (a repeat visit)
 * @property {boolean} [fromServiceWorker]  answered by the service worker (a repeat visit)
 * @property {boolean} [fromServiceWorkerFetch]  fetched by the service worker itself
 */

/**
 * What measureFirstVisit() reports (the bench adds `js.bodyBrotli`).
 * @typedef {object} FirstVisit
 * @property {string} url
 * @property {string} profile
 * @property {number} landingMs
 * @property {number | null} lcpMs
 * @property {number} chainDepth
 * @property {{ all: number, js: number }} requests
 * @property {{ all: number, js: number, jsEncoded: number, jsDecoded: number }} beforeRender
 * @property {{ encoded: number, decoded: number, bodyBrotli?: number, files: JsFile[] }} js
 * @property {OtherFile[]} other
 * @property {string[]} consoleErrors
 */
/**
 * @typedef {object} JsFile
 * @property {string} url
 * @property {number} encoded
 * @property {number} decoded
 * @property {string | null} encoding
 * @property {boolean} beforeRender
 * @property {number | null} depth
 * @property {number} startMs
 * @property {number | null} endMs
 */
/**
 * @typedef {object} OtherFile
 * @property {string} url
 * @property {string} [type]
 * @property {number} [status]
 * @property {number} encoded
 * @property {string} [failed]
 * @property {number | null} depth
 * @property {number} startMs
 * @property {number | null} endMs
 */

/**
 * What makes a page usable: the first element matching `selector` whose trimmed text is `text`,
 * laid out and visible (the apps render on the client, so their handlers are attached by then).
 * @typedef {{ selector: string, text: string }} ReadyMark
 */

/** @type {ReadyMark} */
export const LANDING_READY = { selector: 'button', text: LANDING_BUTTON };

/**
 * Records, in the page, the first moment the ready mark is laid out and visible.
 * @param {ReadyMark} mark
 */
const MARK_READY = ({ selector, text }) => {
  const check = () => {
    if (window.__landingAt) return true;
    for (const el of document.querySelectorAll(selector)) {
      if (el.textContent && el.textContent.trim() === text) {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        if (r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none') {
          window.__landingAt = performance.now();
          return true;
        }
      }
    }
    return false;
  };
  const obs = new MutationObserver(() => check() && obs.disconnect());
  obs.observe(document, { childList: true, subtree: true, characterData: true });
};

/**
 * Puts entries into local storage before the app's first script runs (a signed-in visit).
 * @param {Record<string, string>} entries
 */
const SEED_STORAGE = (entries) => {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
};

/** @type {{ desktop: Profile, mobile: Profile }} */
export const PROFILES = {
  desktop: { name: 'desktop', label: 'unthrottled', cpu: 1, network: null },
  mobile: {
    name: 'mobile',
    label: 'mobile (CPU 4×, 150 ms RTT, 1.6 Mbps)',
    cpu: 4,
    network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 },
  },
};

/** Records the latest Largest Contentful Paint candidate. */
const OBSERVE_LCP = () => {
  window.__lcp = 0;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    /* no LCP in this browser */
  }
};

/**
 * The depth of the request chain before `untilWallMs`: the document is 1, and a request is one
 * level deeper than the deepest request it waited for. It waited for a request that had finished
 * before it was sent and that either asked for it (the document or a script on its initiator
 * stack) or is data a script read (the remotes manifest): so a preload sent when the manifest
 * arrived is a level below the manifest, and a chunk the shell's bundle asks for is a level below
 * that bundle only. Stylesheets, fonts and images do not hold a client-rendered page back.
 */
/**
 * Data a script reads: fetches, and the manifest preloaded as a fetch (`<link rel=preload as=fetch>`).
 * @param {{ type?: string, url: string }} r
 */
const isData = (r) => r.type === 'Fetch' || r.type === 'XHR' || /\.json(\?|$)/.test(new URL(r.url).pathname);

/**
 * @param {RequestRecord[]} requests  each request counted gets its `depth`
 * @param {number} untilWallMs
 */
export function chainDepth(requests, untilWallMs) {
  const list = requests
    .filter((r) => r.wallMs <= untilWallMs && (isData(r) || /^(Document|Script)$/.test(r.type ?? '')) && r.endWallMs)
    .sort((a, b) => a.wallMs - b.wallMs);
  let deepest = 0;
  for (const r of list) {
    const waitedFor = list.filter(
      (q) =>
        q !== r &&
        q.depth &&
        /** @type {number} */ (q.endWallMs) <= r.wallMs &&
        (isData(q) || (r.initiators ?? []).some((u) => u.split('#')[0] === q.url)),
    );
    r.depth = 1 + Math.max(0, ...waitedFor.map((q) => /** @type {number} */ (q.depth)));
    deepest = Math.max(deepest, r.depth);
  }
  return deepest;
}

/** @param {RequestRecord} r */
const isJs = (r) => r.type === 'Script' || /javascript/.test(r.mimeType ?? '') || /\.m?js(\?|$)/.test(r.url);

/**
 * @typedef {object} VisitOptions
 * @property {import('@playwright/test').Browser} [browser]
 * @property {ReadyMark} [ready]
 * @property {Record<string, string>} [storage]
 * @property {number} [timeoutMs]
 * @property {number} [settleMs]
 * @property {Profile} [profile]
 */

/**
 * A page with the visit's instrumentation: CDP's Network events into `reqs` (requestId →
 * record), the profile's throttling, and the init scripts that seed storage and mark the
 * ready moment and LCP.
 * @typedef {{ page: import('@playwright/test').Page, reqs: Map<string, RequestRecord>, consoleErrors: string[] }} Instrumented
 */

/**
 * Opens an instrumented page in `context`.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {{ profile: Profile, ready: ReadyMark, storage?: Record<string, string>, cacheDisabled: boolean }} options
 * @returns {Promise<Instrumented>}
 */
async function openInstrumented(context, { profile, ready, storage, cacheDisabled }) {
  const page = await context.newPage();
  /** @type {string[]} */
  const consoleErrors = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  /** @type {Map<string, RequestRecord>} requestId → record */
  const reqs = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    /** @type {string[]} */
    const frames = [];
    for (let st = e.initiator?.stack; st; st = st.parent) frames.push(...st.callFrames.map((f) => f.url));
    reqs.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      wallMs: e.wallTime * 1000,
      encoded: 0,
      decoded: 0,
      done: false,
      // Who asked for it: the document's parser, or the scripts on the stack.
      initiators: /** @type {string[]} */ ([e.initiator?.url, ...frames].filter(Boolean)),
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (r)
      Object.assign(r, {
        status: e.response.status,
        mimeType: e.response.mimeType,
        encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'],
        // A repeat visit: answered by the HTTP cache or by the service worker, not the network.
        fromCache: r.fromCache || Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache),
        fromServiceWorker: Boolean(e.response.fromServiceWorker),
      });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  // CDP timestamps are monotonic seconds; wallTime (sent) is epoch seconds: map one to the other.
  cdp.on('Network.requestWillBeSent', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.offsetMs = e.wallTime * 1000 - e.timestamp * 1000;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { encoded: e.encodedDataLength, done: true, endWallMs: e.timestamp * 1000 + (r.offsetMs ?? 0) });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { failed: e.errorText, done: true });
  });
  if (storage) await page.addInitScript(SEED_STORAGE, storage);
  await page.addInitScript(MARK_READY, ready);
  await page.addInitScript(OBSERVE_LCP);
  return { page, reqs, consoleErrors };
}

/**
 * Opens `url` in an instrumented page and waits until it is ready, then until the visit's late
 * requests (the session fetch, lazy chunks) are done.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @param {{ timeoutMs: number, settleMs: number }} options
 * @returns {Promise<{ landingAt: number, renderWallMs: number, lcp: number | undefined }>}
 */
async function openUntilReady(page, url, { timeoutMs, settleMs }) {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  await page.waitForFunction(() => Boolean(window.__landingAt), undefined, { timeout: timeoutMs, polling: 100 });
  const { landingAt, timeOrigin } = await page.evaluate(() => ({
    landingAt: window.__landingAt ?? performance.now(),
    timeOrigin: performance.timeOrigin,
  }));
  // Let late requests (the footer, the session fetch) finish so the visit is complete.
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
  await page.waitForTimeout(settleMs);
  const lcp = await page.evaluate(() => window.__lcp);
  return { landingAt, renderWallMs: timeOrigin + landingAt, lcp };
}

/**
 * openUntilReady(), its failure named after the visit and told with what the page reported: its
 * console errors and the requests that failed or were refused, so a visit that never gets ready
 * says why.
 * @param {Instrumented} visit
 * @param {string} url
 * @param {{ timeoutMs: number, settleMs: number }} options
 * @param {string} what which visit ("first visit", "repeat visit")
 */
async function readyOrExplain(visit, url, options, what) {
  try {
    return await openUntilReady(visit.page, url, options);
  } catch (e) {
    const bad = [...visit.reqs.values()]
      .filter((r) => r.failed || (r.status ?? 0) >= 400)
      .map((r) => `${r.url} ${r.failed ?? r.status}${r.fromServiceWorker ? ' (service worker)' : ''}`);
    const shown = await visit.page
      .evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 160))
      .catch(() => null);
    const detail = [
      visit.consoleErrors.length ? `console errors: ${visit.consoleErrors.slice(0, 5).join(' | ')}` : '',
      bad.length ? `failed requests: ${bad.slice(0, 5).join(', ')}` : '',
      `${visit.reqs.size} requests`,
      shown == null ? '' : `the page shows: "${shown}"`,
    ].filter(Boolean);
    throw new Error(
      `${what} of ${url}: ${e instanceof Error ? e.message.split('\n')[0] : e}${detail.length ? `; ${detail.join('; ')}` : ''}`,
    );
  }
}

/**
 * The figures of one visit from its requests.
 * @param {string} url
 * @param {Profile} profile
 * @param {RequestRecord[]} requests
 * @param {{ landingAt: number, renderWallMs: number, lcp: number | undefined }} timing
 * @param {string[]} consoleErrors
 * @returns {FirstVisit}
 */
function summarise(url, profile, requests, { landingAt, renderWallMs, lcp }, consoleErrors) {
  const depth = chainDepth(requests, renderWallMs);
  const startMs = Math.min(...requests.map((r) => r.wallMs));
  const all = requests.map((r) => ({ ...r, js: isJs(r) }));
  const before = all.filter((r) => r.wallMs <= renderWallMs);
  /** @param {{ encoded: number, decoded: number }[]} list @param {'encoded' | 'decoded'} k */
  const sum = (list, k) => list.reduce((n, r) => n + (r[k] || 0), 0);
  const js = all.filter((r) => r.js);
  const jsBefore = before.filter((r) => r.js);
  return {
    url,
    profile: profile.name,
    landingMs: Math.round(landingAt),
    lcpMs: lcp ? Math.round(lcp) : null,
    chainDepth: depth,
    requests: { all: all.length, js: js.length },
    beforeRender: {
      all: before.length,
      js: jsBefore.length,
      jsEncoded: sum(jsBefore, 'encoded'),
      jsDecoded: sum(jsBefore, 'decoded'),
    },
    js: {
      encoded: sum(js, 'encoded'),
      decoded: sum(js, 'decoded'),
      files: js.map((r) => ({
        url: r.url,
        encoded: r.encoded,
        decoded: r.decoded,
        encoding: r.encoding ?? null,
        beforeRender: r.wallMs <= renderWallMs,
        depth: r.depth ?? null,
        startMs: Math.round(r.wallMs - startMs),
        endMs: r.endWallMs ? Math.round(r.endWallMs - startMs) : null,
      })),
    },
    other: all
      .filter((r) => !r.js)
      .map((r) => ({
        url: r.url,
        type: r.type,
        status: r.status,
        encoded: r.encoded,
        failed: r.failed,
        depth: r.depth ?? null,
        startMs: Math.round(r.wallMs - startMs),
        endMs: r.endWallMs ? Math.round(r.endWallMs - startMs) : null,
      })),
    consoleErrors,
  };
}

/** @param {Profile} profile */
const viewportOf = (profile) => (profile.name === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 900 });

/**
 * Visits `url` once in a fresh context with the HTTP cache disabled and service workers blocked.
 * @param {string} url
 * @param {VisitOptions} [options]
 * @returns {Promise<FirstVisit>}
 */
export async function measureFirstVisit(
  url,
  { browser, ready = LANDING_READY, storage, timeoutMs = 60_000, settleMs = 1500, profile = PROFILES.desktop } = {},
) {
  const ownBrowser = !browser;
  browser ??= await launchChromium();
  const context = await browser.newContext({ viewport: viewportOf(profile), serviceWorkers: 'block' });
  try {
    const { page, reqs, consoleErrors } = await openInstrumented(context, { profile, ready, storage, cacheDisabled: true });
    const timing = await openUntilReady(page, url, { timeoutMs, settleMs });
    return summarise(url, profile, [...reqs.values()], timing, consoleErrors);
  } finally {
    await context.close();
    if (ownBrowser) await browser.close();
  }
}

/**
 * How the repeat visit was served besides the HTTP cache.
 * - `controlled`: a service worker controlled the first visit's page before the repeat;
 * - `ready`: one was active (navigator.serviceWorker.ready) but did not claim that page: the
 *   repeat navigation is controlled all the same;
 * - `none`: none registered within the wait (or service workers were blocked): HTTP cache only.
 * @typedef {'controlled' | 'ready' | 'none'} ServiceWorkerState
 */

/**
 * A repeat visit: the FirstVisit figures count only what reached the network (a request the
 * HTTP cache or the service worker answered weighs 0 bytes and is not a request before ready;
 * the service worker's own fetches are added), plus how it was served.
 * @typedef {FirstVisit & { repeat: { serviceWorker: ServiceWorkerState, swWaitMs: number, fromCache: number, fromServiceWorker: number, swFetches: number } }} RepeatVisit
 */

/**
 * Waits, in the first visit's page, for a service worker: until one controls the page or
 * `navigator.serviceWorker.ready` resolves (its install, precaching included, is done), at most
 * `timeoutMs`; gives up after `graceMs` when none has even registered (the one bundle has none,
 * and a build without /sw.js neither).
 * @param {import('@playwright/test').Page} page
 * @param {{ timeoutMs: number, graceMs: number }} options
 * @returns {Promise<ServiceWorkerState>}
 */
function waitForServiceWorker(page, { timeoutMs, graceMs }) {
  return page.evaluate(
    ({ timeoutMs, graceMs }) =>
      new Promise((resolve) => {
        const sw = navigator.serviceWorker;
        if (!sw) return resolve('none');
        if (sw.controller) return resolve('controlled');
        const started = Date.now();
        sw.ready.then(() => resolve(sw.controller ? 'controlled' : 'ready'));
        sw.addEventListener('controllerchange', () => resolve('controlled'));
        const poll = () => {
          const waited = Date.now() - started;
          if (waited >= timeoutMs) return resolve('none');
          sw.getRegistrations().then((regs) => {
            if (!regs.length && waited >= graceMs) resolve('none');
            else setTimeout(poll, 250);
          });
        };
        poll();
      }),
    { timeoutMs, graceMs },
  );
}

/**
 * The same page opened again in the same browser context once a first visit settled: the HTTP
 * cache on (the production servers cache hashed files for a year, and revalidate index.html,
 * remotes.json and remoteEntry.js: tools/serve.mjs), and, with `serviceWorker`, the page's
 * service worker allowed and waited for (waitForServiceWorker) before the repeat navigation, in
 * a new tab. Both visits use the profile's throttling. CDP throttles the page's requests only:
 * what the service worker fetches itself goes unthrottled (counted in `repeat.swFetches`).
 * @param {string} url
 * @param {VisitOptions & { serviceWorker?: boolean, swTimeoutMs?: number, swGraceMs?: number }} [options]
 * @returns {Promise<RepeatVisit>}
 */
export async function measureRepeatVisit(
  url,
  {
    browser,
    ready = LANDING_READY,
    storage,
    timeoutMs = 60_000,
    settleMs = 1500,
    profile = PROFILES.desktop,
    serviceWorker = true,
    swTimeoutMs = 30_000,
    swGraceMs = 5_000,
  } = {},
) {
  const ownBrowser = !browser;
  browser ??= await launchChromium();
  const context = await browser.newContext({ viewport: viewportOf(profile), serviceWorkers: serviceWorker ? 'allow' : 'block' });
  try {
    const first = await openInstrumented(context, { profile, ready, storage, cacheDisabled: false });
    await readyOrExplain(first, url, { timeoutMs, settleMs }, 'the visit before the repeat');
    const waitStarted = Date.now();
    const swState = serviceWorker
      ? await waitForServiceWorker(first.page, { timeoutMs: swTimeoutMs, graceMs: swGraceMs })
      : 'none';
    const swWaitMs = Date.now() - waitStarted;
    await first.page.close();

    // The service worker's own fetches during the repeat (Playwright reports them on the context).
    /** @type {RequestRecord[]} */
    const swRequests = [];
    /** @param {import('@playwright/test').Request} req */
    const onSwRequest = async (req) => {
      if (!req.serviceWorker()) return;
      const sizes = await req.sizes().catch(() => null);
      const t = req.timing();
      swRequests.push({
        url: req.url(),
        type: req.resourceType() === 'script' ? 'Script' : 'Fetch',
        wallMs: t.startTime,
        endWallMs: t.responseEnd >= 0 ? t.startTime + t.responseEnd : undefined,
        encoded: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
        decoded: 0,
        done: true,
        initiators: [],
        fromServiceWorkerFetch: true,
      });
    };
    context.on('requestfinished', onSwRequest);
    const repeat = await openInstrumented(context, { profile, ready, storage, cacheDisabled: false });
    const timing = await readyOrExplain(repeat, url, { timeoutMs, settleMs }, `the repeat visit (service worker: ${swState})`);
    context.off('requestfinished', onSwRequest);

    const pageRequests = [...repeat.reqs.values()];
    const network = pageRequests.filter((r) => !r.fromCache && !r.fromServiceWorker);
    const visit = summarise(url, profile, [...network, ...swRequests], timing, repeat.consoleErrors);
    return {
      ...visit,
      repeat: {
        serviceWorker: swState,
        swWaitMs,
        fromCache: pageRequests.filter((r) => r.fromCache).length,
        fromServiceWorker: pageRequests.filter((r) => r.fromServiceWorker).length,
        swFetches: swRequests.length,
      },
    };
  } finally {
    await context.close();
    if (ownBrowser) await browser.close();
  }
}
