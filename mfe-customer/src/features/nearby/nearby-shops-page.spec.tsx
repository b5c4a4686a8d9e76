import { act, screen, waitFor, within } from '@testing-library/react';
import { mockHttp } from '@chowk/api-client/testing';
import { CUSTOMER_EMPTY, CUSTOMER_FAILURE, FIXED_HOURS_LABEL, type NearbyShop, STORAGE_KEYS } from '@chowk/contracts';
import { makeShop, neverHours } from '../shared-ui/testing/fixtures';
import { holdCalls } from '../shared-ui/testing/held-calls';
import { renderPage, resetPageTestState } from '../shared-ui/testing/render-page';
import NearbyShopsPage from './nearby-shops-page';
import { GEO_OPTIONS } from './use-nearby-shops';

type Success = PositionCallback;
type Failure = PositionErrorCallback;

/** A fake navigator.geolocation: the test answers each request. */
function fakeGeolocation() {
  const requests: { success: Success; failure: Failure; options?: PositionOptions }[] = [];
  const geolocation = {
    getCurrentPosition: jest.fn((success: Success, failure: Failure, options?: PositionOptions) => {
      requests.push({ success, failure, options });
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const last = () => requests[requests.length - 1];
  return {
    requests,
    grant: (latitude = 12.9716, longitude = 77.5946) =>
      act(() => last().success({ coords: { latitude, longitude, accuracy: 50 }, timestamp: Date.now() } as GeolocationPosition)),
    refuse: (code: 1 | 2 | 3) => act(() => last().failure({ code, message: 'no' } as GeolocationPositionError)),
  };
}

const nearby = (n: number, km: number, extra: Partial<NearbyShop> = {}): NearbyShop => ({
  ...makeShop(n),
  distance_km: km,
  ...extra,
});

const open = () => renderPage(<NearbyShopsPage />, { path: '/customer/nearby-shops' });
const shopNames = () =>
  within(screen.getByRole('list', { name: 'Shops near you' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

afterEach(() => {
  act(() => resetPageTestState());
  delete (navigator as { geolocation?: unknown }).geolocation;
  delete (navigator as { permissions?: unknown }).permissions;
});

describe('Nearby shops', () => {
  it('asks for the location only on "Use my location", then lists the shops nearest first', async () => {
    mockHttp({});
    const geo = fakeGeolocation();
    const calls = holdCalls('/shops/nearby');
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Nearby shops' })).toBeInTheDocument();
    expect(document.title).toBe('Nearby shops · Chowk');
    expect(geo.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(geo.requests[0].options).toEqual(GEO_OPTIONS);
    expect(screen.getByText('Finding your location…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveAttribute('aria-busy', 'true');
    geo.grant(12.9716, 77.5946);
    expect(screen.getByText('Looking for shops near you…')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].params).toEqual({ lat: 12.9716, lng: 77.5946 });
    act(() =>
      calls[0].respond({
        data: [
          nearby(3, 12.4, { name: 'Far Bakery', openingHours: [] }),
          nearby(1, 0.42, { name: 'Corner Chai' }),
          nearby(2, 2.35, { name: 'Closed Kirana', openingHours: neverHours() }),
          nearby(4, 5, { name: 'Paused Sweets', ordersPaused: true }),
        ],
      }),
    );
    await screen.findByRole('list', { name: 'Shops near you' });
    expect(shopNames()).toEqual(['Corner Chai', 'Closed Kirana', 'Paused Sweets', 'Far Bakery']);
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('420 m');
    expect(within(cards[0]).getByText('Open')).toBeInTheDocument();
    expect(cards[0]).not.toHaveTextContent(FIXED_HOURS_LABEL);
    expect(cards[1]).toHaveTextContent('2.4 km');
    expect(within(cards[1]).getByText('Closed')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Paused')).toBeInTheDocument();
    // No hours of its own: the fixed label, and no Open/Closed guessed.
    expect(cards[3]).toHaveTextContent('12 km');
    expect(cards[3]).toHaveTextContent(FIXED_HOURS_LABEL);
    expect(within(cards[3]).queryByText(/^(Open|Closed)$/)).not.toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Corner Chai' })).toHaveAttribute('href', '/customer/shop/SHOP-1001');
    expect(screen.getByText('4 shops near you')).toBeInTheDocument();
  });

  it('filters the nearby shops by name', async () => {
    mockHttp({});
    const geo = fakeGeolocation();
    holdCalls('/shops/nearby', () => ({
      data: { data: [nearby(1, 1, { name: 'Corner Chai' }), nearby(2, 2, { name: 'Bakery' })] },
    }));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    geo.grant();
    await screen.findByRole('list', { name: 'Shops near you' });
    await user.type(screen.getByRole('searchbox', { name: 'Search nearby shops' }), 'CHAI');
    expect(shopNames()).toEqual(['Corner Chai']);
    expect(screen.getByText('1 of 2 nearby shops match “chai”')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText(CUSTOMER_EMPTY.noShops)).toBeInTheDocument();
  });

  it('a refused location says so and leads to the directory', async () => {
    mockHttp({});
    const geo = fakeGeolocation();
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    geo.refuse(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(CUSTOMER_FAILURE.locationDenied);
    expect(within(alert).getByRole('link', { name: 'Open the shop directory' })).toHaveAttribute(
      'href',
      '/shops?redirect-from=%2Fcustomer%2Fnearby-shops',
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it.each([
    [2, 'unavailable'],
    [3, 'timed out'],
  ] as Array<[2 | 3, string]>)('a location %s (%s) offers Retry, which asks again', async (code) => {
    mockHttp({});
    const geo = fakeGeolocation();
    holdCalls('/shops/nearby', () => ({ data: { data: [nearby(1, 1)] } }));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    geo.refuse(code);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(CUSTOMER_FAILURE.locationUnavailable);
    expect(within(alert).getByRole('link', { name: 'Open the shop directory' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(geo.requests).toHaveLength(2);
    geo.grant();
    expect(await screen.findByRole('list', { name: 'Shops near you' })).toBeInTheDocument();
  });

  it('a browser without geolocation is told the location is unavailable', async () => {
    mockHttp({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CUSTOMER_FAILURE.locationUnavailable);
  });

  it("no shop around: 'No shops found' with the way to the directory", async () => {
    mockHttp({});
    const geo = fakeGeolocation();
    holdCalls('/shops/nearby', () => ({ data: { data: [] } }));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    geo.grant();
    expect(await screen.findByText(CUSTOMER_EMPTY.noShops)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open the shop directory' })[0]).toHaveAttribute(
      'href',
      '/shops?redirect-from=%2Fcustomer%2Fnearby-shops',
    );
  });

  it("a failed list says 'Failed to load shops'; Retry asks the API again for the same place", async () => {
    mockHttp({});
    const geo = fakeGeolocation();
    let down = true;
    const calls = holdCalls('/shops/nearby', () => (down ? { status: 500, data: {} } : { data: { data: [nearby(1, 1)] } }));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    geo.grant(19.07, 72.87);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CUSTOMER_FAILURE.loadShops);
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Shops near you' })).toBeInTheDocument();
    expect(geo.requests).toHaveLength(1);
    expect(calls.map((c) => c.params)).toEqual([
      { lat: 19.07, lng: 72.87 },
      { lat: 19.07, lng: 72.87 },
    ]);
  });

  it('finds the location at once when it was allowed before', async () => {
    mockHttp({});
    const geo = fakeGeolocation();
    Object.defineProperty(navigator, 'permissions', {
      value: { query: jest.fn(async () => ({ state: 'granted' })) },
      configurable: true,
    });
    open();
    await waitFor(() => expect(geo.requests).toHaveLength(1));
  });

  it('opens the account dialog from Login and Register', async () => {
    mockHttp({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows a signed-in customer with the way to their orders', () => {
    localStorage.setItem(STORAGE_KEYS.customerToken, 't');
    localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ _id: 'c1', name: 'Priya' }));
    mockHttp({});
    open();
    expect(screen.getByText('Signed in as Priya')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/customer/orders');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
