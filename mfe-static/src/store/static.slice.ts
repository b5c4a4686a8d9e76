import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@chowk/store';

/** The landing page's two doors. */
export type EntryDialog = 'shopkeeper' | 'customer';
/** How It Works shows one audience at a time. */
export type HowItWorksTab = 'shopkeeper' | 'customer';
/** Which customer option is unfolded in the customer dialog (nearby shops just navigates). */
export type CustomerMode = 'code' | 'qr';

export interface StaticPagesState {
  entryDialog: EntryDialog | null;
  customerMode: CustomerMode;
  howItWorksTab: HowItWorksTab;
}

export const initialStaticPagesState: StaticPagesState = {
  entryDialog: null,
  customerMode: 'code',
  howItWorksTab: 'shopkeeper',
};

/** UI state of the static remote only: form fields stay in their components, calls to the API in static.api.ts. */
export const staticPagesSlice = createSlice({
  name: 'staticPages',
  initialState: initialStaticPagesState,
  reducers: {
    entryDialogOpened: (state, action: PayloadAction<EntryDialog>) => {
      state.entryDialog = action.payload;
      // Each opening starts at the most common path: typing the code printed at the counter.
      state.customerMode = 'code';
    },
    entryDialogClosed: (state) => {
      state.entryDialog = null;
    },
    customerModeChosen: (state, action: PayloadAction<CustomerMode>) => {
      state.customerMode = action.payload;
    },
    howItWorksTabChosen: (state, action: PayloadAction<HowItWorksTab>) => {
      state.howItWorksTab = action.payload;
    },
  },
  selectors: {
    selectEntryDialog: (s) => s.entryDialog,
    selectCustomerMode: (s) => s.customerMode,
    selectHowItWorksTab: (s) => s.howItWorksTab,
  },
});

declare module '@chowk/store' {
  // Declaration merging: RootState learns about this slice wherever this module is compiled.
  interface LazyLoadedSlices extends WithSlice<typeof staticPagesSlice> {}
}

/**
 * Injected as soon as any exposed module of this remote loads. Its selectors fall back to the
 * initial state until the first action after injection reaches the store.
 */
export const injectedStaticPagesSlice = staticPagesSlice.injectInto(rootReducer);

export const { entryDialogOpened, entryDialogClosed, customerModeChosen, howItWorksTabChosen } = staticPagesSlice.actions;
export const { selectEntryDialog, selectCustomerMode, selectHowItWorksTab } = injectedStaticPagesSlice.selectors;
