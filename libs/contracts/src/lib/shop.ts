/**
 * The shopkeeper's side of the contract (docs/product.md §2–§5): accounts, shops and their
 * settings, menu sections and menu items. Wire shapes, bounds, messages and rules, written once
 * for the API's DTOs and the shopkeeper remote's forms.
 */
import { indiaWallClock } from './india-time';
import { EMAIL_PATTERN, LIMITS } from './limits';
import { rupeesToPaise } from './money';
import type { ShopPlan } from './plans';
import type { ShopBilling } from './billing';
import type { DeliveryTerms } from './delivery';
import type { OrderPayment } from './order-payments';
import type { OptionGroup, OrderItemOption } from './options';
import type { PrintSettings } from './printing';
import type { FieldErrors } from './validate';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from './i18n/languages';

// ---------------------------------------------------------------------------------------------
// Bounds and texts
// ---------------------------------------------------------------------------------------------

export const SHOP_LIMITS = {
  shopNameMax: 100,
  ownerNameMax: 100,
  addressMax: 300,
  productNameMax: 100,
  descriptionMax: 500,
  sectionNameMax: 50,
  /** ₹1,00,000: a menu item above this is a typo. */
  maxPricePaise: 1_00_000_00,
  /** Items a shop may hold (a menu, not a warehouse). */
  maxProductsPerShop: 1_000,
  maxSectionsPerShop: 100,
} as const;

export const SHOP_VALIDATION = {
  shopNameRequired: 'Shop name is required',
  shopNameTooLong: 'Shop name cannot exceed 100 characters',
  ownerNameRequired: 'Owner name is required',
  ownerNameTooLong: 'Owner name cannot exceed 100 characters',
  shopCategoryRequired: 'Shop category is required',
  districtRequired: 'District is required',
  mobileLength: 'Mobile must be 10 digits',
  mobileInvalid: 'Must be a valid mobile number',
  emailInvalid: 'Invalid email',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password too long',
  passwordsDoNotMatch: 'Passwords do not match',
  loginIdentifierRequired: 'Required',
  productNameRequired: 'Product name is required',
  productNameTooLong: 'Product name cannot exceed 100 characters',
  sectionRequired: 'Section is required',
  priceTooLow: 'Price must be greater than ₹0',
  priceTooHigh: 'Price cannot exceed ₹1,00,000',
  pricePrecision: 'Price can have at most two decimals',
  descriptionTooLong: 'Description cannot exceed 500 characters',
  sectionNameRequired: 'This field is required',
  sectionNameTooLong: 'Section name cannot exceed 50 characters',
  addressTooLong: 'Address cannot exceed 300 characters',
  timeInvalid: 'Use a time like 09:30',
  hoursSameTime: 'Opening and closing times must differ',
  openingHoursShape: 'Give opening hours for each day of the week, Sunday to Saturday',
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
  otpInvalidFormat: 'Please enter a 6-digit OTP',
  mobileOtpInvalid: 'Please enter a valid 10-digit mobile number',
} as const;

export const SHOP_API_MESSAGES = {
  accountCreated: 'Account created successfully!',
  loggedIn: 'Login successful!',
  accountVerified: 'Account verified successfully!',
  otpSent: 'OTP sent successfully!',
  /** Same answer whether the identifier or the password was wrong. */
  loginInvalid: 'Invalid mobile number, email or password',
  loginLocked: 'Too many failed login attempts. Please wait a few minutes before trying again.',
  mobileTaken: 'An account with this mobile number already exists',
  emailTaken: 'An account with this email already exists',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong codes. Please request a new OTP.',
  shopCategoryNotFound: 'Shop category not found',
  districtNotFound: 'District not found',
  shopNotFound: 'Shop not found',
  notYourShop: 'You can only change your own shop',
  shopkeeperOnly: 'Please log in to your shop to do this',
  productNotFound: 'Product not found',
  sectionNotFound: 'Menu section not found',
  sectionNotInShop: 'This section belongs to another shop',
  sectionExists: 'A section with this name already exists',
  sectionNotEmpty: "Move or delete this section's items first",
  sectionDeleted: 'Section deleted',
  productOtherShop: 'A menu item stays in its own shop',
  tooManyProducts: 'This shop already has the most menu items it can hold (1000)',
  tooManySections: 'This shop already has the most menu sections it can hold (100)',
  productDeleted: 'Product deleted successfully',
  settingsSaved: 'Shop settings saved',
} as const;

