/** The subscription plans of spec §9 (the registration wizard shows them; the plans issue sells them). */
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

/** What a year saves against twelve months, in whole percent (spec §9). */
export const yearlySavingPercent = (plan: Pick<Plan, 'price'>): number =>
  Math.round(((plan.price.monthly * 12 - plan.price.yearly) / (plan.price.monthly * 12)) * 100);

/** The registration fee the wizard's Payment step names (spec §2: 'Pay ₹50 & Complete Registration'). */
export const REGISTRATION_FEE_RUPEES = 50;
