import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Spinner } from '@chowk/ui';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ShopFrame } from '../features/frame/shop-frame';
import MenuPage from '../features/menu/menu-page';
import { ShopStoreGate } from '../store/shop-store-gate';

// The dashboard and the menu are the pages a shopkeeper opens every day: they come with this
// module (the bench measures the signed-in first visit). The wizard (react-hook-form and the
// plans), settings, the poster (with its QR code library) and the order desk (its add-order
// dialog's react-hook-form) load when opened.
const WizardPage = lazy(() => import('../features/onboarding/wizard-page').then((m) => ({ default: m.WizardPage })));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const PosterPage = lazy(() => import('../features/poster/poster-page'));
// The Starter plan's reports bring recharts: loaded only when opened.
const ReportsPage = lazy(() => import('../features/reports/reports-page'));

/** A shop page: only for a shopkeeper or a trial, once the shop's data is in (features/frame). */
const framed = (page: React.ReactNode) => (
  <ShopFrame>
    <Suspense fallback={<Spinner />}>{page}</Suspense>
  </ShopFrame>
);

/**
 * Mounted by the shell at /shop/* inside its sidebar frame (the remote's own links and Logout).
 * Every page reads the remote's slice, which ShopStoreGate puts in the shell's store first.
 */
export default function ShopRoutes() {
  return (
    <ShopStoreGate>
      <Routes>
        <Route
          path="onboarding"
          element={
            <Suspense fallback={<Spinner />}>
              <WizardPage />
            </Suspense>
          }
        />
        <Route path="dashboard" element={framed(<DashboardPage />)} />
        <Route path="products" element={framed(<MenuPage />)} />
        <Route path="settings" element={framed(<SettingsPage />)} />
        <Route path="poster" element={framed(<PosterPage />)} />
        <Route path="orders" element={framed(<OrdersPage />)} />
        <Route path="reports" element={framed(<ReportsPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ShopStoreGate>
  );
}
