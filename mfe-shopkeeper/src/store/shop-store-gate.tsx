import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Spinner } from '@chowk/ui';
import { shopStoreAttached } from './shop.slice';

/**
 * The shell's store exists before this remote loads. Importing shop.slice injects the slice into
 * the shell's root reducer (at run time, as mfe-admin's store does); until the store has run an
 * action since, `state.shopData` is missing. One no-op action on the first mount fills it in;
 * later mounts render straight away.
 */
export function ShopStoreGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const attached = useAppSelector((s) => s.shopData !== undefined);
  useEffect(() => {
    if (!attached) dispatch(shopStoreAttached());
  }, [attached, dispatch]);
  return attached ? <>{children}</> : <Spinner />;
}
