import {
  createAction,
  createAsyncThunk,
  createListenerMiddleware,
  createSlice,
  isAnyOf,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { getShopWithMenu, listMenuSections, listProducts } from '@chowk/api-client';
import { CUSTOMER_FAILURE, CUSTOMER_LIMITS, type MenuSection, type Product, rupeesToPaise, type Shop } from '@chowk/contracts';
import { addMiddleware, rootReducer, type RootState } from '@chowk/store';
import { type CartLine, readCart, writeCart } from './cart-storage';

export type { CartLine };

/** The shop a customer has open (spec §2: the four shop routes share one load by code). */
export interface ShopView {
  /** The code the data is for (the route's shopId). */
  code: string | null;
  shop: Shop | null;
  products: Product[];
  sections: MenuSection[];
  status: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
  error: string | null;
}

/** What the last menu load changed in the cart, to tell the customer once. */
export interface CartNotice {
  /** No longer on the menu, or sold out: taken out. */
  removed: string[];
  /** Still there at another price: the menu's price now counts. */
  repriced: string[];
}

export interface CartState {
  shopCode: string | null;
  lines: CartLine[];
  notice: CartNotice | null;
}

/** The customer remote's state: the open shop and its cart (kept per shop on this device). */
export interface CustomerState {
  shop: ShopView;
  cart: CartState;
}

const initialShop: ShopView = { code: null, shop: null, products: [], sections: [], status: 'idle', error: null };
const initialState: CustomerState = { shop: initialShop, cart: { shopCode: null, lines: [], notice: null } };

interface ThunkState {
  customer?: CustomerState;
}
const current = (getState: () => unknown): CustomerState => (getState() as ThunkState).customer ?? initialState;

/** Dispatched once by CustomerStoreGate so the store holds this slice's state before any page reads it. */
export const customerStoreAttached = createAction('customer/attached');

export interface LoadFailure {
  notFound: boolean;
  message: string;
}

interface ClientFailure {
  status?: number;
  serverMessage?: string;
}

/**
 * The loader of spec §2: the shop by its code, then its products and sections. A failed section
 * list is tolerated with a console warning (spec §7); an unknown code is 'not found'; anything
 * else is the server's message, else 'Failed to load shop data' (spec §8).
 * `quiet` reloads without taking the page away (e.g. to re-check the cart after a refused order).
 */
export const loadShop = createAsyncThunk<
  { shop: Shop; products: Product[]; sections: MenuSection[] },
  { code: string; quiet?: boolean },
  { rejectValue: LoadFailure }
>('customer/loadShop', async ({ code }, { rejectWithValue }) => {
  try {
    // One round trip: the shop with its menu. An API that answers the shop alone (deployed
    // before include=menu) gets the two list calls as before.
    const { shop, products: withProducts, menuSections } = await getShopWithMenu(code);
    const [products, sections] = await Promise.all([
      withProducts ?? listProducts(shop._id),
      menuSections ??
        listMenuSections(shop._id).catch((error: unknown) => {
          console.warn('Menu sections could not be loaded', error);
          return [] as MenuSection[];
        }),
    ]);
    return { shop, products, sections };
  } catch (error) {
    const e = error as ClientFailure;
    if (e.status === 404) return rejectWithValue({ notFound: true, message: e.serverMessage ?? CUSTOMER_FAILURE.shopLoad });
    return rejectWithValue({ notFound: false, message: (e.status && e.serverMessage) || CUSTOMER_FAILURE.shopLoad });
  }
});

/** Reads the shop's stored cart when the customer opens a shop (a thunk: storage is not a reducer's business). */
export const openShopCart =
  (shopCode: string): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    if (current(getState).cart.shopCode === shopCode) return;
    dispatch(cartRestored({ shopCode, lines: readCart(shopCode) }));
  };

const maxQty = CUSTOMER_LIMITS.maxQuantityPerLine;
const clampQty = (n: number) => Math.min(Math.floor(n), maxQty);

/** Brings the cart in line with the menu: gone or sold-out items out, prices and names from the menu. */
function reconcile(cart: CartState, products: readonly Product[]): void {
  const byId = new Map(products.map((p) => [p._id, p]));
  const removed: string[] = [];
  const repriced: string[] = [];
  cart.lines = cart.lines.filter((line) => {
    const product = byId.get(line.productId);
    if (!product || product.sold_out) {
      removed.push(product?.name ?? line.name);
      return false;
    }
    const price = rupeesToPaise(product.price);
    if (price !== line.pricePaise) repriced.push(product.name);
    line.pricePaise = price;
    line.name = product.name;
    return true;
  });
  if (removed.length || repriced.length) cart.notice = { removed, repriced };
}

