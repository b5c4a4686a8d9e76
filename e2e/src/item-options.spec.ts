import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y/axe';
import { codeFromOutbox, freshCustomerEmail, shopWithMenu } from './customer-support';
import { useShopkeeperSession } from './shopkeeper-support';
import { API, watchPageErrors } from './support';

// Item options and delivery terms (docs/product.md "Item options", "Delivery terms"): a shopkeeper
// builds the Masala Chai in the browser (Size: Cutting +₹0 / Full +₹5, required; Add-ons:
// Elaichi +₹2, Ginger +₹2, up to 2) and sets their delivery terms; a customer orders two
// configurations, is told why a small delivery cannot go, orders for pickup, and sees the choices
// on the confirmation; the shop sees them on the desk and on the KOT.

declare global {
  interface Window {
    /** How many times the page opened the print dialog. */
    __prints: number;
  }
}

/** One option group through the group dialog of the menu's "Option groups" tab. */
async function createGroup(
  page: Page,
  group: { name: string; multiple?: boolean; required?: boolean; max?: number; choices: [string, string][] },
  { axe = false } = {},
) {
  await page.getByRole('button', { name: 'New option group' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New option group' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Group name').fill(group.name);
  if (group.multiple) await dialog.getByRole('radio', { name: 'Several (multiple choice)' }).check();
  const required = dialog.getByRole('switch', { name: /Required/ });
  if (group.required) await required.check();
  else await required.uncheck();
  if (group.max) await dialog.getByLabel('Maximum picks').fill(String(group.max));
  for (const [i, [name, price]] of group.choices.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: '+ Add choice' }).click();
    const choice = dialog.getByRole('group', { name: `Choice ${i + 1}` });
    await choice.getByLabel('Name').fill(name);
    await choice.getByLabel('Price change (₹)').fill(price);
  }
  if (axe) await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Option group created')).toBeVisible();
}

