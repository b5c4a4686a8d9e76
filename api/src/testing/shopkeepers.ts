/**
 * Real shopkeepers for API tests: a category and a district made through the admin API, then
 * POST /api/auth/signup, as a browser does. Each call makes a new account and shop.
 */
import type { SignupPayload } from '@chowk/contracts';
import { newClientAddress, type TestApp } from './test-app';

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
