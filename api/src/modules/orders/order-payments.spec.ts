import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import {
  CUSTOMER_API_MESSAGES,
  DEVICE_ID_HEADER,
  HTTP_MESSAGES,
  ORDER_DESK_MESSAGES,
  ORDER_PAYMENT_MESSAGES as P,
  type OrderPayment,
  SHOP_API_MESSAGES,
  UNPAID,
  VALIDATION,
} from '@chowk/contracts';
import { grantPlan } from '../../testing/plans';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';
import { about, listen, LiveStream } from './events/testing/live-streams';
import { OrdersService } from './orders.service';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyContact } from './testing/order-fixtures';

/** Open around the clock, every day, so any clock the tests set is within hours. */
const ALL_DAY = Array.from({ length: 7 }, (_, day) => ({ day, open: '00:00', close: '23:59', closed: false }));
const NOON = ist('2026-11-24T12:00');

interface PlacedOrder {
  _id: string;
  order_id: string;
  payment: OrderPayment;
  updated_at: string;
  customer_mobile: string;
}

/**
 * An order's payment (docs/product.md "UPI payments and bills") on the real database: the shop's
 * owner marks it paid (cash or UPI), unpaid or refunded (PATCH /api/orders/{id}/payment); the
 * device that placed a UPI order, or its signed-in customer, says they have paid (POST
 * /api/orders/{id}/payment/claim), which never marks it paid. Who may do which; every refusal
 * writes nothing; the desk's filter, the day's and the report's totals, the export's column and
 * the live event follow.
 */
