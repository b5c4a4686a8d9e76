import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import {
  DELIVERY_TERMS_MESSAGES as M,
  DELIVERY_TERMS_VALIDATION as V,
  ROLE_SHOPKEEPER,
  type Shop,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { makeStore, selectSession, signedIn, userLoaded } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { renderShop, resetShopTestState, shop as baseShop, user as owner } from '../../testing/render-shop';
import { DeliveryTermsSection } from './delivery-terms-section';

const delivering: Shop = { ...baseShop, delivers: true };
const pinned: Shop = { ...delivering, location: { latitude: 12.9716, longitude: 77.5946 } };
const putPath = `PUT /shops/${baseShop._id}/delivery-terms`;

/** The section alone, for a signed-in shopkeeper whose session holds `shop`. */
function renderSection(shop: Shop) {
  const store = makeStore();
  storage.set(STORAGE_KEYS.token, 'test-token');
  store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
  store.dispatch(userLoaded({ user: owner, role: ROLE_SHOPKEEPER, shop, customer: null }));
  configureApiClient({ notifyError: (m) => toast.error(m), onUnauthorized: () => undefined });
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <DeliveryTermsSection shop={shop} />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, user: userEvent.setup(), ...view };
}

const field = (label: string) => screen.getByLabelText(label);
const fee = () => field('Delivery fee (₹)');
const freeFrom = () => field('Free delivery from (₹)');
const minimum = () => field('Minimum order for delivery (₹)');
const distance = () => field('Delivery distance (km)');
const save = () => screen.getByRole('button', { name: 'Save delivery terms' });
const preview = () => screen.getByTestId('delivery-terms-preview');

afterEach(() => {
  resetShopTestState();
  jest.restoreAllMocks();
});

