import { expect, test, type Page } from '@playwright/test';
import { API, watchPageErrors } from './support';
import { freshMobile, shopPlace, signupShopkeeper, useShopkeeperSession, useTrialSession } from './shopkeeper-support';

const stepLine = (page: Page) => page.getByText(/^Step \d+ of \d+: /);
const stepNames = (page: Page) => page.getByRole('list', { name: 'Registration steps' }).getByRole('listitem');
const statValue = (page: Page, label: string) => page.locator('.stat-card', { has: page.getByText(label, { exact: true }) });

/** The browser has no share sheet (desktop Chromium on Linux has none anyway): Share Shop copies the link. */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
}

test.describe('shopkeeper accounts', () => {
  test('register through the wizard, verify the mobile, log out, log in by mobile and by email', async ({ page, request }) => {
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
    await expect(page.getByText('District is required')).toBeVisible();
    await page.getByLabel('Shop name').fill('Wizard Chai Point');
    await page.getByLabel('Owner name').fill('Meena Rao');
    await page.getByLabel('Shop category').selectOption({ label: categoryName });
    await page.getByLabel('District').selectOption({ label: districtLabel });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLine(page)).toHaveText('Step 2 of 5: Contact Details');
    await expect(page.getByRole('heading', { level: 1, name: 'Register your shop: Contact Details' })).toBeFocused();
    await expect(page.getByText('Shop name is required')).toHaveCount(0);
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Mobile must be 10 digits')).toBeVisible();
    // Back keeps the values and clears the errors.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByLabel('Shop name')).toHaveValue('Wizard Chai Point');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Mobile must be 10 digits')).toHaveCount(0);
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
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: /^Yearly/ }).click();
    await expect(page.getByText('₹600/year')).toBeVisible();
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepLine(page)).toHaveText('Step 5 of 5: Payment');
    await expect(page.getByText('Starter, ₹120/year')).toBeVisible();
    // Enabled once the gateway's checkout script is in (paying is payments.spec.ts's test).
    await expect(page.getByRole('button', { name: 'Pay ₹50 & Complete Registration' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(page).toHaveURL(/\/shop\/dashboard\?show-subscription-plan=true$/);
    // show-subscription-plan=true opens the plans (docs/product.md §2); closing them leaves the dashboard.
    await expect(page.getByRole('dialog', { name: 'Choose your plan' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/shop\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(statValue(page, "Today's Sales")).toContainText('₹0.00');
    // A registered shop has its category: no 'Choose Shop Category' question.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Verify your mobile' })).toBeVisible();

    // The code the signup sent (dev outbox) verifies the mobile.
    const outbox = (await (await request.get(`${API}/dev/outbox?to=${mobile}`)).json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1] ?? '';
    await page.getByLabel('OTP').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Account verified successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify your mobile' })).toHaveCount(0);

    // A shopkeeper outside shop pages goes to the dashboard; /login too.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/shop\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/shop\/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByLabel('Mobile number or email').fill(mobile);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid mobile number, email or password');
    await expect(page.getByText('Session expired. Please login again.')).toHaveCount(0);
    await page.getByLabel('Password').fill('chai1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Wizard Chai Point')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('Mobile number or email').fill(email.toUpperCase());
    await page.getByLabel('Password').fill('chai1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    noErrors();
  });

  test('each query-parameter variant shows its steps; Back shows on Payment only for selected-plan alone', async ({ page }) => {
    const cases: [string, string[]][] = [
      ['', ['Shop Information', 'Contact Details', 'Account Security', 'Business Booster', 'Payment']],
      ['?free-trial=true', ['Contact Details', 'Account Security']],
      ['?selected-plan=starter&create-shop=true', ['Shop Information', 'Contact Details', 'Account Security', 'Payment']],
      [
        '?redirect-from=%2Fshop%2Fproducts',
        ['Shop Information', 'Contact Details', 'Account Security', 'Business Booster', 'Payment'],
      ],
      ['?selected-plan=starter', ['Payment']],
    ];
    for (const [query, steps] of cases) {
      await page.goto(`/shop/onboarding${query}`);
      await expect(stepNames(page)).toHaveText(steps);
      await expect(stepLine(page)).toHaveText(`Step 1 of ${steps.length}: ${steps[0]}`);
    }
    // A visitor (no shop yet) is asked to log in or register first; no Pay button.
    await expect(page.getByRole('button', { name: 'Pay ₹50 & Complete Registration' })).toHaveCount(0);
    await expect(page.getByText(/the payment is for a registered shop/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
    // The free trial's button on Account Security.
    await page.goto('/shop/onboarding?free-trial=true');
    await page.getByLabel('Mobile number').fill(freshMobile());
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
  });

  test('an expired or invalid token lands on /login; a visitor is sent there and back to the page', async ({ page, request }) => {
    const keeper = await signupShopkeeper(request, 'Expired Token Tea');
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('set')) {
        window.localStorage.setItem('token', 'not-a-valid-token');
        window.sessionStorage.setItem('set', '1');
      }
    });
    await page.goto('/shop/products');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopkeeper login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    // No session at all: the shop frame remembers the page (redirect-from), and the login returns to it.
    await page.goto('/shop/products');
    await expect(page).toHaveURL(/\/login\?redirect-from=%2Fshop%2Fproducts$/);
    await page.getByLabel('Mobile number or email').fill(keeper.mobile);
    await page.getByLabel('Password').fill(keeper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/shop\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible();
  });

  test('a session check the API cannot answer (a 503, then the network) keeps the shopkeeper on the page until it can', async ({
    page,
    request,
  }) => {
    const keeper = await signupShopkeeper(request, 'Busy Desk Tea');
    await useShopkeeperSession(page, keeper);
    const answers: Array<'503' | 'down' | 'pass'> = ['503', 'down'];
    await page.route('**/api/auth/me', async (route) => {
      const next = answers.shift() ?? 'pass';
      if (next === '503') await route.fulfill({ status: 503, json: { statusCode: 503, message: 'Service Unavailable' } });
      else if (next === 'down') await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/shop/products');
    // Checked again after 1 s and 2 s: the third check answers, and the page is the shop's.
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible({ timeout: 10_000 });
    expect(answers).toEqual([]);
    await expect(page).toHaveURL(/\/shop\/products$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(keeper.token);
  });

  test("the 'Choose Shop Category' dialog asks only when the shop type is unknown", async ({ page, request }) => {
    const { categoryName, categoryId } = await shopPlace(request);
    // A trial has no category: with no stored shop type, the dialog asks.
    await useTrialSession(page, { shopType: null });
    await page.goto('/shop/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Choose Shop Category' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByRole('radio', { name: categoryName }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('shopType'))).toBe(categoryId);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Cleared again: asked again.
    await page.evaluate(() => window.localStorage.removeItem('shopType'));
    await page.reload();
    await expect(dialog).toBeVisible();
  });

  test('a registered shop whose shop type was cleared gets it back from its category, unasked', async ({ page, request }) => {
    const keeper = await signupShopkeeper(request, 'Category Known Tea');
    await useShopkeeperSession(page, keeper);
    await page.goto('/shop/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate(() => window.localStorage.removeItem('shopType'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('shopType'))).toBe(keeper.shop.category_id);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the dashboard: figures, quick actions, Share Shop copies the storefront link, locks explain themselves', async ({
    page,
    request,
    context,
  }) => {
    const noErrors = watchPageErrors(page);
    const keeper = await signupShopkeeper(request, 'Dashboard Dosa');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withoutShareSheet(page);
    await useShopkeeperSession(page, keeper);
    await page.goto('/shop/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(keeper.shop.code, { exact: true })).toBeVisible();
    for (const [label, value] of [
      ["Today's Sales", '₹0.00'],
      ["Today's Orders", '0'],
      ['New Customers', '0'],
      ['Popular Product', '–'],
    ]) {
      await expect(statValue(page, label as string)).toContainText(value as string);
    }
    await expect(page.getByRole('heading', { name: 'Orders Summary' })).toHaveCount(0);
    await expect(page.getByText('No orders yet', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Share Shop' }).click();
    await expect(page.getByText('Shop link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `http://localhost:4200/customer/shop/${keeper.shop.code}`,
    );

    // A lock opens the plans (buying one: payments.spec.ts).
    await page.getByRole('button', { name: 'View Customers' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your plan' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Add Product: /shop/products?add=true, where the menu opens its add dialog (and drops the flag).
    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/products/);
    noErrors();
  });

  test('a trial dashboard: Guest Mode, no sharing, locks open the register prompt', async ({ page }) => {
    await useTrialSession(page);
    await page.goto('/shop/dashboard');
    await expect(page.getByRole('heading', { name: 'Guest Mode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share Shop' })).toHaveCount(0);
    await page.getByRole('button', { name: 'View Analytics' }).click();
    const prompt = page.getByRole('dialog', { name: 'Register your shop' });
    await prompt.getByRole('link', { name: 'Register your shop' }).click();
    await expect(page).toHaveURL(/\/shop\/onboarding\?redirect-from=%2Fshop%2Fdashboard$/);
    await expect(stepLine(page)).toHaveText('Step 1 of 5: Shop Information');
  });
});

// The menu, settings, poster and trial mode have their own files: shopkeeper-menu.spec.ts and
// shopkeeper-trial.spec.ts.
