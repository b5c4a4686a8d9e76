import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Order } from '@chowk/contracts';
import { rootReducer, signedOut } from '@chowk/store';

/**
 * The shopkeeper remote's UI state. Server data (the menu, the orders, the day's figures) lives
 * in the shop's RTK Query cache (shop.api.ts and the `*.api.ts` beside it); the shop itself in
 * the session.
 */
export interface ShopDataState {
  /**
   * New orders the shop has not attended to yet: they ring, badge and notify until confirmed
   * (any status but pending) or opened (`ordersSeen`).
   */
  unseenOrderIds: string[];
}

const initialState: ShopDataState = {
  unseenOrderIds: [],
};

export const shopDataSlice = createSlice({
  name: 'shopData',
  initialState,
  reducers: {
    /**
     * An order arrived or changed (live, or saved on this screen): the alert's part of it. A
     * customer's new pending order (`alert`: new to the shop, never its own counter order) is
     * unseen until attended to: its status changes or the alert is opened (`ordersSeen`).
     */
    orderReceived: (state, action: PayloadAction<{ order: Order; alert?: boolean }>) => {
      const { order, alert } = action.payload;
      if (order.status !== 'pending') state.unseenOrderIds = state.unseenOrderIds.filter((id) => id !== order._id);
      else if (alert && order.placed_by !== 'shop' && !state.unseenOrderIds.includes(order._id))
        state.unseenOrderIds.push(order._id);
    },
    /** The shopkeeper opened these orders (or the desk with them on screen): the alert stops for them. */
    ordersSeen: (state, action: PayloadAction<string[]>) => {
      state.unseenOrderIds = state.unseenOrderIds.filter((id) => !action.payload.includes(id));
    },
  },
  extraReducers: (builder) => {
    builder
      // Logout (or a 401) ends the shop's state with the session.
      .addCase(signedOut, () => initialState);
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

export const { orderReceived, ordersSeen } = shopDataSlice.actions;
export const { selectShopData } = injectedShopDataSlice.selectors;
