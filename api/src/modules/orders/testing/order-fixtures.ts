/**
 * Shops with menus, verified contacts, a clock and the POST /api/orders call, for the order
 * specs. Shops are made by the catalogue's own services (makeShopkeeper, MenuService); contacts
 * are verified by ContactVerificationService.record, as a right one-time code does.
 */
import { randomUUID } from 'node:crypto';
import {
  type ContactType,
  DEVICE_ID_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type OptionGroupPayload,
  type PlaceOrderPayload,
  productSectionId,
} from '@chowk/contracts';
import { Clock } from '../../../common/clock';
import { makeShopkeeper } from '../../../testing/shopkeepers';
import { newClientAddress, type Reply, type TestApp } from '../../../testing/test-app';
import { MenuService } from '../../catalogue/menu/menu.service';
import { OptionGroupsService } from '../../catalogue/options/option-groups.service';
import { ShopsService } from '../../catalogue/shops/shops.service';
import { ContactVerificationService } from '../../customers/contact-verification.service';

export type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

export interface MenuShop extends Keeper {
  /** Item name → its product id. */
  items: Record<string, string>;
}

/** A shop (default hours 09:00–21:00 India time) with the given items (name → rupees). */
export async function shopWithMenu(
  t: TestApp,
  menu: Record<string, number> = { 'Masala Chai': 15, Samosa: 20 },
  shop: { name?: string; delivers?: boolean } = {},
): Promise<MenuShop> {
  const owner = await makeShopkeeper(t, { name: shop.name ?? 'Sharma Tea Stall' });
  const menuService = t.app.get(MenuService);
  const section = await menuService.createSection(owner.userId, owner.shopId, 'Hot Drinks');
  const items: Record<string, string> = {};
  for (const [name, price] of Object.entries(menu)) {
    const product = await menuService.createProduct(owner.userId, {
      name,
      price,
      shop_id: owner.shopId,
      menu_section_id: section._id,
    });
    items[name] = product._id;
  }
  if (shop.delivers) await t.app.get(ShopsService).updateSettings(owner.userId, owner.shopId, { delivers: true });
  return { ...owner, items };
}

/** An option group the shop made (its id, and its choices' ids by name). */
export interface TestOptionGroup {
  id: string;
  choices: Record<string, string>;
}

/** An option group of the shop, made as POST /api/option-groups makes it (OptionGroupsService). */
export async function addOptionGroup(t: TestApp, shop: Keeper, group: OptionGroupPayload): Promise<TestOptionGroup> {
  const made = await t.app.get(OptionGroupsService).create(shop.userId, { ...group, shop_id: shop.shopId });
  return { id: made._id, choices: Object.fromEntries(made.choices.map((c) => [c.name, c._id])) };
}

/** The item (by name) carries these groups, in order, as PUT /api/products/{id} sets them (MenuService). */
export async function setItemGroups(t: TestApp, shop: MenuShop, item: string, groups: readonly TestOptionGroup[]): Promise<void> {
  const menu = t.app.get(MenuService);
  const { product, shop: record } = await menu.requireOwnedProduct(shop.userId, shop.items[item]);
  const view = await menu.productView(String(product._id), record);
  await menu.updateProduct(shop.userId, view._id, {
    name: view.name,
    shop_id: shop.shopId,
    menu_section_id: productSectionId(view),
    price: view.price,
    option_group_ids: groups.map((g) => g.id),
  });
}

/** A new device id (the browser's random UUID). */
export const newDevice = (): string => randomUUID();

/**
 * The checkout's verification for real: POST /api/orders/send-otp from the device, the code from
 * the dev outbox, POST /api/orders/verify-otp. A contact gets one code a minute, so a second
 * device verifying the same contact within a test uses `verifyContact`.
 */
export async function verifyByCode(t: TestApp, deviceId: string, type: ContactType, identifier: string): Promise<void> {
  const headers = { [DEVICE_ID_HEADER]: deviceId };
  const forwardedFor = newClientAddress();
  const sent = await t.call('POST', '/api/orders/send-otp', { body: { identifier, type }, headers, forwardedFor });
  if (sent.status !== 200) throw new Error(`send-otp: ${sent.status} ${JSON.stringify(sent.body)}`);
  const outbox = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(identifier)}`);
  const code = /\b\d{6}\b/.exec(String(outbox.body.messages?.[0]?.text))?.[0];
  const verified = await t.call('POST', '/api/orders/verify-otp', {
    body: { identifier, type, otp: code },
    headers,
    forwardedFor,
  });
  if (verified.status !== 200) throw new Error(`verify-otp: ${verified.status} ${JSON.stringify(verified.body)}`);
}

/** The device proved it holds the contact: the record a right code leaves (ContactVerificationService.record). */
export function verifyContact(t: TestApp, deviceId: string, type: ContactType, identifier: string): Promise<void> {
  return t.app.get(ContactVerificationService).record(deviceId, type, identifier);
}

/** India time is UTC+05:30: `ist('2026-11-24T12:00')` is noon in India. */
export const ist = (local: string): Date => new Date(`${local}:00+05:30`);

/** Sets the business clock (opening hours, the order's date and time) until set again. */
export function setClock(t: TestApp, at: Date): void {
  const clock = t.app.get(Clock);
  const now = jest.isMockFunction(clock.now) ? (clock.now as jest.Mock) : jest.spyOn(clock, 'now');
  now.mockImplementation(() => new Date(at));
}

export interface PlaceOptions {
  deviceId?: string | null;
  key?: string | null;
  token?: string;
}

/** POST /api/orders with X-Device-Id and Idempotency-Key (null leaves a header out). */
export function place(t: TestApp, body: Partial<PlaceOrderPayload> | unknown, options: PlaceOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.deviceId !== null) headers[DEVICE_ID_HEADER] = options.deviceId ?? newDevice();
  if (options.key !== null) headers[IDEMPOTENCY_KEY_HEADER] = options.key ?? randomUUID();
  return t.call('POST', '/api/orders', { body, headers, token: options.token });
}
