import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { ROLE_ADMIN, ROLE_SHOPKEEPER, STORAGE_KEYS } from '@chowk/contracts';
import { makeStore, rootReducer } from './root';
import {
  accountTypeSet,
  adminSignedIn,
  adminSignedOut,
  readStoredSession,
  roleOfToken,
  selectIsAdmin,
  selectShop,
  sessionRestored,
  shopChanged,
  signedIn,
  signedOut,
  userLoaded,
  userLoadFailed,
  userLoading,
  userLoadRetrying,
} from './session.slice';

/** A JWT as the API signs them (base64url parts; the signature is never read here). */
const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256"}', JSON.stringify(claims), 'sig'].map((p) => Buffer.from(p).toString('base64url')).join('.');

const probeSlice = createSlice({
  name: 'probe',
  initialState: { count: 1 },
  reducers: { bumped: (s) => void (s.count += 1) },
  selectors: { selectCount: (s) => s.count },
});

declare module './root' {
  interface LazyLoadedSlices extends WithSlice<typeof probeSlice> {}
}

describe('root store', () => {
  beforeEach(() => localStorage.clear());

  it('holds the session: restore, load user, sign in and out', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.accountType, 'FREE_TRIAL');
    const store = makeStore();
    store.dispatch(sessionRestored(readStoredSession()));
    expect(store.getState().session).toMatchObject({ token: 'tok', accountType: 'FREE_TRIAL', status: 'idle' });
    store.dispatch(userLoading());
    expect(store.getState().session.status).toBe('loading');
    store.dispatch(userLoaded({ user: { name: 'Ravi' }, role: 'shopkeeper', shop: { _id: 's' }, customer: null }));
    expect(store.getState().session).toMatchObject({ role: 'shopkeeper', status: 'ready', user: { name: 'Ravi' } });
    store.dispatch(signedIn({ token: 't2', role: 'shopkeeper' }));
    expect(store.getState().session.accountType).toBeNull();
    store.dispatch(signedOut());
    expect(store.getState().session).toMatchObject({ token: null, user: null, role: null });
  });

  it('keeps one copy of the shop: loaded with the user, replaced by a save, gone at sign-out', () => {
    const store = makeStore();
    const shop = { _id: 's', name: 'Sharma Tea Stall' } as Parameters<typeof shopChanged>[0];
    store.dispatch(userLoaded({ user: { name: 'Ravi' }, role: 'shopkeeper', shop, customer: null }));
    expect(selectShop(store.getState())).toEqual(shop);
    store.dispatch(shopChanged({ ...shop!, name: 'Sharma Tea & Snacks' }));
    expect(selectShop(store.getState())?.name).toBe('Sharma Tea & Snacks');
    store.dispatch(signedOut());
    expect(selectShop(store.getState())).toBeNull();

    // A trial's shop (read from the device) goes when the trial ends.
    store.dispatch(accountTypeSet('FREE_TRIAL'));
    store.dispatch(shopChanged({ ...shop!, _id: 'trial-shop' }));
    store.dispatch(accountTypeSet(null));
    expect(selectShop(store.getState())).toBeNull();
  });

  it('admin sign-in sets the role; sign-out clears it', () => {
    const store = makeStore();
    store.dispatch(adminSignedIn('adm'));
    expect(selectIsAdmin(store.getState())).toBe(true);
    expect(store.getState().session.role).toBe(ROLE_ADMIN);
    store.dispatch(adminSignedOut());
    expect(selectIsAdmin(store.getState())).toBe(false);
    expect(store.getState().session.role).toBeNull();
  });

  it('a check that failed short of a refusal keeps the stored session, with the role its token names', () => {
    const token = jwt({ sub: 'u1', role: ROLE_SHOPKEEPER, name: 'Rāvi ✓' });
    localStorage.setItem(STORAGE_KEYS.token, token);
    const store = makeStore();
    store.dispatch(sessionRestored(readStoredSession()));
    store.dispatch(userLoading());
    store.dispatch(userLoadRetrying());
    expect(store.getState().session).toMatchObject({ token, role: ROLE_SHOPKEEPER, status: 'retrying' });
    store.dispatch(userLoaded({ user: { name: 'Ravi' }, role: ROLE_SHOPKEEPER, shop: null, customer: null }));
    expect(store.getState().session).toMatchObject({ token, role: ROLE_SHOPKEEPER, status: 'ready' });
  });

  it('an admin session whose check failed keeps the admin role; a refused one settles without a role', () => {
    const store = makeStore();
    store.dispatch(sessionRestored({ ...readStoredSession(), adminToken: 'adm' }));
    store.dispatch(userLoadRetrying());
    expect(store.getState().session).toMatchObject({ role: ROLE_ADMIN, status: 'retrying' });

    const refused = makeStore();
    refused.dispatch(sessionRestored({ ...readStoredSession(), token: jwt({ role: ROLE_SHOPKEEPER }) }));
    refused.dispatch(signedOut()); // what the client's 401 hook does
    refused.dispatch(userLoadFailed());
    expect(refused.getState().session).toMatchObject({ token: null, role: null, status: 'ready' });
  });

  it('reads a token role claim only when there is one', () => {
    expect(roleOfToken(jwt({ role: 'admin' }))).toBe('admin');
    expect(roleOfToken(jwt({ sub: 'x' }))).toBeNull();
    expect(roleOfToken(null)).toBeNull();
    expect(roleOfToken('test-token')).toBeNull();
    expect(roleOfToken('a.%%%.c')).toBeNull();
    expect(roleOfToken(`a.${Buffer.from('null').toString('base64url')}.c`)).toBeNull();
  });

  it('tolerates a corrupt stored user', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(readStoredSession().user).toBeNull();
  });

  it('lets a remote inject its slice at run time', () => {
    const store = makeStore();
    expect(store.getState().probe).toBeUndefined();
    const injected = probeSlice.injectInto(rootReducer);
    store.dispatch(injected.actions.bumped());
    expect(injected.selectors.selectCount(store.getState())).toBe(2);
    expect(store.getState().session).toBeDefined();
  });
});
