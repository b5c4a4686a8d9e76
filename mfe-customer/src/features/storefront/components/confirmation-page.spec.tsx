import { screen, waitFor, within } from '@testing-library/react';
import { mockHttp } from '@chowk/api-client/testing';
import { formatOrderTime } from '@chowk/contracts';
import { order, shopRoutes } from '../../../testing/fixtures';
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
});
