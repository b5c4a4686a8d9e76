import { type Plan, PLANS, yearlySavingPercent } from '@chowk/contracts';
import { Button } from '@chowk/ui';

export type Billing = 'monthly' | 'yearly';

/** The most a year saves against twelve months, over the plans (spec §9: "up to"). */
export const bestYearlySaving = (): number => Math.max(...PLANS.map(yearlySavingPercent));

export const planPrice = (plan: Plan, billing: Billing): string =>
  `₹${billing === 'yearly' ? plan.price.yearly : plan.price.monthly}/${billing === 'yearly' ? 'year' : 'month'}`;

/**
 * Business Booster (spec §2, §9): the plans with their features, a monthly/yearly toggle and
 * the yearly saving as a percentage. Choosing a plan names it on the Payment step; buying one is
 * the plans issue's work.
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
  return (
    <div>
      <p>Your shop is registered. Boost it with a plan now, or later from the dashboard.</p>
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
      <ul className="stat-grid" aria-label="Plans" style={{ listStyle: 'none', padding: 0 }}>
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className="card"
            style={chosen === plan.id ? { borderColor: 'var(--c-primary)', borderWidth: 2 } : undefined}
          >
            <h2 style={{ marginTop: 0 }}>
              {plan.name} {plan.popular && <span className="badge">Popular</span>}
            </h2>
            <p className="stat-value">{planPrice(plan, billing)}</p>
            {billing === 'yearly' && (
              <p className="stat-hint">
                Save {yearlySavingPercent(plan)}% against twelve months (₹{plan.price.monthly * 12})
              </p>
            )}
            <ul>
              {plan.features.map((f) => (
                <li key={f.tag}>
                  {f.tag}
                  {f.info && <span className="stat-hint"> ({f.info})</span>}
                </li>
              ))}
            </ul>
            <Button
              variant={chosen === plan.id ? 'primary' : 'secondary'}
              aria-pressed={chosen === plan.id}
              onClick={() => onChoose(plan.id)}
            >
              Choose {plan.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
