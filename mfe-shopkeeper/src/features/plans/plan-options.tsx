import { type BillingPeriod, type Plan, PLANS, yearlySavingPercent } from '@chowk/contracts';
import { Button, useMessage } from '@chowk/ui';
import { shopkeeperI18n, useText } from '../../i18n';
import { InfoTip } from './info-tip';

/** The most a year saves against twelve months, over the plans (docs/product.md §9: "up to"). */
export const bestYearlySaving = (): number => Math.max(...PLANS.map(yearlySavingPercent));

/** "₹299/month", "₹2990/year" (in the device's language). */
export const planPrice = (plan: Plan, billing: BillingPeriod): string =>
  billing === 'yearly'
    ? shopkeeperI18n.t('plans.perYear', { price: plan.price.yearly })
    : shopkeeperI18n.t('plans.perMonth', { price: plan.price.monthly });

/** docs/product.md §9 / §4: the monthly/yearly toggle, with the best yearly saving. */
export function BillingToggle({ billing, onBilling }: { billing: BillingPeriod; onBilling: (b: BillingPeriod) => void }) {
  const { t } = useText();
  return (
    <div
      role="group"
      aria-label={t('plans.billingPeriod')}
      style={{ display: 'flex', gap: 8, margin: '8px 0 16px', flexWrap: 'wrap' }}
    >
      <Button
        variant={billing === 'monthly' ? 'primary' : 'secondary'}
        aria-pressed={billing === 'monthly'}
        onClick={() => onBilling('monthly')}
      >
        {t('plans.monthly')}
      </Button>
      <Button
        variant={billing === 'yearly' ? 'primary' : 'secondary'}
        aria-pressed={billing === 'yearly'}
        onClick={() => onBilling('yearly')}
      >
        {t('plans.yearly', { percent: bestYearlySaving() })}
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
  /** The plan's button; `name` is the plan's name in the device's language. */
  actionLabel: (plan: Plan, name: string) => string;
  onChoose: (id: Plan['id']) => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  return (
    <ul className="stat-grid" aria-label={t('plans.plans')} style={{ listStyle: 'none', padding: 0 }}>
      {PLANS.map((plan) => (
        <li
          key={plan.id}
          className="card"
          style={chosen === plan.id ? { borderColor: 'var(--c-primary)', borderWidth: 2 } : undefined}
          aria-labelledby={`plan-${plan.id}`}
        >
          <h3 id={`plan-${plan.id}`} style={{ marginTop: 0 }}>
            {tm(plan.name)} {plan.popular && <span className="badge">{t('plans.popular')}</span>}{' '}
            {current === plan.id && <span className="badge">{t('plans.yourPlan')}</span>}
          </h3>
          <p className="stat-value">{planPrice(plan, billing)}</p>
          {billing === 'yearly' && (
            <p className="stat-hint">
              {t('plans.saving', { percent: yearlySavingPercent(plan), amount: plan.price.monthly * 12 })}
            </p>
          )}
          <ul style={{ paddingLeft: 20 }}>
            {plan.features.map((f) => (
              <li key={f.tag}>
                {tm(f.tag)}
                {f.info && <InfoTip label={tm(f.tag)} text={tm(f.info)} />}
              </li>
            ))}
          </ul>
          <Button
            variant={chosen === plan.id || (!chosen && plan.popular) ? 'primary' : 'secondary'}
            aria-pressed={chosen === undefined ? undefined : chosen === plan.id}
            onClick={() => onChoose(plan.id)}
          >
            {actionLabel(plan, tm(plan.name))}
          </Button>
        </li>
      ))}
    </ul>
  );
}
