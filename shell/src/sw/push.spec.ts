/**
 * @jest-environment node
 */
// Node has the worker's MessageChannel; jsdom does not.
import { newOrderPush, TEST_PUSH, type CustomerOrder } from '@chowk/contracts';
import {
  BADGE,
  ICON,
  NEW_ORDER_VIBRATION,
  notificationFor,
  OPEN_URL_MESSAGE,
  openTarget,
  readPush,
  targetUrl,
  type ClientsLike,
  type WindowLike,
} from './push';

const ORIGIN = 'https://chowk.example';
const createdAt = new Date(Date.now() - 60_000).toISOString();

const order = {
  _id: '665f1c2b9d3e4a0012345678',
  order_id: 'ORD-0001',
  shop_id: '665f1c2b9d3e4a0012340000',
  shop_name: 'Chai Point',
  shop_code: 'CHAI1',
  items: [
    { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 20 },
    { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 15 },
  ],
  status: 'pending',
  total_amount: 55,
  subtotal: 55,
  tax_amount: 0,
  delivery_fee: 0,
  delivery_type: 'pickup',
  payment_method: 'cash',
  created_at: createdAt,
  placed_by: 'customer',
  date: '01-01-2025',
  time: '10-00',
} as CustomerOrder;

const data = (value: unknown) => ({ json: () => value });

describe('the notification a push shows', () => {
  it('a new order: its text, one tag per order, rings again, stays until acted on, opens the order', () => {
    const push = newOrderPush(order);
    const shown = notificationFor(readPush(data(push)));
    expect(shown.title).toBe(push.title);
    expect(shown.options).toEqual({
      body: push.body,
      tag: `order-${order._id}`,
      renotify: true,
      requireInteraction: true,
      vibrate: NEW_ORDER_VIBRATION,
      icon: ICON,
      badge: BADGE,
      timestamp: Date.parse(createdAt),
      data: { url: `/shop/orders?order=${order._id}`, orderId: order._id },
      actions: [{ action: 'open', title: 'Open order' }],
    });
  });

  it('the test alert shows its own text and opens the desk', () => {
    const shown = notificationFor(readPush(data({ ...TEST_PUSH })));
    expect(shown).toEqual({
      title: TEST_PUSH.title,
      options: { body: TEST_PUSH.body, tag: 'chowk-test', icon: ICON, badge: BADGE, data: { url: '/shop/orders' } },
    });
  });

  it.each([
    ['no data', null],
    ['not JSON', { json: () => JSON.parse('not json') }],
    ['JSON of another shape', data({ hello: 'world' })],
    ['an order pointing off-site', data({ ...newOrderPush(order), url: '//evil.example/x' })],
  ])('%s: still a notification (Chrome requires one), leading to the desk', (_name, pushData) => {
    const shown = notificationFor(readPush(pushData));
    expect(shown.title).toBe('Chowk');
    expect(shown.options.data).toEqual({ url: '/shop/orders' });
  });
});

describe('where a tap leads', () => {
  it('to the notification’s own path on this origin', () => {
    expect(targetUrl({ url: '/shop/orders?order=abc' }, ORIGIN)).toBe(`${ORIGIN}/shop/orders?order=abc`);
  });

  it.each([[{ url: 'https://evil.example/' }], [{ url: '//evil.example/' }], [{ url: 42 }], [null], [undefined]])(
    'anything else opens the desk: %p',
    (value) => {
      expect(targetUrl(value, ORIGIN)).toBe(`${ORIGIN}/shop/orders`);
    },
  );
});

/** A window client that answers the open request (as the shell's listener does) or not. */
interface FakeWindow extends WindowLike {
  messages: unknown[];
  navigated: string[];
  focus: jest.Mock<Promise<WindowLike>, []>;
  navigate: jest.Mock<Promise<WindowLike | null>, [string]>;
  postMessage: jest.Mock<void, [unknown, Transferable[]]>;
}

function fakeWindow(url: string, options: { answers?: boolean; focused?: boolean } = {}): FakeWindow {
  const w: FakeWindow = {
    url,
    focused: options.focused ?? false,
    messages: [],
    navigated: [],
    focus: jest.fn(async () => w),
    navigate: jest.fn(async (to: string) => {
      w.navigated.push(to);
      return w;
    }),
    postMessage: jest.fn((message: unknown, transfer: Transferable[]) => {
      w.messages.push(message);
      if (options.answers) (transfer[0] as MessagePort).postMessage('ok');
    }),
  };
  return w;
}

function fakeClients(windows: WindowLike[]) {
  return {
    matchAll: jest.fn(async () => windows),
    openWindow: jest.fn(async () => null),
  } satisfies ClientsLike;
}

describe('a tap on the notification', () => {
  const target = `${ORIGIN}/shop/orders?order=abc`;

  it('with the desk open: brings it forward and the page shows the order in place', async () => {
    const other = fakeWindow(`${ORIGIN}/customer/shop/X`);
    const desk = fakeWindow(`${ORIGIN}/shop/dashboard`, { answers: true });
    const clients = fakeClients([other, desk]);
    await openTarget(clients, target);
    expect(desk.focus).toHaveBeenCalled();
    expect(desk.messages).toEqual([{ type: OPEN_URL_MESSAGE, url: target }]);
    expect(desk.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('a page that does not answer (an older shell) is loaded at the order instead', async () => {
    const desk = fakeWindow(`${ORIGIN}/shop/orders`);
    const clients = fakeClients([desk]);
    await openTarget(clients, target, 20);
    expect(desk.navigated).toEqual([target]);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('with no window of ours open: opens a new one at the order', async () => {
    const clients = fakeClients([fakeWindow('https://elsewhere.example/shop/orders')]);
    await openTarget(clients, target);
    expect(clients.openWindow).toHaveBeenCalledWith(target);
  });

  it('a window that can be neither asked nor navigated: a new window opens', async () => {
    const stuck = fakeWindow(`${ORIGIN}/`);
    stuck.navigate.mockRejectedValue(new TypeError('not controlled'));
    const clients = fakeClients([stuck]);
    await openTarget(clients, target, 20);
    expect(clients.openWindow).toHaveBeenCalledWith(target);
  });
});
