/**
 * Web Push order alerts: a shopkeeper's browser subscribes (the Push API's subscription, sent to
 * PUT /api/shops/{id}/push-subscriptions), and every new customer order sends each subscribed
 * device one push, which the service worker shows as a notification, screen locked or not.
 * Wire shapes, rules and texts for the API, the service worker and the "Turn on order alerts"
 * button alike.
 */
import { DELIVERY_OPTIONS, type CustomerOrder } from './customer';
import { formatRupees, rupeesToPaise } from './money';
import { optionsSummary } from './options';
import type { FieldErrors } from './validate';

export const PUSH_LIMITS = {
  /** The push service's endpoint URL, in characters. */
  endpointMax: 2048,
  /** A device's name, once trimmed, in characters. */
  labelMax: 60,
  /** The subscription's P-256 public key: 65 bytes (uncompressed point), base64url without padding. */
  p256dhLength: 87,
  /** The subscription's auth secret: 16 bytes, base64url without padding. */
  authLength: 22,
  /** Devices a shop may have: a new one beyond this makes the shop's oldest one go. */
  devicesPerShop: 20,
  /** A new-order push's body, in characters (a lock screen shows two lines or so). */
  bodyMax: 120,
} as const;

export const PUSH_MESSAGES = {
  // The server's validation (422 `{errors: {field: message}}`) and its answers.
  endpointInvalid: 'The subscription’s endpoint must be the https:// address of a push service',
  keysInvalid: 'The subscription’s keys must be its p256dh key and auth secret, base64url-encoded',
  labelInvalid: 'The device name must be text',
  labelTooLong: `The device name must be at most ${PUSH_LIMITS.labelMax} characters`,
  deviceNotFound: 'This device does not get this shop’s order alerts',
  deviceGone: 'This device no longer accepts alerts, so it was removed. Turn order alerts on again on that device.',
  testFailed: 'Could not reach this device’s push service. Try again in a minute.',
  // What the shopkeeper's screen says.
  subscribed: 'Order alerts are on for this device',
  unsubscribed: 'Order alerts are off for this device',
  testSent: 'Test alert sent: it should show on that device in a few seconds',
  saveFailed: 'Could not turn on order alerts',
  removeFailed: 'Could not turn off order alerts',
  listFailed: 'Could not load the devices that get order alerts',
  permissionDenied:
    'Notifications are blocked for Chowk in this browser. Allow them in the site settings (the icon beside the address), then try again.',
  unsupported:
    'This browser cannot show order alerts while the screen is locked. Use Chrome, Edge or Firefox, or Safari 16.4+ on a Mac.',
  iosInstallFirst:
    'On iPhone and iPad, order alerts work only from the installed app: tap Share → Add to Home Screen, then open Chowk from your Home Screen and turn alerts on there.',
} as const;

/**
 * A push service's endpoint as the API takes it: `https://` and a host name (no IP address, a
 * top-level label starting with a letter), an optional port, a path. `http://localhost` and
 * `http://127.0.0.1` also match, for development and tests; `validatePushSubscription` refuses
 * them unless told otherwise. Written so that JavaScript and Python (the OpenAPI fuzzer) read it
 * alike: every match is accepted outside production.
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const PORT = '(?::(?:[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?';
export const PUSH_ENDPOINT_PATTERN = new RegExp(
  `^(?:https://(?:${LABEL}\\.)*${TOP_LABEL}|http://(?:localhost|127\\.0\\.0\\.1))${PORT}/[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$`,
);
/** 65 bytes base64url: an uncompressed point starts with byte 4, so with `B`. */
export const PUSH_P256DH_PATTERN = new RegExp(`^B[A-Za-z0-9_-]{${PUSH_LIMITS.p256dhLength - 1}}$`);
export const PUSH_AUTH_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${PUSH_LIMITS.authLength}}$`);

/** Host names that are this machine or its network, never a push service. */
const LOCAL_HOST = /(?:^|\.)(?:localhost|local|internal|home\.arpa)$/i;

/** PUT /api/shops/{id}/push-subscriptions: `PushSubscription.toJSON()`'s endpoint and keys, and a name. */
export interface PushSubscriptionPayload {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What the device list calls it ("Counter phone"); the API names it from the browser when absent. */
  label?: string;
}

export interface PushSubscriptionRuleOptions {
  /**
   * Take `http://localhost` and `http://127.0.0.1` endpoints (development and tests, whose local
   * push-service stand-ins speak plain HTTP). Off by default: production's rule.
   */
  allowLocalHttp?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an endpoint is one the API may send to (see PUSH_ENDPOINT_PATTERN). */
export function isPushEndpoint(endpoint: unknown, options: PushSubscriptionRuleOptions = {}): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > PUSH_LIMITS.endpointMax) return false;
  if (!PUSH_ENDPOINT_PATTERN.test(endpoint)) return false;
  if (endpoint.startsWith('http:')) return options.allowLocalHttp === true;
  // The pattern leaves the host between `https://` and the port or path.
  const host = endpoint.slice('https://'.length).split(/[:/]/, 1)[0];
  return options.allowLocalHttp === true || !LOCAL_HOST.test(host);
}

/** A device's name as kept: trimmed, inner runs of spaces made one; empty when none was given. */
export const pushLabel = (label: string): string => label.trim().replace(/\s+/g, ' ');

/**
 * The server's rule and the button's: an endpoint the API may send to, exactly the two keys in
 * their encodings, and an optional name of at most PUSH_LIMITS.labelMax characters (absent,
 * null or blank: none). Anything of another type (`{"$gt": ""}` included) is refused.
 */
