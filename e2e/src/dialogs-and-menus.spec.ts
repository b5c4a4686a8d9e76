import { expect, test } from '@playwright/test';
import { watchPageErrors } from './support';

// Keyboard and screen-reader behaviour of the kit's native <dialog> on the landing, in a real
// browser (the unit tests run them in jsdom with a showModal polyfill). The kit's menu button, on
// the admin's rows: admin-row-menu.spec.ts.

test('an entry dialog is modal: focus in, Tab stays inside, Escape closes, focus back on the opener', async ({ page }) => {
  const noErrors = watchPageErrors(page);
  await page.goto('/');
  const opener = page.getByRole('button', { name: "I'm a Shopkeeper" });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Start as a Shopkeeper' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.tagName === 'DIALOG' && d.matches(':modal'))).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Login' })).toBeFocused();
  // Login, Register, Free trial, Close, and round again.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Login' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Again: Escape keeps working on a second opening.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  noErrors();
});

test('a press on the backdrop closes a dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: "I'm a Customer" }).click();
  await expect(page.getByRole('dialog', { name: 'Continue as a Customer' })).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the landing does not download react-hook-form on a first visit; the shop-code form brings it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) bodies.push(r.text().catch(() => ''));
  });
  const hasHookForm = async () => (await Promise.all(bodies)).some((b) => b.includes('shouldUseNativeValidation'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: "I'm a Shopkeeper" })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await hasHookForm()).toBe(false);
  await page.getByRole('button', { name: "I'm a Customer" }).click();
  await page.getByLabel('Enter shop code').fill('SHOP 12!');
  await page.getByRole('button', { name: 'Go to shop' }).click();
  await expect(page.getByText('Shop codes use letters, numbers and hyphens, like SHOP-1234.')).toBeVisible();
  await expect(page.getByLabel('Enter shop code')).toBeFocused();
  expect(await hasHookForm()).toBe(true);
});
