import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { type Category, STORAGE_KEYS } from '@chowk/contracts';
import { storage } from '@chowk/session';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, Dialog, ErrorBox, Spinner } from '@chowk/ui';
import { loadShopData, selectShopData, shopDataCleared } from '../../store/shop.slice';
import { rememberShopType, useShopSession } from '../auth/shop-session';
import { LiveAlerts } from '../live/live-alerts';

/**
 * Every shop page but the wizard (spec §2): only a shopkeeper or a trial gets in (others go to
 * /login); the shop's products, sections and orders load once the shop is known; the 'Choose
 * Shop Category' dialog asks for the shop type when none is stored.
 */
export function ShopFrame({ children }: { children: ReactNode }) {
  const { mode, shop, checking } = useShopSession();
  const data = useAppSelector(selectShopData);
  const dispatch = useAppDispatch();
  const location = useLocation();

  useEffect(() => {
    if (!mode || !shop) {
      if (data.status !== 'idle') dispatch(shopDataCleared());
      return;
    }
    if (data.mode !== mode || data.shop?._id !== shop._id || data.status === 'idle') {
      void dispatch(loadShopData({ mode, shop }));
    }
  }, [mode, shop, data.mode, data.shop?._id, data.status, dispatch]);

  // The session ended on this page (Logout, or a 401): the shell is already taking the visitor
  // on (home, or /login); a redirect of our own would race it. Say so until it does.
  const [hadSession, setHadSession] = useState(mode !== null);
  if (mode !== null && !hadSession) setHadSession(true);

  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  if (checking) return <Spinner label="Checking your session…" />;
  if (!mode && hadSession) {
    return (
      <section className="container" style={{ padding: 24 }}>
        <h1>Signed out</h1>
        <p>
          You are signed out. <Link to={`/login?redirect-from=${back}`}>Log in</Link> to open your shop again.
        </p>
      </section>
    );
  }
  if (!mode) return <Navigate to={`/login?redirect-from=${back}`} replace />;
  if (!shop) {
    return (
      <section className="container" style={{ padding: 24 }}>
        <h1>Your shop</h1>
        <p>This account has no shop yet.</p>
      </section>
    );
  }
  if (data.status === 'failed') {
    return (
      <section className="container" style={{ padding: 24 }}>
        <h1>Your shop</h1>
        {/* Spec §8: 'Failed to load shop data', with the reason the client gave. */}
        <ErrorBox onRetry={() => void dispatch(loadShopData({ mode, shop }))}>
          Failed to load shop data{data.error ? `: ${data.error}` : '.'}
        </ErrorBox>
      </section>
    );
  }
  if (data.status !== 'ready' || data.shop?._id !== shop._id) return <Spinner label="Loading your shop…" />;
  return (
    <>
      {/* Issue 8 §2: new orders ring, badge and notify on every shop page. */}
      <LiveAlerts />
      {children}
      <ChooseCategoryDialog />
    </>
  );
}

/** Spec §2: once categories are loaded, a shopkeeper with no stored shop type picks one. */
export function ChooseCategoryDialog() {
  const { mode, shop } = useShopSession();
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [choice, setChoice] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!mode) return;
    // A registered shop has its category: that is its type, and nothing needs asking.
    rememberShopType(shop);
    if (storage.get(STORAGE_KEYS.shopType)) return;
    let live = true;
    void import('@chowk/api-client')
      .then(({ listCategories }) => listCategories())
      .then((list) => {
        if (!live || list.length === 0) return;
        setCategories(list);
        setOpen(true);
      })
      // Not asking is harmless (the next visit asks again); the failure was toasted by the client.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [mode, shop]);

  const confirm = () => {
    storage.set(STORAGE_KEYS.shopType, choice);
    setOpen(false);
  };

  return (
    <Dialog open={open && Boolean(categories)} title="Choose Shop Category" onClose={() => setOpen(false)} size="sm">
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>What kind of shop do you run? Chowk fits your pages to it.</legend>
        {(categories ?? []).map((c) => (
          <label key={c._id} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
            <input type="radio" name="shop-category" value={c._id} checked={choice === c._id} onChange={() => setChoice(c._id)} />
            {c.name}
          </label>
        ))}
      </fieldset>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button disabled={!choice} onClick={confirm}>
          Confirm
        </Button>
      </div>
    </Dialog>
  );
}
