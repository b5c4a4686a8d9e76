import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { ComingSoon } from '../features/coming-soon/coming-soon';

/** Mounted by the shell at /payment/*. Arrives with the shopkeeper issue. */
export default function PaymentRoutes() {
  return (
    <Routes>
      <Route path="callback" element={<ComingSoon title="Payment" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
