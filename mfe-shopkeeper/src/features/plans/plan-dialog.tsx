import { useState } from 'react';
import {
  activePlanId,
  type BillingPeriod,
  formatRupees,
  PAYMENT_MESSAGES,
  periodEnd,
  planById,
  type PlanId,
  type Shop,
  type ShopUser,
} from '@chowk/contracts';
import { Button, Dialog, ErrorBox, TextField } from '@chowk/ui';
import { BillingToggle, PlanOptions, planPrice } from './plan-options';
import { mobileError, payAndRedirect, purchaseAmountPaise } from './pay';
import { useCheckoutScript } from './use-checkout-script';

const dateText = (d: Date) => d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The plan dialog (spec §2, §4): monthly/yearly, the two plans, Get Started → the payment
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
  const [billing, setBilling] = useState<BillingPeriod>(initialBilling);
  const [paying, setPaying] = useState<PlanId | null>(initialPlan);
  const current = activePlanId(shop.plan);
  if (!open) return null;
  return paying ? (
    <PaymentDialog planId={paying} billing={billing} shop={shop} user={user} onBack={() => setPaying(null)} />
  ) : (
    <Dialog open title="Choose your plan" onClose={onClose} size="lg" describedBy="plans-why">
      <p id="plans-why" style={{ marginTop: 0 }}>
        Pay by UPI with zero fees. Nothing is debited again by itself: renew when you like, or let the plan end.
        {current && shop.plan && (
          <>
            {' '}
            You are on <strong>{planById(current)?.name}</strong> ({shop.plan.period}) until{' '}
            {dateText(new Date(shop.plan.renews_at))}.
          </>
        )}
      </p>
      <BillingToggle billing={billing} onBilling={setBilling} />
      <PlanOptions
        billing={billing}
        current={current}
        actionLabel={(plan) => (current === plan.id ? `Renew ${plan.name}` : `Get Started with ${plan.name}`)}
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
  const plan = planById(planId);
  const script = useCheckoutScript();
  const [mobile, setMobile] = useState(user?.mobile ?? '');
  const [mobileProblem, setMobileProblem] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!plan) return null;
  const renewing = activePlanId(shop.plan) === planId && shop.plan;
  const from = renewing ? new Date(shop.plan!.renews_at) : new Date();
  const until = periodEnd(from, billing);

  const pay = async () => {
    const problem = mobileError(mobile.trim());
    setMobileProblem(problem);
    if (problem) return;
    setFailed(false);
    setProcessing(true);
    try {
      await payAndRedirect({ kind: 'plan', planId, billing }, { mobile: mobile.trim(), userId: user?._id ?? shop._id });
    } catch {
      // Spec §8: 'Payment failed. Please try again.'; the processing state resets.
      setFailed(true);
      setProcessing(false);
    }
  };

  return (
    <Dialog
      open
      title={`Pay for ${plan.name}`}
      onClose={onBack}
      busy={processing}
      describedBy="pay-summary"
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={processing}>
            Back to plans
          </Button>
          <Button onClick={() => void pay()} disabled={script.state !== 'ready' || processing} busy={processing}>
            {processing
              ? 'Redirecting to payment…'
              : script.state === 'loading'
                ? 'Loading payment…'
                : `Pay ${formatRupees(purchaseAmountPaise({ kind: 'plan', planId, billing }))}`}
          </Button>
        </>
      }
    >
      <dl id="pay-summary" style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 16px' }}>
        <dt>Plan</dt>
        <dd style={{ margin: 0 }}>
          {plan.name}, {planPrice(plan, billing)}
        </dd>
        <dt>{renewing ? 'Extends to' : 'Runs until'}</dt>
        <dd style={{ margin: 0 }}>{dateText(until)}</dd>
        <dt>Pay with</dt>
        <dd style={{ margin: 0 }}>UPI (any UPI app), zero fees</dd>
      </dl>
      <TextField
        label="Mobile number for the payment"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        value={mobile}
        onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, 10))}
        error={mobileProblem ?? undefined}
      />
      {script.sandbox && (
        <p className="stat-hint" role="note">
          Test payments: this is the development gateway, and no money moves.
        </p>
      )}
      {script.state === 'failed' && (
        <ErrorBox onRetry={script.retry}>The payment page could not be reached. Check your connection and try again.</ErrorBox>
      )}
      {failed && (
        <p role="alert" className="field-error" style={{ fontWeight: 600 }}>
          {PAYMENT_MESSAGES.failed}
        </p>
      )}
      <p className="stat-hint">
        You will pay on the payment page and come back here. Nothing is charged until you confirm there.
      </p>
    </Dialog>
  );
}
