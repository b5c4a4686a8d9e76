import {
  type BillingPeriod,
  newMerchantTransactionId,
  type PaymentInitiatePayload,
  type PaymentInitiateResponse,
  PAYMENT_MESSAGES,
  planById,
  type PlanId,
  planAmountPaise,
  REGISTRATION_FEE_PAISE,
  REGISTRATION_PLAN_NAME,
} from '@chowk/contracts';

/** What is being bought: a plan for a period, or the registration fee. */
export type Purchase = { kind: 'plan'; planId: PlanId; billing: BillingPeriod } | { kind: 'registration' };

/** Kept for /payment/callback across the trip to the gateway: what to offer next (the wizard's chosen plan). */
const NEXT_KEY = 'chowk.afterPayment';

export interface AfterPayment {
  merchantTransactionId: string;
  /** The plan chosen in the wizard, offered once the registration is paid. */
  nextPlan?: { planId: PlanId; billing: BillingPeriod };
}

export const purchaseAmountPaise = (p: Purchase): number =>
  p.kind === 'registration' ? REGISTRATION_FEE_PAISE : planAmountPaise(p.planId, p.billing);

/** docs/product.md §7's payload: amount in paise (price × 100), this site's /payment/callback, redirect mode POST, PAY_PAGE. */
export function paymentPayload(p: Purchase, mobileNumber: string, origin: string, userId: string): PaymentInitiatePayload {
  return {
    merchantTransactionId: newMerchantTransactionId(),
    merchantUserId: `MU${userId}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 35) || 'MU',
    amount: purchaseAmountPaise(p),
    redirectUrl: `${origin}/payment/callback`,
    redirectMode: 'POST',
    callbackUrl: `${origin}/api/payment/callback`,
    mobileNumber,
    paymentInstrument: { type: 'PAY_PAGE' },
    planName: p.kind === 'registration' ? REGISTRATION_PLAN_NAME : (planById(p.planId)?.name ?? p.planId),
    billingPeriod: p.kind === 'registration' ? 'monthly' : p.billing,
  };
}

export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
export const mobileError = (mobile: string): string | null =>
  MOBILE_PATTERN.test(mobile) ? null : PAYMENT_MESSAGES.mobileInvalid;

/**
 * Initiates the payment (`initiate`: the startPayment mutation) and sends the browser to the
 * gateway's pay page. Rejects if it could not (the caller alerts and resets); on success the
 * page is leaving.
 */
export async function payAndRedirect(
  p: Purchase,
  {
    mobile,
    userId,
    nextPlan,
    initiate,
    go = (url: string) => window.location.assign(url),
  }: {
    mobile: string;
    userId: string;
    nextPlan?: AfterPayment['nextPlan'];
    initiate: (body: PaymentInitiatePayload) => Promise<PaymentInitiateResponse>;
    go?: (url: string) => void;
  },
): Promise<void> {
  const body = paymentPayload(p, mobile, window.location.origin, userId);
  const answer = await initiate(body);
  const url = answer.data?.instrumentResponse?.redirectInfo?.url;
  if (!answer.success || typeof url !== 'string') throw new Error(PAYMENT_MESSAGES.failed);
  try {
    window.sessionStorage.setItem(
      NEXT_KEY,
      JSON.stringify({ merchantTransactionId: body.merchantTransactionId, nextPlan } satisfies AfterPayment),
    );
  } catch {
    // Storage full or off: the callback page still reads the payment from its address.
  }
  go(url);
}

export function readAfterPayment(merchantTransactionId: string): AfterPayment | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(NEXT_KEY) ?? 'null') as AfterPayment | null;
    return value?.merchantTransactionId === merchantTransactionId ? value : null;
  } catch {
    return null;
  }
}
