import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import {
  BILL_MESSAGES,
  type CustomerOrder,
  ORDER_DESK_MESSAGES,
  ORDER_PAYMENT_MESSAGES as PM,
  type OrderPayment,
  type Shop,
} from '@chowk/contracts';
import { shopChanged } from '@chowk/store';
import { readTrialOrders, writeTrialOrders } from '../../data/trial-store';
import { holdIndiaNoon } from '../../testing/india-noon';
import { renderShop, resetShopTestState, shop } from '../../testing/render-shop';
import { PRINT_ROOT_ID, PRINTING_CLASS } from '../printing/slip-view';
import { billOf } from '../../testing/bill-fixtures';
import { fullWithAddOns } from '../../testing/option-fixtures';
import { ORDER_VIEW_MESSAGES } from './order-dialog';
import { deskQueries, fullOrder, makeOrder, shopRoutes } from './testing/order-fixtures';

jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchShopOrders: jest.fn() }));

holdIndiaNoon();

let print: jest.SpyInstance;
beforeEach(() => {
  print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
  resetShopTestState();
  document.documentElement.classList.remove(PRINTING_CLASS);
});

const dialog = () => screen.findByRole('dialog');
const location = () => screen.getByTestId('location').textContent ?? '';
const printed = () => document.getElementById(PRINT_ROOT_ID)?.textContent ?? '';

