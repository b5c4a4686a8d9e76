import { type BillingPeriod, type Plan, PLANS, yearlySavingPercent } from '@chowk/contracts';
import { Button } from '@chowk/ui';
import { InfoTip } from './info-tip';

/** The most a year saves against twelve months, over the plans (docs/product.md §9: "up to"). */
export const bestYearlySaving = (): number => Math.max(...PLANS.map(yearlySavingPercent));

export const planPrice = (plan: Plan, billing: BillingPeriod): string =>
  `₹${billing === 'yearly' ? plan.price.yearly : plan.price.monthly}/${billing === 'yearly' ? 'year' : 'month'}`;

/** docs/product.md §9 / §4: the monthly/yearly toggle, with the best yearly saving. */
export function BillingToggle({ billing, onBilling }: { billing: BillingPeriod; onBilling: (b: BillingPeriod) => void }) {
  return (
    <div role="group" aria-label="Billing period" style={{ display: 'flex', gap: 8, margin: '8px 0 16px', flexWrap: 'wrap' }}>
      <Button
        variant={billing === 'monthly' ? 'primary' : 'secondary'}
        aria-pressed={billing === 'monthly'}
        onClick={() => onBilling('monthly')}
      >
        Monthly
      </Button>
      <Button
        variant={billing === 'yearly' ? 'primary' : 'secondary'}
        aria-pressed={billing === 'yearly'}
        onClick={() => onBilling('yearly')}
      >
        Yearly (save up to {bestYearlySaving()}%)
      </Button>
    </div>
  );
}

/**
 * The plans side by side (docs/product.md §9): price for the period, the popular flag, the features with
 * their info tooltips, the yearly saving against twelve months, and one action per plan. The
 * wizard's Business Booster and the dashboard's plan dialog both show them.
 */
export function PlanOptions({
  billing,
  chosen,
  current,
  actionLabel,
  onChoose,
}: {
  billing: BillingPeriod;
  /** Marked as chosen (the wizard). */
  chosen?: Plan['id'] | null;
  /** The shop's plan in force (the dialog): labelled "Your plan". */
  current?: Plan['id'] | null;
  actionLabel: (plan: Plan) => string;
  onChoose: (id: Plan['id']) => void;
}) {
  return (
    <ul className="stat-grid" aria-label="Plans" style={{ listStyle: 'none', padding: 0 }}>
      {PLANS.map((plan) => (
        <li
          key={plan.id}
          className="card"
          style={chosen === plan.id ? { borderColor: 'var(--c-primary)', borderWidth: 2 } : undefined}
          aria-labelledby={`plan-${plan.id}`}
        >
          <h3 id={`plan-${plan.id}`} style={{ marginTop: 0 }}>
            {plan.name} {plan.popular && <span className="badge">Popular</span>}{' '}
            {current === plan.id && <span className="badge">Your plan</span>}
          </h3>
          <p className="stat-value">{planPrice(plan, billing)}</p>
          {billing === 'yearly' && (
            <p className="stat-hint">
              Save {yearlySavingPercent(plan)}% against twelve months (₹{plan.price.monthly * 12})
            </p>
          )}
          <ul style={{ paddingLeft: 20 }}>
            {plan.features.map((f) => (
              <li key={f.tag}>
                {f.tag}
                {f.info && <InfoTip label={f.tag} text={f.info} />}
              </li>
            ))}
          </ul>
          <Button
            variant={chosen === plan.id || (!chosen && plan.popular) ? 'primary' : 'secondary'}
            aria-pressed={chosen === undefined ? undefined : chosen === plan.id}
            onClick={() => onChoose(plan.id)}
          >
            {actionLabel(plan)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
