import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StoreGate } from '@chowk/store/query';
import { NotFoundPage, Spinner } from '@chowk/ui';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ShopFrame } from '../features/frame/shop-frame';
import MenuPage from '../features/menu/menu-page';
import { shopApi } from '../store/shop.api';
import { shopDataSlice } from '../store/shop.slice';

/** The state this remote injects into the shell's store: its slice (UI state) and its server cache. */
const SHOP_STATE = [shopDataSlice.reducerPath, shopApi.reducerPath];

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

/** A shop page: only for a shopkeeper or a trial, once the shop's menu is in (features/frame). */
const framed = (page: React.ReactNode) => (
  <ShopFrame>
    <Suspense fallback={<Spinner />}>{page}</Suspense>
  </ShopFrame>
);

/**
 * Mounted by the shell at /shop/* inside its sidebar frame (the remote's own links and Logout).
 * Every page reads the remote's slice and cache, which the gate waits for in the shell's store.
 */
export default function ShopRoutes() {
  return (
    <StoreGate reducerPaths={SHOP_STATE} fallback={<Spinner />}>
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
    </StoreGate>
  );
}
