import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { fail, mockHttp, NETWORK_DOWN, ok, restoreHttp, type Route } from '@chowk/api-client/testing';
import { ROLE_ADMIN, ROLE_SHOPKEEPER, STORAGE_KEYS } from '@chowk/contracts';
import { connectApiClient, makeStore, signedOut } from '@chowk/store';
import { RootGuard } from './root-guard';
import { retryDelayMs, startSession } from './session';

/** A token as the API signs them: only its role claim is read here, never verified. */
const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');
const token = jwt({ sub: '665f1c2e9b1d4a0012345678', role: ROLE_SHOPKEEPER });
const me = { user: { _id: '665f1c2e9b1d4a0012345678', name: 'Ravi' }, role: ROLE_SHOPKEEPER, shop: null, customer: null };

/** The shell's start: the client's session hooks wired, the session started, the guarded page rendered. */
async function start(answer: Route, stored: Partial<Record<'token' | 'adminToken', string>> = { token }) {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(STORAGE_KEYS[key as 'token'], value);
  const http = mockHttp({ 'GET /auth/me': answer });
  const store = makeStore();
  const goToLogin = jest.fn();
  connectApiClient(store, { notifyError: jest.fn(), goToLogin });
  render(
    <Provider store={store}>
      <RootGuard host="localhost">
        <p>orders page</p>
      </RootGuard>
    </Provider>,
  );
  await act(() => startSession(store));
  const checks = () => http.made('GET', '/auth/me').length;
  return { http, store, goToLogin, checks };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('the start-up session check (GET /auth/me)', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreHttp();
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('a 401 (the token refused) signs out, goes to /login and asks no more', async () => {
    const { store, goToLogin, checks } = await start(fail(401, { message: 'Invalid or expired token' }));
    expect(store.getState().session).toMatchObject({ token: null, role: null, status: 'ready' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
    await wait(60_000);
    expect(checks()).toBe(1);
  });

  it.each<[string, Route]>([
    ['a 503 (an instance restarting)', fail(503, { message: 'Service Unavailable' })],
    ['a 429', fail(429)],
    ['a network failure', NETWORK_DOWN],
  ])('%s keeps the stored session, shows the page and checks again until the user loads', async (_, failure) => {
    const { http, store, goToLogin, checks } = await start(failure);
    expect(store.getState().session).toMatchObject({ token, role: ROLE_SHOPKEEPER, status: 'retrying' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(screen.getByText('orders page')).toBeInTheDocument();
    expect(goToLogin).not.toHaveBeenCalled();

    await wait(999);
    expect(checks()).toBe(1);
    await wait(1);
    expect(checks()).toBe(2); // after 1 s: failed again
    expect(store.getState().session.status).toBe('retrying');

    http.routes['GET /auth/me'] = ok(me);
    await wait(2_000);
    expect(checks()).toBe(3); // after 2 s more: answered
    expect(store.getState().session).toMatchObject({ token, role: ROLE_SHOPKEEPER, user: me.user, status: 'ready' });
    expect(screen.getByText('orders page')).toBeInTheDocument();
    await wait(60_000);
    expect(checks()).toBe(3);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('checks again at once when the browser comes back online', async () => {
    const { http, store, checks } = await start(NETWORK_DOWN);
    http.routes['GET /auth/me'] = ok(me);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await wait(0);
    expect(checks()).toBe(2);
    expect(store.getState().session.status).toBe('ready');
    await wait(60_000);
    expect(checks()).toBe(2); // the backoff's timer went with it
  });

  it('a 401 on a later check still ends the session', async () => {
    const { http, store, goToLogin, checks } = await start(fail(502));
    http.routes['GET /auth/me'] = fail(401);
    await wait(1_000);
    expect(checks()).toBe(2);
    expect(store.getState().session).toMatchObject({ token: null, role: null, status: 'ready' });
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('stops checking once the user has logged out', async () => {
    const { store, checks } = await start(fail(503));
    act(() => void store.dispatch(signedOut()));
    await wait(60_000);
    expect(checks()).toBe(1);
  });

  it("keeps an admin's session the same way", async () => {
    const { store } = await start(fail(503), { adminToken: 'admin-token' });
    expect(store.getState().session).toMatchObject({ adminToken: 'admin-token', role: ROLE_ADMIN, status: 'retrying' });
    expect(screen.getByText('orders page')).toBeInTheDocument();
  });
});
