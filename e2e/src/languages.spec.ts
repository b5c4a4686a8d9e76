import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONFIRMATION_TEXT,
  CUSTOMER_API_MESSAGES,
  CUSTOMER_SUCCESS,
  ORDER_DESK_MESSAGES,
  statusLabel,
  type OrderStatus,
} from '@chowk/contracts';
// The demo shop as the API's seed makes it (its Hindi and Tamil item names too).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { DEMO_SHOP } from '../../api/src/seed/seed-data';
import { codeFromOutbox, freshCustomerEmail, verifiedDevice } from './customer-support';
import { expectPageIn, message, noteEnglish, text, type Translated } from './language-support';
import { freshAddress } from './shopkeeper-support';
import { API, clearOfIndiaMidnight, watchPageErrors } from './support';

// Hindi and Tamil beside English, end to end on the demo shop (SHOP-1234, from the API's seed):
// a first visit follows the browser's language; a customer switches to Tamil in the site header,
// finds the shop, orders, verifies and follows the order in Tamil (and the API answers in Tamil);
// the shopkeeper switches to Hindi in the sidebar and works the order on the desk in Hindi.
// Every text comes from the catalogues (language-support.ts), so the test follows them.

const root = path.resolve(__dirname, '../..');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The demo shop in the test database: the API's own seed (idempotent), run once per worker. */
let seeded = false;
function seedDemoShop() {
  if (seeded) return;
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: run the browser tests through e2e/playwright.config.ts');
  const run = spawnSync(process.execPath, [path.join(root, 'dist/api/seed.js')], {
    env: { ...process.env, NODE_ENV: 'development', MONGODB_URI: uri, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, `dist/api/seed.js: ${run.stderr}${run.stdout}`).toBe(0);
  seeded = true;
}

type DemoItem = (typeof DEMO_SHOP.sections)[number]['items'][number] & { names?: { hi?: string; ta?: string } };
/** A demo item's name as the storefront shows it in `language`: the seed's translation when it has one. */
const itemName = (name: string, language: 'en' | Translated) => {
  const item = DEMO_SHOP.sections.flatMap((s) => s.items as readonly DemoItem[]).find((i) => i.name === name);
  if (!item) throw new Error(`the demo shop has no ${name}`);
  return language === 'en' ? item.name : (item.names?.[language] ?? item.name);
};

/** The language switch (the site header's, or the shop sidebar's): one per page. */
const languageSwitch = (page: Page) => page.locator('#language-switch');

/** Keeps every text of the demo shop and the codes a page shows in any language. */
const DATA_WORDS = [
  DEMO_SHOP.name,
  DEMO_SHOP.address,
  DEMO_SHOP.owner.name,
  ...DEMO_SHOP.sections.flatMap((s) => [s.name, ...s.items.flatMap((i) => [i.name, i.description])]),
  'Chowk Technologies Private Limited',
  DEMO_SHOP.category,
];

test.describe('languages: a first visit in the browser’s language', () => {
  test.use({ locale: 'hi-IN' });

  test('a browser in Hindi (hi-IN) opens Chowk in Hindi, the document’s lang hi', async ({ page }) => {
    const noErrors = watchPageErrors(page);
    await page.goto('/');
    await expectPageIn(page, 'hi');
    await expect(page.getByRole('heading', { level: 1, name: text('static', 'landing.hero.title', 'hi') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('static', 'landing.hero.customer', 'hi') })).toBeVisible();
    await expect(languageSwitch(page)).toHaveValue('hi');
    await expect(page.getByLabel(text('ui', 'language.label', 'hi'))).toBeVisible();
    await noteEnglish(page, 'landing (hi)', DATA_WORDS);
    noErrors();
  });
});

/**
 * The Devanagari and Tamil web fonts (libs/ui/src/fonts, tools/fonts.mjs) on a first visit to the
 * landing by a browser in each language, on a machine without those scripts' fonts (this
 * Chromium has none, so every face is downloaded): only the page's own script's text face, and
 * the language switch's tiny names faces, at most 30 KiB in all.
 */
const FONT_VISITS = [
  { locale: 'en-IN', language: 'en', faces: ['chowk-names-devanagari', 'chowk-names-tamil'] },
  { locale: 'hi-IN', language: 'hi', faces: ['chowk-devanagari', 'chowk-names-devanagari', 'chowk-names-tamil'] },
  { locale: 'ta-IN', language: 'ta', faces: ['chowk-names-devanagari', 'chowk-names-tamil', 'chowk-tamil'] },
] as const;
const FONT_BUDGET = 30 * 1024;

for (const visit of FONT_VISITS) {
  test.describe(`languages: the fonts of a first visit in ${visit.language}`, () => {
    test.use({ locale: visit.locale });

    test(`a first visit in ${visit.language} downloads its own script's font only, within ${FONT_BUDGET / 1024} KiB`, async ({
      page,
    }) => {
      const fonts = new Map<string, number>();
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.woff2')) fonts.set(url.pathname, (await response.body()).length);
      });
      await page.goto('/');
      await expectPageIn(page, visit.language);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const files = [...fonts.keys()].map((f) => path.basename(f).replace(/\.[0-9a-f]{8}\.woff2$/, '')).sort();
      const bytes = [...fonts.values()].reduce((sum, n) => sum + n, 0);
      test.info().annotations.push({ type: 'fonts', description: `${visit.language}: ${bytes} bytes (${files.join(', ')})` });
      expect(files).toEqual([...visit.faces]);
      expect(bytes).toBeLessThanOrEqual(FONT_BUDGET);
      // Served with the CSP's font-src ('self' by default-src), and used: the faces loaded.
      const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
      if (visit.language !== 'en') expect(loaded).toContain('Chowk Text');
      expect(loaded).toContain('Chowk Language Names');
    });
  });
}

