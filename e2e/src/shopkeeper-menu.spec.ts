import { expect, test, type Page } from '@playwright/test';
import { API, watchPageErrors } from './support';
import { signupShopkeeper, useShopkeeperSession } from './shopkeeper-support';

/** The page's CSP refuses what it does not allow: a refusal is a bug (a style or script that silently does nothing). */
function watchCspRefusals(page: Page) {
  const refusals: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refusals.push(m.text());
  });
  return () => expect(refusals, 'CSP refusals').toEqual([]);
}

test.describe('a registered shop: menu, settings and poster (Chromium, phone screen)', () => {
  test('sections and items: every rule, add, edit, sold out after a reload, delete', async ({ page, request }) => {
    const noErrors = watchPageErrors(page);
    const noRefusals = watchCspRefusals(page);
    const keeper = await signupShopkeeper(request, 'Menu Chai Point');
    await useShopkeeperSession(page, keeper);
    await page.goto('/shop/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible();
    await expect(page.getByText('Your menu is empty')).toBeVisible();
    // No items and no filter: no section filter.
    await expect(page.getByLabel('Section', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add your first product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    // No section yet: submitting empty shows every rule of the form.
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Product name is required')).toBeVisible();
    await expect(dialog.getByText('Section is required')).toBeVisible();
    await expect(dialog.getByText('Price must be greater than ₹0')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create section' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel('New section name').fill('Hot Drinks');
    await dialog.getByRole('button', { name: 'Create section' }).click();
    await expect(page.getByText('Section created successfully')).toBeVisible();
    await expect(dialog.getByLabel('Section', { exact: true })).toHaveValue(/[0-9a-f]{24}/);

    await dialog.getByLabel('Product name').fill('Masala Chai');
    await dialog.getByLabel('Price (₹)').fill('0.5');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Price must be greater than ₹0')).toBeVisible();
    await dialog.getByLabel('Price (₹)').fill('12.345');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Price can have at most two decimals')).toBeVisible();
    await dialog.getByLabel('Price (₹)').fill('15');
    await dialog.getByLabel('Description (optional)').fill('With ginger');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // A second section, made inline while adding a second item, with 'Section is required' on the way.
    await page.getByRole('button', { name: 'Add Product' }).click();
    await dialog.getByLabel('Section', { exact: true }).selectOption({ label: 'Choose a section' });
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Section is required')).toBeVisible();
    await dialog.getByRole('button', { name: '+ New section' }).click();
    await dialog.getByLabel('New section name').fill('Snacks');
    await dialog.getByLabel('Product name').fill('Samosa');
    await dialog.getByLabel('Price (₹)').fill('20');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();

    // On a phone the items are cards.
    const items = page.getByRole('list', { name: 'Menu items' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Masala Chai');
    await expect(items.first()).toContainText('₹15.00');
    await expect(items.first()).toContainText('Hot Drinks');

    // Search (name and description, any case) and the section filter.
    await page.getByLabel('Search menu items').fill('GINGER');
    await expect(items).toHaveCount(1);
    await page.getByLabel('Search menu items').fill('biryani');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('Try a different search term')).toBeVisible();
    await page.getByLabel('Search menu items').fill('');
    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Snacks' });
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Samosa');
    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'All sections' });

    await page.getByRole('button', { name: 'Edit Masala Chai' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(edit.getByLabel('Product name')).toHaveValue('Masala Chai');
    await edit.getByLabel('Product name').fill('Masala Chai (large)');
    await edit.getByLabel('Price (₹)').fill('20');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    await expect(items.first()).toContainText('₹20.00');

    await page.getByRole('switch', { name: 'Masala Chai (large) available' }).click();
    await expect(page.getByText('Masala Chai (large) marked sold out')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Masala Chai (large) available' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Samosa available' })).toBeChecked();
    await expect(items.first()).toContainText('Sold out');

    // What the storefront reads says the same.
    const listed = (await (await request.get(`${API}/products/shop/${keeper.shop._id}`)).json()) as {
      products: { name: string; price: number; sold_out: boolean; description?: string; section: string }[];
    };
    expect(listed.products).toEqual([
      expect.objectContaining({ name: 'Masala Chai (large)', price: 20, sold_out: true, section: 'Hot Drinks' }),
      expect.objectContaining({ name: 'Samosa', price: 20, sold_out: false, section: 'Snacks' }),
    ]);

    await page.getByRole('button', { name: 'Delete Samosa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    await expect(confirm).toContainText('Delete Samosa from your menu?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(page.getByText('Samosa')).toHaveCount(0);
    noErrors();
    noRefusals();
  });

  test('settings are saved and shown after a reload; the poster carries the storefront QR code and prints alone', async ({
    page,
    request,
    context,
  }) => {
    const noErrors = watchPageErrors(page);
    const noRefusals = watchCspRefusals(page);
    const keeper = await signupShopkeeper(request, 'Settings Sweets');
    await useShopkeeperSession(page, keeper);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    await page.goto('/shop/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await page.getByLabel('Shop name').fill('');
    await page.getByLabel('Monday closes at').fill('09:00');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Shop name is required')).toBeVisible();
    await expect(page.getByText('Opening and closing times must differ').first()).toBeVisible();

    await page.getByLabel('Shop name').fill('Settings Sweets & Snacks');
    await page.getByLabel('Address').fill('12, MG Road');
    await page.getByLabel('Monday opens at').fill('07:30');
    await page.getByLabel('Monday closes at').fill('22:00');
    await page.getByRole('button', { name: 'Copy Monday to all days' }).click();
    await expect(page.getByLabel('Friday opens at')).toHaveValue('07:30');
    await page.getByRole('switch', { name: 'Open on Sunday' }).uncheck();
    await page.getByRole('switch', { name: /Pause orders/ }).check();
    await expect(page.getByTestId('open-state')).toHaveText('Orders paused');
    await page.getByRole('switch', { name: 'We deliver' }).check();
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByText(/Pinned at 12\.97160, 77\.59460/)).toBeVisible();

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Print shop poster' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/shop\/settings$/);

    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Shop settings saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Shop name')).toHaveValue('Settings Sweets & Snacks');
    await expect(page.getByLabel('Address')).toHaveValue('12, MG Road');
    await expect(page.getByRole('switch', { name: 'Open on Sunday' })).not.toBeChecked();
    await expect(page.getByLabel('Monday opens at')).toHaveValue('07:30');
    await expect(page.getByLabel('Saturday closes at')).toHaveValue('22:00');
    await expect(page.getByRole('switch', { name: /Pause orders/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'We deliver' })).toBeChecked();
    await expect(page.getByText(/Pinned at 12\.97160, 77\.59460/)).toBeVisible();
    await expect(page.getByTestId('open-state')).toHaveText('Orders paused');
    const saved = (await (await request.get(`${API}/shops/by-code/${keeper.shop.code}`)).json()) as {
      shop: { name: string; ordersPaused: boolean; delivers: boolean };
    };
    expect(saved.shop).toMatchObject({ name: 'Settings Sweets & Snacks', ordersPaused: true, delivers: true });

    await page.getByRole('link', { name: 'Print shop poster' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop poster' })).toBeVisible();
    await expect(page.getByTestId('poster-code')).toHaveText(keeper.shop.code);
    const url = `http://localhost:4200/customer/shop/${keeper.shop.code}`;
    await expect(page.getByRole('img', { name: `QR code that opens ${url}` })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Poster preview' })).toContainText('Settings Sweets & Snacks');

    // Printed: the poster alone (the print rules are applied under the page's CSP).
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('article', { name: 'Poster preview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Products' })).toBeHidden();
    // As Chromium prints it: one A5 page (148 × 210 mm = 420 × 595 pt).
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox\s*\[0 0 420 594\.9/);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    noErrors();
    noRefusals();
  });
});
