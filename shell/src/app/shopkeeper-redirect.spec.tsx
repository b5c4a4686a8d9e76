import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROLE_SHOPKEEPER, type RemoteDefinition } from '@chowk/contracts';
import { makeStore, signedIn } from '@chowk/store';
import { isUnder, ShopkeeperRedirect, shopkeeperPlaces } from './shopkeeper-redirect';

const remote = (over: Partial<RemoteDefinition> & Pick<RemoteDefinition, 'name' | 'routes'>): RemoteDefinition => ({
  contract: 1,
  label: `${over.name} pages`,
  defaultPrefix: '/',
  ...over,
});

/** The four remotes as they declare themselves (src/remote.ts of each). */
const REMOTES = [
  remote({
    name: 'mfe_static',
    routes: [
      { path: '', module: './Landing', frame: 'site' },
      { path: 'about', module: './About', frame: 'site' },
    ],
  }),
  remote({
    name: 'mfe_customer',
    routes: [
      { path: 'shops/*', module: './ShopsRoutes', frame: 'site' },
      { path: 'customer/*', module: './CustomerRoutes', frame: 'site' },
    ],
  }),
  remote({
    name: 'mfe_shopkeeper',
    routes: [
      { path: 'login/*', module: './LoginRoutes', frame: 'site' },
      { path: 'payment/*', module: './PaymentRoutes', frame: 'site', session: 'user' },
      { path: 'shop/*', module: './ShopRoutes', frame: 'sidebar' },
    ],
    sidebar: {
      label: 'Shop',
      session: 'user',
      nav: [
        { to: 'shop/products', label: 'Products', order: 10 },
        { to: 'shop/dashboard', label: 'Dashboard', order: 5 },
        { to: 'shop/settings', label: 'Settings', order: 30, audience: ['shopkeeper'] },
      ],
    },
  }),
  remote({
    name: 'mfe_admin',
    defaultPrefix: '/admin',
    routes: [{ path: '*', module: './AdminRoutes', frame: 'sidebar' }],
    sidebar: { label: 'Admin', session: 'admin', nav: [{ to: 'categories', label: 'Categories', order: 1 }] },
  }),
].map((info) => ({ prefix: info.defaultPrefix, info }));

const PLACES = shopkeeperPlaces(REMOTES);

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderAt(path: string, role: string | null) {
  const store = makeStore();
  if (role) store.dispatch(signedIn({ token: 't', role }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <ShopkeeperRedirect places={PLACES}>
                <Where />
              </ShopkeeperRedirect>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByTestId('where').textContent;
}

describe('where a signed-in shopkeeper may stay, from what the remotes declare', () => {
  it("is the shop sidebar's pages and the site pages of the user session; home is the sidebar's first page", () => {
    expect(PLACES).toEqual({ stayOn: ['/payment/*', '/shop/*'], home: '/shop/dashboard' });
  });

  it('follows the prefix the manifest gives', () => {
    const moved = REMOTES.map((r) => (r.info.name === 'mfe_shopkeeper' ? { ...r, prefix: '/store' } : r));
    expect(shopkeeperPlaces(moved)).toEqual({ stayOn: ['/store/payment/*', '/store/shop/*'], home: '/store/shop/dashboard' });
  });

  it('knows no place while no remote declares the shop (nor one whose declaration could not be read)', () => {
    expect(shopkeeperPlaces([])).toEqual({ stayOn: [], home: null });
    expect(shopkeeperPlaces([{ prefix: '/', info: null }])).toEqual({ stayOn: [], home: null });
  });

  it('a subtree holds the pages below it, not its own root; a page holds itself', () => {
    expect(isUnder(['/payment/*'], '/payment/callback')).toBe(true);
    expect(isUnder(['/payment/*'], '/payment')).toBe(false);
    expect(isUnder(['/payment/*'], '/payments')).toBe(false);
    expect(isUnder(['/about'], '/about')).toBe(true);
    expect(isUnder(['/about'], '/about/us')).toBe(false);
  });
});

describe('ShopkeeperRedirect', () => {
  it.each(['/', '/about', '/login', '/customer/nearby-shops', '/shops', '/payment', '/shopping'])(
    'sends a shopkeeper from %s to the dashboard',
    (path) => {
      expect(renderAt(path, ROLE_SHOPKEEPER)).toBe('/shop/dashboard');
    },
  );

  it.each(['/payment/callback', '/shop/orders', '/shop/dashboard'])('lets a shopkeeper stay on %s', (path) => {
    expect(renderAt(path, ROLE_SHOPKEEPER)).toBe(path);
  });

  it.each([null, 'customer'])('lets anyone else (%s) stay anywhere', (role) => {
    expect(renderAt('/about', role)).toBe('/about');
  });
});
