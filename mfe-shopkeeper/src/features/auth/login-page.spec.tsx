import { screen, waitFor } from '@testing-library/react';
import { fail, mockHttp, NETWORK_DOWN, ok } from '@chowk/api-client/testing';
import {
  ACCOUNT_TYPE_FREE_TRIAL,
  HTTP_MESSAGES,
  SHOP_API_MESSAGES,
  SHOP_SUCCESS,
  SHOP_VALIDATION as V,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { renderShop, resetShopTestState, shop, user } from '../../testing/render-shop';
import { safeRedirect } from './shop-session';

afterEach(resetShopTestState);

const location = () => screen.getByTestId('location').textContent;
const LOGGED_IN = ok({
  token: 't2',
  userId: user._id,
  shop,
  user: { mobile: user.mobile, name: user.name },
  message: 'Login successful!',
});
const ME = { 'GET /auth/me': ok({ user, role: 'shopkeeper', shop, customer: null }) };

type U = ReturnType<typeof renderShop>['user'];
async function logIn(u: U, identifier: string, password: string) {
  await u.clear(screen.getByLabelText('Mobile number or email'));
  await u.type(screen.getByLabelText('Mobile number or email'), identifier);
  await u.clear(screen.getByLabelText('Password'));
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  it('checks docs/product.md §5 on submit, with no request', async () => {
    const http = mockHttp({});
    const { user: u } = renderShop('/login', { as: 'nobody' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shopkeeper login' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(V.loginIdentifierRequired)).toBeInTheDocument();
    expect(screen.getByText(V.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(V.passwordTooShort);
    await u.type(screen.getByLabelText('Password'), '12345');
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(V.passwordTooShort)).toBeInTheDocument();
    expect(http.calls).toEqual([]);
  });

  it("shows the server's 401 and 429 in the form (not an expired session), with no toast", async () => {
    const http = mockHttp({ 'POST /auth/login': fail(401, { message: SHOP_API_MESSAGES.loginInvalid }) });
    const { user: u, store } = renderShop('/login', { as: 'nobody' });
    await logIn(u, '9876543210', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHOP_API_MESSAGES.loginInvalid);
    expect(screen.queryByText(HTTP_MESSAGES.unauthorized)).not.toBeInTheDocument();
    expect(location()).toBe('/login');
    http.routes['POST /auth/login'] = fail(429, { message: SHOP_API_MESSAGES.loginLocked });
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(SHOP_API_MESSAGES.loginLocked)).toBeInTheDocument();
    http.routes['POST /auth/login'] = NETWORK_DOWN;
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(HTTP_MESSAGES.network)).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(http.made('POST', '/auth/login')[0]?.headers['Authorization']).toBeUndefined();
  });

  it('signs in by mobile: token stored, the trial mark cleared, shop type remembered, toast, to the dashboard', async () => {
    localStorage.setItem(STORAGE_KEYS.accountType, ACCOUNT_TYPE_FREE_TRIAL);
    const http = mockHttp({ 'POST /auth/login': LOGGED_IN, ...ME });
    const { user: u, store } = renderShop('/login', { as: 'nobody' });
    await logIn(u, ' 9876543210 ', 'chai1234');
    await waitFor(() => expect(location()).toBe('/shop/dashboard'));
    expect(http.made('POST', '/auth/login')[0]?.data).toEqual({ identifier: '9876543210', password: 'chai1234' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t2');
    expect(localStorage.getItem(STORAGE_KEYS.accountType)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.shopType)).toBe(shop.category_id);
    expect(store.getState().session).toMatchObject({ token: 't2', role: 'shopkeeper', accountType: null, shop });
    expect(await screen.findByText(SHOP_SUCCESS.loggedIn)).toBeInTheDocument();
  });

  it('by email, back to redirect-from (a path of this site only)', async () => {
    mockHttp({ 'POST /auth/login': LOGGED_IN, ...ME });
    const { user: u } = renderShop('/login?redirect-from=%2Fshop%2Fproducts%3Fadd%3Dtrue', { as: 'nobody' });
    await logIn(u, 'asha@example.com', 'chai1234');
    await waitFor(() => expect(location()).toBe('/shop/products?add=true'));
  });

  it('never redirects to another site', async () => {
    mockHttp({ 'POST /auth/login': LOGGED_IN, ...ME });
    const { user: u } = renderShop('/login?redirect-from=%2F%2Fevil.example%2Fx', { as: 'nobody' });
    await logIn(u, 'asha@example.com', 'chai1234');
    await waitFor(() => expect(location()).toBe('/shop/dashboard'));
    expect(safeRedirect('https://evil.example', '/x')).toBe('/x');
    expect(safeRedirect('/\\evil.example', '/x')).toBe('/x');
    expect(safeRedirect('/shop/orders?status=pending', '/x')).toBe('/shop/orders?status=pending');
  });

  it('a sign-in stands even when /auth/me fails right after it', async () => {
    mockHttp({ 'POST /auth/login': LOGGED_IN, 'GET /auth/me': fail(500) });
    const { user: u, store } = renderShop('/login', { as: 'nobody' });
    await logIn(u, '9876543210', 'chai1234');
    await waitFor(() => expect(location()).toBe('/shop/dashboard'));
    expect(store.getState().session).toMatchObject({ token: 't2', role: 'shopkeeper', shop, status: 'ready' });
  });

  it('a signed-in shopkeeper goes to the dashboard', async () => {
    mockHttp({});
    renderShop('/login', { as: 'shopkeeper' });
    await waitFor(() => expect(location()).toBe('/shop/dashboard'));
  });

  it('links to the wizard and the free trial', () => {
    mockHttp({});
    renderShop('/login', { as: 'nobody' });
    expect(screen.getByRole('link', { name: 'Register your shop' })).toHaveAttribute('href', '/shop/onboarding');
    expect(screen.getByRole('link', { name: 'start a free trial' })).toHaveAttribute('href', '/shop/onboarding?free-trial=true');
  });
});
