import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { fail, mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import { defaultOpeningHours, type Product, type Shop, SHOP_VALIDATION as V } from '@chowk/contracts';
import { makeStore, signedOut } from '@chowk/store';
import { readTrialMenu, TRIAL_SHOP_ID } from '../data/trial-store';
import { ShopStoreGate } from './shop-store-gate';
import {
  addSection,
  failureText,
  loadShopData,
  removeProduct,
  saveProduct,
  selectShopData,
  shopDataCleared,
  shopStoreAttached,
  shopUpdated,
  toggleSoldOut,
} from './shop.slice';

const shop: Shop = {
  _id: '66aa00000000000000000001',
  code: 'SHOP-4321',
  name: 'Sharma Tea Stall',
  shop_name: 'Sharma Tea Stall',
  category: null,
  category_id: null,
  district: null,
  city: null,
  state: null,
  address: '',
  location: null,
  openingHours: defaultOpeningHours(),
  ordersPaused: false,
  delivers: false,
};
const section = { _id: '5e0000000000000000000001', name: 'Snacks', shop_id: shop._id };
const samosa: Product = {
  _id: '5f0000000000000000000001',
  name: 'Samosa',
  shop_id: shop._id,
  price: 20,
  section: 'Snacks',
  menu_section_id: { _id: section._id, name: 'Snacks' },
  sold_out: false,
};
const order = {
  _id: 'o1',
  order_id: 'ORD-1',
  items: [],
  status: 'completed',
  total_amount: 20,
  created_at: '2026-01-01T00:00:00Z',
  date: '01-01-2026',
  time: '05-30',
};
const shopRoutes = {
  [`GET /products/shop/${shop._id}`]: ok({ products: [samosa] }),
  [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [section] }),
  [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [order] } }),
};

afterEach(() => {
  restoreHttp();
  localStorage.clear();
  jest.restoreAllMocks();
});

async function loadedApiStore(routes: Parameters<typeof mockHttp>[0] = {}) {
  const http = mockHttp({ ...shopRoutes, ...routes });
  const store = makeStore();
  await store.dispatch(loadShopData({ mode: 'api', shop }));
  return { store, http, data: () => selectShopData(store.getState()) };
}

describe('the shop data slice over the API source', () => {
  it('loads products, sections and orders once, for the shop given', async () => {
    const { data, http } = await loadedApiStore();
    expect(data()).toEqual({
      mode: 'api',
      shop,
      products: [samosa],
      sections: [section],
      orders: [order],
      status: 'ready',
      error: null,
      unseenOrderIds: [],
      ordersVersion: 0,
    });
    expect(http.calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(Object.keys(shopRoutes).sort());
  });

  it('tolerates failed sections with a console warning (spec §7); a failed product list fails the load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { data } = await loadedApiStore({ [`GET /menu-sections/shop/${shop._id}`]: fail(500) });
    expect(data().status).toBe('ready');
    expect(data().sections).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Menu sections could not be loaded', expect.anything());

    const failed = await loadedApiStore({ [`GET /products/shop/${shop._id}`]: fail(500) });
    expect(failed.data()).toMatchObject({ status: 'failed', error: 'Server error. Please try again later.' });
  });

  it('refuses to load an account without a shop', async () => {
    const store = makeStore();
    await store.dispatch(loadShopData({ mode: 'api', shop: null }));
    expect(selectShopData(store.getState())).toMatchObject({ status: 'failed', error: 'This account has no shop yet' });
  });

  it('adds a section and saves, updates and deletes items through the API', async () => {
    const added = { ...samosa, _id: '5f0000000000000000000002', name: 'Kachori' };
    const { store, http, data } = await loadedApiStore({
      'POST /menu-sections': ok({ menuSection: { _id: 'new-section', name: 'Sweets', shop_id: shop._id } }, 201),
      'POST /products': ok({ product: added }, 201),
      [`PUT /products/${samosa._id}`]: ok({ product: { ...samosa, price: 25 } }),
      [`DELETE /products/${added._id}`]: ok({ message: 'Product deleted successfully' }),
    });
    await store.dispatch(addSection('Sweets')).unwrap();
    expect(http.made('POST', '/menu-sections')[0]?.data).toEqual({ name: 'Sweets', shop_id: shop._id });
    expect(data().sections.map((s) => s.name)).toEqual(['Snacks', 'Sweets']);

    const body = { name: 'Kachori', shop_id: shop._id, menu_section_id: section._id, price: 20 };
    await store.dispatch(saveProduct({ body })).unwrap();
    expect(http.made('POST', '/products')[0]?.data).toEqual(body);
    await store.dispatch(saveProduct({ id: samosa._id, body: { ...body, name: 'Samosa', price: 25 } })).unwrap();
    expect(data().products.map((p) => [p.name, p.price])).toEqual([
      ['Samosa', 25],
      ['Kachori', 20],
    ]);
    await store.dispatch(removeProduct(added._id)).unwrap();
    expect(data().products.map((p) => p.name)).toEqual(['Samosa']);
  });

  it('rejects a save with the field messages, the status and the server message', async () => {
    const { store } = await loadedApiStore({
      'POST /products': fail(422, { message: 'Validation failed', errors: { price: V.priceTooLow } }),
    });
    const failure = await store
      .dispatch(saveProduct({ body: { name: 'X', shop_id: shop._id, menu_section_id: section._id, price: 0 } }))
      .unwrap()
      .catch((e: unknown) => e);
    expect(failure).toEqual({
      status: 422,
      errors: { price: V.priceTooLow },
      serverMessage: 'Validation failed',
      message: V.priceTooLow,
    });
  });

  it('flips sold out at once and back again when the save fails', async () => {
    const path = `PATCH /products/${samosa._id}/availability`;
    const { store, data, http } = await loadedApiStore({ [path]: fail(500) });
    const pending = store.dispatch(toggleSoldOut({ id: samosa._id, soldOut: true }));
    expect(data().products[0]?.sold_out).toBe(true); // optimistic
    await pending;
    expect(data().products[0]?.sold_out).toBe(false); // rolled back

    http.routes[path] = ok({ product: { ...samosa, sold_out: true } });
    await store.dispatch(toggleSoldOut({ id: samosa._id, soldOut: true })).unwrap();
    expect(data().products[0]?.sold_out).toBe(true);
    expect(http.made('PATCH', `/products/${samosa._id}/availability`).map((c) => c.data)).toEqual([
      { sold_out: true },
      { sold_out: true },
    ]);
  });

  it('keeps the saved shop (shopUpdated) and forgets everything on logout or when cleared', async () => {
    const { store, data } = await loadedApiStore();
    store.dispatch(shopUpdated({ ...shop, name: 'Sharma Tea & Snacks' }));
    expect(data().shop?.name).toBe('Sharma Tea & Snacks');
    store.dispatch(signedOut());
    expect(data()).toMatchObject({ mode: null, shop: null, products: [], status: 'idle' });
    await store.dispatch(loadShopData({ mode: 'api', shop }));
    store.dispatch(shopDataCleared());
    expect(data().products).toEqual([]);
  });
});

