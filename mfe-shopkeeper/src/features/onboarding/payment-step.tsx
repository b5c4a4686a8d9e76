import { Link } from 'react-router-dom';
import { PLANS, type PlanId, REGISTRATION_FEE_RUPEES } from '@chowk/contracts';
import { Button } from '@chowk/ui';
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
  const plan = PLANS.find((p) => p.id === planId);
  const { shop, user } = useShopSession();
  const paid = Boolean(shop?.registration_paid);
  return (
    <div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 16px' }}>
        <dt>Registration fee</dt>
        <dd style={{ margin: 0 }}>
          <strong>₹{REGISTRATION_FEE_RUPEES}</strong>
          {paid && ' (paid)'}
        </dd>
        {plan ? (
          <>
            <dt>Plan, after that</dt>
            <dd style={{ margin: 0 }}>
              {plan.name}, {planPrice(plan, billing)}
            </dd>
          </>
        ) : (
          planId && (
            <>
              <dt>Plan</dt>
              <dd style={{ margin: 0 }}>{planId}</dd>
            </>
          )
        )}
      </dl>
      {!registered ? (
        <p className="field-hint">
          <Link to="/login">Log in</Link> to your shop or <Link to="/shop/onboarding">register it</Link> first: the payment is for
          a registered shop.
        </p>
      ) : paid ? (
        <p role="status">
          Your registration is paid.{' '}
          {plan ? (
            <Link to={`/shop/dashboard?show-subscription-plan=true&plan=${plan.id}&billing=${billing}`}>
              Continue to {plan.name}
            </Link>
          ) : (
            <Link to="/shop/dashboard?show-subscription-plan=true">Choose a plan</Link>
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
  const payment = usePayment({ kind: 'registration' }, { mobile: initialMobile, userId, nextPlan });
  const { script, processing } = payment;
  return (
    <>
      {!initialMobile && <MobileField payment={payment} />}
      {payment.mobileProblem && initialMobile && <p className="field-error">{payment.mobileProblem}</p>}
      <Button
        style={{ width: '100%' }}
        disabled={!payment.ready}
        busy={processing}
        onClick={() => void payment.pay()}
        aria-describedby="pay-note"
      >
        {processing ? 'Redirecting to payment…' : `Pay ₹${REGISTRATION_FEE_RUPEES} & Complete Registration`}
      </Button>
      <PaymentNotices payment={payment} />
      <p id="pay-note" className="field-hint" style={{ marginTop: 8 }}>
        {script.state === 'loading' ? 'Loading the payment page… ' : ''}You pay by UPI on the payment page and come back here.
        Your shop is already live; you can also continue to the dashboard and pay later.
      </p>
    </>
  );
}
