import { screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, ok, type Route } from '@chowk/api-client/testing';
import { type Product, type Shop, SHOP_FAILURE, SHOP_SUCCESS, SHOP_VALIDATION as V, WEEKDAY_NAMES } from '@chowk/contracts';
import { selectSession } from '@chowk/store';
import { soldOutChai } from '../../testing/menu-fixtures';
import { renderShop, resetShopTestState, shop, user as owner } from '../../testing/render-shop';

const categories = [
  { _id: shop.category_id, name: 'Tea Stall' },
  { _id: 'c0ffee000000000000000001', name: 'Bakery' },
];
const area = (id: string, name: string) => ({
  _id: id,
  name,
  cityId: { _id: 'ct', name: 'Bengaluru', stateId: { _id: 'st', name: 'Karnataka', code: 'KA' } },
});
const areas = [area(shop.district?._id ?? '', 'Indiranagar'), area('5c0000000000000000000002', 'Koramangala')];

function settingsHttp(extra: Record<string, Route> = {}, products: Product[] = []) {
  return mockHttp({
    [`GET /products/shop/${shop._id}`]: ok({ products }),
    [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
    [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
    'GET /categories': ok({ categories, page: 1, limit: 100, total: 2, hasMore: false }),
    'GET /areas/all': ok({ areas, page: 1, limit: 100, total: 2, hasMore: false }),
    ...extra,
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Shop settings' });
const location = () => screen.getByTestId('location').textContent;
const save = () => screen.getByRole('button', { name: 'Save settings' });

function withGeolocation(answer: { latitude: number; longitude: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) =>
        answer === 'denied'
          ? failed({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
          : found({ coords: answer } as GeolocationPosition),
    },
  });
}

afterEach(() => {
  resetShopTestState();
  delete (navigator as { geolocation?: Geolocation }).geolocation;
  delete (window as Partial<Window>).matchMedia;
});

describe('/shop/settings', () => {
  it('a trial sees why settings need a registered shop, and the way to register', async () => {
    mockHttp({});
    renderShop('/shop/settings', { as: 'trial' });
    await heading();
    expect(screen.getByText(/a trial shop is not shown to customers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your shop' })).toHaveAttribute(
      'href',
      '/shop/onboarding?redirect-from=%2Fshop%2Fsettings',
    );
    expect(screen.queryByRole('form', { name: 'Shop settings' })).not.toBeInTheDocument();
    // Payments and bills can be tried on the device (features/settings/billing-section.spec.tsx).
    expect(screen.getByRole('form', { name: 'Payments and bills' })).toBeInTheDocument();
  });

  it('starts from the saved shop; Save waits for a change', async () => {
    settingsHttp();
    renderShop('/shop/settings');
    await heading();
    expect(screen.getByLabelText('Shop name')).toHaveValue(shop.name);
    await waitFor(() => expect(screen.getByLabelText('Shop category')).toHaveValue(shop.category_id));
    expect(screen.getByLabelText('District')).toHaveValue(shop.district?._id);
    expect(screen.getByRole('option', { name: 'Koramangala, Bengaluru, Karnataka' })).toBeInTheDocument();
    for (const day of WEEKDAY_NAMES) {
      expect(screen.getByRole('switch', { name: `Open on ${day}` })).toBeChecked();
      expect(screen.getByLabelText(`${day} opens at`)).toHaveValue('09:00');
      expect(screen.getByLabelText(`${day} closes at`)).toHaveValue('21:00');
    }
    expect(save()).toBeDisabled();
    expect(screen.getByText('Not pinned yet: pin it from the shop so nearby customers find you.')).toBeInTheDocument();
    // The hours table's box is a tab stop, a region named by the heading as the table is.
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(hours).toHaveAttribute('tabindex', '0');
    expect(within(hours).getByRole('table', { name: 'Opening hours' })).toBeInTheDocument();
  });

  it('checks the hours (per day, by the contracts rule) and the name before anything is sent', async () => {
    const http = settingsHttp();
    const { user } = renderShop('/shop/settings');
    await heading();
    await user.clear(screen.getByLabelText('Shop name'));
    await user.clear(screen.getByLabelText('Monday closes at'));
    await user.type(screen.getByLabelText('Monday closes at'), '09:00');
    const row = screen.getByRole('rowheader', { name: /Monday/ }).closest('tr') as HTMLElement;
    expect(within(row).getByText(V.hoursSameTime)).toBeInTheDocument();
    expect(screen.getByLabelText('Monday closes at')).toHaveAttribute('aria-invalid', 'true');
    await user.click(save());
    expect(await screen.findByText(V.shopNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Shop name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(V.hoursSameTime)).toHaveLength(2); // the row and the section
    // A closed day's times do not matter.
    await user.click(screen.getByRole('switch', { name: 'Open on Monday' }));
    expect(within(row).queryByText(V.hoursSameTime)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Monday opens at')).toBeDisabled();
    expect(http.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('saves exactly what was set, shows it as saved, and refreshes the session shop', async () => {
    withGeolocation({ latitude: 12.97159912, longitude: 77.59460001 });
    let saved: Shop | undefined;
    const http = settingsHttp({
      [`PATCH /shops/${shop._id}`]: (req) => {
        saved = { ...shop, ...(req.data as Partial<Shop>), district: { _id: '5c0000000000000000000002', name: 'Koramangala' } };
        return ok({ shop: saved, message: SHOP_SUCCESS.settingsSaved });
      },
      'GET /auth/me': () => ok({ user: owner, role: 'shopkeeper', shop: saved, customer: null }),
    });
    const { user, store } = renderShop('/shop/settings');
    await heading();
    await user.clear(screen.getByLabelText('Shop name'));
    await user.type(screen.getByLabelText('Shop name'), '  Sharma Tea & Snacks ');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Koramangala, Bengaluru, Karnataka' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('District'), '5c0000000000000000000002');
    await user.type(screen.getByLabelText('Address'), '12, MG Road');
    await user.clear(screen.getByLabelText('Monday opens at'));
    await user.type(screen.getByLabelText('Monday opens at'), '06:30');
    await user.clear(screen.getByLabelText('Monday closes at'));
    await user.type(screen.getByLabelText('Monday closes at'), '01:00');
    await user.click(screen.getByRole('button', { name: 'Copy Monday to all days' }));
    await user.click(screen.getByRole('switch', { name: 'Open on Sunday' }));
    await user.click(screen.getByRole('switch', { name: /Pause orders/ }));
    expect(screen.getByTestId('open-state')).toHaveTextContent('Orders paused');
    await user.click(screen.getByRole('switch', { name: 'We deliver' }));
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText('Pinned at 12.97160, 77.59460: nearby customers find you.')).toBeInTheDocument();
    await user.click(save());

    expect(await screen.findByText(SHOP_SUCCESS.settingsSaved)).toBeInTheDocument();
    expect(http.made('PATCH', `/shops/${shop._id}`)[0]?.data).toEqual({
      name: 'Sharma Tea & Snacks',
      category_id: shop.category_id,
      district_id: '5c0000000000000000000002',
      address: '12, MG Road',
      openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, closed: day === 0, open: '06:30', close: '01:00' })),
      ordersPaused: true,
      delivers: true,
      location: { latitude: 12.971599, longitude: 77.5946 },
    });
    await waitFor(() => expect(http.made('GET', '/auth/me')).toHaveLength(1));
    await waitFor(() => expect((selectSession(store.getState()).shop as Shop).name).toBe('Sharma Tea & Snacks'));
    expect(save()).toBeDisabled();
    expect(screen.getByLabelText('Shop name')).toHaveValue('Sharma Tea & Snacks');
  }, 20_000); // a whole week typed in: slow on a busy machine

  it('puts the server answers on their fields: 422 field messages, a category gone since the page loaded', async () => {
    const http = settingsHttp({ [`PATCH /shops/${shop._id}`]: fail(404, { message: 'Shop category not found' }) });
    const { user } = renderShop('/shop/settings');
    await heading();
    await user.type(screen.getByLabelText('Address'), 'Near the bus stand');
    await user.click(save());
    expect(await screen.findByText('Shop category not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Shop category')).toHaveAttribute('aria-invalid', 'true');

    http.routes[`PATCH /shops/${shop._id}`] = fail(422, { message: 'Validation failed', errors: { address: V.addressTooLong } });
    await user.click(save());
    expect(await screen.findByText(V.addressTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');

    http.routes[`PATCH /shops/${shop._id}`] = fail(500);
    await user.click(save());
    expect(await screen.findByText(`${SHOP_FAILURE.saveSettings}: Server error. Please try again later.`)).toBeInTheDocument();
  });

  it('says when the location cannot be read', async () => {
    withGeolocation('denied');
    settingsHttp();
    const { user } = renderShop('/shop/settings');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText(SHOP_FAILURE.locate)).toBeInTheDocument();
  });

  it('warns before leaving with unsaved changes; Discard puts the saved values back', async () => {
    settingsHttp();
    const { user } = renderShop('/shop/settings');
    await heading();
    await user.type(screen.getByLabelText('Address'), 'Near the temple');
    expect(screen.getByText(/not saved yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Print shop poster' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/shop/settings');
    expect(screen.getByLabelText('Address')).toHaveValue('Near the temple');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Address')).toHaveValue('');
    await user.type(screen.getByLabelText('Address'), 'Near the temple');
    await user.click(screen.getByRole('link', { name: 'Print shop poster' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(location()).toBe('/shop/poster'));
  });

  it('on a phone each day is a block of its own; a closed day shows no times', async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(max-width: 639px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    settingsHttp();
    const { user } = renderShop('/shop/settings');
    await heading();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'Opening hours' })).getAllByRole('listitem');
    expect(days.map((d) => within(d).getByRole('switch').getAttribute('aria-label'))).toEqual(
      WEEKDAY_NAMES.map((n) => `Open on ${n}`),
    );
    await user.click(within(days[0]!).getByRole('switch', { name: 'Open on Sunday' }));
    expect(within(days[0]!).queryByLabelText('Sunday opens at')).not.toBeInTheDocument();
    expect(within(days[1]!).getByLabelText('Monday opens at')).toHaveValue('09:00');
  });

  it('lists the sold-out items with their switches', async () => {
    const http = settingsHttp(
      { [`PATCH /products/${soldOutChai._id}/availability`]: ok({ product: { ...soldOutChai, sold_out: false } }) },
      [soldOutChai],
    );
    const { user } = renderShop('/shop/settings');
    await heading();
    const list = screen.getByRole('region', { name: 'Sold-out items' });
    await user.click(within(list).getByRole('switch', { name: 'Masala Chai available' }));
    expect(await screen.findByText(SHOP_SUCCESS.markedAvailable('Masala Chai'))).toBeInTheDocument();
    // The list follows on the store's next frame (RTK Query's actions are batched).
    expect(await within(list).findByText(/Nothing is sold out/)).toBeInTheDocument();
    expect(http.made('PATCH', `/products/${soldOutChai._id}/availability`)[0]?.data).toEqual({ sold_out: false });
  });
});
