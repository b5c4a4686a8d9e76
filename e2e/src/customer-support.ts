import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { indiaClock } from '@chowk/contracts';
import { ADMIN, API } from './support';
import { freshAddress, signupShopkeeper, type E2eShopkeeper } from './shopkeeper-support';

const DAY_MINUTES = 24 * 60;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Every day, all day but one minute (hours cannot open and close at the same time; a close before
 * the open runs past midnight). That minute is put 12 hours away in India time, so a test never
 * meets a closed shop by the clock, whatever the hour (00:01–00:00 was closed from 00:00 to 00:01).
 */
export function alwaysOpen(now = new Date()) {
  const closedAt = (indiaClock(now).minutes + DAY_MINUTES / 2) % DAY_MINUTES;
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    closed: false,
    open: hhmm((closedAt + 1) % DAY_MINUTES),
    close: hhmm(closedAt),
  }));
}

/** Closed every day. */
export const ALWAYS_CLOSED = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, closed: true, open: '09:00', close: '21:00' }));

export interface E2eShop extends E2eShopkeeper {
  /** Menu items by name: their ids. */
  products: Record<string, string>;
}

/**
 * A registered shop with a menu (two sections, three items, one sold out: Samosa, with a
 * description, so the storefront shows a sold-out item's muted text), open around the clock
 * unless `hours` says otherwise, made through the API as its owner would.
 */
export async function shopWithMenu(
  request: APIRequestContext,
  {
    name = 'Asha Tea Corner',
    hours = alwaysOpen(),
    delivers = true,
    location,
    place,
  }: {
    name?: string;
    place?: { categoryId: string; districtId: string };
    hours?: ReturnType<typeof alwaysOpen>;
    delivers?: boolean;
    location?: { latitude: number; longitude: number };
  } = {},
): Promise<E2eShop> {
  const keeper = await signupShopkeeper(request, name, place);
  const headers = { Authorization: `Bearer ${keeper.token}`, 'X-Forwarded-For': freshAddress() };
  const call = async <T>(method: 'post' | 'patch', path: string, data: object) => {
    const res = await request[method](`${API}${path}`, { data, headers });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  await call('patch', `/shops/${keeper.shop._id}`, { openingHours: hours, delivers, ...(location ? { location } : {}) });
  const section = async (sectionName: string) =>
    (await call<{ menuSection: { _id: string } }>('post', '/menu-sections', { name: sectionName, shop_id: keeper.shop._id }))
      .menuSection._id;
  const hot = await section('Hot Drinks');
  const snacks = await section('Snacks');
  const products: Record<string, string> = {};
  for (const [productName, price, sectionId, description] of [
    ['Masala Chai', 15, hot, ''],
    ['Filter Coffee', 20, hot, ''],
    ['Samosa', 12.5, snacks, 'Crisp pastry with spiced potato'],
  ] as const) {
    const { product } = await call<{ product: { _id: string } }>('post', '/products', {
      name: productName,
      price,
      shop_id: keeper.shop._id,
      menu_section_id: sectionId,
      ...(description && { description }),
    });
    products[productName] = product._id;
  }
  await call('patch', `/products/${products['Samosa']}/availability`, { sold_out: true });
  return { ...keeper, products };
}

/** The newest one-time code the dev outbox holds for an email or mobile. */
export async function codeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API}/dev/outbox`, { params: { to } });
        const { messages } = (await res.json()) as { messages: { text: string }[] };
        code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
        return code;
      },
      { message: `a code for ${to} in the dev outbox` },
    )
    .toBeTruthy();
  return code as string;
}

let seq = 0;
/** A fresh customer email (the OTP limits count per address). */
export const freshCustomerEmail = () => `meera.${Date.now().toString(36)}${seq++}@example.com`;

/** A new state → city → district of its own (and a category), so a directory filter finds only this test's shops. */
export async function newPlace(request: APIRequestContext, label: string) {
  const login = await request.post(`${API}/auth/admin/login`, { data: ADMIN, headers: { 'X-Forwarded-For': freshAddress() } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const s = `${Date.now().toString(36).toUpperCase().slice(-5)}${seq++}`;
  const post = async <T>(path: string, data: object) => {
    const res = await request.post(`${API}${path}`, { data, headers });
    expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(201);
    return (await res.json()) as T;
  };
  const names = {
    category: `${label} Bakery ${s}`,
    state: `${label} State ${s}`,
    city: `${label} City ${s}`,
    district: `${label} District ${s}`,
  };
  const { category } = await post<{ category: { _id: string } }>('/categories', { name: names.category });
  const { state } = await post<{ state: { _id: string } }>('/areas/states', { name: names.state, code: `E${s}` });
  const { city } = await post<{ city: { _id: string } }>('/areas/cities', { name: names.city, stateId: state._id });
  const { district } = await post<{ district: { _id: string } }>('/areas/districts', { name: names.district, cityId: city._id });
  return { categoryId: category._id, districtId: district._id, names };
}

/** A customer's device verifies an email with the code from the dev outbox, as the checkout does. */
export async function verifiedDevice(request: APIRequestContext) {
  const deviceId = randomUUID();
  const email = freshCustomerEmail();
  const headers = { 'X-Device-Id': deviceId, 'X-Forwarded-For': freshAddress() };
  const sent = await request.post(`${API}/orders/send-otp`, { headers, data: { identifier: email, type: 'email' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await codeFromOutbox(request, email);
  const verified = await request.post(`${API}/orders/verify-otp`, { headers, data: { identifier: email, otp, type: 'email' } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { deviceId, email };
}

/** POST /api/orders from that device, as the checkout sends it: 2 Masala Chai (2 × ₹15 + 5% tax = ₹31.50). */
export async function placeOrder(request: APIRequestContext, shop: E2eShop, customer: { deviceId: string; email: string }) {
  const res = await request.post(`${API}/orders`, {
    headers: { 'X-Device-Id': customer.deviceId, 'Idempotency-Key': randomUUID() },
    data: {
      shop_id: shop.shop._id,
      customer_name: 'Meera',
      customer_email: customer.email,
      items: [{ product_id: shop.products['Masala Chai'], quantity: 2 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string; order_id: string } }).data;
}

/** An order taken at the counter (POST /api/orders/shop/{shopId}), then given a status. */
export async function counterOrder(
  request: APIRequestContext,
  shop: E2eShop,
  lines: Record<string, number>,
  status: string,
  extra: { customer_name?: string; notes?: string } = {},
) {
  const headers = { Authorization: `Bearer ${shop.token}`, 'X-Forwarded-For': freshAddress() };
  const res = await request.post(`${API}/orders/shop/${shop.shop._id}`, {
    headers,
    data: { items: Object.entries(lines).map(([name, quantity]) => ({ product_id: shop.products[name], quantity })), ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = ((await res.json()) as { data: { _id: string; order_id: string } }).data;
  if (status !== 'pending') {
    const changed = await request.patch(`${API}/orders/${order._id}/status`, { headers, data: { status } });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  return order;
}