test('a shopkeeper builds sizes and add-ons and delivery terms; a customer orders two configurations; the desk and KOT show them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const noErrors = watchPageErrors(page);
  // A shop with a pin (Bengaluru): the storefront shows every term, the distance too.
  const shop = await shopWithMenu(request, { name: 'Options Chai Stall', location: { latitude: 12.9716, longitude: 77.5946 } });
  await page.addInitScript(() => {
    window.__prints = 0;
    window.print = () => {
      window.__prints += 1;
    };
  });
  await useShopkeeperSession(page, shop);

  // The shopkeeper: two groups in the Option groups tab, then both on Masala Chai (base ₹15 → set to ₹10).
  await page.goto('/shop/products?tab=options');
  await expect(page.getByRole('tab', { name: 'Option groups', selected: true })).toBeVisible({ timeout: 15_000 });
  await createGroup(
    page,
    {
      name: 'Size',
      required: true,
      choices: [
        ['Cutting', '0'],
        ['Full', '5'],
      ],
    },
    { axe: true },
  );
  await createGroup(page, {
    name: 'Add-ons',
    multiple: true,
    max: 2,
    choices: [
      ['Elaichi', '2'],
      ['Ginger', '2'],
    ],
  });
  await expect(page.getByRole('list', { name: 'Option groups' }).locator(':scope > li')).toHaveCount(2);

  await page.getByRole('tab', { name: 'Items' }).click();
  await page
    .getByRole('button', { name: /Edit Masala Chai/ })
    .first()
    .click();
  const itemDialog = page.getByRole('dialog', { name: /Edit/ });
  await itemDialog.getByLabel(/^Price/).fill('10');
  const options = itemDialog.getByRole('group', { name: 'Options (optional)' });
  await options.getByRole('checkbox', { name: /^Size/ }).check();
  await options.getByRole('checkbox', { name: /^Add-ons/ }).check();
  await itemDialog.getByRole('button', { name: /Save|Update/ }).click();
  await expect(itemDialog).toBeHidden();
  await expect(page.getByText('Options: Size · Add-ons').first()).toBeVisible();

  // Delivery terms: ₹20 a delivery, free from ₹300, at least ₹100, within 3 km.
  await page.goto('/shop/settings');
  const terms = page.getByRole('form', { name: 'Delivery terms' });
  await expect(terms).toBeVisible({ timeout: 15_000 });
  await terms.getByLabel('Delivery fee (₹)').fill('20');
  await terms.getByLabel('Free delivery from (₹)').fill('300');
  await terms.getByLabel('Minimum order for delivery (₹)').fill('100');
  await terms.getByLabel('Delivery distance (km)').fill('3');
  await expectNoSeriousA11yViolations(page);
  await terms.getByRole('button', { name: 'Save delivery terms' }).click();
  await expect(page.getByText('Delivery terms saved')).toBeVisible();

  // The customer, on a device of their own.
  const customer = await browser.newContext();
  const shopper = await customer.newPage();
  const shopperErrors = watchPageErrors(shopper);
  await shopper.goto(`/customer/shop/${shop.shop.code}`);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Options Chai Stall' })).toBeVisible({ timeout: 15_000 });
  for (const term of ['Delivery ₹20.00', 'Free delivery from ₹300.00', 'Minimum ₹100.00 for delivery', 'Delivery within 3 km'])
    await expect(shopper.getByText(term).first()).toBeVisible();
  await expect(shopper.getByText('Customisable').first()).toBeVisible();

  // Full with Elaichi, once: Add waits for the required Size.
  await shopper.getByRole('button', { name: 'Add Masala Chai to cart' }).click();
  const sheet = shopper.getByRole('dialog', { name: 'Masala Chai' });
  await expect(sheet).toBeVisible();
  const add = sheet.getByRole('button', { name: /^Add/ });
  await expect(add).toBeDisabled();
  await expect(sheet.getByText('Choose Size for Masala Chai')).toBeVisible();
  await expectNoSeriousA11yViolations(shopper);
  await sheet.getByRole('radio', { name: /Full/ }).check();
  await sheet.getByRole('checkbox', { name: /Elaichi/ }).check();
  await expect(add).toHaveText('Add · ₹17.00');
  await add.click();
  await expect(sheet).toBeHidden();

  // Cutting, twice.
  await shopper.getByRole('button', { name: 'Add Masala Chai to cart' }).click();
  await sheet.getByRole('radio', { name: /Cutting/ }).check();
  await sheet.getByRole('button', { name: 'One more' }).click();
  await expect(add).toHaveText('Add · ₹20.00');
  await add.click();
  await expect(sheet).toBeHidden();

  await shopper.goto(`/customer/shop/${shop.shop.code}/cart`);
  await expect(shopper.getByText('Full · Elaichi')).toBeVisible();
  await expect(shopper.getByText('Cutting', { exact: true })).toBeVisible();
  await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Delivery under the minimum (₹37 of items) is told why, and Place Order waits.
  await shopper.getByRole('radio', { name: /Delivery/ }).check();
  await expect(shopper.getByText('Delivery orders start at ₹100.00. Add more items or choose pickup.').first()).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await shopper.getByRole('button', { name: 'Choose pickup' }).click();
  await expect(shopper.getByRole('radio', { name: /Pickup/ })).toBeChecked();
  // ₹37 + 5% tax = ₹38.85, no delivery fee.
  await expect(shopper.getByText('₹38.85').first()).toBeVisible();

  const email = freshCustomerEmail();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  const verify = shopper.getByRole('dialog', { name: 'Verify your contact' });
  await verify.getByRole('radio', { name: 'Email' }).check();
  await verify.getByLabel('Email address').fill(email);
  await verify.getByRole('button', { name: 'Send OTP' }).click();
  await verify.getByLabel('OTP').fill(await codeFromOutbox(request, email));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 15_000 });
  await expect(shopper.getByText('Full · Elaichi')).toBeVisible();
  await expect(shopper.getByText('Cutting', { exact: true })).toBeVisible();
  await expect(shopper.getByText('₹38.85').first()).toBeVisible();
  const orderNumber = (await shopper.getByText(/^ORD-/).first().textContent())?.trim() ?? '';
  shopperErrors();
  await customer.close();

  // The server priced it from its records: Full + Elaichi ₹17 × 1, Cutting ₹10 × 2.
  const list = await request.get(`${API}/orders/shop/${shop.shop._id}`, { headers: { Authorization: `Bearer ${shop.token}` } });
  const { data } = (await list.json()) as {
    data: { orders: { _id: string; order_id: string; total_amount: number; items: { price: number; quantity: number }[] }[] };
  };
  const placed = data.orders.find((o) => o.order_id === orderNumber);
  expect(placed?.total_amount).toBe(38.85);
  expect(placed?.items.map((i) => [i.price, i.quantity]).sort()).toEqual([
    [10, 2],
    [17, 1],
  ]);

  // The desk shows the choices under each line; the KOT prints them.
  await page.goto('/shop/orders');
  await expect(page.getByText('Full · Elaichi').first()).toBeVisible({ timeout: 15_000 });
  await page.goto(`/shop/orders?order=${placed?._id}`);
  const view = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(view).toBeVisible({ timeout: 15_000 });
  await expect(view.getByText('Full · Elaichi')).toBeVisible();
  await view.getByRole('button', { name: 'Print KOT' }).click();
  await expect.poll(() => page.evaluate(() => window.__prints)).toBe(1);
  const kot = (await page.locator('#chowk-print-root').textContent()) ?? '';
  for (const line of ['1 × Masala Chai', '+ Size: Full', '+ Add-ons: Elaichi', '2 × Masala Chai', '+ Size: Cutting'])
    expect(kot).toContain(line);
  expect(kot).not.toContain('₹');
  noErrors();
});
