import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StoreGate } from '@chowk/store/query';
import { NotFoundPage, Spinner } from '@chowk/ui';
import { CUSTOMER_REDUCER_PATHS } from '../store/customer.slice';

const DirectoryPage = lazy(() => import('../features/directory/directory-page'));

/** Mounted by the shell at /shops/*: the shop directory. */
export default function ShopsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <StoreGate reducerPaths={CUSTOMER_REDUCER_PATHS} fallback={<Spinner />}>
            <Suspense fallback={<Spinner />}>
              <DirectoryPage />
            </Suspense>
          </StoreGate>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
