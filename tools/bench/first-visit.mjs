/* global window, document, getComputedStyle, performance, MutationObserver -- MARK_READY, SEED_STORAGE and the evaluate() callbacks run in the page */
// A first visit in Chromium with the cache disabled, measured over CDP: every request, the
// bytes on the wire (Network.loadingFinished encodedDataLength: brotli bodies plus headers)
// and the decoded size, the moment the page is usable (the "I'm a Shopkeeper" button is laid
// out and visible: the app renders on the client, so its handlers are attached by then), the
// Largest Contentful Paint, and the depth of the request chain before that moment.
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
 * Visits `url` once in a fresh context with the HTTP cache disabled.
 * @param {string} url
 * @param {{ browser?: import('@playwright/test').Browser, ready?: ReadyMark, storage?: Record<string, string>, timeoutMs?: number, settleMs?: number, profile?: Profile }} [options]
 * @returns {Promise<FirstVisit>}
 */
export async function measureFirstVisit(
  url,
  { browser, ready = LANDING_READY, storage, timeoutMs = 60_000, settleMs = 1500, profile = PROFILES.desktop } = {},
) {
  const ownBrowser = !browser;
  browser ??= await launchChromium();
  const viewport = profile.name === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    /** @type {string[]} */
    const consoleErrors = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
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
        });
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

    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(() => Boolean(window.__landingAt), undefined, { timeout: timeoutMs, polling: 100 });
    const { landingAt, timeOrigin } = await page.evaluate(() => ({
      landingAt: window.__landingAt ?? performance.now(),
      timeOrigin: performance.timeOrigin,
    }));
    const renderWallMs = timeOrigin + landingAt;
    // Let late requests (the footer, the session fetch) finish so the first visit is complete.
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    await page.waitForTimeout(settleMs);
    const lcp = await page.evaluate(() => window.__lcp);

    const depth = chainDepth([...reqs.values()], renderWallMs);
    const startMs = Math.min(...[...reqs.values()].map((r) => r.wallMs));
    const all = [...reqs.values()].map((r) => ({ ...r, js: isJs(r) }));
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
  } finally {
    await context.close();
    if (ownBrowser) await browser.close();
  }
}
