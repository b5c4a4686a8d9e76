/**
 * The customer's side of the contract (docs/product.md §2 Customer screens, §3–§5, §7 Orders and
 * Shops): finding a shop, the cart, one-time codes, placing and following an order. Wire
 * shapes, bounds, messages and the pricing rule, written once for the API and the browser.
 */
import { formatInIndia } from './india-time';
import { EMAIL_PATTERN, LIMITS, MOBILE_PATTERN } from './limits';
import { chargesTax, type GstScheme } from './billing';
import { DEFAULT_DELIVERY_TERMS_PAISE, deliveryFee, type DeliveryTermsPaise } from './delivery';
import { DELIVERY_FEE_PAISE, type Paise, taxOn } from './money';
import type { GeoPoint, MenuSection, Order, Product, Shop } from './shop';

// ---------------------------------------------------------------------------------------------
// Bounds
// ---------------------------------------------------------------------------------------------

export const CUSTOMER_LIMITS = {
  /** One-time codes (docs/product.md §5). */
  otpTtlMinutes: 10,
  otpMaxWrongTries: 5,
  otpResendSeconds: LIMITS.otpResendSeconds,
  /** Codes sent to one email or mobile in an hour. */
  otpSendsPerIdentifierPerHour: 5,
  /** Codes sent for one client address in an hour. */
  otpSendsPerAddressPerHour: 30,
  /** How long a device's verification of a contact lets it order. */
  verificationTtlHours: 24,
  /** Customer sign-in tokens (role customer). */
  customerTokenDays: 30,
  /** A cart line and an order. */
  maxQuantityPerLine: 99,
  maxLinesPerOrder: 50,
  customerNameMax: 100,
  notesMax: 500,
  /** The directory (docs/product.md §9) and nearby. */
  shopPageSize: LIMITS.shopPageSize,
  shopPageSizeMax: 50,
  nearbyRadiusKmDefault: 25,
  nearbyRadiusKmMax: 100,
  nearbyMax: 50,
  directoryDebounceMs: 300,
  /** Load the next page about this far before the bottom (docs/product.md §9). */
  loadMoreMarginPx: 1000,
  /** Placing an order answers within this even when the database is down or slow. */
  orderDeadlineMs: 5_000,
  /** Idempotency-Key: a client-made id (a UUID fits). */
  idempotencyKeyMax: 100,
  /** Delays of docs/product.md §4 and §9. */
  verifiedSubmitDelayMs: 500,
  chatWelcomeDelayMs: 1_000,
  chatReplyDelayMs: 1_500,
} as const;

