import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import {
  ACCOUNT_TYPE_FREE_TRIAL,
  periodEnd,
  planRequiredMessage,
  ROLE_SHOPKEEPER,
  type Shop,
  type ShopPlan,
  STORAGE_KEYS,
  WHATSAPP_MESSAGES as W,
  type WhatsAppUsage,
} from '@chowk/contracts';
import { accountTypeSet, makeStore, selectSession, signedIn, userLoaded } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { renderShop, resetShopTestState, shop as baseShop, user as owner } from '../../testing/render-shop';
import { WhatsAppSection } from './whatsapp-section';

const professional: ShopPlan = {
  id: 'professional',
  period: 'monthly',
  started_at: new Date().toISOString(),
  renews_at: periodEnd(new Date(), 'monthly').toISOString(),
};
const proShop: Shop = { ...baseShop, plan: professional, registration_paid: true, whatsapp: { number: null, enabled: false } };
const usage = (sent: number): WhatsAppUsage => {
  const extra = Math.max(0, sent - 150);
  return { month: '2026-11', sent, free_allowance: 150, free_left: Math.max(0, 150 - sent), extra, extra_paise: extra * 15 };
};
const usagePath = `GET /shops/${baseShop._id}/whatsapp/usage`;
const putPath = `PUT /shops/${baseShop._id}/whatsapp`;

/** The section alone, as the settings page mounts it, in a real store signed in as `owner`. */
function renderSection(shop: Shop, { trial = false }: { trial?: boolean } = {}) {
  const store = makeStore();
  if (trial) {
    storage.set(STORAGE_KEYS.accountType, ACCOUNT_TYPE_FREE_TRIAL);
    store.dispatch(accountTypeSet(ACCOUNT_TYPE_FREE_TRIAL));
  } else {
    storage.set(STORAGE_KEYS.token, 'test-token');
    store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
    store.dispatch(userLoaded({ user: owner, role: ROLE_SHOPKEEPER, shop, customer: null }));
  }
  configureApiClient({ notifyError: (m) => toast.error(m), onUnauthorized: () => undefined });
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <WhatsAppSection shop={shop} />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, user: userEvent.setup(), ...view };
}

const heading = () => screen.findByRole('heading', { level: 2, name: /WhatsApp alerts/ });
const alertsSwitch = () => screen.getByRole('switch', { name: 'Send new orders to my WhatsApp' });
const numberField = () => screen.getByLabelText('WhatsApp number');
const saveButton = () => screen.getByRole('button', { name: 'Save WhatsApp alerts' });

afterEach(() => resetShopTestState());