describe('the order view on the desk (?order=<id>)', () => {
  it('opens on a fresh load for an order the list does not hold, read from GET /orders/{id}: the whole order', async () => {
    const order = fullOrder();
    const http = mockHttp({ ...shopRoutes(), [`GET /orders/${order._id}`]: ok({ success: true, data: order }) });
    deskQueries(() => ({ orders: [] }));
    renderShop(`/shop/orders?order=${order._id}`);
    const view = await dialog();
    expect(await within(view).findByRole('heading', { name: `Order ${order.order_id}` })).toBeInTheDocument();
    expect(view).toHaveAccessibleName(`Order ${order.order_id}`);
    expect(view).toHaveAccessibleDescription('3 items, total ₹81.50, Delivery, UPI.');
    expect(within(screen.getByTestId('order-facts')).getByText('Confirmed')).toHaveAttribute('data-status', 'confirmed');
    expect(screen.getByTestId('order-facts')).toHaveTextContent(
      'StatusConfirmedPlaced24 Nov 2026, 1:30 pm onlineOrder typeDeliveryPayment methodUPICustomerMeera, 9800000001',
    );
    const items = within(within(view).getByRole('table', { name: `Items of ${order.order_id}` }));
    expect(
      items
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['Masala Chai', '2', '₹15.00', '₹30.00'],
      ['Samosa', '1', '₹20.00', '₹20.00'],
    ]);
    expect(within(view).getByText('Less sugar')).toBeInTheDocument();
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Subtotal₹50.00Tax (5%)₹2.50Delivery fee₹29.00Total₹81.50');
    // The focus went where it could while the order loaded (the way back); the way to the printing settings is there.
    expect(within(view).getByRole('button', { name: 'Back to orders' })).toHaveFocus();
    expect(within(view).getByRole('link', { name: 'Printing settings' })).toHaveAttribute('href', '/shop/settings#printing');
    expect(http.made('GET', `/orders/${order._id}`)).toHaveLength(1);
  });

  it('shows a loading state while it reads the order, with no print actions yet', async () => {
    const order = fullOrder();
    mockHttp({ ...shopRoutes(), [`GET /orders/${order._id}`]: NEVER });
    deskQueries(() => ({ orders: [] }));
    renderShop(`/shop/orders?order=${order._id}`);
    const view = await dialog();
    expect(within(view).getByRole('status')).toHaveTextContent(ORDER_VIEW_MESSAGES.loading);
    expect(within(view).getByRole('heading', { name: 'Order' })).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Print KOT' })).not.toBeInTheDocument();
  });

  it('opens from a row (its number), showing the listed copy at once, and closes with Escape, the URL as before', async () => {
    const order = fullOrder();
    mockHttp({ ...shopRoutes(), [`GET /orders/${order._id}`]: NEVER });
    deskQueries(() => ({ orders: [order] }));
    const { user } = renderShop('/shop/orders?status=confirmed');
    await user.click(await screen.findByRole('link', { name: `Open order ${order.order_id}` }));
    const view = await dialog();
    expect(location()).toBe(`/shop/orders?status=confirmed&order=${order._id}`);
    // The list's copy while the order is read again; the first action has the focus.
    expect(within(view).getByRole('heading', { name: `Order ${order.order_id}` })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Print KOT' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/shop/orders?status=confirmed');
  });

  it('an order that is not the shop’s (404) or an id the API cannot read (400) is not found; closing leaves the desk', async () => {
    for (const status of [404, 400]) {
      mockHttp({ ...shopRoutes(), 'GET /orders/not-mine': fail(status, { message: ORDER_DESK_MESSAGES.orderNotFound }) });
      deskQueries(() => ({ orders: [] }));
      const { user, unmount } = renderShop('/shop/orders?order=not-mine');
      const view = await dialog();
      expect(await within(view).findByRole('heading', { name: ORDER_VIEW_MESSAGES.notFoundTitle })).toBeInTheDocument();
      expect(view).toHaveAccessibleDescription(ORDER_VIEW_MESSAGES.notFound);
      expect(within(view).queryByRole('button', { name: 'Print KOT' })).not.toBeInTheDocument();
      await user.click(within(view).getByRole('button', { name: 'Back to orders' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(location()).toBe('/shop/orders');
      unmount();
      resetShopTestState();
    }
  });

  it('a failed read says so, with Retry', async () => {
    const order = fullOrder();
    const http = mockHttp({ ...shopRoutes(), [`GET /orders/${order._id}`]: fail(500) });
    deskQueries(() => ({ orders: [] }));
    const { user } = renderShop(`/shop/orders?order=${order._id}`);
    const view = await dialog();
    expect(await within(view).findByText(ORDER_VIEW_MESSAGES.failed)).toBeInTheDocument();
    http.routes[`GET /orders/${order._id}`] = ok({ success: true, data: order });
    await user.click(within(view).getByRole('button', { name: 'Retry' }));
    expect(await within(view).findByRole('heading', { name: `Order ${order.order_id}` })).toBeInTheDocument();
  });

  it('Print KOT and Print bill put the slip in the print view and open the print dialog; the bill is the issued one', async () => {
    const order = fullOrder();
    const http = mockHttp({
      ...shopRoutes(),
      [`GET /orders/${order._id}`]: ok({ success: true, data: order }),
      [`GET /orders/${order._id}/bill`]: ok({
        success: true,
        data: billOf('receipt', { order: { ...billOf('receipt').order, id: order._id } }),
      }),
    });
    deskQueries(() => ({ orders: [] }));
    const { user, store } = renderShop(`/shop/orders?order=${order._id}`);
    act(() => {
      store.dispatch(
        shopChanged({ ...shop, address: '12, MG Road', printing: { paper: '80mm', kot_on_confirm: false } } as Shop),
      );
    });
    const view = await dialog();
    await user.click(await within(view).findByRole('button', { name: 'Print KOT' }));
    expect(print).toHaveBeenCalledTimes(1);
    const root = document.getElementById(PRINT_ROOT_ID) as HTMLElement;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.firstElementChild).toHaveAttribute('data-paper', '80mm');
    expect(root.firstElementChild).toHaveAttribute('data-kind', 'kot');
    expect(printed()).toContain(order.order_id);
    expect(printed()).toContain('DELIVERY');
    expect(printed()).toContain('2 × Masala Chai');
    expect(printed()).toContain('Notes: Less sugar');
    expect(printed()).not.toContain('₹');
    expect(document.documentElement).toHaveClass(PRINTING_CLASS);

    await user.click(within(view).getByRole('button', { name: 'Print bill' }));
    // A registered shop prints the order's bill as GET /orders/{id}/bill answers it (issued on its first opening).
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(http.made('GET', `/orders/${order._id}/bill`)).toHaveLength(1);
    expect(root.firstElementChild).toHaveAttribute('data-kind', 'bill');
    expect(root.firstElementChild).toHaveAttribute('data-paper', '80mm');
    for (const text of [
      'Sharma Tea Stall',
      '12, MG Road, Indiranagar, Bengaluru, Karnataka',
      'Ph: 9876543210',
      'Receipt',
      'Bill No.2026-27/00042',
      'Date: 24 Nov 2026, 3:45 pm',
      '2 × Masala Chai₹30.00+ Full · Elaichi, Ginger',
      'Subtotal₹67.50',
      'Tax (5%)₹3.38',
      'Delivery fee₹29.00',
      'TOTAL₹99.88',
      'Rupees Ninety Nine and Eighty Eight Paise Only',
      'PaymentPaid · UPI',
    ])
      expect(printed()).toContain(text);
    // The bill block says which bill it is.
    expect(within(screen.getByTestId('order-bill')).getByRole('status')).toHaveTextContent('Receipt 2026-27/00042');
    // Back on the page (a key, a touch): printing prints the page again, not the slip.
    await user.keyboard('{Shift}');
    expect(document.documentElement).not.toHaveClass(PRINTING_CLASS);
  });

  it('shows each line’s options under it, and the KOT and the bill print them (docs/product.md "Item options")', async () => {
    const order = fullOrder({
      items: [
        { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 19, base_price: 10, options: fullWithAddOns },
        { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 20 },
      ],
      subtotal: 58,
      tax_amount: 2.9,
      total_amount: 89.9,
    });
    const lines = [
      { name: 'Masala Chai', options: 'Full · Elaichi, Ginger', quantity: 2, unit_price: 19, amount: 38 },
      { name: 'Samosa', quantity: 1, unit_price: 20, amount: 20 },
    ];
    mockHttp({
      ...shopRoutes(),
      [`GET /orders/${order._id}`]: ok({ success: true, data: order }),
      [`GET /orders/${order._id}/bill`]: ok({ success: true, data: billOf('receipt', { lines }) }),
    });
    deskQueries(() => ({ orders: [] }));
    const { user } = renderShop(`/shop/orders?order=${order._id}`);
    const view = await dialog();
    const items = within(await within(view).findByRole('table', { name: `Items of ${order.order_id}` }));
    expect(
      items
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['Masala ChaiFull · Elaichi, Ginger', '2', '₹19.00', '₹38.00'],
      ['Samosa', '1', '₹20.00', '₹20.00'],
    ]);
    expect(items.getByText('Full · Elaichi, Ginger')).toHaveClass('stat-hint');
    await user.click(within(view).getByRole('button', { name: 'Print KOT' }));
    expect(printed()).toContain('2 × Masala Chai+ Size: Full+ Add-ons: Elaichi, Ginger');
    await user.click(within(view).getByRole('button', { name: 'Print bill' }));
    // The issued bill carries each line's options as one summary (optionsSummary).
    await waitFor(() => expect(printed()).toContain('2 × Masala Chai₹38.00+ Full · Elaichi, Ginger'));
  });

  it("a trial's order opens from the device, prints, and has its printing settings in the view", async () => {
    const order = makeOrder({
      _id: 'trial-order-1',
      placed_by: 'shop',
      items: [{ product_id: 'p', product_name: 'Vada', quantity: 3, price: 10 }],
      total_amount: 31.5,
    });
    writeTrialOrders([order]);
    mockHttp({});
    const { user } = renderShop('/shop/orders?order=trial-order-1', { as: 'trial' });
    const view = await dialog();
    expect(await within(view).findByRole('heading', { name: `Order ${order.order_id}` })).toBeInTheDocument();
    expect(screen.getByTestId('order-facts')).toHaveTextContent('at the counter');
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Subtotal₹30.00Tax (5%)₹1.50Delivery fee₹0.00Total₹31.50');
    await user.click(within(view).getByText('Printing settings'));
    expect(within(view).getByRole('heading', { level: 3, name: 'Printing' })).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Print bill' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printed()).toContain('My trial shop');
    expect(printed()).toContain('TOTAL₹31.50');
  });
});