export function validatePushSubscription(
  payload: { endpoint?: unknown; keys?: unknown; label?: unknown },
  options: PushSubscriptionRuleOptions = {},
): FieldErrors<'endpoint' | 'keys' | 'label'> {
  const errors: FieldErrors<'endpoint' | 'keys' | 'label'> = {};
  if (!isPushEndpoint(payload.endpoint, options)) errors.endpoint = PUSH_MESSAGES.endpointInvalid;
  const keys = payload.keys;
  if (
    !isRecord(keys) ||
    Object.keys(keys).some((key) => key !== 'p256dh' && key !== 'auth') ||
    typeof keys.p256dh !== 'string' ||
    !PUSH_P256DH_PATTERN.test(keys.p256dh) ||
    typeof keys.auth !== 'string' ||
    !PUSH_AUTH_PATTERN.test(keys.auth)
  ) {
    errors.keys = PUSH_MESSAGES.keysInvalid;
  }
  const label = payload.label;
  if (label !== undefined && label !== null) {
    if (typeof label !== 'string') errors.label = PUSH_MESSAGES.labelInvalid;
    else if (Array.from(pushLabel(label)).length > PUSH_LIMITS.labelMax) errors.label = PUSH_MESSAGES.labelTooLong;
  }
  return errors;
}

/** One device of GET /api/shops/{id}/push-subscriptions (its keys stay on the server). */
export interface PushDevice {
  _id: string;
  label: string;
  /** When it turned alerts on for this shop (ISO time). */
  created_at: string;
  /** When it was last sent an alert (ISO time); null before the first. */
  last_sent_at: string | null;
}

export interface PushDevicesResponse {
  success: true;
  data: PushDevice[];
}

export interface PushDeviceResponse {
  success: true;
  message: string;
  data: PushDevice;
}

export interface PushMessageResponse {
  success: true;
  message: string;
}

/** GET /api/push/key: the VAPID application server key to subscribe with (`applicationServerKey`). */
export interface PushKeyResponse {
  /** The P-256 public key, base64url (65 bytes). */
  public_key: string;
}

/** The push a new customer order sends: what the service worker shows, and where a tap goes. */
export interface NewOrderPush {
  type: 'new-order';
  /** The order's `_id`. */
  id: string;
  /** The shop's order number (ORD-YYMMDD-NNNN). */
  order_id: string;
  shop_id: string;
  title: string;
  body: string;
  /** `/shop/orders?order=<_id>`: the order desk with the order open. */
  url: string;
  /** `order-<_id>`: one notification per order, however many times it arrives. */
  tag: string;
  /** The order's time (ISO). */
  created_at: string;
}

/** The push of "Send a test alert". */
export interface TestPush {
  type: 'test';
  title: string;
  body: string;
  url: '/shop/orders';
  tag: 'chowk-test';
}

export type ChowkPush = NewOrderPush | TestPush;

export const TEST_PUSH: Readonly<TestPush> = Object.freeze({
  type: 'test',
  title: 'Chowk order alerts work',
  body: 'New orders will show here like this, even with the screen locked.',
  url: '/shop/orders',
  tag: 'chowk-test',
});

const isText = (value: unknown): value is string => typeof value === 'string';

/** What the service worker checks a push's JSON with before it shows anything. */
export function isChowkPush(value: unknown): value is ChowkPush {
  if (!isRecord(value) || !isText(value.title) || !isText(value.body)) return false;
  if (value.type === 'test') return value.url === '/shop/orders' && value.tag === 'chowk-test';
  return (
    value.type === 'new-order' &&
    isText(value.id) &&
    isText(value.order_id) &&
    isText(value.shop_id) &&
    isText(value.url) &&
    value.url.startsWith('/') &&
    !value.url.startsWith('//') &&
    isText(value.tag) &&
    isText(value.created_at)
  );
}

/** Cuts `text` to `max` characters, the last one an ellipsis when cut. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The push of a new customer order. Title: `New order ORD-261124-0012 · ₹250.00`. Body: its
 * lines in order (`2 × Masala Chai (Full · Elaichi), 1 × Samosa`), as many as fit in PUSH_LIMITS.bodyMax with
 * `+N more` for the rest (a name too long alone is cut), then ` · Pickup` or ` · Delivery`.
 */
export function newOrderPush(order: CustomerOrder): NewOrderPush {
  const how = DELIVERY_OPTIONS[order.delivery_type === 'delivery' ? 'delivery' : 'pickup'].label;
  const lines = order.items.map((line) => {
    const options = optionsSummary(line.options);
    return `${line.quantity} × ${line.product_name || line.name || 'Item'}${options ? ` (${options})` : ''}`;
  });
  const room = PUSH_LIMITS.bodyMax - ` · ${how}`.length;
  const more = (n: number): string => (lines.length > n ? `, +${lines.length - n} more` : '');
  let shown = lines.length;
  while (shown > 1 && Array.from(lines.slice(0, shown).join(', ') + more(shown)).length > room) shown -= 1;
  // One line left that is still too long: its name is cut, the "+N more" kept.
  const list = lines.length ? clip(lines.slice(0, shown).join(', '), room - more(shown).length) + more(shown) : '';
  return {
    type: 'new-order',
    id: order._id,
    order_id: order.order_id,
    shop_id: order.shop_id,
    title: `New order ${order.order_id} · ${formatRupees(rupeesToPaise(order.total_amount))}`,
    body: list ? `${list} · ${how}` : how,
    url: `/shop/orders?order=${encodeURIComponent(order._id)}`,
    tag: `order-${order._id}`,
    created_at: order.created_at,
  };
}
