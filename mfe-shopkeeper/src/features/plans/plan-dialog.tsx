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
import { Button, Dialog } from '@chowk/ui';
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
            {planDate(new Date(shop.plan.renews_at))}.
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
  const payment = usePayment({ kind: 'plan', planId, billing }, { mobile: user?.mobile ?? '', userId: user?._id ?? shop._id });
  if (!plan) return null;
  const renewing = activePlanId(shop.plan) === planId && shop.plan;
  const from = renewing ? new Date(shop.plan!.renews_at) : new Date();
  const until = periodEnd(from, billing);
  const { script, processing } = payment;

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
          <Button onClick={() => void payment.pay()} disabled={!payment.ready} busy={processing}>
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
        <dd style={{ margin: 0 }}>{planDate(until)}</dd>
        <dt>Pay with</dt>
        <dd style={{ margin: 0 }}>UPI (any UPI app), zero fees</dd>
      </dl>
      <MobileField payment={payment} />
      <PaymentNotices payment={payment} />
      <p className="stat-hint">
        You will pay on the payment page and come back here. Nothing is charged until you confirm there.
      </p>
    </Dialog>
  );
}
