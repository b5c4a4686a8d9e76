import { waitFor } from '@testing-library/react';
import { fail, mockHttp, NETWORK_DOWN, ok } from '@chowk/api-client/testing';
import { cartLineKey, CUSTOMER_LIMITS, STORAGE_KEYS } from '@chowk/contracts';
import { makeStore } from '@chowk/store';
import type { QueryError } from '@chowk/store/query';
import { shopLoadFailure } from '../features/storefront/components/shop-loader';
import {
  addOns,
  chai,
  coffee,
  cutting,
  drinks,
  elaichi,
  full,
  ginger,
  honey,
  kachori,
  kadak,
  products,
  samosa,
  shop,
  shopRoutes,
  size,
  snacks,
} from '../testing/fixtures';
import { resetCustomerTestState } from '../testing/render-customer';
import { type CartLine, cartKey, readCart } from './cart-storage';
import { customerApi } from './customer.api';
import { lineProblem } from './cart-pricing';
import {
  addedToCart,
  cartCleared,
  cartCount,
  itemCount,
  lineKey,
  lineRemoved,
  openShopCart,
  quantitySet,
  selectCart,
} from './customer.slice';

afterEach(() => {
  resetCustomerTestState();
  jest.restoreAllMocks();
});

const storeFor = (code = shop.code) => {
  const store = makeStore();
  store.dispatch(openShopCart(code));
  const entry = customerApi.endpoints.getShopWithMenu.select(code);
  return {
    store,
    cart: () => selectCart(store.getState()),
    /** The shop's cache entry (the storefront's loader reads it). */
    view: () => entry(store.getState() as Parameters<typeof entry>[0]),
    load: (refetch = false) =>
      store.dispatch(customerApi.endpoints.getShopWithMenu.initiate(code, { subscribe: false, forceRefetch: refetch })),
  };
};

