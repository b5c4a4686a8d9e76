import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { lazyPage } from './lazy-page';

const BillPage = lazy(() => import(/* webpackChunkName: "bill-page" */ '../features/bills/bill-page'));

/**
 * Mounted by the shell at /customer/bill/* (remote.ts): an order's bill at its address
 * (docs/product.md "UPI payments and bills"), for its customer and its shop alike, so a
 * signed-in shopkeeper may stay on it (the route's `session: 'user'`).
 */
export default function BillRoutes() {
  return (
    <Routes>
      <Route path=":key" element={lazyPage(<BillPage />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
