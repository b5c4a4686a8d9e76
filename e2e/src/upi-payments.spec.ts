import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { financialYear, formatBillNumber, upiLink } from '@chowk/contracts';
import { expectNoSeriousA11yViolations } from './a11y/axe';
import { codeFromOutbox, freshCustomerEmail, shopWithMenu, type E2eShop } from './customer-support';
import { expectLines, expectOnePage, printed, stubPrint } from './print-support';
import { freshAddress, useShopkeeperSession } from './shopkeeper-support';
import { API, clearOfIndiaMidnight, watchPageErrors } from './support';

// Customers pay the shop by UPI, and every order has a bill (docs/product.md "UPI payments and
// bills"). A customer on an Android phone picks UPI, scans the confirmation's QR (decoded here
// from the screen with jsQR), says "I have paid"; the shop sees it on the desk and marks it paid;
// the status page follows; both open the bill, which prints one page 58 mm wide.

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const UPI_ID = 'upichai@okhdfcbank';
const GSTIN = '27AAPFU0939F1ZV';

// The customer's phone: Android, where a UPI link opens an app.
test.use({ userAgent: ANDROID });

async function saveBilling(request: Parameters<typeof shopWithMenu>[0], shop: E2eShop, body: object) {
  const res = await request.put(`${API}/shops/${shop.shop._id}/billing`, {
    headers: { Authorization: `Bearer ${shop.token}`, 'X-Forwarded-For': freshAddress() },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The QR code on screen, read as a phone's camera would: a screenshot of it, decoded by jsQR. */
async function scanQr(page: Page, name: RegExp): Promise<string | null> {
  const png = await page.getByRole('img', { name }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** A device that verified this email through the checkout's dialog: the customer's browser context. */
async function verifyInCheckout(page: Page, request: Parameters<typeof shopWithMenu>[0]) {
  const email = freshCustomerEmail();
  const dialog = page.getByRole('dialog', { name: 'Verify your contact' });
  await dialog.getByRole('radio', { name: 'Email' }).check();
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully!')).toBeVisible();
  await dialog.getByLabel('OTP').fill(await codeFromOutbox(request, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

test('a customer pays by UPI: the QR is the exact link, "I have paid" reaches the desk, the shop marks it paid, the bill prints 58 mm', async ({
  page: customer,
  browser,
  request,
}) => {
  // Two people's work end to end: a customer's order, the shop's desk, both open the bill.
  test.setTimeout(90_000);
  // The desk lists today's orders: placed and marked on one India day.
  await clearOfIndiaMidnight();
  const shop = await shopWithMenu(request, { name: 'UPI Chai Stall' });
  await saveBilling(request, shop, { upi_id: UPI_ID, payee_name: 'UPI Chai Stall', gst_scheme: 'regular', gstin: GSTIN });

  const noErrors = watchPageErrors(customer);
  await customer.goto(`/customer/shop/${shop.shop.code}`);
  await customer.getByRole('button', { name: 'Add Masala Chai to cart' }).click();
  await customer.getByRole('button', { name: 'Add one more Masala Chai' }).click();
  await customer.goto(`/customer/shop/${shop.shop.code}/checkout`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await customer.getByRole('radio', { name: /^UPI/ }).check();
  await expectNoSeriousA11yViolations(customer);
  await customer.getByRole('button', { name: 'Place Order' }).click();
  await verifyInCheckout(customer, request);

  await expect(customer.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 10_000 });
  const orderNumber = (
    (await customer
      .getByText(/^ORD-\d{6}-\d{4,}$/)
      .first()
      .textContent()) ?? ''
  ).trim();
  expect(orderNumber).toMatch(/^ORD-/);
  // 2 × ₹15 = ₹30 + 5% = ₹31.50, pickup.
  const link = upiLink({ upiId: UPI_ID, payeeName: 'UPI Chai Stall', amountPaise: 3150, reference: orderNumber });
  expect(link).toBe(`upi://pay?pa=${UPI_ID}&pn=UPI%20Chai%20Stall&am=31.50&cu=INR&tn=Order%20${orderNumber}&tr=${orderNumber}`);
  await expect.poll(() => scanQr(customer, /UPI QR code/), { message: 'the QR decodes to the UPI link' }).toBe(link);
  await expect(customer.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', link);
  await expect(customer.getByText('Rupees Thirty One and Fifty Paise Only')).toBeVisible();
  await expectNoSeriousA11yViolations(customer);

  await customer.getByRole('button', { name: 'I have paid' }).click();
  await expect(customer.getByText('Payment to be confirmed').first()).toBeVisible();
  await expectNoSeriousA11yViolations(customer);

  // The status page, open while the shop works: it follows live.
  await customer.getByRole('link', { name: 'Track your order' }).click();
  await expect(customer).toHaveURL(/\/customer\/orders\/[a-f0-9]{24}$/);
  const orderId = /([a-f0-9]{24})$/.exec(customer.url())?.[1] as string;
  await expect(customer.getByText('Payment to be confirmed').first()).toBeVisible();

  // The shop's desk: the customer's word stands out; one tap marks it paid, with 5 s to undo.
  const { baseURL, viewport } = test.info().project.use;
  const shopContext = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
  const desk = await shopContext.newPage();
  await useShopkeeperSession(desk, shop);
  await desk.goto('/shop/orders?payment=claimed');
  const row = desk.getByTestId(`order-${orderId}`);
  await expect(row.getByText('Customer says paid')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(desk);
  await row.getByRole('button', { name: /Mark .*paid/ }).click();
  await expect(desk.getByText('Marked as paid').first()).toBeVisible();
  await desk.getByRole('button', { name: 'Undo' }).click();
  await expect(row.getByText('Customer says paid')).toBeVisible();
  await row.getByRole('button', { name: /Mark .*paid/ }).click();
  await expect(desk.getByText('Marked as paid').first()).toBeVisible();
  await desk.goto('/shop/orders?payment=paid');
  await expect(desk.getByTestId(`order-${orderId}`).getByText('Paid · UPI')).toBeVisible({ timeout: 15_000 });

  // The status page followed; a customer's claim never made it paid: the shop did.
  await expect(customer.getByText('Paid · UPI').first()).toBeVisible({ timeout: 15_000 });
  await expect(customer.getByRole('button', { name: 'I have paid' })).toHaveCount(0);

  // The bill: a tax invoice, the shop's first of this financial year, at an address both open.
  await customer.addInitScript(stubPrint);
  await customer.getByRole('link', { name: 'View bill' }).click();
  await expect(customer).toHaveURL(/\/customer\/bill\/[A-Za-z0-9_-]{22}$/);
  const number = formatBillNumber(financialYear(new Date()), 1);
  await expect(customer.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible({ timeout: 15_000 });
  await expect(customer.getByText(number).first()).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  const billUrl = customer.url();
  const shopBill = await request.get(`${API}/orders/${orderId}/bill`, { headers: { Authorization: `Bearer ${shop.token}` } });
  expect(((await shopBill.json()) as { data: { number: string } }).data.number).toBe(number);
  await desk.goto(new URL(billUrl).pathname);
  await expect(desk.getByText(number).first()).toBeVisible({ timeout: 15_000 });

  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible({ timeout: 15_000 });
  await customer.getByRole('button', { name: 'Print 58 mm slip' }).click();
  await expect.poll(() => customer.evaluate(() => window.__prints)).toBe(1);
  const slip = await printed(customer);
  expectOnePage(slip.pages, 58);
  expectLines(slip.text, [
    'Tax Invoice',
    'UPI Chai Stall',
    `GSTIN: ${GSTIN}`,
    `Bill No. ${number}`,
    `Order ${orderNumber}`,
    'Place of supply Maharashtra (27)',
    'Masala Chai 2 ₹15.00 ₹30.00',
    'Subtotal ₹30.00',
    'CGST 2.5% ₹0.75',
    'SGST 2.5% ₹0.75',
    'Total ₹31.50',
    'Rupees Thirty One and Fifty Paise Only',
    'Payment Paid · UPI',
  ]);
  expect(slip.text).not.toContain('Share on WhatsApp');
  noErrors();
  await shopContext.close();
});

test('a shop without a UPI ID is not offered UPI; a composition shop charges no tax and bills a bill of supply', async ({
  page,
  request,
}) => {
  const noErrors = watchPageErrors(page);
  const cashOnly = await shopWithMenu(request, { name: 'Cash Only Corner' });
  await page.goto(`/customer/shop/${cashOnly.shop.code}`);
  await page.getByRole('button', { name: 'Add Masala Chai to cart' }).click();
  await page.goto(`/customer/shop/${cashOnly.shop.code}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Cash/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^UPI/ })).toHaveCount(0);

  const composition = await shopWithMenu(request, { name: 'Composition Bakery' });
  await saveBilling(request, composition, {
    upi_id: null,
    payee_name: null,
    gst_scheme: 'composition',
    gstin: '29AAGCB7383J1Z4',
  });
  await page.goto(`/customer/shop/${composition.shop.code}`);
  await page.getByRole('button', { name: 'Add Filter Coffee to cart' }).click();
  await page.goto(`/customer/shop/${composition.shop.code}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // ₹20, no tax, pickup.
  await expect(page.getByText('₹20.00').first()).toBeVisible();
  await expect(page.getByText('Tax (5%)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await verifyInCheckout(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('link', { name: 'Track your order' }).click();
  await page.getByRole('link', { name: 'View bill' }).click();
  await expect(page.getByRole('heading', { name: 'Bill of Supply' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Composition taxable person, not eligible to collect tax on supplies')).toBeVisible();
  await expect(page.getByText('CGST')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  noErrors();
});

test('Settings → Payments and bills: a UPI ID and a GSTIN checked to its last character, a test QR to scan, saved with the shop', async ({
  page,
  request,
}) => {
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Settings Chai Stall' });
  await useShopkeeperSession(page, shop);
  await page.goto('/shop/settings');
  const section = page.getByTestId('billing-settings');
  await expect(section.getByRole('heading', { level: 2, name: 'Payments and bills' })).toBeVisible({ timeout: 15_000 });
  await section.getByLabel('UPI ID').fill('settings chai');
  await section.getByRole('radio', { name: 'Registered (regular GST)' }).check();
  await section.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await section.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(section.getByText('Please enter a valid UPI ID (like name@okhdfcbank)')).toBeVisible();
  await expect(
    section.getByText('This GSTIN is not valid: its last character does not match. Check it for a typo.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await section.getByLabel('UPI ID').fill('Settings.Chai@OKSBI');
  await section.getByLabel('GSTIN').fill('27aapfu0939f1zv');
  await section.getByRole('button', { name: 'Show a test QR' }).click();
  // ₹1.00 to the shop itself, as the section says.
  const testLink = upiLink({
    upiId: 'settings.chai@oksbi',
    payeeName: 'Settings Chai Stall',
    amountPaise: 100,
    reference: 'TEST',
    note: 'Chowk test payment',
  });
  await expect.poll(() => scanQr(page, /UPI QR code/)).toBe(testLink);
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(page.getByText('Payment and bill settings saved').first()).toBeVisible();

  const saved = await request.get(`${API}/shops/by-code/${shop.shop.code}`);
  expect(((await saved.json()) as { shop: { billing: object } }).shop.billing).toEqual({
    upi_id: 'settings.chai@oksbi',
    payee_name: 'Settings Chai Stall',
    gst_scheme: 'regular',
    gstin: '27AAPFU0939F1ZV',
  });
  await page.reload();
  await expect(section.getByLabel('UPI ID')).toHaveValue('settings.chai@oksbi', { timeout: 15_000 });
  await expect(section.getByTestId('bill-kind')).toContainText('Tax Invoice');
  noErrors();
});
