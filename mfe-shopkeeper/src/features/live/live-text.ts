import { type Order, formatRupees, rupeesToPaise } from '@chowk/contracts';

/** The live alerts' words, in one place for the component and its tests. */
export const LIVE_TEXT = {
  region: 'Order alerts',
  newOrders: (n: number) => `${n} new ${n === 1 ? 'order' : 'orders'}`,
  enableSound: 'Tap to turn on the order sound',
  mute: 'Mute',
  muteHint: 'Mute the new-order sound',
  enableNotifications: 'Turn on order notifications',
  state: {
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    live: 'Live',
    offline: 'Offline: alerts resume when you are back online',
    refused: 'Live alerts are off',
  },
  tryAgain: 'Try again',
} as const;

const total = (order: Order) => formatRupees(rupeesToPaise(order.total_amount ?? order.totalAmount ?? 0));
const who = (order: Order) => order.customer_name?.trim();

/** "New order ORD-20261124-0001 from Ravi, ₹60.50": what the page announces for each new order. */
export function newOrderText(order: Order): string {
  const name = who(order);
  return `New order ${order.order_id}${name ? ` from ${name}` : ''}, ${total(order)}`;
}

/** The browser notification: its title names the order, its body the items and the total. */
export function newOrderNotice(order: Order): { title: string; body: string } {
  const lines = order.items.map((i) => `${i.product_name || i.name || 'Item'} × ${i.quantity}`);
  const items = lines.length > 3 ? `${lines.slice(0, 3).join(', ')} and ${lines.length - 3} more` : lines.join(', ');
  const name = who(order);
  return {
    title: `New order ${order.order_id}`,
    body: `${name ? `${name}: ` : ''}${items}. Total ${total(order)}`,
  };
}
