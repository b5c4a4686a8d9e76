import { expect, test, type Page, type APIRequestContext } from '@playwright/test';
import { indiaDayStart } from '@chowk/contracts';

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

/**
 * For a test that reads "today" or "this month" from the API (the dashboard's figures, the desk
 * without order history, this month's WhatsApp alerts) after making its orders: the API's clock
 * is the real one, so such a test must not straddle midnight in India. When that midnight comes
 * within the test's timeout, wait it out first (the timeout grows by the wait).
 */
export async function clearOfIndiaMidnight(): Promise<void> {
  const now = new Date();
  const toMidnight = indiaDayStart(now).getTime() + 86_400_000 - now.getTime();
  const info = test.info();
  const budget = info.timeout || 60_000;
  if (toMidnight > budget) return;
  const wait = toMidnight + 1_000;
  info.setTimeout(budget + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
