import { formatRupees } from '@chowk/contracts';

/** The facts of one new-order alert (the outbox's text and the Cloud template's parameters alike). */
export interface NewOrderAlert {
  /** The owner's WhatsApp: 10 digits, India. */
  to: string;
  /** ORD-YYMMDD-NNNN. */
  orderNumber: string;
  shopName: string;
  /** Units ordered (the lines' quantities added up). */
  items: number;
  totalPaise: number;
  deliveryType: 'pickup' | 'delivery';
  /** The customer's name, else their mobile or email. */
  customer: string;
}

/**
 * Delivers new-order alerts to a shop owner's WhatsApp. WhatsAppModule picks the implementation
 * from the configuration (WHATSAPP_PROVIDER): the dev outbox outside production, Meta's WhatsApp
 * Cloud API in production.
 */
export abstract class WhatsAppSender {
  /** Sends the alert; rejects with the provider's reason when it is refused or times out. */
  abstract sendNewOrder(alert: NewOrderAlert): Promise<void>;
}

/**
 * Template parameters may not hold new lines, tabs or more than four spaces in a row (the Cloud
 * API refuses them), and a customer's name is free text: one line, single spaces, bounded.
 */
export const oneLine = (value: string, max = 60): string => {
  const flat = value.replace(/\s+/g, ' ').trim();
  return Array.from(flat).length > max
    ? `${Array.from(flat)
        .slice(0, max - 1)
        .join('')}…`
    : flat;
};

/** The alert's values in the template's order: {{1}} order, {{2}} shop, {{3}} items, {{4}} total, {{5}} pickup/delivery, {{6}} customer. */
export function alertParameters(alert: NewOrderAlert): string[] {
  return [
    alert.orderNumber,
    oneLine(alert.shopName),
    `${alert.items} item${alert.items === 1 ? '' : 's'}`,
    formatRupees(alert.totalPaise),
    alert.deliveryType,
    oneLine(alert.customer) || 'a customer',
  ];
}

/**
 * The alert as one short line (the outbox keeps it; the approved template says the same):
 * "New order ORD-261124-0001 at Sharma Tea Stall: 3 items, ₹63.00, pickup, Ravi".
 */
export function newOrderAlertText(alert: NewOrderAlert): string {
  const [order, shop, items, total, delivery, customer] = alertParameters(alert);
  return `New order ${order} at ${shop}: ${items}, ${total}, ${delivery}, ${customer}`;
}
