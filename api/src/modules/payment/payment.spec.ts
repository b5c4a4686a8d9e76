import {
  HTTP_MESSAGES,
  newMerchantTransactionId,
  PAYMENT_MESSAGES as M,
  periodEnd,
  type PaymentInitiatePayload,
} from '@chowk/contracts';
import { Types } from 'mongoose';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type ShopRecord, ShopsService } from '../catalogue/shops/shops.service';
import { grantPlan } from '../../testing/plans';
import { makeShopkeeper } from '../../testing/shopkeepers';
import { setClock } from '../orders/testing/order-fixtures';
import { SANDBOX_PAYMENT } from '../../config';
import { encodePayload, xVerify } from './gateway/checksum';
import { PaymentService } from './payment.service';

/**
 * Plan payments end to end on this machine: the API signs its calls to the sandbox gateway
 * (served by the same app, over a real socket), the sandbox posts its signed callback back, and
 * the status checks run on the gateway's schedule with the clock set by the test.
 */
let t: TestApp;
let payments: PaymentService;
const T0 = new Date('2026-11-25T06:00:00.000Z');
const REDIRECT = 'http://localhost:4200/payment/callback';

beforeAll(async () => {
  t = await createTestApp(__filename, { env: { PAYMENT_RECHECK_EVERY_MS: '0' } });
  await t.app.listen(0, '127.0.0.1');
  payments = t.app.get(PaymentService);
});
afterAll(() => t.close());
beforeEach(() => setClock(t, T0));

type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

const payload = (overrides: Partial<PaymentInitiatePayload> = {}): PaymentInitiatePayload => ({
  merchantTransactionId: newMerchantTransactionId(),
  merchantUserId: 'MUID123',
  amount: 12000,
  redirectUrl: REDIRECT,
  redirectMode: 'POST',
  callbackUrl: 'https://evil.example/steal',
  mobileNumber: '9876543210',
  paymentInstrument: { type: 'PAY_PAGE' },
  planName: 'Starter',
  billingPeriod: 'yearly',
  ...overrides,
});

async function initiate(keeper: Keeper, overrides: Partial<PaymentInitiatePayload> = {}) {
  const body = payload(overrides);
  const reply = await t.call('POST', '/api/payment/initiate', { token: keeper.token, body });
  return { reply, id: body.merchantTransactionId };
}

/** The sandbox's test control: the payer chose `outcome` (with the signed callback unless told not to). */
async function settleInSandbox(id: string, body: { outcome: string; callback?: boolean; amount?: number }) {
  return t.call('POST', `/api/dev/pay-sandbox/transactions/${id}/settle`, { body });
}

const paymentDoc = (id: string) => t.connection.collection('payments').findOne({ merchantTransactionId: id });
/** The shop as its owner's screens get it (signup, login, /auth/me). */
async function shopPlan(keeper: Keeper) {
  const shops = t.app.get(ShopsService);
  return shops.ownerView((await shops.findById(keeper.shopId)) as ShopRecord);
}
const shopDoc = (keeper: Keeper) => t.connection.collection('shops').findOne({ _id: new Types.ObjectId(keeper.shopId) });

/** A callback as the gateway would sign it (or not). */
function callbackBody(data: Record<string, unknown>, code = 'PAYMENT_SUCCESS') {
  const response = encodePayload({ success: code === 'PAYMENT_SUCCESS', code, message: 'x', data });
  return { response, header: xVerify(response, '', SANDBOX_PAYMENT.saltKey, SANDBOX_PAYMENT.saltIndex) };
}

