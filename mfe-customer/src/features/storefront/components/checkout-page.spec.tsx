import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NETWORK_DOWN, NEVER, ok, type RecordedRequest } from '@chowk/api-client/testing';
import { STORAGE_KEYS } from '@chowk/contracts';
import { chai, order, samosa, shop, shopRoutes } from '../../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../../testing/render-customer';
import { placeOrderTiming } from '../hooks/use-place-order';

const CHECKOUT = '/customer/shop/SHOP-1234/checkout';
const resendDelaysMs = placeOrderTiming.resendDelaysMs;

beforeEach(() => {
  // The automatic resends of an unanswered order, without their waits.
  placeOrderTiming.resendDelaysMs = [0, 0];
  localStorage.setItem(
    'cart:SHOP-1234',
    JSON.stringify({
      lines: [
        { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
        { productId: samosa._id, name: 'Samosa', pricePaise: 1250, quantity: 1 },
      ],
    }),
  );
});

afterEach(() => {
  placeOrderTiming.resendDelaysMs = resendDelaysMs;
  resetCustomerTestState();
  jest.useRealTimers();
});

const verifyOnDevice = (identifier = '9876543210', type: 'mobile' | 'email' = 'mobile') =>
  localStorage.setItem(
    STORAGE_KEYS.verifiedContact,
    JSON.stringify({ type, identifier, verified: true, verifiedAt: new Date().toISOString() }),
  );

const placed = ok({ success: true, message: 'Order placed successfully!', data: order }, 201);

const summary = () => {
  const block = within(screen.getByRole('region', { name: 'Order Summary' }));
  return block.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
};

const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Placing Order/ });

async function openCheckout(routes: Parameters<typeof mockHttp>[0] = {}, options: { fakeTimers?: boolean } = {}) {
  const http = mockHttp({ ...shopRoutes(), ...routes });
  const view = renderCustomer(CHECKOUT, options);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return { http, ...view };
}

