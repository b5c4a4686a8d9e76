import { act, screen, waitFor, within } from '@testing-library/react';
import { mockHttp, ok } from '@chowk/api-client/testing';
import { PAYMENT_METHOD_TEXT, STORAGE_KEYS, type Shop } from '@chowk/contracts';
import { customerApi } from '../../../store/customer.api';
import { chai, compositionShop, order, samosa, shop, shopRoutes, upiShop } from '../../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../../testing/render-customer';

const CHECKOUT = '/customer/shop/SHOP-1234/checkout';
const CART = '/customer/shop/SHOP-1234/cart';

beforeEach(() => {
  localStorage.setItem(
    'cart:SHOP-1234',
    JSON.stringify({
      lines: [
        { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
        { productId: samosa._id, name: 'Samosa', pricePaise: 1250, quantity: 1 },
      ],
    }),
  );
  localStorage.setItem(
    STORAGE_KEYS.verifiedContact,
    JSON.stringify({ type: 'mobile', identifier: '9876543210', verified: true, verifiedAt: new Date().toISOString() }),
  );
});

afterEach(resetCustomerTestState);

const placed = ok({ success: true, message: 'Order placed successfully!', data: order }, 201);
const paymentChoices = () => screen.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'payment-method');
const totalsOf = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);

async function openCheckout(s: Shop) {
  const http = mockHttp({ ...shopRoutes(s), 'POST /orders': placed });
  const view = renderCustomer(CHECKOUT);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return { http, ...view };
}

describe('paying by UPI at checkout (docs/product.md "UPI payments and bills")', () => {
  it('offers UPI only to a shop with a UPI ID', async () => {
    const first = await openCheckout(shop);
    expect(paymentChoices().map((r) => r.getAttribute('value'))).toEqual(['card', 'cash']);
    expect(screen.queryByRole('radio', { name: 'UPI' })).not.toBeInTheDocument();
    first.unmount();

    await openCheckout(upiShop);
    expect(paymentChoices().map((r) => r.getAttribute('value'))).toEqual(['card', 'qr', 'cash']);
    expect(screen.getByRole('radio', { name: PAYMENT_METHOD_TEXT.qr.label })).toBeInTheDocument();
  });

  it('UPI is paid after placing: it says so (no placeholder box) and the order goes as `qr`', async () => {
    const { user, http } = await openCheckout(upiShop);
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(screen.getByText(PAYMENT_METHOD_TEXT.qr.text)).toBeInTheDocument();
    expect(screen.queryByText('Scan this QR code to complete payment')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(1));
    expect(http.made('POST', '/orders')[0]?.data).toMatchObject({ payment_method: 'qr' });
  });

  it('a choice of UPI the shop no longer takes falls back to cash', async () => {
    const { user, http, store } = await openCheckout(upiShop);
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();

    // The shop removes its UPI ID; the storefront reads it again.
    Object.assign(http.routes, shopRoutes(shop));
    await act(async () => {
      store.dispatch(customerApi.util.invalidateTags([{ type: 'Shop', id: shop.code }]));
    });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'UPI' })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.getByText(PAYMENT_METHOD_TEXT.cash.text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(1));
    expect(http.made('POST', '/orders')[0]?.data).toMatchObject({ payment_method: 'cash' });
  });
});

describe("totals under the shop's GST scheme", () => {
  it('a composition shop charges no tax: no tax line at checkout, the total without it', async () => {
    const { user } = await openCheckout(compositionShop);
    expect(totalsOf('Order Summary')).toEqual(['Subtotal ₹42.50', 'Total ₹42.50']);
    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    expect(totalsOf('Order Summary')).toEqual(['Subtotal ₹42.50', 'Delivery Fee ₹29.00', 'Total ₹71.50']);
  });

  it('a registered or unregistered shop charges the 5%', async () => {
    await openCheckout({ ...upiShop, billing: { ...upiShop.billing!, gst_scheme: 'regular', gstin: '27AAPFU0939F1ZV' } });
    expect(totalsOf('Order Summary')).toEqual(['Subtotal ₹42.50', 'Tax (5%) ₹2.13', 'Total ₹44.63']);
  });

  it('the cart: no tax line for a composition shop', async () => {
    mockHttp(shopRoutes(compositionShop));
    renderCustomer(CART);
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(totalsOf('Totals')).toEqual(['Subtotal ₹42.50', 'Delivery fee (estimate) ₹29.00', 'Total ₹71.50']);
  });

  it('the cart: the 5% for any other shop', async () => {
    mockHttp(shopRoutes(upiShop));
    renderCustomer(CART);
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(totalsOf('Totals')).toEqual(['Subtotal ₹42.50', 'Delivery fee (estimate) ₹29.00', 'Tax (5%) ₹2.13', 'Total ₹73.63']);
  });
});
