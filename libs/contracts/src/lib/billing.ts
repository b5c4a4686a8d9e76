/**
 * A shop's payment and GST details (docs/product.md "UPI payments and bills"): the UPI ID customers
 * pay into, the payee name they see, and the shop's GST registration, which decides what its bills
 * are and whether its orders carry tax. The shape, rules and texts for the API (PUT
 * /api/shops/{id}/billing, pricing, bills), the shop's settings section and the storefront.
 */
import type { FieldErrors } from './validate';

// ---------------------------------------------------------------------------------------------
// UPI ID (VPA) and payee name
// ---------------------------------------------------------------------------------------------

/**
 * A UPI ID (virtual payment address): `name@handle`. The name: letters, digits, '.', '-', '_'
 * (2–256); the handle: the bank's or app's, letters then letters or digits (okhdfcbank, ybl,
 * paytm, upi). Compared and stored lower-case.
 */
export const UPI_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;

export const BILLING_LIMITS = {
  upiIdMax: 100,
  payeeNameMax: 50,
} as const;

/** A UPI ID as stored and compared: trimmed, lower-case. */
export const normalizeUpiId = (value: string): string => value.trim().toLowerCase();

export const isUpiId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= BILLING_LIMITS.upiIdMax && UPI_ID_PATTERN.test(normalizeUpiId(value));

// ---------------------------------------------------------------------------------------------
// GST: the shop's scheme and its GSTIN
// ---------------------------------------------------------------------------------------------

/**
 * unregistered: not registered for GST (its bills are receipts); composition: the composition
 * scheme (bills of supply, no tax charged on its orders); regular: a GST-registered shop (tax
 * invoices, CGST + SGST).
 */
export const GST_SCHEMES = ['unregistered', 'composition', 'regular'] as const;
export type GstScheme = (typeof GST_SCHEMES)[number];
export const DEFAULT_GST_SCHEME: GstScheme = 'unregistered';

export const GST_SCHEME_LABELS: Record<GstScheme, string> = {
  unregistered: 'Not registered for GST',
  composition: 'Composition scheme',
  regular: 'Registered (regular GST)',
};

/** Whether a shop of this scheme charges the spec's 5% tax on its orders: a composition shop may not collect tax. */
export const chargesTax = (scheme: GstScheme | null | undefined): boolean => scheme !== 'composition';

/**
 * GST state codes (the first two digits of a GSTIN) and their states and union territories: the
 * place of supply a tax invoice names.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = Object.freeze({
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
});

/** 2 digits of state, the holder's PAN (5 letters, 4 digits, a letter), the registration's number, Z, the check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's check character from its first 14 (the GSTN's mod-36 rule): each character's value
 * (0–9, A–Z = 10–35) times 1 or 2 in turn, the product's quotient and remainder by 36 summed, and
 * the character that brings the sum to a multiple of 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN as stored: trimmed, upper-case. */
export const normalizeGstin = (value: string): string => value.trim().toUpperCase();

/** Why a GSTIN is not one (the form's and the API's message), or null. */
export function gstinError(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return BILLING_MESSAGES.gstinRequired;
  const gstin = normalizeGstin(value);
  if (gstin.length !== 15) return BILLING_MESSAGES.gstinLength;
  if (!GSTIN_PATTERN.test(gstin)) return BILLING_MESSAGES.gstinInvalid;
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return BILLING_MESSAGES.gstinState;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return BILLING_MESSAGES.gstinCheck;
  return null;
}

/** "Maharashtra (27)": the state a GSTIN is registered in, as a tax invoice's place of supply. */
export function placeOfSupply(gstin: string): string | null {
  const code = gstin.slice(0, 2);
  const state = GST_STATE_CODES[code];
  return state ? `${state} (${code})` : null;
}

// ---------------------------------------------------------------------------------------------
// The settings: PUT /api/shops/{id}/billing, and every view of a shop (`billing`)
// ---------------------------------------------------------------------------------------------

/**
 * On the wire, in every view of a shop (public: the UPI ID is in the QR customers scan, the
 * GSTIN on every bill). null: none. Absent from older servers and records: billingOf fills it.
 */
export interface ShopBilling {
  upi_id: string | null;
  /** The name customers see beside the QR and in their UPI app (pn). */
  payee_name: string | null;
  gst_scheme: GstScheme;
  /** Required for composition and regular; null when unregistered. */
  gstin: string | null;
}

export const DEFAULT_SHOP_BILLING: Readonly<ShopBilling> = Object.freeze({
  upi_id: null,
  payee_name: null,
  gst_scheme: DEFAULT_GST_SCHEME,
  gstin: null,
});

