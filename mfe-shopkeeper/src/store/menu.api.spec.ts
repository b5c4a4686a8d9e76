import { fail, mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import {
  ACCOUNT_TYPE_FREE_TRIAL,
  defaultOpeningHours,
  type Product,
  ROLE_SHOPKEEPER,
  type Shop,
  SHOP_VALIDATION as V,
} from '@chowk/contracts';
import { accountTypeSet, makeStore, signedIn } from '@chowk/store';
import { readTrialMenu, TRIAL_SHOP_ID } from '../data/trial-store';
import { menuApi } from './menu.api';

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
const menuRoutes = {
  [`GET /products/shop/${shop._id}`]: ok({ products: [samosa] }),
  [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [section] }),
};

afterEach(() => {
  restoreHttp();
  localStorage.clear();
  jest.restoreAllMocks();
});

const { listProducts, listSections, addSection, saveProduct, removeProduct, setSoldOut } = menuApi.endpoints;

/** A signed-in shopkeeper's store with the menu loaded (as the shop frame loads it). */
async function loadedApiStore(routes: Parameters<typeof mockHttp>[0] = {}) {
  const http = mockHttp({ ...menuRoutes, ...routes });
  const store = makeStore();
  store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
  store.dispatch(listProducts.initiate(shop._id));
  store.dispatch(listSections.initiate(shop._id));
  await Promise.all(store.dispatch(menuApi.util.getRunningQueriesThunk()));
  return {
    store,
    http,
    products: () => listProducts.select(shop._id)(store.getState() as never).data,
    sections: () => listSections.select(shop._id)(store.getState() as never).data,
  };
}

