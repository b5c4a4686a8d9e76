import { expect, test, type Page } from '@playwright/test';
import { API, watchPageErrors } from './support';
import { freshMobile, shopPlace, signupShopkeeper, useShopkeeperSession } from './shopkeeper-support';

const stepLine = (page: Page) => page.getByText(/^Step \d+ of \d+: /);

test.describe('shopkeeper accounts', () => {
  test('register through the wizard, log out, log in by mobile and by email', async ({ page, request }) => {
    const noErrors = watchPageErrors(page);
    const { categoryName, districtLabel } = await shopPlace(request);
    const mobile = freshMobile();
    const email = `wizard${mobile}@example.com`;
    await page.goto('/');
    await page.getByRole('button', { name: "I'm a Shopkeeper" }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Register/ })
      .click();
    await expect(stepLine(page)).toHaveText('Step 1 of 5: Shop Information');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Shop name is required')).toBeVisible();
    await page.getByLabel('Shop name').fill('Wizard Chai Point');
    await page.getByLabel('Owner name').fill('Meena Rao');
    await page.getByLabel('Shop category').selectOption({ label: categoryName });
    await page.getByLabel('District').selectOption({ label: districtLabel });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLine(page)).toHaveText('Step 2 of 5: Contact Details');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Mobile must be 10 digits')).toBeVisible();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Email (optional)').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill('chai1234');
    await page.getByLabel('Confirm password').fill('chai9999');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('chai1234');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(stepLine(page)).toHaveText('Step 4 of 5: Business Booster');
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(page).toHaveURL(/\/shop\/dashboard\?show-subscription-plan=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText("Today's Sales").locator('..')).toContainText('₹0.00');
    await expect(page.getByRole('heading', { name: 'Verify your mobile' })).toBeVisible();

    // The code the signup sent (dev outbox) verifies the mobile.
    const outbox = (await (await request.get(`${API}/dev/outbox?to=${mobile}`)).json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1] ?? '';
    await page.getByLabel('OTP').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Account verified successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify your mobile' })).toHaveCount(0);

    // A shopkeeper outside shop pages goes to the dashboard.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/shop\/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByLabel('Mobile number or email').fill(mobile);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid mobile number, email or password')).toBeVisible();
    await page.getByLabel('Password').fill('chai1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Wizard Chai Point')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/login');
    await page.getByLabel('Mobile number or email').fill(email.toUpperCase());
    await page.getByLabel('Password').fill('chai1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    noErrors();
  });

  test('each query-parameter variant shows its steps', async ({ page }) => {
    const cases: [string, string[]][] = [
      ['', ['Shop Information', 'Contact Details', 'Account Security', 'Business Booster', 'Payment']],
      ['?free-trial=true', ['Contact Details', 'Account Security']],
      ['?selected-plan=starter&create-shop=true', ['Shop Information', 'Contact Details', 'Account Security', 'Payment']],
      ['?selected-plan=starter', ['Payment']],
    ];
    for (const [query, steps] of cases) {
      await page.goto(`/shop/onboarding${query}`);
      await expect(page.getByRole('list', { name: 'Registration steps' }).getByRole('listitem')).toHaveText(steps);
    }
    await expect(page.getByRole('button', { name: 'Pay ₹50 & Complete Registration' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  });

  test('an expired or bad session lands on /login', async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('set')) {
        window.localStorage.setItem('token', 'not-a-valid-token');
        window.sessionStorage.setItem('set', '1');
      }
    });
    await page.goto('/shop/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopkeeper login' })).toBeVisible();
  });
});

