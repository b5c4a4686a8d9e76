import { fail, mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import { ACCOUNT_TYPE_FREE_TRIAL, ROLE_SHOPKEEPER } from '@chowk/contracts';
import { accountTypeSet, makeStore, selectShop, signedIn, userLoaded } from '@chowk/store';
import { shop, user } from '../testing/render-shop';
import { TRIAL_SHOP_ID } from '../data/trial-store';
import { refreshShop } from './shop-profile.api';

afterEach(() => {
  restoreHttp();
  localStorage.clear();
});

describe('refreshShop: the one way the shop is refreshed', () => {
  it('puts the saved shop in the session at once, then reads it again from /auth/me', async () => {
    const renamed = { ...shop, name: 'Sharma Tea & Snacks' };
    const http = mockHttp({
      'GET /auth/me': ok({ user, role: ROLE_SHOPKEEPER, shop: { ...renamed, address: 'MG Road' }, customer: null }),
    });
    const store = makeStore();
    store.dispatch(signedIn({ token: 't', role: ROLE_SHOPKEEPER }));
    store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop, customer: null }));
    const done = store.dispatch(refreshShop(renamed));
    expect(selectShop(store.getState())?.name).toBe('Sharma Tea & Snacks');
    await done;
    expect(selectShop(store.getState())?.address).toBe('MG Road');
    expect(http.made('GET', '/auth/me')).toHaveLength(1);
  });

  it('keeps the saved shop when the read fails', async () => {
    mockHttp({ 'GET /auth/me': fail(500) });
    const store = makeStore();
    store.dispatch(signedIn({ token: 't', role: ROLE_SHOPKEEPER }));
    await store.dispatch(refreshShop({ ...shop, name: 'Saved' }));
    expect(selectShop(store.getState())?.name).toBe('Saved');
  });

  it("reads a trial's shop from the device, with no request", async () => {
    const http = mockHttp({});
    const store = makeStore();
    store.dispatch(accountTypeSet(ACCOUNT_TYPE_FREE_TRIAL));
    await store.dispatch(refreshShop());
    expect(selectShop(store.getState())).toMatchObject({ _id: TRIAL_SHOP_ID, code: 'TRIAL' });
    expect(http.calls).toEqual([]);
  });
});
