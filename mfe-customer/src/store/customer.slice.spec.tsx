import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { fail, mockHttp, NETWORK_DOWN, ok } from '@chowk/api-client/testing';
import { CUSTOMER_LIMITS, STORAGE_KEYS } from '@chowk/contracts';
import { makeStore } from '@chowk/store';
import { chai, coffee, drinks, kachori, products, samosa, shop, shopRoutes, snacks } from '../testing/fixtures';
import { resetCustomerTestState } from '../testing/render-customer';
import { cartKey, readCart } from './cart-storage';
import { CustomerStoreGate } from './customer-store-gate';
import {
  addedToCart,
  cartCleared,
  cartCount,
  customerStoreAttached,
  lineRemoved,
  loadShop,
  openShopCart,
  quantitySet,
  selectCart,
  selectShopView,
} from './customer.slice';

afterEach(() => {
  resetCustomerTestState();
  jest.restoreAllMocks();
});

const storeFor = (code = shop.code) => {
  const store = makeStore();
  store.dispatch(openShopCart(code));
  return { store, cart: () => selectCart(store.getState()), view: () => selectShopView(store.getState()) };
};

describe('the cart (spec §4)', () => {
  it('adds a line, then raises its quantity; sold-out items never go in', () => {
    const { store, cart } = storeFor();
    store.dispatch(addedToCart(chai));
    store.dispatch(addedToCart(chai));
    store.dispatch(addedToCart(samosa));
    store.dispatch(addedToCart(kachori));
    expect(cart().lines).toEqual([
      { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
      { productId: samosa._id, name: 'Samosa', pricePaise: 1250, quantity: 1 },
    ]);
    expect(cartCount(cart().lines)).toBe(3);
  });

  it('removes a line at quantity 0 or less, caps at 99, removes and clears', () => {
    const { store, cart } = storeFor();
    store.dispatch(addedToCart(chai));
    store.dispatch(addedToCart(coffee));
    store.dispatch(addedToCart(samosa));
    store.dispatch(quantitySet({ productId: chai._id, quantity: 500 }));
    expect(cart().lines[0]?.quantity).toBe(CUSTOMER_LIMITS.maxQuantityPerLine);
    store.dispatch(addedToCart(chai));
    expect(cart().lines[0]?.quantity).toBe(99);
    store.dispatch(quantitySet({ productId: chai._id, quantity: 0 }));
    store.dispatch(quantitySet({ productId: coffee._id, quantity: -3 }));
    expect(cart().lines.map((l) => l.name)).toEqual(['Samosa']);
    store.dispatch(lineRemoved(samosa._id));
    expect(cart().lines).toEqual([]);
    store.dispatch(addedToCart(chai));
    store.dispatch(cartCleared());
    expect(cart().lines).toEqual([]);
    expect(localStorage.getItem(cartKey(shop.code))).toBeNull();
  });

  it('holds at most 50 different items', () => {
    const { store, cart } = storeFor();
    for (let i = 0; i < 51; i++) store.dispatch(addedToCart({ ...chai, _id: `p${i}`, name: `Item ${i}` }));
    expect(cart().lines).toHaveLength(CUSTOMER_LIMITS.maxLinesPerOrder);
  });

  it('is kept per shop on this device across reloads', () => {
    const first = storeFor('SHOP-1234');
    first.store.dispatch(addedToCart(chai));
    first.store.dispatch(addedToCart(chai));
    expect(JSON.parse(localStorage.getItem(`${STORAGE_KEYS.cartPrefix}SHOP-1234`) ?? '{}').lines).toEqual([
      { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
    ]);

    const other = storeFor('SHOP-9999');
    expect(other.cart().lines).toEqual([]);
    other.store.dispatch(addedToCart(samosa));

    // A reload: a new store reads each shop's own cart.
    expect(storeFor('SHOP-1234').cart().lines).toEqual([expect.objectContaining({ name: 'Masala Chai', quantity: 2 })]);
    expect(storeFor('SHOP-9999').cart().lines).toEqual([expect.objectContaining({ name: 'Samosa', quantity: 1 })]);
    // Codes are case-sensitive.
    expect(storeFor('shop-1234').cart().lines).toEqual([]);
  });

  it('reads stored carts leniently: bad lines dropped, duplicates once, quantities capped, garbage ignored', () => {
    localStorage.setItem(
      cartKey('A'),
      JSON.stringify({
        lines: [
          { productId: 'x', name: 'X', pricePaise: 100, quantity: 500 },
          { productId: 'x', name: 'X again', pricePaise: 100, quantity: 1 },
          { productId: 'y', name: 'Y', pricePaise: 1.5, quantity: 1 },
          { productId: 'z', name: 'Z', pricePaise: 100, quantity: 0 },
          null,
        ],
      }),
    );
    expect(readCart('A')).toEqual([{ productId: 'x', name: 'X', pricePaise: 100, quantity: 99 }]);
    localStorage.setItem(cartKey('B'), '{not json');
    expect(readCart('B')).toEqual([]);
    localStorage.setItem(cartKey('C'), '"a string"');
    expect(readCart('C')).toEqual([]);
  });
});

describe('loading the shop (spec §2 loader)', () => {
  it('loads the shop by code, then its products and sections, and checks the stored cart against the menu', async () => {
    localStorage.setItem(
      cartKey(shop.code),
      JSON.stringify({
        lines: [
          { productId: chai._id, name: 'Masala Chai', pricePaise: 1000, quantity: 2 },
          { productId: kachori._id, name: 'Kachori', pricePaise: 1800, quantity: 1 },
          { productId: 'gone', name: 'Old Special', pricePaise: 5000, quantity: 1 },
          { productId: coffee._id, name: 'Filter Coffee', pricePaise: 2000, quantity: 3 },
        ],
      }),
    );
    const http = mockHttp(shopRoutes());
    const { store, cart, view } = storeFor();
    await store.dispatch(loadShop({ code: shop.code }));
    expect(view()).toMatchObject({ code: shop.code, status: 'ready', shop, products, error: null });
    expect(view().sections.map((s) => s.name)).toEqual(['Hot Drinks', 'Snacks']);
    expect(http.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /shops/by-code/SHOP-1234',
      `GET /products/shop/${shop._id}`,
      `GET /menu-sections/shop/${shop._id}`,
    ]);
    expect(cart().lines).toEqual([
      { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
      { productId: coffee._id, name: 'Filter Coffee', pricePaise: 2000, quantity: 3 },
    ]);
    expect(cart().notice).toEqual({ removed: ['Kachori', 'Old Special'], repriced: ['Masala Chai'] });
    expect(readCart(shop.code)).toEqual(cart().lines);
  });

  it('reads the shop and its menu in one request where the API answers include=menu', async () => {
    const http = mockHttp({
      'GET /shops/by-code/SHOP-1234': ok({ shop, products, menuSections: [drinks, snacks] }),
    });
    const { store, view } = storeFor();
    await store.dispatch(loadShop({ code: shop.code }));
    expect(view()).toMatchObject({ status: 'ready', shop, products });
    expect(view().sections.map((s) => s.name)).toEqual(['Hot Drinks', 'Snacks']);
    expect(http.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /shops/by-code/SHOP-1234']);
  });

  it('is "not found" on a 404; the server message else "Failed to load shop data" otherwise', async () => {
    const http = mockHttp({ 'GET /shops/by-code/NOPE': fail(404, { message: 'Shop not found' }) });
    const { store, view } = storeFor('NOPE');
    await store.dispatch(loadShop({ code: 'NOPE' }));
    expect(view()).toMatchObject({ status: 'notFound' });

    http.routes['GET /shops/by-code/NOPE'] = fail(503, {
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
    await store.dispatch(loadShop({ code: 'NOPE' }));
    expect(view()).toMatchObject({
      status: 'failed',
      error: 'The service is briefly unavailable. Please try again in a moment.',
    });
    http.routes['GET /shops/by-code/NOPE'] = NETWORK_DOWN;
    await store.dispatch(loadShop({ code: 'NOPE' }));
    expect(view()).toMatchObject({ status: 'failed', error: 'Failed to load shop data' });
  });

  it('tolerates failed sections with a console warning (spec §7)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockHttp({ ...shopRoutes(), [`GET /menu-sections/shop/${shop._id}`]: fail(500) });
    const { store, view } = storeFor();
    await store.dispatch(loadShop({ code: shop.code }));
    expect(view()).toMatchObject({ status: 'ready', sections: [] });
    expect(warn).toHaveBeenCalledWith('Menu sections could not be loaded', expect.anything());
  });

  it('a quiet reload keeps the page: no loading state, and a failure keeps the menu', async () => {
    const http = mockHttp(shopRoutes());
    const { store, view } = storeFor();
    await store.dispatch(loadShop({ code: shop.code }));
    http.routes[`GET /products/shop/${shop._id}`] = fail(500);
    const pending = store.dispatch(loadShop({ code: shop.code, quiet: true }));
    expect(view().status).toBe('ready');
    await pending;
    expect(view()).toMatchObject({ status: 'ready', products });
  });
});

describe('CustomerStoreGate', () => {
  it('holds its children until the store has this slice, with one no-op action', async () => {
    const seen: string[] = [];
    const store = configureStore({
      reducer: (state: { customer?: object } = {}, action: { type: string }) => {
        seen.push(action.type);
        return action.type === customerStoreAttached.type ? { customer: {} } : state;
      },
    });
    render(
      <Provider store={store}>
        <CustomerStoreGate>
          <p>the shop pages</p>
        </CustomerStoreGate>
      </Provider>,
    );
    expect(await screen.findByText('the shop pages')).toBeInTheDocument();
    expect(seen.filter((t) => t === customerStoreAttached.type)).toHaveLength(1);
  });
});
