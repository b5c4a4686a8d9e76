/**
 * @jest-environment node
 */
import { newOrderPush, type CustomerOrder } from '@chowk/contracts';
import { notificationFor, WORKER_TEXT } from './push';

const order = {
  _id: '665f1c2b9d3e4a0012345678',
  order_id: 'ORD-0001',
  shop_id: '665f1c2b9d3e4a0012340000',
  shop_name: 'Chai Point',
  shop_code: 'CHAI1',
  items: [{ product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 20 }],
  status: 'pending',
  total_amount: 40,
  subtotal: 40,
  tax_amount: 0,
  delivery_fee: 0,
  delivery_type: 'pickup',
  payment_method: 'cash',
  created_at: new Date().toISOString(),
  placed_by: 'customer',
  date: '01-01-2025',
  time: '10-00',
} as CustomerOrder;

describe("the worker's own words in the browser's language", () => {
  it('English by default', () => {
    expect(notificationFor(null).options.body).toBe('Something new at your shop. Tap to open your orders.');
  });

  it.each([
    ['hi', 'ऑर्डर खोलें', 'आपकी दुकान पर कुछ नया है।'],
    ['ta', 'ஆர்டரைத் திற', 'உங்கள் கடையில் புதிதாக ஒன்று வந்துள்ளது.'],
  ] as const)('%s: the action and the fallback text', (language, action, body) => {
    expect(notificationFor(newOrderPush(order), language).options.actions).toEqual([{ action: 'open', title: action }]);
    expect(notificationFor(null, language).options.body).toContain(body);
    expect(Object.keys(WORKER_TEXT[language])).toEqual(Object.keys(WORKER_TEXT.en));
  });
});
