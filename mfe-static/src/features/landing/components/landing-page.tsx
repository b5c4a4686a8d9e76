import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button } from '@chowk/ui';
import { ENTRY_PATHS } from '../../../config/paths.constant';
import { entryDialogClosed, entryDialogOpened, selectEntryDialog } from '../../../store/static.slice';
import { CustomerDialog, loadShopCodeForm } from './customer-dialog';
import { HowItWorks } from './how-it-works';
import { ShopkeeperDialog } from './shopkeeper-dialog';

/**
 * `/`: the first thing a new visitor downloads, so it stays plain: text, two doors, two
 * dialogs. Everything heavier belongs to the pages behind those doors.
 */
// The customer dialog opens on its shop-code form, which loads on demand: start fetching it
// as soon as the visitor points at or tabs to a button that opens the dialog.
const preloadShopCodeForm = { onPointerEnter: () => void loadShopCodeForm(), onFocus: () => void loadShopCodeForm() };

export function LandingPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector(selectEntryDialog);
  const close = useCallback(() => dispatch(entryDialogClosed()), [dispatch]);
  const openCustomer = () => dispatch(entryDialogOpened('customer'));
  return (
    <main className="landing">
      <section className="hero">
        <div className="container">
          <p className="hero-kicker">For tea stalls, bakeries, kirana stores and the people who love them</p>
          <h1>Order from the shops around your chowk</h1>
          <p className="hero-lead">
            Chowk puts your neighbourhood shop online in minutes. Shopkeepers share a simple shop code; customers open the menu,
            fill a cart and place an order from their phone. No app to install and no account to create.
          </p>
          <div className="hero-actions">
            <Button onClick={() => dispatch(entryDialogOpened('shopkeeper'))}>I&apos;m a Shopkeeper</Button>
            <Button variant="secondary" onClick={openCustomer} {...preloadShopCodeForm}>
              I&apos;m a Customer
            </Button>
          </div>
        </div>
      </section>

      <section className="landing-section landing-values" aria-label="Why Chowk">
        <div className="container value-grid">
          <div className="value">
            <h2>Made for small shops</h2>
            <p>Menu sections, prices in rupees and orders on one screen. Nothing to learn, nothing to install.</p>
          </div>
          <div className="value">
            <h2>Easy for customers</h2>
            <p>Your phone is enough. Verify a number once with a one-time code and order.</p>
          </div>
          <div className="value">
            <h2>Pickup or delivery</h2>
            <p>Pickup is free and usually ready in 15 to 20 minutes; delivery is a flat ₹29.</p>
          </div>
        </div>
      </section>

      <HowItWorks />

      <section className="landing-section cta" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title">Your shop, open online today</h2>
          <p>Try Chowk free on this device. When you are ready, register your shop and share its code with your regulars.</p>
          <div className="hero-actions">
            <Button onClick={() => void navigate(ENTRY_PATHS.freeTrial)}>Start your free trial</Button>
            <Button variant="secondary" onClick={openCustomer} {...preloadShopCodeForm}>
              Order from a shop
            </Button>
          </div>
        </div>
      </section>

      <ShopkeeperDialog open={open === 'shopkeeper'} onClose={close} />
      <CustomerDialog open={open === 'customer'} onClose={close} />
    </main>
  );
}
