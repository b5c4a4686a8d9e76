import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type WatchOptions, watchShopOrders } from '@chowk/api-client';
import { mockHttp, NEVER, ok, type Route } from '@chowk/api-client/testing';
import type { CustomerOrder } from '@chowk/contracts';
import { signedOut } from '@chowk/store';
import { renderShop, resetShopTestState, shop } from '../../testing/render-shop';
import { ordersApi } from '../../store/orders.api';
import { ordersSeen } from '../../store/shop.slice';
import { summaryOf } from '../orders/testing/order-fixtures';
import { ORDER_SOUND_MUTED_KEY, RING_EVERY_MS } from './use-order-sound';

// The stream is the API's and the browser tests' to prove (jsdom has no fetch); here it is a
// hand-driven fake of the api-client's watchShopOrders.
jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchShopOrders: jest.fn() }));
const watch = jest.mocked(watchShopOrders);
interface FakeStream {
  shopId: string;
  options: WatchOptions;
  close: jest.Mock;
}
let streams: FakeStream[] = [];
const stream = () => streams[streams.length - 1];
/** An event as the server sends it (its id: the order's updated_at in ms); the chime's promise settles inside. */
const emit = (type: 'order.created' | 'order.updated', order: CustomerOrder) =>
  act(async () => stream().options.onEvent(type, order, String(Date.parse(order.updated_at ?? order.created_at))));
const setState = (state: 'connecting' | 'live' | 'refused', status?: number) =>
  act(() => stream().options.onState?.(state, status));

// ---- Web Audio: a fake AudioContext that counts the tones, suspended until a gesture when asked.
let audioAllowed = true;
let tonesStarted = 0;
let contexts: FakeAudioContext[] = [];
class FakeAudioContext {
  state: AudioContextState = audioAllowed ? 'running' : 'suspended';
  currentTime = 0;
  destination = {};
  constructor() {
    contexts.push(this);
  }
  // Like Chrome: without a gesture the promise never settles.
  resume() {
    if (!audioAllowed) return new Promise<void>(() => undefined);
    this.state = 'running';
    return Promise.resolve();
  }
  close() {
    this.state = 'closed';
    return Promise.resolve();
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: jest.fn() },
      connect: jest.fn(),
      start: () => {
        tonesStarted += 1;
      },
      stop: jest.fn(),
    };
  }
  createGain() {
    return { gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() }, connect: jest.fn() };
  }
}
/** Two tones make one chime. */
const rings = () => tonesStarted / 2;

// ---- Notifications: a fake of the browser's, with the permission the test sets.
let notices: { title: string; options?: NotificationOptions; onclick: (() => void) | null; close: jest.Mock }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = jest.fn(async () => {
    FakeNotification.permission = 'granted';
    return FakeNotification.permission;
  });
  onclick: (() => void) | null = null;
  close = jest.fn();
  constructor(
    public title: string,
    public options?: NotificationOptions,
  ) {
    notices.push(this);
  }
}

const g = globalThis as unknown as Record<string, unknown>;
beforeEach(() => {
  streams = [];
  watch.mockReset();
  watch.mockImplementation((shopId, options) => {
    const close = jest.fn();
    streams.push({ shopId, options, close });
    options.onState?.('connecting');
    return close;
  });
  audioAllowed = true;
  tonesStarted = 0;
  contexts = [];
  notices = [];
  FakeNotification.permission = 'default';
  FakeNotification.requestPermission.mockClear();
  g.AudioContext = FakeAudioContext;
  g.Notification = FakeNotification;
  document.title = 'Menu Items · Chowk';
});
afterEach(() => {
  jest.useRealTimers();
  resetShopTestState();
  delete g.AudioContext;
  delete g.Notification;
});

const loaded: CustomerOrder = order('77cc00000000000000000001', {
  order_id: 'ORD-20261124-0001',
  status: 'completed',
  updated_at: '2026-11-24T06:20:00.000Z',
});

