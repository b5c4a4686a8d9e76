/**
 * A shop's delivery terms (docs/product.md "Delivery terms"): its delivery fee, free delivery at
 * or above an order value, a minimum order value for delivery, and how far from the shop's pin
 * it delivers. The shape, defaults, bounds, texts and the fee rule, for the API (PUT
 * /api/shops/{id}/delivery-terms, and every order it prices), the settings section, the
 * storefront and checkout, and the trial.
 */
import { DELIVERY_FEE_PAISE, formatRupees, type Paise, rupeesToPaise } from './money';
import type { FieldErrors } from './validate';

/** On the wire (rupees, km); null: no such term. Every shop view carries it (defaults filled). */
export interface DeliveryTerms {
  /** Rupees per delivery order, 0 allowed. */
  fee: number;
  /** Rupees: a delivery order whose item subtotal is at or above this pays no fee. */
  free_above: number | null;
  /** Rupees: a delivery order's item subtotal must reach this. Pickup is never held to it. */
  minimum_order: number | null;
  /** Kilometres from the shop's pin; needs the shop's location. */
  max_distance_km: number | null;
}

/** The same in integer paise, as the totals rule and the server read them. */
export interface DeliveryTermsPaise {
  feePaise: Paise;
  freeAbovePaise: Paise | null;
  minimumPaise: Paise | null;
  maxDistanceKm: number | null;
}

/** A shop that never set its terms: the spec's ₹29 to anywhere, no minimum. */
export const DEFAULT_DELIVERY_TERMS: Readonly<DeliveryTerms> = Object.freeze({
  fee: DELIVERY_FEE_PAISE / 100,
  free_above: null,
  minimum_order: null,
  max_distance_km: null,
});

export const DEFAULT_DELIVERY_TERMS_PAISE: Readonly<DeliveryTermsPaise> = Object.freeze({
  feePaise: DELIVERY_FEE_PAISE,
  freeAbovePaise: null,
  minimumPaise: null,
  maxDistanceKm: null,
});

export const DELIVERY_TERMS_LIMITS = {
  /** ₹1,000 for one delivery is a typo. */
  maxFeePaise: 1_000_00,
  /** Free-above and minimum: ₹1,00,000 at most, as a menu price. */
  maxAmountPaise: 1_00_000_00,
  minDistanceKm: 0.5,
  maxDistanceKm: 50,
} as const;

export const DELIVERY_TERMS_VALIDATION = {
  feeInvalid: 'Delivery fee must be ₹0 or more',
  feeTooHigh: 'Delivery fee cannot exceed ₹1,000',
  freeAboveInvalid: 'Free delivery amount must be more than ₹0',
  minimumInvalid: 'Minimum order must be more than ₹0',
  amountTooHigh: 'Amount cannot exceed ₹1,00,000',
  amountPrecision: 'Amounts can have at most two decimals',
  distanceInvalid: 'Delivery distance must be between 0.5 and 50 km',
  distancePrecision: 'Delivery distance can have at most one decimal',
  distanceNeedsLocation: "Set your shop's location first to limit the delivery distance",
} as const;

export const DELIVERY_TERMS_MESSAGES = {
  saved: 'Delivery terms saved',
  saveFailed: 'Failed to save delivery terms',
} as const;

/** Why the API refuses a delivery order under the shop's terms (and the checkout says before it is sent). */
export const DELIVERY_ORDER_MESSAGES = {
  belowMinimum: (minimumPaise: Paise) =>
    `Delivery orders start at ${formatRupees(minimumPaise)}. Add more items or choose pickup.`,
  locationRequired: 'Share your location so we can check the shop delivers to you, or choose pickup.',
  outOfRange: (km: number) => `This shop delivers within ${formatKm(km)} of it. Please choose pickup.`,
  locationInvalid: 'customer_location needs a latitude from -90 to 90 and a longitude from -180 to 180',
} as const;

/** The storefront's and checkout's lines, shown before a cart is filled. */
export const DELIVERY_TERMS_TEXT = {
  fee: (feePaise: Paise) => (feePaise === 0 ? 'Free delivery' : `Delivery ${formatRupees(feePaise)}`),
  freeFrom: (paise: Paise) => `Free delivery from ${formatRupees(paise)}`,
  minimum: (paise: Paise) => `Minimum ${formatRupees(paise)} for delivery`,
  within: (km: number) => `Delivery within ${formatKm(km)}`,
  addForFree: (paise: Paise) => `Add ${formatRupees(paise)} more for free delivery`,
  addForMinimum: (paise: Paise) => `Add ${formatRupees(paise)} more to order for delivery`,
  checkLocation: 'Check my location',
  checkingLocation: 'Checking your location…',
  inRange: (km: number) => `You are ${formatKm(km)} away: the shop delivers here`,
} as const;

/** "3 km", "2.5 km". */
export const formatKm = (km: number): string => `${Number.isInteger(km) ? km : km.toFixed(1)} km`;

const given = (v: unknown) => v !== undefined && v !== null;
const hasTwoDecimals = (rupees: number) => Math.abs(rupees * 100 - rupeesToPaise(rupees)) <= 1e-6;

/**
 * The settings form's and the API's rule, keyed by field. `shopHasLocation` is whether the shop
 * has a pin: a distance limit needs one.
 */
