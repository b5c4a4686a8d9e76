import { expect, test } from '@playwright/test';
import { watchPageErrors } from './support';

test.describe('landing and static pages', () => {
  test('landing: entry dialogs, how it works, footer', async ({ page }) => {
    const noErrors = watchPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: "I'm a Shopkeeper" })).toBeVisible();

    await page.getByRole('button', { name: "I'm a Shopkeeper" }).click();
    const shopDialog = page.getByRole('dialog');
    await expect(
      shopDialog
        .getByRole('button', { name: /login/i })
        .or(shopDialog.getByRole('link', { name: /login/i }))
        .first(),
    ).toBeVisible();
    await expect(shopDialog.getByText(/trial/i).first()).toBeVisible();
    await shopDialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: "I'm a Customer" }).click();
    const custDialog = page.getByRole('dialog');
    await expect(custDialog.getByText(/nearby/i).first()).toBeVisible();
    await expect(custDialog.getByText(/qr/i).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(page.getByRole('tab', { name: 'Shopkeeper' })).toBeVisible();
    await page.getByRole('tab', { name: 'Customer' }).click();
    await expect(page.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');

    // The footer loads when it is about to be seen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.locator('footer');
    for (const name of ['About', 'Contact', 'Refund', 'Privacy', 'Terms']) {
      await expect(footer.getByRole('link', { name: new RegExp(name, 'i') }).first()).toBeVisible();
    }
    noErrors();
  });

  for (const [path, heading] of [
    ['/about', 'About Chowk'],
    ['/contact', 'Contact Us'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    test(`${path} shows ${heading}`, async ({ page }) => {
      const noErrors = watchPageErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      noErrors();
    });
  }

  test('footer links navigate without a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: "I'm a Shopkeeper" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: /terms/i }).first().click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText(/18/).first()).toBeVisible();
  });

  test('about says customers are identified by device', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText(/device/i).first()).toBeVisible();
  });

  test('refund policy: 14-day money-back for digital and subscription purchases', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByText(/14-day/i).first()).toBeVisible();
  });

  test('unknown paths show the 404 page', async ({ page }) => {
    for (const path of ['/nope', '/about/more', '/admin-x']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    }
  });
});

test.describe('contact form', () => {
  test('requires every field, posts, alerts and clears', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();

    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email', { exact: true }).fill('asha@example.in');
    await page.getByLabel('Subject').fill('Opening a bakery');
    await page.getByLabel('Message').fill('How do I list my bakery on Chowk?');
    const alertText = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(201);
    expect(await alertText).toBe("Thank you for your message. We'll get back to you soon!");
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});

test.describe('newsletter', () => {
  test('validates, stores and confirms; twice is harmless', async ({ page }) => {
    await page.goto('/about');
    const box = page.getByLabel('Email address');
    await box.fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    for (let i = 0; i < 2; i++) {
      await box.fill('reader@example.in');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /subscribed/i })
          .first(),
      ).toBeVisible();
      await expect(box).toHaveValue('');
    }
  });
});
