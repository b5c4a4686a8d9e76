import { useCallback, useState } from 'react';
import type { Order } from '@chowk/contracts';
import { newOrderNotice } from './live-text';

export type NotificationState = NotificationPermission | 'unsupported';

const current = (): NotificationState => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/**
 * The browser's permission to notify. It can only be asked from a click, so the frame offers a
 * button while it is 'default' and never asks by itself.
 */
export function useNotificationPermission(): { permission: NotificationState; ask(): void } {
  const [permission, setPermission] = useState(current);
  const ask = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    void Promise.resolve(Notification.requestPermission())
      .catch(() => undefined)
      .then(() => setPermission(current()));
  }, []);
  return { permission, ask };
}

/**
 * A new order as a browser notification, when the shopkeeper allowed them; its click brings the
 * tab forward on the orders. One per order (`tag`), so a repeat replaces rather than piles up.
 */
export function notifyNewOrder(order: Order, open: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const { title, body } = newOrderNotice(order);
  try {
    const notice = new Notification(title, { body, tag: `order-${order._id}` });
    notice.onclick = () => {
      window.focus();
      open();
      notice.close();
    };
  } catch {
    // Chrome on Android allows notifications only from a service worker (the constructor
    // throws); there the sound, the banner and the title carry the alert.
  }
}
