import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { ComingSoon } from '../features/coming-soon/coming-soon';

/** Mounted by the shell at /login/*. Arrives with the shopkeeper issue. */
export default function LoginRoutes() {
  return (
    <Routes>
      <Route index element={<ComingSoon title="Shopkeeper login" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
