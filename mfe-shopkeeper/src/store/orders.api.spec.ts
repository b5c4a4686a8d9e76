import { ordersApi as ordersHttp } from '@chowk/api-client';
import { type Answer, interceptHttp, mockHttp, restoreHttp } from '@chowk/api-client/testing';
import { type Order, type OrderStatus, ROLE_SHOPKEEPER } from '@chowk/contracts';
import { makeStore, signedIn, userLoaded } from '@chowk/store';
import { shop, user } from '../testing/render-shop';
import { ordersApi } from './orders.api';

afterEach(() => restoreHttp());

const order: Order = {
  _id: '6a0000000000000000000001',
  order_id: 'ORD-261124-0001',
  items: [{ product_id: 'p', product_name: 'Vada', quantity: 1, price: 20 }],
  status: 'confirmed',
  total_amount: 21,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  date: '24-11-2026',
  time: '15-30',
};

describe('setOrderStatus (PATCH /api/orders/{id}/status)', () => {
  it("sends one order's changes one after the other, so the last one chosen is the one kept", async () => {
    mockHttp({});
    /** Each PATCH as it reaches the server, held until the test answers it. */
    const held: { status: OrderStatus; answer: () => void }[] = [];
    interceptHttp(ordersHttp, (request) => {
      if (request.method !== 'PATCH') return undefined;
      const status = (request.data as { status: OrderStatus }).status;
      return new Promise<Answer>((resolve) =>
        held.push({
          status,
          answer: () => resolve({ status: 200, data: { success: true, message: 'ok', data: { ...order, status } } }),
        }),
      );
    });
    const store = makeStore();
    store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
    store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop, customer: null }));

    const ready = store.dispatch(ordersApi.endpoints.setOrderStatus.initiate({ id: order._id, status: 'ready' }));
    const completed = store.dispatch(ordersApi.endpoints.setOrderStatus.initiate({ id: order._id, status: 'completed' }));
    const other = store.dispatch(ordersApi.endpoints.setOrderStatus.initiate({ id: 'another-order', status: 'ready' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The second change of the same order waits; another order's does not.
    expect(held.map((h) => h.status)).toEqual(['ready', 'ready']);

    held[0]?.answer();
    await expect(ready.unwrap()).resolves.toMatchObject({ status: 'ready' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held.map((h) => h.status)).toEqual(['ready', 'ready', 'completed']);
    held[2]?.answer();
    held[1]?.answer();
    await expect(completed.unwrap()).resolves.toMatchObject({ status: 'completed' });
    await expect(other.unwrap()).resolves.toMatchObject({ status: 'ready' });
  });

  it('a failed change does not hold up the next one', async () => {
    mockHttp({
      [`PATCH /orders/${order._id}/status`]: (req) =>
        (req.data as { status: string }).status === 'ready'
          ? { status: 500, data: {} }
          : { status: 200, data: { success: true, message: 'ok', data: { ...order, status: 'completed' } } },
    });
    const store = makeStore();
    store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
    store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop, customer: null }));
    const ready = store.dispatch(ordersApi.endpoints.setOrderStatus.initiate({ id: order._id, status: 'ready' }));
    const completed = store.dispatch(ordersApi.endpoints.setOrderStatus.initiate({ id: order._id, status: 'completed' }));
    await expect(ready.unwrap()).rejects.toBeTruthy();
    await expect(completed.unwrap()).resolves.toMatchObject({ status: 'completed' });
  });
});
