import { PAID_FEATURES, type PaidFeature, planRequiredMessage, type PlanId } from '@chowk/contracts';
import { grantPlan } from '../../testing/plans';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { makeImage, send } from '../media/media-testing';
import { setClock, shopWithMenu } from '../orders/testing/order-fixtures';

/**
 * Every paid route, one table (plan gating of every paid route): refused with 402
 * and the feature's message for a shop without a plan, with a plan that ran out, and with a
 * plan below the one the feature needs; let through with the least plan that includes it.
 * The routes' own specs test what they do once let through.
 */
let t: TestApp;
const NOW = new Date('2026-11-25T06:30:00.000Z'); // 12:00 IST
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp(__filename, { env: { PAYMENT_RECHECK_EVERY_MS: '0' } });
  png = await makeImage(40, 40, 'png');
});
afterAll(() => t.close());
beforeEach(() => setClock(t, NOW));

interface PaidRoute {
  feature: PaidFeature;
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE';
  url: (shopId: string, productId: string) => string;
  body?: () => { payload: Buffer | string; contentType: string };
}

const json = (value: unknown) => () => ({ payload: JSON.stringify(value), contentType: 'application/json' });
const image = () => ({ payload: png, contentType: 'image/png' });

const PAID_ROUTES: PaidRoute[] = [
  // Starter
  { feature: 'order_history', method: 'GET', url: (s) => `/api/orders/shop/${s}?from=2026-11-01&to=2026-11-24` },
  { feature: 'sales_reports', method: 'GET', url: (s) => `/api/orders/shop/${s}/report?from=2026-11-01&to=2026-11-25` },
  { feature: 'export', method: 'GET', url: (s) => `/api/orders/shop/${s}/export?format=csv&from=2026-11-01&to=2026-11-25` },
  { feature: 'export', method: 'GET', url: (s) => `/api/orders/shop/${s}/export?format=xlsx&from=2026-11-01&to=2026-11-25` },
  // Professional
  { feature: 'custom_shop', method: 'PUT', url: (s) => `/api/shops/${s}/logo`, body: image },
  { feature: 'custom_shop', method: 'PUT', url: (s) => `/api/shops/${s}/banner`, body: image },
  { feature: 'custom_shop', method: 'DELETE', url: (s) => `/api/shops/${s}/logo` },
  { feature: 'custom_shop', method: 'DELETE', url: (s) => `/api/shops/${s}/banner` },
  { feature: 'custom_shop', method: 'PATCH', url: (s) => `/api/shops/${s}/theme`, body: json({ theme_color: '#0f766e' }) },
  { feature: 'item_images', method: 'PUT', url: (_s, p) => `/api/products/${p}/image`, body: image },
  { feature: 'item_images', method: 'DELETE', url: (_s, p) => `/api/products/${p}/image` },
  {
    feature: 'whatsapp_alerts',
    method: 'PUT',
    url: (s) => `/api/shops/${s}/whatsapp`,
    body: json({ number: '9876501234', enabled: true }),
  },
];

async function call(route: PaidRoute, shop: { token: string; shopId: string; items: Record<string, string> }) {
  const body = route.body?.();
  return send(t, route.method, route.url(shop.shopId, shop.items['Masala Chai'] as string), {
    token: shop.token,
    ...(body ? { body: body.payload, contentType: body.contentType } : {}),
  });
}

const label = (route: PaidRoute) => `${route.method} ${route.url('{shopId}', '{productId}')}`;

it('covers every feature a plan sells', () => {
  expect(new Set(PAID_ROUTES.map((r) => r.feature))).toEqual(new Set(Object.keys(PAID_FEATURES)));
});

describe.each([
  ['no plan', null, false],
  ['a Starter plan that ran out', 'starter', true],
  ['a Professional plan that ran out', 'professional', true],
] as const)('a shop with %s', (_name, plan, expired) => {
  it('is refused every paid route with 402 and what it needs', async () => {
    const shop = await shopWithMenu(t);
    if (plan) await grantPlan(t, shop.shopId, plan as PlanId, { now: NOW, expired });
    for (const route of PAID_ROUTES) {
      const reply = await call(route, shop);
      expect({ route: label(route), status: reply.status, body: reply.body }).toEqual({
        route: label(route),
        status: 402,
        body: { message: planRequiredMessage(route.feature) },
      });
    }
  });
});

it("a Starter shop: Starter's routes go through, Professional's are 402", async () => {
  const shop = await shopWithMenu(t);
  await grantPlan(t, shop.shopId, 'starter', { now: NOW });
  for (const route of PAID_ROUTES) {
    const reply = await call(route, shop);
    const needs = PAID_FEATURES[route.feature].plan;
    expect({ route: label(route), status: needs === 'starter' ? reply.status < 300 : reply.status }).toEqual({
      route: label(route),
      status: needs === 'starter' ? true : 402,
    });
  }
});

it('a Professional shop: every paid route goes through', async () => {
  const shop = await shopWithMenu(t);
  await grantPlan(t, shop.shopId, 'professional', { period: 'yearly', now: NOW });
  for (const route of PAID_ROUTES) {
    const reply = await call(route, shop);
    expect({ route: label(route), ok: reply.status >= 200 && reply.status < 300, status: reply.status }).toEqual({
      route: label(route),
      ok: true,
      status: reply.status,
    });
  }
});