describe('the cart (docs/product.md §4)', () => {
  it('adds a line, then raises its quantity; sold-out items never go in', () => {
    const { store, cart } = storeFor();
    store.dispatch(addedToCart(chai));
    store.dispatch(addedToCart(chai));
    store.dispatch(addedToCart(samosa));
    store.dispatch(addedToCart(kachori));
    expect(cart().lines).toEqual([
      { productId: chai._id, optionIds: [], options: [], name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
      { productId: samosa._id, optionIds: [], options: [], name: 'Samosa', pricePaise: 1250, quantity: 1 },
    ]);
    expect(cartCount(cart().lines)).toBe(3);
  });

  it('removes a line at quantity 0 or less, caps at 99, removes and clears', () => {
    const { store, cart } = storeFor();
    store.dispatch(addedToCart(chai));
    store.dispatch(addedToCart(coffee));
    store.dispatch(addedToCart(samosa));
    store.dispatch(quantitySet({ key: chai._id, quantity: 500 }));
    expect(cart().lines[0]?.quantity).toBe(CUSTOMER_LIMITS.maxQuantityPerLine);
    store.dispatch(addedToCart(chai));
    expect(cart().lines[0]?.quantity).toBe(99);
    store.dispatch(quantitySet({ key: chai._id, quantity: 0 }));
    store.dispatch(quantitySet({ key: coffee._id, quantity: -3 }));
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
      { productId: chai._id, optionIds: [], options: [], name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
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
    expect(readCart('A')).toEqual([{ productId: 'x', optionIds: [], options: [], name: 'X', pricePaise: 100, quantity: 99 }]);
    localStorage.setItem(cartKey('B'), '{not json');
    expect(readCart('B')).toEqual([]);
    localStorage.setItem(cartKey('C'), '"a string"');
    expect(readCart('C')).toEqual([]);
  });
});

describe('cart lines with options (docs/product.md "Item options")', () => {
  const fullKey = cartLineKey(kadak._id, [full._id]);

  it('keeps one line per item and choices: the same choices (in any order) add to it, others are another line', () => {
    const { store, cart } = storeFor();
    store.dispatch(addedToCart(kadak, { optionIds: [full._id, elaichi._id, ginger._id] }));
    store.dispatch(addedToCart(kadak, { optionIds: [ginger._id, full._id, elaichi._id], quantity: 2 }));
    store.dispatch(addedToCart(kadak, { optionIds: [cutting._id] }));
    store.dispatch(addedToCart(chai));
    expect(cart().lines).toEqual([
      {
        productId: kadak._id,
        // The item's group order: add-ons, then size.
        optionIds: [elaichi._id, ginger._id, full._id],
        options: [
          { group: 'Add-ons', name: 'Elaichi', pricePaise: 200 },
          { group: 'Add-ons', name: 'Ginger', pricePaise: 200 },
          { group: 'Size', name: 'Full', pricePaise: 1500 },
        ],
        name: 'Kadak Chai',
        pricePaise: 500 + 200 + 200 + 1500,
        quantity: 3,
      },
      {
        productId: kadak._id,
        optionIds: [cutting._id],
        options: [{ group: 'Size', name: 'Cutting', pricePaise: 1000 }],
        name: 'Kadak Chai',
        pricePaise: 1500,
        quantity: 1,
      },
      { productId: chai._id, optionIds: [], options: [], name: 'Masala Chai', pricePaise: 1500, quantity: 1 },
    ]);
    expect(cart().lines.map(lineKey)).toEqual([
      cartLineKey(kadak._id, [full._id, elaichi._id, ginger._id]),
      cartLineKey(kadak._id, [cutting._id]),
      chai._id,
    ]);
    expect(itemCount(cart().lines, kadak._id)).toBe(4);
    expect(cartCount(cart().lines)).toBe(5);
  });

  it('changes and removes one line by its key, leaving the item’s other lines', () => {
    const { store, cart } = storeFor();
    store.dispatch(addedToCart(kadak, { optionIds: [full._id] }));
    store.dispatch(addedToCart(kadak, { optionIds: [cutting._id] }));
    store.dispatch(quantitySet({ key: fullKey, quantity: 4 }));
    expect(cart().lines.map((l) => l.quantity)).toEqual([4, 1]);
    store.dispatch(lineRemoved(fullKey));
    expect(cart().lines.map((l) => l.optionIds)).toEqual([[cutting._id]]);
    store.dispatch(quantitySet({ key: cartLineKey(kadak._id, [cutting._id]), quantity: 0 }));
    expect(cart().lines).toEqual([]);
  });

  it('never takes choices the item does not allow: a required group missing, too many, sold out, unknown, options on a plain item', () => {
    const { store, cart } = storeFor();
    store.dispatch(addedToCart(kadak));
    store.dispatch(addedToCart(kadak, { optionIds: [full._id, cutting._id] }));
    store.dispatch(addedToCart(kadak, { optionIds: [full._id, honey._id] }));
    store.dispatch(addedToCart(kadak, { optionIds: [full._id, 'ffffffffffffffffffffffff'] }));
    store.dispatch(addedToCart(chai, { optionIds: [full._id] }));
    store.dispatch(addedToCart(kadak, { optionIds: [full._id], quantity: 0 }));
    expect(cart().lines).toEqual([]);
  });

  it('is stored with its choices and read back; a cart stored before options still loads, keyed by its item', () => {
    const first = storeFor();
    first.store.dispatch(addedToCart(kadak, { optionIds: [full._id] }));
    expect(storeFor().cart().lines).toEqual(first.cart().lines);

    // Written by the code before item options: no optionIds, no options.
    localStorage.setItem(
      cartKey(shop.code),
      JSON.stringify({ v: 1, lines: [{ productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 }] }),
    );
    const { store, cart } = storeFor();
    expect(cart().lines).toEqual([
      { productId: chai._id, optionIds: [], options: [], name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
    ]);
    expect(lineKey(cart().lines[0] as CartLine)).toBe(chai._id);
    store.dispatch(addedToCart(chai));
    store.dispatch(quantitySet({ key: chai._id, quantity: 5 }));
    expect(cart().lines.map((l) => l.quantity)).toEqual([5]);
  });

  it('reads stored choices leniently: bad ids drop the line, bad names read as none, a configuration once', () => {
    localStorage.setItem(
      cartKey('A'),
      JSON.stringify({
        lines: [
          {
            productId: 'x',
            optionIds: ['a', 'b'],
            options: [{ group: 'G', name: 'A', pricePaise: 100 }],
            name: 'X',
            pricePaise: 300,
            quantity: 1,
          },
          { productId: 'x', optionIds: ['b', 'a'], options: [], name: 'X', pricePaise: 300, quantity: 1 },
          { productId: 'x', optionIds: 'a', name: 'X', pricePaise: 300, quantity: 1 },
          { productId: 'x', optionIds: [3], name: 'X', pricePaise: 300, quantity: 1 },
          { productId: 'x', optionIds: Array.from({ length: 51 }, (_, i) => `c${i}`), name: 'X', pricePaise: 300, quantity: 1 },
          {
            productId: 'x',
            optionIds: ['c'],
            options: [{ group: 'G', name: 'C', pricePaise: 50 }],
            name: 'X',
            pricePaise: 150,
            quantity: 2,
          },
        ],
      }),
    );
    expect(readCart('A')).toEqual([
      { productId: 'x', optionIds: ['a', 'b'], options: [], name: 'X', pricePaise: 300, quantity: 1 },
      {
        productId: 'x',
        optionIds: ['c'],
        options: [{ group: 'G', name: 'C', pricePaise: 50 }],
        name: 'X',
        pricePaise: 150,
        quantity: 2,
      },
    ]);
  });

  it('the menu reprices a line by its choices now, and keeps (for checkout to flag) a line whose choices no longer fit', async () => {
    localStorage.setItem(
      cartKey(shop.code),
      JSON.stringify({
        v: 2,
        lines: [
          { productId: kadak._id, optionIds: [full._id], options: [], name: 'Kadak Chai', pricePaise: 2000, quantity: 1 },
          { productId: kadak._id, optionIds: [cutting._id], options: [], name: 'Kadak Chai', pricePaise: 1500, quantity: 1 },
          { productId: chai._id, optionIds: [], options: [], name: 'Masala Chai', pricePaise: 1500, quantity: 1 },
        ],
      }),
    );
    // Full now costs ₹18; Cutting is sold out; Masala Chai now asks for a size.
    const fullNow = { ...full, price: 18 };
    const menuKadak = { ...kadak, option_groups: [addOns, { ...size, choices: [{ ...cutting, sold_out: true }, fullNow] }] };
    const menuChai = { ...chai, option_group_ids: [size._id], option_groups: [size] };
    mockHttp(shopRoutes(shop, [menuKadak, menuChai]));
    const { cart, load } = storeFor();
    await load();
    expect(cart().lines).toEqual([
      {
        productId: kadak._id,
        optionIds: [full._id],
        options: [{ group: 'Size', name: 'Full', pricePaise: 1800 }],
        name: 'Kadak Chai',
        pricePaise: 2300,
        quantity: 1,
      },
      { productId: kadak._id, optionIds: [cutting._id], options: [], name: 'Kadak Chai', pricePaise: 1500, quantity: 1 },
      { productId: chai._id, optionIds: [], options: [], name: 'Masala Chai', pricePaise: 1500, quantity: 1 },
    ]);
    expect(cart().notice).toEqual({ removed: [], repriced: ['Kadak Chai'] });
    const [fine, soldOut, needsSize] = cart().lines as [CartLine, CartLine, CartLine];
    expect(lineProblem(fine, menuKadak)).toBeNull();
    expect(lineProblem(soldOut, menuKadak)).toBe('Cutting for Kadak Chai is sold out');
    expect(lineProblem(needsSize, menuChai)).toBe('Choose Size for Masala Chai');
    expect(lineProblem(fine, undefined)).toBe('Changed on the menu: remove this line and add the item again');
    expect(lineProblem(fine, { ...menuKadak, sold_out: true })).toBe('Kadak Chai is sold out');
    expect(lineProblem(fine, { ...menuKadak, option_groups: [addOns] })).toBe(
      'An option of Kadak Chai is no longer on the menu. Please choose again.',
    );
  });
});

describe('loading the shop (docs/product.md §2 loader)', () => {
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
    const { cart, view, load } = storeFor();
    await load();
    expect(view().data).toMatchObject({ shop, products });
    expect(view().data?.sections.map((s) => s.name)).toEqual(['Hot Drinks', 'Snacks']);
    expect(http.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /shops/by-code/SHOP-1234',
      `GET /products/shop/${shop._id}`,
      `GET /menu-sections/shop/${shop._id}`,
    ]);
    expect(cart().lines).toEqual([
      { productId: chai._id, optionIds: [], options: [], name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
      { productId: coffee._id, optionIds: [], options: [], name: 'Filter Coffee', pricePaise: 2000, quantity: 3 },
    ]);
    expect(cart().notice).toEqual({ removed: ['Kachori', 'Old Special'], repriced: ['Masala Chai'] });
    expect(readCart(shop.code)).toEqual(cart().lines);
  });

  it('checks a cart opened after its menu is in against that menu', async () => {
    localStorage.setItem(
      cartKey(shop.code),
      JSON.stringify({ lines: [{ productId: kachori._id, name: 'Kachori', pricePaise: 1800, quantity: 1 }] }),
    );
    mockHttp(shopRoutes());
    const store = makeStore();
    await store.dispatch(customerApi.endpoints.getShopWithMenu.initiate(shop.code, { subscribe: false }));
    store.dispatch(openShopCart(shop.code));
    expect(selectCart(store.getState())).toMatchObject({ lines: [], notice: { removed: ['Kachori'], repriced: [] } });
  });

  it('reads the shop and its menu in one request where the API answers include=menu', async () => {
    const http = mockHttp({
      'GET /shops/by-code/SHOP-1234': ok({ shop, products, menuSections: [drinks, snacks] }),
    });
    const { view, load } = storeFor();
    await load();
    expect(view().data).toMatchObject({ shop, products });
    expect(view().data?.sections.map((s) => s.name)).toEqual(['Hot Drinks', 'Snacks']);
    expect(http.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /shops/by-code/SHOP-1234']);
  });

  it('is "not found" on a 404; the server message else "Failed to load shop data" otherwise', async () => {
    const http = mockHttp({ 'GET /shops/by-code/NOPE': fail(404, { message: 'Shop not found' }) });
    const { view, load } = storeFor('NOPE');
    await load();
    expect(view().error).toMatchObject({ status: 404 });

    http.routes['GET /shops/by-code/NOPE'] = fail(503, {
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
    await load(true);
    expect(shopLoadFailure(view().error as QueryError)).toBe('The service is briefly unavailable. Please try again in a moment.');
    http.routes['GET /shops/by-code/NOPE'] = NETWORK_DOWN;
    await load(true);
    expect(shopLoadFailure(view().error as QueryError)).toBe('Failed to load shop data');
  });

  it('tolerates failed sections with a console warning (docs/product.md §7)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockHttp({ ...shopRoutes(), [`GET /menu-sections/shop/${shop._id}`]: fail(500) });
    const { view, load } = storeFor();
    await load();
    expect(view()).toMatchObject({ isSuccess: true, data: { sections: [] } });
    expect(warn).toHaveBeenCalledWith('Menu sections could not be loaded', expect.anything());
  });

  it("reads the shop again when the service worker says its cached copy changed (a repeat visit's menu)", async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      const http = mockHttp({ 'GET /shops/by-code/SHOP-1234': ok({ shop, products, menuSections: [drinks] }) });
      const { store, view } = storeFor();
      const entry = store.dispatch(customerApi.endpoints.getShopWithMenu.initiate(shop.code));
      await entry;
      const updated = (url: string) =>
        worker.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'CACHE_UPDATED', meta: 'workbox-broadcast-update', payload: { cacheName: 'api', updatedURL: url } },
          }),
        );
      updated('http://localhost/api/shops/by-code/OTHER?include=menu');
      http.routes['GET /shops/by-code/SHOP-1234'] = ok({ shop, products, menuSections: [drinks, snacks] });
      updated('http://localhost/api/shops/by-code/SHOP-1234?include=menu');
      await waitFor(() => expect(http.calls).toHaveLength(2));
      await waitFor(() => expect(view().data?.sections).toHaveLength(2));
      entry.unsubscribe();
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('a quiet reload keeps the menu: a failure leaves the shop that was read', async () => {
    const http = mockHttp(shopRoutes());
    const { view, load } = storeFor();
    await load();
    http.routes[`GET /products/shop/${shop._id}`] = fail(500);
    const pending = load(true);
    expect(view().data).toMatchObject({ products });
    await pending;
    expect(view().data).toMatchObject({ products });
  });
});
