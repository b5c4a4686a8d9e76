import { createAction, createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MenuSection, Order, OrderStatus, OwnerOrderPayload, Product, ProductPayload, Shop } from '@chowk/contracts';
import { rootReducer, signedOut } from '@chowk/store';
import { apiSource } from '../data/api-source';
import type { DataMode, ShopSource } from '../data/source';
import { trialSource } from '../data/trial-source';
import { trialShop } from '../data/trial-store';

export type { DataMode };

/** The shopkeeper remote's state: the shop being run and its menu and orders (spec §2: loaded once the shop is known). */
export interface ShopDataState {
  mode: DataMode | null;
  shop: Shop | null;
  products: Product[];
  sections: MenuSection[];
  orders: Order[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  /**
   * New orders the shop has not attended to yet (issue 8 §2): they ring, badge and notify
   * until confirmed (any status but pending) or opened (`ordersSeen`).
   */
  unseenOrderIds: string[];
  /** Bumped on every order that arrives or changes (live or saved here), for screens that re-read their figures. */
  ordersVersion: number;
}

const initialState: ShopDataState = {
  mode: null,
  shop: null,
  products: [],
  sections: [],
  orders: [],
  status: 'idle',
  error: null,
  unseenOrderIds: [],
  ordersVersion: 0,
};

export const sourceFor = (mode: DataMode | null): ShopSource => (mode === 'trial' ? trialSource : apiSource);

interface ThunkState {
  shopData?: ShopDataState;
}
const current = (getState: () => unknown): ShopDataState => (getState() as ThunkState).shopData ?? initialState;

/** The shop a load is for: a trial without a shop given runs the device's trial shop. */
const shopFor = (mode: DataMode, shop: Shop | null): Shop | null => shop ?? (mode === 'trial' ? trialShop() : null);

/** Dispatched once by ShopStoreGate so the store holds this slice's state before any page reads it. */
export const shopStoreAttached = createAction('shopData/attached');

/** Products, sections and orders of the shop, once (spec §2's loader). */
export const loadShopData = createAsyncThunk('shopData/load', async ({ mode, shop }: { mode: DataMode; shop: Shop | null }) => {
  const target = shopFor(mode, shop);
  if (!target) throw new Error('This account has no shop yet');
  const source = sourceFor(mode);
  const [products, sections, orders] = await Promise.all([
    source.listProducts(target._id),
    source.listSections(target._id),
    source.listOrders(target._id),
  ]);
  return { products, sections, orders };
});

/**
 * What a failed save tells the form: the status, the field messages (a 422's, or the trial's
 * same rules) and the server's own message. Thunks reject with it (a thrown error would lose
 * everything but its message in the store).
 */
export interface SaveFailure {
  status?: number;
  errors?: Record<string, string>;
  serverMessage?: string;
  message: string;
}

export function toFailure(error: unknown): SaveFailure {
  const e = error as Partial<SaveFailure> & { message?: string };
  return {
    ...(e.status !== undefined ? { status: e.status } : {}),
    ...(e.errors && Object.keys(e.errors).length ? { errors: { ...e.errors } } : {}),
    ...(e.serverMessage ? { serverMessage: e.serverMessage } : {}),
    message: e.message ?? 'Failed',
  };
}

/** Why a save failed, for a toast or a box: the spec's text (`fallback`), then the reason when there is one. */
export function failureText(failure: SaveFailure | undefined, fallback: string): string {
  const reason = failure?.serverMessage ?? (failure?.message && failure.message !== 'Failed' ? failure.message : undefined);
  return reason && reason !== fallback ? `${fallback}: ${reason}` : fallback;
}

export const addSection = createAsyncThunk<MenuSection, string, { rejectValue: SaveFailure }>(
  'shopData/addSection',
  async (name, { getState, rejectWithValue }) => {
    const state = current(getState);
    try {
      return await sourceFor(state.mode).createSection(state.shop?._id ?? '', name);
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);

export const saveProduct = createAsyncThunk<Product, { id?: string; body: ProductPayload }, { rejectValue: SaveFailure }>(
  'shopData/saveProduct',
  async ({ id, body }, { getState, rejectWithValue }) => {
    const source = sourceFor(current(getState).mode);
    try {
      return await (id ? source.updateProduct(id, body) : source.createProduct(body));
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);

export const removeProduct = createAsyncThunk<string, string, { rejectValue: SaveFailure }>(
  'shopData/removeProduct',
  async (id, { getState, rejectWithValue }) => {
    try {
      await sourceFor(current(getState).mode).deleteProduct(id);
      return id;
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);

/** Optimistic: the toggle flips at once and flips back if the save fails. */
export const toggleSoldOut = createAsyncThunk<Product, { id: string; soldOut: boolean }, { rejectValue: SaveFailure }>(
  'shopData/toggleSoldOut',
  async ({ id, soldOut }, { getState, rejectWithValue }) => {
    try {
      return await sourceFor(current(getState).mode).setSoldOut(id, soldOut);
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);

/**
 * The order desk's status dropdown (issue 8). Optimistic: an order the slice holds shows the new
 * status at once and gets its old one back if the save fails (unless something newer came
 * meanwhile); the saved order then lands as orderReceived does it (no alert: the shop did it).
 */
export const changeOrderStatus = createAsyncThunk<Order, { id: string; status: OrderStatus }, { rejectValue: SaveFailure }>(
  'shopData/changeOrderStatus',
  async ({ id, status }, { getState, dispatch, rejectWithValue }) => {
    const state = current(getState);
    const before = state.orders.find((o) => o._id === id)?.status;
    if (before !== undefined) dispatch(orderStatusShown({ id, status }));
    try {
      const saved = await sourceFor(state.mode).setOrderStatus(id, status);
      dispatch(orderReceived({ order: saved, alert: false }));
      return saved;
    } catch (error) {
      if (before !== undefined) dispatch(orderStatusShown({ id, status: before, from: status }));
      return rejectWithValue(toFailure(error));
    }
  },
);

/** An order taken at the counter (spec §4 add-order dialog); once saved it joins `orders` like any other. */
export const createOrder = createAsyncThunk<Order, OwnerOrderPayload, { rejectValue: SaveFailure }>(
  'shopData/createOrder',
  async (payload, { getState, dispatch, rejectWithValue }) => {
    const state = current(getState);
    try {
      const order = await sourceFor(state.mode).createOrder(state.shop?._id ?? '', payload);
      dispatch(orderReceived({ order, alert: false }));
      return order;
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);

const upsert = (products: Product[], product: Product): Product[] =>
  products.some((p) => p._id === product._id)
    ? products.map((p) => (p._id === product._id ? product : p))
    : [...products, product];

export const shopDataSlice = createSlice({
  name: 'shopData',
  initialState,
  reducers: {
    shopDataCleared: () => initialState,
    shopUpdated: (state, action: PayloadAction<Shop>) => {
      state.shop = action.payload;
    },
    /**
     * An order arrived or changed: live (server-sent events) or saved on this screen. Kept
     * newest first; an older copy than the one held is ignored (a catch-up repeats events).
     * A customer's new pending order (`alert`; never the shop's own counter order) is unseen
     * until attended to: its status changes or the alert is opened (`ordersSeen`).
     */
    orderReceived: (state, action: PayloadAction<{ order: Order; alert?: boolean }>) => {
      const { order, alert } = action.payload;
      const index = state.orders.findIndex((o) => o._id === order._id);
      const held = index >= 0 ? state.orders[index] : undefined;
      if (held?.updated_at && order.updated_at && held.updated_at > order.updated_at) return;
      if (held) state.orders[index] = order;
      else state.orders.unshift(order);
      if (order.status !== 'pending') state.unseenOrderIds = state.unseenOrderIds.filter((id) => id !== order._id);
      else if (alert && !held && order.placed_by !== 'shop' && !state.unseenOrderIds.includes(order._id))
        state.unseenOrderIds.push(order._id);
      state.ordersVersion += 1;
    },
    /**
     * changeOrderStatus's optimistic step (and its undo, `from` the status it showed): not a
     * saved change, so `ordersVersion` stays.
     */
    orderStatusShown: (state, action: PayloadAction<{ id: string; status: string; from?: string }>) => {
      const { id, status, from } = action.payload;
      const order = state.orders.find((o) => o._id === id);
      if (order && (from === undefined || order.status === from)) order.status = status;
    },
    /** The shopkeeper opened these orders (or the desk with them on screen): the alert stops for them. */
    ordersSeen: (state, action: PayloadAction<string[]>) => {
      state.unseenOrderIds = state.unseenOrderIds.filter((id) => !action.payload.includes(id));
    },
  },
  extraReducers: (builder) => {
    builder
      // Logout (or a 401) ends the shop's data with the session.
      .addCase(signedOut, () => initialState)
      .addCase(loadShopData.pending, (state, action) => {
        const { mode } = action.meta.arg;
        const shop = shopFor(mode, action.meta.arg.shop);
        if (state.shop?._id !== shop?._id || state.mode !== mode) {
          state.products = [];
          state.sections = [];
          state.orders = [];
        }
        state.mode = mode;
        state.shop = shop;
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadShopData.fulfilled, (state, action) => {
        Object.assign(state, action.payload);
        state.status = 'ready';
      })
      .addCase(loadShopData.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.error.message ?? null;
      })
      .addCase(addSection.fulfilled, (state, action) => {
        state.sections.push(action.payload);
      })
      .addCase(saveProduct.fulfilled, (state, action) => {
        state.products = upsert(state.products, action.payload);
      })
      .addCase(removeProduct.fulfilled, (state, action) => {
        state.products = state.products.filter((p) => p._id !== action.payload);
      })
      .addCase(toggleSoldOut.pending, (state, action) => {
        const product = state.products.find((p) => p._id === action.meta.arg.id);
        if (product) product.sold_out = action.meta.arg.soldOut;
      })
      .addCase(toggleSoldOut.fulfilled, (state, action) => {
        state.products = upsert(state.products, action.payload);
      })
      .addCase(toggleSoldOut.rejected, (state, action) => {
        const product = state.products.find((p) => p._id === action.meta.arg.id);
        if (product) product.sold_out = !action.meta.arg.soldOut;
      });
  },
  selectors: {
    selectShopData: (s) => s,
  },
});

declare module '@chowk/store' {
  interface LazyLoadedSlices extends WithSlice<typeof shopDataSlice> {}
}

/** Injected when the remote loads; its selectors fall back to the initial state until the first action. */
export const injectedShopDataSlice = shopDataSlice.injectInto(rootReducer);

export const { shopDataCleared, shopUpdated, orderReceived, ordersSeen, orderStatusShown } = shopDataSlice.actions;
export const { selectShopData } = injectedShopDataSlice.selectors;