describe('WhatsApp alerts section', () => {
  it("a Professional shop: off at first, the number is the owner's mobile, this month's usage below", async () => {
    mockHttp({ [usagePath]: ok(usage(12)) });
    renderSection(proShop);
    await heading();
    expect(alertsSwitch()).not.toBeChecked();
    expect(numberField()).toHaveValue(owner.mobile);
    expect(saveButton()).toBeDisabled();
    expect(await screen.findByText('12 of 150 free alerts used this month')).toBeInTheDocument();
    expect(screen.queryByText(/extra at/)).not.toBeInTheDocument();
  });

  it('shows the extra alerts and their cost beyond the free ones', async () => {
    mockHttp({ [usagePath]: ok(usage(153)) });
    renderSection(proShop);
    expect(await screen.findByText('150 of 150 free alerts used this month')).toBeInTheDocument();
    expect(screen.getByText('+3 extra at ₹0.15 each = ₹0.45')).toBeInTheDocument();
  });

  it('shows loading while the usage is read', async () => {
    mockHttp({ [usagePath]: NEVER });
    renderSection(proShop);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading this month’s alerts…');
  });

  it('shows an error with Retry when the usage cannot be read', async () => {
    const http = mockHttp({ [usagePath]: fail(500) });
    const { user } = renderSection(proShop);
    expect(await screen.findByText(W.usageFailed)).toBeInTheDocument();
    http.routes[usagePath] = ok(usage(1));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 of 150 free alerts used this month')).toBeInTheDocument();
  });

  it('shows Save as busy while the change is saved, sending the number without spaces', async () => {
    const http = mockHttp({ [usagePath]: ok(usage(0)), [putPath]: NEVER });
    const { user } = renderSection(proShop);
    await screen.findByText('0 of 150 free alerts used this month');
    await user.click(alertsSwitch());
    await user.clear(numberField());
    await user.type(numberField(), '98765 01234');
    await user.click(saveButton());
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    expect(saveButton()).toBeDisabled();
    expect(http.made('PUT', `/shops/${baseShop._id}/whatsapp`).map((c) => c.data)).toEqual([
      { number: '9876501234', enabled: true },
    ]);
  });

  it('turns alerts on: the session shop is updated and the usage read again', async () => {
    const answer: Shop = { ...proShop, whatsapp: { number: owner.mobile, enabled: true } };
    const http = mockHttp({
      [usagePath]: ok(usage(0)),
      [putPath]: ok({ shop: answer, message: W.turnedOn }),
      'GET /auth/me': ok({ user: owner, role: 'shopkeeper', shop: answer, customer: null }),
    });
    const { user, store } = renderSection(proShop);
    await screen.findByText('0 of 150 free alerts used this month');
    await user.click(alertsSwitch());
    await user.click(saveButton());
    expect(await screen.findByText(W.turnedOn)).toBeInTheDocument();
    expect(http.made('PUT', `/shops/${baseShop._id}/whatsapp`).map((c) => c.data)).toEqual([
      { number: owner.mobile, enabled: true },
    ]);
    await waitFor(() => expect(selectSession(store.getState()).shop).toMatchObject({ whatsapp: answer.whatsapp }));
    await waitFor(() => expect(http.made('GET', `/shops/${baseShop._id}/whatsapp/usage`)).toHaveLength(2));
  });

  it('checks the number before sending, and shows the server’s field message and the plan refusal', async () => {
    const http = mockHttp({
      [usagePath]: ok(usage(0)),
      [putPath]: fail(422, { message: 'Validation failed', errors: { number: W.numberInvalid } }),
    });
    const { user } = renderSection(proShop);
    await heading();
    await user.click(alertsSwitch());
    await user.clear(numberField());
    await user.type(numberField(), '12345');
    await user.click(saveButton());
    expect(await screen.findByText(W.numberInvalid)).toBeInTheDocument();
    expect(numberField()).toHaveAttribute('aria-invalid', 'true');
    expect(http.made('PUT', `/shops/${baseShop._id}/whatsapp`)).toEqual([]);

    await user.clear(numberField());
    await user.type(numberField(), '9876501234');
    expect(screen.queryByText(W.numberInvalid)).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText(W.numberInvalid)).toBeInTheDocument();

    http.routes[putPath] = fail(402, { message: planRequiredMessage('whatsapp_alerts') });
    await user.click(saveButton());
    expect(await screen.findByText(`${W.saveFailed}: ${planRequiredMessage('whatsapp_alerts')}`)).toBeInTheDocument();
  });

  it('a registered shop without Professional sees it locked, with the way to the plans', async () => {
    const http = mockHttp({});
    renderSection({ ...baseShop, plan: { ...professional, id: 'starter' } });
    await heading();
    expect(screen.getByTestId('whatsapp-locked')).toBeInTheDocument();
    expect(screen.getByText(planRequiredMessage('whatsapp_alerts'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/shop/dashboard?show-subscription-plan=true',
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn alerts off' })).not.toBeInTheDocument();
    expect(http.calls).toEqual([]);
  });

  it('a plan that ran out with alerts left on: locked, and they can be turned off', async () => {
    const expired = { ...professional, renews_at: '2020-01-01T00:00:00.000Z' };
    const shop = { ...baseShop, plan: expired, whatsapp: { number: '9876501234', enabled: true } };
    const off = { ...shop, whatsapp: { number: '9876501234', enabled: false } };
    const http = mockHttp({
      [putPath]: ok({ shop: off, message: W.turnedOff }),
      'GET /auth/me': ok({ user: owner, role: 'shopkeeper', shop: off, customer: null }),
    });
    const { user, store } = renderSection(shop);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Turn alerts off' }));
    expect(await screen.findByText(W.turnedOff)).toBeInTheDocument();
    expect(http.made('PUT', `/shops/${baseShop._id}/whatsapp`).map((c) => c.data)).toEqual([
      { number: '9876501234', enabled: false },
    ]);
    await waitFor(() => expect(selectSession(store.getState()).shop).toMatchObject({ whatsapp: off.whatsapp }));
  });

  it('a trial is asked to register', async () => {
    mockHttp({});
    renderSection(baseShop, { trial: true });
    await heading();
    expect(screen.getByRole('link', { name: 'Register your shop' })).toHaveAttribute(
      'href',
      '/shop/onboarding?redirect-from=%2Fshop%2Fsettings',
    );
  });

  it('is part of /shop/settings (locked for a shop without a plan)', async () => {
    mockHttp({
      [`GET /products/shop/${baseShop._id}`]: ok({ products: [] }),
      [`GET /menu-sections/shop/${baseShop._id}`]: ok({ menuSections: [] }),
      [`GET /orders/shop/${baseShop._id}`]: ok({ success: true, data: { orders: [] } }),
      'GET /categories': ok({ categories: [], page: 1, limit: 100, total: 0, hasMore: false }),
      'GET /areas/all': ok({ areas: [], page: 1, limit: 100, total: 0, hasMore: false }),
    });
    renderShop('/shop/settings');
    expect(await screen.findByRole('heading', { level: 2, name: /WhatsApp alerts/ })).toBeInTheDocument();
    expect(screen.getByTestId('whatsapp-locked')).toBeInTheDocument();
  });
});
