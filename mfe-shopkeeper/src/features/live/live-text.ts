import { type Order, formatRupees, rupeesToPaise } from '@chowk/contracts';
import { shopkeeperI18n } from '../../i18n';

/**
 * The live alerts' words for a new order, in the shopkeeper's language (the remote's i18n: called
 * while a component that reads the language renders, and for the browser notification).
 */
const total = (order: Order) => formatRupees(rupeesToPaise(order.total_amount ?? order.totalAmount ?? 0));
const who = (order: Order) => order.customer_name?.trim();
const t = shopkeeperI18n.t.bind(shopkeeperI18n);

/** "New order ORD-20261124-0001 from Ravi, ₹60.50": what the page announces for each new order. */
export function newOrderText(order: Order): string {
  const name = who(order);
  return name
    ? t('live.newOrderFrom', { order: order.order_id, name, total: total(order) })
    : t('live.newOrder', { order: order.order_id, total: total(order) });
}

/** The browser notification: its title names the order, its body the items and the total. */
export function newOrderNotice(order: Order): { title: string; body: string } {
  const lines = order.items.map((i) =>
    t('live.notice.line', { item: i.product_name || i.name || t('live.notice.item'), quantity: i.quantity }),
  );
  const items =
    lines.length > 3
      ? t('live.notice.andMore', { items: lines.slice(0, 3).join(', '), more: lines.length - 3 })
      : lines.join(', ');
  const name = who(order);
  return {
    title: t('live.notice.title', { order: order.order_id }),
    body: name
      ? t('live.notice.bodyFrom', { name, items, total: total(order) })
      : t('live.notice.body', { items, total: total(order) }),
  };
}
