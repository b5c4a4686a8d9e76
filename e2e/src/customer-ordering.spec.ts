import { expect, test } from '@playwright/test';
import { API, watchPageErrors } from './support';
import { ALWAYS_CLOSED, codeFromOutbox, freshCustomerEmail, shopWithMenu } from './customer-support';

// A customer with no account finds a shop by its code, fills a cart, verifies an email
// with a code read from the dev outbox, orders, sees the confirmation and follows the order.

test('from the landing by code to a placed order and its status page', async ({ page, request }) => {
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Meera Chai Stall' });
  const email = freshCustomerEmail();

  await page.goto('/');
  await page.getByRole('button', { name: "I'm a Customer" }).click();
  await page.getByLabel('Enter shop code').fill(`  ${shop.shop.code} `);
  await page.getByRole('button', { name: 'Go to shop' }).click();
  await expect(page.getByText('Shop found! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(`/customer/shop/${shop.shop.code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Chai Stall' })).toBeVisible();

  // Sold out is shown but cannot be added.
  await expect(page.getByRole('heading', { name: 'Samosa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Samosa to cart' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Masala Chai to cart' }).click();
  await page.getByRole('button', { name: 'Add one more Masala Chai' }).click();
  await page.getByRole('button', { name: 'Add Filter Coffee to cart' }).click();

  // The cart survives a reload on this device.
  await page.reload();
  await page.getByRole('link', { name: /cart/i }).first().click();
  await expect(page).toHaveURL(`/customer/shop/${shop.shop.code}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  // 2 × ₹15 + ₹20 = ₹50; tax ₹2.50; delivery estimate ₹29 → ₹81.50
  await expect(page.getByText('₹81.50')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText("You'll need to verify your email or mobile number before placing the order.")).toBeVisible();
  // Pickup and cash by default: ₹50 + ₹2.50 tax = ₹52.50.
  await expect(page.getByText('₹52.50').first()).toBeVisible();
  await page.getByLabel('Name (optional)').fill('Meera');
  await page.getByRole('button', { name: 'Place Order' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verify your contact' });
  await dialog.getByRole('radio', { name: 'Email' }).check();
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully!')).toBeVisible();
  await dialog.getByLabel('OTP').fill(await codeFromOutbox(request, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(`/customer/shop/${shop.shop.code}/order-confirmation`);
  await expect(page.getByText('Meera Chai Stall')).toBeVisible();
  await expect(page.getByText('₹52.50').first()).toBeVisible();
  const orderId = (await page.getByText(/^ORD-/).first().textContent())?.trim();
  expect(orderId).toMatch(/^ORD-/);

  // The shop sees the order, priced by the server.
  const list = await request.get(`${API}/orders/shop/${shop.shop._id}`, { headers: { Authorization: `Bearer ${shop.token}` } });
  const { data } = (await list.json()) as {
    data: { orders: { order_id: string; total_amount: number; customer_email: string }[] };
  };
  expect(data.orders).toEqual([expect.objectContaining({ order_id: orderId, total_amount: 52.5, customer_email: email })]);

  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/customer\/orders\/[a-f0-9]{24}$/);
  await expect(page.getByText(orderId as string).first()).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();

  // The cart was emptied by the order.
  await page.goto(`/customer/shop/${shop.shop.code}/cart`);
  await expect(page.getByText('Your cart is empty').first()).toBeVisible();
  noErrors();
});

test('a verified device orders again without a new code; a closed shop refuses the order', async ({ page, request }) => {
  const open = await shopWithMenu(request, { name: 'Open Corner' });
  const email = freshCustomerEmail();
  // Verify the contact for this device through the API, as the checkout's dialog does.
  await page.goto('/');
  const deviceId = await page.evaluate(() => {
    const id = window.localStorage.getItem('deviceId') ?? crypto.randomUUID();
    window.localStorage.setItem('deviceId', id);
    return id;
  });
  const headers = { 'X-Device-Id': deviceId };
  expect((await request.post(`${API}/orders/send-otp`, { data: { identifier: email, type: 'email' }, headers })).status()).toBe(
    200,
  );
  const otp = await codeFromOutbox(request, email);
  expect(
    (await request.post(`${API}/orders/verify-otp`, { data: { identifier: email, type: 'email', otp }, headers })).status(),
  ).toBe(200);
  await page.evaluate((contact) => window.localStorage.setItem('verifiedContact', JSON.stringify(contact)), {
    type: 'email',
    identifier: email,
    verified: true,
  });

  await page.goto(`/customer/shop/${open.shop.code}`);
  await page.getByRole('button', { name: 'Add Masala Chai to cart' }).click();
  await page.goto(`/customer/shop/${open.shop.code}/checkout`);
  await expect(page.getByText('Contact Verified')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 10_000 });

  // A shop that is closed all week: browsing works, ordering is refused with the reason (and
  // the server refuses it too: api place-order.spec.ts).
  const closed = await shopWithMenu(request, { name: 'Closed Corner', hours: ALWAYS_CLOSED });
  await page.goto(`/customer/shop/${closed.shop.code}`);
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add Masala Chai to cart' }).click();
  await page.goto(`/customer/shop/${closed.shop.code}/checkout`);
  await expect(page.getByText('This shop is closed right now. Please order during its opening hours.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  const list = await request.get(`${API}/orders/shop/${closed.shop._id}`, {
    headers: { Authorization: `Bearer ${closed.token}` },
  });
  expect(((await list.json()) as { data: { total: number } }).data.total).toBe(0);
});

test("a storefront opened by its address reads the shop once, started before the page's scripts", async ({ page, request }) => {
  const { shop } = await shopWithMenu(request, { name: 'Prefetch Point' });
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/shops/by-code/')) reads.push(url.pathname + url.search);
  });
  await page.goto(`/customer/shop/${shop.code}`);
  await expect(page.getByRole('heading', { level: 3, name: 'Masala Chai' })).toBeVisible();
  // The start-up script's read (the customer remote's declared prefetch), taken by the storefront.
  expect(reads).toEqual([`/api/shops/by-code/${shop.code}?include=menu`]);
  const left = await page.evaluate(() => Object.keys((window as { __chowkPrefetch?: object }).__chowkPrefetch ?? {}));
  expect(left).toEqual([]);
});

test('an unknown shop code shows Shop not found with a way to nearby shops', async ({ page }) => {
  await page.goto('/customer/shop/SHOP-0000000');
  await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
  await expect(page.getByText('Please enter a valid shop code to continue.')).toBeVisible();
  await page.getByRole('link', { name: 'Find shops near you' }).click();
  await expect(page).toHaveURL('/customer/nearby-shops');
});
