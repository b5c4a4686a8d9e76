import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Tabs } from '@chowk/ui';
import { useText } from '../../../i18n';
import { howItWorksTabChosen, selectHowItWorksTab, type HowItWorksTab } from '../../../store/static.slice';

/** docs/product.md §2: the How It Works tab pair. The chosen tab lives in the remote's slice. */
export function HowItWorks() {
  const dispatch = useAppDispatch();
  const { t } = useText();
  const active = useAppSelector(selectHowItWorksTab);
  const tabs: ReadonlyArray<{ id: HowItWorksTab; label: string }> = [
    { id: 'shopkeeper', label: t('landing.how.shopkeeperTab') },
    { id: 'customer', label: t('landing.how.customerTab') },
  ];
  const steps: Record<HowItWorksTab, ReadonlyArray<{ id: string; title: string; text: string }>> = {
    shopkeeper: [
      { id: 'set-up', title: t('landing.how.shopkeeper.setUpTitle'), text: t('landing.how.shopkeeper.setUpText') },
      { id: 'menu', title: t('landing.how.shopkeeper.menuTitle'), text: t('landing.how.shopkeeper.menuText') },
      { id: 'code', title: t('landing.how.shopkeeper.codeTitle'), text: t('landing.how.shopkeeper.codeText') },
      { id: 'orders', title: t('landing.how.shopkeeper.ordersTitle'), text: t('landing.how.shopkeeper.ordersText') },
    ],
    customer: [
      { id: 'find', title: t('landing.how.customer.findTitle'), text: t('landing.how.customer.findText') },
      { id: 'cart', title: t('landing.how.customer.cartTitle'), text: t('landing.how.customer.cartText') },
      { id: 'verify', title: t('landing.how.customer.verifyTitle'), text: t('landing.how.customer.verifyText') },
      { id: 'get-it', title: t('landing.how.customer.getItTitle'), text: t('landing.how.customer.getItText') },
    ],
  };
  return (
    <section className="landing-section" aria-labelledby="how-it-works-title">
      <div className="container">
        <h2 id="how-it-works-title">{t('landing.how.title')}</h2>
        <Tabs
          label={t('landing.how.tabsLabel')}
          tabs={tabs}
          active={active}
          onChange={(id) => dispatch(howItWorksTabChosen(id))}
        />
        <div role="tabpanel" aria-labelledby={`tab-${active}`}>
          <ol className="steps">
            {steps[active].map((s) => (
              <li key={s.id} className="step card">
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
