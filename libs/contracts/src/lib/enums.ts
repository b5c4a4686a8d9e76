export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ACCOUNT_TYPE_FREE_TRIAL = 'FREE_TRIAL';
export const ROLE_SHOPKEEPER = 'shopkeeper';
export const ROLE_ADMIN = 'admin';
export type Role = typeof ROLE_SHOPKEEPER | typeof ROLE_ADMIN | 'customer';

/** Local storage keys used by the browser. */
export const STORAGE_KEYS = {
  token: 'token',
  adminToken: 'adminToken',
  user: 'user',
  accountType: 'accountType',
  shopType: 'shopType',
  deviceId: 'deviceId',
  /** Trial mode (docs/product.md §3): the menu and orders of a FREE_TRIAL account, in this browser only. */
  trialShop: 'trialShop',
  trialProducts: 'trialProducts',
  trialSections: 'trialSections',
  trialOrders: 'trialOrders',
  /** A signed-in customer (role customer): kept apart from a shopkeeper's token on one device. */
  customerToken: 'customerToken',
  customer: 'customer',
  /** The contact this device verified by OTP (docs/product.md §3 'Verified contact'). */
  verifiedContact: 'verifiedContact',
  /** One cart per shop on this device: `cart:<shop code>` (docs/product.md §4). */
  cartPrefix: 'cart:',
  /** Orders placed on this device, newest first (ids for the order-status page). */
  placedOrders: 'placedOrders',
  /** The language chosen on this device (en, hi, ta; en-XA the pseudo-locale of the layout checks). */
  language: 'language',
} as const;

/** Sent with POST /api/orders so a retry or a double click makes one order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const DEVICE_ID_HEADER = 'X-Device-Id';
export const PRODUCTION_HOST = 'chowk.in';
