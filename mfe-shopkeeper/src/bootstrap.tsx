import { mountStandalone } from '@chowk/standalone';
import LoginRoutes from './exposes/login-routes';
import PaymentRoutes from './exposes/payment-routes';
import ShopRoutes from './exposes/shop-routes';

mountStandalone('mfe-shopkeeper', [
  { path: '/login/*', element: <LoginRoutes /> },
  { path: '/payment/*', element: <PaymentRoutes /> },
  { path: '/shop/*', element: <ShopRoutes /> },
  { path: '/', element: <LoginRoutes /> },
]);
