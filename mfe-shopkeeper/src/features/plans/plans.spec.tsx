import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import { PAYMENT_MESSAGES, type PaymentView, type Shop } from '@chowk/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { ROLE_SHOPKEEPER, STORAGE_KEYS } from '@chowk/contracts';
import { makeStore, signedIn, userLoaded } from '@chowk/store';
import PaymentRoutes from '../../exposes/payment-routes';
import { renderShop, resetShopTestState, shop, user } from '../../testing/render-shop';
import { INFO_TIP_MS } from './info-tip';
import { forgetCheckoutScript } from './use-checkout-script';
import { paymentPayload } from './pay';

const summary = {
  date: '25-11-2026',
  todays_sales: 0,
  todays_orders: 0,
  new_customers: 0,
  popular_product: null,
  orders_summary: [],
  pending_orders: 0,
  recent_orders: [],
};
const shopRoutes = (extra: Record<string, unknown> = {}) =>
  mockHttp({
    [`GET /products/shop/${shop._id}`]: ok({ products: [] }),
    [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
    [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [], pagination: { total: 0, hasMore: false } } }),
    [`GET /orders/shop/${shop._id}/summary`]: ok({ success: true, data: summary }),
    'GET /payment/config': ok({ checkoutScriptUrl: '/api/dev/pay-sandbox/checkout.js', sandbox: true }),
    ...(extra as Record<string, never>),
  });

/** jsdom loads no scripts: the gateway's script "loads" when the test says so. */
async function loadGatewayScript() {
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>('script[src$="checkout.js"]');
    if (!found) throw new Error('no script yet');
    return found;
  });
  await act(async () => {
    script.dispatchEvent(new Event('load'));
  });
}