describe('the menu endpoints over the API', () => {
  it('load the products and sections of the shop given', async () => {
    const { products, sections, http } = await loadedApiStore();
    expect(products()).toEqual([samosa]);
    expect(sections()).toEqual([section]);
    expect(http.calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(Object.keys(menuRoutes).sort());
  });

  it('tolerate failed sections with a console warning; a failed product list is an error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sections } = await loadedApiStore({ [`GET /menu-sections/shop/${shop._id}`]: fail(500) });
    expect(sections()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Menu sections could not be loaded', expect.anything());

    const failed = await loadedApiStore({ [`GET /products/shop/${shop._id}`]: fail(500) });
    expect(listProducts.select(shop._id)(failed.store.getState() as never).error).toMatchObject({
      status: 500,
      message: 'Server error. Please try again later.',
    });
  });

  it('add a section and save, update and delete items, the cached lists following each answer', async () => {
    const added = { ...samosa, _id: '5f0000000000000000000002', name: 'Kachori' };
    const { store, http, products, sections } = await loadedApiStore({
      'POST /menu-sections': ok({ menuSection: { _id: 'new-section', name: 'Sweets', shop_id: shop._id } }, 201),
      'POST /products': ok({ product: added }, 201),
      [`PUT /products/${samosa._id}`]: ok({ product: { ...samosa, price: 25 } }),
      [`DELETE /products/${added._id}`]: ok({ message: 'Product deleted successfully' }),
    });
    await store.dispatch(addSection.initiate({ shopId: shop._id, name: 'Sweets' })).unwrap();
    expect(http.made('POST', '/menu-sections')[0]?.data).toEqual({ name: 'Sweets', shop_id: shop._id });
    expect(sections()?.map((s) => s.name)).toEqual(['Snacks', 'Sweets']);

    const body = { name: 'Kachori', shop_id: shop._id, menu_section_id: section._id, price: 20 };
    await store.dispatch(saveProduct.initiate({ body })).unwrap();
    expect(http.made('POST', '/products')[0]?.data).toEqual(body);
    await store.dispatch(saveProduct.initiate({ id: samosa._id, body: { ...body, name: 'Samosa', price: 25 } })).unwrap();
    expect(products()?.map((p) => [p.name, p.price])).toEqual([
      ['Samosa', 25],
      ['Kachori', 20],
    ]);
    await store.dispatch(removeProduct.initiate(added._id)).unwrap();
    expect(products()?.map((p) => p.name)).toEqual(['Samosa']);
    // Every list followed its answers: no list was read again.
    expect(http.made('GET', `/products/shop/${shop._id}`)).toHaveLength(1);
    expect(http.made('GET', `/menu-sections/shop/${shop._id}`)).toHaveLength(1);
  });

  it('fail a save with the field messages, the status and the server message (the QueryError)', async () => {
    const { store } = await loadedApiStore({
      'POST /products': fail(422, { message: 'Validation failed', errors: { price: V.priceTooLow } }),
    });
    const failure = await store
      .dispatch(saveProduct.initiate({ body: { name: 'X', shop_id: shop._id, menu_section_id: section._id, price: 0 } }))
      .unwrap()
      .catch((e: unknown) => e);
    expect(failure).toEqual({
      status: 422,
      errors: { price: V.priceTooLow },
      serverMessage: 'Validation failed',
      message: V.priceTooLow,
    });
  });

  it('flip sold out at once and back again when the save fails', async () => {
    const path = `PATCH /products/${samosa._id}/availability`;
    const { store, products, http } = await loadedApiStore({ [path]: fail(500) });
    const pending = store.dispatch(setSoldOut.initiate({ id: samosa._id, soldOut: true }));
    expect(products()?.[0]?.sold_out).toBe(true); // optimistic
    await pending;
    expect(products()?.[0]?.sold_out).toBe(false); // rolled back

    http.routes[path] = ok({ product: { ...samosa, sold_out: true } });
    await store.dispatch(setSoldOut.initiate({ id: samosa._id, soldOut: true })).unwrap();
    expect(products()?.[0]?.sold_out).toBe(true);
    expect(http.made('PATCH', `/products/${samosa._id}/availability`).map((c) => c.data)).toEqual([
      { sold_out: true },
      { sold_out: true },
    ]);
  });
});

describe('the menu endpoints over the trial', () => {
  it('run on local storage with no request at all, by the same rules', async () => {
    const http = mockHttp({});
    const trialStore = () => {
      const store = makeStore();
      store.dispatch(accountTypeSet(ACCOUNT_TYPE_FREE_TRIAL));
      return store;
    };
    const store = trialStore();
    const products = () => listProducts.select(TRIAL_SHOP_ID)(store.getState() as never).data;
    await store.dispatch(listProducts.initiate(TRIAL_SHOP_ID));
    await store.dispatch(listSections.initiate(TRIAL_SHOP_ID));
    expect(products()).toEqual([]);

    const drinks = await store.dispatch(addSection.initiate({ shopId: TRIAL_SHOP_ID, name: 'Hot Drinks' })).unwrap();
    const snacks = await store.dispatch(addSection.initiate({ shopId: TRIAL_SHOP_ID, name: 'Snacks' })).unwrap();
    expect([drinks.order, snacks.order]).toEqual([1, 2]);
    // The API's rule for a unique name: case and runs of spaces make no other section.
    const twice = await store
      .dispatch(addSection.initiate({ shopId: TRIAL_SHOP_ID, name: '  hot   drinks ' }))
      .unwrap()
      .catch((e: unknown) => e);
    expect(twice).toMatchObject({ status: 409 });

    const chai = await store
      .dispatch(
        saveProduct.initiate({ body: { name: 'Masala Chai', shop_id: TRIAL_SHOP_ID, menu_section_id: drinks._id, price: 15 } }),
      )
      .unwrap();
    await store.dispatch(setSoldOut.initiate({ id: chai._id, soldOut: true })).unwrap();
    await store
      .dispatch(
        saveProduct.initiate({
          id: chai._id,
          body: { name: 'Masala Chai', shop_id: TRIAL_SHOP_ID, menu_section_id: snacks._id, price: 18 },
        }),
      )
      .unwrap();
    expect(products()).toEqual([expect.objectContaining({ name: 'Masala Chai', price: 18, section: 'Snacks', sold_out: true })]);
    // The device keeps an item's group ids; a read answers the groups with them.
    expect(readTrialMenu().products).toEqual(products()?.map(({ option_groups: _groups, ...row }) => row));

    const refused = await store
      .dispatch(saveProduct.initiate({ body: { name: '', shop_id: TRIAL_SHOP_ID, menu_section_id: drinks._id, price: 0 } }))
      .unwrap()
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, errors: { name: V.productNameRequired, price: V.priceTooLow } });

    await store.dispatch(removeProduct.initiate(chai._id)).unwrap();
    expect(readTrialMenu().products).toEqual([]);

    // A reload: a new store reads the same device data.
    const again = trialStore();
    await again.dispatch(listSections.initiate(TRIAL_SHOP_ID));
    expect(
      listSections
        .select(TRIAL_SHOP_ID)(again.getState() as never)
        .data?.map((s) => s.name),
    ).toEqual(['Hot Drinks', 'Snacks']);
    expect(http.calls).toEqual([]);
  });
});
