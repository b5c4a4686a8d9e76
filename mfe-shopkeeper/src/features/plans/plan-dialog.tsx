import { useState } from 'react';
import {
  activePlanId,
  type BillingPeriod,
  formatRupees,
  periodEnd,
  planById,
  type PlanId,
  type Shop,
  type ShopUser,
} from '@chowk/contracts';
import { Button, Dialog, useLocale, useMessage } from '@chowk/ui';
import { Trans } from 'react-i18next';
import { useText } from '../../i18n';
import { BillingToggle, PlanOptions, planPrice } from './plan-options';
import { purchaseAmountPaise } from './pay';
import { MobileField, PaymentNotices, usePayment } from './use-payment';
import { planDate } from './plan-date';

/**
 * The plan dialog (docs/product.md §2, §4): monthly/yearly, the two plans, Get Started → the payment
 * dialog → the gateway's pay page. Closing the payment dialog returns to the plans. The pay
 * button waits for the gateway's script and is disabled while processing; a failure says
 * 'Payment failed. Please try again.' and resets.
 */
export default function PlanDialog({
  open,
  onClose,
  shop,
  user,
  initialPlan = null,
  initialBilling = 'monthly',
}: {
  open: boolean;
  onClose: () => void;
  shop: Shop;
  user: ShopUser | null;
  initialPlan?: PlanId | null;
  initialBilling?: BillingPeriod;
}) {
  const { t, i18n } = useText();
  const tm = useMessage();
  const locale = useLocale();
  const [billing, setBilling] = useState<BillingPeriod>(initialBilling);
  const [paying, setPaying] = useState<PlanId | null>(initialPlan);
  const current = activePlanId(shop.plan);
  if (!open) return null;
  return paying ? (
    <PaymentDialog planId={paying} billing={billing} shop={shop} user={user} onBack={() => setPaying(null)} />
  ) : (
    <Dialog open title={t('plans.dialog.title')} onClose={onClose} size="lg" describedBy="plans-why">
      <p id="plans-why" style={{ marginTop: 0 }}>
        {t('plans.dialog.why')}
        {current && shop.plan && (
          <>
            {' '}
            <Trans
              i18nKey="plans.dialog.current"
              t={t}
              i18n={i18n}
              values={{
                plan: tm(planById(current)?.name ?? ''),
                period: shop.plan.period === 'yearly' ? t('plans.yearlyPeriod') : t('plans.monthlyPeriod'),
                date: planDate(new Date(shop.plan.renews_at), locale),
              }}
              components={{ strong: <strong /> }}
            />
          </>
        )}
      </p>
      <BillingToggle billing={billing} onBilling={setBilling} />
      <PlanOptions
        billing={billing}
        current={current}
        actionLabel={(plan, name) =>
          current === plan.id ? t('plans.dialog.renew', { plan: name }) : t('plans.dialog.getStarted', { plan: name })
        }
        onChoose={setPaying}
      />
    </Dialog>
  );
}

function PaymentDialog({
  planId,
  billing,
  shop,
  user,
  onBack,
}: {
  planId: PlanId;
  billing: BillingPeriod;
  shop: Shop;
  user: ShopUser | null;
  onBack: () => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const locale = useLocale();
  const plan = planById(planId);
  const payment = usePayment({ kind: 'plan', planId, billing }, { mobile: user?.mobile ?? '', userId: user?._id ?? shop._id });
  if (!plan) return null;
  const renewing = activePlanId(shop.plan) === planId && shop.plan;
  const from = renewing ? new Date(shop.plan!.renews_at) : new Date();
  const until = periodEnd(from, billing);
  const { script, processing } = payment;

  return (
    <Dialog
      open
      title={t('plans.pay.title', { plan: tm(plan.name) })}
      onClose={onBack}
      busy={processing}
      describedBy="pay-summary"
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={processing}>
            {t('plans.pay.back')}
          </Button>
          <Button onClick={() => void payment.pay()} disabled={!payment.ready} busy={processing}>
            {processing
              ? t('plans.pay.redirecting')
              : script.state === 'loading'
                ? t('plans.pay.loading')
                : t('plans.pay.pay', { amount: formatRupees(purchaseAmountPaise({ kind: 'plan', planId, billing })) })}
          </Button>
        </>
      }
    >
      <dl id="pay-summary" style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 16px' }}>
        <dt>{t('plans.pay.plan')}</dt>
        <dd style={{ margin: 0 }}>
          {tm(plan.name)}, {planPrice(plan, billing)}
        </dd>
        <dt>{renewing ? t('plans.pay.extendsTo') : t('plans.pay.runsUntil')}</dt>
        <dd style={{ margin: 0 }}>{planDate(until, locale)}</dd>
        <dt>{t('plans.pay.payWith')}</dt>
        <dd style={{ margin: 0 }}>{t('plans.pay.upi')}</dd>
      </dl>
      <MobileField payment={payment} />
      <PaymentNotices payment={payment} />
      <p className="stat-hint">{t('plans.pay.note')}</p>
    </Dialog>
  );
}
