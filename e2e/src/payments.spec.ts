import { expect, test, type Page } from '@playwright/test';
import { PAYMENT_MESSAGES } from '@chowk/contracts';
import { expectNoSeriousA11yViolations } from './a11y/axe';
import { signupShopkeeper, useShopkeeperSession, type E2eShopkeeper } from './shopkeeper-support';
import { API, watchPageErrors } from './support';

// Plans bought through the UPI gateway. In the browser, against the production builds
// and the API's local sandbox gateway (PhonePe Standard Checkout's protocol): the plan dialog,
// the payment dialog waiting for the gateway's script, the pay page, the browser's return by
// form POST to /payment/callback, and the locks the plan opens.

async function shopPlan(page: Page, keeper: E2eShopkeeper) {
  const me = await page.request.get(`${API}/auth/me`, { headers: { Authorization: `Bearer ${keeper.token}` } });
  return ((await me.json()) as { shop: { plan: { id: string; period: string } | null } }).shop.plan;
}

/** Dashboard → a lock → the plan dialog → Yearly → Starter → the payment dialog, paid when the script is in. */
async function startStarterYearly(page: Page) {
  await page.goto('/shop/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'View Analytics' }).click();
  const plans = page.getByRole('dialog', { name: 'Choose your plan' });
  await expect(plans).toBeVisible();
  await plans.getByRole('button', { name: 'Yearly (save up to 17%)' }).click();
  await expect(plans.getByText('₹120/year')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await plans.getByRole('button', { name: 'Get Started with Starter' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay for Starter' });
  await expect(pay.getByRole('button', { name: 'Pay ₹120.00' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await pay.getByRole('button', { name: 'Pay ₹120.00' }).click();
  // The gateway's pay page (the sandbox, on this site through /api).
  await expect(page).toHaveURL(/\/api\/dev\/pay-sandbox\/pay\/[0-9a-f]+$/);
  await expect(page.getByText('₹120.00').first()).toBeVisible();
}

test.describe('plans and payments', () => {
  test('buy Starter yearly through the gateway: the callback page confirms and the locks open', async ({ page, request }) => {
    const noPageErrors = watchPageErrors(page);
    const keeper = await signupShopkeeper(request, 'Gupta Sweets');
    await useShopkeeperSession(page, keeper);
    await startStarterYearly(page);
    await page.getByRole('button', { name: 'Pay ₹120.00' }).click();

    // Back by form POST (303 to GET) to /payment/callback, which asks the API.
    await expect(page).toHaveURL(/\/payment\/callback\?merchantTransactionId=CHW[0-9A-Z]+$/);
    await expect(page.getByRole('heading', { name: PAYMENT_MESSAGES.paid })).toBeVisible();
    await expect(page.getByText(/Your shop is on Starter until/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await shopPlan(page, keeper)).toMatchObject({ id: 'starter', period: 'yearly' });

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(/Starter \(yearly\), until/);
    await expect(page.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/shop/reports');
    await expect(page.getByRole('link', { name: 'View Customers' })).toHaveAttribute('href', '/shop/orders');
    await expect(page.getByText(/Locked:/)).toHaveCount(0);
    noPageErrors();
  });

  test('a failed payment shows the alert and leaves the plan unchanged', async ({ page, request }) => {
    const keeper = await signupShopkeeper(request, 'Bansal Bakery');
    await useShopkeeperSession(page, keeper);
    await startStarterYearly(page);
    await page.getByRole('button', { name: 'Fail the payment' }).click();
    await expect(page).toHaveURL(/\/payment\/callback\?merchantTransactionId=/);
    await expect(page.getByRole('alert')).toHaveText(PAYMENT_MESSAGES.failed);
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await shopPlan(page, keeper)).toBeNull();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your plan' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'View Analytics' })).toBeVisible();
  });

  test("the wizard's Payment step pays the ₹50 registration, then offers the chosen plan", async ({ page, request }) => {
    const keeper = await signupShopkeeper(request, 'Joshi Chai');
    await useShopkeeperSession(page, keeper);
    await page.goto('/shop/onboarding?selected-plan=professional');
    await expect(page.getByText('Step 1 of 1: Payment')).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay ₹50 & Complete Registration' });
    await expect(pay).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await pay.click();
    await expect(page.getByText('₹50.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₹50.00' }).click();
    await expect(page.getByRole('heading', { name: PAYMENT_MESSAGES.paid })).toBeVisible();
    await expect(page.getByText('Your shop’s registration is complete.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to your plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Pay for Professional' })).toBeVisible();
  });
});
