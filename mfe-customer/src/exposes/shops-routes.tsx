import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Spinner } from '@chowk/ui';

const DirectoryPage = lazy(() => import('../features/directory/directory-page'));

/** Mounted by the shell at /shops/*: the shop directory. */
export default function ShopsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={<Spinner />}>
            <DirectoryPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
