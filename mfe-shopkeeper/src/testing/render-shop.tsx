import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { restoreHttp } from '@chowk/api-client/testing';
import { ACCOUNT_TYPE_FREE_TRIAL, defaultOpeningHours, ROLE_SHOPKEEPER, type Shop, STORAGE_KEYS } from '@chowk/contracts';
import { accountTypeSet, makeStore, signedIn, signedOut, userLoaded } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import LoginRoutes from '../exposes/login-routes';
import ShopRoutes from '../exposes/shop-routes';

export const shop: Shop = {
  _id: '66aa00000000000000000001',
  code: 'SHOP-4321',
  name: 'Sharma Tea Stall',
  shop_name: 'Sharma Tea Stall',
  category: { _id: 'c3d4e5f6a7b8c9d0e1f2a3b4', name: 'Tea Stall' },
  category_id: 'c3d4e5f6a7b8c9d0e1f2a3b4',
  district: { _id: '5c0000000000000000000001', name: 'Indiranagar' },
  city: { _id: '5b0000000000000000000001', name: 'Bengaluru' },
  state: { _id: '5a0000000000000000000001', name: 'Karnataka', code: 'KA' },
  address: '',
  location: null,
  openingHours: defaultOpeningHours(),
  ordersPaused: false,
  delivers: false,
};

export const user = { _id: '77aa00000000000000000001', name: 'Asha', mobile: '9876543210', mobileVerified: true };

/** Where the app is, for assertions on navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The shopkeeper remote as the shell mounts it (/login/*, /shop/*), in a real store with the real
 * API client; `as` sets the session: a signed-in shopkeeper, a trial, or nobody.
 */
export function renderShop(
  path: string,
  {
    as = 'shopkeeper',
    shopType = as === 'nobody' ? null : (shop.category_id ?? null),
    sessionUser = user,
  }: {
    as?: 'shopkeeper' | 'trial' | 'nobody';
    /** The stored shop type (null: none, so the 'Choose Shop Category' dialog asks). */
    shopType?: string | null;
    /** The signed-in shopkeeper (e.g. one whose mobile is not verified yet). */
    sessionUser?: typeof user;
  } = {},
) {
  const store = makeStore();
  if (as === 'shopkeeper') {
    storage.set(STORAGE_KEYS.token, 'test-token');
    store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
    store.dispatch(userLoaded({ user: sessionUser, role: ROLE_SHOPKEEPER, shop, customer: null }));
  } else if (as === 'trial') {
    storage.set(STORAGE_KEYS.accountType, ACCOUNT_TYPE_FREE_TRIAL);
    store.dispatch(accountTypeSet(ACCOUNT_TYPE_FREE_TRIAL));
  }
  if (shopType) storage.set(STORAGE_KEYS.shopType, shopType);
  configureApiClient({ notifyError: (m) => toast.error(m), onUnauthorized: () => store.dispatch(signedOut()) });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login/*" element={<LoginRoutes />} />
          <Route path="/shop/*" element={<ShopRoutes />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, user: userEvent.setup(), ...view };
}

export function resetShopTestState(): void {
  restoreHttp();
  toast.clear();
  localStorage.clear();
}
