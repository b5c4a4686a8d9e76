import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StoreGate } from '@chowk/store/query';
import { NotFoundPage, Spinner } from '@chowk/ui';
import { CUSTOMER_REDUCER_PATHS } from '../../store/customer.slice';
import CartPage from './components/cart-page';
import { ShopLoader } from './components/shop-loader';
import StorefrontPage from './components/storefront-page';
import { loadCheckoutPage, loadConfirmationPage } from './lazy-pages';

// The storefront and the cart are what a customer opens from a shop's QR code on a slow phone:
// they come with this module. Checkout (its forms and the verification dialog) and the
// confirmation load when the customer goes there.
const CheckoutPage = lazy(loadCheckoutPage);
const ConfirmationPage = lazy(loadConfirmationPage);

const lazyPage = (page: ReactNode) => <Suspense fallback={<Spinner />}>{page}</Suspense>;

/**
 * Mounted at /customer/shop/:shopId/* (docs/product.md §2): the four customer shop routes inside the loader
 * that fetches the shop by its code; any other path under the shop is a 404.
 */
export default function StorefrontRoutes() {
  return (
    <StoreGate reducerPaths={CUSTOMER_REDUCER_PATHS} fallback={<Spinner />}>
      <Routes>
        <Route element={<ShopLoader />}>
          <Route index element={<StorefrontPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="checkout" element={lazyPage(<CheckoutPage />)} />
          <Route path="order-confirmation" element={lazyPage(<ConfirmationPage />)} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </StoreGate>
  );
}