describe('POST /api/payment/initiate', () => {
  it("signs the Pay API call and answers the gateway's pay page, priced by the server", async () => {
    const keeper = await makeShopkeeper(t);
    const { reply, id } = await initiate(keeper);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      code: 'PAYMENT_INITIATED',
      data: {
        merchantId: SANDBOX_PAYMENT.merchantId,
        merchantTransactionId: id,
        instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { method: 'GET' } },
      },
    });
    expect(reply.body.data.instrumentResponse.redirectInfo.url).toMatch(
      /^http:\/\/localhost:4200\/api\/dev\/pay-sandbox\/pay\/[0-9a-f]{24}$/,
    );
    expect(await paymentDoc(id)).toMatchObject({ state: 'pending', amountPaise: 12000, planId: 'starter', period: 'yearly' });
    // The pay page shows the amount; the client's callback URL was never used.
    const page = await t.call('GET', new URL(reply.body.data.instrumentResponse.redirectInfo.url).pathname);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('₹120.00');
  });

  it('refuses an amount that is not the price, a foreign redirect, bad fields and operators, writing nothing', async () => {
    const keeper = await makeShopkeeper(t);
    const before = await t.count('payments');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 1200 }, 'amount', M.amountMismatch],
      [{ amount: 12000, billingPeriod: 'monthly' }, 'amount', M.amountMismatch],
      [{ planName: 'Professional', amount: 6000 }, 'amount', M.amountMismatch],
      [{ redirectUrl: 'https://evil.example/payment/callback' }, 'redirectUrl', M.redirectInvalid],
      [{ redirectUrl: 'http://localhost:4200/shop/dashboard' }, 'redirectUrl', M.redirectInvalid],
      [{ redirectUrl: 'not a url' }, 'redirectUrl', M.redirectInvalid],
      [{ planName: 'Gold' }, 'planName', M.planUnknown],
      [{ planName: { $ne: 'x' } }, 'planName', M.planUnknown],
      [{ billingPeriod: 'weekly' }, 'billingPeriod', M.periodInvalid],
      [{ redirectMode: 'REDIRECT' }, 'redirectMode', M.redirectModeInvalid],
      [{ paymentInstrument: { type: 'UPI_INTENT' } }, 'paymentInstrument', M.instrumentInvalid],
      [{ paymentInstrument: { type: 'PAY_PAGE', $where: '1' } }, 'paymentInstrument', M.instrumentInvalid],
      [{ mobileNumber: '12345' }, 'mobileNumber', M.mobileInvalid],
      [{ merchantTransactionId: 'has spaces!' }, 'merchantTransactionId', M.transactionIdInvalid],
      [{ amount: '12000' }, 'amount', M.amountMismatch],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await t.call('POST', '/api/payment/initiate', { token: keeper.token, body: { ...payload(), ...overrides } });
      expect({ overrides, status: reply.status, message: reply.body.errors?.[field] }).toEqual({
        overrides,
        status: 422,
        message,
      });
    }
    const unknown = await t.call('POST', '/api/payment/initiate', { token: keeper.token, body: { ...payload(), plan: 'x' } });
    expect(unknown.status).toBe(422);
    expect(await t.count('payments')).toBe(before);
  });

  it('is for a shopkeeper with a shop; a merchant transaction id is used once', async () => {
    const keeper = await makeShopkeeper(t);
    expect((await t.call('POST', '/api/payment/initiate', { body: payload() })).status).toBe(401);
    expect((await t.call('POST', '/api/payment/initiate', { token: await t.adminToken(), body: payload() })).status).toBe(403);
    const { id } = await initiate(keeper);
    const again = await initiate(keeper, { merchantTransactionId: id });
    expect(again.reply).toMatchObject({ status: 409, body: { message: M.transactionIdTaken } });
  });
});

