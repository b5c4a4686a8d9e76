import { expect, test, type Page } from '@playwright/test';
import { API, watchPageErrors } from './support';
import { freshMobile, shopPlace } from './shopkeeper-support';

const stepLine = (page: Page) => page.getByText(/^Step \d+ of \d+: /);

test.describe('trial mode (Chromium, phone screen)', () => {
  test('the trial menu lives on this device with no menu or order request; registering carries it into the new shop', async ({
    page,
    request,
  }) => {
    const noErrors = watchPageErrors(page);
    const { categoryName, districtLabel } = await shopPlace(request);
    // Every request the browser makes, in order.
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    const menuRequests = () => requests.filter((r) => /^\w+ \/api\/(products|menu-sections|orders)(\/|$)/.test(r));

    // Start: the landing's "I'm a Shopkeeper" → Free trial → the wizard's two steps → the dashboard.
    await page.goto('/');
    await page.getByRole('button', { name: "I'm a Shopkeeper" }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Free trial/ })
      .click();
    await expect(page).toHaveURL(/\/shop\/onboarding\?free-trial=true/);
    await expect(stepLine(page)).toHaveText('Step 1 of 2: Contact Details');
    const mobile = freshMobile();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill('chai1234');
    await page.getByLabel('Confirm password').fill('chai1234');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Guest Mode' })).toBeVisible();
    const categories = page.getByRole('dialog', { name: 'Choose Shop Category' });
    await categories.getByRole('radio', { name: categoryName }).check();
    await categories.getByRole('button', { name: 'Confirm' }).click();
    await expect(categories).toHaveCount(0);

    // A section and two items, on this device.
    await page.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible();
    await page.getByRole('button', { name: 'Add your first product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Product name is required')).toBeVisible();
    await expect(dialog.getByText('Price must be greater than ₹0')).toBeVisible();
    await dialog.getByLabel('New section name').fill('Snacks');
    await dialog.getByRole('button', { name: 'Create section' }).click();
    await expect(page.getByText('Section created successfully')).toBeVisible();
    await dialog.getByLabel('Product name').fill('Samosa');
    await dialog.getByLabel('Price (₹)').fill('20');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await dialog.getByRole('button', { name: '+ New section' }).click();
    await dialog.getByLabel('New section name').fill('Hot Drinks');
    await dialog.getByLabel('Product name').fill('Masala Chai');
    await dialog.getByLabel('Price (₹)').fill('15');
    await dialog.getByLabel('Description (optional)').fill('With ginger');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    const items = page.getByRole('list', { name: 'Menu items' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await page.getByRole('switch', { name: 'Masala Chai available' }).click();
    await expect(page.getByText('Masala Chai marked sold out')).toBeVisible();

    // A reload: still there, read from local storage.
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Samosa');
    await expect(items.nth(0)).toContainText('₹20.00');
    await expect(items.nth(1)).toContainText('Masala Chai');
    await expect(page.getByRole('switch', { name: 'Masala Chai available' })).not.toBeChecked();
    const stored = await page.evaluate(() => ({
      sections: JSON.parse(window.localStorage.getItem('trialSections') ?? '[]') as { name: string; order: number }[],
      products: JSON.parse(window.localStorage.getItem('trialProducts') ?? '[]') as { name: string }[],
    }));
    expect(stored.sections.map((s) => [s.name, s.order])).toEqual([
      ['Snacks', 1],
      ['Hot Drinks', 2],
    ]);
    expect(stored.products.map((p) => p.name)).toEqual(['Samosa', 'Masala Chai']);
    // Settings and the poster explain what a trial cannot do.
    await page.goto('/shop/poster');
    await expect(page.getByText(/A trial shop cannot be shared/)).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);
    expect(menuRequests()).toEqual([]);

    // Register: the contact comes from the trial; after the signup the trial menu is offered.
    await page.goto('/shop/dashboard');
    await page.getByRole('link', { name: 'Register your shop' }).first().click();
    await page.getByLabel('Shop name').fill('Trial Turned Real');
    await page.getByLabel('Owner name').fill('Ravi Kumar');
    await page.getByLabel('Shop category').selectOption({ label: categoryName });
    await page.getByLabel('District').selectOption({ label: districtLabel });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill('chai1234');
    await page.getByLabel('Confirm password').fill('chai1234');
    await page.getByRole('button', { name: 'Submit' }).click();
    const carry = page.getByRole('dialog', { name: 'Bring your trial menu?' });
    await carry.getByRole('button', { name: 'Copy my trial menu' }).click();
    await expect(page.getByText('Your trial menu is now in your shop')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('trialProducts'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('accountType'))).toBeNull();
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Guest Mode' })).toHaveCount(0);
    // Registered now: the plans open after the signup (show-subscription-plan=true); not now.
    await expect(page.getByRole('dialog', { name: 'Choose your plan' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The new shop's menu comes from the API now.
    const before = requests.length;
    await page.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/shop\/products$/);
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Samosa');
    await expect(page.getByRole('switch', { name: 'Masala Chai available' })).not.toBeChecked();
    expect(requests.slice(before).some((r) => /^GET \/api\/products\/shop\/[0-9a-f]{24}$/.test(r))).toBe(true);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const me = (await (await request.get(`${API}/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      shop: { _id: string };
    };
    const listed = (await (await request.get(`${API}/products/shop/${me.shop._id}`)).json()) as {
      products: { name: string; price: number; section: string; sold_out: boolean; description?: string }[];
    };
    expect(listed.products).toEqual([
      expect.objectContaining({ name: 'Samosa', price: 20, section: 'Snacks', sold_out: false }),
      expect.objectContaining({
        name: 'Masala Chai',
        price: 15,
        section: 'Hot Drinks',
        sold_out: true,
        description: 'With ginger',
      }),
    ]);
    noErrors();
  });
});
