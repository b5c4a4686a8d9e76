import { screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NETWORK_DOWN, NEVER, ok, type Route } from '@chowk/api-client/testing';
import {
  indiaDateTime,
  type Order,
  SHOP_API_MESSAGES,
  SHOP_FAILURE,
  SHOP_SUCCESS,
  SHOP_VALIDATION as V,
  type ShopDaySummary,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { holdIndiaNoon } from '../../testing/india-noon';
import { fullWithAddOns } from '../../testing/option-fixtures';
import { renderShop, resetShopTestState, shop, user } from '../../testing/render-shop';
import { otpInput } from './verify-mobile-card';
import { emitOrderEvent, summaryOf } from '../orders/testing/order-fixtures';

// The live stream is a hand-driven fake of the api-client's (jsdom has no fetch): emitOrderEvent sends its events.
jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchShopOrders: jest.fn() }));

afterEach(resetShopTestState);

const location = () => screen.getByTestId('location').textContent;
// The page reads "today" when it renders, the fixtures when the file loads: both from India
// noon of this day, so a run that crosses midnight (or starts before 05:30, when UTC is still
// yesterday) keeps them on one day.
holdIndiaNoon();
const today = indiaDateTime(new Date());
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
let seq = 0;
const order = (o: Partial<Order>): Order => ({
  _id: `o${++seq}`,
  order_id: `ORD-${seq}`,
  items: [],
  status: 'pending',
  total_amount: 0,
  created_at: at(seq),
  date: today.date,
  time: '14-30',
  ...o,
});
const chai = (quantity: number) => ({ product_id: 'p1', product_name: 'Masala Chai', quantity, price: 15 });
const samosa = (quantity: number) => ({ product_id: 'p2', product_name: 'Samosa', quantity, price: 20 });
const summaryPath = `/orders/shop/${shop._id}/summary`;
const daySummary = (s: Partial<ShopDaySummary> = {}): ShopDaySummary => summaryOf({ date: today.date, ...s });
const shopData = (summary: ShopDaySummary | Route = daySummary(), extra: Record<string, Route> = {}): Record<string, Route> => ({
  [`GET /products/shop/${shop._id}`]: ok({ products: [] }),
  [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
  [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
  [`GET ${summaryPath}`]: typeof summary === 'object' && 'date' in summary ? ok({ success: true, data: summary }) : summary,
  ...extra,
});
const card = (label: string) => screen.getByText(label, { selector: '.stat-label' }).closest('.stat-card') as HTMLElement;

describe("the dashboard: today's figures from the day summary (docs/product.md §2, §4)", () => {
  it("shows the server's figures: sales, orders, new customers, the popular product, the summary and the last 5", async () => {
    const recent = [
      order({ status: 'completed', total_amount: 47.25, items: [chai(3)], time: '14-05' }),
      order({
        status: 'weird',
        total_amount: 21,
        items: [samosa(1), { ...chai(1), price: 19, base_price: 10, options: fullWithAddOns }],
        time: '09-30',
      }),
      order({ status: 'completed', total_amount: 42, items: [samosa(2)] }),
      order({ status: 'cancelled', total_amount: 100, items: [samosa(5)] }),
      order({ status: 'ready', total_amount: 31.5, items: [chai(2)], date: '01-01-2020', time: '00-15' }),
    ];
    const http = mockHttp(
      shopData(
        daySummary({
          todays_sales: 89.25,
          todays_orders: 4,
          todays_paid: 42,
          todays_unpaid: 1234.5,
          pending_orders: 2,
          new_customers: 2,
          popular_product: { name: 'Masala Chai', quantity: 6 },
          orders_summary: [
            { name: 'Masala Chai', amount: 75, quantity: 5 },
            { name: 'Samosa', amount: 40, quantity: 2 },
          ],
          recent_orders: recent,
        }),
      ),
    );
    const { user: keys } = renderShop('/shop/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(card("Today's Sales")).toHaveTextContent('₹89.25'));
    expect(card("Today's Orders")).toHaveTextContent('4');
    expect(card('New Customers')).toHaveTextContent('2');
    expect(card('New Customers')).toHaveTextContent('First order here today');
    expect(card('Popular Product')).toHaveTextContent('Masala Chai');
    expect(card('Popular Product')).toHaveTextContent('6 ordered today');
    // Today's money by payment (docs/product.md "UPI payments and bills").
    expect(card("Today's Paid")).toHaveTextContent('₹42.00');
    expect(card("Today's Unpaid")).toHaveTextContent('₹1,234.50');
    expect(http.made('GET', summaryPath)).toHaveLength(1);

    const summary = screen.getByRole('table', { name: 'Orders Summary' });
    expect(
      within(summary)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ItemAmountQuantity', 'Masala Chai₹75.005', 'Samosa₹40.002']);

    const table = screen.getByRole('table', { name: 'Recent Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(recent.map((o) => o.order_id));
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([recent[0].order_id, '02:05 PM', '3 × Masala Chai', '₹47.25', 'Completed']);
    // An order with options lists its lines, each line's options under it.
    expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent('1 × Samosa1 × Masala ChaiFull · Elaichi, Ginger');
    // The badge: an unknown status shows as Pending, in Pending's colour.
    expect(within(rows[1]).getByText('Pending')).toHaveAttribute('data-status', 'pending');
    expect(within(rows[3]).getByText('Cancelled')).toHaveStyle({ color: '#991b1b' });
    // Another day's order shows its date.
    expect(within(rows[4]).getAllByRole('cell')[1]).toHaveTextContent('12:15 AM01-01-2020');
    expect(screen.getByText('last 5 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/shop/orders');

    // On a phone both tables scroll sideways in their boxes: each box is a tab stop, a region
    // named as its table (axe scrollable-region-focusable), in the page's order.
    for (const name of ['Orders Summary', 'Recent Orders']) {
      const region = screen.getByRole('region', { name });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name })).toBeInTheDocument();
    }
    screen.getByRole('link', { name: 'All orders' }).focus();
    await keys.tab();
    expect(screen.getByRole('region', { name: 'Recent Orders' })).toHaveFocus();
  });

  it('no Orders Summary without completed orders today; no orders at all points to the menu', async () => {
    mockHttp(shopData());
    renderShop('/shop/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(card("Today's Sales")).toHaveTextContent('₹0.00'));
    expect(card("Today's Orders")).toHaveTextContent('0');
    expect(card('New Customers')).toHaveTextContent('0');
    expect(card('Popular Product')).toHaveTextContent('Nothing ordered yet today');
    expect(screen.queryByRole('heading', { name: 'Orders Summary' })).not.toBeInTheDocument();
    expect(screen.getByText('No orders yet', { selector: '.empty-title' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'add your first product' })).toHaveAttribute('href', '/shop/products?add=true');
  });

  it('re-reads the summary (once, debounced) when an order arrives or changes, and the figures move', async () => {
    const http = mockHttp(shopData(daySummary({ todays_orders: 1 })));
    renderShop('/shop/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(card("Today's Orders")).toHaveTextContent('1'));
    http.routes[`GET ${summaryPath}`] = ok({ success: true, data: daySummary({ todays_orders: 3 }) });
    await emitOrderEvent('order.created', order({}));
    await emitOrderEvent('order.created', order({}));
    expect(http.made('GET', summaryPath)).toHaveLength(1);
    await waitFor(() => expect(card("Today's Orders")).toHaveTextContent('3'), { timeout: 2000 });
    expect(http.made('GET', summaryPath)).toHaveLength(2);
  });

  it('shows that the figures are loading', async () => {
    mockHttp(shopData(NEVER));
    renderShop('/shop/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByText("Loading today's figures…")).toBeInTheDocument();
    expect(card("Today's Orders")).toHaveTextContent('…');
    expect(screen.getByText("Today's Orders", { selector: '.stat-label' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it("'Failed to load today's figures' with Retry; a failed re-read keeps the figures shown", async () => {
    const http = mockHttp(shopData(fail(500)));
    const { user } = renderShop('/shop/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(await screen.findByText("Failed to load today's figures")).toBeInTheDocument();
    http.routes[`GET ${summaryPath}`] = ok({ success: true, data: daySummary({ todays_orders: 5 }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card("Today's Orders")).toHaveTextContent('5'));
    expect(screen.queryByText("Failed to load today's figures")).not.toBeInTheDocument();

    http.routes[`GET ${summaryPath}`] = fail(500);
    await emitOrderEvent('order.updated', order({}));
    expect(await screen.findByText(/Today's figures could not be refreshed/, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(card("Today's Orders")).toHaveTextContent('5');
  });

  it('a trial: the figures from its own orders on this device, with no request', async () => {
    localStorage.setItem(
      STORAGE_KEYS.trialOrders,
      JSON.stringify([
        order({ status: 'completed', total_amount: 31.5, items: [chai(2)], customer_mobile: '9800000001', created_at: at(1) }),
        order({ status: 'pending', total_amount: 21, items: [samosa(1)], created_at: at(2) }),
        order({
          status: 'confirmed',
          total_amount: 10.5,
          items: [samosa(1)],
          created_at: at(3),
          payment: { status: 'paid', via: 'upi', claimed_at: null, updated_at: at(1) },
        }),
        order({
          status: 'cancelled',
          total_amount: 99,
          items: [samosa(4)],
          created_at: at(4),
          payment: { status: 'claimed', via: null, claimed_at: at(3), updated_at: null },
        }),
      ]),
    );
    const http = mockHttp({});
    renderShop('/shop/dashboard', { as: 'trial' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(card("Today's Sales")).toHaveTextContent('₹31.50'));
    // Paid and unpaid by summarizeDay's rule: an order without a payment is unpaid; a cancelled one counts in neither.
    expect(card("Today's Paid")).toHaveTextContent('₹10.50');
    expect(card("Today's Unpaid")).toHaveTextContent('₹52.50');
    expect(card('New Customers')).toHaveTextContent('1');
    expect(within(screen.getByRole('table', { name: 'Recent Orders' })).getAllByRole('row')).toHaveLength(5);
    expect(http.calls).toEqual([]);
  });
});

describe('the dashboard: quick actions, sharing and the locks', () => {
  it('Add Product and Create Order open their dialogs on their pages; the locked ones open the plans', async () => {
    mockHttp(shopData());
    const { user: u } = renderShop('/shop/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/shop/products?add=true');
    expect(screen.getByRole('link', { name: 'Create Order' })).toHaveAttribute('href', '/shop/orders?add=true');
    expect(screen.getByRole('link', { name: 'Print poster' })).toHaveAttribute('href', '/shop/poster');
    await u.click(screen.getByRole('button', { name: 'View Analytics' }));
    expect(screen.getByText(/Locked: View Customers comes with Starter; View Analytics comes with Starter/)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByRole('button', { name: 'Get Started with Starter' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Share Shop uses the share sheet with the storefront URL; without one it copies the link', async () => {
    mockHttp(shopData());
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user: u } = renderShop('/shop/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await u.click(screen.getByRole('button', { name: 'Share Shop' }));
    expect(share).toHaveBeenCalledWith({
      title: shop.name,
      text: `Order from ${shop.name} on Chowk: shop code ${shop.code}`,
      url: `${window.location.origin}/customer/shop/${shop.code}`,
    });

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await u.click(screen.getByRole('button', { name: 'Share Shop' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/customer/shop/${shop.code}`);
    expect(await screen.findByText(SHOP_SUCCESS.linkCopied)).toBeInTheDocument();
    writeText.mockRestore();
  });

  it('a trial: the Guest Mode card, no Share Shop or poster, locks that open the register prompt', async () => {
    mockHttp({});
    const { user: u } = renderShop('/shop/dashboard', { as: 'trial' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const guest = screen.getByRole('region', { name: 'Guest Mode' });
    expect(guest).toHaveTextContent(/customers cannot see this shop, so it has no link or poster to share yet/);
    expect(within(guest).getByRole('link', { name: 'Register your shop' })).toHaveAttribute(
      'href',
      '/shop/onboarding?redirect-from=%2Fshop%2Fdashboard',
    );
    expect(screen.queryByRole('button', { name: 'Share Shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print poster' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify your mobile' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'View Customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register your shop' });
    await u.click(within(dialog).getByRole('link', { name: 'Register your shop' }));
    await waitFor(() => expect(location()).toBe('/shop/onboarding?redirect-from=%2Fshop%2Fdashboard'));
  });
});

describe('the dashboard: Verify your mobile (docs/product.md §4, §5, §8)', () => {
  const unverified = { ...user, mobileVerified: false };

  it('is there only while the mobile is not verified', async () => {
    mockHttp(shopData());
    renderShop('/shop/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('heading', { name: 'Verify your mobile' })).not.toBeInTheDocument();
  });

  it('the code input keeps 6 digits; the code is checked, then verified; the session takes the new token', async () => {
    const http = mockHttp(
      shopData(daySummary(), {
        'POST /auth/verify': fail(401, { message: SHOP_API_MESSAGES.otpInvalid }),
        'GET /auth/me': ok({ user: { ...user, mobileVerified: true }, role: 'shopkeeper', shop, customer: null }),
      }),
    );
    const { user: u } = renderShop('/shop/dashboard', { sessionUser: unverified });
    const card = await screen.findByRole('region', { name: 'Verify your mobile' });
    const input = within(card).getByLabelText('OTP');
    await u.type(input, '12a3 45');
    expect(input).toHaveValue('12345');
    await u.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByText(V.otpInvalidFormat)).toBeInTheDocument();
    expect(http.made('POST', '/auth/verify')).toEqual([]);
    await u.type(input, '67');
    expect(input).toHaveValue('123456');
    await u.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByText(SHOP_API_MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('test-token');

    http.routes['POST /auth/verify'] = ok({ token: 'verified-token', user: { ...user, mobileVerified: true }, message: 'ok' });
    await u.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(SHOP_SUCCESS.accountVerified)).toBeInTheDocument();
    expect(http.made('POST', '/auth/verify').at(-1)?.data).toEqual({ mobile: user.mobile, code: '123456' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('verified-token');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your mobile' })).not.toBeInTheDocument());
  });

  it('sends a new code, then waits 60 s before the next; failures say docs/product.md §8', async () => {
    const http = mockHttp(shopData(daySummary(), { 'POST /auth/resend-otp': NETWORK_DOWN }));
    const { user: u } = renderShop('/shop/dashboard', { sessionUser: unverified });
    const card = await screen.findByRole('region', { name: 'Verify your mobile' });
    const resend = within(card).getByRole('button', { name: 'Send a new code' });
    await u.click(resend);
    expect(await within(card).findByText(SHOP_FAILURE.otpSendRetry)).toBeInTheDocument();
    http.routes['POST /auth/resend-otp'] = fail(429, { message: 'Please wait a minute before asking for another code' });
    await u.click(resend);
    expect(await within(card).findByText('Please wait a minute before asking for another code')).toBeInTheDocument();
    http.routes['POST /auth/resend-otp'] = ok({ message: SHOP_API_MESSAGES.otpSent });
    await u.click(resend);
    expect(await screen.findByText(SHOP_SUCCESS.otpSent)).toBeInTheDocument();
    expect(http.made('POST', '/auth/resend-otp').at(-1)?.data).toEqual({ mobile: user.mobile });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 60 s.');
    await waitFor(() => expect(resend).toHaveAccessibleDescription('You can ask for a new code in 59 s.'), { timeout: 2000 });
  });

  it('otpInput strips to digits, at most 6', () => {
    expect(otpInput(' 98-76 54 32 ')).toBe('987654');
    expect(otpInput('abc')).toBe('');
  });
});