const paymentOf = (o: Partial<OrderPayment>): OrderPayment => ({
  status: 'unpaid',
  via: null,
  claimed_at: null,
  updated_at: null,
  ...o,
});
/** The order as PATCH /orders/{id}/payment answers it: its new payment, changed a moment later. */
const withPayment = (order: CustomerOrder, payment: Partial<OrderPayment>, second: number): CustomerOrder => ({
  ...order,
  payment: paymentOf({ updated_at: new Date(Date.parse(order.created_at) + second * 1000).toISOString(), ...payment }),
  updated_at: new Date(Date.parse(order.created_at) + second * 1000).toISOString(),
});

describe('the order view: payment (docs/product.md "UPI payments and bills")', () => {
  it('shows "Customer says paid" and when, offers UPI first for a UPI order, and marks it paid, refunded and back, with Undo inside the view', async () => {
    // 1:35 pm in India: the customer said they paid five minutes after ordering.
    const claimedAt = '2026-11-24T08:05:00.000Z';
    const order = fullOrder({ payment: paymentOf({ status: 'claimed', claimed_at: claimedAt }) });
    const paidCash = withPayment(order, { status: 'paid', via: 'cash', claimed_at: claimedAt }, 60);
    const refunded = withPayment(order, { status: 'refunded', via: 'cash', claimed_at: claimedAt }, 120);
    const paidAgain = withPayment(order, { status: 'paid', via: 'cash', claimed_at: claimedAt }, 180);
    const answers = [paidCash, refunded, paidAgain];
    const http = mockHttp({
      ...shopRoutes(),
      [`GET /orders/${order._id}`]: ok({ success: true, data: order }),
      [`PATCH /orders/${order._id}/payment`]: () => ok({ success: true, message: PM.updated, data: answers.shift() }),
    });
    deskQueries(() => ({ orders: [order] }));
    const { user } = renderShop(`/shop/orders?order=${order._id}`);
    const view = await dialog();
    const block = within(await within(view).findByTestId('order-payment'));
    expect(block.getByRole('heading', { level: 3, name: 'Payment' })).toBeInTheDocument();
    expect(block.getByText('Customer says paid')).toHaveAttribute('data-payment', 'claimed');
    expect(block.getByText('Customer said they paid: 24 Nov 2026, 1:35 pm')).toBeInTheDocument();
    const actions = () =>
      within(block.getByRole('group', { name: 'Change payment' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(actions()).toEqual(['Mark paid (UPI)', 'Mark paid (Cash)']);

    await user.click(block.getByRole('button', { name: 'Mark paid (Cash)' }));
    expect(await block.findByText('Paid · Cash')).toHaveAttribute('data-payment', 'paid');
    expect(http.made('PATCH', `/orders/${order._id}/payment`).map((c) => c.data)).toEqual([{ status: 'paid', via: 'cash' }]);
    // Said inside the view (the desk behind the modal dialog is inert), with Undo.
    const notice = within(block.getByTestId('payment-notice'));
    expect(notice.getByRole('status')).toHaveTextContent(`${PM.markedPaid}: ${order.order_id}`);
    expect(actions()).toEqual(['Mark refunded', 'Mark unpaid']);
    // The desk's row follows the saved answer.
    expect(screen.getAllByText('Paid · Cash')).toHaveLength(2);

    await user.click(block.getByRole('button', { name: 'Mark refunded' }));
    expect(await block.findByText('Refunded · Cash')).toBeInTheDocument();
    expect(notice.getByRole('status')).toHaveTextContent(`${PM.markedRefunded}: ${order.order_id}`);
    expect(actions()).toEqual(['Mark paid (UPI)', 'Mark paid (Cash)', 'Mark unpaid']);
    // Undo of a refund: paid again, the same way.
    await user.click(notice.getByRole('button', { name: PM.undo }));
    expect(await block.findByText('Paid · Cash')).toBeInTheDocument();
    expect(http.made('PATCH', `/orders/${order._id}/payment`).map((c) => c.data)).toEqual([
      { status: 'paid', via: 'cash' },
      { status: 'refunded' },
      { status: 'paid', via: 'cash' },
    ]);
    expect(notice.getByRole('status')).toHaveTextContent(`${PM.updated}: ${order.order_id}`);
    expect(notice.queryByRole('button', { name: PM.undo })).not.toBeInTheDocument();
  });

  it('a failed change says so and keeps the order as it was', async () => {
    const order = fullOrder({ payment_method: 'cash' });
    mockHttp({
      ...shopRoutes(),
      [`GET /orders/${order._id}`]: ok({ success: true, data: order }),
      [`PATCH /orders/${order._id}/payment`]: fail(500),
    });
    deskQueries(() => ({ orders: [] }));
    const { user } = renderShop(`/shop/orders?order=${order._id}`);
    const view = await dialog();
    const block = within(await within(view).findByTestId('order-payment'));
    // A cash order: cash first.
    expect(block.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark paid (Cash)', 'Mark paid (UPI)']);
    await user.click(block.getByRole('button', { name: 'Mark paid (Cash)' }));
    expect(await block.findByRole('alert')).toHaveTextContent(`${PM.updateFailed}: Server error. Please try again later.`);
    expect(block.getByText('Unpaid')).toHaveAttribute('data-payment', 'unpaid');
  });
});

describe('the order view: the bill', () => {
  it('View bill opens its address in a new tab; Share on WhatsApp reads the bill and opens wa.me to the customer with its text', async () => {
    const order = fullOrder({ bill_key: 'AbCdEfGhIjKlMnOpQrStUv' });
    const bill = billOf('tax_invoice');
    const http = mockHttp({
      ...shopRoutes(),
      [`GET /orders/${order._id}`]: ok({ success: true, data: order }),
      [`GET /orders/${order._id}/bill`]: ok({ success: true, data: bill }),
    });
    deskQueries(() => ({ orders: [] }));
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderShop(`/shop/orders?order=${order._id}`);
    const view = await dialog();
    const block = within(await within(view).findByTestId('order-bill'));
    const link = block.getByRole('link', { name: `${BILL_MESSAGES.viewBill} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', '/customer/bill/AbCdEfGhIjKlMnOpQrStUv');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Nothing read (so nothing issued) until asked.
    expect(http.made('GET', `/orders/${order._id}/bill`)).toHaveLength(0);

    await user.click(block.getByRole('button', { name: BILL_MESSAGES.share }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const text = `Tax Invoice 2026-27/00042 from Sharma Tea Stall: ₹99.88. ${window.location.origin}/customer/bill/AbCdEfGhIjKlMnOpQrStUv`;
    expect(window.location.origin).toBe('http://localhost');
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/919800000001?text=${encodeURIComponent(text)}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(block.getByRole('status')).toHaveTextContent('Tax Invoice 2026-27/00042');
    open.mockRestore();
  });

  it('a counter order without a mobile shares to a chat the shop picks; an order cancelled before its bill says it has none', async () => {
    const order = fullOrder({ customer_mobile: undefined, placed_by: 'shop', status: 'cancelled' });
    const http = mockHttp({
      ...shopRoutes(),
      [`GET /orders/${order._id}`]: ok({ success: true, data: order }),
      [`GET /orders/${order._id}/bill`]: fail(409, { message: BILL_MESSAGES.cancelledUnissued }),
    });
    deskQueries(() => ({ orders: [] }));
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderShop(`/shop/orders?order=${order._id}`);
    const view = await dialog();
    const block = within(await within(view).findByTestId('order-bill'));
    // No key yet: no View bill.
    expect(block.queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Print bill' }));
    expect(await block.findByRole('alert')).toHaveTextContent(BILL_MESSAGES.cancelledUnissued);
    expect(print).not.toHaveBeenCalled();
    await user.click(block.getByRole('button', { name: BILL_MESSAGES.share }));
    await waitFor(() => expect(http.made('GET', `/orders/${order._id}/bill`)).toHaveLength(2));
    expect(open).not.toHaveBeenCalled();

    http.routes[`GET /orders/${order._id}/bill`] = ok({ success: true, data: billOf('receipt', { cancelled: true }) });
    await user.click(block.getByRole('button', { name: BILL_MESSAGES.share }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0][0]).toMatch(/^https:\/\/wa\.me\/\?text=Receipt%202026-27%2F00042%20from%20/);
    expect(block.getByRole('status')).toHaveTextContent(`Receipt 2026-27/00042 · ${BILL_MESSAGES.cancelledStamp}`);
    expect(block.queryByRole('alert')).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('another failure to read the bill says so, with the reason', async () => {
    const order = fullOrder();
    mockHttp({
      ...shopRoutes(),
      [`GET /orders/${order._id}`]: ok({ success: true, data: order }),
      [`GET /orders/${order._id}/bill`]: fail(500),
    });
    deskQueries(() => ({ orders: [] }));
    const { user } = renderShop(`/shop/orders?order=${order._id}`);
    const view = await dialog();
    await user.click(await within(view).findByRole('button', { name: 'Print bill' }));
    expect(await within(screen.getByTestId('order-bill')).findByRole('alert')).toHaveTextContent(
      `${BILL_MESSAGES.failed}: Server error. Please try again later.`,
    );
    expect(print).not.toHaveBeenCalled();
  });
});

describe("a trial's order: payments on this device, bills with a registered shop", () => {
  it('marks it paid with no request, keeps it on the device, and says numbered bills come with registering', async () => {
    const order = makeOrder({
      _id: 'trial-order-2',
      placed_by: 'shop',
      items: [{ product_id: 'p', product_name: 'Vada', quantity: 3, price: 10 }],
      total_amount: 31.5,
    });
    writeTrialOrders([order]);
    const http = mockHttp({});
    const { user } = renderShop('/shop/orders?order=trial-order-2', { as: 'trial' });
    const view = await dialog();
    const block = within(await within(view).findByTestId('order-payment'));
    await user.click(block.getByRole('button', { name: 'Mark paid (Cash)' }));
    expect(await block.findByText('Paid · Cash')).toBeInTheDocument();
    expect(readTrialOrders()[0].payment).toMatchObject({ status: 'paid', via: 'cash' });
    await user.click(within(block.getByTestId('payment-notice')).getByRole('button', { name: PM.undo }));
    expect(await block.findByText('Unpaid')).toBeInTheDocument();
    expect(readTrialOrders()[0].payment).toMatchObject({ status: 'unpaid', via: null });

    const bill = within(screen.getByTestId('order-bill'));
    expect(bill.getByText(/Numbered bills your customers can open/)).toBeInTheDocument();
    expect(bill.queryByRole('button', { name: BILL_MESSAGES.share })).not.toBeInTheDocument();
    expect(bill.getByRole('link', { name: 'Register your shop' })).toHaveAttribute(
      'href',
      '/shop/onboarding?redirect-from=%2Fshop%2Forders',
    );
    expect(http.calls).toEqual([]);
  });
});
