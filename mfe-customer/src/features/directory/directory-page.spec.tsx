import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, ok } from '@chowk/api-client/testing';
import { CUSTOMER_EMPTY, CUSTOMER_FAILURE, DEFAULT_CATEGORY_NAME, NO_LOCATION_TEXT } from '@chowk/contracts';
import {
  BAKERY,
  BLR,
  choiceRoutes,
  INDIRANAGAR,
  KA,
  makeShop,
  MH,
  MYS,
  neverHours,
  page,
  shopsNumbered,
  TEA,
} from '../shared-ui/testing/fixtures';
import { FakeIntersectionObserver, holdCalls } from '../shared-ui/testing/held-calls';
import { location, renderPage, resetPageTestState } from '../shared-ui/testing/render-page';
import DirectoryPage from './directory-page';

const open = (path = '/shops', options: { fakeTimers?: boolean } = {}) =>
  renderPage(<DirectoryPage />, { path, route: '/shops', ...options });

const shopLinks = () => within(screen.getByRole('list', { name: 'Shops' })).getAllByRole('link');

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  act(() => resetPageTestState());
  FakeIntersectionObserver.uninstall();
  jest.useRealTimers();
});

describe('Shop directory', () => {
  it('lists the first 20 shops with name, category, place and open state, each linking to its storefront', async () => {
    mockHttp(choiceRoutes());
    const calls = holdCalls('/shops', () => ({
      data: page(
        [
          makeShop(1),
          makeShop(2, { category: null, district: null, city: null, state: null }),
          makeShop(3, { openingHours: neverHours() }),
          makeShop(4, { ordersPaused: true }),
        ],
        false,
      ),
    }));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop directory' })).toBeInTheDocument();
    expect(document.title).toBe('Shop directory · Chowk');
    expect(screen.getByTestId('shop-skeletons')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Loading shops…')).toBe(true);
    const list = await screen.findByRole('list', { name: 'Shops' });
    expect(calls[0].params).toEqual({ page: 1, limit: 20 });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByRole('link', { name: 'Shop 1' })).toHaveAttribute('href', '/customer/shop/SHOP-1001');
    expect(cards[0]).toHaveTextContent(TEA.name);
    expect(cards[0]).toHaveTextContent('Indiranagar, Bengaluru, Karnataka');
    expect(within(cards[0]).getByText('Open')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent(DEFAULT_CATEGORY_NAME);
    expect(cards[1]).toHaveTextContent(NO_LOCATION_TEXT);
    expect(within(cards[2]).getByText('Closed')).toBeInTheDocument();
    expect(within(cards[3]).getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText('4 shops found')).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_EMPTY.endOfList)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('a tap on a card opens the shop', async () => {
    mockHttp(choiceRoutes());
    holdCalls('/shops', () => ({ data: page([makeShop(1)], false) }));
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Shop 1' });
    await user.click(within(card).getByText(TEA.name));
    expect(location()).toBe('/customer/shop/SHOP-1001');
  });

  it('appends the next page on Load More, focuses the first new shop, and ends with the end message', async () => {
    mockHttp(choiceRoutes());
    const calls = holdCalls('/shops', (p) =>
      p.page === 1 ? { data: page(shopsNumbered(1, 20), true, 25, 1) } : { data: page([...shopsNumbered(20, 25)], false, 25, 2) },
    );
    const { user } = open();
    await screen.findByRole('list', { name: 'Shops' });
    expect(shopLinks()).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25 shops')).toBeInTheDocument();
    expect(screen.queryByText(CUSTOMER_EMPTY.endOfList)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(shopLinks()).toHaveLength(25));
    expect(calls[1].params).toEqual({ page: 2, limit: 20 });
    // Shop 20 came again on page 2 (a shop added meanwhile shifts the pages): listed once.
    expect(shopLinks().map((a) => a.textContent)).toEqual(shopsNumbered(1, 25).map((s) => s.name));
    expect(screen.getByRole('link', { name: 'Shop 21' })).toHaveFocus();
    expect(screen.getByText(CUSTOMER_EMPTY.endOfList)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('loads the next page on its own about 1000 px before the bottom', async () => {
    mockHttp(choiceRoutes());
    const calls = holdCalls('/shops', (p) =>
      p.page === 1 ? { data: page(shopsNumbered(1, 20), true, 30) } : { data: page(shopsNumbered(21, 30), false, 30, 2) },
    );
    open();
    await screen.findByRole('list', { name: 'Shops' });
    const live = FakeIntersectionObserver.instances.filter((o) => !o.disconnected);
    expect(live).toHaveLength(1);
    expect(live[0].options.rootMargin).toBe('0px 0px 1000px 0px');
    act(() => FakeIntersectionObserver.intersectAll());
    await waitFor(() => expect(shopLinks()).toHaveLength(30));
    expect(calls.map((c) => c.params.page)).toEqual([1, 2]);
    // Nothing more to load: no observer left watching.
    expect(FakeIntersectionObserver.instances.filter((o) => !o.disconnected)).toHaveLength(0);
    expect(document.activeElement).toBe(document.body);
  });

  it('waits 300 ms after the last keystroke, then filters by name and keeps it in the URL', async () => {
    jest.useFakeTimers();
    mockHttp(choiceRoutes());
    const calls = holdCalls('/shops', (p) => ({
      data: page(p.name ? [makeShop(7, { name: 'Chai Point' })] : shopsNumbered(1, 3), false),
    }));
    const { user } = open('/shops', { fakeTimers: true });
    await screen.findByRole('list', { name: 'Shops' });
    await user.type(screen.getByLabelText('Shop name'), 'chai');
    await act(() => jest.advanceTimersByTimeAsync(299));
    expect(calls).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(2);
    expect(calls[1].params).toEqual({ page: 1, limit: 20, name: 'chai' });
    await waitFor(() => expect(location()).toBe('/shops?name=chai'));
    expect(await screen.findByRole('link', { name: 'Chai Point' })).toBeInTheDocument();
    expect(shopLinks()).toHaveLength(1);
  });

  it('reads the filters from the URL (a reload or Back keeps them) and sends them by id', async () => {
    mockHttp(choiceRoutes());
    const calls = holdCalls('/shops', () => ({ data: page([makeShop(1)], false) }));
    open(`/shops?name=tea&category=${BAKERY._id}&state=${KA._id}&city=${BLR._id}&district=${INDIRANAGAR._id}`);
    await screen.findByRole('list', { name: 'Shops' });
    expect(calls[0].params).toEqual({
      page: 1,
      limit: 20,
      name: 'tea',
      category_id: BAKERY._id,
      state_id: KA._id,
      city_id: BLR._id,
      district_id: INDIRANAGAR._id,
    });
    expect(screen.getByLabelText('Shop name')).toHaveValue('tea');
    await waitFor(() => expect(screen.getByLabelText('District')).toHaveValue(INDIRANAGAR._id));
    expect(screen.getByLabelText('Category')).toHaveValue(BAKERY._id);
  });

  it('choosing another state resets the city and district that are not in it', async () => {
    mockHttp(choiceRoutes());
    const calls = holdCalls('/shops', () => ({ data: page([makeShop(1)], false) }));
    const { user } = open(`/shops?state=${KA._id}&city=${BLR._id}&district=${INDIRANAGAR._id}`);
    await waitFor(() => expect(screen.getByLabelText('State')).toBeEnabled());
    expect(
      within(screen.getByLabelText('City'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All cities', 'Bengaluru', 'Mysuru']);
    await user.selectOptions(screen.getByLabelText('State'), MH._id);
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('District')).toHaveValue('');
    expect(
      within(screen.getByLabelText('City'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All cities', 'Mumbai']);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].params).toEqual({ page: 1, limit: 20, state_id: MH._id });
    await waitFor(() => expect(location()).toBe(`/shops?state=${MH._id}`));
  });

  it('choosing a city of the same state keeps the state; the district not in it is reset', async () => {
    mockHttp(choiceRoutes());
    const calls = holdCalls('/shops', () => ({ data: page([makeShop(1)], false) }));
    const { user } = open(`/shops?state=${KA._id}&city=${BLR._id}&district=${INDIRANAGAR._id}`);
    await waitFor(() => expect(screen.getByLabelText('City')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('City'), MYS._id);
    expect(screen.getByLabelText('State')).toHaveValue(KA._id);
    expect(screen.getByLabelText('District')).toHaveValue('');
    expect(
      within(screen.getByLabelText('District'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All districts', 'Chamundi Hill']);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].params).toEqual({ page: 1, limit: 20, state_id: KA._id, city_id: MYS._id });
  });

  it('never lets an older answer overwrite a newer one', async () => {
    mockHttp(choiceRoutes());
    const calls = holdCalls('/shops');
    const { user } = open();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].respond(page(shopsNumbered(1, 2), false));
    await screen.findByRole('list', { name: 'Shops' });
    await user.type(screen.getByLabelText('Shop name'), 'a');
    await waitFor(() => expect(calls).toHaveLength(2));
    await user.type(screen.getByLabelText('Shop name'), 'b');
    await waitFor(() => expect(calls).toHaveLength(3));
    calls[2].respond(page([makeShop(9, { name: 'Newer' })], false));
    expect(await screen.findByRole('link', { name: 'Newer' })).toBeInTheDocument();
    // The answer to the older request comes last: dropped.
    await act(async () => calls[1].respond(page([makeShop(8, { name: 'Older' })], false)));
    expect(screen.queryByRole('link', { name: 'Older' })).not.toBeInTheDocument();
    expect(shopLinks().map((a) => a.textContent)).toEqual(['Newer']);
  });

  it('on a phone folds the category and place filters away unless one is in use', async () => {
    const phone = jest.fn(() => ({ matches: false }) as MediaQueryList);
    Object.defineProperty(window, 'matchMedia', { value: phone, configurable: true });
    try {
      mockHttp(choiceRoutes());
      holdCalls('/shops', () => ({ data: page([makeShop(1)], false) }));
      const { user, unmount } = open();
      const toggle = screen.getByRole('button', { name: /Category and place/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByLabelText('State')).toBeInTheDocument();
      await screen.findByRole('link', { name: 'Shop 1' });
      unmount();
      open(`/shops?category=${TEA._id}`);
      expect(screen.getByRole('button', { name: /Category and place \(1\)/ })).toHaveAttribute('aria-expanded', 'true');
      await screen.findByRole('link', { name: 'Shop 1' });
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("says 'No shops found' and offers to clear the filters", async () => {
    mockHttp(choiceRoutes());
    const calls = holdCalls('/shops', (p) => ({ data: page(p.name ? [] : [makeShop(1)], false) }));
    const { user } = open('/shops?name=zzz');
    expect(await screen.findByText(CUSTOMER_EMPTY.noShops)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[1]);
    expect(await screen.findByRole('link', { name: 'Shop 1' })).toBeInTheDocument();
    expect(calls[calls.length - 1].params).toEqual({ page: 1, limit: 20 });
    await waitFor(() => expect(location()).toBe('/shops'));
  });

  it("shows 'Failed to load shops' with Retry", async () => {
    mockHttp(choiceRoutes());
    let down = true;
    holdCalls('/shops', () => (down ? { status: 500, data: {} } : { data: page([makeShop(1)], false) }));
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CUSTOMER_FAILURE.loadShops);
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Shop 1' })).toBeInTheDocument();
    expect(screen.queryByText(CUSTOMER_FAILURE.loadShops)).not.toBeInTheDocument();
  });

  it('keeps the shops so far when a later page fails, and retries that page', async () => {
    mockHttp(choiceRoutes());
    let down = true;
    const calls = holdCalls('/shops', (p) =>
      p.page === 1
        ? { data: page(shopsNumbered(1, 20), true, 21) }
        : down
          ? { status: 500, data: {} }
          : { data: page([makeShop(21)], false, 21, 2) },
    );
    const { user } = open();
    await screen.findByRole('list', { name: 'Shops' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CUSTOMER_FAILURE.loadShops);
    expect(shopLinks()).toHaveLength(20);
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shopLinks()).toHaveLength(21));
    expect(calls.map((c) => c.params.page)).toEqual([1, 2, 2]);
  });

  it('says when the filter choices could not be loaded and retries them', async () => {
    const http = mockHttp({ ...choiceRoutes(), 'GET /areas/all': fail(500) });
    holdCalls('/shops', () => ({ data: page([makeShop(1)], false) }));
    const { user } = open();
    expect(await screen.findByText(/categories and places could not be loaded/)).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toBeDisabled();
    http.routes['GET /areas/all'] = ok({ areas: [], page: 1, limit: 500, total: 0, hasMore: false });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText('State')).toBeEnabled());
  });

  it.each([
    ['/shops', '/'],
    ['/shops?redirect-from=%2Fcustomer%2Fnearby-shops', '/customer/nearby-shops'],
    ['/shops?redirect-from=%2F%2Fevil.example', '/'],
    ['/shops?redirect-from=https%3A%2F%2Fevil.example', '/'],
  ])('Back from %s goes to %s', async (path, back) => {
    mockHttp(choiceRoutes());
    holdCalls('/shops', () => ({ data: page([], false) }));
    open(path);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', back);
    await screen.findByText(CUSTOMER_EMPTY.noShops);
  });
});
