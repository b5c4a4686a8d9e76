import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y/axe';
import { placeOrder, shopWithMenu, verifiedDevice } from './customer-support';
import { useShopkeeperSession } from './shopkeeper-support';
import { API, clearOfIndiaMidnight, watchPageErrors } from './support';

// The shopkeeper's order day. A customer's order rings on the open order desk without a
// reload; the shopkeeper works it to completed while the customer's status page follows; the
// dashboard's figures move; the add-order dialog takes an order at the counter.

declare global {
  interface Window {
    /** How many tones the order chime started (counted by `countChimes`). */
    __chimes: number;
  }
}

/** Counts the oscillators the page starts: the new-order chime is made with the Web Audio API. */
function countChimes() {
  window.__chimes = 0;
  const create = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    const oscillator = create.call(this);
    const start = oscillator.start.bind(oscillator);
    oscillator.start = (...args: Parameters<OscillatorNode['start']>) => {
      window.__chimes += 1;
      start(...args);
    };
    return oscillator;
  };
}

const liveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Order alerts: Live$/ });

test("a customer's order rings on the open order desk within 2 s; completed there, the customer's page follows", async ({
  page,
  browser,
  request,
}) => {
  // The dashboard's figures are the API's today: the orders must be placed on that India day.
  await clearOfIndiaMidnight();
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Live Chai Stall' });
  await useShopkeeperSession(page, shop);
  await page.addInitScript(countChimes);
  await page.goto('/shop/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(liveStatus(page)).toBeVisible();
  // A press on the page: browsers play sound only after the page has had one.
  await page.getByRole('heading', { level: 1, name: 'Orders' }).click();

  const customer = await verifiedDevice(request);
  const order = await placeOrder(request, shop, customer);
  const acknowledged = Date.now();
  await expect(page.getByText(order.order_id).first()).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - acknowledged).toBeLessThan(2_000);

  // The badge, the title count and the chime, until the order is attended to.
  const alert = page.getByRole('link', { name: /1 new order/ });
  await expect(alert).toBeVisible();
  await expect(page).toHaveTitle(/^\(1\) /);
  await expect.poll(() => page.evaluate(() => window.__chimes), { message: 'the order chime played' }).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  // The customer's status page on their own device.
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await customerContext.newPage();
  await customerPage.addInitScript((id) => window.localStorage.setItem('deviceId', id), customer.deviceId);
  await customerPage.goto(`/customer/orders/${order._id}`);
  await expect(customerPage.getByText(order.order_id).first()).toBeVisible();
  await expect(customerPage.locator('[data-status="pending"]').first()).toBeVisible();

  // Confirmed: the alert stops. Then completed; the customer's page shows each without a reload.
  await page.getByLabel(`Status of ${order.order_id}`).selectOption('confirmed');
  await expect(page.getByText('Order status updated').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  await expect(customerPage.locator('[data-status="confirmed"]').first()).toBeVisible({ timeout: 3_000 });
  await page.getByLabel(`Status of ${order.order_id}`).selectOption('completed');
  await expect(customerPage.locator('[data-status="completed"]').first()).toBeVisible({ timeout: 3_000 });

  // The dashboard's figures: 2 × ₹15 + 5% tax = ₹31.50 of completed sales today, one order, one new customer.
  await page.goto('/shop/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const card = (label: string) => page.locator('.stat-card').filter({ has: page.getByText(label, { exact: true }) });
  await expect(card("Today's Sales")).toContainText('₹31.50');
  await expect(card("Today's Orders")).toContainText('1');
  await expect(card('New Customers')).toContainText('1');
  await expect(card('Popular Product')).toContainText('Masala Chai');
  await expect(page.getByRole('table', { name: 'Orders Summary' })).toContainText('Masala Chai');

  // A second order while the dashboard is open: it rings there too, and the figures move.
  const second = await placeOrder(request, shop, customer);
  await expect(page.getByRole('link', { name: /1 new order/ })).toBeVisible({ timeout: 2_000 });
  await expect(card("Today's Orders")).toContainText('2');
  await expect(page.getByRole('table', { name: 'Recent Orders' })).toContainText(second.order_id);
  // Opening the alert attends to it: the desk, and the chime stops.
  await page.getByRole('link', { name: /1 new order/ }).click();
  await expect(page).toHaveURL(/\/shop\/orders/);
  await expect(page.getByRole('link', { name: /new order/ })).toHaveCount(0);
  await customerContext.close();
  noErrors();
});

test('the add-order dialog takes an order at the counter: two steps, priced by the server, on top of the desk', async ({
  page,
  request,
}) => {
  // Without a plan the shop's list is the API's today: the order must be taken on that India day.
  await clearOfIndiaMidnight();
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Counter Chai Stall' });
  await useShopkeeperSession(page, shop);
  await page.addInitScript(countChimes);
  // The dashboard's Create Order opens the desk with the dialog.
  await page.goto('/shop/dashboard');
  await page.getByRole('link', { name: 'Create Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Order' });
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 2: Select products' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Filter Coffee/ }).click();
  await dialog.getByRole('button', { name: 'Increase quantity of Filter Coffee' }).click();
  await dialog.getByRole('checkbox', { name: /Masala Chai/ }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: Order details' })).toBeVisible();
  // 2 × ₹20 + ₹15 = ₹55; tax ₹2.75 → ₹57.75
  await expect(dialog.getByText('₹57.75')).toBeVisible();
  await dialog.getByLabel(/Notes/).fill('Table 4');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText('Order created successfully!').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const res = await request.get(`${API}/orders/shop/${shop.shop._id}`, { headers: { Authorization: `Bearer ${shop.token}` } });
  const [created] = (
    (await res.json()) as { data: { orders: { order_id: string; total_amount: number; status: string; notes: string }[] } }
  ).data.orders;
  expect(created).toMatchObject({ total_amount: 57.75, status: 'pending', notes: 'Table 4' });
  await expect(page.getByText(created.order_id).first()).toBeVisible();
  // The shop's own order does not ring.
  await expect(page.getByRole('link', { name: /new order/ })).toHaveCount(0);
  expect(await page.evaluate(() => window.__chimes)).toBe(0);
  noErrors();
});