export const SHOP_SUCCESS = {
  accountCreated: SHOP_API_MESSAGES.accountCreated,
  loggedIn: SHOP_API_MESSAGES.loggedIn,
  accountVerified: SHOP_API_MESSAGES.accountVerified,
  otpSent: SHOP_API_MESSAGES.otpSent,
  productAdded: 'Product added successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  sectionCreated: 'Section created successfully',
  markedSoldOut: (name: string) => `${name} marked sold out`,
  markedAvailable: (name: string) => `${name} is available again`,
  settingsSaved: SHOP_API_MESSAGES.settingsSaved,
  linkCopied: 'Shop link copied',
  trialStarted: 'Your free trial has started. Everything stays on this device.',
  trialMenuCarried: 'Your trial menu is now in your shop',
} as const;

export const SHOP_FAILURE = {
  signup: 'Failed to create account. Please try again later.',
  login: 'Login failed. Please try again.',
  saveProduct: 'Failed to save product',
  deleteProduct: 'Failed to delete product',
  createSection: 'Failed to create section',
  loadMenu: 'Failed to load your menu',
  saveSettings: 'Failed to save shop settings',
  locate: 'Could not read your location. Allow location access and try again.',
  carryTrialMenu: 'Some trial items could not be copied to your shop',
  /** docs/product.md §8 OTP texts: the server refused (its message, else this), or no answer came (…Retry). */
  otpSend: 'Failed to send OTP',
  otpSendRetry: 'Failed to send OTP. Please try again.',
  otpVerifyRetry: 'Failed to verify OTP. Please try again.',
} as const;

/** Toast durations of docs/product.md §9 for the product settings (menu items screen). */
export const PRODUCT_TOAST_MS = { success: 3_000, error: 5_000 } as const;

// ---------------------------------------------------------------------------------------------
// Wire shapes (docs/product.md §3)
// ---------------------------------------------------------------------------------------------