export const customerSlice = createSlice({
  name: 'customer',
  initialState,
  reducers: {
    cartRestored: (state, action: PayloadAction<{ shopCode: string; lines: CartLine[] }>) => {
      state.cart = { shopCode: action.payload.shopCode, lines: action.payload.lines, notice: null };
      // The menu may already be here (a shop opened again): check the stored lines against it.
      if (state.shop.status === 'ready' && state.shop.code === action.payload.shopCode)
        reconcile(state.cart, state.shop.products);
    },
    /** Spec §4: adding increases the quantity of an existing line; capped; sold-out items never go in. */
    addedToCart: (state, action: PayloadAction<Product>) => {
      const product = action.payload;
      if (product.sold_out || state.cart.shopCode === null) return;
      const line = state.cart.lines.find((l) => l.productId === product._id);
      if (line) {
        line.quantity = clampQty(line.quantity + 1);
        return;
      }
      if (state.cart.lines.length >= CUSTOMER_LIMITS.maxLinesPerOrder) return;
      state.cart.lines.push({
        productId: product._id,
        name: product.name,
        pricePaise: rupeesToPaise(product.price),
        quantity: 1,
      });
    },
    /** Spec §4: a quantity of 0 or less removes the line. */
    quantitySet: (state, action: PayloadAction<{ productId: string; quantity: number }>) => {
      const { productId, quantity } = action.payload;
      if (!Number.isFinite(quantity) || quantity < 1) {
        state.cart.lines = state.cart.lines.filter((l) => l.productId !== productId);
        return;
      }
      const line = state.cart.lines.find((l) => l.productId === productId);
      if (line) line.quantity = clampQty(quantity);
    },
    lineRemoved: (state, action: PayloadAction<string>) => {
      state.cart.lines = state.cart.lines.filter((l) => l.productId !== action.payload);
    },
    cartCleared: (state) => {
      state.cart.lines = [];
      state.cart.notice = null;
    },
    cartNoticeDismissed: (state) => {
      state.cart.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadShop.pending, (state, action) => {
        const { code, quiet } = action.meta.arg;
        if (quiet && state.shop.code === code && state.shop.status === 'ready') return;
        if (state.shop.code !== code) state.shop = { ...initialShop, code };
        state.shop.status = 'loading';
        state.shop.error = null;
      })
      .addCase(loadShop.fulfilled, (state, action) => {
        if (state.shop.code !== action.meta.arg.code) return; // another shop was opened meanwhile
        state.shop = { code: action.meta.arg.code, ...action.payload, status: 'ready', error: null };
        if (state.cart.shopCode === action.meta.arg.code) reconcile(state.cart, action.payload.products);
      })
      .addCase(loadShop.rejected, (state, action) => {
        if (state.shop.code !== action.meta.arg.code) return;
        // A quiet reload that failed keeps the menu the page shows.
        if (action.meta.arg.quiet && state.shop.status === 'ready') return;
        state.shop.status = action.payload?.notFound ? 'notFound' : 'failed';
        state.shop.error = action.payload?.message ?? CUSTOMER_FAILURE.shopLoad;
      });
  },
  selectors: {
    selectShopView: (s) => s.shop,
    selectCart: (s) => s.cart,
  },
});

declare module '@chowk/store' {
  interface LazyLoadedSlices extends WithSlice<typeof customerSlice> {}
}

/** Injected when the remote loads; its selectors fall back to the initial state until the first action. */
export const injectedCustomerSlice = customerSlice.injectInto(rootReducer);

export const { cartRestored, addedToCart, quantitySet, lineRemoved, cartCleared, cartNoticeDismissed } = customerSlice.actions;
export const { selectShopView, selectCart } = injectedCustomerSlice.selectors;

/** Items and their count (the cart button's number). */
export const cartCount = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);

/**
 * Every change to a cart is written to this device's storage for its shop (spec §4: the cart
 * survives a reload). A listener, so reducers stay pure and no page has to remember to save.
 */
const persistence = createListenerMiddleware();
persistence.startListening({
  matcher: isAnyOf(addedToCart, quantitySet, lineRemoved, cartCleared, loadShop.fulfilled),
  effect: (_action, api) => {
    const { cart } = current(api.getState);
    if (cart.shopCode) writeCart(cart.shopCode, cart.lines);
  },
});
addMiddleware(persistence.middleware);
