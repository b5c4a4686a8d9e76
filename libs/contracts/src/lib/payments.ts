/**
 * Plan and registration payments through the UPI gateway (docs/product.md §2, §4, §7): the
 * initiate call's payload and answer, the payment's states, and the texts the API and the
 * shopkeeper remote share. The gateway's own protocol (PhonePe Standard Checkout) lives in the
 * API; the browser only ever sees these shapes.
 */
import type { BillingPeriod, PlanId, ShopPlan } from './plans';
import { BILLING_PERIODS, PLANS, planAmountPaise, REGISTRATION_FEE_PAISE } from './plans';

export const PAYMENT_PURPOSES = ['plan', 'registration'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The plan names the payload carries (`planName`), and the registration's. */
export const REGISTRATION_PLAN_NAME = 'Registration';
export const PAYMENT_PLAN_NAMES = [...PLANS.map((p) => p.name), REGISTRATION_PLAN_NAME] as const;

/** Gateway rules for the merchant's ids (PhonePe Pay API): letters, digits, _ and -, under 35 / 36 characters. */
export const MERCHANT_TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,34}$/;
export const MERCHANT_USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,35}$/;

/** POST /api/payment/initiate (docs/product.md §7). The server prices it again and refuses any other amount. */
export interface PaymentInitiatePayload {
  merchantTransactionId: string;
  merchantUserId: string;
  /** Paise: the plan's price for the period times 100, or the registration fee. */
  amount: number;
  /** The app's /payment/callback on this site. */
  redirectUrl: string;
  redirectMode: 'POST';
  /** Where the gateway posts the server-to-server callback; the server uses its own, whatever is sent. */
  callbackUrl: string;
  mobileNumber: string;
  paymentInstrument: { type: 'PAY_PAGE' };
  planName: string;
  billingPeriod: BillingPeriod;
}

export interface PaymentInitiateResponse {
  success: boolean;
  code: string;
  message: string;
  data: {
    merchantId: string;
    merchantTransactionId: string;
    instrumentResponse: { type: 'PAY_PAGE'; redirectInfo: { url: string; method: 'GET' } };
  };
}

/** A payment as its owner sees it (GET /api/payment/status/{merchantTransactionId}). */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface PaymentView {
  merchantTransactionId: string;
  purpose: PaymentPurpose;
  plan_id: PlanId | null;
  plan_name: string;
  billing_period: BillingPeriod | null;
  /** Paise. */
  amount: number;
  state: PaymentState;
  /** The gateway's last response code (PAYMENT_SUCCESS, PAYMENT_ERROR, PAYMENT_PENDING, …). */
  code: string | null;
  created_at: string;
  settled_at: string | null;
  /** The shop's plan after this payment (paid plan payments). */
  shop_plan: ShopPlan | null;
}

export interface PaymentConfigView {
  /** The gateway's checkout script: the pay button waits for it (docs/product.md §4). */
  checkoutScriptUrl: string;
  /** The gateway is the local sandbox (development and tests). */
  sandbox: boolean;
}

export const PAYMENT_MESSAGES = {
  /** docs/product.md §8: the alert on any failure, after which the dialog resets. */
  failed: 'Payment failed. Please try again.',
  amountMismatch: "The amount does not match this plan's price",
  planUnknown: `Plan must be one of ${PAYMENT_PLAN_NAMES.join(', ')}`,
  periodInvalid: `Billing period must be one of ${BILLING_PERIODS.join(', ')}`,
  transactionIdInvalid: 'Merchant transaction id must be 1 to 34 letters, digits, _ or -',
  transactionIdTaken: 'This merchant transaction id has been used already',
  userIdInvalid: 'Merchant user id must be 1 to 35 letters, digits, _ or -',
  redirectInvalid: 'Redirect URL must be this site’s /payment/callback',
  redirectModeInvalid: 'Redirect mode must be POST',
  instrumentInvalid: 'Payment instrument type must be PAY_PAGE',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  registrationPaid: 'This shop’s registration is paid already',
  paymentNotFound: 'Payment not found',
  gatewayDown: 'The payment gateway is not answering. Nothing was charged; please try again.',
  checksumInvalid: 'Checksum verification failed',
  callbackInvalid: 'Callback payload is not valid',
  paid: 'Payment successful',
  pending: 'Payment is being confirmed',
  expired: 'The payment was not completed in time',
} as const;

/** What the initiate call must carry for a purchase (the plan dialog and the wizard build it the same way). */
export function expectedAmountPaise(planName: string, period: BillingPeriod): number | null {
  if (planName === REGISTRATION_PLAN_NAME) return REGISTRATION_FEE_PAISE;
  const plan = PLANS.find((p) => p.name === planName);
  return plan ? planAmountPaise(plan.id, period) : null;
}

/** A fresh merchant transaction id: `CHW` + time + randomness, inside the gateway's 34 characters. */
export function newMerchantTransactionId(now: number = Date.now(), random: () => number = Math.random): string {
  const tail = Array.from({ length: 10 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `CHW${now.toString(36)}${tail}`.toUpperCase();
}
