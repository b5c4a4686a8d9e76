import { act, screen, waitFor, within } from '@testing-library/react';
import { type WatchOptions, watchOrder } from '@chowk/api-client';
import { fail, mockHttp, NETWORK_DOWN, ok } from '@chowk/api-client/testing';
import { BILL_MESSAGES, type CustomerOrder, ORDER_PAYMENT_MESSAGES, UPI_TEXT } from '@chowk/contracts';
import { addOns, elaichi, full, kadak, order, size, upiOrder } from '../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../testing/render-customer';

// The stream itself is the API's and the browser tests' to prove; here it is a hand-driven fake
// (jsdom has no fetch). Left alone it stays 'connecting', so the page falls back to reading.
jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchOrder: jest.fn() }));
const watch = jest.mocked(watchOrder);
const streams: { options: WatchOptions; close: jest.Mock }[] = [];
beforeEach(() => {
  streams.length = 0;
  watch.mockReset();
  watch.mockImplementation((_id, options) => {
    const close = jest.fn();
    streams.push({ options, close });
    options.onState?.('connecting');
    return close;
  });
});

afterEach(() => {
  resetCustomerTestState();
  jest.useRealTimers();
  setVisibility('visible');
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const path = `/customer/orders/${order._id}`;
const route = `GET /orders/${order._id}`;
const answer = (status: string, extra = {}) => ok({ success: true, data: { ...order, status, ...extra } });

describe('the order status page', () => {
  it.each([
    ['completed', 'Completed', 'green'],
    ['confirmed', 'Confirmed', 'blue'],
    ['preparing', 'Preparing', 'orange'],
    ['ready', 'Ready', 'purple'],
    ['pending', 'Pending', 'yellow'],
    ['cancelled', 'Cancelled', 'red'],
    ['lost-in-transit', 'Pending', 'yellow'],
  ])('shows %s as %s in %s (docs/product.md §4)', async (status, label, tone) => {
    mockHttp({ [route]: answer(status) });
    renderCustomer(path);
    const line = await screen.findByText(/^Status:/);
    expect(within(line).getByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('shows each line with its options, and the delivery fee as charged', async () => {
    const items = [
      {
        product_id: kadak._id,
        product_name: 'Kadak Chai',
        quantity: 2,
        price: 22,
        base_price: 5,
        options: [
          { group_id: addOns._id, group: 'Add-ons', choice_id: elaichi._id, name: 'Elaichi', price: 2 },
          { group_id: size._id, group: 'Size', choice_id: full._id, name: 'Full', price: 15 },
        ],
      },
      { product_id: order.items[0]?.product_id, product_name: 'Masala Chai', quantity: 1, price: 15 },
    ];
    const http = mockHttp({
      [route]: answer('completed', {
        items,
        subtotal: 59,
        tax_amount: 2.95,
        delivery_type: 'delivery',
        delivery_fee: 35,
        total_amount: 96.95,
      }),
    });
    const first = renderCustomer(path);
    const region = within(await screen.findByRole('region', { name: 'Items' }));
    expect(region.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Kadak Chai × 2₹44.00Elaichi · Full',
      'Masala Chai × 1₹15.00',
    ]);
    const amounts = () =>
      within(screen.getByRole('region', { name: 'Items' }))
        .getAllByRole('term')
        .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(amounts()).toEqual(['Subtotal ₹59.00', 'Delivery Fee ₹35.00', 'Tax (5%) ₹2.95', 'Total ₹96.95']);
    first.unmount();

    // Free delivery (at or above the shop's amount): the fee it was charged, nothing, says so.
    http.routes[route] = answer('completed', {
      items,
      subtotal: 59,
      tax_amount: 2.95,
      delivery_type: 'delivery',
      delivery_fee: 0,
      total_amount: 61.95,
    });
    renderCustomer(path);
    await screen.findByRole('region', { name: 'Items' });
    expect(amounts()).toEqual(['Subtotal ₹59.00', 'Delivery Fee Free', 'Tax (5%) ₹2.95', 'Total ₹61.95']);
  });

  it('shows the steps, the lines and totals, the details and a link to the shop', async () => {
    mockHttp({
      [route]: answer('preparing', { notes: 'Less sugar', delivery_type: 'delivery', delivery_fee: 29, total_amount: 60.5 }),
    });
    renderCustomer(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-20261124-0001' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '✓Order placed (done)',
      '✓Confirmed by the shop (done)',
      '3Being prepared (now)',
      '4Ready',
      '5Completed',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    const items = within(screen.getByRole('region', { name: 'Items' }));
    expect(items.getByText('Masala Chai × 2')).toBeInTheDocument();
    expect(items.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal ₹30.00',
      'Delivery Fee ₹29.00',
      'Tax (5%) ₹1.50',
      'Total ₹60.50',
    ]);
    expect(screen.getByText('Less sugar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sharma Tea Stall' })).toHaveAttribute('href', '/customer/shop/SHOP-1234');
  });

  it("says 'Order not found' with a link home on a 404", async () => {
    mockHttp({ [route]: fail(404, { message: 'Order not found' }) });
    renderCustomer(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it("says 'Failed to load the order' with Retry otherwise", async () => {
    const http = mockHttp({ [route]: NETWORK_DOWN });
    const { user } = renderCustomer(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order');
    http.routes[route] = answer('pending');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-20261124-0001' })).toBeInTheDocument();
  });

  it('reads the order again every 15 s until it is completed, and keeps it on screen when a read fails', async () => {
    jest.useFakeTimers();
    const http = mockHttp({ [route]: answer('pending') });
    renderCustomer(path);
    await screen.findByText('Pending');
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(1);

    http.routes[route] = NETWORK_DOWN;
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(2);
    expect(await screen.findByText(/Could not check for news just now/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();

    http.routes[route] = answer('ready');
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(await screen.findByText('Ready', { selector: '.badge' })).toBeInTheDocument();

    http.routes[route] = answer('completed');
    await act(async () => jest.advanceTimersByTime(15_000));
    await waitFor(() => expect(screen.getByText('Completed', { selector: '.badge' })).toBeInTheDocument());
    const reads = http.made('GET', `/orders/${order._id}`).length;
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(reads);
  });
});

describe('the order status page, live', () => {
  const at = (iso: string) => ({ updated_at: iso });

  it('follows the order: a status the shop sets shows at once, with no read and no reload', async () => {
    jest.useFakeTimers();
    const http = mockHttp({ [route]: answer('pending', at('2026-11-24T06:30:00.000Z')) });
    renderCustomer(path);
    await screen.findByText('Pending', { selector: '.badge' });
    expect(watch).toHaveBeenCalledTimes(1);
    expect(watch.mock.calls[0][0]).toBe(order._id);
    // It resumes after the order on screen, so a change between the read and the stream is sent.
    expect(streams[0].options.lastEventId).toBe(String(Date.parse('2026-11-24T06:30:00.000Z')));

    act(() => streams[0].options.onState?.('live'));
    expect(screen.getByText('Live: changes from the shop show here as they happen.')).toBeInTheDocument();
    act(() =>
      streams[0].options.onEvent('order.updated', { ...order, status: 'preparing', ...at('2026-11-24T06:35:00.000Z') }, '1'),
    );
    expect(screen.getByText('Preparing', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Preparing');
    // While live, nothing is read again.
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(1);
  });

  it('keeps the newest copy: an older event (a catch-up) does not take the status back', async () => {
    mockHttp({ [route]: answer('ready', at('2026-11-24T06:40:00.000Z')) });
    renderCustomer(path);
    await screen.findByText('Ready', { selector: '.badge' });
    act(() => {
      streams[0].options.onState?.('live');
      streams[0].options.onEvent('order.updated', { ...order, status: 'confirmed', ...at('2026-11-24T06:32:00.000Z') }, '1');
    });
    expect(screen.getByText('Ready', { selector: '.badge' })).toBeInTheDocument();
  });

  it('falls back to reading every 15 s while the stream is down, and stops once it is live again', async () => {
    jest.useFakeTimers();
    const http = mockHttp({ [route]: answer('pending') });
    renderCustomer(path);
    await screen.findByText('Pending', { selector: '.badge' });
    act(() => streams[0].options.onState?.('live'));
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(1);

    act(() => streams[0].options.onState?.('connecting')); // dropped: the library reconnects by itself
    expect(screen.getByText('This page checks for news every 15 seconds.')).toBeInTheDocument();
    http.routes[route] = answer('confirmed');
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(2);
    expect(await screen.findByText('Confirmed', { selector: '.badge' })).toBeInTheDocument();

    act(() => streams[0].options.onState?.('live'));
    await act(async () => jest.advanceTimersByTime(45_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(2);
    expect(watch).toHaveBeenCalledTimes(1); // one stream all along
  });

  it('a refused stream (an API without it, another device) leaves the page reading every 15 s', async () => {
    jest.useFakeTimers();
    const http = mockHttp({ [route]: answer('pending') });
    renderCustomer(path);
    await screen.findByText('Pending', { selector: '.badge' });
    act(() => streams[0].options.onState?.('refused', 404));
    // The next read is due 15 s after the last answer: two steps of 15 s, two reads.
    await act(async () => jest.advanceTimersByTime(15_000));
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(3);
    expect(watch).toHaveBeenCalledTimes(1);
  });

  it('closes the stream once the order is finished, and opens none for a finished order', async () => {
    mockHttp({ [route]: answer('ready') });
    const view = renderCustomer(path);
    await screen.findByText('Ready', { selector: '.badge' });
    act(() => {
      streams[0].options.onState?.('live');
      streams[0].options.onEvent('order.updated', { ...order, status: 'completed' }, '2');
    });
    expect(screen.getByText('Completed', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText('This order is finished.')).toBeInTheDocument();
    expect(streams[0].close).toHaveBeenCalledTimes(1);
    view.unmount();

    watch.mockClear();
    mockHttp({ [route]: answer('cancelled') });
    renderCustomer(path);
    await screen.findByText('Cancelled', { selector: '.badge' });
    expect(watch).not.toHaveBeenCalled();
  });

  it('does not read while the tab is hidden, and reads at once when it is back (stream not live)', async () => {
    jest.useFakeTimers();
    const http = mockHttp({ [route]: answer('pending') });
    renderCustomer(path);
    await screen.findByText('Pending', { selector: '.badge' });
    act(() => setVisibility('hidden'));
    await act(async () => jest.advanceTimersByTime(45_000));
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(1);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(2));
  });

  it('while live, a returning tab does not read; events of another order are ignored', async () => {
    const http = mockHttp({ [route]: answer('pending') });
    renderCustomer(path);
    await screen.findByText('Pending', { selector: '.badge' });
    act(() => streams[0].options.onState?.('live'));
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    act(() => streams[0].options.onEvent('order.updated', { ...order, _id: 'another', status: 'ready' }, '6'));
    expect(screen.getByText('Pending', { selector: '.badge' })).toBeInTheDocument();
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(1);
  });

  it('closes the stream when the page goes', async () => {
    mockHttp({ [route]: answer('pending') });
    const view = renderCustomer(path);
    await screen.findByText('Pending', { selector: '.badge' });
    view.unmount();
    await waitFor(() => expect(streams[0].close).toHaveBeenCalledTimes(1));
  });
});

describe('paying and the bill on the status page (docs/product.md "UPI payments and bills")', () => {
  const qrName = UPI_TEXT.qrLabel('₹31.50', 'Sharma Tea Stall');
  const upiAnswer = (extra: Partial<CustomerOrder> = {}) => ok({ success: true, data: { ...upiOrder, ...extra } });
  const paymentStatus = () =>
    within(screen.getByRole('region', { name: 'Details' }))
      .getAllByRole('term')
      .find((dt) => dt.textContent === 'Payment status')?.nextElementSibling?.textContent;

  it('a cash order says how it stands (unpaid) and has no QR; its bill is linked', async () => {
    mockHttp({ [route]: answer('pending', { bill_key: upiOrder.bill_key }) });
    renderCustomer(path);
    await screen.findByText('Pending', { selector: '.badge' });
    expect(paymentStatus()).toBe('Unpaid');
    expect(screen.queryByTestId('upi-panel')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: BILL_MESSAGES.viewBill })).toHaveAttribute(
      'href',
      `/customer/bill/${upiOrder.bill_key}`,
    );
  });

  it('an order without a bill has no bill link', async () => {
    mockHttp({ [route]: answer('pending') });
    renderCustomer(path);
    await screen.findByText('Pending', { selector: '.badge' });
    expect(screen.queryByRole('link', { name: BILL_MESSAGES.viewBill })).not.toBeInTheDocument();
  });

  it('a UPI order: the QR, "I have paid" (the page’s order follows), then the shop marks it paid live and the QR goes', async () => {
    const claimed = {
      ...upiOrder,
      payment: { status: 'claimed' as const, via: null, claimed_at: '2026-11-24T06:31:00.000Z', updated_at: null },
      updated_at: '2026-11-24T06:31:00.000Z',
    };
    mockHttp({
      [route]: upiAnswer(),
      [`POST /orders/${order._id}/payment/claim`]: ok({
        success: true,
        message: ORDER_PAYMENT_MESSAGES.claimRecorded,
        data: claimed,
      }),
    });
    const { user } = renderCustomer(path);
    expect(await screen.findByRole('img', { name: qrName }, { timeout: 10_000 })).toBeInTheDocument();
    expect(paymentStatus()).toBe('Unpaid');
    act(() => streams[0].options.onState?.('live'));

    await user.click(screen.getByRole('button', { name: UPI_TEXT.iHavePaid }));
    await waitFor(() => expect(paymentStatus()).toBe('Payment to be confirmed'));
    expect(screen.getByTestId('upi-state')).toHaveTextContent(UPI_TEXT.toBeConfirmed);

    act(() =>
      streams[0].options.onEvent(
        'order.updated',
        {
          ...claimed,
          status: 'confirmed',
          payment: { ...claimed.payment, status: 'paid', via: 'upi', updated_at: '2026-11-24T06:35:00.000Z' },
          updated_at: '2026-11-24T06:35:00.000Z',
        },
        '2',
      ),
    );
    expect(screen.getByTestId('upi-state')).toHaveTextContent(UPI_TEXT.paid);
    expect(screen.queryByRole('img', { name: qrName })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UPI_TEXT.iHavePaid })).not.toBeInTheDocument();
    expect(paymentStatus()).toBe('Paid · UPI');
  });

  it('a refunded UPI order has no panel; the status says refunded', async () => {
    mockHttp({
      [route]: upiAnswer({
        payment: { status: 'refunded', via: 'upi', claimed_at: null, updated_at: '2026-11-24T07:00:00.000Z' },
      }),
    });
    renderCustomer(path);
    await screen.findByText('Pending', { selector: '.badge' });
    expect(paymentStatus()).toBe('Refunded · UPI');
    await act(async () => {
      await import('../payments/upi-panel');
    });
    expect(screen.queryByTestId('upi-panel')).not.toBeInTheDocument();
  });
});
