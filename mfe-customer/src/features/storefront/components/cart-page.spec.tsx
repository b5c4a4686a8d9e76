import { screen, within } from '@testing-library/react';
import { mockHttp } from '@chowk/api-client/testing';
import { chai, samosa, shopRoutes } from '../../../testing/fixtures';
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
      { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
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
