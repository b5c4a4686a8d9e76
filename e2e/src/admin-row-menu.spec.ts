import { expect, test } from '@playwright/test';
import { API, signInAdmin, unique, watchPageErrors } from './support';

// Keyboard and screen-reader behaviour of the kit's menu button on an admin row, and of the dialog
// it opens, in a real browser (the unit tests run them in jsdom with a showModal polyfill). The
// kit's dialogs on the landing: dialogs-and-menus.spec.ts.

test('a row menu is a menu button, and the dialog it opens gives the focus back to it', async ({ page, request }) => {
  const noErrors = watchPageErrors(page);
  const token = await signInAdmin(page, request);
  const name = unique('Menu Test');
  const created = await request.post(`${API}/categories`, { data: { name }, headers: { Authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(201);
  await page.goto('/admin/categories');
  const button = page.getByRole('button', { name: `Actions for ${name}` });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(dialog.getByLabel('Category Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();

  // A press elsewhere closes an open menu.
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('heading', { name: 'Category Management' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Delete, from the keyboard: the confirmation starts on Cancel.
  await button.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete Category' });
  await expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this category?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted successfully!')).toBeVisible();
  noErrors();
});
