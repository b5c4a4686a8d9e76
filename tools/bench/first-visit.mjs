/* global window, document, getComputedStyle, performance, MutationObserver -- MARK_LANDING and the evaluate() callback run in the page */
// A first visit in Chromium with the cache disabled, measured over CDP: every request, the
// bytes on the wire (Network.loadingFinished encodedDataLength: brotli bodies plus headers)
// and the decoded size, and the moment the landing renders (the "I'm a Shopkeeper" button
// is visible).
import { launchChromium } from './browser.mjs';

export const LANDING_BUTTON = "I'm a Shopkeeper";

/** Records, in the page, the first moment the landing's button is laid out and visible. */
const MARK_LANDING = (label) => {
  const check = () => {
    if (window.__landingAt) return true;
    for (const b of document.querySelectorAll('button')) {
      if (b.textContent && b.textContent.trim() === label) {
        const r = b.getBoundingClientRect();
        const s = getComputedStyle(b);
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

const isJs = (r) => r.type === 'Script' || /javascript/.test(r.mimeType ?? '') || /\.m?js(\?|$)/.test(r.url);

/**
 * Visits `url` once in a fresh context with the HTTP cache disabled.
 * @returns {Promise<{url, landingMs, requests, beforeRender, js, consoleErrors}>}
 */
export async function measureFirstVisit(url, { browser, label = LANDING_BUTTON, timeoutMs = 30_000, settleMs = 1500 } = {}) {
  const ownBrowser = !browser;
  browser ??= await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const consoleErrors = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    /** requestId → record */
    const reqs = new Map();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      reqs.set(e.requestId, { url: e.request.url, type: e.type, wallMs: e.wallTime * 1000, encoded: 0, decoded: 0, done: false });
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
    cdp.on('Network.loadingFinished', (e) => {
      const r = reqs.get(e.requestId);
      if (r) Object.assign(r, { encoded: e.encodedDataLength, done: true });
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = reqs.get(e.requestId);
      if (r) Object.assign(r, { failed: e.errorText, done: true });
    });
    await page.addInitScript(MARK_LANDING, label);

    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.getByRole('button', { name: label }).waitFor({ state: 'visible', timeout: timeoutMs });
    const { landingAt, timeOrigin } = await page.evaluate(() => ({
      landingAt: window.__landingAt ?? performance.now(),
      timeOrigin: performance.timeOrigin,
    }));
    const renderWallMs = timeOrigin + landingAt;
    // Let late requests (the footer, the session fetch) finish so the first visit is complete.
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    await page.waitForTimeout(settleMs);

    const all = [...reqs.values()].map((r) => ({ ...r, js: isJs(r) }));
    const before = all.filter((r) => r.wallMs <= renderWallMs);
    const sum = (list, k) => list.reduce((n, r) => n + (r[k] || 0), 0);
    const js = all.filter((r) => r.js);
    const jsBefore = before.filter((r) => r.js);
    return {
      url,
      landingMs: Math.round(landingAt),
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
        })),
      },
      other: all.filter((r) => !r.js).map((r) => ({ url: r.url, status: r.status, encoded: r.encoded, failed: r.failed })),
      consoleErrors,
    };
  } finally {
    await context.close();
    if (ownBrowser) await browser.close();
  }
}