export interface NamedRef {
  _id: string;
  name: string;
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** One weekday's hours, "HH:mm" in India time. `close` before `open` runs past midnight. */
export interface DayHours {
  day: Weekday;
  closed: boolean;
  open: string;
  close: string;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Shop {
  _id: string;
  /** Case-sensitive, unique, e.g. SHOP-1234: the customer routes' shopId. */
  code: string;
  name: string;
  /** The spec reads both `name` and `shop_name`; the API answers both. */
  shop_name: string;
  category: NamedRef | null;
  category_id: string | null;
  district: NamedRef | null;
  city: NamedRef | null;
  state: (NamedRef & { code?: string }) | null;
  address: string;
  location: GeoPoint | null;
  openingHours: DayHours[];
  ordersPaused: boolean;
  delivers: boolean;
  createdAt?: string;
  /**
   * A Professional shop's look (logo, banner, theme colour) on its storefront; every field null
   * when the shop has none or its plan does not include it.
   */
  branding?: ShopBranding;
  /** The owner's views only (signup, login, /auth/me, settings): the plan in force or last bought. */
  plan?: ShopPlan | null;
  /** The owner's views only: the ₹50 registration fee is paid. */
  registration_paid?: boolean;
  /** The owner's views only: new-order alerts to WhatsApp (Professional). */
  whatsapp?: { number: string | null; enabled: boolean };
  /** The owner's views only: the paper the order slips print on, and the KOT on confirming (absent: the defaults). */
  printing?: PrintSettings;
  /**
   * The shop's delivery terms (docs/product.md "Delivery terms"), in every view: the storefront shows
   * them before a cart is filled. Absent from older servers and the trial's older records: read with
   * deliveryTermsPaise, which fills the defaults.
   */
  delivery_terms?: DeliveryTerms;
  /**
   * The shop's UPI ID and GST registration (docs/product.md "UPI payments and bills"), in every
   * view: customers pay to it and their bills carry it. Absent from older servers: read with billingOf.
   */
  billing?: ShopBilling;
}

export interface ShopBranding {
  /** Same-origin image URLs (/api/images/{id}), cacheable for ever (a new image is a new id). */
  logo_url: string | null;
  banner_url: string | null;
  /** #rrggbb. */
  theme_color: string | null;
}

/** Where the API serves a stored image (shop logo, banner, item image). */
export const imageUrl = (imageId: string): string => `/api/images/${imageId}`;

export interface ShopUser {
  _id: string;
  name: string;
  mobile: string;
  email?: string;
  mobileVerified: boolean;
}

export interface SignupPayload {
  user_name: string;
  shop_name: string;
  shop_category_id: string;
  district_id: string;
  mobile: string;
  email?: string;
  password: string;
}

export interface SignupResponse {
  token: string;
  userId: string;
  shop: Shop;
  message: string;
}

export interface LoginPayload {
  identifier: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  userId: string;
  shop: Shop | null;
  user: { mobile: string; email?: string; name: string };
  message: string;
}

export interface VerifyMobilePayload {
  mobile: string;
  code: string;
}

export interface VerifyMobileResponse {
  token: string;
  user: ShopUser;
  message: string;
}

/** What the owner may change on PATCH /api/shops/{id}; every field optional. */
export interface ShopSettingsPayload {
  name?: string;
  category_id?: string;
  district_id?: string;
  address?: string;
  openingHours?: DayHours[];
  ordersPaused?: boolean;
  delivers?: boolean;
  location?: GeoPoint | null;
}

/**
 * A menu item's or section's name in Hindi and Tamil, given by the shop (docs/product.md
 * "Languages"); each optional. `name` stays the shop's own words, shown where no translation is.
 */
export type LocalNames = Readonly<Partial<Record<TranslatedLanguage, string>>>;

/** The name to show a customer reading `language`: the shop's translation when it gave one, else its own words. */
export function localName(item: { name: string; names?: LocalNames | null }, language: string): string {
  const names = item.names as Record<string, string | undefined> | null | undefined;
  return names?.[language]?.trim() || item.name;
}

/** `names` of a payload: each known language's text within `max` characters, or the field's message. */
export function localNamesErrors(raw: unknown, max: number): Record<string, string> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return { names: LOCAL_NAME_MESSAGES.shape };
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(key)) errors[`names.${key}`] = LOCAL_NAME_MESSAGES.unknownLanguage;
    else if (typeof value !== 'string') errors[`names.${key}`] = LOCAL_NAME_MESSAGES.notText;
    else if (charCount(value.trim()) > max) errors[`names.${key}`] = LOCAL_NAME_MESSAGES.tooLong(max);
  }
  return errors;
}

export const LOCAL_NAME_MESSAGES = {
  shape: 'Names must be an object with hi and ta',
  unknownLanguage: 'Give names in Hindi (hi) or Tamil (ta) only',
  notText: 'A name must be text',
  tooLong: (max: number) => `A name cannot exceed ${max} characters`,
} as const;

export interface MenuSection {
  _id: string;
  name: string;
  /** Its name in Hindi and Tamil, when the shop gave them. */
  names?: LocalNames;
  shop_id: string;
  /** Trial mode numbers sections (list length + 1); the API answers them in creation order. */
  order?: number;
}