describe('checkout (docs/product.md §2)', () => {
  it('shows the options with pickup and cash by default, and the summary from orderTotals', async () => {
    const { user } = await openCheckout();
    expect(screen.getByRole('link', { name: /Back to cart/ })).toHaveAttribute('href', '/customer/shop/SHOP-1234/cart');
    const pickup = screen.getByRole('radio', { name: /Pickup/ });
    expect(pickup).toBeChecked();
    expect(pickup.closest('label')).toHaveTextContent('PickupFree · 15-20 mins');
    expect(screen.getByRole('radio', { name: /Delivery/ }).closest('label')).toHaveTextContent('Delivery₹29.00 · 30-45 mins');
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.getByText('Pay with cash when your order arrives')).toBeInTheDocument();

    const block = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(block.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Masala Chai × 2₹30.00', 'Samosa × 1₹12.50']);
    // Pickup: no Delivery Fee line.
    expect(summary()).toEqual(['Subtotal ₹42.50', 'Tax (5%) ₹2.13', 'Total ₹44.63']);

    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    expect(summary()).toEqual(['Subtotal ₹42.50', 'Delivery Fee ₹29.00', 'Tax (5%) ₹2.13', 'Total ₹73.63']);

    // A shop without a UPI ID: no UPI (docs/product.md "UPI payments and bills").
    expect(screen.getAllByRole('radio', { name: /^(Card|UPI|Cash)$/ }).map((r) => r.getAttribute('value'))).toEqual([
      'card',
      'cash',
    ]);
  });

  it('offers pickup only when the shop does not deliver', async () => {
    mockHttp(shopRoutes({ ...shop, delivers: false }));
    renderCustomer(CHECKOUT);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    const delivery = screen.getByRole('radio', { name: /Delivery/ });
    expect(delivery).toBeDisabled();
    expect(delivery).toHaveAccessibleDescription('This shop does not deliver: pickup only.');
  });

  it('checks the card fields on Place Order and sends nothing until they are right', async () => {
    verifyOnDevice();
    const { user, http } = await openCheckout({ 'POST /orders': placed });
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(placeOrderButton());
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Card number is required');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
    expect(screen.getByText('Expiry (MM/YY) is required')).toBeInTheDocument();
    expect(screen.getByText('CVC is required')).toBeInTheDocument();
    expect(screen.getByText('Name on card is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111112');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '0120');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Asha Rao');
    await user.click(placeOrderButton());
    expect(screen.getByText('Enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(http.made('POST', '/orders')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111 1111 1111 1111');
    await user.clear(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }));
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1299');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '3');
    await user.click(placeOrderButton());
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(1));
    // Card details are never sent.
    const sent = JSON.stringify(http.made('POST', '/orders')[0]?.data);
    expect(sent).not.toMatch(/4111|Asha|123/);
    expect(http.made('POST', '/orders')[0]?.data).toMatchObject({ payment_method: 'card' });
  });

  it('an empty cart shows "Your cart is empty" and Place Order is disabled', async () => {
    localStorage.clear();
    await openCheckout();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();
  });

  it('Login and Register open the account dialog in their mode', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('Account shows the verified contact and lets the customer use another', async () => {
    verifyOnDevice('asha@example.com', 'email');
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Account' }));
    expect(dialog.getByText('asha@example.com')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Use another email or mobile' }));
    expect(localStorage.getItem(STORAGE_KEYS.verifiedContact)).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('a paused shop refuses with the reason', async () => {
    mockHttp(shopRoutes({ ...shop, ordersPaused: true }));
    renderCustomer(CHECKOUT);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(placeOrderButton()).toBeDisabled();
    expect(placeOrderButton()).toHaveAccessibleDescription('This shop is not taking orders right now. Please try again later.');
  });
});

describe('verification before the order (docs/product.md §2, §4, §5, §8)', () => {
  it('asks for a contact, sends and verifies the code, stores the contact and places the order 500 ms later', async () => {
    jest.useFakeTimers();
    const codes: string[] = [];
    const { user, http } = await openCheckout(
      {
        'POST /orders/send-otp': ok({ success: true, message: 'OTP sent successfully!' }),
        'POST /orders/verify-otp': (req: RecordedRequest) => {
          const otp = (req.data as { otp: string }).otp;
          codes.push(otp);
          return otp === '123456'
            ? ok({
                success: true,
                message: 'OTP verified successfully!',
                data: { type: 'mobile', identifier: '9876543210', verified: true },
              })
            : fail(400, { message: 'Invalid OTP' });
        },
        'POST /orders': placed,
      },
      { fakeTimers: true },
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByText("You'll need to verify your email or mobile number before placing the order.")).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), '  Asha  ');
    await user.type(screen.getByRole('textbox', { name: 'Order Notes (optional)' }), 'Less sugar');
    await user.click(placeOrderButton());
    const dialog = within(screen.getByRole('dialog', { name: 'Verify your contact' }));

    await user.type(dialog.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(dialog.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(http.made('POST', '/orders/send-otp')).toHaveLength(0);

    await user.clear(dialog.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(dialog.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
    expect(http.made('POST', '/orders/send-otp')[0]?.data).toEqual({ type: 'mobile', identifier: '9876543210' });
    expect(dialog.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(dialog.getByText('You can ask for a new code in 60 s.')).toBeInTheDocument();

    const code = dialog.getByRole('textbox', { name: 'OTP' });
    await user.type(code, '12a34-56789');
    expect(code).toHaveValue('123456');
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(await dialog.findByText('Invalid OTP')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP verified successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Verify your contact' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.verifiedContact) ?? '{}')).toMatchObject({
      type: 'mobile',
      identifier: '9876543210',
      verified: true,
    });
    expect(screen.getByText('Contact Verified')).toBeInTheDocument();
    expect(screen.getByText('98765 43210')).toBeInTheDocument();
    expect(http.made('POST', '/orders')).toHaveLength(0);
    // The half second before the order already reads as placing it, and a click adds nothing.
    expect(placeOrderButton()).toHaveTextContent('Placing Order...');
    expect(placeOrderButton()).toBeDisabled();

    act(() => jest.advanceTimersByTime(500));
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(1));
    const request = http.made('POST', '/orders')[0] as RecordedRequest;
    expect(request.data).toEqual({
      shop_id: shop._id,
      customer_name: 'Asha',
      items: [
        {
          product_id: chai._id,
          product_name: 'Masala Chai',
          price: 15,
          quantity: 2,
          subtotal: 30,
          tax_amount: 1.5,
          total_amount: 31.5,
        },
        {
          product_id: samosa._id,
          product_name: 'Samosa',
          price: 12.5,
          quantity: 1,
          subtotal: 12.5,
          tax_amount: 0.63,
          total_amount: 13.13,
        },
      ],
      notes: 'Less sugar',
      customer_mobile: '9876543210',
      delivery_type: 'pickup',
      payment_method: 'cash',
    });
    expect(request.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    // Success: the cart is cleared, the order remembered, a toast, and the confirmation with the order.
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Order placed successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/customer/shop/SHOP-1234/order-confirmation');
    expect(localStorage.getItem('cart:SHOP-1234')).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.placedOrders) ?? '[]')).toEqual([order._id]);
  });

  it('Cancel closes the dialog and nothing is sent; send failures show docs/product.md §8 texts', async () => {
    const { user, http } = await openCheckout({
      'POST /orders/send-otp': fail(429, { message: 'Please wait 42 seconds before requesting another OTP' }),
    });
    await user.click(placeOrderButton());
    let dialog = within(screen.getByRole('dialog', { name: 'Verify your contact' }));
    await user.click(dialog.getByRole('radio', { name: 'Email' }));
    await user.type(dialog.getByRole('textbox', { name: 'Email address' }), 'Asha@Example.com');
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(await dialog.findByText('Please wait 42 seconds before requesting another OTP')).toBeInTheDocument();
    expect(http.made('POST', '/orders/send-otp')[0]?.data).toEqual({ type: 'email', identifier: 'asha@example.com' });

    http.routes['POST /orders/send-otp'] = NETWORK_DOWN;
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(await dialog.findByText('Failed to send OTP. Please try again.')).toBeInTheDocument();

    http.routes['POST /orders/send-otp'] = fail(500, {});
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(await dialog.findByText('Failed to send OTP')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(http.made('POST', '/orders')).toHaveLength(0);
    expect(placeOrderButton()).toHaveFocus();

    await user.click(placeOrderButton());
    dialog = within(screen.getByRole('dialog', { name: 'Verify your contact' }));
    expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
  });

  it('a signed-in customer with an email counts as verified: no dialog, the email goes with the order', async () => {
    localStorage.setItem(STORAGE_KEYS.customerToken, 'customer-token');
    localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ _id: 'c1', email: 'asha@example.com' }));
    const { user, http } = await openCheckout({ 'POST /orders': placed });
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    await user.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    const request = http.made('POST', '/orders')[0] as RecordedRequest;
    expect(request.data).toMatchObject({ customer_email: 'asha@example.com' });
    expect(request.headers.Authorization).toBe('Bearer customer-token');
  });
});

