import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Spinner } from '@chowk/ui';
import { adminApi } from './admin.api';
import { adminStoreAttached } from './admin.slice';

/**
 * In the shell the store exists before this remote loads; until the store has run an action
 * since the injection, `state.adminApi` is missing and RTK Query would complain. One no-op
 * action on first mount fills it in; later mounts render straight away.
 */
export function AdminStoreGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const attached = useAppSelector((s) => s[adminApi.reducerPath] !== undefined);
  useEffect(() => {
    if (!attached) dispatch(adminStoreAttached());
  }, [attached, dispatch]);
  return attached ? <>{children}</> : <Spinner />;
}
