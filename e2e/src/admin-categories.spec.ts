import { expect, test } from '@playwright/test';
import { ADMIN, API, signInAdmin, unique, watchPageErrors } from './support';

test.describe('admin categories', () => {
  test('the sign-in prompt appears, and signing in shows the page', async ({ page }) => {
    await page.goto('/admin/categories');
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await page.getByLabel(/secret/i).fill(ADMIN.secret);
    await page.getByLabel(/email/i).fill(ADMIN.email);
    await page.getByLabel(/password/i).fill('wrong-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText('Invalid admin credentials').first()).toBeVisible();
    await page.getByLabel(/password/i).fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByRole('button', { name: 'Add Category' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(ADMIN.password);
  });

  test('create with validation, edit, search and delete', async ({ page, request }) => {
    const noErrors = watchPageErrors(page);
    await signInAdmin(page, request);
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /save|create|add/i })
      .last()
      .click();
    await expect(dialog.getByText('Category name is required')).toBeVisible();
    await dialog.getByLabel('Category Name').fill('x'.repeat(51));
    await dialog
      .getByRole('button', { name: /save|create|add/i })
      .last()
      .click();
    await expect(dialog.getByText('Category name cannot exceed 50 characters')).toBeVisible();

    const name = unique('Chai Point');
    await dialog.getByLabel('Category Name').fill(name);
    await dialog
      .getByRole('button', { name: /save|create|add/i })
      .last()
      .click();
    await expect(page.getByText('Category created successfully!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();

    // A duplicate keeps the dialog open with the server's message.
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByRole('dialog').getByLabel('Category Name').fill(name);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /save|create|add/i })
      .last()
      .click();
    await expect(page.getByText(/already exists/).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Category Name')).toHaveValue(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Edit.
    const renamed = `${name} Deluxe`;
    await row.getByLabel(/actions/i).click();
    await row.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('dialog').getByLabel('Category Name').fill(renamed);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /save|update/i })
      .last()
      .click();
    await expect(page.getByText('Category updated successfully!')).toBeVisible();
    const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
    await expect(renamedRow).toBeVisible();

    // Search, both empty texts.
    await page.getByPlaceholder(/search/i).fill('zzz-no-such-category');
    await expect(page.getByText('No categories found matching your search')).toBeVisible();
    await page.getByPlaceholder(/search/i).fill(renamed);
    await expect(renamedRow).toBeVisible();

    // Delete with the spec's confirmation.
    await renamedRow.getByLabel(/actions/i).click();
    await renamedRow.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this category?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted successfully!')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);

    // The server agrees.
    const { categories } = (await (await request.get(`${API}/categories`)).json()) as { categories: { name: string }[] };
    expect(categories.map((c) => c.name)).not.toContain(renamed);
    noErrors();
  });
});