describe('order payments', () => {
  let t: TestApp;
  let shop: MenuShop;
  let other: MenuShop;
  let mobiles = 0;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    // 2 × ₹15 = ₹30 + 5% = ₹31.50 an order.
    shop = await shopWithMenu(t, { 'Masala Chai': 15 }, { name: 'Payments Stall' });
    other = await shopWithMenu(t, { Lassi: 40 }, { name: 'Other Stall' });
    for (const s of [shop, other]) {
      const reply = await t.call('PATCH', `/api/shops/${s.shopId}`, { token: s.token, body: { openingHours: ALL_DAY } });
      expect(reply.status).toBe(200);
    }
    const billing = { upi_id: 'payments@ybl', payee_name: 'Payments Stall', gst_scheme: 'unregistered', gstin: null };
    expect((await t.call('PUT', `/api/shops/${shop.shopId}/billing`, { token: shop.token, body: billing })).status).toBe(200);
  });
  beforeEach(() => setClock(t, NOON));
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  /** A customer's order at the shop from a device of its own (UPI unless said otherwise), placed at India time `at`. */
  async function customerOrder(options: { method?: string; at?: string; deviceId?: string } = {}) {
    setClock(t, ist(options.at ?? '2026-11-24T12:00'));
    const deviceId = options.deviceId ?? newDevice();
    const mobile = `98765${String(10_000 + mobiles++).slice(-5)}`;
    await verifyContact(t, deviceId, 'mobile', mobile);
    const reply = await place(
      t,
      {
        shop_id: shop.shopId,
        customer_mobile: mobile,
        payment_method: options.method ?? 'qr',
        items: [{ product_id: shop.items['Masala Chai'], quantity: 2 }],
      },
      { deviceId },
    );
    expect(reply.status).toBe(201);
    setClock(t, NOON);
    return { order: reply.body.data as PlacedOrder, deviceId };
  }

  const setPayment = (orderId: string, body: unknown, token = shop.token) =>
    t.call('PATCH', `/api/orders/${orderId}/payment`, { token, body });
  const claim = (orderId: string, options: { deviceId?: string; token?: string; body?: unknown } = {}) =>
    t.call('POST', `/api/orders/${orderId}/payment/claim`, {
      ...(options.deviceId ? { headers: { [DEVICE_ID_HEADER]: options.deviceId } } : {}),
      token: options.token,
      body: options.body,
    });
  const stored = async (orderId: string) =>
    JSON.stringify(await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(orderId) }));
  const readPayment = async (orderId: string) =>
    (await t.call('GET', `/api/orders/${orderId}`, { token: shop.token })).body.data.payment as OrderPayment;
  /** A refusal writes nothing: no order, no change of this one. */
  async function expectNothingWritten(orderId: string, act: () => Promise<unknown>) {
    const [count, before] = [await t.count('orders'), await stored(orderId)];
    await act();
    expect({ count: await t.count('orders'), order: await stored(orderId) }).toEqual({ count, order: before });
  }

  describe("PATCH /api/orders/{id}/payment: the shop's owner", () => {
    it('marks an order paid (how), refunded and unpaid again, each with its message; the order keeps it', async () => {
      const { order } = await customerOrder();
      expect(order.payment).toEqual(UNPAID);

      setClock(t, ist('2026-11-24T12:05'));
      const paid = await setPayment(order._id, { status: 'paid', via: 'cash' });
      expect({ status: paid.status, message: paid.body.message, payment: paid.body.data?.payment }).toEqual({
        status: 200,
        message: P.markedPaid,
        payment: { status: 'paid', via: 'cash', claimed_at: null, updated_at: ist('2026-11-24T12:05').toISOString() },
      });
      expect(paid.body.success).toBe(true);
      expect(paid.body.data).toMatchObject({ _id: order._id, order_id: order.order_id, status: 'pending' });
      expect(Date.parse(paid.body.data.updated_at)).toBeGreaterThan(Date.parse(order.updated_at));

      setClock(t, ist('2026-11-24T12:10'));
      const refunded = await setPayment(order._id, { status: 'refunded' });
      expect({ message: refunded.body.message, payment: refunded.body.data.payment }).toEqual({
        message: P.markedRefunded,
        // How it was paid stays beside refunded.
        payment: { status: 'refunded', via: 'cash', claimed_at: null, updated_at: ist('2026-11-24T12:10').toISOString() },
      });

      setClock(t, ist('2026-11-24T12:15'));
      const unpaid = await setPayment(order._id, { status: 'unpaid', via: 'upi' });
      expect({ message: unpaid.body.message, payment: unpaid.body.data.payment }).toEqual({
        message: P.markedUnpaid,
        payment: { status: 'unpaid', via: null, claimed_at: null, updated_at: ist('2026-11-24T12:15').toISOString() },
      });
      expect(await readPayment(order._id)).toEqual(unpaid.body.data.payment);
      const doc = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(order._id) });
      expect({ status: doc?.paymentStatus, via: doc?.paidVia, at: doc?.paymentUpdatedAt }).toEqual({
        status: 'unpaid',
        via: undefined,
        at: ist('2026-11-24T12:15'),
      });
    });

    it('paid again the same way changes nothing (no write, no event); the other way is a change', async () => {
      const { order } = await customerOrder();
      const first = await setPayment(order._id, { status: 'paid', via: 'upi' });
      const before = await stored(order._id);
      setClock(t, ist('2026-11-24T13:00'));
      const again = await setPayment(order._id, { status: 'paid', via: 'upi' });
      expect({ status: again.status, message: again.body.message, data: again.body.data }).toEqual({
        status: 200,
        message: P.markedPaid,
        data: first.body.data,
      });
      expect(await stored(order._id)).toBe(before);
      const cash = await setPayment(order._id, { status: 'paid', via: 'cash' });
      expect(cash.body.data.payment).toMatchObject({ status: 'paid', via: 'cash' });
    });

    it('refunds only a paid order (409), writing nothing', async () => {
      const { order } = await customerOrder();
      await expectNothingWritten(order._id, async () => {
        const reply = await setPayment(order._id, { status: 'refunded', via: 'cash' });
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 409, body: { message: P.refundNotPaid } });
      });
    });

    it.each([
      ['paid without how', { status: 'paid' }, { via: P.viaRequired }],
      ['paid by card', { status: 'paid', via: 'card' }, { via: P.viaRequired }],
      ['a via that is not one of the two', { status: 'unpaid', via: 'UPI' }, { via: P.viaRequired }],
      ['a null via', { status: 'paid', via: null }, { via: P.viaRequired }],
      ['claimed: the customer’s word, never the shop’s', { status: 'claimed' }, { status: P.statusInvalid }],
      ['an unknown status', { status: 'settled', via: 'cash' }, { status: P.statusInvalid }],
      ['no status', { via: 'cash' }, { status: P.statusInvalid }],
      ['a status in another case', { status: 'Paid', via: 'cash' }, { status: P.statusInvalid }],
      ['an operator', { status: { $ne: 'unpaid' } }, { status: P.statusInvalid }],
      ['an operator as how', { status: 'paid', via: { $in: ['cash'] } }, { via: P.viaRequired }],
      [
        'an unknown field',
        { status: 'paid', via: 'cash', paymentStatus: 'paid' },
        { paymentStatus: VALIDATION.unknownField('paymentStatus') },
      ],
    ])('refuses %s with 422 and its message, writing nothing', async (_what, body, errors) => {
      const { order } = await customerOrder();
      await expectNothingWritten(order._id, async () => {
        const reply = await setPayment(order._id, body);
        expect({ status: reply.status, body: reply.body }).toEqual({
          status: 422,
          body: { message: HTTP_MESSAGES.validation, errors },
        });
      });
    });

    it("another shop's owner neither changes nor learns of an order (404, as none); customers, the admin and nobody are refused", async () => {
      const { order, deviceId } = await customerOrder();
      const customer = t.app.get(JwtService).sign({ sub: 'c-1', role: 'customer', mobile: order.customer_mobile });
      const url = `/api/orders/${order._id}/payment`;
      const body = { status: 'paid', via: 'upi' };
      await expectNothingWritten(order._id, async () => {
        const answers = [
          await setPayment(order._id, body, other.token),
          await t.call('PATCH', url, { token: customer, body }),
          await t.call('PATCH', url, { token: await t.adminToken(), body }),
          await t.call('PATCH', url, { headers: { [DEVICE_ID_HEADER]: deviceId }, body }),
          await t.call('PATCH', url, { token: 'not-a-jwt', body }),
          await setPayment(MISSING_ID, body),
          await setPayment('nope', body),
        ];
        expect(answers.map((a) => ({ status: a.status, body: a.body }))).toEqual([
          { status: 404, body: { message: ORDER_DESK_MESSAGES.orderNotFound } },
          { status: 403, body: { message: SHOP_API_MESSAGES.shopkeeperOnly } },
          { status: 403, body: { message: SHOP_API_MESSAGES.shopkeeperOnly } },
          { status: 401, body: { message: HTTP_MESSAGES.unauthorized } },
          { status: 401, body: { message: HTTP_MESSAGES.unauthorized } },
          { status: 404, body: { message: ORDER_DESK_MESSAGES.orderNotFound } },
          { status: 400, body: { message: VALIDATION.invalidId } },
        ]);
      });
    });
  });

  describe('POST /api/orders/{id}/payment/claim: the customer says they have paid', () => {
    it('makes an unpaid UPI order claimed, never paid; the owner confirms, and an undo brings the claim back', async () => {
      const { order, deviceId } = await customerOrder();
      setClock(t, ist('2026-11-24T12:02'));
      const claimed = await claim(order._id, { deviceId });
      const claimedAt = ist('2026-11-24T12:02').toISOString();
      expect({ status: claimed.status, success: claimed.body.success, message: claimed.body.message }).toEqual({
        status: 200,
        success: true,
        message: P.claimRecorded,
      });
      expect(claimed.body.data.payment).toEqual({ status: 'claimed', via: null, claimed_at: claimedAt, updated_at: null });
      expect(await readPayment(order._id)).toEqual(claimed.body.data.payment);

      // Said again: nothing changes (the first time stays).
      setClock(t, ist('2026-11-24T12:03'));
      const before = await stored(order._id);
      const again = await claim(order._id, { deviceId });
      expect({ status: again.status, payment: again.body.data.payment }).toEqual({
        status: 200,
        payment: claimed.body.data.payment,
      });
      expect(await stored(order._id)).toBe(before);

      // The shop confirms; a claim after that leaves it paid.
      setClock(t, ist('2026-11-24T12:04'));
      const paid = await setPayment(order._id, { status: 'paid', via: 'upi' });
      expect(paid.body.data.payment).toEqual({
        status: 'paid',
        via: 'upi',
        claimed_at: claimedAt,
        updated_at: ist('2026-11-24T12:04').toISOString(),
      });
      const afterPaid = await claim(order._id, { deviceId });
      expect({ status: afterPaid.status, message: afterPaid.body.message, payment: afterPaid.body.data.payment }).toEqual({
        status: 200,
        message: P.claimRecorded,
        payment: paid.body.data.payment,
      });

      // The desk's Undo (paid → unpaid): the customer's claim is back.
      setClock(t, ist('2026-11-24T12:05'));
      const undone = await setPayment(order._id, { status: 'unpaid' });
      expect({ message: undone.body.message, payment: undone.body.data.payment }).toEqual({
        message: P.markedUnpaid,
        payment: { status: 'claimed', via: null, claimed_at: claimedAt, updated_at: ist('2026-11-24T12:05').toISOString() },
      });
      expect(await readPayment(order._id)).toEqual(undone.body.data.payment);
    });

    it('a refunded order stays refunded when the customer claims', async () => {
      const { order, deviceId } = await customerOrder();
      await setPayment(order._id, { status: 'paid', via: 'upi' });
      const refunded = await setPayment(order._id, { status: 'refunded' });
      const reply = await claim(order._id, { deviceId });
      expect(reply.body.data.payment).toEqual(refunded.body.data.payment);
    });

    it('its signed-in customer may claim too, from another device', async () => {
      const { order } = await customerOrder();
      const customer = t.app.get(JwtService).sign({ sub: 'c-2', role: 'customer', mobile: order.customer_mobile });
      const reply = await claim(order._id, { token: customer, deviceId: newDevice() });
      expect({ status: reply.status, payment: reply.body.data?.payment.status }).toEqual({ status: 200, payment: 'claimed' });
    });

    it('only a UPI order: a cash or card order is 409, writing nothing', async () => {
      for (const method of ['cash', 'card']) {
        const { order, deviceId } = await customerOrder({ method });
        await expectNothingWritten(order._id, async () => {
          const reply = await claim(order._id, { deviceId });
          expect({ status: reply.status, body: reply.body }).toEqual({ status: 409, body: { message: P.claimNotUpi } });
        });
      }
    });

    it('to anyone else the order does not exist (404): another device, another customer, the shop’s owner, the admin, nobody', async () => {
      const { order, deviceId } = await customerOrder();
      const stranger = t.app.get(JwtService).sign({ sub: 'c-3', role: 'customer', mobile: '9000000001' });
      const expired = t.app
        .get(JwtService)
        .sign({ sub: 'c-4', role: 'customer', mobile: order.customer_mobile }, { expiresIn: -10 });
      await expectNothingWritten(order._id, async () => {
        const answers = [
          await claim(order._id, { deviceId: newDevice() }),
          await claim(order._id, { token: stranger }),
          await claim(order._id, { token: shop.token }),
          await claim(order._id, { token: await t.adminToken() }),
          await claim(order._id),
          await claim(MISSING_ID, { deviceId }),
          await claim(order._id, { token: expired, deviceId }),
          await claim('nope', { deviceId }),
        ];
        const notFound = { status: 404, body: { message: CUSTOMER_API_MESSAGES.orderNotFound } };
        expect(answers.map((a) => ({ status: a.status, body: a.body }))).toEqual([
          notFound,
          notFound,
          notFound,
          notFound,
          notFound,
          notFound,
          { status: 401, body: { message: HTTP_MESSAGES.unauthorized } },
          { status: 400, body: { message: VALIDATION.invalidId } },
        ]);
      });
    });

    it('takes no fields: an empty object is fine, anything in it is 422, writing nothing', async () => {
      const { order, deviceId } = await customerOrder();
      await expectNothingWritten(order._id, async () => {
        for (const body of [{ status: 'paid' }, { paid: true }, { $set: { paymentStatus: 'paid' } }]) {
          const reply = await claim(order._id, { deviceId, body });
          const [field] = Object.keys(body);
          expect({ status: reply.status, body: reply.body }).toEqual({
            status: 422,
            body: { message: HTTP_MESSAGES.validation, errors: { [field]: VALIDATION.unknownField(field) } },
          });
        }
      });
      const empty = await claim(order._id, { deviceId, body: {} });
      expect({ status: empty.status, payment: empty.body.data?.payment.status }).toEqual({ status: 200, payment: 'claimed' });
    });
  });

  it('a claim and the owner’s change at once: neither undoes the other (compare-and-set), it ends paid', async () => {
    for (let round = 0; round < 5; round++) {
      const { order, deviceId } = await customerOrder();
      const [marked, claimed] = await Promise.all([
        setPayment(order._id, { status: 'paid', via: 'upi' }),
        claim(order._id, { deviceId }),
      ]);
      expect([marked.status, claimed.status]).toEqual([200, 200]);
      const now = await readPayment(order._id);
      expect({ round, status: now.status, via: now.via }).toEqual({ round, status: 'paid', via: 'upi' });
      // The undo shows whether the claim landed before the shop's mark: it is kept either way.
      const undone = await setPayment(order._id, { status: 'unpaid' });
      expect(undone.body.data.payment.status).toBe(now.claimed_at ? 'claimed' : 'unpaid');
    }
  });

  it('a change judged on a stale read is judged again on the order as it is (the claim that came between is kept)', async () => {
    const { order, deviceId } = await customerOrder();
    const reading = t.app.get(OrdersService);
    const stale = await reading.findReadable(order._id, deviceId, {});
    // The customer's claim lands after the owner's request read the order, before it writes.
    expect((await claim(order._id, { deviceId })).status).toBe(200);
    const read = jest.spyOn(reading, 'findReadable').mockResolvedValueOnce(stale);
    try {
      const paid = await setPayment(order._id, { status: 'paid', via: 'cash' });
      expect({ message: paid.body.message, status: paid.body.data.payment.status }).toEqual({
        message: P.markedPaid,
        status: 'paid',
      });
      expect(paid.body.data.payment.claimed_at).toEqual(expect.any(String));
    } finally {
      read.mockRestore();
    }
    // So the undo brings the claim back rather than losing it.
    expect((await setPayment(order._id, { status: 'unpaid' })).body.data.payment.status).toBe('claimed');
  });

  describe("the desk, the day's figures, reports and exports", () => {
    let desk: MenuShop;
    const ids = (reply: { body: { data: { orders: { order_id: string }[] } } }) => reply.body.data.orders.map((o) => o.order_id);
    const list = (query = '') => t.call('GET', `/api/orders/shop/${desk.shopId}${query}`, { token: desk.token });
    const numbers: Record<string, string> = {};

    beforeAll(async () => {
      desk = await shopWithMenu(t, { Chai: 10, Bun: 20 }, { name: 'Payment Desk' });
      await t.call('PATCH', `/api/shops/${desk.shopId}`, { token: desk.token, body: { openingHours: ALL_DAY } });
      const deviceId = newDevice();
      await verifyContact(t, deviceId, 'mobile', '9876511111');
      /** ₹10 × n + 5%, placed today (24 Nov) by UPI. */
      const order = async (name: string, quantity: number) => {
        const reply = await place(
          t,
          {
            shop_id: desk.shopId,
            customer_mobile: '9876511111',
            payment_method: 'qr',
            items: [{ product_id: desk.items.Chai, quantity }],
          },
          { deviceId },
        );
        numbers[name] = reply.body.data.order_id;
        return { id: reply.body.data._id as string, deviceId };
      };
      setClock(t, ist('2026-11-24T10:00'));
      const unpaid = await order('unpaid', 1); // ₹10.50
      const claimed = await order('claimed', 2); // ₹21
      const paid = await order('paid', 3); // ₹31.50
      const refunded = await order('refunded', 4); // ₹42
      const cancelled = await order('cancelled', 5); // ₹52.50, paid then cancelled (not refunded)
      void unpaid;
      expect((await claim(claimed.id, { deviceId })).status).toBe(200);
      for (const o of [paid, refunded, cancelled]) {
        expect((await setPayment(o.id, { status: 'paid', via: 'cash' }, desk.token)).status).toBe(200);
      }
      expect((await setPayment(refunded.id, { status: 'refunded' }, desk.token)).status).toBe(200);
      const cancel = await t.call('PATCH', `/api/orders/${cancelled.id}/status`, {
        token: desk.token,
        body: { status: 'cancelled' },
      });
      expect(cancel.status).toBe(200);
    });

    it('the desk lists the orders of one payment status (unpaid: those never marked too)', async () => {
      setClock(t, ist('2026-11-24T20:00'));
      expect(ids(await list('?payment=unpaid'))).toEqual([numbers.unpaid]);
      expect(ids(await list('?payment=claimed'))).toEqual([numbers.claimed]);
      expect(ids(await list('?payment=paid&sort=date_asc'))).toEqual([numbers.paid, numbers.cancelled]);
      expect(ids(await list('?payment=refunded'))).toEqual([numbers.refunded]);
      expect(ids(await list('?payment=paid&status=cancelled'))).toEqual([numbers.cancelled]);
      expect((await list()).body.data.total).toBe(5);
      // Each order's badge is in its view.
      const all = (await list()).body.data.orders as { order_id: string; payment: OrderPayment }[];
      expect(Object.fromEntries(all.map((o) => [o.order_id, o.payment.status]))).toEqual({
        [numbers.unpaid]: 'unpaid',
        [numbers.claimed]: 'claimed',
        [numbers.paid]: 'paid',
        [numbers.refunded]: 'refunded',
        [numbers.cancelled]: 'paid',
      });
    });

    it.each(['settled', 'Paid', ''])('refuses the payment filter %j with 422', async (value) => {
      const reply = await list(`?payment=${value}`);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { payment: P.filterInvalid } },
      });
    });

    it("the day's figures: today's paid and not paid, in rupees, cancelled orders aside", async () => {
      setClock(t, ist('2026-11-24T20:00'));
      const reply = await t.call('GET', `/api/orders/shop/${desk.shopId}/summary`, { token: desk.token });
      expect(reply.body.data).toMatchObject({ todays_paid: 31.5, todays_unpaid: 31.5, todays_orders: 5 });
      expect(reply.body.data.recent_orders.map((o: { payment: OrderPayment }) => o.payment.status)).toEqual([
        'paid',
        'refunded',
        'paid',
        'claimed',
        'unpaid',
      ]);
    });

    it("the report's totals and the export's Payment column", async () => {
      setClock(t, ist('2026-11-24T20:00'));
      await grantPlan(t, desk.shopId, 'starter', { now: ist('2026-11-24T20:00') });
      const report = await t.call('GET', `/api/orders/shop/${desk.shopId}/report?from=2026-11-24&to=2026-11-24`, {
        token: desk.token,
      });
      expect(report.body.data.totals).toMatchObject({ paid: 31.5, unpaid: 31.5, refunded: 42 });
      const file = await t.call('GET', `/api/orders/shop/${desk.shopId}/export?format=csv&from=2026-11-24&to=2026-11-24`, {
        token: desk.token,
      });
      const rows = (file.body as string)
        .slice(1)
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
      const column = rows[0].indexOf('Payment');
      expect(rows[0][column - 1]).toBe('Total');
      expect(rows.slice(1).map((row) => [row[0], row[column]])).toEqual([
        [numbers.unpaid, 'Unpaid'],
        [numbers.claimed, 'Payment to be confirmed'],
        [numbers.paid, 'Paid · Cash'],
        [numbers.refunded, 'Refunded · Cash'],
        [numbers.cancelled, 'Paid · Cash'],
      ]);
    });
  });

  describe('live', () => {
    let origin: string;
    const streams: LiveStream[] = [];
    beforeAll(async () => {
      origin = await listen(t);
    });
    afterEach(() => {
      for (const stream of streams.splice(0)) stream.close();
    });

    it('a payment change reaches the desk and the status page as order.updated; the claim reaches the desk', async () => {
      const { order, deviceId } = await customerOrder();
      const desk = new LiveStream(`${origin}/api/orders/shop/${shop.shopId}/events`, { token: shop.token });
      const page = new LiveStream(`${origin}/api/orders/${order._id}/events`, { deviceId });
      streams.push(desk, page);
      await Promise.all([desk.connected, page.connected]);

      const claimed = await claim(order._id, { deviceId });
      const onDesk = await desk.next((e) => about('order.updated', order._id)(e) && e.order.payment?.status === 'claimed', 2_000);
      expect(onDesk.order).toEqual(claimed.body.data);

      const paid = await setPayment(order._id, { status: 'paid', via: 'upi' });
      for (const stream of [desk, page]) {
        const event = await stream.next((e) => about('order.updated', order._id)(e) && e.order.payment?.status === 'paid', 2_000);
        expect(event.order).toEqual(paid.body.data);
        expect(event.id).toBe(String(Date.parse(paid.body.data.updated_at)));
      }
    });
  });
});
