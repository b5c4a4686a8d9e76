import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { lazyPage } from './lazy-page';
import StorefrontRoutes from '../features/storefront/storefront-routes';

// The storefront and its cart are what a customer opens from a shop's QR code on a slow phone:
// they come with this module, so the product list needs no further chunk (checkout and the
// confirmation load on the way there: storefront/lazy-pages.ts). Nearby, the customer's orders
// and an order's status load when opened. A bill has its own route module (bill-routes.tsx).
const NearbyShopsPage = lazy(() => import('../features/nearby/nearby-shops-page'));
const MyOrdersPage = lazy(() => import('../features/account/my-orders-page'));
const OrderStatusPage = lazy(() => import('../features/order-status/order-status-page'));

/** Mounted by the shell at /customer/*. */
export default function CustomerRoutes() {
  return (
    <Routes>
      <Route path="nearby-shops" element={lazyPage(<NearbyShopsPage />)} />
      <Route path="orders" element={lazyPage(<MyOrdersPage />)} />
      <Route path="orders/:orderId" element={lazyPage(<OrderStatusPage />)} />
      {/* The four customer shop routes: storefront, cart, checkout, order-confirmation. */}
      <Route path="shop/:shopId/*" element={<StorefrontRoutes />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
