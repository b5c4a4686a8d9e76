import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { watchShopOrders } from '@chowk/api-client';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import {
  ORDER_DESK_MESSAGES,
  ORDER_PAYMENT_MESSAGES as PM,
  type Order,
  type OrderPayment,
  PAYMENT_UNDO_MS,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { trialSource } from '../../data/trial-source';
import { TRIAL_SHOP_ID } from '../../data/trial-store';
import { selectShopData } from '../../store/shop.slice';
import { fullWithAddOns, picked, sizeGroup } from '../../testing/option-fixtures';
import { holdIndiaNoon, INDIA_NOON } from '../../testing/india-noon';
import { renderShop, resetShopTestState } from '../../testing/render-shop';
import {
  cachedDeskOrders,
  deskQueries,
  emitOrderEvent,
  emitResync,
  makeOrder,
  screenIsPhone,
  shopRoutes,
  summaryOf,
} from './testing/order-fixtures';

// The live stream is a hand-driven fake of the api-client's (jsdom has no fetch): emitOrderEvent sends its events.
jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchShopOrders: jest.fn() }));

// The orders are dated `today`: the desk must read the same day, even when the run crosses midnight.
holdIndiaNoon();

afterEach(() => {
  resetShopTestState();
  delete (window as Partial<Window>).matchMedia;
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 3000 });
const location = () => screen.getByTestId('location').textContent ?? '';
const table = () => screen.getByRole('table', { name: 'Orders' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const numbers = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent?.replace('New', ''));
const card = (label: string) => screen.getByText(label, { selector: '.stat-label' }).closest('.stat-card') as HTMLElement;
const statusOf = (orderId: string) => screen.getByRole('combobox', { name: `Status of ${orderId}` });
const deskParams = { sort: 'date_desc', page: 1, limit: 20 };

describe('the order desk: the list (docs/product.md §2 Orders screen, §9)', () => {
  it('loads 20 at a time newest first: number, time hh:mm A, customer, items, total, status, notes; then Load more to the end', async () => {
    const meera = makeOrder({
      customer_name: 'Meera',
      customer_mobile: '9800000001',
      time: '14-05',
      notes: 'Less sugar',
      items: [
        { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 },
        { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 20 },
      ],
      total_amount: 52.5,
    });
    const ravi = makeOrder({ status: 'weird', customer_email: 'ravi@example.in', time: '09-30', date: '23-11-2026' });
    const walkIn = makeOrder({ status: 'ready', time: '00-15', total_amount: 1234.5 });
    mockHttp(shopRoutes({ summary: summaryOf({ todays_orders: 7, pending_orders: 3 }) }));
    const calls = deskQueries();
    const { user } = renderShop('/shop/orders');
    await heading();
    // Loading: a skeleton, marked busy.
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table', { name: 'Orders (loading)' }).closest('[aria-busy="true"]')).not.toBeNull();
    expect(calls[0]?.params).toEqual(deskParams);

    act(() => calls[0].respond([meera, ravi, walkIn], { total: 4, hasMore: true }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    // The table's scrolling box is a tab stop, a region named as the table (axe scrollable-region-focusable).
    const box = table().parentElement as HTMLElement;
    expect(box).toHaveAttribute('role', 'region');
    expect(box).toHaveAccessibleName('Orders');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Time', 'Customer', 'Items', 'Total', 'Payment', 'Status', 'Notes']);
    const cells = (i: number) =>
      within(bodyRows()[i])
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0)).toEqual([
      meera.order_id,
      '02:05 PM',
      'Meera9800000001',
      '2 × Masala Chai, 1 × Samosa',
      '₹52.50',
      // No payment yet (an older answer): unpaid, with the one-tap Mark paid (cash: not a UPI order).
      'UnpaidMark paid (Cash)',
      'PendingConfirmedPreparingReadyCompletedCancelled',
      'Less sugar',
    ]);
    // Another day shows its date; an unknown status shows as Pending; no name or contact is a walk-in.
    expect(cells(1).slice(1, 3)).toEqual(['09:30 AM23-11-2026', 'ravi@example.in']);
    expect(statusOf(ravi.order_id)).toHaveValue('pending');
    expect(cells(2).slice(1, 3)).toEqual(['12:15 AM', 'Walk-in']);
    expect(cells(2)[4]).toBe('₹1,234.50');
    expect(cells(2)).toHaveLength(8);
    expect(statusOf(walkIn.order_id)).toHaveValue('ready');
    expect(
      within(statusOf(walkIn.order_id))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Confirmed', 'Preparing', 'Ready', 'Completed', 'Cancelled']);
    // Coloured as the badge (docs/product.md §4: ready purple).
    expect(statusOf(walkIn.order_id)).toHaveStyle({ color: '#6b21a8' });
    expect(screen.getByText('Showing 3 of 4 orders')).toHaveAttribute('role', 'status');
    // Today's figures come from the day summary.
    expect(card("Today's orders")).toHaveTextContent('7');
    expect(card('Pending orders')).toHaveTextContent('3');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(calls[1]?.params).toEqual({ ...deskParams, page: 2 });
    const last = makeOrder({ status: 'completed' });
    // An order already shown (the pages shifted) is not listed twice.
    act(() => calls[1].respond([walkIn, last], { total: 4, hasMore: false }));
    await waitFor(() => expect(numbers()).toEqual([meera.order_id, ravi.order_id, walkIn.order_id, last.order_id]));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText("That's all: 4 orders.")).toBeInTheDocument();
  });

  it('status filter, sort and a debounced search go to the server and stay in the URL; no match offers a way back', async () => {
    const meera = makeOrder({ customer_name: 'Meera' });
    mockHttp(shopRoutes());
    const calls = deskQueries((params) => ({ orders: params.search === 'nobody' ? [] : [meera] }));
    const { user } = renderShop('/shop/orders');
    await heading();
    await screen.findByRole('table', { name: 'Orders' });

    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'Pending', 'Confirmed', 'Preparing', 'Ready', 'Completed', 'Cancelled']);
    await user.selectOptions(filter, 'ready');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ ...deskParams, status: 'ready' }));
    expect(location()).toBe('/shop/orders?status=ready');

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest first', 'Oldest first', 'Amount: high to low', 'Amount: low to high']);
    await user.selectOptions(sort, 'amount_desc');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ ...deskParams, status: 'ready', sort: 'amount_desc' }));

    const before = calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'Meera');
    // Debounced: nothing sent while typing, then one query with the whole word.
    expect(calls).toHaveLength(before);
    await waitFor(() =>
      expect(calls.at(-1)?.params).toEqual({ ...deskParams, status: 'ready', sort: 'amount_desc', search: 'Meera' }),
    );
    expect(calls.filter((c) => c.params.search !== undefined)).toHaveLength(1);
    expect(location()).toBe('/shop/orders?status=ready&sort=amount_desc&search=Meera');

    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nobody');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ ...deskParams, sort: 'amount_desc' }));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    expect(location()).toBe('/shop/orders?sort=amount_desc');
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it('opens with the query of its URL', async () => {
    mockHttp(shopRoutes());
    const calls = deskQueries(() => ({ orders: [] }));
    renderShop('/shop/orders?status=pending&sort=date_asc&search=ravi');
    await heading();
    await waitFor(() => expect(calls[0]?.params).toEqual({ ...deskParams, status: 'pending', sort: 'date_asc', search: 'ravi' }));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('ravi');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date_asc');
  });

  it('no orders yet: says so, with Add order', async () => {
    mockHttp(shopRoutes());
    deskQueries(() => ({ orders: [] }));
    renderShop('/shop/orders');
    await heading();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add order' })).toHaveLength(2);
  });

  it("a failed load says 'Failed to load orders' with Retry (not docs/product.md §8's silent empty list)", async () => {
    mockHttp(shopRoutes());
    let answer: number | 'ok' = 500;
    const calls = deskQueries(() => (answer === 'ok' ? { orders: [makeOrder()] } : answer));
    const { user } = renderShop('/shop/orders');
    await heading();
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('on a phone the rows are cards, each with its labelled status', async () => {
    screenIsPhone(true);
    const order = makeOrder({ customer_name: 'Meera', notes: 'Table 4' });
    mockHttp(shopRoutes());
    deskQueries(() => ({ orders: [order] }));
    renderShop('/shop/orders');
    await heading();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent(order.order_id);
    expect(item).toHaveTextContent('02:05 PM');
    expect(item).toHaveTextContent('Notes: Table 4');
    expect(within(item).getByRole('combobox', { name: `Status of ${order.order_id}` })).toHaveValue('pending');
    expect(within(item).getByText('Unpaid')).toHaveAttribute('data-payment', 'unpaid');
    expect(within(item).getByRole('button', { name: `Mark paid (Cash): ${order.order_id}` })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('an order with chosen options lists its lines, each line’s options under it (docs/product.md "Item options")', async () => {
    const order = makeOrder({
      items: [
        { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 19, base_price: 10, options: fullWithAddOns },
        {
          product_id: 'p1',
          product_name: 'Masala Chai',
          quantity: 1,
          price: 10,
          base_price: 10,
          options: [picked(sizeGroup, 'Cutting')],
        },
        { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 20 },
      ],
    });
    mockHttp(shopRoutes());
    deskQueries(() => ({ orders: [order] }));
    const { unmount } = renderShop('/shop/orders');
    await heading();
    await screen.findByRole('table', { name: 'Orders' });
    const lines = within(within(bodyRows()[0] as HTMLElement).getByRole('list'));
    expect(lines.getAllByRole('listitem').map((l) => l.textContent)).toEqual([
      '2 × Masala ChaiFull · Elaichi, Ginger',
      '1 × Masala ChaiCutting',
      '1 × Samosa',
    ]);
    expect(lines.getByText('Full · Elaichi, Ginger')).toHaveClass('stat-hint');
    unmount();

    screenIsPhone(true);
    renderShop('/shop/orders');
    const [card] = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(card).toHaveTextContent('2 × Masala ChaiFull · Elaichi, Ginger1 × Masala ChaiCutting1 × Samosa');
  });
});

describe('the order desk: changing a status (docs/product.md §2, §4)', () => {
  it('shows the new status at once, in the row and the cache, while it saves', async () => {
    const order = makeOrder();
    const http = mockHttp({ ...shopRoutes(), [`PATCH /orders/${order._id}/status`]: NEVER });
    deskQueries(() => ({ orders: [order] }));
    const { user, store } = renderShop('/shop/orders');
    await heading();
    await screen.findByRole('table', { name: 'Orders' });
    await user.selectOptions(statusOf(order.order_id), 'confirmed');
    // Optimistic: the row and the cache show it before the answer.
    expect(statusOf(order.order_id)).toHaveValue('confirmed');
    expect(statusOf(order.order_id)).toHaveAttribute('aria-busy', 'true');
    expect(cachedDeskOrders(store.getState())[0]?.status).toBe('confirmed');
    expect(http.made('PATCH', `/orders/${order._id}/status`).map((c) => c.data)).toEqual([{ status: 'confirmed' }]);
    // While saving, another choice is not taken.
    await user.selectOptions(statusOf(order.order_id), 'ready');
    expect(http.made('PATCH', `/orders/${order._id}/status`)).toHaveLength(1);
    expect(statusOf(order.order_id)).toHaveValue('confirmed');
  });

  it('a saved change says so; the row and the cache hold the saved order', async () => {
    const order = makeOrder();
    const saved = { ...order, status: 'completed', updated_at: new Date().toISOString() };
    mockHttp({
      ...shopRoutes(),
      [`PATCH /orders/${order._id}/status`]: ok({ success: true, message: ORDER_DESK_MESSAGES.statusUpdated, data: saved }),
    });
    deskQueries(() => ({ orders: [order] }));
    const { user, store } = renderShop('/shop/orders');
    await heading();
    await screen.findByRole('table', { name: 'Orders' });
    await user.selectOptions(statusOf(order.order_id), 'completed');
    expect(await screen.findByText(ORDER_DESK_MESSAGES.statusUpdated)).toBeInTheDocument();
    expect(statusOf(order.order_id)).toHaveValue('completed');
    expect(statusOf(order.order_id)).not.toHaveAttribute('aria-busy');
    expect(cachedDeskOrders(store.getState())[0]).toEqual(saved);
    // A saved change is no new order: nothing to alert.
    expect(selectShopData(store.getState()).unseenOrderIds).toEqual([]);
  });

  it('a failed save says so and puts the old status back', async () => {
    const order = makeOrder({ status: 'preparing' });
    mockHttp({ ...shopRoutes(), [`PATCH /orders/${order._id}/status`]: fail(500) });
    deskQueries(() => ({ orders: [order] }));
    const { user, store } = renderShop('/shop/orders');
    await heading();
    await screen.findByRole('table', { name: 'Orders' });
    await user.selectOptions(statusOf(order.order_id), 'cancelled');
    expect(
      await screen.findByText(`${ORDER_DESK_MESSAGES.statusFailed}: Server error. Please try again later.`),
    ).toBeInTheDocument();
    expect(statusOf(order.order_id)).toHaveValue('preparing');
    expect(cachedDeskOrders(store.getState())[0]?.status).toBe('preparing');
  });
});

describe('the order desk: live orders', () => {
  it('a new order joins the list as the server lists it, with a New mark (it rings on until attended to); a change updates its row in place; an older copy does not', async () => {
    const older = makeOrder({ customer_name: 'Older' });
    const newer = makeOrder({ customer_name: 'Newer' });
    let listed: Order[] = [newer, older];
    mockHttp(shopRoutes());
    const calls = deskQueries(() => ({ orders: listed }));
    const { store } = renderShop('/shop/orders');
    await heading();
    await screen.findByRole('table', { name: 'Orders' });

    const fresh = makeOrder({ customer_name: 'Fresh' });
    listed = [fresh, newer, older];
    await emitOrderEvent('order.created', fresh);
    // The list re-reads: where the order goes is the server's to say.
    await waitFor(() => expect(numbers()).toEqual([fresh.order_id, newer.order_id, older.order_id]));
    expect(calls).toHaveLength(2);
    expect(within(bodyRows()[0]).getByText('New')).toBeInTheDocument();
    // On screen is not attended to: it stays unseen (the alert rings on) until its status changes or the alert is opened.
    expect(selectShopData(store.getState()).unseenOrderIds).toEqual([fresh._id]);
    expect(screen.getByText('Showing 3 of 3 orders')).toBeInTheDocument();

    // A change to an order on screen takes its row in place, at once.
    const later = new Date(Date.parse(older.updated_at ?? '') + 60_000).toISOString();
    await emitOrderEvent('order.updated', { ...older, status: 'ready', updated_at: later });
    expect(statusOf(older.order_id)).toHaveValue('ready');
    await emitOrderEvent('order.updated', { ...older, status: 'cancelled', updated_at: older.updated_at });
    expect(statusOf(older.order_id)).toHaveValue('ready');
    expect(numbers()).toEqual([fresh.order_id, newer.order_id, older.order_id]);
  });

  it('a new order outside the filter stays out (and unseen)', async () => {
    const shown = makeOrder({ status: 'ready' });
    const listed: Order[] = [shown];
    mockHttp(shopRoutes());
    deskQueries((params) => ({ orders: listed.filter((o) => !params.status || o.status === params.status) }));
    const { store } = renderShop('/shop/orders?status=ready');
    await heading();
    await screen.findByRole('table', { name: 'Orders' });
    const pending = makeOrder({ status: 'pending' });
    listed.unshift(pending);
    await emitOrderEvent('order.created', pending);
    const ready = makeOrder({ status: 'ready', placed_by: 'shop' });
    listed.unshift(ready);
    await emitOrderEvent('order.created', ready);
    await waitFor(() => expect(numbers()).toEqual([ready.order_id, shown.order_id]));
    // The pending one was not shown: it stays unseen (the alert goes on).
    expect(selectShopData(store.getState()).unseenOrderIds).toEqual([pending._id]);
  });

  it('a catch-up cut at its cap (orders.resync) re-reads the list, and the next reconnect resumes after it', async () => {
    const shown = makeOrder({ customer_name: 'Shown' });
    let listed: Order[] = [shown];
    mockHttp(shopRoutes());
    const calls = deskQueries(() => ({ orders: listed }));
    renderShop('/shop/orders');
    await heading();
    await screen.findByRole('table', { name: 'Orders' });
    // Orders the catch-up never sent: only the list's re-read brings them.
    const missed = [makeOrder({ customer_name: 'Missed 1' }), makeOrder({ customer_name: 'Missed 2' })];
    listed = [...missed, shown];
    const newest = String(Date.parse(shown.updated_at ?? shown.created_at) + 3_600_000);
    await emitResync(newest);
    await waitFor(() => expect(numbers()).toEqual([missed[0].order_id, missed[1].order_id, shown.order_id]));
    expect(calls).toHaveLength(2);

    // Back online after a drop: the stream opens again from the resync's id.
    const watch = jest.mocked(watchShopOrders);
    const opened = watch.mock.calls.length;
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(watch.mock.calls.length).toBe(opened + 1));
    expect(watch.mock.calls.at(-1)?.[1].lastEventId).toBe(newest);
  });

  it('a new order that sorts past the rows loaded so far waits for its page', async () => {
    const a = makeOrder();
    const b = makeOrder();
    let total = 30;
    mockHttp(shopRoutes());
    const calls = deskQueries(() => ({ orders: [a, b], total, hasMore: true }));
    renderShop('/shop/orders?sort=date_asc');
    await heading();
    await screen.findByRole('table', { name: 'Orders' });
    total = 31;
    await emitOrderEvent('order.created', makeOrder());
    await waitFor(() => expect(screen.getByText('Showing 2 of 31 orders')).toBeInTheDocument());
    expect(calls).toHaveLength(2);
    expect(numbers()).toEqual([a.order_id, b.order_id]);
  });
});

const payment = (p: Partial<OrderPayment>): OrderPayment => ({
  status: 'unpaid',
  via: null,
  claimed_at: null,
  updated_at: null,
  ...p,
});
/** The Payment cell of an order's row (each row is `order-<id>`, as the browser tests find it). */
const paymentCell = (orderId: string) => {
  const row = screen.getByRole('link', { name: `Open order ${orderId}` }).closest('tr') as HTMLElement;
  expect(row.dataset.testid).toMatch(/^order-[0-9a-f]{24}$/);
  return within(row).getAllByRole('cell')[5];
};

describe('the order desk: payments (docs/product.md "UPI payments and bills")', () => {
  it('shows each order’s payment badge, the customer’s claim standing out, and Mark paid only while unpaid', async () => {
    const claimed = makeOrder({
      payment_method: 'qr',
      payment: payment({ status: 'claimed', claimed_at: '2026-11-24T08:05:00.000Z' }),
    } as Partial<Order>);
    const paid = makeOrder({ payment: payment({ status: 'paid', via: 'upi' }) });
    const refunded = makeOrder({ payment: payment({ status: 'refunded', via: 'cash' }) });
    mockHttp(shopRoutes());
    deskQueries(() => ({ orders: [claimed, paid, refunded] }));
    renderShop('/shop/orders');
    await screen.findByRole('table', { name: 'Orders' });
    const badge = within(paymentCell(claimed.order_id)).getByText('Customer says paid');
    expect(badge).toHaveAttribute('data-tone', 'yellow');
    expect(badge).toHaveStyle({ fontWeight: '700' });
    // The customer chose UPI: one tap marks it paid by UPI.
    expect(
      within(paymentCell(claimed.order_id)).getByRole('button', { name: `Mark paid (UPI): ${claimed.order_id}` }),
    ).toBeVisible();
    expect(paymentCell(paid.order_id)).toHaveTextContent(/^Paid · UPI$/);
    expect(within(paymentCell(paid.order_id)).getByText('Paid · UPI')).toHaveAttribute('data-tone', 'green');
    expect(paymentCell(refunded.order_id)).toHaveTextContent(/^Refunded · Cash$/);
  });

  it('the payment filter goes to the server and stays in the URL beside the status filter; Clear takes it away', async () => {
    mockHttp(shopRoutes());
    const calls = deskQueries((params) => ({ orders: params.payment === 'refunded' ? [] : [makeOrder()] }));
    const { user } = renderShop('/shop/orders?status=pending');
    await screen.findByRole('table', { name: 'Orders' });
    const filter = screen.getByRole('combobox', { name: 'Payment' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All payments', 'Unpaid', 'Customer says paid', 'Paid', 'Refunded']);
    await user.selectOptions(filter, 'claimed');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ ...deskParams, status: 'pending', payment: 'claimed' }));
    expect(location()).toBe('/shop/orders?status=pending&payment=claimed');
    await user.selectOptions(filter, 'refunded');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual(deskParams));
    expect(location()).toBe('/shop/orders');
    expect(filter).toHaveValue('');
  });

  it('opens with the payment filter of its URL; an unknown one is no filter', async () => {
    mockHttp(shopRoutes());
    const calls = deskQueries(() => ({ orders: [] }));
    const { unmount } = renderShop('/shop/orders?payment=unpaid');
    await heading();
    await waitFor(() => expect(calls[0]?.params).toEqual({ ...deskParams, payment: 'unpaid' }));
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue('unpaid');
    unmount();
    const again = deskQueries(() => ({ orders: [] }));
    renderShop('/shop/orders?payment=maybe');
    await waitFor(() => expect(again[0]?.params).toEqual(deskParams));
  });

  it('Mark paid: one tap, the row shows the saved answer, and Undo within 5 s sends the reverse change', async () => {
    // Timers faked too: the Undo's 5 s are the test's to move.
    jest.useFakeTimers({ now: INDIA_NOON });
    const claimed = makeOrder({
      payment_method: 'qr',
      payment: payment({ status: 'claimed', claimed_at: '2026-11-24T08:05:00.000Z' }),
    } as Partial<Order>);
    const paid = { ...claimed, payment: payment({ status: 'paid', via: 'upi', claimed_at: claimed.payment?.claimed_at }) };
    const answers = [paid, claimed];
    const http = mockHttp({
      ...shopRoutes(),
      [`PATCH /orders/${claimed._id}/payment`]: () => ok({ success: true, message: PM.updated, data: answers.shift() }),
    });
    deskQueries(() => ({ orders: [claimed] }));
    renderShop('/shop/orders');
    await screen.findByRole('table', { name: 'Orders' });
    fireEvent.click(screen.getByRole('button', { name: `Mark paid (UPI): ${claimed.order_id}` }));
    await waitFor(() => expect(paymentCell(claimed.order_id)).toHaveTextContent(/^Paid · UPI$/));
    expect(http.made('PATCH', `/orders/${claimed._id}/payment`).map((c) => c.data)).toEqual([{ status: 'paid', via: 'upi' }]);
    const bar = within(screen.getByTestId('payment-notice'));
    expect(bar.getByRole('status')).toHaveTextContent(`${PM.markedPaid}: ${claimed.order_id}`);

    // Still offered just before the 5 s are up.
    act(() => jest.advanceTimersByTime(PAYMENT_UNDO_MS - 200));
    fireEvent.click(bar.getByRole('button', { name: PM.undo }));
    await waitFor(() => expect(paymentCell(claimed.order_id)).toHaveTextContent(/Customer says paidMark paid \(UPI\)$/));
    expect(http.made('PATCH', `/orders/${claimed._id}/payment`).map((c) => c.data)).toEqual([
      { status: 'paid', via: 'upi' },
      { status: 'unpaid' },
    ]);
    expect(bar.getByRole('status')).toHaveTextContent(`${PM.updated}: ${claimed.order_id}`);
    expect(bar.queryByRole('button', { name: PM.undo })).not.toBeInTheDocument();
  });

  it('Undo goes after 5 s', async () => {
    jest.useFakeTimers({ now: INDIA_NOON });
    const order = makeOrder();
    mockHttp({
      ...shopRoutes(),
      [`PATCH /orders/${order._id}/payment`]: ok({
        success: true,
        message: PM.updated,
        data: { ...order, payment: payment({ status: 'paid', via: 'cash' }) },
      }),
    });
    deskQueries(() => ({ orders: [order] }));
    renderShop('/shop/orders');
    await screen.findByRole('table', { name: 'Orders' });
    fireEvent.click(screen.getByRole('button', { name: `Mark paid (Cash): ${order.order_id}` }));
    const bar = within(screen.getByTestId('payment-notice'));
    expect(await bar.findByRole('button', { name: PM.undo })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(PAYMENT_UNDO_MS));
    expect(bar.queryByRole('button', { name: PM.undo })).not.toBeInTheDocument();
    expect(bar.getByRole('status')).toBeEmptyDOMElement();
  });

  it('Mark paid says it is busy while it saves, and a second press sends nothing more', async () => {
    const order = makeOrder();
    const http = mockHttp({ ...shopRoutes(), [`PATCH /orders/${order._id}/payment`]: NEVER });
    deskQueries(() => ({ orders: [order] }));
    const { user } = renderShop('/shop/orders');
    await screen.findByRole('table', { name: 'Orders' });
    const button = screen.getByRole('button', { name: `Mark paid (Cash): ${order.order_id}` });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while it saves sends nothing more.
    await user.click(button);
    expect(http.made('PATCH', `/orders/${order._id}/payment`)).toHaveLength(1);
  });

  it('a failed Mark paid says so, with the reason, and leaves the row as it was', async () => {
    const order = makeOrder();
    mockHttp({ ...shopRoutes(), [`PATCH /orders/${order._id}/payment`]: fail(500) });
    deskQueries(() => ({ orders: [order] }));
    const { user } = renderShop('/shop/orders');
    await screen.findByRole('table', { name: 'Orders' });
    await user.click(screen.getByRole('button', { name: `Mark paid (Cash): ${order.order_id}` }));
    const bar = within(screen.getByTestId('payment-notice'));
    expect(await bar.findByRole('alert')).toHaveTextContent(`${PM.updateFailed}: Server error. Please try again later.`);
    expect(paymentCell(order.order_id)).toHaveTextContent(/^UnpaidMark paid \(Cash\)$/);
  });
});

