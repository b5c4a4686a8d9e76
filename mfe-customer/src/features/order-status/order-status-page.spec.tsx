import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NETWORK_DOWN, ok } from '@chowk/api-client/testing';
import { order } from '../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../testing/render-customer';

afterEach(() => {
  resetCustomerTestState();
  jest.useRealTimers();
});

const path = `/customer/orders/${order._id}`;
const route = `GET /orders/${order._id}`;
const answer = (status: string, extra = {}) => ok({ success: true, data: { ...order, status, ...extra } });

describe('the order status page', () => {
  it.each([
    ['completed', 'Completed', 'green'],
    ['confirmed', 'Confirmed', 'blue'],
    ['preparing', 'Preparing', 'orange'],
    ['ready', 'Ready', 'purple'],
    ['pending', 'Pending', 'yellow'],
    ['cancelled', 'Cancelled', 'red'],
    ['lost-in-transit', 'Pending', 'yellow'],
  ])('shows %s as %s in %s (spec §4)', async (status, label, tone) => {
    mockHttp({ [route]: answer(status) });
    renderCustomer(path);
    const line = await screen.findByText(/^Status:/);
    expect(within(line).getByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('shows the steps, the lines and totals, the details and a link to the shop', async () => {
    mockHttp({
      [route]: answer('preparing', { notes: 'Less sugar', delivery_type: 'delivery', delivery_fee: 29, total_amount: 60.5 }),
    });
    renderCustomer(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-20261124-0001' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '✓Order placed (done)',
      '✓Confirmed by the shop (done)',
      '3Being prepared (now)',
      '4Ready',
      '5Completed',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    const items = within(screen.getByRole('region', { name: 'Items' }));
    expect(items.getByText('Masala Chai × 2')).toBeInTheDocument();
    expect(items.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal ₹30.00',
      'Delivery Fee ₹29.00',
      'Tax (5%) ₹1.50',
      'Total ₹60.50',
    ]);
    expect(screen.getByText('Less sugar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sharma Tea Stall' })).toHaveAttribute('href', '/customer/shop/SHOP-1234');
  });

  it("says 'Order not found' with a link home on a 404", async () => {
    mockHttp({ [route]: fail(404, { message: 'Order not found' }) });
    renderCustomer(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it("says 'Failed to load the order' with Retry otherwise", async () => {
    const http = mockHttp({ [route]: NETWORK_DOWN });
    const { user } = renderCustomer(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order');
    http.routes[route] = answer('pending');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-20261124-0001' })).toBeInTheDocument();
  });

  it('reads the order again every 15 s until it is completed, and keeps it on screen when a read fails', async () => {
    jest.useFakeTimers();
    const http = mockHttp({ [route]: answer('pending') });
    renderCustomer(path);
    await screen.findByText('Pending');
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(1);

    http.routes[route] = NETWORK_DOWN;
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(2);
    expect(await screen.findByText(/Could not check for news just now/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();

    http.routes[route] = answer('ready');
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(await screen.findByText('Ready', { selector: '.badge' })).toBeInTheDocument();

    http.routes[route] = answer('completed');
    await act(async () => jest.advanceTimersByTime(15_000));
    await waitFor(() => expect(screen.getByText('Completed', { selector: '.badge' })).toBeInTheDocument());
    const reads = http.made('GET', `/orders/${order._id}`).length;
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(reads);
  });
});
