import { Types } from 'mongoose';
import {
  HTTP_MESSAGES,
  ORDER_DESK_MESSAGES,
  ORDER_STATUSES,
  PAGINATION,
  PAGINATION_MESSAGES,
  SHOP_API_MESSAGES as M,
  UNPAID,
  VALIDATION,
} from '@chowk/contracts';
import { grantPlan } from '../../testing/plans';
import { expectOwnerOnly, makeShopkeeper, signupShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';
import { setClock } from './testing/order-fixtures';

type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

describe("a shop's orders, read by its owner: GET /api/orders/shop/{shopId}", () => {
  let t: TestApp;
  let owner: Keeper;
  let other: Keeper;
  const chai = new Types.ObjectId();
  const samosa = new Types.ObjectId();
  // The business clock, held still: the other shop (no plan) lists only this instant's India day.
  const NOW = new Date();

  /** An order as the orders issue will store it (integer paise). */
  const order = (shopId: string, orderId: string, at: string, extra: Record<string, unknown> = {}) => ({
    orderId,
    shopId: new Types.ObjectId(shopId),
    items: [{ productId: chai, productName: 'Masala Chai', quantity: 2, pricePaise: 1500 }],
    status: 'pending',
    subtotalPaise: 3000,
    taxPaise: 150,
    deliveryFeePaise: 0,
    totalPaise: 3150,
    customerMobile: '9876500000',
    createdAt: new Date(at),
    updatedAt: new Date(at),
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t);
    other = await makeShopkeeper(t, { name: 'Other Stall' });
    // Order history (the Starter plan): the list holds every day's orders, not only today's.
    await grantPlan(t, owner.shopId, 'starter', { now: NOW });
  });
  beforeEach(() => setClock(t, NOW));
  afterAll(() => t.close());

  const get = (query = '', who: Keeper = owner, shopId = owner.shopId) =>
    t.call('GET', `/api/orders/shop/${shopId}${query}`, { token: who.token });

  it('a shop with no orders answers an empty first page', async () => {
    const reply = await get();
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 200,
      body: {
        success: true,
        data: { orders: [], page: 1, limit: PAGINATION.defaultLimit, total: 0, hasMore: false },
      },
    });
  });

  it("answers the spec's shape: rupees on the wire, India date DD-MM-YYYY and time HH-mm, newest first", async () => {
    await t.connection.collection('orders').insertMany([
      order(owner.shopId, 'ORD-1', '2026-11-24T04:00:00Z', { status: 'completed' }),
      order(owner.shopId, 'ORD-2', '2026-11-24T12:35:00Z', {
        status: 'completed',
        items: [
          { productId: chai, productName: 'Masala Chai', quantity: 2, pricePaise: 1550, sectionName: 'Hot Drinks' },
          { productId: samosa, productName: 'Samosa', quantity: 1, pricePaise: 2000 },
        ],
        subtotalPaise: 5100,
        taxPaise: 255,
        deliveryFeePaise: 2900,
        totalPaise: 8255,
        notes: 'Less sugar',
        customerName: 'Meera',
        customerEmail: 'meera@example.com',
        customerMobile: undefined,
      }),
      // 00:30 in India is the next day there.
      order(owner.shopId, 'ORD-3', '2026-11-24T19:00:00Z', { status: 'cancelled' }),
      // Today's for the other shop: without a plan its list holds only today's orders.
      order(other.shopId, 'ORD-THEIRS', NOW.toISOString()),
    ]);
    const reply = await get();
    expect(reply.status).toBe(200);
    const { orders, total, hasMore } = reply.body.data;
    expect({ total, hasMore }).toEqual({ total: 3, hasMore: false });
    expect(orders.map((o: { order_id: string }) => o.order_id)).toEqual(['ORD-3', 'ORD-2', 'ORD-1']);
    expect(orders[0]).toMatchObject({ date: '25-11-2026', time: '00-30', status: 'cancelled' });
    expect(orders[1]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      order_id: 'ORD-2',
      // Written without the shop's name and code (an older order): the shop's own are answered.
      shop_id: owner.shopId,
      shop_name: 'Sharma Tea Stall',
      shop_code: owner.shopCode,
      // Written without a delivery type or payment method: the checkout's defaults.
      delivery_type: 'pickup',
      payment_method: 'cash',
      subtotal: 51,
      tax_amount: 2.55,
      delivery_fee: 29,
      items: [
        {
          product_id: String(chai),
          product_name: 'Masala Chai',
          name: 'Masala Chai',
          quantity: 2,
          price: 15.5,
          sectionName: 'Hot Drinks',
        },
        { product_id: String(samosa), product_name: 'Samosa', name: 'Samosa', quantity: 1, price: 20 },
      ],
      status: 'completed',
      total_amount: 82.55,
      totalAmount: 82.55,
      notes: 'Less sugar',
      customer_name: 'Meera',
      customer_email: 'meera@example.com',
      created_at: '2026-11-24T12:35:00.000Z',
      updated_at: '2026-11-24T12:35:00.000Z',
      // Written without who took it: a customer's.
      placed_by: 'customer',
      date: '24-11-2026',
      time: '18-05',
      // Written without a payment (an older order, or one never marked): unpaid. No bill key, no payee.
      payment: UNPAID,
    });
    expect(orders[2]).toMatchObject({ date: '24-11-2026', time: '09-30', customer_mobile: '9876500000', total_amount: 31.5 });
  });

  it('filters by status (each of ORDER_STATUSES is accepted)', async () => {
    const completed = await get('?status=completed');
    expect(completed.body.data.orders.map((o: { order_id: string }) => o.order_id)).toEqual(['ORD-2', 'ORD-1']);
    expect(completed.body.data.total).toBe(2);
    for (const status of ORDER_STATUSES) {
      const reply = await get(`?status=${status}`);
      expect({ status, code: reply.status }).toEqual({ status, code: 200 });
      for (const o of reply.body.data.orders) expect(o.status).toBe(status);
    }
  });

  it('pages: page and limit, with total and hasMore', async () => {
    const first = await get('?limit=2');
    expect(first.body.data).toMatchObject({ page: 1, limit: 2, total: 3, hasMore: true });
    expect(first.body.data.orders.map((o: { order_id: string }) => o.order_id)).toEqual(['ORD-3', 'ORD-2']);
    const second = await get('?limit=2&page=2');
    expect(second.body.data).toMatchObject({ page: 2, limit: 2, total: 3, hasMore: false });
    expect(second.body.data.orders.map((o: { order_id: string }) => o.order_id)).toEqual(['ORD-1']);
    const past = await get('?limit=2&page=9');
    expect(past.body.data).toMatchObject({ orders: [], total: 3, hasMore: false });
  });

  it.each([
    ['?status=lost', { status: ORDER_DESK_MESSAGES.statusInvalid }],
    ['?status=', { status: ORDER_DESK_MESSAGES.statusInvalid }],
    ['?status=completed&status=pending', { status: ORDER_DESK_MESSAGES.statusInvalid }],
    ['?page=0', { page: PAGINATION_MESSAGES.page }],
    ['?page=two', { page: PAGINATION_MESSAGES.page }],
    ['?page=1.5', { page: PAGINATION_MESSAGES.page }],
    ['?limit=0', { limit: PAGINATION_MESSAGES.limit }],
    [`?limit=${PAGINATION.maxLimit + 1}`, { limit: PAGINATION_MESSAGES.limit }],
    ['?limit=-1', { limit: PAGINATION_MESSAGES.limit }],
    ['?sort=createdAt', { sort: ORDER_DESK_MESSAGES.sortInvalid }],
    ['?search=a&search=b', { search: VALIDATION.mustBeString('search') }],
    [`?search=${'x'.repeat(101)}`, { search: ORDER_DESK_MESSAGES.searchTooLong }],
    ['?status[$ne]=x', { 'status[$ne]': VALIDATION.unknownField('status[$ne]') }],
    ['?shopId=0123456789abcdef01234567', { shopId: VALIDATION.unknownField('shopId') }],
  ])('refuses the query %s with 422', async (query, errors) => {
    const reply = await get(query);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 422,
      body: { message: HTTP_MESSAGES.validation, errors },
    });
  });

  it('a malformed shop id is a 400, an unknown one a 404', async () => {
    expect((await get('', owner, 'not-an-id')).status).toBe(400);
    const unknown = await get('', owner, MISSING_ID);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
  });

  it("only the owner reads them: another shopkeeper, the admin and nobody get 403 / 401 and none of the shop's orders", async () => {
    await expectOwnerOnly(t, 'GET', `/api/orders/shop/${owner.shopId}`, { owner, other });
    await expectOwnerOnly(t, 'GET', `/api/orders/shop/${owner.shopId}?status=completed`, { owner, other });
    // Their own shop answers only their own orders.
    const theirs = await get('', other, other.shopId);
    expect(theirs.body.data.orders.map((o: { order_id: string }) => o.order_id)).toEqual(['ORD-THEIRS']);
  });

  it("a real account's token (signup) reads its own shop's orders", async () => {
    const real = await signupShopkeeper(t);
    const reply = await t.call('GET', `/api/orders/shop/${real.shopId}`, { token: real.token });
    expect({ status: reply.status, orders: reply.body.data.orders }).toEqual({ status: 200, orders: [] });
  });
});