describe('the shop data slice over the trial source', () => {
  it('runs the same thunks on local storage with no request at all', async () => {
    const http = mockHttp({});
    const store = makeStore();
    const data = () => selectShopData(store.getState());
    await store.dispatch(loadShopData({ mode: 'trial', shop: null }));
    expect(data()).toMatchObject({ mode: 'trial', status: 'ready', products: [], sections: [] });
    expect(data().shop).toMatchObject({ _id: TRIAL_SHOP_ID, code: 'TRIAL' });

    const drinks = await store.dispatch(addSection('Hot Drinks')).unwrap();
    const snacks = await store.dispatch(addSection('Snacks')).unwrap();
    expect([drinks.order, snacks.order]).toEqual([1, 2]);
    const chai = await store
      .dispatch(saveProduct({ body: { name: 'Masala Chai', shop_id: TRIAL_SHOP_ID, menu_section_id: drinks._id, price: 15 } }))
      .unwrap();
    await store.dispatch(toggleSoldOut({ id: chai._id, soldOut: true })).unwrap();
    await store
      .dispatch(
        saveProduct({
          id: chai._id,
          body: { name: 'Masala Chai', shop_id: TRIAL_SHOP_ID, menu_section_id: snacks._id, price: 18 },
        }),
      )
      .unwrap();
    expect(data().products).toEqual([
      expect.objectContaining({ name: 'Masala Chai', price: 18, section: 'Snacks', sold_out: true }),
    ]);
    expect(readTrialMenu().products).toEqual(data().products);

    const refused = await store
      .dispatch(saveProduct({ body: { name: '', shop_id: TRIAL_SHOP_ID, menu_section_id: drinks._id, price: 0 } }))
      .unwrap()
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, errors: { name: V.productNameRequired, price: V.priceTooLow } });

    await store.dispatch(removeProduct(chai._id)).unwrap();
    expect(readTrialMenu().products).toEqual([]);

    // A reload: a new store reads the same device data.
    const again = makeStore();
    await again.dispatch(loadShopData({ mode: 'trial', shop: null }));
    expect(selectShopData(again.getState()).sections.map((s) => s.name)).toEqual(['Hot Drinks', 'Snacks']);
    expect(http.calls).toEqual([]);
  });
});

describe('failureText', () => {
  it('gives the spec text, then the reason when there is one', () => {
    expect(failureText(undefined, 'Failed to save product')).toBe('Failed to save product');
    expect(failureText({ message: 'Failed' }, 'Failed to save product')).toBe('Failed to save product');
    expect(failureText({ status: 0, message: 'Network error. Please check your connection.' }, 'Failed to save product')).toBe(
      'Failed to save product: Network error. Please check your connection.',
    );
    expect(failureText({ status: 404, message: 'Resource not found', serverMessage: 'Product not found' }, 'Failed')).toBe(
      'Failed: Product not found',
    );
  });
});

describe('ShopStoreGate', () => {
  it('holds its children until the store has this slice, with one no-op action', async () => {
    // A store that, like the shell's before the remote's first action, has no shopData yet.
    const seen: string[] = [];
    const store = configureStore({
      reducer: (state: { shopData?: object } = {}, action: { type: string }) => {
        seen.push(action.type);
        return action.type === shopStoreAttached.type ? { shopData: {} } : state;
      },
    });
    render(
      <Provider store={store}>
        <ShopStoreGate>
          <p>the shop pages</p>
        </ShopStoreGate>
      </Provider>,
    );
    expect(await screen.findByText('the shop pages')).toBeInTheDocument();
    expect(seen.filter((t) => t === shopStoreAttached.type)).toHaveLength(1);
  });

  it('renders straight away when the slice is already there', () => {
    render(
      <Provider store={makeStore()}>
        <ShopStoreGate>
          <p>the shop pages</p>
        </ShopStoreGate>
      </Provider>,
    );
    expect(screen.getByText('the shop pages')).toBeInTheDocument();
  });
});
