import {
  compareOrders,
  customerKey,
  indiaDayBounds,
  knownStatus,
  orderMatchesSearch,
  statusLabel,
  summarizeDay,
  validateOwnerOrder,
  ORDER_DESK_MESSAGES as M,
} from './orders';
import type { Order } from './shop';

let seq = 0;
const order = (o: Partial<Order>): Order => ({
  _id: `o${++seq}`,
  order_id: `ORD-${seq}`,
  items: [],
  status: 'pending',
  total_amount: 0,
  created_at: '2026-11-24T09:00:00.000Z',
  date: '24-11-2026',
  time: '14-30',
  ...o,
});
const chai = (quantity: number) => ({ product_id: 'p1', product_name: 'Masala Chai', quantity, price: 15 });
const samosa = (quantity: number) => ({ product_id: 'p2', product_name: 'Samosa', quantity, price: 20 });

describe('indiaDayBounds: the India day (UTC+05:30) an instant falls on', () => {
  it('runs from 18:30 UTC the evening before to 18:30 UTC', () => {
    expect(indiaDayBounds(new Date('2026-11-24T10:00:00Z'))).toEqual({
      start: new Date('2026-11-23T18:30:00Z'),
      end: new Date('2026-11-24T18:30:00Z'),
      date: '24-11-2026',
    });
  });

  it('23:59 IST is still that day; 00:01 IST is the next', () => {
    // 23:59 IST on 24 Nov = 18:29 UTC; 00:01 IST on 25 Nov = 18:31 UTC.
    expect(indiaDayBounds(new Date('2026-11-24T18:29:00Z')).date).toBe('24-11-2026');
    expect(indiaDayBounds(new Date('2026-11-24T18:31:00Z'))).toMatchObject({
      start: new Date('2026-11-24T18:30:00Z'),
      date: '25-11-2026',
    });
  });
});

describe('summarizeDay: the dashboard and desk figures', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('is all zero without orders', () => {
    expect(summarizeDay({ now, todays: [], pendingOrders: 0, recent: [], returning: new Set() })).toEqual({
      date: '24-11-2026',
      todays_sales: 0,
      todays_orders: 0,
      todays_paid: 0,
      todays_unpaid: 0,
      pending_orders: 0,
      new_customers: 0,
      popular_product: null,
      orders_summary: [],
      recent_orders: [],
    });
  });

  it("counts today's completed orders as sales (paise-exact), every order of today, the popular item and the summary", () => {
    const todays = [
      order({ status: 'completed', total_amount: 47.25, items: [chai(3)], customer_mobile: '9800000001' }),
      order({ status: 'completed', total_amount: 0.1, items: [samosa(1)], customer_email: 'a@b.in' }),
      order({ status: 'completed', total_amount: 0.2, items: [samosa(1)], customer_email: 'A@b.in ' }),
      order({ status: 'pending', total_amount: 21, items: [samosa(1)], customer_mobile: '9800000001' }),
      // An unknown status is no sale; cancelled orders count as orders but not for the popular product.
      order({ status: 'weird', total_amount: 10, items: [chai(1)] }),
      order({ status: 'cancelled', total_amount: 100, items: [samosa(5)] }),
    ];
    const summary = summarizeDay({ now, todays, pendingOrders: 7, recent: todays.slice(0, 5), returning: new Set() });
    expect(summary.todays_sales).toBe(47.55);
    expect(summary.todays_orders).toBe(6);
    expect(summary.pending_orders).toBe(7);
    // Samosa 3 (cancelled's 5 aside) against Masala Chai 4.
    expect(summary.popular_product).toEqual({ name: 'Masala Chai', quantity: 4 });
    expect(summary.orders_summary).toEqual([
      { name: 'Masala Chai', amount: 45, quantity: 3 },
      { name: 'Samosa', amount: 40, quantity: 2 },
    ]);
    expect(summary.recent_orders.map((o) => o.order_id)).toEqual(todays.slice(0, 5).map((o) => o.order_id));
  });

  it('new customers: distinct contacts (email any case) of today who had not ordered here before today', () => {
    const todays = [
      order({ customer_mobile: '9800000001' }),
      order({ customer_mobile: '9800000001' }),
      order({ customer_email: 'Meera@Example.in' }),
      order({ customer_email: 'meera@example.in' }),
      order({ customer_mobile: '9800000002' }),
      order({}), // a counter order without a contact is nobody's
    ];
    const all = summarizeDay({ now, todays, pendingOrders: 0, recent: [], returning: new Set() });
    expect(all.new_customers).toBe(3);
    const some = summarizeDay({
      now,
      todays,
      pendingOrders: 0,
      recent: [],
      returning: new Set(['9800000002', 'meera@example.in']),
    });
    expect(some.new_customers).toBe(1);
  });

  it('the popular product ties break by name; a line without product_name uses name', () => {
    const todays = [
      order({ items: [{ product_id: 'x', product_name: '', name: 'Vada', quantity: 2, price: 10 }] }),
      order({ items: [{ product_id: 'y', product_name: 'Idli', quantity: 2, price: 10 }] }),
    ];
    expect(summarizeDay({ now, todays, pendingOrders: 0, recent: [], returning: new Set() }).popular_product).toEqual({
      name: 'Idli',
      quantity: 2,
    });
  });

  it('the India day boundary: an order at 23:59 IST yesterday is a returning customer, 00:01 IST today is today', () => {
    // What a caller does (the API with its query, a trial with its list): split by indiaDayBounds.
    const at = new Date('2026-11-24T18:45:00Z'); // 00:15 IST on 25 Nov
    const { start, end, date } = indiaDayBounds(at);
    const yesterday = order({
      created_at: '2026-11-24T18:29:00.000Z',
      customer_mobile: '9800000001',
      status: 'completed',
      total_amount: 30,
      items: [chai(2)],
    });
    const today = order({
      created_at: '2026-11-24T18:31:00.000Z',
      customer_mobile: '9800000001',
      status: 'completed',
      total_amount: 15,
      items: [chai(1)],
    });
    const stranger = order({ created_at: '2026-11-24T18:40:00.000Z', customer_mobile: '9800000009' });
    const orders = [yesterday, today, stranger];
    const inDay = (o: Order) => Date.parse(o.created_at) >= start.getTime() && Date.parse(o.created_at) < end.getTime();
    const returning = new Set(
      orders
        .filter((o) => Date.parse(o.created_at) < start.getTime())
        .map(customerKey)
        .filter((k): k is string => k !== null),
    );
    const summary = summarizeDay({ now: at, todays: orders.filter(inDay), pendingOrders: 1, recent: [], returning });
    expect(date).toBe('25-11-2026');
    expect(summary.date).toBe('25-11-2026');
    expect(summary.todays_orders).toBe(2);
    expect(summary.todays_sales).toBe(15);
    expect(summary.new_customers).toBe(1);
  });
});