export interface Product {
  _id: string;
  name: string;
  /** Its name in Hindi and Tamil, when the shop gave them (the storefront shows the customer's). */
  names?: LocalNames;
  shop_id: string;
  /** Rupees, at most two decimals (docs/architecture.md). */
  price: number;
  description?: string;
  /** The section's name. */
  section: string;
  menu_section_id: NamedRef | string;
  sold_out: boolean;
  sold_by_weight?: boolean;
  /**
   * The item's image (/api/images/{id}, cacheable for ever) while the shop's plan includes item
   * images, else null; absent from older servers and the trial.
   */
  image_url?: string | null;
  /** The ids of the item's option groups, in the order the sheet shows them (docs/product.md "Item options"). */
  option_group_ids?: string[];
  /** Those groups themselves, resolved, in that order (every product read answers both; absent: none). */
  option_groups?: OptionGroup[];
}

export interface ProductPayload {
  name: string;
  shop_id: string;
  menu_section_id: string;
  price: number;
  description?: string;
  /** Hindi and Tamil names; absent on an edit: unchanged; an empty text removes that language's. */
  names?: LocalNames;
  /** The item's option groups, in order (groups of the same shop); absent on an edit: unchanged. */
  option_group_ids?: string[];
}

export interface MenuSectionPayload {
  name: string;
  names?: LocalNames;
  shop_id: string;
}

// ---------------------------------------------------------------------------------------------
// Rules (docs/product.md §5)
// ---------------------------------------------------------------------------------------------

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Signup mobile: exactly 10 characters, digits only, an Indian mobile (6–9 first). */
export function mobileError(raw: unknown): string | undefined {
  const mobile = text(raw);
  if (mobile.length !== LIMITS.mobileLength) return SHOP_VALIDATION.mobileLength;
  if (!/^[6-9]\d{9}$/.test(mobile)) return SHOP_VALIDATION.mobileInvalid;
  return undefined;
}

/** Characters as people count them (an emoji is one), so the browser, the API and the OpenAPI agree. */
const charCount = (value: string): number => Array.from(value).length;

export function passwordError(raw: unknown): string | undefined {
  const password = typeof raw === 'string' ? raw : '';
  if (charCount(password) < LIMITS.passwordMin) return SHOP_VALIDATION.passwordTooShort;
  if (charCount(password) > LIMITS.passwordMax) return SHOP_VALIDATION.passwordTooLong;
  return undefined;
}

/** Optional email: empty is fine, anything else must look like an address. */
export function optionalEmailError(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') return SHOP_VALIDATION.emailInvalid;
  const email = raw.trim();
  if (!email) return undefined;
  return email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email) ? SHOP_VALIDATION.emailInvalid : undefined;
}

function shopNameError(raw: unknown): string | undefined {
  const name = text(raw);
  if (!name) return SHOP_VALIDATION.shopNameRequired;
  if (name.length > SHOP_LIMITS.shopNameMax) return SHOP_VALIDATION.shopNameTooLong;
  return undefined;
}

type SignupField = keyof SignupPayload;

/** The server's signup payload (the wizard's fields map onto it; see `validateSignupForm`). */
export function validateSignup(v: Partial<Record<SignupField, unknown>>): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  const shopName = shopNameError(v.shop_name);
  if (shopName) errors.shop_name = shopName;
  const owner = text(v.user_name);
  if (!owner) errors.user_name = SHOP_VALIDATION.ownerNameRequired;
  else if (owner.length > SHOP_LIMITS.ownerNameMax) errors.user_name = SHOP_VALIDATION.ownerNameTooLong;
  if (!text(v.shop_category_id)) errors.shop_category_id = SHOP_VALIDATION.shopCategoryRequired;
  if (!text(v.district_id)) errors.district_id = SHOP_VALIDATION.districtRequired;
  const mobile = mobileError(v.mobile);
  if (mobile) errors.mobile = mobile;
  const email = optionalEmailError(v.email);
  if (email) errors.email = email;
  const password = passwordError(v.password);
  if (password) errors.password = password;
  return errors;
}

