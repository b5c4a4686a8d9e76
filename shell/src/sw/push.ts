// What the service worker does with a push and with a tap on its notification: new-order alerts
// that reach a shopkeeper's phone with the desk closed or the screen locked (docs/architecture.md,
// "Order alerts on a locked phone"). The API sends the payload (libs/contracts push.ts); this
// file turns it into a notification and a tap into the order on the desk. No worker globals are
// read here, so jest checks it in Node; sw.ts wires it to the worker's events.
import { isChowkPush, type ChowkPush, type Language } from '@chowk/contracts';

/** Where a notification with nothing readable in it (or a tap on one without a URL) leads: the desk. */
export const ORDER_DESK_PATH = '/shop/orders';
/** The message a window gets to open a URL in place; it answers on the port so the worker knows. */
export const OPEN_URL_MESSAGE = 'chowk:open-url';
/** How long a window has to answer OPEN_URL_MESSAGE before the worker loads the URL itself. */
export const OPEN_URL_ANSWER_MS = 1_000;

export const ICON = '/icons/icon-192.png';
/** Android's status-bar icon: white on transparent. */
export const BADGE = '/icons/badge-96.png';
/** Long enough to notice in a pocket, short enough not to annoy: on, off, on, off, long. */
export const NEW_ORDER_VIBRATION = [300, 120, 300, 120, 700];

/**
 * The worker's own words: it cannot read the page's chosen language (no localStorage in a
 * worker), so it follows the browser's. The push's title and body come written by the API.
 */
export const WORKER_TEXT: Record<Language, { fallbackBody: string; openOrder: string }> = {
  en: { fallbackBody: 'Something new at your shop. Tap to open your orders.', openOrder: 'Open order' },
  hi: { fallbackBody: 'आपकी दुकान पर कुछ नया है। अपने ऑर्डर खोलने के लिए टैप करें।', openOrder: 'ऑर्डर खोलें' },
  ta: { fallbackBody: 'உங்கள் கடையில் புதிதாக ஒன்று வந்துள்ளது. ஆர்டர்களைத் திறக்கத் தட்டுங்கள்.', openOrder: 'ஆர்டரைத் திற' },
};

export interface ShownNotification {
  title: string;
  options: NotificationOptions & {
    renotify?: boolean;
    vibrate?: number[];
    timestamp?: number;
    actions?: { action: string; title: string }[];
  };
}

/** Reads a push's data: its JSON when it is a payload of ours, else null (a notification is shown all the same). */
export function readPush(data: { json(): unknown } | null | undefined): ChowkPush | null {
  if (!data) return null;
  try {
    const value = data.json();
    return isChowkPush(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The notification a push shows. Chrome requires one for every push (the subscription promises
 * `userVisibleOnly`), so a payload that cannot be read still says something useful. A new order's
 * stays until it is tapped or swiped away (`requireInteraction`), rings and vibrates again for each
 * order (`renotify` with a tag per order), and carries the desk's URL for that order.
 */
export function notificationFor(push: ChowkPush | null, language: Language = 'en'): ShownNotification {
  const text = WORKER_TEXT[language] ?? WORKER_TEXT.en;
  if (!push) {
    return {
      title: 'Chowk',
      options: {
        body: text.fallbackBody,
        icon: ICON,
        badge: BADGE,
        data: { url: ORDER_DESK_PATH },
      },
    };
  }
  if (push.type === 'test') {
    return {
      title: push.title,
      options: { body: push.body, tag: push.tag, icon: ICON, badge: BADGE, data: { url: push.url } },
    };
  }
  const at = Date.parse(push.created_at);
  return {
    title: push.title,
    options: {
      body: push.body,
      tag: push.tag,
      renotify: true,
      requireInteraction: true,
      vibrate: NEW_ORDER_VIBRATION,
      icon: ICON,
      badge: BADGE,
      ...(Number.isFinite(at) ? { timestamp: at } : {}),
      data: { url: push.url, orderId: push.id },
      actions: [{ action: 'open', title: text.openOrder }],
    },
  };
}

/**
 * The page a tap opens: the notification's own path on this origin. Anything else (another
 * origin, a malformed value) opens the desk: a notification never sends the shopkeeper off-site.
 */
export function targetUrl(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) {
    const target = new URL(url, origin);
    if (target.origin === origin) return target.href;
  }
  return new URL(ORDER_DESK_PATH, origin).href;
}

/** What `openTarget` needs of a window client (the worker's WindowClient has it all). */
export interface WindowLike {
  url: string;
  focused?: boolean;
  focus(): Promise<WindowLike>;
  navigate(url: string): Promise<WindowLike | null>;
  postMessage(message: unknown, transfer: Transferable[]): void;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** Asks an open page to show `url` itself (the shell's router, no reload); true if it said it did. */
function askToOpen(client: WindowLike, url: string, answerMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(false);
    }, answerMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data === 'ok');
    };
    client.postMessage({ type: OPEN_URL_MESSAGE, url }, [channel.port2]);
  });
}

/**
 * A tap on a notification: the shop's window already open (a shop page first, then any of ours)
 * comes to the front and shows the order in place, or loads it when it cannot; with no window
 * open, a new one opens at the order. Resolves when done; never rejects.
 */
export async function openTarget(clients: ClientsLike, url: string, answerMs = OPEN_URL_ANSWER_MS): Promise<void> {
  const origin = new URL(url).origin;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (w) => new URL(w.url).origin === origin,
  );
  const shopPage = (w: WindowLike) => new URL(w.url).pathname.startsWith('/shop');
  const existing = windows.find((w) => shopPage(w) && w.focused) ?? windows.find(shopPage) ?? windows[0];
  if (existing) {
    const client = await existing.focus().catch(() => existing);
    if (await askToOpen(client, url, answerMs)) return;
    if (await client.navigate(url).catch(() => null)) return;
  }
  await clients.openWindow(url).catch(() => undefined);
}