export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const PAYMENT_METHODS = ['card', 'qr', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CONTACT_TYPES = ['email', 'mobile'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Checkout defaults (docs/product.md §9): pickup, cash. */
export const DEFAULT_DELIVERY_TYPE: DeliveryType = 'pickup';
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash';

/** The checkout's delivery options with their times (docs/product.md §2, §9). */
export const DELIVERY_OPTIONS: Record<DeliveryType, { label: string; eta: string }> = {
  delivery: { label: 'Delivery', eta: '30-45 mins' },
  pickup: { label: 'Pickup', eta: '15-20 mins' },
};

export const PAYMENT_METHOD_TEXT: Record<PaymentMethod, { label: string; text: string }> = {
  card: { label: 'Card', text: 'Card details are not sent anywhere: pay the shop when your order arrives.' },
  /** The spec's "QR code", now a real UPI payment (docs/product.md "UPI payments and bills"); the wire value stays `qr`. */
  qr: { label: 'UPI', text: 'Pay the shop by UPI (Google Pay, PhonePe, Paytm, BHIM…) when you place the order' },
  cash: { label: 'Cash', text: 'Pay with cash when your order arrives' },
};

/** The fixed label of docs/product.md §2, shown only for a shop that has no opening hours. */
export const FIXED_HOURS_LABEL = 'Open 10 AM - 10 PM';
/** docs/product.md §9 defaults. */
export const DEFAULT_CATEGORY_NAME = 'General Store';
export const NO_LOCATION_TEXT = 'Location not specified';

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

export const CUSTOMER_VALIDATION = {
  shopCodeRequired: 'Please enter a shop code',
  emailInvalid: 'Please enter a valid email address',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  otpInvalidFormat: 'Please enter a 6-digit OTP',
  contactTypeInvalid: 'Choose email or mobile',
  cartEmpty: 'Your cart is empty',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: 'Quantity cannot exceed 99',
  tooManyLines: 'An order can hold at most 50 different items',
  duplicateLine: 'Each item may appear only once in an order with the same options',
  customerNameTooLong: 'Name cannot exceed 100 characters',
  notesTooLong: 'Order notes cannot exceed 500 characters',
  contactRequired: 'Give the email or mobile number you verified',
  cardNumber: 'Card number is required',
  cardExpiry: 'Expiry (MM/YY) is required',
  cardCvc: 'CVC is required',
  cardName: 'Name on card is required',
} as const;

/** What the API answers (the client shows the server's text where docs/product.md §8 says so). */
export const CUSTOMER_API_MESSAGES = {
  otpSent: 'OTP sent successfully!',
  otpVerified: 'OTP verified successfully!',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong codes. Please request a new OTP.',
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`,
  otpHourlyCap: 'Too many codes requested. Please try again in an hour.',
  otpSendFailed: 'We could not send the code just now. Please try again in a minute.',
  deviceRequired: 'This request needs the X-Device-Id header your browser sends',
  notVerified: 'Please verify your email or mobile number before placing the order.',
  orderPlaced: 'Order placed successfully!',
  shopNotFound: 'Shop not found',
  shopClosed: 'This shop is closed right now. Please order during its opening hours.',
  shopPaused: 'This shop is not taking orders right now. Please try again later.',
  noDelivery: 'This shop does not deliver. Please choose pickup.',
  productUnknown: 'An item in your cart is no longer on the menu. Please refresh the menu and try again.',
  productOtherShop: 'An item in your cart belongs to another shop.',
  productSoldOut: (name: string) => `${name} is sold out`,
  idempotencyConflict: 'This Idempotency-Key was already used for a different order.',
  orderUnavailable: 'We could not place your order right now. Your cart is kept: please try again in a moment.',
  orderNotFound: 'Order not found',
  signedIn: 'Signed in successfully!',
} as const;

export const CUSTOMER_SUCCESS = {
  shopFound: 'Shop found! Redirecting...',
  otpSent: CUSTOMER_API_MESSAGES.otpSent,
  otpVerified: CUSTOMER_API_MESSAGES.otpVerified,
  orderPlaced: CUSTOMER_API_MESSAGES.orderPlaced,
  signedIn: CUSTOMER_API_MESSAGES.signedIn,
  signedOut: 'Logged out successfully',
} as const;

/** docs/product.md §8 client-side texts. */
export const CUSTOMER_FAILURE = {
  shopLookup: 'Failed to find shop with this code',
  shopLoad: 'Failed to load shop data',
  loadShops: 'Failed to load shops',
  order: 'Failed to place order',
  orderRetry: 'Failed to place order. Please try again.',
  otpSend: 'Failed to send OTP',
  otpSendRetry: 'Failed to send OTP. Please try again.',
  otpVerify: 'Invalid OTP',
  otpVerifyRetry: 'Failed to verify OTP. Please try again.',
  cartEmpty: 'Your cart is empty.',
  locationDenied: 'Location access was refused. Allow it in your browser settings, or find a shop in the directory.',
  locationUnavailable: 'We could not read your location. Try again, or find a shop in the directory.',
  cameraDenied: 'Camera access was refused. Enter the shop code instead.',
  cameraUnavailable: 'No camera is available here. Enter the shop code instead.',
  qrNotChowk: 'This QR code is not a Chowk shop code. Try another, or enter the code.',
  loadOrder: 'Failed to load the order',
} as const;

export const CUSTOMER_EMPTY = {
  noShops: 'No shops found',
  shopNotFound: 'Shop not found',
  shopNotFoundHint: 'Please enter a valid shop code to continue.',
  noProducts: 'No products found',
  noProductsHint: 'Try a different search term',
  cartEmpty: 'Your cart is empty',
  endOfList: "You've seen all the shops",
  loadingOrder: 'Loading order details...',
  noOrders: 'No orders yet',
} as const;

/** Confirmation screen (docs/product.md §2). */
export const CONFIRMATION_TEXT = {
  title: 'Order Placed Successfully!',
  whatsNext: "What's Next?",
  steps: ['The shop confirms your order.', 'Your order is prepared.', 'It is ready for pickup (or on its way to you).'],
} as const;

/** Checkout notice before verification (docs/product.md §2). */
export const VERIFY_NOTICE = "You'll need to verify your email or mobile number before placing the order.";

/** The chat widget's scripted replies (docs/product.md §4). */
export const CHAT_SCRIPT = {
  welcome: (shopName: string) => `Welcome to ${shopName}! How can we help you today?`,
  reply: 'Thanks for your message! The shop will reply soon. For your order, use the cart and checkout.',
} as const;

// ---------------------------------------------------------------------------------------------
// Wire shapes (docs/product.md §3, §7)
// ---------------------------------------------------------------------------------------------

export interface ShopListQuery {
  page?: number;
  limit?: number;
  name?: string;
  category_id?: string;
  state_id?: string;
  city_id?: string;
  district_id?: string;
}

/** GET /api/shops (docs/product.md §3: data and pagination {total, hasMore}). */
export interface ShopListResponse {
  data: Shop[];
  pagination: { total: number; hasMore: boolean; page: number; limit: number };
}

/**
 * GET /api/shops/by-code/{code}?include=menu: the storefront's one read, the shop with its menu
 * (one round trip instead of two on a slow phone). Without `include` the answer is `{shop}`.
 */
export interface ShopWithMenuResponse {
  shop: Shop;
  products?: Product[];
  menuSections?: MenuSection[];
}

export interface NearbyQuery {
  lat: number;
  lng: number;
  radius_km?: number;
  limit?: number;
  name?: string;
}

export type NearbyShop = Shop & { distance_km: number };

/** GET /api/shops/nearby: nearest first. */
export interface NearbyResponse {
  data: NearbyShop[];
}

export interface SendOtpPayload {
  identifier: string;
  type: ContactType;
}

export interface VerifyOtpPayload extends SendOtpPayload {
  otp: string;
}

/** docs/product.md §3 'Verified contact / OTP result'. */
export interface VerifiedContact {
  type: ContactType;
  identifier: string;
  verified: boolean;
}

export interface OtpResponse {
  success: boolean;
  message: string;
  /** On verify: the contact this device may now order with. */
  data?: VerifiedContact;
}

/** docs/product.md §3 customer checkout item: the prices are the client's view and the server ignores them. */
export interface PlaceOrderItem {
  product_id: string;
  /** The chosen options' choice ids (docs/product.md "Item options"); none for an item without groups. */
  option_ids?: string[];
  product_name?: string;
  price?: number;
  quantity: number;
  subtotal?: number;
  tax_amount?: number;
  total_amount?: number;
}

/** POST /api/orders, with an optional Idempotency-Key header (a retry with the same key is the same order). */
export interface PlaceOrderPayload {
  shop_id: string;
  customer_name?: string;
  items: PlaceOrderItem[];
  notes?: string;
  customer_email?: string;
  customer_mobile?: string;
  delivery_type?: DeliveryType;
  payment_method?: PaymentMethod;
  /** Where a delivery goes: asked only when the shop limits its delivery distance. */
  customer_location?: GeoPoint;
}

/** An order as the customer reads it back: the shop's side (Order) plus the price lines. */
export interface CustomerOrder extends Order {
  shop_id: string;
  shop_name: string;
  shop_code: string;
  delivery_type: DeliveryType;
  payment_method: PaymentMethod;
  /** Rupees. */
  subtotal: number;
  tax_amount: number;
  delivery_fee: number;
  /** Where a delivery goes, when the customer shared it (a shop that limits its delivery distance asks). */
  delivery_location?: GeoPoint;
  /**
   * Where a UPI order is paid: the shop's UPI ID and payee name when it was placed (payment_method
   * `qr` to a shop that takes UPI); absent otherwise. The QR is orderUpiLink(order, pay_to, shop_name).
   */
  pay_to?: { upi_id: string; payee_name: string };
}

export interface PlaceOrderResponse {
  success: boolean;
  message: string;
  data: CustomerOrder;
}

export interface CustomerProfile {
  _id: string;
  name?: string;
  email?: string;
  mobile?: string;
}

/** POST /api/auth/customer/verify: sign in (and register on first use) by a one-time code. */
export interface CustomerSignInPayload extends VerifyOtpPayload {
  name?: string;
}

export interface CustomerSignInResponse {
  token: string;
  customer: CustomerProfile;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** The contact as stored and compared: an email trimmed and lower-cased, a mobile's digits. */
export function normalizeContact(type: ContactType, identifier: string): string {
  const value = identifier.trim();
  return type === 'email' ? value.toLowerCase() : value.replace(/\D/g, '');
}

/** docs/product.md §5 OTP rules for the contact; null when valid. */
export function contactError(type: ContactType, identifier: string): string | null {
  const value = identifier.trim();
  if (type === 'email')
    return EMAIL_PATTERN.test(value) && value.length <= LIMITS.emailMax ? null : CUSTOMER_VALIDATION.emailInvalid;
  return MOBILE_PATTERN.test(value) ? null : CUSTOMER_VALIDATION.mobileInvalid;
}

/** The code input keeps digits only, at most 6 (docs/product.md §5). */
export const otpDigits = (input: string): string => input.replace(/\D/g, '').slice(0, LIMITS.otpLength);

export const otpError = (code: string): string | null => (/^\d{6}$/.test(code) ? null : CUSTOMER_VALIDATION.otpInvalidFormat);

/** "9876543210" → "98765 43210"; an email as it is. For the 'Contact Verified' box. */
export function displayContact(contact: Pick<VerifiedContact, 'type' | 'identifier'>): string {
  return contact.type === 'mobile' ? `${contact.identifier.slice(0, 5)} ${contact.identifier.slice(5)}` : contact.identifier;
}

export interface PricedLine {
  pricePaise: Paise;
  quantity: number;
}

export interface OrderTotals {
  subtotal: Paise;
  tax: Paise;
  delivery: Paise;
  total: Paise;
}

/** Delivery fee under the default terms (docs/architecture.md): ₹29 for delivery, ₹0 for pickup. */
export const deliveryFeeFor = (type: DeliveryType): Paise => (type === 'delivery' ? DELIVERY_FEE_PAISE : 0);

/**
 * The one pricing rule (docs/architecture.md), used by the server on its own product records and by
 * the cart, checkout and trial for display: subtotal, 5% tax on the subtotal, the delivery fee under
 * the shop's terms (deliveryFee: none for pickup, none at or above free-above), total. A line's
 * `pricePaise` is its unit price with its chosen options. Without terms, the default ₹29.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  delivery: DeliveryType,
  terms: DeliveryTermsPaise = DEFAULT_DELIVERY_TERMS_PAISE,
  gstScheme?: GstScheme | null,
): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  const tax = chargesTax(gstScheme) ? taxOn(subtotal) : 0;
  const fee = deliveryFee(terms, delivery, subtotal);
  return { subtotal, tax, delivery: fee, total: subtotal + tax + fee };
}

/** Per line, for the spec's item fields (subtotal, tax_amount, total_amount); none for a composition shop. */
export function lineTotals(line: PricedLine, gstScheme?: GstScheme | null): { subtotal: Paise; tax: Paise; total: Paise } {
  const subtotal = line.pricePaise * line.quantity;
  const tax = chargesTax(gstScheme) ? taxOn(subtotal) : 0;
  return { subtotal, tax, total: subtotal + tax };
}

/** Great-circle distance in kilometres (nearby shops; no geospatial index on FerretDB 1.x). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "850 m" under a kilometre, "2.4 km" up to 10, "12 km" beyond. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}

/** Confirmation's order time (docs/product.md §2: en-IN, medium date, short time), in India's time. */
export function formatOrderTime(iso: string): string {
  return formatInIndia(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Where a Chowk QR code (the poster's) points: the shop code in its storefront URL, else null. */
export function shopCodeFromQr(text: string): string | null {
  const match = /\/customer\/shop\/([^/?#\s]+)/.exec(text.trim());
  if (!match) return null;
  let code: string;
  try {
    code = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/.test(code) ? code : null;
}

// ---------------------------------------------------------------------------------------------
// Placing an order (POST /api/orders): the header rule and the texts of the item checks
// ---------------------------------------------------------------------------------------------

/** An Idempotency-Key: 1 to 100 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export const PLACE_ORDER_VALIDATION = {
  /** A malformed Idempotency-Key header (400); none at all is fine, the header is optional. */
  idempotencyKeyRequired: 'This request needs an Idempotency-Key header: 1 to 100 letters, digits, - or _',
  itemInvalid: 'Each item needs a product_id and a quantity',
  itemProductInvalid: 'Each item needs the product_id of a menu item',
  quantityWhole: 'Quantity must be a whole number',
  clientPriceInvalid: 'Prices must be numbers',
  deliveryTypeInvalid: 'Choose delivery or pickup',
  paymentMethodInvalid: 'Choose card, qr or cash',
  shopRequired: 'Shop is required',
} as const;