/** The wizard's form (docs/product.md §3: it also holds shop_owner_name, shop_category, district, confirm_password). */
export interface SignupForm {
  shop_name: string;
  shop_owner_name: string;
  shop_category: string;
  district: string;
  mobile: string;
  email: string;
  password: string;
  confirm_password: string;
}

export type SignupStepFields = Record<'shopInfo' | 'contact' | 'security', readonly (keyof SignupForm)[]>;

/** Which wizard step holds which fields. */
export const SIGNUP_STEP_FIELDS: SignupStepFields = {
  shopInfo: ['shop_name', 'shop_owner_name', 'shop_category', 'district'],
  contact: ['mobile', 'email'],
  security: ['password', 'confirm_password'],
};

/** Every wizard rule; a password mismatch shows on confirm_password. */
export function validateSignupForm(v: Partial<Record<keyof SignupForm, unknown>>): FieldErrors<keyof SignupForm> {
  const server = validateSignup({
    shop_name: v.shop_name,
    user_name: v.shop_owner_name,
    shop_category_id: v.shop_category,
    district_id: v.district,
    mobile: v.mobile,
    email: v.email,
    password: v.password,
  });
  const errors: FieldErrors<keyof SignupForm> = {};
  if (server.shop_name) errors.shop_name = server.shop_name;
  if (server.user_name) errors.shop_owner_name = server.user_name;
  if (server.shop_category_id) errors.shop_category = server.shop_category_id;
  if (server.district_id) errors.district = server.district_id;
  if (server.mobile) errors.mobile = server.mobile;
  if (server.email) errors.email = server.email;
  if (server.password) errors.password = server.password;
  const confirm = passwordError(v.confirm_password);
  if (confirm) errors.confirm_password = confirm;
  else if (v.confirm_password !== v.password) errors.confirm_password = SHOP_VALIDATION.passwordsDoNotMatch;
  return errors;
}

/** The signup payload from the wizard's form: trimmed, email omitted when empty. */
export function signupPayloadFromForm(form: SignupForm): SignupPayload {
  const email = form.email.trim();
  return {
    user_name: form.shop_owner_name.trim(),
    shop_name: form.shop_name.trim(),
    shop_category_id: form.shop_category,
    district_id: form.district,
    mobile: form.mobile.trim(),
    ...(email ? { email } : {}),
    password: form.password,
  };
}

export function validateLogin(v: { identifier?: unknown; password?: unknown }): FieldErrors<'identifier' | 'password'> {
  const errors: FieldErrors<'identifier' | 'password'> = {};
  if (!text(v.identifier)) errors.identifier = SHOP_VALIDATION.loginIdentifierRequired;
  const password = typeof v.password === 'string' ? v.password : '';
  // Login only checks the lower bound (docs/product.md §5); a longer password simply does not match.
  if (charCount(password) < LIMITS.passwordMin) errors.password = SHOP_VALIDATION.passwordTooShort;
  return errors;
}

export function validateVerifyMobile(v: { mobile?: unknown; code?: unknown }): FieldErrors<'mobile' | 'code'> {
  const errors: FieldErrors<'mobile' | 'code'> = {};
  if (!/^[6-9]\d{9}$/.test(text(v.mobile))) errors.mobile = SHOP_VALIDATION.mobileOtpInvalid;
  if (v.code !== undefined && !/^\d{6}$/.test(text(v.code))) errors.code = SHOP_VALIDATION.otpInvalidFormat;
  return errors;
}

/** Price in rupees: a number, at least ₹1, at most ₹1,00,000, whole paise. */
export function priceError(raw: unknown): string | undefined {
  const price = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < LIMITS.minPrice) return SHOP_VALIDATION.priceTooLow;
  if (rupeesToPaise(price) > SHOP_LIMITS.maxPricePaise) return SHOP_VALIDATION.priceTooHigh;
  if (Math.abs(price * 100 - rupeesToPaise(price)) > 1e-6) return SHOP_VALIDATION.pricePrecision;
  return undefined;
}

