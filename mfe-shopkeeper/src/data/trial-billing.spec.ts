import { mockHttp, restoreHttp } from '@chowk/api-client/testing';
import {
  BILLING_MESSAGES as M,
  DEFAULT_SHOP_BILLING,
  type Order,
  ORDER_DESK_MESSAGES,
  ORDER_PAYMENT_MESSAGES as PM,
  type OrderPayment,
} from '@chowk/contracts';
import { trialBillingSource } from './billing-source';
import { readTrialBilling, setTrialOrderPayment } from './trial-billing';
import { trialSource } from './trial-source';
import { clearTrialData, readTrialOrders, TRIAL_BILLING_KEY, TRIAL_SHOP_ID, trialShop, writeTrialOrders } from './trial-store';

let http: ReturnType<typeof mockHttp>;
beforeEach(() => {
  localStorage.clear();
  // A trial makes no request.
  http = mockHttp({});
});
afterEach(() => {
  expect(http.calls).toEqual([]);
  restoreHttp();
  jest.useRealTimers();
});

const refusal = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e);
const GSTIN = '29AAPFU0939F1ZR';

const order = (id: string, payment?: Partial<OrderPayment>): Order => ({
  _id: id,
  order_id: `ORD-261124-000${id.length}`,
  items: [{ product_id: 'p', product_name: 'Vada', quantity: 1, price: 20 }],
  status: 'pending',
  total_amount: 21,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  date: '24-11-2026',
  time: '15-30',
  ...(payment ? { payment: { status: 'unpaid', via: null, claimed_at: null, updated_at: null, ...payment } } : {}),
});

describe("a trial's payment and bill settings (this device only)", () => {
  it('are the defaults until saved; saving keeps them here, as the API stores them, and answers the trial’s shop with them', async () => {
    expect(readTrialBilling()).toEqual(DEFAULT_SHOP_BILLING);
    const answer = await trialBillingSource.saveBilling(TRIAL_SHOP_ID, {
      upi_id: ' Asha@YBL ',
      payee_name: ' Asha Stores ',
      gst_scheme: 'regular',
      gstin: GSTIN.toLowerCase(),
    });
    const billing = { upi_id: 'asha@ybl', payee_name: 'Asha Stores', gst_scheme: 'regular', gstin: GSTIN };
    expect(answer).toEqual({ success: true, message: M.saved, data: { ...trialShop(), billing } });
    expect(JSON.parse(localStorage.getItem(TRIAL_BILLING_KEY) ?? 'null')).toEqual(billing);
    expect(readTrialBilling()).toEqual(billing);
    // Every read of the trial's shop carries them, as every view of a shop does.
    expect(await trialSource.currentShop()).toMatchObject({ _id: TRIAL_SHOP_ID, billing });
    // The device's trial shop itself is untouched (the frame compares it between renders).
    expect(trialShop().billing).toBeUndefined();
  });

  it("refuses what the API refuses, with the API's messages, and keeps nothing", async () => {
    const error = await refusal(
      trialBillingSource.saveBilling(TRIAL_SHOP_ID, {
        upi_id: 'not an id',
        payee_name: null,
        gst_scheme: 'composition',
        gstin: '29AAPFU0939F1ZA',
      }),
    );
    expect(error).toMatchObject({
      status: 422,
      errors: { upi_id: M.upiIdInvalid, gstin: M.gstinCheck },
    });
    expect(localStorage.getItem(TRIAL_BILLING_KEY)).toBeNull();
  });

  it('reads storage someone edited as the defaults where it cannot be read, and leaves with the trial', () => {
    localStorage.setItem(TRIAL_BILLING_KEY, '{broken');
    expect(readTrialBilling()).toEqual(DEFAULT_SHOP_BILLING);
    localStorage.setItem(TRIAL_BILLING_KEY, JSON.stringify({ upi_id: 'a@ybl', payee_name: 'A', gst_scheme: 'gold', gstin: 'X' }));
    expect(readTrialBilling()).toEqual({ upi_id: 'a@ybl', payee_name: 'A', gst_scheme: 'unregistered', gstin: null });
    clearTrialData();
    expect(localStorage.getItem(TRIAL_BILLING_KEY)).toBeNull();
  });
});