describe('settlement', () => {
  it('a verified callback settles Starter yearly: the shop has the plan for a year, and a replay changes nothing', async () => {
    const keeper = await makeShopkeeper(t);
    const { id } = await initiate(keeper);
    const settled = await settleInSandbox(id, { outcome: 'success' });
    expect(settled.body).toEqual({ state: 'COMPLETED', callbackStatus: 200 });
    expect(await paymentDoc(id)).toMatchObject({ state: 'paid', code: 'PAYMENT_SUCCESS', applied: true });
    const plan = {
      id: 'starter',
      period: 'yearly',
      started_at: T0.toISOString(),
      renews_at: periodEnd(T0, 'yearly').toISOString(),
    };
    expect((await shopPlan(keeper))?.plan).toEqual(plan);

    // The same callback again, later: acknowledged, nothing moves.
    setClock(t, new Date(T0.getTime() + 3600_000));
    const doc = await paymentDoc(id);
    const replay = callbackBody({
      merchantId: SANDBOX_PAYMENT.merchantId,
      merchantTransactionId: id,
      transactionId: doc?.gatewayTransactionId,
      amount: 12000,
      state: 'COMPLETED',
    });
    for (let i = 0; i < 2; i++) {
      const reply = await t.call('POST', '/api/payment/callback', {
        headers: { 'X-VERIFY': replay.header },
        body: { response: replay.response },
      });
      expect(reply).toMatchObject({ status: 200, body: { success: true, message: 'Already recorded' } });
    }
    expect((await shopPlan(keeper))?.plan).toEqual(plan);
    const status = await t.call('GET', `/api/payment/status/${id}`, { token: keeper.token });
    expect(status.body.payment).toMatchObject({
      state: 'paid',
      plan_name: 'Starter',
      billing_period: 'yearly',
      amount: 12000,
      shop_plan: plan,
    });
  });

  it("the sandbox's pay page: the payer's choice posts the signed callback and sends the browser back by form POST", async () => {
    const keeper = await makeShopkeeper(t);
    const { reply, id } = await initiate(keeper);
    const pagePath = new URL(reply.body.data.instrumentResponse.redirectInfo.url).pathname;
    const page = String((await t.call('GET', pagePath)).body);
    const action = /action="([^"]+\/success)"/.exec(page)?.[1] as string;
    expect(action).toBe(`${pagePath}/success`);
    // A browser posts the button's form as text/plain (no fields).
    const back = await t.call('POST', action, { raw: '', headers: { 'content-type': 'text/plain' } });
    expect(back.status).toBe(200);
    const html = String(back.body);
    expect(html).toContain(`action="http://localhost:4200/payment/callback?merchantTransactionId=${id}"`);
    expect(html).toMatch(/name="code" value="PAYMENT_SUCCESS"/);
    expect(html).toMatch(/name="checksum" value="[0-9a-f]{64}###1"/);
    expect(String(back.headers['content-security-policy'])).toContain('form-action http://localhost:4200');
    expect(await paymentDoc(id)).toMatchObject({ state: 'paid' });
    expect((await shopPlan(keeper))?.plan).toMatchObject({ id: 'starter', period: 'yearly' });
  });

  it('refuses forged callbacks before reading them: nothing is settled', async () => {
    const keeper = await makeShopkeeper(t);
    const { id } = await initiate(keeper);
    const data = {
      merchantId: SANDBOX_PAYMENT.merchantId,
      merchantTransactionId: id,
      transactionId: 'T1',
      amount: 12000,
      state: 'COMPLETED',
    };
    const good = callbackBody(data);
    const forged: { headers: Record<string, string>; response: string }[] = [
      { headers: {}, response: good.response },
      { headers: { 'X-VERIFY': xVerify(good.response, '', 'someone-elses-salt', 1) }, response: good.response },
      { headers: { 'X-VERIFY': good.header.replace(/###1$/, '###2') }, response: good.response },
      { headers: { 'X-VERIFY': 'not-a-checksum' }, response: good.response },
      // A valid signature over another body.
      {
        headers: { 'X-VERIFY': good.header },
        response: encodePayload({ code: 'PAYMENT_SUCCESS', data: { ...data, amount: 100 } }),
      },
    ];
    for (const { headers, response } of forged) {
      const reply = await t.call('POST', '/api/payment/callback', { headers, body: { response } });
      expect(reply).toMatchObject({ status: 401, body: { message: M.checksumInvalid } });
    }
    expect(await paymentDoc(id)).toMatchObject({ state: 'pending' });
    expect((await shopPlan(keeper))?.plan).toBeNull();
    // Signed, but not a payment of ours or not JSON: refused too.
    const other = callbackBody({ ...data, merchantId: 'SOMEONEELSE' });
    expect(
      (
        await t.call('POST', '/api/payment/callback', {
          headers: { 'X-VERIFY': other.header },
          body: { response: other.response },
        })
      ).status,
    ).toBe(400);
    const junk = { response: Buffer.from('not json').toString('base64') };
    const junkHeader = xVerify(junk.response, '', SANDBOX_PAYMENT.saltKey, 1);
    expect((await t.call('POST', '/api/payment/callback', { headers: { 'X-VERIFY': junkHeader }, body: junk })).status).toBe(400);
    expect(
      (await t.call('POST', '/api/payment/callback', { headers: { 'X-VERIFY': junkHeader }, body: { response: { $gt: '' } } }))
        .status,
    ).toBe(422);
  });

  it('a success for another amount is refused and never pays', async () => {
    const keeper = await makeShopkeeper(t);
    const { id } = await initiate(keeper);
    const settled = await settleInSandbox(id, { outcome: 'success', amount: 100 });
    expect(settled.body).toEqual({ state: 'COMPLETED', callbackStatus: 422 });
    expect(await paymentDoc(id)).toMatchObject({ state: 'failed', code: 'AMOUNT_MISMATCH' });
    expect((await shopPlan(keeper))?.plan).toBeNull();
    // The status check hears the same and changes nothing either.
    const status = await t.call('GET', `/api/payment/status/${id}`, { token: keeper.token });
    expect(status.body.payment).toMatchObject({ state: 'failed', code: 'AMOUNT_MISMATCH', shop_plan: null });
  });

  it('a failed payment leaves the plan as it was', async () => {
    const keeper = await makeShopkeeper(t);
    await grantPlan(t, keeper.shopId, 'starter', { now: T0 });
    const before = (await shopPlan(keeper))?.plan;
    const { id } = await initiate(keeper, { planName: 'Professional', amount: 60000 });
    expect((await settleInSandbox(id, { outcome: 'failure' })).body).toEqual({ state: 'FAILED', callbackStatus: 200 });
    expect(await paymentDoc(id)).toMatchObject({ state: 'failed', code: 'PAYMENT_ERROR' });
    expect((await shopPlan(keeper))?.plan).toEqual(before);
    // A late success for a failed payment is the gateway's final word only if it says so: here a replayed failure changes nothing.
    const status = await t.call('GET', `/api/payment/status/${id}`, { token: keeper.token });
    expect(status.body.payment.state).toBe('failed');
  });

  it('the browser coming back settles nothing by itself: the status check asks the gateway', async () => {
    const keeper = await makeShopkeeper(t);
    const { id } = await initiate(keeper);
    // The payer left it pending: the gateway says PAYMENT_PENDING.
    const status = await t.call('GET', `/api/payment/status/${id}`, { token: keeper.token });
    expect(status.body.payment).toMatchObject({ state: 'pending', code: 'PAYMENT_PENDING' });
    // The callback is lost; the gateway has the success: the next owner check (3 s later) finds it.
    await settleInSandbox(id, { outcome: 'success', callback: false });
    setClock(t, new Date(T0.getTime() + 4_000));
    const again = await t.call('GET', `/api/payment/status/${id}`, { token: keeper.token });
    expect(again.body.payment).toMatchObject({ state: 'paid', shop_plan: { id: 'starter', period: 'yearly' } });
  });

  it("pending → paid on the gateway's status schedule, with the clock set", async () => {
    const keeper = await makeShopkeeper(t);
    const { id } = await initiate(keeper, { planName: 'Professional', amount: 6000, billingPeriod: 'monthly' });
    expect((await paymentDoc(id))?.nextCheckAt).toEqual(new Date(T0.getTime() + 25_000));
    await settleInSandbox(id, { outcome: 'success', callback: false });
    setClock(t, new Date(T0.getTime() + 20_000));
    await payments.reconcileDue();
    expect(await paymentDoc(id)).toMatchObject({ state: 'pending', checks: 0 });
    setClock(t, new Date(T0.getTime() + 26_000));
    await payments.reconcileDue();
    expect(await paymentDoc(id)).toMatchObject({ state: 'paid', checks: 1 });
    expect((await shopPlan(keeper))?.plan).toMatchObject({ id: 'professional', period: 'monthly' });
  });

  it('still pending after the 20-minute timeout: expired; a later verified success still pays', async () => {
    const keeper = await makeShopkeeper(t);
    const { id } = await initiate(keeper);
    for (const seconds of [25, 28, 55, 115, 175, 235, 1195]) {
      setClock(t, new Date(T0.getTime() + seconds * 1000));
      await payments.reconcileDue();
      expect((await paymentDoc(id))?.state).toBe('pending');
    }
    // The last check, at the timeout: still pending, so expired, and nothing is asked any more.
    setClock(t, new Date(T0.getTime() + 1200_000));
    await payments.reconcileDue();
    expect(await paymentDoc(id)).toMatchObject({ state: 'expired', nextCheckAt: null, checks: 8 });
    const status = await t.call('GET', `/api/payment/status/${id}`, { token: keeper.token });
    expect(status.body.payment.state).toBe('expired');
    expect((await settleInSandbox(id, { outcome: 'success' })).body.callbackStatus).toBe(200);
    expect(await paymentDoc(id)).toMatchObject({ state: 'paid' });
    expect((await shopPlan(keeper))?.plan).toMatchObject({ id: 'starter' });
  });

  it('a renewal of the plan running adds its period to the end; another plan starts now', async () => {
    const keeper = await makeShopkeeper(t);
    await grantPlan(t, keeper.shopId, 'starter', { period: 'monthly', now: T0 });
    const first = (await shopDoc(keeper))?.plan;
    const { id } = await initiate(keeper, { amount: 1200, billingPeriod: 'monthly' });
    await settleInSandbox(id, { outcome: 'success' });
    expect((await shopPlan(keeper))?.plan).toMatchObject({
      id: 'starter',
      renews_at: periodEnd(first.renewsAt, 'monthly').toISOString(),
    });
    const upgrade = await initiate(keeper, { planName: 'Professional', amount: 60000, billingPeriod: 'yearly' });
    await settleInSandbox(upgrade.id, { outcome: 'success' });
    expect((await shopPlan(keeper))?.plan).toMatchObject({
      id: 'professional',
      renews_at: periodEnd(T0, 'yearly').toISOString(),
    });
  });

  it('the registration fee: ₹50 once, marked paid on the shop', async () => {
    const keeper = await makeShopkeeper(t);
    expect((await shopPlan(keeper))?.registration_paid).toBe(false);
    const { reply, id } = await initiate(keeper, { planName: 'Registration', amount: 5000, billingPeriod: 'monthly' });
    expect(reply.status).toBe(200);
    await settleInSandbox(id, { outcome: 'success' });
    expect(await shopPlan(keeper)).toMatchObject({ registration_paid: true, plan: null });
    const again = await initiate(keeper, { planName: 'Registration', amount: 5000 });
    expect(again.reply).toMatchObject({ status: 409, body: { message: M.registrationPaid } });
  });

  it("a payment's status is its owner's only", async () => {
    const keeper = await makeShopkeeper(t);
    const other = await makeShopkeeper(t);
    const { id } = await initiate(keeper);
    expect((await t.call('GET', `/api/payment/status/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/payment/status/${id}`)).status).toBe(401);
    expect((await t.call('GET', '/api/payment/status/bad%20id', { token: keeper.token })).body).toEqual({
      message: M.transactionIdInvalid,
    });
    expect(HTTP_MESSAGES.unauthorized).toBeTruthy();
  });

  it('GET /api/payment/config names the checkout script (the sandbox here)', async () => {
    expect((await t.call('GET', '/api/payment/config')).body).toEqual({
      checkoutScriptUrl: '/api/dev/pay-sandbox/checkout.js',
      sandbox: true,
    });
    const script = await t.call('GET', '/api/dev/pay-sandbox/checkout.js');
    expect(script.status).toBe(200);
    expect(String(script.headers['content-type'])).toContain('javascript');
  });
});
