import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import type { placesApi } from './places.api';
import { sessionSlice } from './session.slice';

/**
 * Slices that remotes inject when they load. Each remote adds itself by declaration merging:
 *   declare module '@chowk/store' { interface LazyLoadedSlices extends WithSlice<typeof adminSlice> {} }
 */
// The places cache (./places.api) is every remote's, so it is declared here.
export interface LazyLoadedSlices extends WithSlice<typeof placesApi> {}

export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Remotes add their middleware (e.g. an RTK Query api's) at run time. */
export const dynamicMiddleware = createDynamicMiddleware();
export const addMiddleware = dynamicMiddleware.addMiddleware;

export function makeStore(preloaded?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
