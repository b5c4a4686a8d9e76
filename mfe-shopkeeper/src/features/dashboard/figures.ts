import { indiaDateTime, type Order, rupeesToPaise } from '@chowk/contracts';

/** Today's date as the orders carry it (DD-MM-YYYY, India time). */
export const todayInIndia = (now = new Date()): string => indiaDateTime(now).date;

const total = (o: Order): number => rupeesToPaise(o.total_amount ?? o.totalAmount ?? 0);

export interface DashboardFigures {
  /** Paise: today's completed orders (spec §4: only completed orders count as sales). */
  todaysSalesPaise: number;
  todaysOrders: number;
  /** Distinct customer contacts (mobile or email) among today's orders. */
  newCustomers: number;
  popularProduct: { name: string; quantity: number } | null;
  /** Completed orders by item: name, amount (paise), quantity. */
  summary: { name: string; amountPaise: number; quantity: number }[];
  recent: Order[];
}

/** The dashboard's figures from the shop's real orders. */
export function dashboardFigures(orders: readonly Order[], now = new Date()): DashboardFigures {
  const today = todayInIndia(now);
  const todays = orders.filter((o) => o.date === today);
  const completed = orders.filter((o) => o.status === 'completed');
  // A customer is a contact (the mobile or email the order was verified with), told apart case-blind.
  const customers = new Set(
    todays.map((o) => o.customer_mobile?.trim() || o.customer_email?.trim().toLowerCase() || '').filter(Boolean),
  );
  const byItem = new Map<string, { name: string; amountPaise: number; quantity: number }>();
  for (const order of completed) {
    for (const item of order.items) {
      const name = item.product_name || item.name || 'Item';
      const row = byItem.get(name) ?? { name, amountPaise: 0, quantity: 0 };
      row.quantity += item.quantity;
      row.amountPaise += rupeesToPaise(item.price) * item.quantity;
      byItem.set(name, row);
    }
  }
  // Popular: the most quantity ordered, over every order that was not cancelled.
  const counts = new Map<string, number>();
  for (const order of orders.filter((o) => o.status !== 'cancelled')) {
    for (const item of order.items) {
      const name = item.product_name || item.name || 'Item';
      counts.set(name, (counts.get(name) ?? 0) + item.quantity);
    }
  }
  const popular = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en-IN'))[0];
  return {
    todaysSalesPaise: todays.filter((o) => o.status === 'completed').reduce((sum, o) => sum + total(o), 0),
    todaysOrders: todays.length,
    newCustomers: customers.size,
    popularProduct: popular ? { name: popular[0], quantity: popular[1] } : null,
    summary: [...byItem.values()].sort((a, b) => b.amountPaise - a.amountPaise),
    recent: [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 5),
  };
}
