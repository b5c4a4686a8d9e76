import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { themePalette } from '@chowk/contracts';
import { expectNoSeriousA11yViolations } from './a11y/axe';
import { shopWithMenu } from './customer-support';
import { grantPlan } from './plan-support';
import { signupShopkeeper, useShopkeeperSession } from './shopkeeper-support';
import { watchPageErrors } from './support';

// The Professional plan: a customised shop (logo, banner, theme colour) and item images,
// set by the shopkeeper in the settings and the menu, seen by customers on the storefront.

const image = async (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

const THEME = '#047857';

test('a Professional shop sets its logo, banner, colour and an item image; the storefront shows them', async ({
  page: shopPage,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  let page = shopPage;
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Look Chai Corner' });
  await grantPlan(shop.shop._id, 'professional');
  await useShopkeeperSession(page, shop);

  // Settings: the logo and the banner, uploaded from files; then the colour.
  await page.goto('/shop/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shop look' })).toBeVisible();
  await page
    .getByLabel('Logo image file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await image(500, 500, '#f59e0b') });
  await expect(page.getByText('Logo saved').first()).toBeVisible();
  await expect(page.getByRole('img', { name: "Your shop's logo" })).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{24}$/);
  await page
    .getByLabel('Banner image file')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await image(1600, 600, '#0ea5e9') });
  await expect(page.getByText('Banner saved').first()).toBeVisible();
  await expect(page.getByRole('img', { name: "Your shop's banner" })).toHaveAttribute('src', /^\/api\/images\//);
  await page.getByRole('button', { name: `Colour ${THEME}` }).click();
  await page.getByRole('button', { name: 'Save colour' }).click();
  await expect(page.getByText('Theme colour saved').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save colour' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The menu: an image for Masala Chai from its edit dialog; a thumbnail in the list.
  await page.goto('/shop/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Masala Chai' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Item image file')
    .setInputFiles({ name: 'chai.png', mimeType: 'image/png', buffer: await image(900, 700, '#92400e') });
  await expect(page.getByText('Item image saved').first()).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Masala Chai' })).toHaveAttribute('src', /^\/api\/images\//);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('item-thumbnail').first()).toBeVisible();

  noErrors();

  // The customer's storefront, on the customer's own phone.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await customer.newPage();
  const noCustomerErrors = watchPageErrors(page);
  await page.goto(`/customer/shop/${shop.shop.code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Look Chai Corner' })).toBeVisible();
  const banner = page.getByRole('img', { name: 'Look Chai Corner banner' });
  const logo = page.getByRole('img', { name: 'Look Chai Corner logo' });
  const chai = page.getByRole('img', { name: 'Masala Chai' });
  for (const img of [banner, logo, chai]) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  expect(await banner.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([1200, 400]);
  expect(await logo.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([256, 256]);
  expect(await chai.getAttribute('loading')).toBe('lazy');
  const primary = await page
    .locator('main')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--c-primary').trim());
  expect(primary).toBe(themePalette(THEME).primary);
  // Items without an image hold a neutral place; every image is immutable for caches.
  await expect(page.getByTestId('item-image-placeholder')).toHaveCount(2);
  const bannerUrl = (await banner.getAttribute('src')) as string;
  const served = await request.get(new URL(bannerUrl, page.url()).toString());
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expectNoSeriousA11yViolations(page);
  noCustomerErrors();
  await customer.close();
});

test('a Starter shop sees the shop look locked, with the way to the plans', async ({ page, request }) => {
  const keeper = await signupShopkeeper(request, 'Starter Chai');
  await grantPlan(keeper.shop._id, 'starter');
  await useShopkeeperSession(page, keeper);
  await page.goto('/shop/settings');
  const locked = page.getByTestId('shop-look-locked');
  await expect(locked).toBeVisible();
  await expect(locked).toContainText('A customised shop comes with the Professional plan');
  await expect(locked.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/shop/dashboard?show-subscription-plan=true',
  );
  await expect(page.getByLabel('Logo image file')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