export const BILLING_MESSAGES = {
  upiIdInvalid: 'Please enter a valid UPI ID (like name@okhdfcbank)',
  upiIdTooLong: `UPI ID cannot exceed ${BILLING_LIMITS.upiIdMax} characters`,
  payeeNameRequired: 'Payee name is required with a UPI ID',
  payeeNameTooLong: `Payee name cannot exceed ${BILLING_LIMITS.payeeNameMax} characters`,
  gstSchemeInvalid: `GST registration must be one of ${GST_SCHEMES.join(', ')}`,
  gstinRequired: 'GSTIN is required for a GST-registered shop',
  gstinLength: 'GSTIN must be 15 characters',
  gstinInvalid: 'GSTIN must look like 27AAPFU0939F1ZV: state code, PAN, entity number, Z, check character',
  gstinState: 'GSTIN must begin with a state code (01 to 38)',
  gstinCheck: 'This GSTIN is not valid: its last character does not match. Check it for a typo.',
  gstinNotUnregistered: 'A shop not registered for GST has no GSTIN',
  saved: 'Payment and bill settings saved',
  saveFailed: 'Failed to save payment and bill settings',
} as const;

/** The server's rule and the form's. Empty strings read as none. */
export function validateBilling(v: {
  upi_id?: unknown;
  payee_name?: unknown;
  gst_scheme?: unknown;
  gstin?: unknown;
}): FieldErrors<keyof ShopBilling> {
  const errors: FieldErrors<keyof ShopBilling> = {};
  const given = (x: unknown) => typeof x === 'string' && x.trim() !== '';
  if (v.upi_id != null && v.upi_id !== '') {
    if (typeof v.upi_id === 'string' && v.upi_id.trim().length > BILLING_LIMITS.upiIdMax)
      errors.upi_id = BILLING_MESSAGES.upiIdTooLong;
    else if (!isUpiId(v.upi_id)) errors.upi_id = BILLING_MESSAGES.upiIdInvalid;
  }
  if (v.payee_name != null && typeof v.payee_name !== 'string') errors.payee_name = BILLING_MESSAGES.payeeNameRequired;
  else if (given(v.payee_name) && Array.from((v.payee_name as string).trim()).length > BILLING_LIMITS.payeeNameMax)
    errors.payee_name = BILLING_MESSAGES.payeeNameTooLong;
  else if (given(v.upi_id) && !given(v.payee_name)) errors.payee_name = BILLING_MESSAGES.payeeNameRequired;
  if (typeof v.gst_scheme !== 'string' || !(GST_SCHEMES as readonly string[]).includes(v.gst_scheme)) {
    errors.gst_scheme = BILLING_MESSAGES.gstSchemeInvalid;
  } else if (v.gst_scheme === 'unregistered') {
    if (given(v.gstin)) errors.gstin = BILLING_MESSAGES.gstinNotUnregistered;
  } else {
    const problem = gstinError(v.gstin);
    if (problem) errors.gstin = problem;
  }
  if (v.gstin != null && typeof v.gstin !== 'string' && !errors.gstin) errors.gstin = BILLING_MESSAGES.gstinInvalid;
  return errors;
}

/** Valid settings as stored: trimmed, UPI ID lower-case, GSTIN upper-case, empty → null. */
export function normalizeBilling(v: ShopBilling): ShopBilling {
  const blank = (x: string | null | undefined) => (x && x.trim() ? x.trim() : null);
  const upi = blank(v.upi_id);
  return {
    upi_id: upi ? normalizeUpiId(upi) : null,
    payee_name: upi ? blank(v.payee_name) : null,
    gst_scheme: v.gst_scheme,
    gstin: v.gst_scheme === 'unregistered' ? null : normalizeGstin(v.gstin ?? ''),
  };
}

/** Whatever a record or an older answer holds, as settings (an unknown scheme reads as unregistered). */
export function billingOf(value: Partial<ShopBilling> | null | undefined): ShopBilling {
  const scheme = (GST_SCHEMES as readonly unknown[]).includes(value?.gst_scheme)
    ? (value?.gst_scheme as GstScheme)
    : DEFAULT_GST_SCHEME;
  return {
    upi_id: value?.upi_id ?? null,
    payee_name: value?.upi_id ? (value?.payee_name ?? null) : null,
    gst_scheme: scheme,
    gstin: scheme === 'unregistered' ? null : (value?.gstin ?? null),
  };
}

/** Whether customers of this shop can pay it by UPI: it has a UPI ID. */
export const takesUpi = (billing: Partial<ShopBilling> | null | undefined): boolean => Boolean(billing?.upi_id);
