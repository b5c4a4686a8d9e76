// This browser as a device that gets the shop's order alerts (Web Push): whether it can, its
// subscription, and which of the shop's devices it is. The service worker that shows the alerts
// is the shell's (shell/src/sw/push.ts); the API sends them (api/src/modules/notifications/push).
import type { PushSubscriptionPayload } from '@chowk/contracts';
import { storage } from '@chowk/session';

/**
 * What this browser can do: `ready` to ask; `unsupported` without the Push API; `ios-install` on an
 * iPhone or iPad outside the installed app (Safari gives Web Push to Home Screen apps only);
 * `no-worker` when the app's service worker is not running (a development build registers none).
 */
export type AlertSupport = 'ready' | 'unsupported' | 'ios-install' | 'no-worker';

/** Why turning alerts on stopped: the browser's answer to the permission, or no worker. */
export class AlertsSetupError extends Error {
  constructor(readonly reason: 'denied' | 'dismissed' | 'no-worker') {
    super(`order alerts not set up: ${reason}`);
  }
}

/** Which of the shop's devices this browser is, as the API named it. */
interface RememberedDevice {
  shopId: string;
  deviceId: string;
  endpoint: string;
}

const DEVICE_KEY = 'pushDevice';
/** How long to wait for the service worker before saying it is not running. */
const WORKER_WAIT_MS = 8_000;

const isIos = (): boolean =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  // iPadOS asks for the desktop site: a "Mac" with a touch screen.
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

/** Opened from the Home Screen (installed), not in a browser tab. */
export const isInstalledApp = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function alertSupport(): AlertSupport {
  const hasPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isInstalledApp()) return 'ios-install';
  return hasPush ? 'ready' : 'unsupported';
}

/** The browser's notification permission, or 'default' where it has none. */
export const notificationPermission = (): NotificationPermission =>
  'Notification' in window ? Notification.permission : 'default';

/** The service worker's registration once it is active; null when none comes within WORKER_WAIT_MS. */
async function activeWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  if (registration.active) return registration;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await activeWorker().catch(() => null);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** base64url (the API's `public_key`) to the bytes `applicationServerKey` takes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
};

/**
 * A name for this device in the shop's list: the kind of device and the browser
 * ("Android phone · Chrome", "iPhone · Safari", "Windows · Edge").
 */
export function deviceLabel(userAgent = navigator.userAgent): string {
  const device = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? /Mobile/.test(userAgent)
          ? 'Android phone'
          : 'Android tablet'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Macintosh/.test(userAgent)
            ? 'Mac'
            : /CrOS/.test(userAgent)
              ? 'Chromebook'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : 'This device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser/.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : '';
  return browser ? `${device} · ${browser}` : device;
}

/**
 * Asks the browser for permission (only ever from the shopkeeper's press of a button) and
 * subscribes with the API's key; a subscription made with another key (the server's key changed)
 * is replaced. Resolves to what PUT /api/shops/{id}/push-subscriptions takes.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionPayload> {
  const registration = await activeWorker();
  if (!registration) throw new AlertsSetupError('no-worker');
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') throw new AlertsSetupError(answer === 'denied' ? 'denied' : 'dismissed');
  const key = base64UrlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
    label: deviceLabel(),
  };
}

/** Ends this browser's subscription (no push reaches it any more, whichever shop sent it). */
export async function unsubscribeThisBrowser(): Promise<void> {
  const subscription = await currentSubscription();
  await subscription?.unsubscribe();
}

export function rememberDevice(device: RememberedDevice): void {
  storage.set(DEVICE_KEY, JSON.stringify(device));
}

export function forgetDevice(): void {
  storage.remove(DEVICE_KEY);
}

/** The device this browser is for `shopId`, if it turned alerts on for that shop. */
export function rememberedDevice(shopId: string): RememberedDevice | null {
  try {
    const value = JSON.parse(storage.get(DEVICE_KEY) ?? 'null') as Partial<RememberedDevice> | null;
    return value?.shopId === shopId && typeof value.deviceId === 'string' && typeof value.endpoint === 'string'
      ? (value as RememberedDevice)
      : null;
  } catch {
    return null;
  }
}
