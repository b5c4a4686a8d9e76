import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Spinner } from '@chowk/ui';

// The page brings the shop's server cache with it, and waits for it in the shell's store.
const PaymentCallbackPage = lazy(() =>
  import('../features/plans/payment-callback-page').then((m) => ({ default: m.PaymentCallbackRoute })),
);

/** Mounted by the shell at /payment/*: where the payment gateway sends the browser back. */
export default function PaymentRoutes() {
  return (
    <Routes>
      <Route
        path="callback"
        element={
          <Suspense fallback={<Spinner />}>
            <PaymentCallbackPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
