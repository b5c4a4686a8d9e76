/** The subscription plans of docs/product.md §9: what they cost, what they open, and the rules both the API and the screens apply. */
export interface PlanFeature {
  tag: string;
  info?: string;
}

export interface Plan {
  id: 'starter' | 'professional';
  name: string;
  /** Rupees. */
  price: { monthly: number; yearly: number };
  popular: boolean;
  features: PlanFeature[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: { monthly: 12, yearly: 120 },
    popular: false,
    features: [
      { tag: 'Online shop' },
      { tag: 'Chat with customer' },
      { tag: 'Order history' },
      { tag: 'Accept online orders', info: '0.04% charge on online payment' },
      { tag: 'Sales reports' },
      { tag: 'CSV/Excel export' },
    ],
  },
  {
    id: 'professional',
    name: 'Professional',
    price: { monthly: 60, yearly: 600 },
    popular: true,
    features: [
      { tag: 'All Starter features' },
      { tag: 'Live WhatsApp alerts', info: '150 free per month, then ₹0.150 each' },
      { tag: 'Customised shop' },
      { tag: '50 image uploads', info: 'Extra uploads are charged' },
    ],
  },
];

/** What a year saves against twelve months, in whole percent (docs/product.md §9). */
export const yearlySavingPercent = (plan: Pick<Plan, 'price'>): number =>
  Math.round(((plan.price.monthly * 12 - plan.price.yearly) / (plan.price.monthly * 12)) * 100);

/** The registration fee the wizard's Payment step names (docs/product.md §2: 'Pay ₹50 & Complete Registration'). */
export const REGISTRATION_FEE_RUPEES = 50;

// ---------------------------------------------------------------------------------------------
// What a plan buys: one table for the API's gates and the screens' lock overlays.
// ---------------------------------------------------------------------------------------------

export type PlanId = Plan['id'];
export const PLAN_IDS: readonly PlanId[] = ['starter', 'professional'];
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The features the plans sell, each with the least plan that includes it (docs/product.md §9). */
export const PAID_FEATURES = {
  order_history: { plan: 'starter', label: 'Order history' },
  sales_reports: { plan: 'starter', label: 'Sales reports' },
  export: { plan: 'starter', label: 'CSV/Excel export' },
  custom_shop: { plan: 'professional', label: 'A customised shop' },
  item_images: { plan: 'professional', label: 'Item images' },
  whatsapp_alerts: { plan: 'professional', label: 'Live WhatsApp alerts' },
} as const satisfies Record<string, { plan: PlanId; label: string }>;
export type PaidFeature = keyof typeof PAID_FEATURES;

/** Professional includes everything Starter does ("All Starter features"). */
const PLAN_RANK: Record<PlanId, number> = { starter: 1, professional: 2 };

/** A shop's plan as the owner's screens read it (`Shop.plan`); null when it has none. */
export interface ShopPlan {
  id: PlanId;
  period: BillingPeriod;
  /** ISO date-times: when the plan (or its latest renewal) was bought, and when it runs out. */
  started_at: string;
  renews_at: string;
}

export const planById = (id: string | null | undefined): Plan | undefined => PLANS.find((p) => p.id === id);

/** The plan in force at `now`: none once its period has run out. */
export function activePlanId(plan: ShopPlan | null | undefined, now: Date = new Date()): PlanId | null {
  if (!plan || !planById(plan.id)) return null;
  return new Date(plan.renews_at).getTime() > now.getTime() ? plan.id : null;
}

export function planIncludes(plan: ShopPlan | null | undefined, feature: PaidFeature, now: Date = new Date()): boolean {
  const active = activePlanId(plan, now);
  return active !== null && PLAN_RANK[active] >= PLAN_RANK[PAID_FEATURES[feature].plan];
}

/** The refusal of a paid route (402) and the lock overlay's text. */
export function planRequiredMessage(feature: PaidFeature): string {
  const { plan, label } = PAID_FEATURES[feature];
  return `${label} comes with the ${planById(plan)?.name} plan. Choose a plan on your dashboard to use it.`;
}

/** A plan's price for a period, in paise (the payment call's amount: price times 100, docs/product.md §7). */
export function planAmountPaise(id: PlanId, period: BillingPeriod): number {
  const plan = planById(id);
  if (!plan) throw new RangeError(`Unknown plan ${id}`);
  return Math.round(plan.price[period] * 100);
}

export const REGISTRATION_FEE_PAISE = REGISTRATION_FEE_RUPEES * 100;

/**
 * The end of a period begun at `from`: the same day next month or next year, in UTC, clamped to
 * the month's last day (31 January + a month = 28 or 29 February).
 */
export function periodEnd(from: Date, period: BillingPeriod): Date {
  const y = from.getUTCFullYear() + (period === 'yearly' ? 1 : 0);
  const m = from.getUTCMonth() + (period === 'monthly' ? 1 : 0);
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

// Limits the Professional plan comes with (docs/product.md §9).
/** Item images a shop may hold. */
export const ITEM_IMAGE_LIMIT = 50;
/** WhatsApp new-order alerts free each calendar month (India), then WHATSAPP_EXTRA_PAISE each. */
export const WHATSAPP_FREE_PER_MONTH = 150;
/** ₹0.150 per alert beyond the free ones: 15 paise. */
export const WHATSAPP_EXTRA_PAISE = 15;
