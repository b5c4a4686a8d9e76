import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y/axe';
import { placeOrder, shopWithMenu, verifiedDevice } from './customer-support';
import { grantPlan } from './plan-support';
import { useShopkeeperSession } from './shopkeeper-support';
import { API, clearOfIndiaMidnight, watchPageErrors } from './support';

// Live WhatsApp alerts (Professional). The owner turns them on in the settings;
// a customer's order then goes to the owner's WhatsApp (the dev outbox, channel whatsapp) and
// counts in the month's usage. A Starter shop sees the section locked, with the way to the plans.

/** The WhatsApp messages the dev outbox holds for a number. */
async function whatsappTo(request: APIRequestContext, number: string): Promise<string[]> {
  const res = await request.get(`${API}/dev/outbox`, { params: { to: number } });
  const { messages } = (await res.json()) as { messages: { channel: string; text: string }[] };
  return messages.filter((m) => m.channel === 'whatsapp').map((m) => m.text);
}

test("a Professional shop turns WhatsApp alerts on; a customer's order goes to the owner's WhatsApp and counts", async ({
  page,
  request,
}) => {
  // The usage is the API's month: the order must be placed in the month it is read in.
  await clearOfIndiaMidnight();
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'WhatsApp Chai Stall' });
  await grantPlan(shop.shop._id, 'professional');
  await useShopkeeperSession(page, shop);
  await page.goto('/shop/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();

  const section = page.getByTestId('whatsapp-alerts');
  await expect(section.getByRole('heading', { level: 2, name: 'WhatsApp alerts' })).toBeVisible();
  // The number starts as the owner's own mobile; alerts start off.
  await expect(section.getByLabel('WhatsApp number')).toHaveValue(shop.mobile);
  const alertsSwitch = section.getByRole('switch', { name: 'Send new orders to my WhatsApp' });
  await expect(alertsSwitch).not.toBeChecked();
  await expect(section.getByText('0 of 150 free alerts used this month')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await alertsSwitch.check();
  await section.getByRole('button', { name: 'Save WhatsApp alerts' }).click();
  await expect(page.getByText('WhatsApp alerts are on').first()).toBeVisible();
  await expect(alertsSwitch).toBeChecked();
  await expect(section.getByRole('button', { name: 'Save WhatsApp alerts' })).toBeDisabled();

  const order = await placeOrder(request, shop, await verifiedDevice(request));
  await expect
    .poll(() => whatsappTo(request, shop.mobile), { message: "the alert in the dev outbox for the owner's number" })
    .toEqual([`New order ${order.order_id} at WhatsApp Chai Stall: 2 items, ₹31.50, pickup, Meera`]);

  // After a reload: saved, and this month's usage shows the alert.
  await page.reload();
  await expect(section.getByRole('switch', { name: 'Send new orders to my WhatsApp' })).toBeChecked();
  await expect(section.getByText('1 of 150 free alerts used this month')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  noErrors();
});

test('a Starter shop sees WhatsApp alerts locked, with the way to the plans', async ({ page, request }) => {
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Starter Chai Stall' });
  await grantPlan(shop.shop._id, 'starter');
  await useShopkeeperSession(page, shop);
  await page.goto('/shop/settings');
  const locked = page.getByTestId('whatsapp-locked');
  await expect(locked.getByRole('heading', { level: 2, name: /WhatsApp alerts/ })).toBeVisible();
  await expect(locked.getByText('Live WhatsApp alerts comes with the Professional plan', { exact: false })).toBeVisible();
  await expect(locked.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/shop/dashboard?show-subscription-plan=true',
  );
  await expect(page.getByRole('switch', { name: 'Send new orders to my WhatsApp' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A customer's order sends nothing to the owner's WhatsApp.
  await placeOrder(request, shop, await verifiedDevice(request));
  expect(await whatsappTo(request, shop.mobile)).toEqual([]);
  noErrors();
});
