import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { STORAGE_KEYS } from '@chowk/contracts';
import { storage } from '@chowk/session';
import { useAppDispatch } from '@chowk/store';
import { useListCategoriesQuery } from '@chowk/store/query';
import { Button, Dialog, ErrorBox, Spinner, useMessage } from '@chowk/ui';
import { shopkeeperI18n, useText } from '../../i18n';
import { useListProductsQuery, useListSectionsQuery } from '../../store/menu.api';
import { shopApi } from '../../store/shop.api';
import { rememberShopType, useShopSession } from '../auth/shop-session';
import { linkAppManifest } from '../alerts/install-app';
import { LiveAlerts } from '../live/live-alerts';

/**
 * Every shop page but the wizard: only a shopkeeper or a trial gets in (others go to /login);
 * the shop's products and sections load once the shop is known (the pages read them from the
 * same cache entries); the 'Choose Shop Category' dialog asks for the shop type when none is
 * stored.
 */
export function ShopFrame({ children }: { children: ReactNode }) {
  const { t } = useText();
  const tm = useMessage();
  const { mode, shop, checking } = useShopSession();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const menuOf = mode && shop ? shop._id : skipToken;
  const products = useListProductsQuery(menuOf);
  const sections = useListSectionsQuery(menuOf);

  // The shop's pages are an installable app (the customers' pages are not): see install-app.ts.
  useEffect(linkAppManifest, []);

  // The session ended (Logout, or a 401): the shop's cache goes with it.
  useEffect(() => {
    if (!mode) dispatch(shopApi.util.resetApiState());
  }, [mode, dispatch]);

  // The session ended on this page (Logout, or a 401): the shell is already taking the visitor
  // on (home, or /login); a redirect of our own would race it. Say so until it does.
  const [hadSession, setHadSession] = useState(mode !== null);
  if (mode !== null && !hadSession) setHadSession(true);

  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  if (checking) return <Spinner label={t('dashboard.frame.checking')} />;
  if (!mode && hadSession) {
    return (
      <section className="container" style={{ padding: 24 }}>
        <h1>{t('dashboard.frame.signedOut')}</h1>
        <p>
          <Trans
            i18nKey="dashboard.frame.signedOutText"
            i18n={shopkeeperI18n}
            t={t}
            components={{ login: <Link to={`/login?redirect-from=${back}`} /> }}
          />
        </p>
      </section>
    );
  }
  if (!mode) return <Navigate to={`/login?redirect-from=${back}`} replace />;
  if (!shop) {
    return (
      <section className="container" style={{ padding: 24 }}>
        <h1>{t('dashboard.frame.yourShop')}</h1>
        <p>{t('dashboard.frame.noShop')}</p>
      </section>
    );
  }
  const failed = products.isError ? products : sections.isError ? sections : null;
  if (failed && !failed.isFetching) {
    return (
      <section className="container" style={{ padding: 24 }}>
        <h1>{t('dashboard.frame.yourShop')}</h1>
        {/* 'Failed to load shop data', with the reason the client gave. */}
        <ErrorBox
          onRetry={() => {
            if (products.isError) void products.refetch();
            if (sections.isError) void sections.refetch();
          }}
        >
          {failed.error?.message
            ? t('dashboard.frame.failedWhy', { reason: tm(failed.error.message) })
            : t('dashboard.frame.failed')}
        </ErrorBox>
      </section>
    );
  }
  if (!products.currentData || !sections.currentData) return <Spinner label={t('dashboard.frame.loading')} />;
  return (
    <>
      {/* New orders ring, badge and notify on every shop page. */}
      <LiveAlerts />
      {children}
      <ChooseCategoryDialog />
    </>
  );
}

/** Once categories are loaded, a shopkeeper with no stored shop type picks one. */
export function ChooseCategoryDialog() {
  const { t } = useText();
  const { mode, shop } = useShopSession();
  const [choice, setChoice] = useState('');
  const [closed, setClosed] = useState(false);
  // A registered shop has its category: that is its type, and nothing needs asking.
  useEffect(() => {
    if (mode) rememberShopType(shop);
  }, [mode, shop]);
  const asking = Boolean(mode) && !shop?.category_id && !storage.get(STORAGE_KEYS.shopType);
  // Not asking on a failure is harmless (the next visit asks again); the client toasted it.
  const { data: categories } = useListCategoriesQuery(undefined, { skip: !asking });
  const open = asking && !closed && (categories?.length ?? 0) > 0;
  const setOpen = (value: boolean) => setClosed(!value);

  const confirm = () => {
    storage.set(STORAGE_KEYS.shopType, choice);
    setOpen(false);
  };

  return (
    <Dialog open={open} title={t('dashboard.category.title')} onClose={() => setOpen(false)} size="sm">
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('dashboard.category.question')}</legend>
        {(categories ?? []).map((c) => (
          <label key={c._id} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
            <input type="radio" name="shop-category" value={c._id} checked={choice === c._id} onChange={() => setChoice(c._id)} />
            {c.name}
          </label>
        ))}
      </fieldset>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button disabled={!choice} onClick={confirm}>
          {t('dashboard.category.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
