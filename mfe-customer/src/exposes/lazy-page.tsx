import { Suspense, type ReactNode } from 'react';
import { StoreGate } from '@chowk/store/query';
import { Spinner } from '@chowk/ui';
import { CUSTOMER_REDUCER_PATHS } from '../store/customer.slice';

/** A page loaded when opened: the remote's store slices first, then the page's chunk, a spinner meanwhile. */
export const lazyPage = (page: ReactNode) => (
  <StoreGate reducerPaths={CUSTOMER_REDUCER_PATHS} fallback={<Spinner />}>
    <Suspense fallback={<Spinner />}>{page}</Suspense>
  </StoreGate>
);
