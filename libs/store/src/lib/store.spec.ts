import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { ROLE_ADMIN, STORAGE_KEYS } from '@chowk/contracts';
import { makeStore, rootReducer } from './root';
import {
  accountTypeSet,
  adminSignedIn,
  adminSignedOut,
  readStoredSession,
  selectIsAdmin,
  selectShop,
  sessionRestored,
  shopChanged,
  signedIn,
  signedOut,
  userLoaded,
  userLoading,
} from './session.slice';

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
