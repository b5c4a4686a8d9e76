import { screen, waitFor, within } from '@testing-library/react';
import { mockHttp } from '@chowk/api-client/testing';
import { formatOrderTime } from '@chowk/contracts';
import { type CustomerOrder } from '@chowk/contracts';
import { full, ginger, kadak, order, shopRoutes, size, addOns } from '../../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../../testing/render-customer';

afterEach(resetCustomerTestState);

const CONFIRMATION = '/customer/shop/SHOP-1234/order-confirmation';

describe('the confirmation (docs/product.md §2)', () => {
  it("without an order in the navigation state says 'Loading order details...' and goes to the shop's page", async () => {
    mockHttp(shopRoutes());
    renderCustomer(CONFIRMATION);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer\/shop\/SHOP-1234$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' })).toBeInTheDocument();
  });

  it('says so before it goes', async () => {
    mockHttp(shopRoutes());
    renderCustomer(CONFIRMATION, { state: { something: 'else' } });
    expect(await screen.findByText('Loading order details...')).toBeInTheDocument();
  });

  it('shows the order: ID, status in orange, shop, total, time, what next, and the ways on', async () => {
    mockHttp(shopRoutes());
    renderCustomer(CONFIRMATION, { state: { order } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Your order' }));
    const rows = details.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Order ID: ORD-20261124-0001',
      'Status: Pending',
      'Shop: Sharma Tea Stall',
      'Total Amount: ₹31.50',
      'Payment status: Unpaid',
      `Order Time: ${formatOrderTime(order.created_at)}`,
    ]);
    expect(details.getByText('Pending')).toHaveAttribute('data-tone', 'orange');
    expect(within(screen.getByRole('region', { name: "What's Next?" })).getAllByRole('listitem')).toHaveLength(3);
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('Track your order')).toBe(`/customer/orders/${order._id}`);
    expect(link('Continue Shopping')).toBe('/customer/shop/SHOP-1234');
    expect(link('Back to Shop')).toBe('/customer/shop/SHOP-1234');
    expect(link('Go Home')).toBe('/');
    expect(link('Home')).toBe('/');
  });

  it('lists the lines with their options and the delivery fee as charged ("Free" for none)', async () => {
    const withOptions: CustomerOrder = {
      ...order,
      delivery_type: 'delivery',
      delivery_fee: 0,
      subtotal: 74,
      tax_amount: 3.7,
      total_amount: 77.7,
      items: [
        {
          product_id: kadak._id,
          product_name: 'Kadak Chai',
          quantity: 2,
          price: 22,
          base_price: 5,
          options: [
            { group_id: addOns._id, group: 'Add-ons', choice_id: ginger._id, name: 'Ginger', price: 2 },
            { group_id: size._id, group: 'Size', choice_id: full._id, name: 'Full', price: 15 },
          ],
        },
        { product_id: kadak._id, product_name: 'Kadak Chai', quantity: 1, price: 15, options: [] },
        { product_id: order.items[0]?.product_id ?? '', product_name: 'Masala Chai', quantity: 1, price: 15 },
      ],
    };
    mockHttp(shopRoutes());
    renderCustomer(CONFIRMATION, { state: { order: withOptions } });
    const items = within(await screen.findByRole('region', { name: 'Items' }));
    expect(items.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Kadak Chai × 2₹44.00Ginger · Full',
      'Kadak Chai × 1₹15.00',
      'Masala Chai × 1₹15.00',
    ]);
    expect(items.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal ₹74.00',
      'Delivery Fee Free',
      'Tax (5%) ₹3.70',
      'Total ₹77.70',
    ]);
  });
});

describe('the confirmation of a composition-scheme shop’s order', () => {
  it('has no tax line (none was charged)', async () => {
    mockHttp(shopRoutes());
    renderCustomer(CONFIRMATION, { state: { order: { ...order, tax_amount: 0, total_amount: 30 } } });
    const items = within(await screen.findByRole('region', { name: 'Items' }));
    expect(items.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal ₹30.00',
      'Total ₹30.00',
    ]);
  });
});