test.describe('languages on the demo shop', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(seedDemoShop);

  test('a customer switches to Tamil, finds SHOP-1234 by its code, orders, verifies and follows the order in Tamil', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const ta = 'ta' as const;
    const noErrors = watchPageErrors(page);
    const email = freshCustomerEmail();

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await languageSwitch(page).selectOption(ta);
    await expectPageIn(page, ta);
    await expect(page.getByRole('heading', { level: 1, name: text('static', 'landing.hero.title', ta) })).toBeVisible();
    await noteEnglish(page, 'landing', DATA_WORDS);

    // Find the shop by its code.
    await page.getByRole('button', { name: text('static', 'landing.hero.customer', ta) }).click();
    const dialog = page.getByRole('dialog', { name: text('static', 'landing.customerDialog.title', ta) });
    await dialog.getByLabel(text('static', 'landing.shopCode.label', ta)).fill(DEMO_SHOP.code);
    await dialog.getByRole('button', { name: text('static', 'landing.shopCode.submit', ta) }).click();
    await expect(page.getByText(message(CUSTOMER_SUCCESS.shopFound, ta)).first()).toBeVisible();
    await expect(page).toHaveURL(`/customer/shop/${DEMO_SHOP.code}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_SHOP.name })).toBeVisible();

    // The menu in Tamil: the seed's Tamil names of the items, the storefront's own words.
    const chai = itemName('Masala Chai', ta);
    const coffee = itemName('Filter Coffee', ta);
    await expect(page.getByRole('heading', { name: chai, exact: true })).toBeVisible();
    await expect(page.getByText(text('customer', 'storefront.soldOut', ta)).first()).toBeAttached();
    await page.getByRole('button', { name: text('customer', 'storefront.addToCart', ta, { name: chai }) }).click();
    await page.getByRole('button', { name: text('customer', 'stepper.addOne', ta, { name: chai }) }).click();
    await page.getByRole('button', { name: text('customer', 'storefront.addToCart', ta, { name: coffee }) }).click();
    await noteEnglish(page, 'storefront', DATA_WORDS);

    // The choice is kept on this device: a reload is still in Tamil, with the cart.
    await page.reload();
    await expectPageIn(page, ta);
    await expect(languageSwitch(page)).toHaveValue(ta);
    await page
      .getByRole('link', { name: new RegExp(escapeRegExp(text('customer', 'cartBar.view', ta))) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: text('customer', 'cart.title', ta) })).toBeVisible();
    // 2 × ₹15 + ₹25: the money reads the Indian way in every language.
    await expect(page.getByText('₹55.00').first()).toBeVisible();
    await noteEnglish(page, 'cart', DATA_WORDS);
    await page.getByRole('link', { name: text('customer', 'cart.proceed', ta) }).click();

    await expect(page.getByRole('heading', { level: 1, name: text('customer', 'checkout.title', ta) })).toBeVisible();
    await noteEnglish(page, 'checkout', DATA_WORDS);
    await page.getByRole('button', { name: text('customer', 'checkout.place', ta) }).click();

    // Verify the contact: the API's answers arrive in Tamil (the request's Accept-Language).
    const verify = page.getByRole('dialog', { name: text('customer', 'verify.title', ta) });
    await verify.getByRole('radio', { name: text('customer', 'otp.email', ta) }).check();
    await verify.getByLabel(text('customer', 'otp.emailAddress', ta)).fill(email);
    await verify.getByRole('button', { name: text('customer', 'otp.send', ta) }).click();
    await expect(page.getByText(message(CUSTOMER_API_MESSAGES.otpSent, ta)).first()).toBeVisible();
    const code = await codeFromOutbox(request, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await verify.getByLabel(text('customer', 'otp.code', ta), { exact: true }).fill(wrong);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/orders/verify-otp'));
    await verify.getByRole('button', { name: text('customer', 'verify.verify', ta), exact: true }).click();
    const answer = await refused;
    expect([400, 401], await answer.text()).toContain(answer.status());
    expect(((await answer.json()) as { message: string }).message).toBe(message(CUSTOMER_API_MESSAGES.otpInvalid, ta));
    await expect(page.getByText(message(CUSTOMER_API_MESSAGES.otpInvalid, ta)).first()).toBeVisible();
    // A validation message of the API's, asked in English and in Tamil: the catalogue's Tamil.
    const invalid = { identifier: 'not-an-email', type: 'email' };
    const inEnglish = await request.post(`${API}/orders/send-otp`, {
      data: invalid,
      headers: { 'Accept-Language': 'en', 'X-Forwarded-For': freshAddress() },
    });
    const inTamil = await request.post(`${API}/orders/send-otp`, {
      data: invalid,
      headers: { 'Accept-Language': 'ta-IN,ta;q=0.9', 'X-Forwarded-For': freshAddress() },
    });
    expect(inEnglish.status()).toBe(400);
    const english = ((await inEnglish.json()) as { message: string }).message;
    expect(((await inTamil.json()) as { message: string }).message).toBe(message(english, ta));
    await verify.getByLabel(text('customer', 'otp.code', ta), { exact: true }).fill(code);
    await verify.getByRole('button', { name: text('customer', 'verify.verify', ta), exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: message(CONFIRMATION_TEXT.title, ta) })).toBeVisible({
      timeout: 10_000,
    });
    const orderId = (await page.getByText(/^ORD-/).first().textContent())?.trim() ?? '';
    expect(orderId).toMatch(/^ORD-/);
    await noteEnglish(page, 'confirmation', [...DATA_WORDS, orderId]);

    // The status page, in Tamil, and still after a reload.
    await page.getByRole('link', { name: text('customer', 'confirmation.track', ta) }).click();
    await expect(page).toHaveURL(/\/customer\/orders\/[a-f0-9]{24}$/);
    const heading = page.getByRole('heading', { level: 1, name: text('customer', 'orderStatus.heading', ta, { id: orderId }) });
    await expect(heading).toBeVisible();
    await expect(page.getByText(message(statusLabel('pending'), ta)).first()).toBeVisible();
    await noteEnglish(page, 'order status', [...DATA_WORDS, orderId]);
    await page.reload();
    await expectPageIn(page, ta);
    await expect(heading).toBeVisible();
    noErrors();
  });

  test('the shopkeeper switches to Hindi in the sidebar and works a new order on the desk in Hindi', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const hi = 'hi' as const;
    await clearOfIndiaMidnight();
    const noErrors = watchPageErrors(page);
    const login = await request.post(`${API}/auth/login`, {
      data: { identifier: DEMO_SHOP.owner.mobile, password: DEMO_SHOP.owner.password },
      headers: { 'X-Forwarded-For': freshAddress() },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token, shop } = (await login.json()) as { token: string; shop: { _id: string; category_id: string } };
    await page.addInitScript(
      ([t, type]) => {
        if (window.sessionStorage.getItem('e2e-session-set')) return;
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('shopType', type);
        window.sessionStorage.setItem('e2e-session-set', '1');
      },
      [token, shop.category_id] as const,
    );

    await page.goto('/shop/orders');
    await expect(page.getByRole('heading', { level: 1, name: text('shopkeeper', 'orders.title', 'en') })).toBeVisible();
    await languageSwitch(page).selectOption(hi);
    await expectPageIn(page, hi);
    await expect(page.getByRole('heading', { level: 1, name: text('shopkeeper', 'orders.title', hi) })).toBeVisible();
    await noteEnglish(page, 'order desk', DATA_WORDS);

    // A customer's order arrives on the open desk.
    const order = await orderFromDemoShop(request);
    await expect(page.getByText(order.order_id).first()).toBeVisible({ timeout: 5_000 });
    await noteEnglish(page, 'order desk with an order', [...DATA_WORDS, order.order_id, 'Meera']);
    const status = page.getByLabel(text('shopkeeper', 'orders.statusOf', hi, { order: order.order_id }));
    for (const next of ['confirmed', 'ready', 'completed'] as OrderStatus[]) {
      // Each change saved before the next: the earlier step's toast is still up, so it cannot say so.
      const saved = page.waitForResponse(
        (r) => r.url().endsWith(`/orders/${order._id}/status`) && r.request().method() === 'PATCH',
      );
      await status.selectOption(next);
      expect((await saved).status()).toBe(200);
      await expect(page.getByText(message(ORDER_DESK_MESSAGES.statusUpdated, hi)).first()).toBeVisible();
      await expect(status.locator('option:checked')).toHaveText(message(statusLabel(next), hi));
    }

    // Kept on this device: a reload is still in Hindi.
    await page.reload();
    await expectPageIn(page, hi);
    await expect(languageSwitch(page)).toHaveValue(hi);
    await expect(page.getByRole('heading', { level: 1, name: text('shopkeeper', 'orders.title', hi) })).toBeVisible();
    noErrors();
  });
});

/** A customer's order of two Masala Chai at the demo shop, through the API as the checkout sends it. */
async function orderFromDemoShop(request: APIRequestContext) {
  const res = await request.get(`${API}/shops/by-code/${DEMO_SHOP.code}`, { params: { include: 'menu' } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { shop: { _id: string }; products: { _id: string; name: string }[] };
  const chai = body.products.find((p) => p.name === 'Masala Chai');
  expect(chai, 'the demo shop sells Masala Chai').toBeTruthy();
  const customer = await verifiedDevice(request);
  const placed = await request.post(`${API}/orders`, {
    headers: { 'X-Device-Id': customer.deviceId, 'Idempotency-Key': randomUUID() },
    data: {
      shop_id: body.shop._id,
      customer_name: 'Meera',
      customer_email: customer.email,
      items: [{ product_id: chai?._id, quantity: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { _id: string; order_id: string } }).data;
}
