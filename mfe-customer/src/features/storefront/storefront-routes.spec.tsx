import { screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, ok } from '@chowk/api-client/testing';
import { chai, coffee, drinks, kachori, samosa, shop, shopRoutes, snacks } from '../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../testing/render-customer';

afterEach(resetCustomerTestState);

describe('the shop loader (docs/product.md §2)', () => {
  it('shows a loading state, then the shop; the shop loads once across the four routes', async () => {
    const http = mockHttp(shopRoutes());
    const { user } = renderCustomer('/customer/shop/SHOP-1234');
    expect(screen.getByRole('status')).toHaveTextContent('Loading shop…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Masala Chai to cart' }));
    await user.click(screen.getByRole('link', { name: /View cart/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to Sharma Tea Stall/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' })).toBeInTheDocument();
    expect(http.made('GET', '/shops/by-code/SHOP-1234')).toHaveLength(1);
    expect(http.made('GET', `/products/shop/${shop._id}`)).toHaveLength(1);
  });

  it("says 'Shop not found' with a link to nearby shops on a 404", async () => {
    mockHttp({ 'GET /shops/by-code/SHOP-0000': fail(404, { message: 'Shop not found' }) });
    renderCustomer('/customer/shop/SHOP-0000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop not found' })).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid shop code to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find shops near you' })).toHaveAttribute('href', '/customer/nearby-shops');
  });

  it("shows the server's message, else 'Failed to load shop data', with Retry", async () => {
    const http = mockHttp({ ...shopRoutes(), 'GET /shops/by-code/SHOP-1234': fail(503, { message: 'Briefly unavailable' }) });
    const { user } = renderCustomer('/customer/shop/SHOP-1234/cart');
    expect(await screen.findByRole('alert')).toHaveTextContent('Briefly unavailable');

    http.routes['GET /shops/by-code/SHOP-1234'] = fail(502, {});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The store tells the page about a request under way at the next frame: the first alert may still show until then.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to load shop data'));

    http.routes['GET /shops/by-code/SHOP-1234'] = ok({ shop });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
  });

  it('any other path under a shop is a 404, without loading the shop', async () => {
    const http = mockHttp(shopRoutes());
    renderCustomer('/customer/shop/SHOP-1234/nope');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(http.calls).toEqual([]);
  });
});

