import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button } from '@chowk/ui';
import { ENTRY_PATHS } from '../../../config/paths.constant';
import { useText } from '../../../i18n';
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
  const { t } = useText();
  const open = useAppSelector(selectEntryDialog);
  const close = useCallback(() => dispatch(entryDialogClosed()), [dispatch]);
  const openCustomer = () => dispatch(entryDialogOpened('customer'));
  return (
    <main className="landing">
      <section className="hero">
        <div className="container">
          <p className="hero-kicker">{t('landing.hero.kicker')}</p>
          <h1>{t('landing.hero.title')}</h1>
          <p className="hero-lead">{t('landing.hero.lead')}</p>
          <div className="hero-actions">
            <Button onClick={() => dispatch(entryDialogOpened('shopkeeper'))}>{t('landing.hero.shopkeeper')}</Button>
            <Button variant="secondary" onClick={openCustomer} {...preloadShopCodeForm}>
              {t('landing.hero.customer')}
            </Button>
          </div>
        </div>
      </section>

      <section className="landing-section landing-values" aria-label={t('landing.values.label')}>
        <div className="container value-grid">
          <div className="value">
            <h2>{t('landing.values.smallShopsTitle')}</h2>
            <p>{t('landing.values.smallShopsText')}</p>
          </div>
          <div className="value">
            <h2>{t('landing.values.customersTitle')}</h2>
            <p>{t('landing.values.customersText')}</p>
          </div>
          <div className="value">
            <h2>{t('landing.values.pickupTitle')}</h2>
            <p>{t('landing.values.pickupText')}</p>
          </div>
        </div>
      </section>

      <HowItWorks />

      <section className="landing-section cta" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title">{t('landing.cta.title')}</h2>
          <p>{t('landing.cta.text')}</p>
          <div className="hero-actions">
            <Button onClick={() => void navigate(ENTRY_PATHS.freeTrial)}>{t('landing.cta.trial')}</Button>
            <Button variant="secondary" onClick={openCustomer} {...preloadShopCodeForm}>
              {t('landing.cta.order')}
            </Button>
          </div>
        </div>
      </section>

      <ShopkeeperDialog open={open === 'shopkeeper'} onClose={close} />
      <CustomerDialog open={open === 'customer'} onClose={close} />
    </main>
  );
}
