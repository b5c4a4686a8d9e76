import { screen, waitFor } from '@testing-library/react';
import { mockHttp, ok, type Route } from '@chowk/api-client/testing';
import { remote } from '../remote';
import { renderShop, resetShopTestState, shop } from '../testing/render-shop';
import { summaryOf } from '../features/orders/testing/order-fixtures';

afterEach(resetShopTestState);

const shopData = (): Record<string, Route> => ({
  [`GET /products/shop/${shop._id}`]: ok({ products: [] }),
  [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
  [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
  [`GET /orders/shop/${shop._id}/summary`]: ok({ success: true, data: summaryOf() }),
  'GET /categories': ok({ categories: [], page: 1, limit: 100, total: 0, hasMore: false }),
  'GET /areas/all': ok({ areas: [], page: 1, limit: 100, total: 0, hasMore: false }),
});

describe('the routes this remote declares (remote.ts) and mounts (exposes)', () => {
  it('declares /login and /payment in the site frame, /shop in the sidebar, and the spec nav plus Settings for shopkeepers', () => {
    expect(remote.routes).toEqual([
      { path: 'login/*', module: './LoginRoutes', frame: 'site' },
      { path: 'payment/*', module: './PaymentRoutes', frame: 'site', session: 'user' },
      { path: 'shop/*', module: './ShopRoutes', frame: 'sidebar' },
    ]);
    expect(remote.sidebar.nav.map((l) => [l.to, l.label])).toEqual([
      ['shop/dashboard', 'Dashboard'],
      ['shop/products', 'Products'],
      ['shop/orders', 'Orders'],
      ['shop/reports', 'Reports'],
      ['shop/settings', 'Settings'],
    ]);
    expect(remote.sidebar.nav.find((l) => l.label === 'Settings')).toMatchObject({ audience: ['shopkeeper'] });
    expect(remote.sidebar.nav.find((l) => l.label === 'Reports')).toMatchObject({ order: 25, audience: ['shopkeeper'] });
  });

  it.each([
    ['/shop/dashboard', 'Dashboard'],
    ['/shop/products', 'Menu Items'],
    ['/shop/settings', 'Shop settings'],
    ['/shop/poster', 'Shop poster'],
    ['/shop/orders', 'Orders'],
    ['/shop/reports', 'Sales reports'],
  ])('%s shows its page to a shopkeeper, inside the store gate and the shop frame', async (path, heading) => {
    mockHttp(shopData());
    const { store } = renderShop(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 })).toBeInTheDocument();
    expect(store.getState().shopApi?.queries[`listProducts("${shop._id}")`]?.status).toBe('fulfilled');
  });

  it('/shop/orders is the order desk (loaded when opened), no longer the interim page', async () => {
    const http = mockHttp(shopData());
    renderShop('/shop/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add order' })[0]).toBeInTheDocument();
    expect(screen.queryByText(/The order desk opens soon/)).not.toBeInTheDocument();
    expect(http.made('GET', `/orders/shop/${shop._id}/summary`)).toHaveLength(1);
  });

  it('/shop/onboarding is outside the frame: a visitor gets the wizard, not /login', async () => {
    mockHttp(shopData());
    renderShop('/shop/onboarding', { as: 'nobody' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register your shop: Shop Information' })).toBeInTheDocument();
  });

  it('/login shows the login page; an unknown /shop path the 404 page', async () => {
    mockHttp({});
    renderShop('/login', { as: 'nobody' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shopkeeper login' })).toBeInTheDocument();
    resetShopTestState();
    renderShop('/shop/nowhere', { as: 'nobody' });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1, name: '404 - Page Not Found' })).not.toHaveLength(0));
  });
});