describe('the desk helpers', () => {
  it('an unknown status reads Pending', () => {
    expect(knownStatus('weird')).toBe('pending');
    expect(statusLabel('ready')).toBe('Ready');
    expect(statusLabel('')).toBe('Pending');
  });

  it('search covers the number, name, mobile and email, any case', () => {
    const o = order({
      order_id: 'ORD-261124-0007',
      customer_name: 'Meera',
      customer_mobile: '9800000001',
      customer_email: 'M@x.in',
    });
    for (const q of ['0007', 'meera', '98000', 'm@X', '  ']) expect(orderMatchesSearch(o, q)).toBe(true);
    expect(orderMatchesSearch(o, 'ravi')).toBe(false);
  });

  it('sorts: newest first by default, amounts with newer first on ties', () => {
    const a = order({ created_at: '2026-11-24T09:00:00Z', total_amount: 10 });
    const b = order({ created_at: '2026-11-24T10:00:00Z', total_amount: 10 });
    const c = order({ created_at: '2026-11-24T08:00:00Z', total_amount: 30 });
    const ids = (sort: Parameters<typeof compareOrders>[0]) => [a, b, c].sort(compareOrders(sort)).map((o) => o._id);
    expect(ids('date_desc')).toEqual([b._id, a._id, c._id]);
    expect(ids('date_asc')).toEqual([c._id, a._id, b._id]);
    expect(ids('amount_desc')).toEqual([c._id, b._id, a._id]);
    expect(ids('amount_asc')).toEqual([b._id, a._id, c._id]);
  });

  it('validateOwnerOrder: at least one product, quantities 1–99, each product once, a valid mobile', () => {
    expect(validateOwnerOrder({ items: [] })).toEqual({ items: M.noProducts });
    expect(validateOwnerOrder({ items: [{ product_id: 'a', quantity: 0 }] })).toEqual({ items: M.quantityRange });
    expect(validateOwnerOrder({ items: [{ product_id: 'a', quantity: 100 }] })).toEqual({ items: M.quantityRange });
    expect(
      validateOwnerOrder({
        items: [
          { product_id: 'a', quantity: 1 },
          { product_id: 'A', quantity: 2 },
        ],
      }),
    ).toEqual({ items: M.duplicateLine });
    expect(validateOwnerOrder({ items: [{ product_id: 'a', quantity: 99 }], customer_mobile: '12345' })).toEqual({
      customer_mobile: M.mobileInvalid,
    });
    expect(validateOwnerOrder({ items: [{ product_id: 'a', quantity: 1 }], customer_mobile: ' ', notes: '' })).toEqual({});
  });
});
