import { fail, mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import {
  ACCOUNT_TYPE_FREE_TRIAL,
  BILLING_MESSAGES,
  type Order,
  ORDER_PAYMENT_MESSAGES as PM,
  ROLE_SHOPKEEPER,
  type ShopBilling,
} from '@chowk/contracts';
import { accountTypeSet, makeStore, selectShop, signedIn, userLoaded } from '@chowk/store';
import { TRIAL_SHOP_ID } from '../data/trial-store';
import { orderViewApi } from '../features/orders/order-view.api';
import { billOf } from '../testing/bill-fixtures';
import { shop, user } from '../testing/render-shop';
import { billingApi } from './billing.api';
import { type DeskQuery, ordersApi } from './orders.api';

afterEach(() => {
  restoreHttp();
  localStorage.clear();
});

const billing: ShopBilling = {
  upi_id: 'sharma.tea@okhdfcbank',
  payee_name: 'Sharma Tea Stall',
  gst_scheme: 'unregistered',
  gstin: null,
};
const order: Order = {
  _id: '6a0000000000000000000001',
  order_id: 'ORD-261124-0001',
  items: [{ product_id: 'p', product_name: 'Vada', quantity: 1, price: 20 }],
  status: 'pending',
  total_amount: 21,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  date: '24-11-2026',
  time: '15-30',
};
const desk: DeskQuery = { shopId: shop._id, search: '', sort: 'date_desc', payment: 'unpaid' };

function signedInStore() {
  const store = makeStore();
  store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
  store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop, customer: null }));
  return store;
}

describe('saveBilling (PUT /api/shops/{id}/billing)', () => {
  it("saves a registered shop's settings, puts the answer in the session, then reads the shop again", async () => {
    const saved = { ...shop, billing };
    const http = mockHttp({
      [`PUT /shops/${shop._id}/billing`]: ok({ success: true, message: BILLING_MESSAGES.saved, data: saved }),
      'GET /auth/me': ok({ user, role: ROLE_SHOPKEEPER, shop: { ...saved, name: 'Read again' }, customer: null }),
    });
    const store = signedInStore();
    const answer = await store.dispatch(billingApi.endpoints.saveBilling.initiate({ shopId: shop._id, body: billing })).unwrap();
    expect(answer).toEqual({ success: true, message: BILLING_MESSAGES.saved, data: saved });
    expect(http.made('PUT', `/shops/${shop._id}/billing`).map((c) => c.data)).toEqual([billing]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectShop(store.getState())).toMatchObject({ billing, name: 'Read again' });
  });

  it('a refusal comes back with its field messages, and the session keeps the shop as it was', async () => {
    mockHttp({
      [`PUT /shops/${shop._id}/billing`]: fail(422, {
        message: 'Validation failed',
        errors: { upi_id: BILLING_MESSAGES.upiIdInvalid },
      }),
    });
    const store = signedInStore();
    const result = await store.dispatch(billingApi.endpoints.saveBilling.initiate({ shopId: shop._id, body: billing }));
    expect(result.error).toMatchObject({ status: 422, errors: { upi_id: BILLING_MESSAGES.upiIdInvalid } });
    expect(selectShop(store.getState())?.billing).toBeUndefined();
  });

  it('a trial keeps them on the device, with no request', async () => {
    const http = mockHttp({});
    const store = makeStore();
    store.dispatch(accountTypeSet(ACCOUNT_TYPE_FREE_TRIAL));
    await store.dispatch(billingApi.endpoints.saveBilling.initiate({ shopId: TRIAL_SHOP_ID, body: billing })).unwrap();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectShop(store.getState())).toMatchObject({ _id: TRIAL_SHOP_ID, billing });
    expect(http.calls).toEqual([]);
  });
});

describe("an order's payment and bill on the desk", () => {
  it('setOrderPayment sends the change; the desk lists and the order view hold the saved order; the figures read again', async () => {
    const paid: Order = {
      ...order,
      payment: { status: 'paid', via: 'cash', claimed_at: null, updated_at: '2026-11-24T10:01:00.000Z' },
      updated_at: '2026-11-24T10:01:00.000Z',
    };
    const http = mockHttp({
      [`GET /orders/shop/${shop._id}`]: ok({
        success: true,
        data: { orders: [order], page: 1, limit: 20, total: 1, hasMore: false },
      }),
      [`GET /orders/${order._id}`]: ok({ success: true, data: order }),
      [`GET /orders/shop/${shop._id}/summary`]: ok({ success: true, data: {} }),
      [`PATCH /orders/${order._id}/payment`]: ok({ success: true, message: PM.updated, data: paid }),
    });
    const store = signedInStore();
    store.dispatch(ordersApi.endpoints.queryOrders.initiate(desk));
    store.dispatch(orderViewApi.endpoints.getOrder.initiate(order._id));
    store.dispatch(ordersApi.endpoints.daySummary.initiate(shop._id));
    await Promise.all(store.dispatch(ordersApi.util.getRunningQueriesThunk()));
    expect(http.made('GET', `/orders/shop/${shop._id}`)).toHaveLength(1);

    const saved = await store
      .dispatch(orderViewApi.endpoints.setOrderPayment.initiate({ id: order._id, payload: { status: 'paid', via: 'cash' } }))
      .unwrap();
    expect(saved).toEqual(paid);
    expect(http.made('PATCH', `/orders/${order._id}/payment`).map((c) => c.data)).toEqual([{ status: 'paid', via: 'cash' }]);
    const state = store.getState() as never;
    // In place: a row does not leave a filtered list under the pointer.
    expect(ordersApi.endpoints.queryOrders.select(desk)(state).data?.pages[0].orders).toEqual([paid]);
    expect(orderViewApi.endpoints.getOrder.select(order._id)(state).data).toEqual(paid);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(http.made('GET', `/orders/shop/${shop._id}/summary`)).toHaveLength(2);
  });

  it('a failed change leaves every copy as it was', async () => {
    mockHttp({
      [`GET /orders/${order._id}`]: ok({ success: true, data: order }),
      [`PATCH /orders/${order._id}/payment`]: fail(409, { message: PM.refundNotPaid }),
    });
    const store = signedInStore();
    await store.dispatch(orderViewApi.endpoints.getOrder.initiate(order._id));
    const result = await store.dispatch(
      orderViewApi.endpoints.setOrderPayment.initiate({ id: order._id, payload: { status: 'refunded' } }),
    );
    expect(result.error).toMatchObject({ status: 409, serverMessage: PM.refundNotPaid });
    expect(orderViewApi.endpoints.getOrder.select(order._id)(store.getState() as never).data).toEqual(order);
  });

  it("getOrderBill reads the order's bill afresh each time it is asked for", async () => {
    const http = mockHttp({ [`GET /orders/${order._id}/bill`]: ok({ success: true, data: billOf('receipt') }) });
    const store = signedInStore();
    const first = store.dispatch(orderViewApi.endpoints.getOrderBill.initiate(order._id));
    expect(await first.unwrap()).toEqual(billOf('receipt'));
    const second = store.dispatch(orderViewApi.endpoints.getOrderBill.initiate(order._id, { forceRefetch: true }));
    await second.unwrap();
    expect(http.made('GET', `/orders/${order._id}/bill`)).toHaveLength(2);
    first.unsubscribe();
    second.unsubscribe();
  });
});
