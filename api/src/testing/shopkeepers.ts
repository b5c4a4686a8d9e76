/**
 * Shopkeepers for API tests, on a category and a district made through the admin API:
 * `signupShopkeeper` goes through POST /api/auth/signup, as a browser does (an account and a
 * shop); `makeShopkeeper` makes only the shop (ShopsService) and signs the token the guard
 * reads, for tests of the shop's own routes that should not depend on the signup's rules and
 * rate limits. Each call makes a new shop.
 */
import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import { HTTP_MESSAGES, ROLE_SHOPKEEPER, SHOP_API_MESSAGES, type SignupPayload } from '@chowk/contracts';
import { ShopsService } from '../modules/catalogue/shops/shops.service';
import { type CallOptions, newClientAddress, type TestApp } from './test-app';

export interface TestShopkeeper {
  token: string;
  userId: string;
  shopId: string;
  shopCode: string;
  mobile: string;
  password: string;
  categoryId: string;
  districtId: string;
}

let mobiles = 0;
/** A fresh, valid Indian mobile number per call (per test file: each file has its own database). */
export const nextMobile = (): string =>
  `9${String(100_000_000 + ((mobiles++ * 7919 + process.pid) % 899_999_999)).padStart(9, '0')}`;

const places = new WeakMap<TestApp, Promise<{ categoryId: string; districtId: string }>>();

/** A category and a district (made once per app). */
export function testPlace(t: TestApp): Promise<{ categoryId: string; districtId: string }> {
  let place = places.get(t);
  if (!place) {
    place = (async () => {
      const token = await t.adminToken();
      const category = await t.call('POST', '/api/categories', { token, body: { name: 'Tea Stall' } });
      const state = await t.call('POST', '/api/areas/states', { token, body: { name: 'Karnataka', code: 'KA' } });
      const city = await t.call('POST', '/api/areas/cities', {
        token,
        body: { name: 'Bengaluru', stateId: state.body.state._id },
      });
      const district = await t.call('POST', '/api/areas/districts', {
        token,
        body: { name: 'Bengaluru Urban', cityId: city.body.city._id },
      });
      if (category.status !== 201 || district.status !== 201) throw new Error('could not make the test category and district');
      return { categoryId: category.body.category._id as string, districtId: district.body.district._id as string };
    })();
    places.set(t, place);
  }
  return place;
}

/** The signup payload of a new shopkeeper (valid; `overrides` change any field). */
export async function signupPayload(t: TestApp, overrides: Partial<SignupPayload> = {}): Promise<SignupPayload> {
  const { categoryId, districtId } = await testPlace(t);
  return {
    user_name: 'Asha Sharma',
    shop_name: 'Sharma Tea Stall',
    shop_category_id: categoryId,
    district_id: districtId,
    mobile: nextMobile(),
    password: 'chai1234',
    ...overrides,
  };
}

/** Signs up a new shopkeeper through the API. */
export async function signupShopkeeper(t: TestApp, overrides: Partial<SignupPayload> = {}): Promise<TestShopkeeper> {
  const body = await signupPayload(t, overrides);
  const reply = await t.call('POST', '/api/auth/signup', { body, forwardedFor: newClientAddress() });
  if (reply.status !== 201) throw new Error(`signup failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  const { categoryId, districtId } = await testPlace(t);
  return {
    token: reply.body.token,
    userId: reply.body.userId,
    shopId: reply.body.shop._id,
    shopCode: reply.body.shop.code,
    mobile: body.mobile,
    password: body.password,
    categoryId,
    districtId,
  };
}

/** A shop owned by a fresh ObjectId, and that owner's token ({sub, role: 'shopkeeper'}). No user record. */
export async function makeShopkeeper(
  t: TestApp,
  shop: { name?: string; code?: string } = {},
): Promise<Pick<TestShopkeeper, 'token' | 'userId' | 'shopId' | 'shopCode' | 'categoryId' | 'districtId'>> {
  const { categoryId, districtId } = await testPlace(t);
  const ownerId = new Types.ObjectId();
  const created = await t.app.get(ShopsService).createForOwner({
    ownerId,
    name: shop.name ?? 'Sharma Tea Stall',
    categoryId,
    districtId,
    ...(shop.code ? { code: shop.code } : {}),
  });
  return {
    token: t.app.get(JwtService).sign({ sub: String(ownerId), role: ROLE_SHOPKEEPER }),
    userId: String(ownerId),
    shopId: String(created._id),
    shopCode: created.code,
    categoryId,
    districtId,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a shop's routes may change: its menu, its orders and the shops (compared whole). */
export async function shopDataSnapshot(t: TestApp): Promise<string> {
  const read = (name: string) => t.connection.collection(name).find().sort({ _id: 1 }).toArray();
  return JSON.stringify(await Promise.all(['shops', 'menu_sections', 'products', 'orders'].map(read)));
}

/**
 * A route of the owner's shop, tried by everyone else: another shopkeeper gets 403 "You can
 * only change your own shop" (never the data), the admin 403, no token / a malformed one / an
 * expired one 401. Nothing in the shop's data changes.
 */
export async function expectOwnerOnly(
  t: TestApp,
  method: Method,
  url: string,
  options: { owner: Pick<TestShopkeeper, 'userId'>; other: Pick<TestShopkeeper, 'token'>; body?: unknown },
): Promise<void> {
  const before = await shopDataSnapshot(t);
  const expired = t.app.get(JwtService).sign({ sub: options.owner.userId, role: ROLE_SHOPKEEPER }, { expiresIn: -10 });
  const cases: [string, CallOptions, number, string][] = [
    ['another shopkeeper', { token: options.other.token }, 403, SHOP_API_MESSAGES.notYourShop],
    ['the admin', { token: await t.adminToken() }, 403, SHOP_API_MESSAGES.shopkeeperOnly],
    ['nobody', {}, 401, HTTP_MESSAGES.unauthorized],
    ['a malformed token', { token: 'not-a-jwt' }, 401, HTTP_MESSAGES.unauthorized],
    ["the owner's expired token", { token: expired }, 401, HTTP_MESSAGES.unauthorized],
  ];
  for (const [who, callOptions, status, message] of cases) {
    const reply = await t.call(method, url, { ...callOptions, body: options.body });
    expect({ who, route: `${method} ${url}`, status: reply.status, body: reply.body }).toEqual({
      who,
      route: `${method} ${url}`,
      status,
      body: { message },
    });
  }
  expect(await shopDataSnapshot(t)).toBe(before);
}
