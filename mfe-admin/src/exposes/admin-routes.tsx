import { Navigate, Route, Routes } from 'react-router-dom';
import { StoreGate } from '@chowk/store/query';
import { NotFoundPage, Spinner } from '@chowk/ui';
import { adminSlice } from '../store/admin.slice';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { AreaPage } from '../features/areas/components/area-page';

/** The state this remote injects into the shell's store (its writes join the shared places api). */
const ADMIN_STATE = [adminSlice.reducerPath];

/**
 * Mounted by the shell at /admin/* inside its sidebar frame (which holds the Categories and
 * Area Management links and Logout). Importing this module injects the admin slice and the
 * admin's writes into the shell's store; the gate waits until they are in.
 */
export default function AdminRoutes() {
  return (
    <StoreGate reducerPaths={ADMIN_STATE} fallback={<Spinner />}>
      <Routes>
        <Route index element={<Navigate to="categories" replace />} />
        <Route element={<RequireAdmin />}>
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="area" element={<AreaPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </StoreGate>
  );
}