describe('the Delivery terms section of the settings', () => {
  it('a shop that does not deliver gets one line saying where to turn delivery on, and no form', () => {
    mockHttp({});
    renderSection(baseShop);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery terms' })).toBeInTheDocument();
    expect(screen.getByText(/Your shop offers pickup only/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delivery terms' })).not.toBeInTheDocument();
  });

  it("shows the defaults of a shop that never set them (₹29, nothing else); without the shop's pin the distance is off, saying why", () => {
    const http = mockHttp({});
    renderSection(delivering);
    expect(screen.getByRole('form', { name: 'Delivery terms' })).toBeInTheDocument();
    expect(fee()).toHaveValue(29);
    expect(freeFrom()).toHaveValue(null);
    expect(minimum()).toHaveValue(null);
    expect(distance()).toBeDisabled();
    expect(distance()).toHaveAccessibleDescription(V.distanceNeedsLocation);
    expect(preview()).toHaveTextContent('Delivery ₹29.00');
    expect(save()).toBeDisabled();
    expect(http.calls).toEqual([]);
  });

  it("checks the terms by the contract's rule before sending, each message on its field", async () => {
    const http = mockHttp({});
    const { user } = renderSection(pinned);
    await user.clear(fee());
    await user.type(freeFrom(), '0');
    await user.type(minimum(), '99.999');
    await user.type(distance(), '60');
    expect(preview()).toHaveTextContent('Correct the terms above to see them as customers will.');
    await user.click(save());
    expect(await screen.findByText(V.feeInvalid)).toBeInTheDocument();
    expect(fee()).toHaveAttribute('aria-invalid', 'true');
    expect(fee()).toHaveAccessibleDescription(V.feeInvalid);
    expect(screen.getByText(V.freeAboveInvalid)).toBeInTheDocument();
    expect(screen.getByText(V.amountPrecision)).toBeInTheDocument();
    expect(screen.getByText(V.distanceInvalid)).toBeInTheDocument();
    expect(http.calls).toEqual([]);
    // Typing in a field takes its message away.
    await user.type(fee(), '20');
    expect(screen.queryByText(V.feeInvalid)).not.toBeInTheDocument();
  });

  it('saves all four terms (empty: none), shows what customers will see, and refreshes the shop (refreshShop)', async () => {
    const terms = { fee: 20, free_above: 300, minimum_order: 100, max_distance_km: 3 };
    const saved: Shop = { ...pinned, delivery_terms: terms };
    const http = mockHttp({
      [putPath]: ok({ success: true, message: M.saved, data: saved }),
      'GET /auth/me': ok({ user: owner, role: ROLE_SHOPKEEPER, shop: saved, customer: null }),
    });
    const { user, store } = renderSection(pinned);
    expect(distance()).toBeEnabled();
    expect(distance()).toHaveAccessibleDescription('From your shop’s pin. Empty: no limit');
    await user.clear(fee());
    await user.type(fee(), '20');
    await user.type(freeFrom(), '300');
    await user.type(minimum(), '100');
    await user.type(distance(), '3');
    expect(screen.getByText('Customers see (not saved yet)')).toBeInTheDocument();
    expect(preview()).toHaveTextContent(
      'Delivery ₹20.00 · Free delivery from ₹300.00 · Minimum ₹100.00 for delivery · Delivery within 3 km',
    );
    await user.click(save());
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(http.made('PUT', `/shops/${baseShop._id}/delivery-terms`).map((c) => c.data)).toEqual([terms]);
    await waitFor(() => expect(selectSession(store.getState()).shop?.delivery_terms).toEqual(terms));
    await waitFor(() => expect(http.made('GET', '/auth/me')).toHaveLength(1));
  });

  it('a free delivery fee and no terms at all: "Free delivery"; clearing a saved term sends none (null)', async () => {
    const shop: Shop = { ...pinned, delivery_terms: { fee: 29, free_above: 300, minimum_order: null, max_distance_km: 2.5 } };
    const http = mockHttp({ [putPath]: NEVER });
    const { user } = renderSection(shop);
    expect(freeFrom()).toHaveValue(300);
    expect(distance()).toHaveValue(2.5);
    expect(preview()).toHaveTextContent('Delivery ₹29.00 · Free delivery from ₹300.00 · Delivery within 2.5 km');
    await user.clear(fee());
    await user.type(fee(), '0');
    await user.clear(freeFrom());
    await user.clear(distance());
    expect(preview()).toHaveTextContent(/^Free delivery$/);
    await user.click(save());
    expect(save()).toHaveAttribute('aria-busy', 'true');
    expect(http.made('PUT', `/shops/${baseShop._id}/delivery-terms`)[0]?.data).toEqual({
      fee: 0,
      free_above: null,
      minimum_order: null,
      max_distance_km: null,
    });
  });

  it("puts the server's field messages on their fields; another failure says so; Discard puts the saved terms back", async () => {
    const http = mockHttp({
      [putPath]: fail(422, { message: 'Validation failed', errors: { max_distance_km: V.distanceNeedsLocation } }),
    });
    const { user } = renderSection(pinned);
    await user.type(distance(), '3');
    await user.click(save());
    expect(await screen.findByText(V.distanceNeedsLocation)).toBeInTheDocument();
    expect(distance()).toHaveAttribute('aria-invalid', 'true');

    http.routes[putPath] = fail(500);
    await user.click(save());
    expect(await screen.findByText(`${M.saveFailed}: Server error. Please try again later.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(distance()).toHaveValue(null);
    expect(save()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is part of /shop/settings, after the shop’s details', async () => {
    mockHttp({
      [`GET /products/shop/${baseShop._id}`]: ok({ products: [] }),
      [`GET /menu-sections/shop/${baseShop._id}`]: ok({ menuSections: [] }),
      'GET /categories': ok({ categories: [], page: 1, limit: 100, total: 0, hasMore: false }),
      'GET /areas/all': ok({ areas: [], page: 1, limit: 100, total: 0, hasMore: false }),
    });
    const { store } = renderShop('/shop/settings');
    act(() => {
      store.dispatch(userLoaded({ user: owner, role: ROLE_SHOPKEEPER, shop: delivering, customer: null }));
    });
    const section = await screen.findByTestId('delivery-terms');
    expect(section).toHaveAttribute('id', 'delivery-terms');
    expect(within(section).getByLabelText('Delivery fee (₹)')).toHaveValue(29);
  });
});
