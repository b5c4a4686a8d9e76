import { type SignupForm, SIGNUP_STEP_FIELDS } from '@chowk/contracts';
import { safeRedirect } from '../auth/shop-session';

/** The registration wizard's steps (docs/product.md §2, §4), as the query parameters shape them. */
export type StepId = 'shopInfo' | 'contact' | 'security' | 'booster' | 'payment';

/** The form fields each step holds (the plan and payment steps hold none). */
export const STEP_FIELDS: Record<StepId, readonly (keyof SignupForm)[]> = {
  ...SIGNUP_STEP_FIELDS,
  booster: [],
  payment: [],
};

export interface WizardQuery {
  freeTrial: boolean;
  selectedPlan: string | null;
  createShop: boolean;
  redirectFrom: string | null;
}

/** Query flags are `=true` (docs/architecture.md). */
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

/** Whether this variant creates an account (every variant but selected-plan alone). */
export const signsUp = (steps: readonly StepId[]): boolean => steps.includes('security');

/**
 * Back is hidden on Payment unless selected-plan is set without create-shop (docs/product.md §4), and
 * never goes back past a completed signup.
 */
export function showBack(step: StepId, index: number, q: WizardQuery, signedUp: boolean): boolean {
  if (step === 'payment') return Boolean(q.selectedPlan && !q.createShop);
  if (signedUp) return false;
  return index > 0;
}

/** The step that holds a field, in this variant (-1 when none does). */
export function stepOfField(steps: readonly StepId[], field: keyof SignupForm): number {
  return steps.findIndex((s) => STEP_FIELDS[s].includes(field));
}

/** Where the wizard ends after a signup: redirect-from (same-origin path) or the dashboard, asking for the plan dialog. */
export function finishPath(q: WizardQuery): string {
  const base = safeRedirect(q.redirectFrom, '/shop/dashboard');
  return `${base}${base.includes('?') ? '&' : '?'}show-subscription-plan=true`;
}

/** Where a new trial goes: redirect-from or the dashboard (a trial sees no plans, docs/product.md §2). */
export const trialStartPath = (q: WizardQuery): string => safeRedirect(q.redirectFrom, '/shop/dashboard');
