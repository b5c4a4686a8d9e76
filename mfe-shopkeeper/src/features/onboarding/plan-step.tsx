import type { BillingPeriod, Plan } from '@chowk/contracts';
import { useText } from '../../i18n';
import { BillingToggle, PlanOptions } from '../plans/plan-options';

export type Billing = BillingPeriod;
export { bestYearlySaving, planPrice } from '../plans/plan-options';

/**
 * Business Booster (docs/product.md §2, §9): the plans with their features, a monthly/yearly toggle and
 * the yearly saving as a percentage. The plan chosen here is offered for payment once the
 * registration is paid (the Payment step).
 */
export function PlanStep({
  billing,
  onBilling,
  chosen,
  onChoose,
}: {
  billing: Billing;
  onBilling: (b: Billing) => void;
  chosen: Plan['id'] | null;
  onChoose: (id: Plan['id']) => void;
}) {
  const { t } = useText();
  return (
    <div>
      <p>{t('onboarding.booster')}</p>
      <BillingToggle billing={billing} onBilling={onBilling} />
      <PlanOptions
        billing={billing}
        chosen={chosen}
        actionLabel={(_plan, name) => t('onboarding.choosePlan', { plan: name })}
        onChoose={onChoose}
      />
    </div>
  );
}