export function validateDeliveryTerms(
  v: { fee?: unknown; free_above?: unknown; minimum_order?: unknown; max_distance_km?: unknown },
  shopHasLocation: boolean,
): FieldErrors<keyof DeliveryTerms> {
  const errors: FieldErrors<keyof DeliveryTerms> = {};
  const fee = v.fee;
  if (typeof fee !== 'number' || !Number.isFinite(fee) || fee < 0) errors.fee = DELIVERY_TERMS_VALIDATION.feeInvalid;
  else if (rupeesToPaise(fee) > DELIVERY_TERMS_LIMITS.maxFeePaise) errors.fee = DELIVERY_TERMS_VALIDATION.feeTooHigh;
  else if (!hasTwoDecimals(fee)) errors.fee = DELIVERY_TERMS_VALIDATION.amountPrecision;

  const amount = (key: 'free_above' | 'minimum_order', invalid: string) => {
    const value = v[key];
    if (!given(value)) return;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) errors[key] = invalid;
    else if (rupeesToPaise(value) > DELIVERY_TERMS_LIMITS.maxAmountPaise) errors[key] = DELIVERY_TERMS_VALIDATION.amountTooHigh;
    else if (!hasTwoDecimals(value)) errors[key] = DELIVERY_TERMS_VALIDATION.amountPrecision;
  };
  amount('free_above', DELIVERY_TERMS_VALIDATION.freeAboveInvalid);
  amount('minimum_order', DELIVERY_TERMS_VALIDATION.minimumInvalid);

  const km = v.max_distance_km;
  if (given(km)) {
    if (
      typeof km !== 'number' ||
      !Number.isFinite(km) ||
      km < DELIVERY_TERMS_LIMITS.minDistanceKm ||
      km > DELIVERY_TERMS_LIMITS.maxDistanceKm
    )
      errors.max_distance_km = DELIVERY_TERMS_VALIDATION.distanceInvalid;
    else if (Math.abs(km * 10 - Math.round(km * 10)) > 1e-9) errors.max_distance_km = DELIVERY_TERMS_VALIDATION.distancePrecision;
    else if (!shopHasLocation) errors.max_distance_km = DELIVERY_TERMS_VALIDATION.distanceNeedsLocation;
  }
  return errors;
}

/** The wire's terms (or a shop view without them: an older server, the trial) in paise. */
export function deliveryTermsPaise(terms: Partial<DeliveryTerms> | null | undefined): DeliveryTermsPaise {
  if (!terms) return { ...DEFAULT_DELIVERY_TERMS_PAISE };
  const paise = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? rupeesToPaise(v) : null);
  return {
    feePaise: paise(terms.fee) ?? DELIVERY_FEE_PAISE,
    freeAbovePaise: paise(terms.free_above),
    minimumPaise: paise(terms.minimum_order),
    maxDistanceKm: typeof terms.max_distance_km === 'number' ? terms.max_distance_km : null,
  };
}

/** The other way: stored paise to the wire's rupees. */
export const deliveryTermsOf = (t: DeliveryTermsPaise): DeliveryTerms => ({
  fee: t.feePaise / 100,
  free_above: t.freeAbovePaise === null ? null : t.freeAbovePaise / 100,
  minimum_order: t.minimumPaise === null ? null : t.minimumPaise / 100,
  max_distance_km: t.maxDistanceKm,
});

/** The delivery fee of an order with this item subtotal: 0 for pickup, 0 at or above free-above, else the fee. */
export function deliveryFee(terms: DeliveryTermsPaise, delivery: 'delivery' | 'pickup', subtotal: Paise): Paise {
  if (delivery !== 'delivery') return 0;
  if (terms.freeAbovePaise !== null && subtotal >= terms.freeAbovePaise) return 0;
  return terms.feePaise;
}

export type DeliveryProblem =
  | { kind: 'minimum'; message: string; shortByPaise: Paise }
  | { kind: 'location'; message: string }
  | { kind: 'range'; message: string };

/**
 * Why a delivery order may not go under these terms, or null: under the minimum (by item
 * subtotal), or, when the shop limits distance and has a pin, no customer location or one
 * farther than the limit (great-circle distance). Pickup is never refused here.
 */
export function deliveryProblem(
  terms: DeliveryTermsPaise,
  order: {
    delivery: 'delivery' | 'pickup';
    subtotal: Paise;
    /** The customer's distance from the shop in km; undefined: not known. */
    distanceKm?: number;
    shopHasLocation: boolean;
  },
): DeliveryProblem | null {
  if (order.delivery !== 'delivery') return null;
  if (terms.minimumPaise !== null && order.subtotal < terms.minimumPaise)
    return {
      kind: 'minimum',
      message: DELIVERY_ORDER_MESSAGES.belowMinimum(terms.minimumPaise),
      shortByPaise: terms.minimumPaise - order.subtotal,
    };
  if (terms.maxDistanceKm !== null && order.shopHasLocation) {
    if (order.distanceKm === undefined) return { kind: 'location', message: DELIVERY_ORDER_MESSAGES.locationRequired };
    if (order.distanceKm > terms.maxDistanceKm)
      return { kind: 'range', message: DELIVERY_ORDER_MESSAGES.outOfRange(terms.maxDistanceKm) };
  }
  return null;
}

/** The storefront's lines for a shop that delivers: fee, free-from, minimum, distance (only those set). */
export function deliveryTermsLines(terms: DeliveryTermsPaise, shopHasLocation: boolean): string[] {
  const lines = [DELIVERY_TERMS_TEXT.fee(terms.feePaise)];
  if (terms.freeAbovePaise !== null && terms.feePaise > 0) lines.push(DELIVERY_TERMS_TEXT.freeFrom(terms.freeAbovePaise));
  if (terms.minimumPaise !== null) lines.push(DELIVERY_TERMS_TEXT.minimum(terms.minimumPaise));
  if (terms.maxDistanceKm !== null && shopHasLocation) lines.push(DELIVERY_TERMS_TEXT.within(terms.maxDistanceKm));
  return lines;
}
