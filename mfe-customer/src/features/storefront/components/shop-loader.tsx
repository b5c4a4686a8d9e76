import { useEffect } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { CUSTOMER_EMPTY, CUSTOMER_FAILURE } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import type { QueryError } from '@chowk/store/query';
import { ErrorBox, useMessage } from '@chowk/ui';
import { useText } from '../../../i18n';
import { customerApi, type ShopWithMenu, useGetShopWithMenuQuery } from '../../../store/customer.api';
import { openShopCart, selectCart } from '../../../store/customer.slice';
import { ChatLauncher } from '../../chat/chat-launcher';

/** A failed shop read as the loader says it: the server's message, else 'Failed to load shop data'. */
export const shopLoadFailure = (error: QueryError): string => (error.status && error.serverMessage) || CUSTOMER_FAILURE.shopLoad;

/**
 * docs/product.md §2: the four customer shop routes are wrapped by a loader that fetches the shop by its
 * code, then its products and sections, once per shop (moving between the storefront, the cart
 * and checkout does not load again: one cache entry). The shop's stored cart is opened with it.
 * A quiet read again (after a refused order) keeps the page, and its failure keeps the menu.
 */
export function ShopLoader() {
  const { shopId = '' } = useParams();
  const dispatch = useAppDispatch();
  const { t } = useText();
  const tm = useMessage();
  useEffect(() => {
    dispatch(openShopCart(shopId));
  }, [shopId, dispatch]);
  const { currentData, isError, error, refetch } = useGetShopWithMenuQuery(shopId);
  const failure = !currentData && isError ? (error as QueryError) : undefined;

  if (failure?.status === 404) {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <div className="empty-state">
          <h1 className="empty-title" style={{ fontSize: '1.4rem' }}>
            {tm(CUSTOMER_EMPTY.shopNotFound)}
          </h1>
          <p>{tm(CUSTOMER_EMPTY.shopNotFoundHint)}</p>
          <Link className="btn btn-primary" to="/customer/nearby-shops">
            {t('shop.findNearYou')}
          </Link>
        </div>
      </main>
    );
  }
  if (failure) {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <h1>{t('shop.title')}</h1>
        <ErrorBox onRetry={() => void refetch()}>{tm(shopLoadFailure(failure))}</ErrorBox>
      </main>
    );
  }
  if (!currentData) return <ShopSkeleton />;
  return (
    <>
      <Outlet />
      <ShopChat shopName={currentData.shop.name} />
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
  const { t } = useText();
  return (
    <main className="container" style={{ padding: '16px' }} aria-busy="true">
      <p role="status" className="sr-only">
        {t('shop.loading')}
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
export function useLoadedShop(): ShopWithMenu {
  const { shopId = '' } = useParams();
  const { data } = customerApi.endpoints.getShopWithMenu.useQueryState(shopId);
  if (!data) throw new Error('useLoadedShop outside ShopLoader');
  return data;
}