function order(id: string, over: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    _id: id,
    order_id: 'ORD-20261124-0007',
    items: [
      { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 },
      { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 20 },
    ],
    status: 'pending',
    total_amount: 52.5,
    customer_name: 'Ravi',
    created_at: '2026-11-24T06:31:00.000Z',
    updated_at: '2026-11-24T06:31:00.000Z',
    date: '24-11-2026',
    time: '12-01',
    placed_by: 'customer',
    shop_id: shop._id,
    shop_name: shop.name,
    shop_code: shop.code,
    delivery_type: 'pickup',
    payment_method: 'cash',
    subtotal: 50,
    tax_amount: 2.5,
    delivery_fee: 0,
    ...over,
  };
}
const first = order('77cc00000000000000000007');
const second = order('77cc00000000000000000008', {
  order_id: 'ORD-20261124-0008',
  customer_name: 'Meena',
  total_amount: 105,
  created_at: '2026-11-24T06:33:00.000Z',
  updated_at: '2026-11-24T06:33:00.000Z',
});

async function openShop(path = '/shop/products', heading = 'Menu Items') {
  const routes: Record<string, Route> = {
    [`GET /products/shop/${shop._id}`]: ok({ products: [] }),
    [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
    // The dashboard's figures hold one order (the last five).
    [`GET /orders/shop/${shop._id}/summary`]: ok({ success: true, data: summaryOf({ recent_orders: [loaded] }) }),
  };
  // Anything else (the desk's list once a link opens it) never answers: these tests are about
  // the alerts above the page.
  mockHttp(new Proxy(routes, { get: (target, key) => (typeof key === 'string' && key in target ? target[key] : NEVER) }));
  const view = renderShop(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const region = () => screen.getByRole('region', { name: 'Order alerts' });
/** The orders the shop's stream brought, as its cache entry holds them. */
const streamed = (state: unknown) => ordersApi.endpoints.shopOrderEvents.select(shop._id)(state as never).data?.orders ?? [];
const liveState = () => within(region()).getByRole('status');

describe('live order alerts: the stream', () => {
  it("opens the shop's stream once the shop is loaded, from now on while no screen holds an order, and says when it is live", async () => {
    await openShop();
    expect(watch).toHaveBeenCalledTimes(1);
    expect(stream().shopId).toBe(shop._id);
    expect(stream().options.lastEventId).toBeUndefined();
    expect(liveState()).toHaveTextContent('Connecting…');
    setState('live');
    await waitFor(() => expect(liveState()).toHaveTextContent('Live'));
    setState('connecting');
    await waitFor(() => expect(liveState()).toHaveTextContent('Reconnecting…'));
  });

  it('a stream re-opened before any event resumes after the newest order the screens hold', async () => {
    await openShop('/shop/dashboard', 'Dashboard');
    expect(await screen.findByText(loaded.order_id)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(watch).toHaveBeenCalledTimes(2);
    expect(stream().options.lastEventId).toBe(String(Date.parse(loaded.updated_at!)));
  });

  it('puts each event into the cache: a new order alerts, a changed one is updated', async () => {
    const { store } = await openShop();
    setState('live');
    await emit('order.created', first);
    expect(streamed(store.getState()).map((o) => o._id)).toEqual([first._id]);
    expect(store.getState().shopData?.unseenOrderIds).toEqual([first._id]);
    await emit('order.updated', { ...loaded, status: 'cancelled', updated_at: '2026-11-24T06:32:00.000Z' });
    expect(streamed(store.getState()).find((o) => o._id === loaded._id)?.status).toBe('cancelled');
    expect(store.getState().shopData?.unseenOrderIds).toEqual([first._id]);
  });

  it('shows the new orders as a link to the desk, and announces each one politely', async () => {
    const { user, unmount } = await openShop();
    await emit('order.created', first);
    const link = within(region()).getByRole('link', { name: '1 new order' });
    expect(link).toHaveAttribute('href', '/shop/orders');
    await emit('order.created', second);
    expect(within(region()).getByRole('link', { name: '2 new orders' })).toBeInTheDocument();
    const log = within(region()).getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect([...log.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'New order ORD-20261124-0007 from Ravi, ₹52.50',
      'New order ORD-20261124-0008 from Meena, ₹105.00',
    ]);
    await user.click(within(region()).getByRole('link', { name: '2 new orders' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/orders'));
    unmount(); // the desk is another test file's
  });

  it('a catch-up after a reconnect repeats known orders without ringing or alerting again', async () => {
    const { store } = await openShop('/shop/dashboard', 'Dashboard');
    // The dashboard holds one order already: the shop knows it.
    expect(await screen.findByText(loaded.order_id)).toBeInTheDocument();
    await emit('order.created', first);
    act(() => {
      store.dispatch(ordersSeen([first._id]));
    });
    expect(screen.queryByRole('link', { name: /new order/ })).not.toBeInTheDocument();
    const before = rings();
    setState('connecting');
    setState('live');
    await emit('order.created', first); // sent again by the catch-up
    await emit('order.created', loaded);
    expect(store.getState().shopData?.unseenOrderIds).toEqual([]);
    expect(screen.queryByRole('link', { name: /new order/ })).not.toBeInTheDocument();
    expect(rings()).toBe(before);
  });

  it('closes the stream while offline and re-opens it from the last event when back online', async () => {
    await openShop();
    setState('live');
    await emit('order.created', second);
    const dropped = stream();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(dropped.close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(liveState()).toHaveTextContent('Offline: alerts resume when you are back online'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(watch).toHaveBeenCalledTimes(2);
    expect(stream().options.lastEventId).toBe(String(Date.parse(second.updated_at!)));
  });

  it('a refused stream says so once: no retry loop, no alert banner, until Try again', async () => {
    jest.useFakeTimers();
    await openShop();
    setState('refused', 403);
    await waitFor(() => expect(liveState()).toHaveTextContent('Live alerts are off'));
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(watch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: /new order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(within(region()).getByRole('button', { name: 'Try again' }));
    expect(watch).toHaveBeenCalledTimes(2);
  });

  it('a trial opens no stream and shows no alerts (its orders live on this device)', async () => {
    mockHttp({});
    renderShop('/shop/products', { as: 'trial' });
    await screen.findByRole('heading', { level: 1, name: 'Menu Items' });
    expect(watch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Order alerts' })).not.toBeInTheDocument();
  });

  it('keeps one stream while the shopkeeper moves between shop pages, and closes it on logout', async () => {
    const { user, store } = await openShop('/shop/dashboard', 'Dashboard');
    await user.click(screen.getByRole('link', { name: 'Add Product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu Items' })).toBeInTheDocument();
    expect(watch).toHaveBeenCalledTimes(1);
    expect(streams[0].close).not.toHaveBeenCalled();
    await act(async () => {
      store.dispatch(signedOut());
    });
    expect(streams[0].close).toHaveBeenCalledTimes(1);
    expect(watch).toHaveBeenCalledTimes(1);
  });
});

describe('live order alerts: sound, title and notification', () => {
  it('rings at once and every 4 s while orders wait, and stops once they are confirmed', async () => {
    jest.useFakeTimers();
    await openShop();
    expect(rings()).toBe(0);
    await emit('order.created', first);
    await act(async () => undefined);
    expect(rings()).toBe(1);
    await act(async () => jest.advanceTimersByTime(RING_EVERY_MS));
    expect(rings()).toBe(2);
    await act(async () => jest.advanceTimersByTime(RING_EVERY_MS));
    expect(rings()).toBe(3);
    await emit('order.updated', { ...first, status: 'confirmed', updated_at: '2026-11-24T06:35:00.000Z' });
    await act(async () => jest.advanceTimersByTime(RING_EVERY_MS * 3));
    expect(rings()).toBe(3);
    expect(screen.queryByRole('link', { name: /new order/ })).not.toBeInTheDocument();
  });

  it('stops ringing once the orders are opened (ordersSeen), and rings at once for another', async () => {
    jest.useFakeTimers();
    const { store } = await openShop();
    await emit('order.created', first);
    await act(async () => undefined);
    expect(rings()).toBe(1);
    act(() => {
      store.dispatch(ordersSeen([first._id]));
    });
    await act(async () => jest.advanceTimersByTime(RING_EVERY_MS * 2));
    expect(rings()).toBe(1);
    await emit('order.created', second);
    await act(async () => undefined);
    expect(rings()).toBe(2);
  });

  it('pressing the banner opens the desk and attends to the orders: the chime and the banner stop', async () => {
    jest.useFakeTimers();
    const { store } = await openShop();
    await emit('order.created', first);
    await act(async () => undefined);
    expect(rings()).toBe(1);
    fireEvent.click(screen.getByRole('link', { name: /1 new order/ }));
    expect(store.getState().shopData?.unseenOrderIds).toEqual([]);
    await act(async () => jest.advanceTimersByTime(RING_EVERY_MS * 2));
    expect(rings()).toBe(1);
    expect(screen.queryByRole('link', { name: /new order/ })).not.toBeInTheDocument();
  });

  it('opening the newest of two keeps ringing for the other on the clock, not at once', async () => {
    jest.useFakeTimers();
    const { store } = await openShop();
    await emit('order.created', first);
    await emit('order.created', second);
    expect(rings()).toBe(2);
    act(() => {
      store.dispatch(ordersSeen([second._id]));
    });
    await act(async () => undefined);
    expect(rings()).toBe(2);
    await act(async () => jest.advanceTimersByTime(RING_EVERY_MS));
    expect(rings()).toBe(3);
  });

  it('Mute silences the chime, is kept on this device, and the banner stays', async () => {
    jest.useFakeTimers();
    await openShop();
    const mute = within(region()).getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(ORDER_SOUND_MUTED_KEY)).toBe('true');
    await emit('order.created', first);
    await act(async () => jest.advanceTimersByTime(RING_EVERY_MS * 2));
    expect(rings()).toBe(0);
    expect(within(region()).getByRole('link', { name: '1 new order' })).toBeInTheDocument();
    fireEvent.click(mute);
    await act(async () => undefined);
    expect(rings()).toBe(1);
    expect(localStorage.getItem(ORDER_SOUND_MUTED_KEY)).toBeNull();
  });

  it('asks for a tap while the browser blocks sound, and rings once the audio is unlocked', async () => {
    jest.useFakeTimers();
    audioAllowed = false;
    await openShop();
    await emit('order.created', first);
    await act(async () => jest.advanceTimersByTime(400)); // the resume that never settles
    expect(rings()).toBe(0);
    const tap = within(region()).getByRole('button', { name: 'Tap to turn on the order sound' });
    audioAllowed = true; // a click is a gesture
    fireEvent.click(tap);
    await act(async () => undefined);
    expect(rings()).toBe(1);
    expect(within(region()).queryByRole('button', { name: 'Tap to turn on the order sound' })).not.toBeInTheDocument();
  });

  it("unlocks the audio on the page's first key or pointer event, before any order", async () => {
    audioAllowed = false;
    await openShop();
    audioAllowed = true;
    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() => expect(contexts[0]?.state).toBe('running'));
  });

  it('prefixes the title with the count while orders wait, through page title changes, and removes it', async () => {
    const { store } = await openShop();
    await emit('order.created', first);
    expect(document.title).toBe('(1) Menu Items · Chowk');
    await emit('order.created', second);
    expect(document.title).toBe('(2) Menu Items · Chowk');
    document.title = 'Orders · Chowk'; // a page sets its own
    await waitFor(() => expect(document.title).toBe('(2) Orders · Chowk'));
    act(() => {
      store.dispatch(ordersSeen([first._id, second._id]));
    });
    expect(document.title).toBe('Orders · Chowk');
  });

  it('notifies each new order when the browser allows it; the click opens the desk', async () => {
    FakeNotification.permission = 'granted';
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { unmount } = await openShop();
    expect(within(region()).queryByRole('button', { name: 'Turn on order notifications' })).not.toBeInTheDocument();
    await emit('order.created', first);
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toBe('New order ORD-20261124-0007');
    expect(notices[0].options).toEqual({ body: 'Ravi: Masala Chai × 2, Samosa × 1. Total ₹52.50', tag: `order-${first._id}` });
    await emit('order.updated', { ...first, updated_at: '2026-11-24T06:31:30.000Z' }); // known: no second notice
    expect(notices).toHaveLength(1);
    act(() => notices[0].onclick?.());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/orders'));
    unmount(); // the desk is another test file's
    expect(notices[0].close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    focus.mockRestore();
  });

  it("offers 'Turn on order notifications' while the permission is undecided, and asks only on the click", async () => {
    const { user } = await openShop();
    await emit('order.created', first);
    expect(notices).toHaveLength(0);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await user.click(within(region()).getByRole('button', { name: 'Turn on order notifications' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(region()).queryByRole('button', { name: 'Turn on order notifications' })).not.toBeInTheDocument(),
    );
    await emit('order.created', second);
    expect(notices.map((n) => n.title)).toEqual(['New order ORD-20261124-0008']);
  });
});
