/** Bounds and constants of spec section 9, shared by the API's DTOs and the browser's forms. */
export const LIMITS = {
  categoryNameMax: 50,
  stateNameMax: 100,
  stateCodeMax: 10,
  cityNameMax: 100,
  districtNameMax: 100,
  contactNameMax: 100,
  contactSubjectMax: 200,
  contactMessageMax: 5000,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 20,
  mobileLength: 10,
  otpLength: 6,
  otpResendSeconds: 60,
  minPrice: 1,
  shopPageSize: 20,
  adminIdChars: 8,
  skeletonRows: 5,
  requestTimeoutMs: 10_000,
  startupFlagDelayMs: 1_000,
  /** Largest JSON body the API accepts, in bytes. */
  bodyLimitBytes: 100 * 1024,
} as const;

/** Upper-case letters and digits only (state codes). */
export const STATE_CODE_PATTERN = /^[A-Z0-9]+$/;
/** A simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Indian mobile numbers: 10 digits starting 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** Shop codes: case-sensitive, e.g. SHOP-1234. */
export const SHOP_CODE_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
