import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { buildRemote, copyProject, edit, MANIFEST, repoint, root, serveBuild } from '../deploy-fixtures';
import { PID_DIR, startAppServer } from '../global-setup';
import { shopWithMenu } from './customer-support';
import { watchPageErrors } from './support';

// The shell's service worker on the production builds (shell/src/sw, docs/architecture.md "Service
// worker (second visits and offline)"): what one visit leaves in its caches answers the next one
// offline, a navigation with nothing cached gets the offline page, and a remote deployed again
// under the same address shows on the next visit.
//
// The other specs run with service workers blocked (playwright.config.ts): this one allows them.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/** The worker's cache of the app's one page (shell/src/sw/sw.ts, CACHES.pages). */
const PAGES_CACHE = 'chowk-pages-v1';
const CUSTOMER_PORT = 4201;
const CUSTOMER_ENTRY = `http://localhost:${CUSTOMER_PORT}/remoteEntry.js`;

/**
 * Waits until the worker controls the page and holds every script, stylesheet and release file
 * this visit loaded, the app's page and its shop read: what the first visit hands to the worker
 * (shell/src/app/service-worker.ts) is in, so the next visit can do without the network.
 */
async function cachedByWorker(page: Page, paths: string[] = []) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { message: 'the worker controls the page' })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const files = performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((url) => /\.[0-9a-f]{8}\.(js|css)$|\/remoteEntry\.js$|\/remotes\.json$/.test(new URL(url).pathname));
          const missing: string[] = [];
          for (const url of [...files, '/index.html', ...wanted]) if (!(await caches.match(url))) missing.push(url);
          return missing;
        }, paths),
      { message: "every file of this visit is in the worker's caches", timeout: 20_000 },
    )
    .toEqual([]);
}

async function offline(context: BrowserContext, run: () => Promise<void>) {
  await context.setOffline(true);
  try {
    await run();
  } finally {
    await context.setOffline(false);
  }
}

test('after one visit the storefront opens offline, from the cache', async ({ page, context, request }) => {
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Offline Chai Stall' });
  const code = shop.shop.code;
  await page.goto(`/customer/shop/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Chai Stall' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Masala Chai' })).toBeVisible();
  await cachedByWorker(page, [`/api/shops/by-code/${code}?include=menu`]);

  await offline(context, async () => {
    const response = await page.reload();
    expect(response?.fromServiceWorker(), 'the page came from the worker').toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Offline Chai Stall' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Masala Chai' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Masala Chai to cart' })).toBeVisible();

    // Another route works offline too (the same cached page); a shop never read shows the app's own error.
    await page.goto('/customer/shop/SHOP-000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
  noErrors();
});

test('offline with no cached page: the offline page, styled, with a way to try again', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: "I'm a Customer" })).toBeVisible();
  await cachedByWorker(page);
  // The worker stays, with its precache (the offline page and its stylesheet); the app's page goes.
  expect(await page.evaluate((name) => caches.delete(name), PAGES_CACHE)).toBe(true);

  await offline(context, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(
      page.getByText('Chowk needs a connection to load this page. Check your connection, then try again.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '');
    // chowk.css came from the worker too: the page is laid out by it.
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).display)).toBe('grid');
  });
  // Back online, its link brings the app back.
  await page.getByRole('link', { name: 'Reload the page' }).click();
  await expect(page.getByRole('button', { name: "I'm a Customer" })).toBeVisible();
});

test.describe('a remote deployed again', () => {
  test.setTimeout(180_000);
  let original = '';
  let stopRedeployed: (() => Promise<void>) | undefined;
  const stops: (() => Promise<void>)[] = [];
  const customerPid = () => Number(readFileSync(path.join(PID_DIR, 'mfe-customer.pid'), 'utf8'));
  const customerUp = () =>
    fetch(CUSTOMER_ENTRY).then(
      (r) => r.ok,
      () => false,
    );
  const until = async (check: () => Promise<boolean>) => {
    await expect.poll(check, { timeout: 15_000 }).toBe(true);
  };

  test.beforeAll(() => {
    original = readFileSync(MANIFEST, 'utf8');
  });
  test.afterAll(async () => {
    writeFileSync(MANIFEST, original);
    while (stops.length) await stops.pop()?.();
    if (stopRedeployed) {
      await stopRedeployed();
      startAppServer('mfe-customer');
      await until(customerUp);
    }
  });

  /** Replaces the customer remote's server at its address with one serving `dir` (a remote team's redeploy). */
  async function redeployInPlace(dir: string) {
    process.kill(customerPid(), 'SIGTERM');
    await until(async () => !(await customerUp()));
    const { createStaticServer } = (await import(pathToFileURL(path.join(root, 'tools/serve.mjs')).href)) as {
      createStaticServer: (o: { dir: string; cors: boolean }) => Server;
    };
    const server = createStaticServer({ dir, cors: true });
    await new Promise<void>((resolve) => server.listen(CUSTOMER_PORT, '127.0.0.1', resolve));
    stopRedeployed = () => new Promise((resolve) => server.close(() => resolve()));
    // The deploy step: the manifest's inlined declaration (routes, files to preload) follows the new build.
    await repoint('mfe_customer', CUSTOMER_ENTRY);
  }

  test('replaces the cached copy on the next visit', async ({ page, request }) => {
    const noErrors = watchPageErrors(page);
    const shop = await shopWithMenu(request, { name: 'Redeploy Chai Stall' });
    await page.goto(`/customer/shop/${shop.shop.code}`);
    await expect(page.getByRole('heading', { name: 'Masala Chai' })).toBeVisible();
    await cachedByWorker(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Masala Chai' })).toBeVisible();
    await expect(page.getByTestId('release')).toHaveCount(0);

    const customer = copyProject('mfe-customer', 'customer-service-worker');
    const heading = '<h1 style={{ marginBottom: 4 }}>{shop.name}</h1>';
    edit(customer, 'src/features/storefront/components/storefront-page.tsx', (text) => {
      expect(text, 'the storefront heading to add the marker after').toContain(heading);
      return text.replace(heading, `${heading}\n<p data-testid="release">The new release</p>`);
    });
    await redeployInPlace(buildRemote('mfe-customer', customer));

    await page.reload();
    await expect(page.getByTestId('release')).toHaveText('The new release');
    await expect(page.getByRole('heading', { name: 'Masala Chai' })).toBeVisible();
    noErrors();
  });

  test('moved to another origin, it shows from the second visit on', async ({ page, request }) => {
    const shop = await shopWithMenu(request, { name: 'Moved Chai Stall' });
    await page.goto(`/customer/shop/${shop.shop.code}`);
    await expect(page.getByTestId('release')).toHaveText('The new release');
    await cachedByWorker(page);

    // The release before it, deployed to an origin of its own (deploy.spec.ts's way).
    const moved = await serveBuild(path.join(root, 'dist/mfe-customer'));
    stops.push(moved.close);
    await repoint('mfe_customer', moved.entry);
    // The first visit after the move opens the cached page, whose Content-Security-Policy still
    // names the old origin (the remote's pages fail, contained, with Retry); it refreshes that
    // page for the next visit. The worker's own policy (tools/security-headers.mjs) lets it fetch
    // from the new origin.
    await page.reload();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Masala Chai' })).toBeVisible();
    await expect(page.getByTestId('release')).toHaveCount(0);
  });
});
