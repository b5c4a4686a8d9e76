import { expect, test, type APIRequestContext } from '@playwright/test';
import { shopPlace, signupShopkeeper, useShopkeeperSession, useTrialSession } from '../shopkeeper-support';
import { API, ADMIN, clearOfIndiaMidnight } from '../support';
import { expectNoSeriousA11yViolations } from './axe';
import { counterOrder, type E2eShop, shopWithMenu } from '../customer-support';
import { A11Y_ROUTES, A11Y_SHOP_NAME, type A11yRoute } from './routes';
import { pageGroup } from './page-groups';

/** One admin token for the whole file: the admin sign-in is rate-limited per address. */
let adminToken: string | undefined;
async function adminTokenFor(request: APIRequestContext) {
  if (!adminToken) {
    const res = await request.post(`${API}/auth/admin/login`, { data: ADMIN });
    expect(res.status()).toBe(200);
    adminToken = ((await res.json()) as { token: string }).token;
  }
  return adminToken;
}

const suffix = () => Date.now().toString(36).toUpperCase().slice(-5);

/** Creates what a route's state needs through the API, so a row (and its menu) is on screen. */
async function seed(request: APIRequestContext, needs: Exclude<A11yRoute['needs'], 'shop-menu' | 'shop-orders' | undefined>) {
  const headers = { Authorization: `Bearer ${await adminTokenFor(request)}` };
  const post = async <T>(path: string, data: object) => {
    const res = await request.post(`${API}${path}`, { data, headers });
    expect(res.status(), `POST ${path}`).toBe(201);
    return (await res.json()) as T;
  };
  if (needs === 'shop-place') {
    await shopPlace(request);
    return;
  }
  const s = suffix();
  if (needs === 'category') {
    await post('/categories', { name: `A11y Category ${s}` });
    return;
  }
  const { state } = await post<{ state: { _id: string } }>('/areas/states', { name: `A11y State ${s}`, code: `AY${s}` });
  const { city } = await post<{ city: { _id: string } }>('/areas/cities', { name: `A11y City ${s}`, stateId: state._id });
  await post('/areas/districts', { name: `A11y District ${s}`, cityId: city._id });
}

test.describe('accessibility (axe-core, WCAG 2.1 A/AA, phone screen): no serious or critical violations', () => {
  for (const route of A11Y_ROUTES) {
    // Tagged with the browser-test group of its page (e2e/playwright.config.ts runs it there).
    test(`${route.name} (${route.path})`, { tag: `@${pageGroup(route.path)}` }, async ({ page, request }) => {
      let path = route.path;
      // The row's own shop, made for this test alone.
      let shop: E2eShop | undefined;
      if (route.needs === 'shop-menu' || route.needs === 'shop-orders') {
        shop = await shopWithMenu(request, { name: A11Y_SHOP_NAME });
        if (route.needs === 'shop-orders') {
          // Counter orders the dashboard and the desk show as today's (the API's India day).
          await clearOfIndiaMidnight();
          await counterOrder(request, shop, { 'Masala Chai': 2 }, 'completed');
          await counterOrder(request, shop, { 'Filter Coffee': 1 }, 'pending');
        }
        path = path.replace('{code}', shop.shop.code);
      } else if (route.needs) await seed(request, route.needs);
      if (route.as === 'admin') {
        const token = await adminTokenFor(request);
        await page.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
      }
      if (route.as === 'shopkeeper') await useShopkeeperSession(page, shop ?? (await signupShopkeeper(request)));
      if (route.as === 'trial') await useTrialSession(page, route.shopType === null ? { shopType: null } : {});
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible({ timeout: 15_000 });
      // Tables fill after the heading: wait until no skeleton row is left.
      await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
      if (route.open) await route.open(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('the accessibility check fails on a serious violation and names it', { tag: '@static' }, async ({ page }) => {
  await page.setContent(
    '<main><h1>Bad page</h1><p style="color:#bbb;background:#fff">Faint text</p><input type="text"><img src="x.png"></main>',
  );
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => null,
    (e: Error) => e.message,
  );
  expect(failure).toContain('color-contrast (serious)');
  expect(failure).toContain('label (critical)');
  expect(failure).toContain('image-alt (critical)');
});
