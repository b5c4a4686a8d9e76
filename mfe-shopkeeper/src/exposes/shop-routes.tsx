import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { ComingSoon } from '../features/coming-soon/coming-soon';

/** Mounted by the shell at /shop/*. Arrives with the shopkeeper issue. */
export default function ShopRoutes() {
  return (
    <Routes>
      {['dashboard', 'orders', 'products', 'onboarding'].map((p) => (
        <Route key={p} path={p} element={<ComingSoon title="Your shop" inSidebarFrame />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