beforeEach(() => {
  resetShopTestState();
  forgetCheckoutScript();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('the plan dialog (docs/product.md §2, §4, §9)', () => {
  it('opens from show-subscription-plan=true: monthly/yearly, popular, saving, features with tooltips that close after 10 s', async () => {
    shopRoutes();
    const { user: u } = renderShop('/shop/dashboard?show-subscription-plan=true');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByText('₹12/month')).toBeInTheDocument();
    expect(within(dialog).getByText('Popular')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Yearly (save up to 17%)' }));
    expect(within(dialog).getByText('₹120/year')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/^Save 17% against twelve months/)).toHaveLength(2);

    jest.useFakeTimers();
    try {
      const tip = within(dialog).getByRole('button', { name: 'About Live WhatsApp alerts' });
      act(() => tip.click());
      expect(within(dialog).getByRole('tooltip')).toHaveTextContent('150 free per month, then ₹0.150 each');
      expect(tip).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(INFO_TIP_MS - 1));
      expect(tip).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(tip).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('Get Started → the payment dialog: Pay waits for the gateway script; closing it returns to the plans', async () => {
    shopRoutes();
    const { user: u } = renderShop('/shop/dashboard?show-subscription-plan=true');
    const plans = await screen.findByRole('dialog', { name: 'Choose your plan' });
    await u.click(within(plans).getByRole('button', { name: 'Yearly (save up to 17%)' }));
    await u.click(within(plans).getByRole('button', { name: 'Get Started with Starter' }));
    const pay = await screen.findByRole('dialog', { name: 'Pay for Starter' });
    expect(within(pay).getByRole('button', { name: 'Loading payment…' })).toBeDisabled();
    await loadGatewayScript();
    expect(within(pay).getByRole('button', { name: 'Pay ₹120.00' })).toBeEnabled();
    expect(within(pay).getByRole('note')).toHaveTextContent(
      'Test payments: this is the development gateway, and no money moves.',
    );
    expect(within(pay).getByLabelText('Mobile number for the payment')).toHaveValue(user.mobile);
    await u.click(within(pay).getByRole('button', { name: 'Back to plans' }));
    expect(await screen.findByRole('dialog', { name: 'Choose your plan' })).toBeInTheDocument();
  });

  it("pays: the spec's payload in paise; a failure says 'Payment failed. Please try again.' and resets", async () => {
    const http = shopRoutes({ 'POST /payment/initiate': fail(502, { message: PAYMENT_MESSAGES.failed }) });
    const { user: u } = renderShop('/shop/dashboard?show-subscription-plan=true&plan=professional&billing=yearly');
    const pay = await screen.findByRole('dialog', { name: 'Pay for Professional' });
    await loadGatewayScript();
    await u.click(within(pay).getByRole('button', { name: 'Pay ₹600.00' }));
    expect(await within(pay).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.failed);
    expect(within(pay).getByRole('button', { name: 'Pay ₹600.00' })).toBeEnabled();
    const [call] = http.made('POST', '/payment/initiate');
    expect(call?.data).toMatchObject({
      amount: 60000,
      planName: 'Professional',
      billingPeriod: 'yearly',
      redirectMode: 'POST',
      redirectUrl: `${window.location.origin}/payment/callback`,
      mobileNumber: user.mobile,
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    // While processing, the button is disabled.
    http.routes['POST /payment/initiate'] = NEVER;
    await u.click(within(pay).getByRole('button', { name: 'Pay ₹600.00' }));
    expect(within(pay).getByRole('button', { name: 'Redirecting to payment…' })).toBeDisabled();
  });

  it('a shop on Starter: the locks it opens are links, the others open the plans; the plan card names the renewal', async () => {
    shopRoutes();
    // Renewing next year, whatever year the tests run in.
    const year = new Date().getUTCFullYear() + 1;
    const starter: Shop = {
      ...shop,
      plan: { id: 'starter', period: 'yearly', started_at: '2026-11-25T06:00:00.000Z', renews_at: `${year}-11-25T06:00:00.000Z` },
    };
    const { store } = renderShop('/shop/dashboard');
    act(() => {
      store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop: starter, customer: null }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/shop/reports');
    expect(screen.getByRole('link', { name: 'View Customers' })).toHaveAttribute('href', '/shop/orders');
    expect(screen.getByRole('region', { name: 'Your plan' })).toHaveTextContent(`Starter (yearly), until 25 Nov ${year}`);
  });

  it('a plan ending within a week is pointed out, with the way to renew', async () => {
    shopRoutes();
    const soon = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const ending: Shop = {
      ...shop,
      plan: { id: 'professional', period: 'monthly', started_at: '2026-11-01T00:00:00.000Z', renews_at: soon },
    };
    const { store, user: u } = renderShop('/shop/dashboard');
    act(() => {
      store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop: ending, customer: null }));
    });
    const card = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(card).getByRole('status')).toHaveTextContent(/Your plan ends within a week/);
    await u.click(within(card).getByRole('button', { name: 'Change or renew plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByRole('button', { name: 'Renew Professional' })).toBeInTheDocument();
  });

  it('a trial sees the register prompt instead of plans', async () => {
    mockHttp({});
    renderShop('/shop/dashboard?show-subscription-plan=true', { as: 'trial' });
    expect(await screen.findByRole('dialog', { name: 'Register your shop' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Choose your plan' })).not.toBeInTheDocument();
  });

  it('builds merchant ids the gateway accepts', () => {
    const body = paymentPayload({ kind: 'registration' }, '9876543210', 'http://localhost:4200', 'abc$%^123');
    expect(body).toMatchObject({ amount: 5000, planName: 'Registration', merchantUserId: 'MUabc123' });
    expect(body.merchantTransactionId).toMatch(/^[A-Za-z0-9_-]{1,34}$/);
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderCallback(path: string) {
  const store = makeStore();
  storage.set(STORAGE_KEYS.token, 'test-token');
  store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
  store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop, customer: null }));
  configureApiClient({ notifyError: () => undefined, onUnauthorized: () => undefined });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment/*" element={<PaymentRoutes />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

const payment = (over: Partial<PaymentView> = {}): PaymentView => ({
  merchantTransactionId: 'CHWTEST1',
  purpose: 'plan',
  plan_id: 'starter',
  plan_name: 'Starter',
  billing_period: 'yearly',
  amount: 12000,
  state: 'paid',
  code: 'PAYMENT_SUCCESS',
  created_at: '2026-11-25T06:00:00.000Z',
  settled_at: '2026-11-25T06:00:10.000Z',
  shop_plan: { id: 'starter', period: 'yearly', started_at: '2026-11-25T06:00:10.000Z', renews_at: '2027-11-25T06:00:10.000Z' },
  ...over,
});

describe('/payment/callback', () => {
  it('paid: the plan and its renewal, the session refreshed so the locks open, back to the dashboard', async () => {
    const starter = { ...shop, plan: payment().shop_plan };
    const http = mockHttp({
      'GET /payment/status/CHWTEST1': ok({ payment: payment() }),
      'GET /auth/me': ok({ user, role: ROLE_SHOPKEEPER, shop: starter, customer: null }),
    });
    const { store } = renderCallback('/payment/callback?merchantTransactionId=CHWTEST1');
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.paid })).toBeInTheDocument();
    expect(screen.getByText(/Your shop is on/)).toHaveTextContent('Your shop is on Starter until 25 Nov 2027');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/shop/dashboard');
    await waitFor(() => expect(http.made('GET', '/auth/me')).toHaveLength(1));
    await waitFor(() => expect((store.getState().session.shop as Shop).plan?.id).toBe('starter'));
  });

  it("failed: the spec's message, the plan unchanged, Try again opens the plans", async () => {
    mockHttp({
      'GET /payment/status/CHWTEST1': ok({ payment: payment({ state: 'failed', code: 'PAYMENT_ERROR', shop_plan: null }) }),
    });
    renderCallback('/payment/callback?merchantTransactionId=CHWTEST1');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.failed);
    expect(screen.getByText(/Your plan has not changed, and nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/shop/dashboard?show-subscription-plan=true',
    );
  });

  it('pending: it asks again until the gateway settles it', async () => {
    let answer = payment({ state: 'pending', code: 'PAYMENT_PENDING', settled_at: null });
    const http = mockHttp({
      'GET /payment/status/CHWTEST1': () => ok({ payment: answer }),
      'GET /auth/me': ok({ user, role: ROLE_SHOPKEEPER, shop, customer: null }),
    });
    jest.useFakeTimers();
    try {
      renderCallback('/payment/callback?merchantTransactionId=CHWTEST1');
      expect(await screen.findByText(/Waiting for the payment gateway to confirm/)).toBeInTheDocument();
      answer = payment();
      await act(async () => {
        jest.advanceTimersByTime(3_000);
      });
      expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.paid })).toBeInTheDocument();
      expect(http.made('GET', '/payment/status/CHWTEST1').length).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an address without a payment, and a failed read with Retry', async () => {
    mockHttp({ 'GET /payment/status/CHWTEST1': fail(500) });
    renderCallback('/payment/callback');
    expect(await screen.findByText('This link does not name a payment.')).toBeInTheDocument();
  });
});