describe('an expired customer sign-in (401)', () => {
  const signIn = () => {
    localStorage.setItem(STORAGE_KEYS.customerToken, 'expired-token');
    localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ _id: 'c1', mobile: '9876543210' }));
  };

  it('is dropped, and a contact verified on this device still places the same order', async () => {
    signIn();
    verifyOnDevice('asha@example.com', 'email');
    const { user, http } = await openCheckout({
      'POST /orders': (req: RecordedRequest) => (req.headers.Authorization ? fail(401, { message: 'Invalid token' }) : placed),
    });
    await user.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    const sent = http.made('POST', '/orders');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.Authorization).toBeUndefined();
    expect(sent[1]?.headers['Idempotency-Key']).toBe(sent[0]?.headers['Idempotency-Key']);
    expect(localStorage.getItem(STORAGE_KEYS.customerToken)).toBeNull();
  });

  it('without one, asks to verify', async () => {
    signIn();
    const { user } = await openCheckout({ 'POST /orders': fail(401, { message: 'Invalid token' }) });
    await user.click(placeOrderButton());
    expect(await screen.findByRole('dialog', { name: 'Verify your contact' })).toHaveTextContent(
      'Your sign-in has ended. Verify your email or mobile number to place the order.',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('placing the order once (Idempotency-Key)', () => {
  it('keeps the page and the cart on failure, shows docs/product.md §8 texts, and Retry sends the same key', async () => {
    verifyOnDevice();
    const { user, http } = await openCheckout({ 'POST /orders': fail(409, { message: 'Samosa is sold out' }) });
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Samosa is sold out');
    expect(localStorage.getItem('cart:SHOP-1234')).not.toBeNull();
    // A refused order reads the menu again, quietly, to check the cart.
    await waitFor(() => expect(http.made('GET', '/shops/by-code/SHOP-1234')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    http.routes['POST /orders'] = fail(500, {});
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to place orderRetry$/));

    // No answer at all: sent twice more on its own before the customer is told.
    http.routes['POST /orders'] = NETWORK_DOWN;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to place order. Please try again.'));
    expect(http.made('POST', '/orders')).toHaveLength(5);

    http.routes['POST /orders'] = placed;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });

    const keys = http.made('POST', '/orders').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(1);
  });

  it('an order cut off by a server going away (502, then no answer) is sent again with its key and placed without a click', async () => {
    verifyOnDevice();
    const answers = [fail(502, {}), NETWORK_DOWN, placed];
    const { user, http } = await openCheckout({ 'POST /orders': () => answers.shift() ?? placed });
    await user.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const keys = http.made('POST', '/orders').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('waits before each resend, and the button reads "Placing Order..." until the last answer', async () => {
    placeOrderTiming.resendDelaysMs = [1_000, 3_000];
    verifyOnDevice();
    const { user, http } = await openCheckout({ 'POST /orders': fail(504, {}) });
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(placeOrderButton());
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(1));
    expect(placeOrderButton()).toHaveTextContent('Placing Order...');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(2));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(http.made('POST', '/orders')).toHaveLength(2);
    expect(placeOrderButton()).toHaveTextContent('Placing Order...');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(3));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to place orderRetry$/);
  });

  it('a double click sends one request, and the button reads "Placing Order..." meanwhile', async () => {
    verifyOnDevice();
    const { user, http } = await openCheckout({ 'POST /orders': NEVER });
    await user.dblClick(placeOrderButton());
    expect(placeOrderButton()).toHaveTextContent('Placing Order...');
    expect(placeOrderButton()).toBeDisabled();
    expect(http.made('POST', '/orders')).toHaveLength(1);
  });

  it('a changed order is a new attempt with a new key', async () => {
    verifyOnDevice();
    const { user, http } = await openCheckout({ 'POST /orders': fail(503, { message: 'Briefly unavailable' }) });
    await user.click(placeOrderButton());
    await screen.findByRole('alert');
    await user.type(screen.getByRole('textbox', { name: 'Order Notes (optional)' }), 'Extra hot');
    await user.click(placeOrderButton());
    // Each attempt is sent three times (a 503 is resent on its own), each time with its own key.
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(6));
    const keys = http.made('POST', '/orders').map((r) => r.headers['Idempotency-Key']);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys.slice(3)).size).toBe(1);
    expect(keys[0]).not.toBe(keys[3]);
  });

  it('a 403 clears the stored contact and opens the verification again', async () => {
    verifyOnDevice();
    const { user } = await openCheckout({
      'POST /orders': fail(403, { message: 'Please verify your email or mobile number before placing the order.' }),
    });
    expect(screen.getByText('Contact Verified')).toBeInTheDocument();
    await user.click(placeOrderButton());
    const dialog = await screen.findByRole('dialog', { name: 'Verify your contact' });
    expect(dialog).toHaveTextContent('Please verify your email or mobile number before placing the order.');
    expect(localStorage.getItem(STORAGE_KEYS.verifiedContact)).toBeNull();
    expect(screen.getByText("You'll need to verify your email or mobile number before placing the order.")).toBeInTheDocument();
  });
});