describe('the storefront page (docs/product.md §2)', () => {
  it('shows the header: name, category, place, open state with today’s hours', async () => {
    mockHttp(shopRoutes());
    renderCustomer('/customer/shop/SHOP-1234');
    await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
    expect(screen.getByText('Tea Stall · Indiranagar, Bengaluru')).toBeInTheDocument();
    expect(screen.getByText('Open')).toHaveAttribute('data-state', 'open');
    expect(screen.getByText('Today 12:00 AM – 12:00 AM')).toBeInTheDocument();
    expect(document.title).toBe('Sharma Tea Stall · Chowk');
  });

  it('shows the delivery terms before a cart is filled, only where the shop delivers', async () => {
    const terms = { fee: 29, free_above: 300, minimum_order: 100, max_distance_km: 3 };
    const located = { ...shop, location: { latitude: 12.97, longitude: 77.59 }, delivery_terms: terms };
    const http = mockHttp(shopRoutes(located));
    const first = renderCustomer('/customer/shop/SHOP-1234');
    await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
    expect(
      screen.getByText('Delivery ₹29.00 · Free delivery from ₹300.00 · Minimum ₹100.00 for delivery · Delivery within 3 km'),
    ).toBeInTheDocument();
    first.unmount();

    // A shop that never set its terms: the default fee; one that does not deliver: none.
    http.routes['GET /shops/by-code/SHOP-1234'] = ok({ shop });
    const second = renderCustomer('/customer/shop/SHOP-1234');
    await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
    expect(screen.getByText('Delivery ₹29.00')).toBeInTheDocument();
    second.unmount();
    http.routes['GET /shops/by-code/SHOP-1234'] = ok({ shop: { ...located, delivers: false } });
    renderCustomer('/customer/shop/SHOP-1234');
    await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
    expect(screen.queryByText(/Delivery ₹/)).not.toBeInTheDocument();
  });

  it('a paused shop says so; browsing and filling the cart stay open, checkout is refused with the reason', async () => {
    mockHttp(shopRoutes({ ...shop, ordersPaused: true }));
    const { user } = renderCustomer('/customer/shop/SHOP-1234');
    await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText(/This shop is not taking orders right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Masala Chai to cart' }));
    await user.click(screen.getByRole('link', { name: /View cart/ }));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(screen.getByRole('note')).toHaveTextContent('This shop is not taking orders right now. Please try again later.');
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('a closed shop shows Closed and the reason', async () => {
    const closed = { ...shop, openingHours: shop.openingHours.map((d) => ({ ...d, closed: true })) };
    mockHttp(shopRoutes(closed));
    renderCustomer('/customer/shop/SHOP-1234');
    await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
    expect(screen.getByText('Closed')).toHaveAttribute('data-state', 'closed');
    expect(screen.getByText('Closed today')).toBeInTheDocument();
    expect(screen.getByText(/This shop is closed right now/)).toBeInTheDocument();
  });

  it('lists the products under their sections with prices; sold-out items show but cannot be added', async () => {
    mockHttp(shopRoutes());
    renderCustomer('/customer/shop/SHOP-1234');
    const drinksList = within(await screen.findByRole('region', { name: 'Hot Drinks' }));
    expect(drinksList.getByRole('heading', { name: 'Masala Chai' })).toBeInTheDocument();
    expect(drinksList.getByText('Ginger and cardamom')).toBeInTheDocument();
    expect(drinksList.getByText('₹15.00')).toBeInTheDocument();
    const snacksList = within(screen.getByRole('region', { name: 'Snacks' }));
    expect(snacksList.getByText('₹12.50')).toBeInTheDocument();
    const soldOut = snacksList.getByRole('heading', { name: 'Kachori' }).closest('li') as HTMLElement;
    expect(within(soldOut).getByText('Sold out')).toBeInTheDocument();
    expect(within(soldOut).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a sold-out item looks sold out without fading its text: the label, the price struck through, no opacity', async () => {
    mockHttp(shopRoutes(shop, [chai, { ...kachori, description: 'Moong dal filling' }]));
    renderCustomer('/customer/shop/SHOP-1234');
    const card = (await screen.findByRole('heading', { name: 'Kachori' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Sold out')).toBeInTheDocument();
    expect(within(card).getByText('₹18.00')).toHaveStyle({ textDecoration: 'line-through' });
    // Opacity faded the muted description to 3.4:1 (axe color-contrast, serious): the text keeps its own colour.
    const description = within(card).getByText('Moong dal filling');
    expect(description).toHaveStyle({ color: 'var(--c-muted)' });
    for (let el: HTMLElement | null = description; el && el !== document.body; el = el.parentElement) {
      expect(getComputedStyle(el).opacity).toMatch(/^(1)?$/);
    }
    // An item for sale is as it was: no strike, a plain card.
    const forSale = screen.getByRole('heading', { name: 'Masala Chai' }).closest('li') as HTMLElement;
    expect(within(forSale).getByText('₹15.00')).not.toHaveStyle({ textDecoration: 'line-through' });
    expect(forSale.style.background).toBe('');
  });

  it('filters by section buttons and by search, with the empty texts of docs/product.md §8', async () => {
    mockHttp(shopRoutes());
    const { user } = renderCustomer('/customer/shop/SHOP-1234');
    await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
    const sectionsGroup = within(screen.getByRole('group', { name: 'Menu sections' }));
    expect(sectionsGroup.getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Hot Drinks', 'Snacks']);
    expect(sectionsGroup.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(sectionsGroup.getByRole('button', { name: 'Snacks' }));
    expect(sectionsGroup.getByRole('button', { name: 'Snacks' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Masala Chai' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Samosa' })).toBeInTheDocument();

    await user.click(sectionsGroup.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'CARDAMOM');
    expect(screen.getByRole('heading', { name: 'Masala Chai' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Filter Coffee' })).not.toBeInTheDocument();
    expect(screen.getByText('1 product found')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'pizza');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
  });

  it('adds to the cart, then steps the quantity; the cart button shows the count and the total', async () => {
    mockHttp(shopRoutes());
    const { user } = renderCustomer('/customer/shop/SHOP-1234');
    await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
    expect(screen.queryByRole('link', { name: /View cart/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Masala Chai to cart' }));
    // The stepper replaced the Add button and has the focus.
    expect(screen.getByRole('button', { name: 'Add one more Masala Chai' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add one more Masala Chai' }));
    await user.click(screen.getByRole('button', { name: 'Add Samosa to cart' }));
    expect(screen.getByRole('link', { name: /View cart/ })).toHaveTextContent('View cart·3 items·₹42.50');
    expect(screen.getByRole('link', { name: /View cart/ })).toHaveAttribute('href', '/customer/shop/SHOP-1234/cart');
    expect(screen.getByText('Samosa added to cart, 1 in cart')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Samosa from cart' }));
    expect(screen.getByRole('button', { name: 'Add Samosa to cart' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove one Masala Chai' }));
    expect(within(screen.getByRole('group', { name: 'Masala Chai quantity' })).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View cart/ })).toHaveTextContent('1 item·₹15.00');
  });

  it('a shop without products says so', async () => {
    mockHttp(shopRoutes(shop, [], [drinks, snacks]));
    renderCustomer('/customer/shop/SHOP-1234');
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('tells once what the menu changed in a stored cart', async () => {
    localStorage.setItem(
      'cart:SHOP-1234',
      JSON.stringify({
        lines: [
          { productId: kachori._id, name: 'Kachori', pricePaise: 1800, quantity: 1 },
          { productId: coffee._id, name: 'Filter Coffee', pricePaise: 1800, quantity: 1 },
        ],
      }),
    );
    mockHttp(shopRoutes(shop, [chai, coffee, samosa, kachori]));
    const { user } = renderCustomer('/customer/shop/SHOP-1234');
    await screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });
    expect(screen.getByText(/No longer available, taken out of your cart/)).toHaveTextContent('Kachori');
    expect(screen.getByText(/The price changed for/)).toHaveTextContent('Filter Coffee');
    await user.click(screen.getByRole('button', { name: 'OK, got it' }));
    await waitFor(() => expect(screen.queryByText(/No longer available/)).not.toBeInTheDocument());
  });
});
