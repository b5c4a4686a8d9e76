import { expect, test, type Page } from '@playwright/test';
import { API, watchPageErrors } from './support';
import { freshMobile, shopPlace } from './shopkeeper-support';

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

// The menu, settings, poster and trial mode have their own files: shopkeeper-menu.spec.ts and
// shopkeeper-trial.spec.ts.
