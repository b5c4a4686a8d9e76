import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { UiLanguage } from '@chowk/contracts';
import { counterOrder, type E2eShop, shopWithMenu } from '../customer-support';
import { chooseLanguage, sayIn } from '../language-support';
import { freshAddress, shopPlace, signupShopkeeper, useShopkeeperSession, useTrialSession } from '../shopkeeper-support';
import { API, ADMIN, clearOfIndiaMidnight } from '../support';
import { A11Y_SHOP_NAME, type A11yRoute } from './routes';

/**
 * A row of the route table (routes.ts) brought on screen: its data made through the API, its
 * visitor signed in, the page opened in `language` (the device's choice, stored before the page
 * loads) and brought into the row's state. The accessibility checks (a11y.spec.ts) and the layout
 * checks of the pseudo-locale (pseudo-locale.spec.ts) both start here.
 */

/** One admin token per test file: the admin sign-in is rate-limited per address. */
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

/**
 * Signups and verification codes are limited per client address (api/src/common/throttle/rate-limits.ts),
 * and every page's requests reach the API from the static server's one address. The table runs in
 * four languages, four times the English run's signups and codes: a row in another language sends
 * those two straight to the API under an address of its own, as the API-level helpers do.
 */
async function ownAddressForLimitedCalls(page: Page) {
  await page.route(/\/api\/(?:auth\/signup|orders\/send-otp)$/, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${API}${url.pathname.replace(/^\/api/, '')}${url.search}`,
      headers: { ...route.request().headers(), 'x-forwarded-for': freshAddress() },
    });
    await route.fulfill({ response });
  });
}

export async function openRouteState(page: Page, request: APIRequestContext, route: A11yRoute, language: UiLanguage = 'en') {
  const say = sayIn(language);
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
  // Playwright helpers, not React hooks, whatever their names say.
  /* eslint-disable react-hooks/rules-of-hooks */
  if (route.as === 'shopkeeper') await useShopkeeperSession(page, shop ?? (await signupShopkeeper(request)));
  if (route.as === 'trial') await useTrialSession(page, route.shopType === null ? { shopType: null } : {});
  /* eslint-enable react-hooks/rules-of-hooks */
  if (language !== 'en') {
    await chooseLanguage(page, language);
    await ownAddressForLimitedCalls(page);
  }
  await page.goto(path);
  const heading = typeof route.heading === 'string' ? say(route.heading) : route.heading;
  await expect(
    // A RegExp heading ("Register your shop: …") is English: in another language any h1 shows the content.
    page.getByRole('heading', { level: 1, ...(language === 'en' || typeof route.heading === 'string' ? { name: heading } : {}) }),
  ).toBeVisible({ timeout: 15_000 });
  // Tables fill after the heading: wait until no skeleton row is left.
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
  if (route.open) await route.open(page, say);
}