export function validateMenuItem(v: {
  name?: unknown;
  menu_section_id?: unknown;
  price?: unknown;
  description?: unknown;
}): FieldErrors<'name' | 'menu_section_id' | 'price' | 'description'> {
  const errors: FieldErrors<'name' | 'menu_section_id' | 'price' | 'description'> = {};
  const name = text(v.name);
  if (!name) errors.name = SHOP_VALIDATION.productNameRequired;
  else if (name.length > SHOP_LIMITS.productNameMax) errors.name = SHOP_VALIDATION.productNameTooLong;
  if (!text(v.menu_section_id)) errors.menu_section_id = SHOP_VALIDATION.sectionRequired;
  const price = priceError(v.price);
  if (price) errors.price = price;
  if (v.description !== undefined && v.description !== null) {
    if (typeof v.description !== 'string' || v.description.trim().length > SHOP_LIMITS.descriptionMax) {
      errors.description = SHOP_VALIDATION.descriptionTooLong;
    }
  }
  return errors;
}

export function validateSectionName(v: { name?: unknown }): FieldErrors<'name'> {
  const name = text(v.name);
  if (!name) return { name: SHOP_VALIDATION.sectionNameRequired };
  if (name.length > SHOP_LIMITS.sectionNameMax) return { name: SHOP_VALIDATION.sectionNameTooLong };
  return {};
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Seven days, Sunday to Saturday, each with valid times (a closed day's times are kept as typed but still valid). */
export function openingHoursError(raw: unknown): string | undefined {
  if (!Array.isArray(raw) || raw.length !== 7) return SHOP_VALIDATION.openingHoursShape;
  for (let i = 0; i < 7; i++) {
    const day = raw[i] as Partial<DayHours> | null;
    if (!day || typeof day !== 'object' || day.day !== i || typeof day.closed !== 'boolean') {
      return SHOP_VALIDATION.openingHoursShape;
    }
    if (typeof day.open !== 'string' || typeof day.close !== 'string' || !TIME.test(day.open) || !TIME.test(day.close)) {
      return SHOP_VALIDATION.timeInvalid;
    }
    if (!day.closed && day.open === day.close) return SHOP_VALIDATION.hoursSameTime;
  }
  return undefined;
}

export function validateShopSettings(
  v: Partial<Record<keyof ShopSettingsPayload, unknown>>,
): FieldErrors<keyof ShopSettingsPayload> {
  const errors: FieldErrors<keyof ShopSettingsPayload> = {};
  if (v.name !== undefined) {
    const name = shopNameError(v.name);
    if (name) errors.name = name;
  }
  if (v.category_id !== undefined && !text(v.category_id)) errors.category_id = SHOP_VALIDATION.shopCategoryRequired;
  if (v.district_id !== undefined && !text(v.district_id)) errors.district_id = SHOP_VALIDATION.districtRequired;
  if (v.address !== undefined && (typeof v.address !== 'string' || v.address.trim().length > SHOP_LIMITS.addressMax)) {
    errors.address = SHOP_VALIDATION.addressTooLong;
  }
  if (v.openingHours !== undefined) {
    const hours = openingHoursError(v.openingHours);
    if (hours) errors.openingHours = hours;
  }
  if (v.location !== undefined && v.location !== null) {
    const point = v.location as Partial<GeoPoint>;
    const lat = point?.latitude;
    const lng = point?.longitude;
    if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90)
      errors.location = SHOP_VALIDATION.latitudeInvalid;
    else if (typeof lng !== 'number' || !Number.isFinite(lng) || lng < -180 || lng > 180) {
      errors.location = SHOP_VALIDATION.longitudeInvalid;
    }
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Opening hours and the storefront's Open / Closed / Paused
// ---------------------------------------------------------------------------------------------

/** New shops open 09:00–21:00 every day until the owner says otherwise. */
export function defaultOpeningHours(): DayHours[] {
  return WEEKDAYS.map((day) => ({ day, closed: false, open: '09:00', close: '21:00' }));
}

export type ShopOpenState = 'open' | 'closed' | 'paused';

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const two = (n: number): string => String(n).padStart(2, '0');

/** Weekday and minutes since midnight in India. */
export function indiaClock(now: Date): { day: Weekday; minutes: number } {
  const ist = indiaWallClock(now);
  return { day: ist.weekday as Weekday, minutes: ist.hour * 60 + ist.minute };
}

/** An instant as the orders carry it (docs/product.md §3, §9): date DD-MM-YYYY and time HH-mm, India time. */
export function indiaDateTime(at: Date): { date: string; time: string } {
  const ist = indiaWallClock(at);
  return {
    date: `${two(ist.day)}-${two(ist.month)}-${ist.year}`,
    time: `${two(ist.hour)}-${two(ist.minute)}`,
  };
}

/** The section id of a product, whether `menu_section_id` is populated or not. */
export const productSectionId = (p: Pick<Product, 'menu_section_id'>): string =>
  typeof p.menu_section_id === 'string' ? p.menu_section_id : p.menu_section_id._id;

/**
 * Open, closed or paused right now. Hours whose close is at or before open run past midnight
 * (a tea stall 18:00–02:00 is open at 01:00 on the next day).
 */
export function shopOpenState(shop: Pick<Shop, 'openingHours' | 'ordersPaused'>, now: Date = new Date()): ShopOpenState {
  if (shop.ordersPaused) return 'paused';
  const hours = shop.openingHours;
  if (!Array.isArray(hours) || hours.length !== 7) return 'open';
  const { day, minutes: at } = indiaClock(now);
  const today = hours[day];
  if (today && !today.closed) {
    const open = minutes(today.open);
    const close = minutes(today.close);
    if (close > open ? at >= open && at < close : at >= open) return 'open';
  }
  const yesterday = hours[(day + 6) % 7];
  if (yesterday && !yesterday.closed) {
    const open = minutes(yesterday.open);
    const close = minutes(yesterday.close);
    if (close <= open && at < close) return 'open';
  }
  return 'closed';
}

/** "9:00 AM" from "09:00". */
export function formatTime(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3, 5);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m} ${suffix}`;
}

/** The customer storefront's address of a shop, for share links and the poster's QR code. */
export const storefrontPath = (code: string): string => `/customer/shop/${encodeURIComponent(code)}`;

// ---------------------------------------------------------------------------------------------
// Orders as the shopkeeper reads them (docs/product.md §3); the orders issue owns their rules.
// ---------------------------------------------------------------------------------------------

export interface OrderItem {
  product_id: string;
  product_name: string;
  name?: string;
  quantity: number;
  /** Rupees: the unit price, with the chosen options. */
  price: number;
  sectionName?: string;
  /** The chosen options as they were priced (absent or empty: none); optionsSummary reads them. */
  options?: OrderItemOption[];
  /** Rupees: the item's own price before its options (present when it has options). */
  base_price?: number;
}

export interface Order {
  _id: string;
  order_id: string;
  items: OrderItem[];
  status: string;
  /** Rupees. */
  total_amount: number;
  totalAmount?: number;
  notes?: string;
  customer_name?: string;
  customer_email?: string;
  customer_mobile?: string;
  created_at: string;
  /** Who took it: 'customer' (online) or 'shop' (the counter). Older trial orders may lack it. */
  placed_by?: 'customer' | 'shop';
  /** When it last changed (its status): ISO time. Orders of a trial may lack it. */
  updated_at?: string;
  /** DD-MM-YYYY */
  date: string;
  /** HH-mm */
  time: string;
  /** Paid or not, as the shop says (docs/product.md "UPI payments and bills"); absent: unpaid (read with paymentOf). */
  payment?: OrderPayment;
  /** Its bill's address key (billPath): to the shop and the customer's device, never in public answers. */
  bill_key?: string;
}