describe('the order desk in a trial (this device only)', () => {
  it('lists, adds and changes orders without a single request', async () => {
    const http = mockHttp({});
    const section = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    await trialSource.createProduct({ name: 'Samosa', shop_id: TRIAL_SHOP_ID, menu_section_id: section._id, price: 20 });
    const { user } = renderShop('/shop/orders', { as: 'trial' });
    await heading();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(card('Pending orders')).toHaveTextContent('0');

    await user.click(screen.getAllByRole('button', { name: 'Add order' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Order' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Samosa/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Samosa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText(ORDER_DESK_MESSAGES.orderCreated)).toBeInTheDocument();
    const [row] = await waitFor(() => {
      expect(bodyRows()).toHaveLength(1);
      return bodyRows();
    });
    expect(row).toHaveTextContent('2 × Samosa');
    expect(row).toHaveTextContent('₹42.00');
    const [number] = numbers();
    await waitFor(() => expect(card('Pending orders')).toHaveTextContent('1'), { timeout: 2000 });

    await user.selectOptions(statusOf(number ?? ''), 'completed');
    expect(await screen.findByText(ORDER_DESK_MESSAGES.statusUpdated)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.trialOrders) ?? '[]')).toEqual([
      expect.objectContaining({ order_id: number, status: 'completed' }),
    ]);
    await waitFor(() => expect(card('Pending orders')).toHaveTextContent('0'), { timeout: 2000 });
    expect(http.calls).toEqual([]);
  });
});
