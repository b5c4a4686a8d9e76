import { screen, within } from '@testing-library/react';
import { mockHttp, ok } from '@chowk/api-client/testing';
import { chai, cutting, full, ginger, kadak, samosa, shop, shopRoutes } from '../../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../../testing/render-customer';

afterEach(resetCustomerTestState);

const storeCart = (lines: Array<{ id: string; name: string; paise: number; qty: number }>) =>
  localStorage.setItem(
    'cart:SHOP-1234',
    JSON.stringify({ lines: lines.map((l) => ({ productId: l.id, name: l.name, pricePaise: l.paise, quantity: l.qty })) }),
  );

const totals = () => {
  const list = within(screen.getByRole('region', { name: 'Totals' }));
  return list.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
};

describe('the cart page (docs/product.md §2, §4; docs/architecture.md)', () => {
  it('shows the lines and totals with ₹29 as the delivery estimate, and goes on to checkout', async () => {
    storeCart([
      { id: chai._id, name: 'Masala Chai', paise: 1500, qty: 2 },
      { id: samosa._id, name: 'Samosa', paise: 1250, qty: 1 },
    ]);
    mockHttp(shopRoutes());
    renderCustomer('/customer/shop/SHOP-1234/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    const items = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Masala Chai', 'Samosa']);
    expect(within(items[0] as HTMLElement).getByText('₹15.00 each')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Line total ₹30.00');
    // 42.50 + 5% (2.125 → 2.13) + 29
    expect(totals()).toEqual(['Subtotal ₹42.50', 'Delivery fee (estimate) ₹29.00', 'Tax (5%) ₹2.13', 'Total ₹73.63']);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/customer/shop/SHOP-1234/checkout',
    );
  });

  it('changes quantities (0 removes), removes a line, clears after a confirmation, and keeps it all on the device', async () => {
    storeCart([
      { id: chai._id, name: 'Masala Chai', paise: 1500, qty: 1 },
      { id: samosa._id, name: 'Samosa', paise: 1250, qty: 1 },
    ]);
    mockHttp(shopRoutes());
    const { user } = renderCustomer('/customer/shop/SHOP-1234/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    await user.click(screen.getByRole('button', { name: 'Add one more Masala Chai' }));
    expect(totals()[0]).toBe('Subtotal ₹42.50');
    await user.click(screen.getByRole('button', { name: 'Remove Samosa from cart' }));
    expect(screen.queryByRole('heading', { name: 'Samosa' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('cart:SHOP-1234') ?? '{}').lines).toEqual([
      { productId: chai._id, optionIds: [], options: [], name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Clear your cart?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Masala Chai' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Clear your cart?' })).getByRole('button', { name: 'Clear cart' }),
    );
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/customer/shop/SHOP-1234');
    expect(localStorage.getItem('cart:SHOP-1234')).toBeNull();
  });

  it("an empty cart says 'Your cart is empty'", async () => {
    mockHttp(shopRoutes());
    renderCustomer('/customer/shop/SHOP-1234/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });
});

describe('the cart with item options and delivery terms', () => {
  const optionLines = () =>
    localStorage.setItem(
      'cart:SHOP-1234',
      JSON.stringify({
        v: 2,
        lines: [
          {
            productId: kadak._id,
            optionIds: [ginger._id, full._id],
            options: [
              { group: 'Add-ons', name: 'Ginger', pricePaise: 200 },
              { group: 'Size', name: 'Full', pricePaise: 1500 },
            ],
            name: 'Kadak Chai',
            pricePaise: 2200,
            quantity: 1,
          },
          {
            productId: kadak._id,
            optionIds: [cutting._id],
            options: [{ group: 'Size', name: 'Cutting', pricePaise: 1000 }],
            name: 'Kadak Chai',
            pricePaise: 1500,
            quantity: 2,
          },
        ],
      }),
    );

  it('shows one line per configuration with its choices under the name; quantity and Remove per line', async () => {
    optionLines();
    mockHttp(shopRoutes(shop, [kadak]));
    const { user } = renderCustomer('/customer/shop/SHOP-1234/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    const items = () => within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(items().map((li) => li.querySelector('p')?.textContent)).toEqual(['Ginger · Full', 'Cutting']);
    expect(items()[0]).toHaveTextContent('₹22.00 each');
    await user.click(screen.getByRole('button', { name: 'Add one more Kadak Chai (Cutting)' }));
    expect(items()[1]).toHaveTextContent('Line total ₹45.00');
    expect(items()[0]).toHaveTextContent('Line total ₹22.00');
    await user.click(screen.getByRole('button', { name: 'Remove Kadak Chai (Ginger · Full)' }));
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('Cutting');
    expect(JSON.parse(localStorage.getItem('cart:SHOP-1234') ?? '{}').lines).toEqual([
      expect.objectContaining({ optionIds: [cutting._id], quantity: 3 }),
    ]);
  });

  it('says why a line no longer fits the menu', async () => {
    optionLines();
    mockHttp(shopRoutes(shop, [{ ...kadak, option_groups: kadak.option_groups?.filter((g) => g.name !== 'Add-ons') }]));
    renderCustomer('/customer/shop/SHOP-1234/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(screen.getByText('An option of Kadak Chai is no longer on the menu. Please choose again.')).toBeInTheDocument();
  });

  it('estimates with the shop’s fee and says what a delivery still needs: free from ₹300 at the boundary, the minimum', async () => {
    const terms = { fee: 35, free_above: 300, minimum_order: 50, max_distance_km: null };
    const thali = { ...samosa, _id: '5f00000000000000000000aa', name: 'Thali', price: 299.99 };
    storeCart([{ id: thali._id, name: 'Thali', paise: 29999, qty: 1 }]);
    const http = mockHttp(shopRoutes({ ...shop, delivery_terms: terms }, [thali, chai]));
    const first = renderCustomer('/customer/shop/SHOP-1234/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(totals()).toEqual(['Subtotal ₹299.99', 'Delivery fee (estimate) ₹35.00', 'Tax (5%) ₹15.00', 'Total ₹349.99']);
    expect(screen.getByText('Add ₹0.01 more for free delivery')).toBeInTheDocument();
    first.unmount();

    http.routes[`GET /products/shop/${shop._id}`] = ok({ products: [{ ...thali, price: 300 }, chai] });
    renderCustomer('/customer/shop/SHOP-1234/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(totals()).toEqual(['Subtotal ₹300.00', 'Delivery fee (estimate) Free', 'Tax (5%) ₹15.00', 'Total ₹315.00']);
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('under the minimum says how much more a delivery needs; a shop that does not deliver estimates none', async () => {
    storeCart([{ id: chai._id, name: 'Masala Chai', paise: 1500, qty: 2 }]);
    const terms = { fee: 29, free_above: null, minimum_order: 100, max_distance_km: null };
    const http = mockHttp(shopRoutes({ ...shop, delivery_terms: terms }));
    const first = renderCustomer('/customer/shop/SHOP-1234/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(screen.getByText('Add ₹70.00 more to order for delivery')).toBeInTheDocument();
    first.unmount();

    http.routes['GET /shops/by-code/SHOP-1234'] = ok({ shop: { ...shop, delivers: false, delivery_terms: terms } });
    renderCustomer('/customer/shop/SHOP-1234/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(totals()).toEqual(['Subtotal ₹30.00', 'Tax (5%) ₹1.50', 'Total ₹31.50']);
    expect(screen.queryByText(/more to order for delivery/)).not.toBeInTheDocument();
  });
});
