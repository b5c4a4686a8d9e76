import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { ComingSoon } from '../features/coming-soon/coming-soon';

/** Mounted by the shell at /customer/*. Storefront, cart and checkout arrive with the customer issue. */
export default function CustomerRoutes() {
  return (
    <Routes>
      <Route path="nearby-shops" element={<ComingSoon title="Nearby shops" />} />
      <Route path="shop/:shopId/*" element={<ComingSoon title="Shop" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
