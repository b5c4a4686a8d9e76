import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { ComingSoon } from '../features/coming-soon/coming-soon';

/** Mounted by the shell at /payment/*. The payment callback arrives with the plans issue. */
export default function PaymentRoutes() {
  return (
    <Routes>
      <Route
        path="callback"
        element={<ComingSoon title="Payment">Online payment opens with the shop plans. Nothing has been charged.</ComingSoon>}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
