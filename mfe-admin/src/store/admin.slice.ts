import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@chowk/store';

export type AreaTab = 'hierarchy' | 'states' | 'cities' | 'districts';

/** UI state of the admin pages; server data lives in the RTK Query cache (the shared places api, admin.api.ts). */
export interface AdminUiState {
  categorySearch: string;
  areaSearch: string;
  areaTab: AreaTab;
}

const initialState: AdminUiState = { categorySearch: '', areaSearch: '', areaTab: 'hierarchy' };

export const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {
    categorySearchChanged: (state, action: PayloadAction<string>) => {
      state.categorySearch = action.payload;
    },
    areaSearchChanged: (state, action: PayloadAction<string>) => {
      state.areaSearch = action.payload;
    },
    areaTabChanged: (state, action: PayloadAction<AreaTab>) => {
      state.areaTab = action.payload;
    },
  },
  selectors: {
    selectCategorySearch: (s) => s.categorySearch,
    selectAreaSearch: (s) => s.areaSearch,
    selectAreaTab: (s) => s.areaTab,
  },
});

declare module '@chowk/store' {
  interface LazyLoadedSlices extends WithSlice<typeof adminSlice> {}
}

/** Injected when the remote module loads; its selectors fall back to the initial state. */
export const injectedAdminSlice = adminSlice.injectInto(rootReducer);

export const { categorySearchChanged, areaSearchChanged, areaTabChanged } = adminSlice.actions;
export const { selectCategorySearch, selectAreaSearch, selectAreaTab } = injectedAdminSlice.selectors;
