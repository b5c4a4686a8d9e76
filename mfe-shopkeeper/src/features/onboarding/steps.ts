/** The registration wizard's steps (spec §2, §4), as the query parameters shape them. */
export type StepId = 'shopInfo' | 'contact' | 'security' | 'booster' | 'payment';

export const STEP_TITLES: Record<StepId, string> = {
  shopInfo: 'Shop Information',
  contact: 'Contact Details',
  security: 'Account Security',
  booster: 'Business Booster',
  payment: 'Payment',
};

export interface WizardQuery {
  freeTrial: boolean;
  selectedPlan: string | null;
  createShop: boolean;
  redirectFrom: string | null;
}

export function readWizardQuery(params: URLSearchParams): WizardQuery {
  return {
    freeTrial: params.get('free-trial') === 'true',
    selectedPlan: params.get('selected-plan') || null,
    createShop: params.get('create-shop') === 'true',
    redirectFrom: params.get('redirect-from'),
  };
}

/**
 * free-trial: the first and last steps go, and the plan step; selected-plan with create-shop:
 * the plan step goes; selected-plan alone: just Payment.
 */
export function wizardSteps(q: WizardQuery): StepId[] {
  if (q.freeTrial) return ['contact', 'security'];
  if (q.selectedPlan && !q.createShop) return ['payment'];
  if (q.selectedPlan) return ['shopInfo', 'contact', 'security', 'payment'];
  return ['shopInfo', 'contact', 'security', 'booster', 'payment'];
}

/** Back is hidden on Payment unless selected-plan is set without create-shop, and never goes back past the signup. */
export function showBack(step: StepId, index: number, q: WizardQuery, signedUp: boolean): boolean {
  if (step === 'payment') return Boolean(q.selectedPlan && !q.createShop);
  if (signedUp) return false;
  return index > 0;
}

/** Where the wizard ends: redirect-from (same-origin path) or the dashboard, with the plan dialog asked for. */
export function finishPath(q: WizardQuery): string {
  const base =
    q.redirectFrom && q.redirectFrom.startsWith('/') && !q.redirectFrom.startsWith('//') ? q.redirectFrom : '/shop/dashboard';
  return `${base}${base.includes('?') ? '&' : '?'}show-subscription-plan=true`;
}
