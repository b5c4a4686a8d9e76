import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Spinner } from '@chowk/ui';
import { customerStoreAttached } from './customer.slice';

/**
 * The shell's store exists before this remote loads. Importing customer.slice injects the slice
 * into the shell's root reducer; until the store has run an action since, `state.customer` is
 * missing. One no-op action on the first mount fills it in; later mounts render straight away
 * (as mfe-shopkeeper's ShopStoreGate).
 */
export function CustomerStoreGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const attached = useAppSelector((s) => s.customer !== undefined);
  useEffect(() => {
    if (!attached) dispatch(customerStoreAttached());
  }, [attached, dispatch]);
  return attached ? <>{children}</> : <Spinner />;
}
