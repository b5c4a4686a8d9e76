import { Link } from 'react-router-dom';
import { PLANS, type PlanId, REGISTRATION_FEE_RUPEES } from '@chowk/contracts';
import { Button, useMessage } from '@chowk/ui';
import { Trans } from 'react-i18next';
import { useText } from '../../i18n';
import { useShopSession } from '../auth/shop-session';
import { MobileField, PaymentNotices, usePayment } from '../plans/use-payment';
import { type Billing, planPrice } from './plan-step';

/**
 * Payment (docs/product.md §2): 'Pay ₹50 & Complete Registration' pays the registration fee through the
 * gateway (the pay button waits for its script, docs/product.md §4). /payment/callback shows the result
 * and then offers the plan chosen on Business Booster. A shop already registered and paid sees
 * that, and the plan dialog is on its dashboard.
 */
export function PaymentStep({
  planId,
  billing,
  registered,
}: {
  /** The plan chosen on Business Booster or given by `selected-plan`. */
  planId: string | null;
  billing: Billing;
  /** The shop exists (signed up here, or a signed-in shopkeeper). */
  registered: boolean;
}) {
  const { t, i18n } = useText();
  const tm = useMessage();
  const plan = PLANS.find((p) => p.id === planId);
  const { shop, user } = useShopSession();
  const paid = Boolean(shop?.registration_paid);
  return (
    <div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 16px' }}>
        <dt>{t('onboarding.payment.fee')}</dt>
        <dd style={{ margin: 0 }}>
          <strong>₹{REGISTRATION_FEE_RUPEES}</strong>
          {paid && ` ${t('onboarding.payment.paid')}`}
        </dd>
        {plan ? (
          <>
            <dt>{t('onboarding.payment.planAfter')}</dt>
            <dd style={{ margin: 0 }}>
              {tm(plan.name)}, {planPrice(plan, billing)}
            </dd>
          </>
        ) : (
          planId && (
            <>
              <dt>{t('plans.pay.plan')}</dt>
              <dd style={{ margin: 0 }}>{planId}</dd>
            </>
          )
        )}
      </dl>
      {!registered ? (
        <p className="field-hint">
          <Trans
            i18nKey="onboarding.payment.signInFirst"
            t={t}
            i18n={i18n}
            components={{ login: <Link to="/login" />, register: <Link to="/shop/onboarding" /> }}
          />
        </p>
      ) : paid ? (
        <p role="status">
          {t('onboarding.payment.registrationPaid')}{' '}
          {plan ? (
            <Link to={`/shop/dashboard?show-subscription-plan=true&plan=${plan.id}&billing=${billing}`}>
              {t('onboarding.payment.continueTo', { plan: tm(plan.name) })}
            </Link>
          ) : (
            <Link to="/shop/dashboard?show-subscription-plan=true">{t('onboarding.payment.choosePlan')}</Link>
          )}
        </p>
      ) : (
        <PayRegistration
          mobile={user?.mobile ?? ''}
          userId={user?._id ?? shop?._id ?? ''}
          nextPlan={plan ? { planId: plan.id as PlanId, billing } : undefined}
        />
      )}
    </div>
  );
}

function PayRegistration({
  mobile: initialMobile,
  userId,
  nextPlan,
}: {
  mobile: string;
  userId: string;
  nextPlan?: { planId: PlanId; billing: Billing };
}) {
  const { t } = useText();
  const tm = useMessage();
  const payment = usePayment({ kind: 'registration' }, { mobile: initialMobile, userId, nextPlan });
  const { script, processing } = payment;
  return (
    <>
      {!initialMobile && <MobileField payment={payment} />}
      {payment.mobileProblem && initialMobile && <p className="field-error">{tm(payment.mobileProblem)}</p>}
      <Button
        style={{ width: '100%' }}
        disabled={!payment.ready}
        busy={processing}
        onClick={() => void payment.pay()}
        aria-describedby="pay-note"
      >
        {processing ? t('plans.pay.redirecting') : t('onboarding.payment.pay', { fee: REGISTRATION_FEE_RUPEES })}
      </Button>
      <PaymentNotices payment={payment} />
      <p id="pay-note" className="field-hint" style={{ marginTop: 8 }}>
        {script.state === 'loading' ? `${t('onboarding.payment.loadingPage')} ` : ''}
        {t('onboarding.payment.note')}
      </p>
    </>
  );
}
