import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NEVER, ok, type Route } from '@chowk/api-client/testing';
import { HTTP_MESSAGES, ROLE_SHOPKEEPER, STORAGE_KEYS } from '@chowk/contracts';
import { readStoredSession, sessionRestored, signedIn, signedOut, userLoaded, userLoading, userLoadRetrying } from '@chowk/store';
import { renderShop, resetShopTestState, shop, user } from '../../testing/render-shop';

afterEach(resetShopTestState);

const location = () => screen.getByTestId('location').textContent;
const shopData = (extra: Record<string, Route> = {}): Record<string, Route> => ({
  [`GET /products/shop/${shop._id}`]: ok({ products: [] }),
  [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
  [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
  ...extra,
});
const categories = (rows: { _id: string; name: string }[]) =>
  ok({ categories: rows, page: 1, limit: 100, total: rows.length, hasMore: false });

describe('the shop frame: who gets in', () => {
  it.each(['/shop/dashboard', '/shop/products?add=true', '/shop/settings', '/shop/poster', '/shop/orders'])(
    'sends a visitor with no session from %s to /login, remembering the page',
    async (path) => {
      mockHttp({});
      renderShop(path, { as: 'nobody' });
      await waitFor(() => expect(location()).toBe(`/login?redirect-from=${encodeURIComponent(path)}`));
      expect(screen.getByRole('heading', { level: 1, name: 'Shopkeeper login' })).toBeInTheDocument();
    },
  );

  it('waits while a stored session is being checked (no redirect), then lets the shopkeeper in', async () => {
    mockHttp(shopData());
    const { store } = renderShop('/shop/dashboard');
    act(() => {
      store.dispatch(userLoading()); // the shell's start-up /auth/me, not answered yet
    });
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(location()).toBe('/shop/dashboard');
    act(() => {
      store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop, customer: null }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('a start-up check that failed short of a refusal (503, network) keeps waiting, never sends to /login', async () => {
    mockHttp(shopData());
    const { store } = renderShop('/shop/dashboard');
    act(() => {
      store.dispatch(sessionRestored(readStoredSession())); // the stored token, no role yet
      store.dispatch(userLoading());
      store.dispatch(userLoadRetrying()); // the shell checks again
    });
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(location()).toBe('/shop/dashboard');
    act(() => {
      store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop, customer: null }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('an expired or invalid token (401 on a load) ends the session; the page says so while the shell goes to /login', async () => {
    mockHttp(shopData({ [`GET /products/shop/${shop._id}`]: fail(401, { message: 'Invalid or expired token' }) }));
    const { store } = renderShop('/shop/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signed out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect-from=%2Fshop%2Fdashboard');
    expect(location()).toBe('/shop/dashboard'); // no redirect of its own to race the shell's
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await screen.findByText(HTTP_MESSAGES.unauthorized)).toBeInTheDocument();
  });
});

describe('the shop frame: the loader', () => {
  it('loads products and sections once, whatever page comes next', async () => {
    const http = mockHttp(shopData());
    const { user: u } = renderShop('/shop/dashboard');
    expect(screen.getByText('Loading your shop…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Add Product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu Items' })).toBeInTheDocument();
    expect(http.made('GET', `/products/shop/${shop._id}`)).toHaveLength(1);
    expect(http.made('GET', `/menu-sections/shop/${shop._id}`)).toHaveLength(1);
  });

  it('shows the loading state until the data is in', async () => {
    mockHttp(shopData({ [`GET /menu-sections/shop/${shop._id}`]: NEVER }));
    renderShop('/shop/dashboard');
    expect(await screen.findByText('Loading your shop…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load shop data' with Retry", async () => {
    const http = mockHttp(shopData({ [`GET /products/shop/${shop._id}`]: fail(500) }));
    const { user: u } = renderShop('/shop/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your shop' })).toBeInTheDocument();
    expect(screen.getByText(`Failed to load shop data: ${HTTP_MESSAGES.server}`)).toBeInTheDocument();
    http.routes[`GET /products/shop/${shop._id}`] = ok({ products: [] });
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('a trial loads from this device with no request for its menu or orders', async () => {
    const http = mockHttp({});
    renderShop('/shop/dashboard', { as: 'trial' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(http.calls).toEqual([]);
  });

  it("logout (the shell's signedOut) clears the shop's data; the frame leaves the navigation to the shell", async () => {
    mockHttp(shopData());
    const { store } = renderShop('/shop/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(Object.keys(store.getState().shopApi?.queries ?? {})).not.toEqual([]);
    act(() => {
      store.dispatch(signedOut());
    });
    expect(store.getState().shopApi?.queries).toEqual({});
    expect(store.getState().session.shop).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Signed out' })).toBeInTheDocument();
    expect(location()).toBe('/shop/dashboard');
  });
});

describe("the 'Choose Shop Category' dialog", () => {
  it('asks a trial with no stored shop type once categories are loaded; Confirm waits for a choice', async () => {
    const http = mockHttp({
      'GET /categories': categories([
        { _id: 'c1', name: 'Bakery' },
        { _id: 'c2', name: 'Tea Stall' },
      ]),
    });
    const { user: u } = renderShop('/shop/dashboard', { as: 'trial', shopType: null });
    const dialog = await screen.findByRole('dialog', { name: 'Choose Shop Category' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['c1', 'c2']);
    await u.click(within(dialog).getByRole('radio', { name: 'Tea Stall' }));
    expect(confirm).toBeEnabled();
    await u.click(confirm);
    expect(localStorage.getItem(STORAGE_KEYS.shopType)).toBe('c2');
    expect(screen.queryByRole('dialog', { name: 'Choose Shop Category' })).not.toBeInTheDocument();
    expect(http.made('GET', '/categories')).toHaveLength(1);
  });

  it('a registered shop has its category: stored as the shop type, nothing asked', async () => {
    const http = mockHttp({ ...shopData(), 'GET /categories': categories([{ _id: 'c1', name: 'Bakery' }]) });
    renderShop('/shop/dashboard', { as: 'shopkeeper', shopType: null });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.shopType)).toBe(shop.category_id));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(http.made('GET', '/categories')).toEqual([]);
  });

  it('a stored shop type, or no categories at all, asks nothing', async () => {
    mockHttp({ 'GET /categories': categories([]) });
    renderShop('/shop/dashboard', { as: 'trial', shopType: null });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a shopkeeper signed in with no shop of its own sees why', async () => {
    mockHttp({});
    const { store } = renderShop('/shop/dashboard', { as: 'nobody' });
    act(() => {
      store.dispatch(signedIn({ token: 't', role: ROLE_SHOPKEEPER }));
      store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop: null, customer: null }));
    });
    expect(await screen.findByText('This account has no shop yet.')).toBeInTheDocument();
  });
});
