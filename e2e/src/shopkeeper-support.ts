import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, API } from './support';

let seq = 0;
/** A client address per API call: signups and logins are rate-limited per address. */
export const freshAddress = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(seq++ % 250) + 1}`;
/** A fresh valid mobile (10 digits, 6–9 first). */
export const freshMobile = () =>
  `9${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

let place: Promise<{ categoryId: string; districtId: string; districtLabel: string; categoryName: string }> | undefined;

/** A category and a district for signups (made once per worker through the admin API). */
export function shopPlace(request: APIRequestContext) {
  place ??= (async () => {
    const login = await request.post(`${API}/auth/admin/login`, { data: ADMIN, headers: { 'X-Forwarded-For': freshAddress() } });
    expect(login.status()).toBe(200);
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const s = `${Date.now().toString(36).toUpperCase().slice(-4)}${seq++}`;
    const post = async <T>(path: string, data: object) => {
      const res = await request.post(`${API}${path}`, { data, headers });
      expect(res.status(), `POST ${path}`).toBe(201);
      return (await res.json()) as T;
    };
    const categoryName = `Tea Stall ${s}`;
    const { category } = await post<{ category: { _id: string } }>('/categories', { name: categoryName });
    const { state } = await post<{ state: { _id: string } }>('/areas/states', { name: `Karnataka ${s}`, code: `K${s}` });
    const { city } = await post<{ city: { _id: string } }>('/areas/cities', { name: `Bengaluru ${s}`, stateId: state._id });
    const { district } = await post<{ district: { _id: string } }>('/areas/districts', {
      name: `Indiranagar ${s}`,
      cityId: city._id,
    });
    return {
      categoryId: category._id,
      districtId: district._id,
      categoryName,
      districtLabel: `Indiranagar ${s}, Bengaluru ${s}, Karnataka ${s}`,
    };
  })();
  return place;
}

export interface E2eShopkeeper {
  token: string;
  shop: { _id: string; code: string; name: string; category_id: string };
  mobile: string;
  email: string;
  password: string;
}

/** A new shopkeeper and shop through POST /api/auth/signup. */
export async function signupShopkeeper(
  request: APIRequestContext,
  shopName = 'Asha Tea Corner',
  place?: { categoryId: string; districtId: string },
): Promise<E2eShopkeeper> {
  const { categoryId, districtId } = place ?? (await shopPlace(request));
  const mobile = freshMobile();
  const email = `asha${mobile}@example.com`;
  const res = await request.post(`${API}/auth/signup`, {
    data: {
      user_name: 'Asha Sharma',
      shop_name: shopName,
      shop_category_id: categoryId,
      district_id: districtId,
      mobile,
      email,
      password: 'chai1234',
    },
    headers: { 'X-Forwarded-For': freshAddress() },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { token: string; shop: E2eShopkeeper['shop'] };
  return { token: body.token, shop: body.shop, mobile, email, password: 'chai1234' };
}

/** The browser holds the shopkeeper's session before the app starts. */
export async function useShopkeeperSession(page: Page, keeper: E2eShopkeeper) {
  await page.addInitScript(
    ([token, type]) => {
      if (!window.sessionStorage.getItem('e2e-session-set')) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('shopType', type);
        window.sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [keeper.token, keeper.shop.category_id] as const,
  );
}

/** A trial on this device, with its shop type chosen (so the category dialog stays away). */
export async function useTrialSession(page: Page, { shopType = 'trial-type' }: { shopType?: string | null } = {}) {
  await page.addInitScript((type) => {
    if (!window.sessionStorage.getItem('e2e-session-set')) {
      window.localStorage.setItem('accountType', 'FREE_TRIAL');
      if (type) window.localStorage.setItem('shopType', type);
      window.sessionStorage.setItem('e2e-session-set', '1');
    }
  }, shopType);
}
