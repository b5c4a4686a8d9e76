import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { AdminStoreGate } from '../store/admin-store-gate';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { AreaPage } from '../features/areas/components/area-page';

/**
 * Mounted by the shell at /admin/* inside its sidebar frame (which holds the Categories and
 * Area Management links and Logout). Importing this module injects the admin slice and the
 * RTK Query cache into the shell's store.
 */
export default function AdminRoutes() {
  return (
    <AdminStoreGate>
      <Routes>
        <Route index element={<Navigate to="categories" replace />} />
        <Route element={<RequireAdmin />}>
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="area" element={<AreaPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminStoreGate>
  );
}
