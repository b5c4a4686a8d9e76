import { useEffect } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { CUSTOMER_EMPTY, type MenuSection, type Product, type Shop } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { ErrorBox } from '@chowk/ui';
import { loadShop, openShopCart, selectCart, selectShopView } from '../../../store/customer.slice';
import { ChatLauncher } from '../../chat/chat-launcher';

/**
 * Spec §2: the four customer shop routes are wrapped by a loader that fetches the shop by its
 * code, then its products and sections, once per shop (moving between the storefront, the cart
 * and checkout does not load again). The shop's stored cart is opened with it.
 */
export function ShopLoader() {
  const { shopId = '' } = useParams();
  const view = useAppSelector(selectShopView);
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(openShopCart(shopId));
    if (view.code !== shopId || view.status === 'idle') void dispatch(loadShop({ code: shopId }));
  }, [shopId, view.code, view.status, dispatch]);

  if (view.code === shopId && view.status === 'notFound') {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <div className="empty-state">
          <h1 className="empty-title" style={{ fontSize: '1.4rem' }}>
            {CUSTOMER_EMPTY.shopNotFound}
          </h1>
          <p>{CUSTOMER_EMPTY.shopNotFoundHint}</p>
          <Link className="btn btn-primary" to="/customer/nearby-shops">
            Find shops near you
          </Link>
        </div>
      </main>
    );
  }
  if (view.code === shopId && view.status === 'failed') {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <h1>Shop</h1>
        <ErrorBox onRetry={() => void dispatch(loadShop({ code: shopId }))}>{view.error}</ErrorBox>
      </main>
    );
  }
  if (view.code !== shopId || view.status !== 'ready' || !view.shop) return <ShopSkeleton />;
  return (
    <>
      <Outlet />
      <ShopChat shopName={view.shop.name} />
    </>
  );
}

/**
 * The chat widget of the storefront pages, kept here so one conversation lasts from the menu to
 * the cart and back. Checkout and the confirmation have no room for it: hidden there, not lost.
 */
function ShopChat({ shopName }: { shopName: string }) {
  const { pathname } = useLocation();
  const { lines } = useAppSelector(selectCart);
  const path = pathname.replace(/\/+$/, '');
  const hidden = path.endsWith('/checkout') || path.endsWith('/order-confirmation');
  // Above the storefront's cart bar when it shows.
  const raised = !path.endsWith('/cart') && lines.length > 0;
  return <ChatLauncher shopName={shopName} raised={raised} hidden={hidden} />;
}

/** The storefront's outline while a slow network brings the shop: no layout jump when it lands. */
function ShopSkeleton() {
  return (
    <main className="container" style={{ padding: '16px' }} aria-busy="true">
      <p role="status" className="sr-only">
        Loading shop…
      </p>
      <div aria-hidden="true">
        <span className="skeleton" style={{ width: '60%', height: 28, marginBottom: 12 }} />
        <span className="skeleton" style={{ width: '40%', marginBottom: 24 }} />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="card" style={{ marginBottom: 10 }}>
            <span className="skeleton" style={{ width: '50%', marginBottom: 8 }} />
            <span className="skeleton" style={{ width: '80%' }} />
          </div>
        ))}
      </div>
    </main>
  );
}

/** The loaded shop, for the pages the loader wraps (it renders them only once the shop is in). */
export function useLoadedShop(): { shop: Shop; products: Product[]; sections: MenuSection[] } {
  const view = useAppSelector(selectShopView);
  if (!view.shop) throw new Error('useLoadedShop outside ShopLoader');
  return { shop: view.shop, products: view.products, sections: view.sections };
}
