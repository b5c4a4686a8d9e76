import { useEffect, type ReactNode } from 'react';
import { createAction } from '@reduxjs/toolkit';
// The package's own name, as in ./places.api: the shell's store, not a copy bundled into this entry.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { attachPlacesApi } from './places.api';

/** A no-op action: the first one after an injection fills the injected reducers' state in. */
export const storeAttached = createAction<string>('store/attached');

/**
 * A remote's pages render inside this gate. In the shell the store exists before a remote
 * loads; a remote injects its slice and api when its module loads (and the places cache joins
 * here), and until the store has run an action since, their state is missing and RTK Query
 * would complain. One no-op action on the first mount fills it in; later mounts render
 * straight away. `reducerPaths` are the state keys the remote injects.
 */
export function StoreGate({
  reducerPaths,
  fallback,
  children,
}: {
  reducerPaths: readonly string[];
  fallback: ReactNode;
  children: ReactNode;
}) {
  attachPlacesApi();
  const dispatch = useAppDispatch();
  const paths = [...reducerPaths, 'placesApi'];
  const attached = useAppSelector((s) => paths.every((p) => (s as Record<string, unknown>)[p] !== undefined));
  useEffect(() => {
    if (!attached) dispatch(storeAttached(paths.join(',')));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the paths of one remote never change
  }, [attached, dispatch]);
  return <>{attached ? children : fallback}</>;
}
