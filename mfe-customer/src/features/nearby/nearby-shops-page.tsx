import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOMER_EMPTY, CUSTOMER_FAILURE, type NearbyShop } from '@chowk/contracts';
import { Button, EmptyState, ErrorBox, useMessage, useNow } from '@chowk/ui';
import { useText } from '../../i18n';
import { CustomerAccountDialog, type AccountMode } from '../account/customer-account-dialog';
import { useCustomerSession } from '../account/customer-session';
import { SHOP_GRID_STYLE, ShopCard } from '../shared-ui/shop-card';
import { useNearbyShops } from './use-nearby-shops';
import { useDocumentTitle } from '../storefront/hooks/use-document-title';

const DIRECTORY = '/shops?redirect-from=%2Fcustomer%2Fnearby-shops';

/**
 * `/customer/nearby-shops`: the shops around the customer, nearest first (docs/product.md §2).
 * The browser's location is asked for only when the customer presses "Use my location" (or at
 * once when they allowed it before); a refusal or no fix leads to the directory instead.
 */
export default function NearbyShopsPage() {
  const { state, locate, retry } = useNearbyShops();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<AccountMode | null>(null);
  const customer = useCustomerSession();
  const now = useNow();
  const { t } = useText();
  const tm = useMessage();
  useDocumentTitle(t('nearby.title'));
  const headingId = useId();
  /** The Login button that opened the dialog is gone once signed in: the focus goes to the page's heading. */
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchId = useId();
  const busy = state.step === 'locating' || state.step === 'loading';

  const q = search.trim().toLowerCase();
  const shown: NearbyShop[] = state.step === 'ready' ? state.shops.filter((s) => !q || s.name.toLowerCase().includes(q)) : [];

  return (
    <main className="container" style={{ padding: '12px 16px 48px' }} aria-labelledby={headingId}>
      <div className="page-header" style={{ margin: '8px 0' }}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} style={{ fontSize: 'clamp(1.4rem, 5vw, 1.9rem)', margin: 0 }}>
          {t('nearby.title')}
        </h1>
        {customer ? (
          <p style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{t('common.signedInAs', { who: customer.name || customer.email || customer.mobile || '' })}</span>
            <Link className="btn btn-secondary" to="/customer/orders">
              {t('nearby.myOrders')}
            </Link>
          </p>
        ) : (
          <div style={{ display: 'flex', gap: 8 }}>
            <Button variant="secondary" onClick={() => setDialog('login')}>
              {t('common.login')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('register')}>
              {t('common.register')}
            </Button>
          </div>
        )}
      </div>
      <p style={{ marginTop: 0, color: 'var(--c-muted)' }}>{t('nearby.lead')}</p>

      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', margin: '12px 0' }}>
        <Button onClick={locate} busy={busy}>
          {state.step === 'ready' ? t('nearby.locateAgain') : t('nearby.locate')}
        </Button>
        <Link to={DIRECTORY}>{t('nearby.browseDirectory')}</Link>
      </div>

      {/* What is happening, said once per change: locating, loading, how many shops. */}
      <p role="status" className="field-hint" style={{ margin: '0 0 8px' }}>
        {state.step === 'locating'
          ? t('nearby.locating')
          : state.step === 'loading'
            ? t('nearby.loading')
            : state.step === 'ready' && state.shops.length > 0
              ? q
                ? t('nearby.matching', { shown: shown.length, count: state.shops.length, query: q })
                : t('nearby.near', { count: state.shops.length })
              : ''}
      </p>

      {state.step === 'denied' && (
        <div className="error-box" role="alert">
          <span>{tm(CUSTOMER_FAILURE.locationDenied)}</span>
          <Link className="btn btn-secondary" to={DIRECTORY}>
            {t('nearby.openDirectory')}
          </Link>
        </div>
      )}
      {state.step === 'unavailable' && (
        <ErrorBox onRetry={retry}>
          {tm(CUSTOMER_FAILURE.locationUnavailable)} <Link to={DIRECTORY}>{t('nearby.openDirectory')}</Link>
        </ErrorBox>
      )}
      {state.step === 'failed' && <ErrorBox onRetry={retry}>{tm(CUSTOMER_FAILURE.loadShops)}</ErrorBox>}

      {state.step === 'ready' && state.shops.length === 0 && (
        <EmptyState title={tm(CUSTOMER_EMPTY.noShops)}>
          <p>{t('nearby.noneNearby')}</p>
          <Link className="btn btn-primary" to={DIRECTORY}>
            {t('nearby.openDirectory')}
          </Link>
        </EmptyState>
      )}

      {state.step === 'ready' && state.shops.length > 0 && (
        <>
          <div role="search" style={{ maxWidth: 420 }}>
            <div className="field">
              <label htmlFor={searchId}>{t('nearby.searchLabel')}</label>
              <input
                id={searchId}
                type="search"
                className="search-input"
                placeholder={t('common.searchByName')}
                autoComplete="off"
                enterKeyHint="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          </div>
          {shown.length === 0 ? (
            <EmptyState title={tm(CUSTOMER_EMPTY.noShops)}>
              <p>{t('nearby.noneMatch')}</p>
            </EmptyState>
          ) : (
            <ul style={SHOP_GRID_STYLE} aria-label={t('nearby.listLabel')}>
              {shown.map((shop) => (
                <li key={shop._id}>
                  <ShopCard shop={shop} now={now} distanceKm={shop.distance_km} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <CustomerAccountDialog
        open={dialog !== null}
        initialMode={dialog ?? 'login'}
        onClose={() => setDialog(null)}
        onSignedIn={() => setTimeout(() => headingRef.current?.focus())}
      />
    </main>
  );
}
