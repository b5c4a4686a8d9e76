import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import { type CustomerOrder, ORDER_DESK_MESSAGES, type Shop } from '@chowk/contracts';
import { shopChanged } from '@chowk/store';
import { writeTrialOrders } from '../../data/trial-store';
import { holdIndiaNoon } from '../../testing/india-noon';
import { renderShop, resetShopTestState, shop } from '../../testing/render-shop';
import { PRINT_ROOT_ID, PRINTING_CLASS } from '../printing/slip-view';
import { fullWithAddOns } from '../../testing/option-fixtures';
import { ORDER_VIEW_MESSAGES } from './order-dialog';
import { deskQueries, makeOrder, shopRoutes } from './testing/order-fixtures';

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

/** A customer's delivery order as GET /api/orders/{id} answers it, with the server's price lines. */
function fullOrder(o: Partial<CustomerOrder> = {}): CustomerOrder {
  const base = makeOrder({
    status: 'confirmed',
    customer_name: 'Meera',
    customer_mobile: '9800000001',
    notes: 'Less sugar',
    items: [
      { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 },
      { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 20 },
    ],
    total_amount: 81.5,
  });
  return {
    ...base,
    shop_id: shop._id,
    shop_name: shop.name,
    shop_code: shop.code,
    placed_by: 'customer',
    delivery_type: 'delivery',
    payment_method: 'qr',
    subtotal: 50,
    tax_amount: 2.5,
    delivery_fee: 29,
    ...o,
  };
}

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
    expect(view).toHaveAccessibleDescription('3 items, total ₹81.50, Delivery, QR Code.');
    expect(within(screen.getByTestId('order-facts')).getByText('Confirmed')).toHaveAttribute('data-status', 'confirmed');
    expect(screen.getByTestId('order-facts')).toHaveTextContent(
      'StatusConfirmedPlaced24 Nov 2026, 1:30 pm onlineOrder typeDeliveryPaymentQR CodeCustomerMeera, 9800000001',
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

  it('Print KOT and Print bill put the slip in the print view and open the print dialog', async () => {
    const order = fullOrder();
    mockHttp({ ...shopRoutes(), [`GET /orders/${order._id}`]: ok({ success: true, data: order }) });
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
    expect(print).toHaveBeenCalledTimes(2);
    expect(root.firstElementChild).toHaveAttribute('data-kind', 'bill');
    for (const text of [
      'Sharma Tea Stall',
      '12, MG Road, Indiranagar, Bengaluru, Karnataka',
      'Ph: 9876543210',
      '2 × Masala Chai₹30.00',
      'Subtotal₹50.00',
      'Tax (5%)₹2.50',
      'Delivery fee₹29.00',
      'TOTAL₹81.50',
      'PaymentQR Code',
    ])
      expect(printed()).toContain(text);
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
    mockHttp({ ...shopRoutes(), [`GET /orders/${order._id}`]: ok({ success: true, data: order }) });
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
    expect(printed()).toContain('2 × Masala Chai₹38.00+ Size: Full+ Add-ons: Elaichi, Ginger');
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
