import { act, screen, within } from '@testing-library/react';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import {
  CUSTOMER_API_MESSAGES,
  CUSTOMER_EMPTY,
  CUSTOMER_SUCCESS,
  type CustomerOrder,
  formatOrderTime,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { renderPage, resetPageTestState } from '../shared-ui/testing/render-page';
import { ACCOUNT_TEXT } from './account.messages';
import { startCustomerSession } from './customer-session';
import MyOrdersPage from './my-orders-page';

const profile = { _id: '88cc00000000000000000001', name: 'Priya', mobile: '9876543210' };

const order = (n: number, extra: Partial<CustomerOrder> = {}): CustomerOrder => ({
  _id: `77bb${String(n).padStart(20, '0')}`,
  order_id: `ORD-20261124-000${n}`,
  items: [{ product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 }],
  status: 'pending',
  total_amount: 31.5,
  customer_mobile: '9876543210',
  created_at: '2026-11-24T06:30:00.000Z',
  date: '24-11-2026',
  time: '12-00',
  shop_id: '66aa00000000000000000001',
  shop_name: 'Sharma Tea Stall',
  shop_code: 'SHOP-1234',
  delivery_type: 'pickup',
  payment_method: 'cash',
  subtotal: 30,
  tax_amount: 1.5,
  delivery_fee: 0,
  ...extra,
});

const mine = (orders: CustomerOrder[]) => ok({ success: true, data: { orders } });
const open = () => renderPage(<MyOrdersPage />, { path: '/customer/orders' });
const signIn = () => startCustomerSession('customer-token', profile);

afterEach(() => act(() => resetPageTestState()));

describe('Your orders', () => {
  it("lists the signed-in customer's orders with status, shop, total and date, each opening its status page", async () => {
    signIn();
    const http = mockHttp({
      'GET /orders/mine': mine([
        order(1, { status: 'completed', total_amount: 1234.5 }),
        order(2, { status: 'weird' }),
        order(3, { status: 'cancelled' }),
      ]),
    });
    open();
    expect(screen.getByText(ACCOUNT_TEXT.loading)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: ACCOUNT_TEXT.listLabel });
    expect(http.made('GET', '/orders/mine')[0].headers.Authorization).toBe('Bearer customer-token');
    const rows = within(list).getAllByRole('article');
    expect(rows).toHaveLength(3);
    const link = within(rows[0]).getByRole('link', { name: 'Order ORD-20261124-0001' });
    expect(link).toHaveAttribute('href', `/customer/orders/${order(1)._id}`);
    expect(rows[0]).toHaveTextContent('Sharma Tea Stall');
    expect(rows[0]).toHaveTextContent('₹1,234.50');
    expect(rows[0]).toHaveTextContent(formatOrderTime('2026-11-24T06:30:00.000Z'));
    expect(within(rows[0]).getByText('Completed')).toBeInTheDocument();
    // docs/product.md §4: an unknown status shows as Pending.
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Priya')).toBeInTheDocument();
    expect(document.title).toBe('Your orders · Chowk');
  });

  it("says 'No orders yet' with the way to a shop", async () => {
    signIn();
    mockHttp({ 'GET /orders/mine': mine([]) });
    open();
    expect(await screen.findByText(CUSTOMER_EMPTY.noOrders)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ACCOUNT_TEXT.findShop })).toHaveAttribute('href', '/customer/nearby-shops');
  });

  it('shows a failure with Retry', async () => {
    signIn();
    const http = mockHttp({ 'GET /orders/mine': fail(500) });
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACCOUNT_TEXT.loadFailed);
    http.routes['GET /orders/mine'] = mine([order(1)]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Order ORD-20261124-0001' })).toBeInTheDocument();
  });

  it('without a sign-in asks for one, makes no request, and lists the orders once signed in', async () => {
    const http = mockHttp({
      'POST /orders/send-otp': ok({ success: true, message: CUSTOMER_API_MESSAGES.otpSent }),
      'POST /auth/customer/verify': ok({ token: 'customer-token', customer: profile, message: CUSTOMER_API_MESSAGES.signedIn }),
      'GET /orders/mine': mine([order(1)]),
    });
    const { user } = open();
    expect(screen.getByRole('heading', { name: ACCOUNT_TEXT.promptTitle })).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210{Enter}');
    await user.type(await screen.findByLabelText('OTP'), '123456{Enter}');
    expect(await screen.findByRole('link', { name: 'Order ORD-20261124-0001' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.ordersTitle })).toHaveFocus();
  });

  it('an expired sign-in (401) is dropped and a new one offered', async () => {
    signIn();
    mockHttp({ 'GET /orders/mine': fail(401, { message: 'Unauthorized' }) });
    open();
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXT.expiredTitle })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.customerToken)).toBeNull();
  });

  it("signs out with 'Logged out successfully'", async () => {
    signIn();
    mockHttp({ 'GET /orders/mine': NEVER });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.signOut }));
    expect(await screen.findByText(CUSTOMER_SUCCESS.signedOut)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ACCOUNT_TEXT.promptTitle })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.customerToken)).toBeNull();
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.signOut })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.ordersTitle })).toHaveFocus();
  });
});
