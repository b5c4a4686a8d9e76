import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PID_DIR, startAppServer } from '../global-setup';

const adminPid = () => Number(readFileSync(path.join(PID_DIR, 'mfe-admin.pid'), 'utf8'));

async function waitUntil(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}
const adminUp = () =>
  fetch('http://localhost:4203/remoteEntry.js').then(
    (r) => r.ok,
    () => false,
  );

test('a remote that is down is contained, and Retry loads it once it is back', async ({ page }) => {
  process.kill(adminPid(), 'SIGTERM');
  await waitUntil(async () => !(await adminUp()));
  try {
    await page.goto('/');
    await expect(page.getByRole('button', { name: "I'm a Shopkeeper" })).toBeVisible();

    await page.goto('/admin/categories');
    const error = page.getByTestId('remote-error-mfe_admin');
    await expect(error).toBeVisible();
    await expect(error).toContainText("We couldn't load the admin pages");
    // The rest of the app still works from here.
    await expect(page.getByRole('link', { name: 'Area Management' })).toBeVisible();
  } finally {
    startAppServer('mfe-admin');
    await waitUntil(adminUp);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remote-error-mfe_admin')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /admin|categories|sign in/i }).first()).toBeVisible();
});

test('a missing remotes manifest still mounts the shell with a contained error', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/admin/categories');
  await expect(page.getByTestId('remotes-manifest-error')).toContainText("We couldn't load Chowk's pages");
  await expect(page.getByRole('link', { name: 'Chowk home' })).toBeVisible();
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remotes-manifest-error')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Area Management' })).toBeVisible();
});

test('a shell start-up chunk that fails to load shows a message, not a blank page', async ({ page }) => {
  // Every script of the shell but main.js: the bootstrap behind main.ts's async boundary fails.
  await page.route(/localhost:4200\/\d+\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByTestId('startup-error')).toContainText('Chowk could not start');
});

test('a shell bundle that fails to load shows a message, not a blank page', async ({ page }) => {
  await page.route(/localhost:4200\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByTestId('startup-error')).toContainText('Chowk could not start');
});
