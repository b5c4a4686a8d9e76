import {
  createListenerMiddleware,
  createSlice,
  isAnyOf,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { CUSTOMER_LIMITS, type Product } from '@chowk/contracts';
import { addMiddleware, rootReducer, type RootState } from '@chowk/store';
import { priceChoice } from './cart-pricing';
import { type CartLine, type CartLineOption, lineKey, readCart, writeCart } from './cart-storage';
import { customerApi } from './customer.api';

export type { CartLine, CartLineOption };
export { lineKey };

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

/**
 * The customer remote's UI state: the open shop's cart (kept per shop on this device). The shop
 * itself and every other server answer are in the remote's RTK Query cache (customer.api.ts).
 */
export interface CustomerState {
  cart: CartState;
}

const initialState: CustomerState = { cart: { shopCode: null, lines: [], notice: null } };

interface ThunkState {
  customer?: CustomerState;
}
const current = (getState: () => unknown): CustomerState => (getState() as ThunkState).customer ?? initialState;

/** A storefront read by its code (the cart is checked against its menu when it comes). */
const shopLoaded = customerApi.endpoints.getShopWithMenu.matchFulfilled;

/** Reads the shop's stored cart when the customer opens a shop (a thunk: storage is not a reducer's business). */
export const openShopCart =
  (shopCode: string): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    if (current(getState).cart.shopCode === shopCode) return;
    // The menu may already be in the cache (a shop opened again): the stored lines are checked against it.
    const cached = customerApi.endpoints.getShopWithMenu.select(shopCode);
    // The gate renders the shop pages only once the store holds this remote's cache.
    const menu = cached(getState() as Parameters<typeof cached>[0]).data?.products;
    dispatch(cartRestored({ shopCode, lines: readCart(shopCode), ...(menu ? { products: menu } : {}) }));
  };

const maxQty = CUSTOMER_LIMITS.maxQuantityPerLine;
const clampQty = (n: number) => Math.min(Math.floor(n), maxQty);

/**
 * Brings the cart in line with the menu: gone or sold-out items out, prices, names and option
 * names from the menu. A line whose choices no longer go with its item (a choice sold out or
 * removed, a group made required) stays as it was: checkout flags it with the reason, and the
 * customer removes it (a configuration they chose is not dropped without a word).
 */
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
    line.name = product.name;
    const priced = priceChoice(product, line.optionIds);
    if (!priced.ok) return true;
    if (priced.pricePaise !== line.pricePaise && !repriced.includes(product.name)) repriced.push(product.name);
    line.pricePaise = priced.pricePaise;
    line.options = priced.options;
    return true;
  });
  if (removed.length || repriced.length) cart.notice = { removed, repriced };
}

/** What Add puts in the cart: an item, its chosen options (none for an item without groups) and how many. */
export interface CartAddition {
  product: Product;
  optionIds: string[];
  quantity: number;
}

export const customerSlice = createSlice({
  name: 'customer',
  initialState,
  reducers: {
    cartRestored: (state, action: PayloadAction<{ shopCode: string; lines: CartLine[]; products?: Product[] }>) => {
      state.cart = { shopCode: action.payload.shopCode, lines: action.payload.lines, notice: null };
      if (action.payload.products) reconcile(state.cart, action.payload.products);
    },
    /**
     * docs/product.md §4: adding increases the quantity of the line with the same item and
     * choices; capped; sold-out items and choices that do not go with the item never go in.
     */
    addedToCart: {
      reducer: (state, action: PayloadAction<CartAddition>) => {
        const { product, quantity } = action.payload;
        if (product.sold_out || state.cart.shopCode === null || !(quantity >= 1)) return;
        const priced = priceChoice(product, action.payload.optionIds);
        if (!priced.ok) return;
        const key = lineKey({ productId: product._id, optionIds: priced.optionIds });
        const line = state.cart.lines.find((l) => lineKey(l) === key);
        if (line) {
          line.quantity = clampQty(line.quantity + quantity);
          return;
        }
        if (state.cart.lines.length >= CUSTOMER_LIMITS.maxLinesPerOrder) return;
        state.cart.lines.push({
          productId: product._id,
          optionIds: priced.optionIds,
          options: priced.options,
          name: product.name,
          pricePaise: priced.pricePaise,
          quantity: clampQty(quantity),
        });
      },
      prepare: (product: Product, choice: { optionIds?: string[]; quantity?: number } = {}) => ({
        payload: { product, optionIds: choice.optionIds ?? [], quantity: choice.quantity ?? 1 },
      }),
    },
    /** docs/product.md §4: a quantity of 0 or less removes the line (`key`: lineKey). */
    quantitySet: (state, action: PayloadAction<{ key: string; quantity: number }>) => {
      const { key, quantity } = action.payload;
      if (!Number.isFinite(quantity) || quantity < 1) {
        state.cart.lines = state.cart.lines.filter((l) => lineKey(l) !== key);
        return;
      }
      const line = state.cart.lines.find((l) => lineKey(l) === key);
      if (line) line.quantity = clampQty(quantity);
    },
    /** The line with this lineKey leaves the cart. */
    lineRemoved: (state, action: PayloadAction<string>) => {
      state.cart.lines = state.cart.lines.filter((l) => lineKey(l) !== action.payload);
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
    builder.addMatcher(shopLoaded, (state, action) => {
      if (state.cart.shopCode === action.meta.arg.originalArgs) reconcile(state.cart, action.payload.products);
    });
  },
  selectors: {
    selectCart: (s) => s.cart,
  },
});

declare module '@chowk/store' {
  interface LazyLoadedSlices extends WithSlice<typeof customerSlice> {}
}

/** Injected when the remote loads; its selectors fall back to the initial state until the first action. */
export const injectedCustomerSlice = customerSlice.injectInto(rootReducer);

export const { cartRestored, addedToCart, quantitySet, lineRemoved, cartCleared, cartNoticeDismissed } = customerSlice.actions;
export const { selectCart } = injectedCustomerSlice.selectors;

/** Items and their count (the cart button's number). */
export const cartCount = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);

/** How many of an item the cart holds, whatever their choices (the storefront's card). */
export const itemCount = (lines: readonly CartLine[], productId: string): number =>
  cartCount(lines.filter((l) => l.productId === productId));

/**
 * Every change to a cart is written to this device's storage for its shop (docs/product.md §4: the cart
 * survives a reload). A listener, so reducers stay pure and no page has to remember to save.
 */
const persistence = createListenerMiddleware();
persistence.startListening({
  matcher: isAnyOf(addedToCart, quantitySet, lineRemoved, cartCleared, shopLoaded),
  effect: (_action, api) => {
    const { cart } = current(api.getState);
    if (cart.shopCode) writeCart(cart.shopCode, cart.lines);
  },
});
addMiddleware(persistence.middleware);

/** The state keys this remote injects: its pages render once the store holds them (StoreGate). */
export const CUSTOMER_REDUCER_PATHS = [customerSlice.reducerPath, customerApi.reducerPath] as const;
