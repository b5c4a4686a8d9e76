import { mountStandalone } from '@chowk/standalone';
import ShopsRoutes from './exposes/shops-routes';
import CustomerRoutes from './exposes/customer-routes';

mountStandalone('mfe-customer', [
  { path: '/shops/*', element: <ShopsRoutes /> },
  { path: '/customer/*', element: <CustomerRoutes /> },
  { path: '/', element: <CustomerRoutes /> },
]);
