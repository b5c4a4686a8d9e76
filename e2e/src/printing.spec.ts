import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { financialYear, formatBillNumber, formatInIndia } from '@chowk/contracts';
import { expectNoSeriousA11yViolations } from './a11y/axe';
import { counterOrder, type E2eShop, shopWithMenu, verifiedDevice } from './customer-support';
import { freshAddress, useShopkeeperSession, useTrialSession } from './shopkeeper-support';
import { expectLines, expectOnePage, printed, stubPrint } from './print-support';
import { API, clearOfIndiaMidnight, watchPageErrors } from './support';

// Printed order slips (docs/product.md "Printing"): the desk's order view opens from
// `?order=<id>`, and its KOT and bill print through the browser's print dialog as one page of
// the shop's paper width. `window.print` is stubbed (a counter): the test prints the page as it
// stands then, as the dialog would, with `page.pdf({ preferCSSPageSize: true })`.

/** A customer's delivery order, paid by UPI, with notes: 2 Masala Chai and 1 Filter Coffee (₹50 + ₹2.50 tax + ₹29 delivery). */
async function deliveryOrder(request: APIRequestContext, shop: E2eShop) {
  const customer = await verifiedDevice(request);
  const res = await request.post(`${API}/orders`, {
    headers: { 'X-Device-Id': customer.deviceId, 'Idempotency-Key': randomUUID() },
    data: {
      shop_id: shop.shop._id,
      customer_name: 'Meera',
      customer_email: customer.email,
      delivery_type: 'delivery',
      payment_method: 'qr',
      notes: 'Less sugar, ring the bell',
      items: [
        { product_id: shop.products['Masala Chai'], quantity: 2 },
        { product_id: shop.products['Filter Coffee'], quantity: 1 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { _id: string; order_id: string; created_at: string; total_amount: number } };
  return { ...data, email: customer.email };
}

test('?order= opens an order the desk does not list, on a fresh load; its 58 mm KOT and bill print as one page each', async ({
  page,
  request,
}) => {
  // The bill's number names the financial year, which turns at an India midnight.
  await clearOfIndiaMidnight();
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Printing Chai Stall' });
  const patched = await request.patch(`${API}/shops/${shop.shop._id}`, {
    headers: { Authorization: `Bearer ${shop.token}`, 'X-Forwarded-For': freshAddress() },
    data: { address: '12, MG Road' },
  });
  expect(patched.ok()).toBe(true);
  const order = await deliveryOrder(request, shop);
  expect(order.total_amount).toBe(81.5);
  const placedAt = formatInIndia(order.created_at, { dateStyle: 'medium', timeStyle: 'short' });

  await page.addInitScript(stubPrint);
  await useShopkeeperSession(page, shop);
  // A filter the order does not match: the view reads the order itself (GET /api/orders/{id}).
  await page.goto(`/shop/orders?status=cancelled&order=${order._id}`);
  const view = page.getByRole('dialog', { name: `Order ${order.order_id}` });
  await expect(view).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No orders match')).toBeAttached();
  await expect(view.getByTestId('order-facts')).toContainText('Delivery');
  await expect(view.getByTestId('order-facts')).toContainText('UPI');
  await expect(view.getByTestId('order-totals')).toContainText('Total₹81.50');
  await expectNoSeriousA11yViolations(page);

  await view.getByRole('button', { name: 'Print KOT' }).click();
  await expect.poll(() => page.evaluate(() => window.__prints)).toBe(1);
  const kot = await printed(page);
  expectOnePage(kot.pages, 58);
  // The big number on one line, never broken at a hyphen.
  expect(kot.text).toContain(` ${order.order_id} `);
  expectLines(kot.text, [
    'KOT',
    order.order_id,
    placedAt,
    'DELIVERY',
    'Meera',
    '2 × Masala Chai',
    '1 × Filter Coffee',
    'Notes: Less sugar, ring the bell',
  ]);
  // No prices on a KOT, and nothing of the desk or its dialog.
  expect(kot.text).not.toContain('₹');
  expect(kot.text).not.toContain('Print KOT');
  expect(kot.text).not.toContain('Orders');

  await view.getByRole('button', { name: 'Print bill' }).click();
  await expect.poll(() => page.evaluate(() => window.__prints)).toBe(2);
  const bill = await printed(page);
  expectOnePage(bill.pages, 58);
  // A registered shop prints the order's issued bill: not registered for GST, a receipt, the
  // first of its financial year.
  expectLines(bill.text, [
    'Printing Chai Stall',
    '12, MG Road',
    `Ph: ${shop.mobile}`,
    'Receipt',
    `Bill No. ${formatBillNumber(financialYear(new Date()), 1)}`,
    `Order ${order.order_id}`,
    placedAt,
    'Delivery UPI',
    `Customer: Meera, ${order.email}`,
    '2 × Masala Chai ₹30.00',
    '1 × Filter Coffee ₹20.00',
    'Subtotal ₹50.00',
    'Tax (5%) ₹2.50',
    'Delivery fee ₹29.00',
    'TOTAL ₹81.50',
    'Rupees Eighty One and Fifty Paise Only',
    'Payment Unpaid',
    'Notes: Less sugar, ring the bell',
    'Thank you!',
  ]);

  // Back on the desk (a key): it is as it was, and printing the page prints the page again.
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/orders\?status=cancelled$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const desk = await printed(page);
  expect(desk.text).toContain('No orders match');
  expect(desk.text).not.toContain('Thank you!');
  expect(desk.pages[0].width).toBeGreaterThan(150);
  noErrors();
});

test('Printing settings: 80 mm paper and the KOT on confirming; confirming an order on the desk prints its KOT, 80 mm wide', async ({
  page,
  request,
}) => {
  // The desk lists today's orders (no order history without a plan): taken and confirmed on one India day.
  await clearOfIndiaMidnight();
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Eighty Chai Stall' });
  await page.addInitScript(stubPrint);
  await useShopkeeperSession(page, shop);
  await page.goto('/shop/settings');
  const section = page.getByTestId('printing-settings');
  await expect(section.getByRole('heading', { level: 2, name: 'Printing' })).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('radio', { name: '58 mm' })).toBeChecked();
  const kotSwitch = section.getByRole('switch', { name: 'Print the KOT when I confirm an order' });
  await expect(kotSwitch).not.toBeChecked();
  await expect(section.getByTestId('printer-name')).toHaveText('The print dialog');
  await section.getByRole('radio', { name: '80 mm' }).check();
  await kotSwitch.check();
  await section.getByRole('button', { name: 'Save printing settings' }).click();
  await expect(page.getByText('Printing settings saved').first()).toBeVisible();
  await page.reload();
  await expect(section.getByRole('radio', { name: '80 mm' })).toBeChecked({ timeout: 15_000 });
  await expect(kotSwitch).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  const order = await counterOrder(request, shop, { 'Masala Chai': 1, Samosa: 2 }, 'pending', { notes: 'Extra hot' });
  await page.goto('/shop/orders');
  const status = page.getByRole('combobox', { name: `Status of ${order.order_id}` }).first();
  await status.selectOption('confirmed');
  await expect(page.getByText('Order status updated').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__prints)).toBe(1);
  const kot = await printed(page);
  expectOnePage(kot.pages, 80);
  expect(kot.text).toContain(` ${order.order_id} `);
  expectLines(kot.text, ['KOT', order.order_id, 'PICKUP', '1 × Masala Chai', '2 × Samosa', 'Notes: Extra hot']);
  expect(kot.text).not.toContain('₹');

  // Another status prints nothing.
  await page.keyboard.press('Shift');
  await status.selectOption('preparing');
  await expect(status).toHaveValue('preparing');
  await expect(status).not.toHaveAttribute('aria-busy');
  expect(await page.evaluate(() => window.__prints)).toBe(1);
  noErrors();
});

test("a trial prints from the device: its order's bill, and its paper width kept on this device", async ({ page }) => {
  const noErrors = watchPageErrors(page);
  const now = new Date().toISOString();
  const trialOrder = {
    _id: 'trial-print-1',
    order_id: 'ORD-TRIAL-0001',
    items: [{ product_id: 'p1', product_name: 'Vada Pav', name: 'Vada Pav', quantity: 3, price: 20 }],
    status: 'pending',
    placed_by: 'shop',
    total_amount: 63,
    totalAmount: 63,
    created_at: now,
    updated_at: now,
    date: '',
    time: '',
  };
  await page.addInitScript(stubPrint);
  await useTrialSession(page);
  await page.addInitScript(
    (orders) => {
      if (!window.localStorage.getItem('trialOrders')) window.localStorage.setItem('trialOrders', orders);
    },
    JSON.stringify([trialOrder]),
  );
  await page.goto(`/shop/orders?order=${trialOrder._id}`);
  const view = page.getByRole('dialog', { name: `Order ${trialOrder.order_id}` });
  await expect(view).toBeVisible({ timeout: 15_000 });
  await expect(view.getByTestId('order-totals')).toContainText('Total₹63.00');

  await view.getByRole('button', { name: 'Print bill' }).click();
  await expect.poll(() => page.evaluate(() => window.__prints)).toBe(1);
  const bill = await printed(page);
  expectOnePage(bill.pages, 58);
  expectLines(bill.text, [
    'My trial shop',
    'Order ORD-TRIAL-0001',
    '3 × Vada Pav ₹60.00',
    'Subtotal ₹60.00',
    'Tax (5%) ₹3.00',
    'TOTAL ₹63.00',
    'Payment Cash',
  ]);

  // The trial's printing settings open in the view and stay on this device.
  await view.getByText('Printing settings', { exact: true }).click();
  await view.getByRole('radio', { name: '80 mm' }).check();
  await view.getByRole('button', { name: 'Save printing settings' }).click();
  await expect(page.getByText('Printing settings saved').first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('trialPrinting'))).toBe('{"paper":"80mm","kot_on_confirm":false}');
  await view.getByRole('button', { name: 'Print KOT' }).click();
  await expect.poll(() => page.evaluate(() => window.__prints)).toBe(2);
  const kot = await printed(page);
  expectOnePage(kot.pages, 80);
  expectLines(kot.text, ['KOT', 'ORD-TRIAL-0001', 'PICKUP', '3 × Vada Pav']);
  noErrors();
});