test.describe('the menu, settings and poster of a registered shop', () => {
  test('sections and items: validation, add, edit, sold out, delete, survive a reload', async ({ page, request }) => {
    const noErrors = watchPageErrors(page);
    const keeper = await signupShopkeeper(request);
    await useShopkeeperSession(page, keeper);
    await page.goto('/shop/dashboard');
    await page.getByRole('link', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByRole('button', { name: 'Create section' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel('New section name').fill('Hot Drinks');
    await dialog.getByRole('button', { name: 'Create section' }).click();
    await expect(page.getByText('Section created successfully')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Product name is required')).toBeVisible();
    await expect(dialog.getByText('Price must be greater than ₹0')).toBeVisible();
    await dialog.getByLabel('Product name').fill('Masala Chai');
    await dialog.getByLabel('Price (₹)').fill('0.5');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Price must be greater than ₹0')).toBeVisible();
    await dialog.getByLabel('Price (₹)').fill('15');
    await dialog.getByLabel('Description (optional)').fill('With ginger');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: '₹15.00' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Masala Chai' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByLabel('Product name').fill('Masala Chai (large)');
    await edit.getByLabel('Price (₹)').fill('20');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('cell', { name: '₹20.00' })).toBeVisible();

    await page.getByRole('switch', { name: 'Masala Chai (large) available' }).click();
    await expect(page.getByText('Masala Chai (large) marked sold out')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Masala Chai (large) available' })).not.toBeChecked();
    await expect(page.getByText('Sold out')).toBeVisible();

    // The storefront's read shows the same.
    const products = (await (await request.get(`${API}/products/shop/${keeper.shop._id}`)).json()) as {
      products: { name: string; sold_out: boolean }[];
    };
    expect(products.products).toEqual([expect.objectContaining({ name: 'Masala Chai (large)', sold_out: true })]);

    await page.getByRole('button', { name: 'Delete Masala Chai (large)' }).click();
    await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(page.getByText('Your menu is empty')).toBeVisible();
    noErrors();
  });

  test('settings are saved and shown after a reload; the poster carries the storefront QR code', async ({
    page,
    request,
    context,
  }) => {
    const keeper = await signupShopkeeper(request, 'Settings Sweets');
    await useShopkeeperSession(page, keeper);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    await page.goto('/shop/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
    await page.getByLabel('Shop name').fill('Settings Sweets & Snacks');
    await page.getByLabel('Address').fill('12, MG Road');
    await page.getByRole('switch', { name: 'Open on Sunday' }).uncheck();
    await page.getByLabel('Monday opens at').fill('07:30');
    await page.getByRole('switch', { name: /Pause orders/ }).check();
    await page.getByRole('switch', { name: 'We deliver' }).check();
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByText(/Pinned at 12\.97160, 77\.59460/)).toBeVisible();
    await expect(page.getByText('Orders paused', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Shop settings saved')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Shop name')).toHaveValue('Settings Sweets & Snacks');
    await expect(page.getByLabel('Address')).toHaveValue('12, MG Road');
    await expect(page.getByRole('switch', { name: 'Open on Sunday' })).not.toBeChecked();
    await expect(page.getByLabel('Monday opens at')).toHaveValue('07:30');
    await expect(page.getByRole('switch', { name: /Pause orders/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'We deliver' })).toBeChecked();
    await expect(page.getByText(/Pinned at 12\.97160, 77\.59460/)).toBeVisible();

    await page.getByRole('link', { name: 'Print shop poster' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop poster' })).toBeVisible();
    await expect(page.getByTestId('poster-code')).toHaveText(keeper.shop.code);
    await expect(
      page.getByRole('img', { name: `QR code that opens http://localhost:4200/customer/shop/${keeper.shop.code}` }),
    ).toBeVisible();
  });
});

test.describe('trial mode', () => {
  test('a trial keeps its menu on this device across a reload, without asking the API; registering carries it over', async ({
    page,
    request,
  }) => {
    const noErrors = watchPageErrors(page);
    const { categoryName, districtLabel } = await shopPlace(request);
    const menuCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(products|menu-sections|orders)/.test(r.url())) menuCalls.push(`${r.method()} ${r.url()}`);
    });

    await page.goto('/');
    await page.getByRole('button', { name: "I'm a Shopkeeper" }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Free trial/ })
      .click();
    await expect(stepLine(page)).toHaveText('Step 1 of 2: Contact Details');
    const mobile = freshMobile();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill('chai1234');
    await page.getByLabel('Confirm password').fill('chai1234');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('heading', { name: 'Guest Mode' })).toBeVisible();

    // No shop type yet: the category dialog asks; Confirm waits for a choice.
    const categories = page.getByRole('dialog', { name: 'Choose Shop Category' });
    await expect(categories.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await categories.getByRole('radio', { name: categoryName }).check();
    await categories.getByRole('button', { name: 'Confirm' }).click();
    await expect(categories).toHaveCount(0);

    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('New section name').fill('Snacks');
    await dialog.getByRole('button', { name: 'Create section' }).click();
    await dialog.getByLabel('Product name').fill('Samosa');
    await dialog.getByLabel('Price (₹)').fill('20');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('cell', { name: '₹20.00' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('cell', { name: '₹20.00' })).toBeVisible();
    await expect(page.getByText('Samosa', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('trialSections') ?? '[]'))).toEqual([
      expect.objectContaining({ name: 'Snacks', order: 1 }),
    ]);
    expect(menuCalls).toEqual([]);

    // Register: the contact is prefilled; the trial menu comes along.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: 'Register your shop' }).first().click();
    await page.getByLabel('Shop name').fill('Trial Turned Real');
    await page.getByLabel('Owner name').fill('Ravi');
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
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Guest Mode' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('cell', { name: '₹20.00' })).toBeVisible();
    expect(menuCalls.some((c) => c.startsWith('POST') && c.includes('/api/products'))).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('trialProducts'))).toBeNull();
    noErrors();
  });
});
