import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { ComingSoon } from '../features/coming-soon/coming-soon';

/** Mounted by the shell at /shops/*. The directory arrives with the customer issue. */
export default function ShopsRoutes() {
  return (
    <Routes>
      <Route index element={<ComingSoon title="Shop directory" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