describe("a trial's order payments (PATCH /api/orders/{id}/payment on this device)", () => {
  it('marks an order paid, unpaid (the claim comes back) and refunded, keeping the time as the API does', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:30:00.000Z') });
    writeTrialOrders([order('a', { status: 'claimed', claimed_at: '2026-11-24T10:05:00.000Z' }), order('bb')]);
    const paid = await trialBillingSource.setOrderPayment('a', { status: 'paid', via: 'upi' });
    expect(paid.payment).toEqual({
      status: 'paid',
      via: 'upi',
      claimed_at: '2026-11-24T10:05:00.000Z',
      updated_at: '2026-11-24T10:30:00.000Z',
    });
    expect(paid.updated_at).toBe('2026-11-24T10:30:00.000Z');
    expect(readTrialOrders()[0]).toEqual(paid);
    expect((await trialBillingSource.setOrderPayment('a', { status: 'refunded' })).payment).toMatchObject({
      status: 'refunded',
      via: 'upi',
    });
    expect((await trialBillingSource.setOrderPayment('a', { status: 'unpaid' })).payment).toMatchObject({
      status: 'claimed',
      via: null,
    });
    // The other order is as it was.
    expect(readTrialOrders()[1]).toEqual(order('bb'));
  });

  it('refuses as the API refuses: an order not here 404, a paid order without how 422, a refund of an unpaid order 409', async () => {
    writeTrialOrders([order('a')]);
    expect(await refusal(trialBillingSource.setOrderPayment('zzz', { status: 'paid', via: 'cash' }))).toMatchObject({
      status: 404,
      serverMessage: ORDER_DESK_MESSAGES.orderNotFound,
    });
    expect(await refusal(trialBillingSource.setOrderPayment('a', { status: 'paid' }))).toMatchObject({
      status: 422,
      errors: { via: PM.viaRequired },
    });
    expect(await refusal(trialBillingSource.setOrderPayment('a', { status: 'claimed' } as never))).toMatchObject({
      status: 422,
      errors: { status: PM.statusInvalid },
    });
    expect(() => setTrialOrderPayment('a', { status: 'refunded' })).toThrow(PM.refundNotPaid);
    expect(await refusal(trialBillingSource.setOrderPayment('a', { status: 'refunded' }))).toMatchObject({ status: 409 });
    expect(readTrialOrders()).toEqual([order('a')]);
  });

  it("the desk's payment filter lists a trial's orders by payment (none: unpaid) and refuses an unknown one", async () => {
    writeTrialOrders([order('a', { status: 'paid', via: 'cash' }), order('bb'), order('ccc', { status: 'claimed' })]);
    const ids = async (payment: string) =>
      (await trialSource.queryOrders(TRIAL_SHOP_ID, { payment } as never)).orders.map((o) => o._id).sort();
    expect(await ids('paid')).toEqual(['a']);
    expect(await ids('unpaid')).toEqual(['bb']);
    expect(await ids('claimed')).toEqual(['ccc']);
    expect(await ids('refunded')).toEqual([]);
    expect(await refusal(trialSource.queryOrders(TRIAL_SHOP_ID, { payment: 'maybe' } as never))).toMatchObject({
      status: 422,
      errors: { payment: PM.filterInvalid },
    });
  });
});

describe('a trial set as a composition shop (docs/product.md: composition shops charge no tax)', () => {
  it('prices its counter orders without tax, and says so on the order', async () => {
    const section = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    const samosa = await trialSource.createProduct({
      name: 'Samosa',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: section._id,
      price: 20,
    });
    const taxed = await trialSource.createOrder(TRIAL_SHOP_ID, { items: [{ product_id: samosa._id, quantity: 2 }] });
    expect(taxed.total_amount).toBe(42);
    expect(taxed).not.toHaveProperty('tax_amount');
    await trialBillingSource.saveBilling(TRIAL_SHOP_ID, {
      upi_id: null,
      payee_name: null,
      gst_scheme: 'composition',
      gstin: GSTIN,
    });
    const free = await trialSource.createOrder(TRIAL_SHOP_ID, { items: [{ product_id: samosa._id, quantity: 2 }] });
    expect(free).toMatchObject({ total_amount: 40, totalAmount: 40, subtotal: 40, tax_amount: 0 });
  });
});
