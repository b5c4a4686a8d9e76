// Smoke check of the production build in Chromium: `/`, `/about`, `/admin/categories` and an
// unknown path render through the shell and their remotes, with no console errors other than
// failed /api calls (the bench and `node tools/serve.mjs --no-api` may run without the API).
import { PORTS } from '../apps.mjs';
import { launchChromium } from './browser.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ path: string, what: string, ok: boolean, error?: string, consoleErrors: string[] }} RouteResult */

/** @type {{ path: string, expect: (page: Page) => import('@playwright/test').Locator, what?: string }[]} */
export const ROUTE_CHECKS = [
  { path: '/', expect: (page) => page.getByRole('button', { name: "I'm a Shopkeeper" }) },
  { path: '/', expect: (page) => page.getByRole('heading', { name: 'Stay in the loop' }), what: 'footer' },
  { path: '/about', expect: (page) => page.getByRole('heading', { name: 'About Chowk', level: 1 }) },
  {
    path: '/admin/categories',
    expect: (page) => page.locator('.sidebar-main :is(h1, h2, form, table, [role="status"], p)').first(),
    what: 'admin remote',
  },
  { path: '/no-such-page', expect: (page) => page.getByRole('heading', { name: '404 - Page Not Found' }) },
];

/**
 * An error that only reports a failed /api call (no API behind the static servers).
 * @param {{ text: string, location?: { url?: string } }} msg
 */
const isApiFailure = (msg) =>
  /\/api(\/|\b)/.test(msg.location?.url ?? '') ||
  /\/api\//.test(msg.text) ||
  /Request failed with status code 5\d\d|Network Error/.test(msg.text);

/**
 * @param {string} origin e.g. http://localhost:4200
 * @param {{ browser?: import('@playwright/test').Browser, timeoutMs?: number }} [options]
 * @returns {Promise<RouteResult[]>}
 */
export async function checkRoutes(origin, { browser, timeoutMs = 15_000 } = {}) {
  const ownBrowser = !browser;
  browser ??= await launchChromium();
  /** @type {RouteResult[]} */
  const results = [];
  try {
    for (const check of ROUTE_CHECKS) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      /** @type {string[]} */
      const consoleErrors = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !isApiFailure({ text: m.text(), location: m.location() })) consoleErrors.push(m.text());
      });
      page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
      /** @type {RouteResult} */
      const result = { path: check.path, what: check.what ?? 'page', ok: false, consoleErrors };
      try {
        await page.goto(origin + check.path, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
        await check.expect(page).waitFor({ state: 'visible', timeout: timeoutMs });
        const remoteError = await page.locator('[data-testid^="remote-error-"]').count();
        if (remoteError) throw new Error('a remote showed its contained error');
        await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
        result.ok = consoleErrors.length === 0;
        if (!result.ok) result.error = 'console errors';
      } catch (e) {
        result.error = e instanceof Error ? e.message.split('\n')[0] : String(e);
      }
      results.push(result);
      await context.close();
    }
  } finally {
    if (ownBrowser) await browser.close();
  }
  return results;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const origin = process.argv[2] || `http://localhost:${PORTS.shell}`;
  const results = await checkRoutes(origin);
  for (const r of results)
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.path} (${r.what})${r.error ? ` — ${r.error}` : ''}${r.consoleErrors.length ? `\n     ${r.consoleErrors.join('\n     ')}` : ''}`,
    );
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
