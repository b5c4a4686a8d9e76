import type { Order } from '@chowk/contracts';
import { dashboardFigures, todayInIndia } from './figures';

const now = new Date('2026-11-24T10:00:00Z');
const order = (o: Partial<Order>): Order => ({
  _id: Math.random().toString(36),
  order_id: 'ORD',
  items: [],
  status: 'pending',
  total_amount: 0,
  created_at: '2026-11-24T09:00:00Z',
  date: '24-11-2026',
  time: '14-30',
  ...o,
});

describe('dashboard figures from real orders', () => {
  it('India date', () => {
    expect(todayInIndia(new Date('2026-11-24T19:00:00Z'))).toBe('25-11-2026');
  });

  it('zero without orders', () => {
    expect(dashboardFigures([], now)).toEqual({
      todaysSalesPaise: 0,
      todaysOrders: 0,
      newCustomers: 0,
      popularProduct: null,
      summary: [],
      recent: [],
    });
  });

  it("today's sales count completed orders only; customers are distinct contacts; popular by quantity", () => {
    const chai = { product_id: 'p1', product_name: 'Masala Chai', quantity: 3, price: 15 };
    const samosa = { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 20 };
    const figures = dashboardFigures(
      [
        order({
          status: 'completed',
          total_amount: 47.25,
          items: [chai],
          customer_mobile: '9800000001',
          created_at: '2026-11-24T09:01:00Z',
        }),
        order({
          status: 'pending',
          total_amount: 21,
          items: [samosa],
          customer_mobile: '9800000001',
          created_at: '2026-11-24T09:02:00Z',
        }),
        order({
          status: 'completed',
          total_amount: 21,
          items: [samosa],
          customer_email: 'a@b.in',
          date: '23-11-2026',
          created_at: '2026-11-23T09:00:00Z',
        }),
      ],
      now,
    );
    expect(figures.todaysSalesPaise).toBe(4725);
    expect(figures.todaysOrders).toBe(2);
    expect(figures.newCustomers).toBe(1);
    expect(figures.popularProduct).toEqual({ name: 'Masala Chai', quantity: 3 });
    expect(figures.summary).toEqual([
      { name: 'Masala Chai', amountPaise: 4500, quantity: 3 },
      { name: 'Samosa', amountPaise: 2000, quantity: 1 },
    ]);
    expect(figures.recent.map((o) => o.created_at)).toEqual([
      '2026-11-24T09:02:00Z',
      '2026-11-24T09:01:00Z',
      '2026-11-23T09:00:00Z',
    ]);
  });
});
