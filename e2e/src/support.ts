import { expect, type Page, type APIRequestContext } from '@playwright/test';

export const API = 'http://localhost:3000/api';
export const ADMIN = { secret: 'dev-admin-secret', email: 'admin@example.com', password: 'admin1234' };

/** Signs the admin in through the API and keeps the token where the browser looks for it. */
export async function signInAdmin(page: Page, request: APIRequestContext) {
  const res = await request.post(`${API}/auth/admin/login`, { data: ADMIN });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
  return token;
}

/** Fails the test on any uncaught page error. */
export function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return () => expect(errors, 'uncaught page errors').toEqual([]);
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
