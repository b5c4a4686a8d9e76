import { Link } from 'react-router-dom';
import { PLANS, REGISTRATION_FEE_RUPEES } from '@chowk/contracts';
import { Button } from '@chowk/ui';
import { type Billing, planPrice } from './plan-step';

/**
 * Payment (spec §2): the button reads 'Pay ₹50 & Complete Registration'. Buying is the plans
 * issue's work (the payment provider), so the button is shown disabled with an honest note,
 * never a pretend charge: a shop registered here is already registered and usable.
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
  return (
    <div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 16px' }}>
        <dt>Registration fee</dt>
        <dd style={{ margin: 0 }}>
          <strong>₹{REGISTRATION_FEE_RUPEES}</strong>
        </dd>
        {plan ? (
          <>
            <dt>Plan</dt>
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
      <Button disabled aria-describedby="pay-note" style={{ width: '100%' }}>
        Pay ₹{REGISTRATION_FEE_RUPEES} & Complete Registration
      </Button>
      <p id="pay-note" className="field-hint" style={{ marginTop: 8 }}>
        Online payment is not open yet, so nothing is charged here.{' '}
        {registered ? (
          'Your shop is already registered: you can use it now, and buy a plan once payments open.'
        ) : (
          <>
            Meanwhile, <Link to="/login">log in</Link> to your shop or <Link to="/shop/onboarding">register it</Link>.
          </>
        )}
      </p>
    </div>
  );
}
