import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import {
  BILL_KEY_PATTERN,
  BILLING_LIMITS,
  BILLING_MESSAGES as B,
  DEFAULT_SHOP_BILLING,
  HTTP_MESSAGES,
  SHOP_API_MESSAGES as M,
  UNPAID,
  VALIDATION,
} from '@chowk/contracts';
import { expectOperatorPayloadsRefused } from '../../testing/expectations';
import { expectOwnerOnly, makeShopkeeper, shopDataSnapshot, signupPayload } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, newClientAddress, type TestApp } from '../../testing/test-app';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu, verifyContact } from '../orders/testing/order-fixtures';

type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

/** Noon in India on 24 Nov 2026: every default shop (09:00–21:00) is open. */
const NOON = ist('2026-11-24T12:00');
/** Published GSTINs (the GST portal's example; a Karnataka one). */
const GSTIN = '27AAPFU0939F1ZV';
const KA_GSTIN = '29AAGCB7383J1Z4';

/**
 * The shop's UPI ID and GST registration (PUT /api/shops/{id}/billing): the owner's alone,
 * checked with the settings form's rule (validateBilling), stored normalized, on every view of
 * the shop; and what they do to the shop's orders: a composition shop charges no tax, every order
 * keeps the GST registration it was priced under and its bill's key, a UPI order where it is paid.
 */
describe('billing settings (PUT /api/shops/{id}/billing) and what orders take from them', () => {
  let t: TestApp;
  let owner: Keeper;
  let other: Keeper;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t, { name: 'Asha Tea Stall' });
    other = await makeShopkeeper(t, { name: 'Other Stall' });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const settings = (change: object = {}) => ({
    upi_id: 'ashatea@okhdfcbank',
    payee_name: 'Asha Tea Stall',
    gst_scheme: 'regular',
    gstin: GSTIN,
    ...change,
  });
  const put = (body: unknown, who: Pick<Keeper, 'token'> = owner, id = owner.shopId) =>
    t.call('PUT', `/api/shops/${id}/billing`, { token: who.token, body });
  const stored = async (shopId = owner.shopId) =>
    (await t.connection.collection('shops').findOne({ _id: new Types.ObjectId(shopId) }))?.billing;

  describe('the settings', () => {
    it('every view carries none until the owner saves (public, with the menu, directory, signup, login, me)', async () => {
      const payload = await signupPayload(t, { shop_name: 'Default Billing Chai' });
      const signup = await t.call('POST', '/api/auth/signup', { body: payload, forwardedFor: newClientAddress() });
      expect(signup.status).toBe(201);
      const keeper = {
        token: signup.body.token as string,
        shopId: signup.body.shop._id as string,
        shopCode: signup.body.shop.code,
      };
      const login = await t.call('POST', '/api/auth/login', {
        body: { identifier: payload.mobile, password: payload.password },
        forwardedFor: newClientAddress(),
      });
      const me = await t.call('GET', '/api/auth/me', { token: keeper.token });
      const byCode = await t.call('GET', `/api/shops/by-code/${keeper.shopCode}`);
      const menu = await t.call('GET', `/api/shops/by-code/${keeper.shopCode}?include=menu`);
      const directory = await t.call('GET', '/api/shops?name=Default%20Billing');
      expect({
        signup: signup.body.shop.billing,
        login: login.body.shop?.billing,
        me: me.body.shop.billing,
        byCode: byCode.body.shop.billing,
        menu: menu.body.shop.billing,
        directory: directory.body.data.map((s: { billing: unknown }) => s.billing),
      }).toEqual({
        signup: DEFAULT_SHOP_BILLING,
        login: DEFAULT_SHOP_BILLING,
        me: DEFAULT_SHOP_BILLING,
        byCode: DEFAULT_SHOP_BILLING,
        menu: DEFAULT_SHOP_BILLING,
        directory: [DEFAULT_SHOP_BILLING],
      });
      expect(DEFAULT_SHOP_BILLING).toEqual({ upi_id: null, payee_name: null, gst_scheme: 'unregistered', gstin: null });
      // Nothing is written until then.
      expect(await stored(keeper.shopId)).toBeNull();
    });

    it('saves the four and answers {success, message, data: the owner view}; every view shows them, public ones too', async () => {
      const before = (await t.call('PATCH', `/api/shops/${owner.shopId}`, { token: owner.token, body: {} })).body.shop;
      const reply = await put(settings());
      const saved = { upi_id: 'ashatea@okhdfcbank', payee_name: 'Asha Tea Stall', gst_scheme: 'regular', gstin: GSTIN };
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 200,
        body: { success: true, message: B.saved, data: { ...before, billing: saved } },
      });
      expect(await stored()).toEqual({
        upiId: 'ashatea@okhdfcbank',
        payeeName: 'Asha Tea Stall',
        gstScheme: 'regular',
        gstin: GSTIN,
      });
      expect((await t.call('GET', `/api/shops/by-code/${owner.shopCode}`)).body.shop.billing).toEqual(saved);
      const directory = await t.call('GET', '/api/shops?name=Asha%20Tea');
      expect(directory.body.data.map((s: { billing: unknown }) => s.billing)).toEqual([saved]);
    });

    it('stores them trimmed, the UPI ID lower-case and the GSTIN upper-case; blank is none', async () => {
      const reply = await put({
        upi_id: ' Asha.Tea@OKHDFCBANK ',
        payee_name: '  Asha Tea  ',
        gst_scheme: 'composition',
        gstin: ` ${KA_GSTIN.toLowerCase()} `,
      });
      expect(reply.body.data.billing).toEqual({
        upi_id: 'asha.tea@okhdfcbank',
        payee_name: 'Asha Tea',
        gst_scheme: 'composition',
        gstin: KA_GSTIN,
      });
      expect(await stored()).toEqual({
        upiId: 'asha.tea@okhdfcbank',
        payeeName: 'Asha Tea',
        gstScheme: 'composition',
        gstin: KA_GSTIN,
      });
      // '' is none; a payee without a UPI ID is not kept; an unregistered shop has no GSTIN.
      const cleared = await put({ upi_id: '', payee_name: 'Kept?', gst_scheme: 'unregistered', gstin: '  ' });
      expect(cleared.body.data.billing).toEqual(DEFAULT_SHOP_BILLING);
      expect(await stored()).toEqual({ upiId: null, payeeName: null, gstScheme: 'unregistered', gstin: null });
      // The longest of each is taken.
      const longest = `${'a'.repeat(BILLING_LIMITS.upiIdMax - 4)}@ybl`;
      const payee = 'प'.repeat(BILLING_LIMITS.payeeNameMax);
      const bounds = await put({ upi_id: longest, payee_name: payee, gst_scheme: 'unregistered', gstin: null });
      expect({ status: bounds.status, billing: bounds.body.data?.billing }).toEqual({
        status: 200,
        billing: { upi_id: longest, payee_name: payee, gst_scheme: 'unregistered', gstin: null },
      });
    });

    it.each([
      // Each field on its own (the document says these too).
      [{ upi_id: undefined }, { upi_id: VALIDATION.required }],
      [{ payee_name: undefined }, { payee_name: VALIDATION.required }],
      [{ gst_scheme: undefined }, { gst_scheme: VALIDATION.required }],
      [{ gstin: undefined }, { gstin: VALIDATION.required }],
      [{ upi_id: 'ashatea' }, { upi_id: B.upiIdInvalid }],
      [{ upi_id: 'asha tea@ybl' }, { upi_id: B.upiIdInvalid }],
      [{ upi_id: 'asha@ybl.com' }, { upi_id: B.upiIdInvalid }],
      [{ upi_id: 'asha@1bank' }, { upi_id: B.upiIdInvalid }],
      [{ upi_id: '   ' }, { upi_id: B.upiIdInvalid }],
      [{ upi_id: '\u212Aumar@ybl' }, { upi_id: B.upiIdInvalid }], // the Kelvin sign lower-cases to k: not ASCII, refused
      [{ upi_id: `${'a'.repeat(BILLING_LIMITS.upiIdMax)}@ybl` }, { upi_id: B.upiIdTooLong }],
      [{ upi_id: 42 }, { upi_id: B.upiIdInvalid }],
      [{ upi_id: ['asha@ybl'] }, { upi_id: B.upiIdInvalid }],
      [{ upi_id: { $ne: null } }, { upi_id: B.upiIdInvalid }],
      [{ payee_name: 'x'.repeat(BILLING_LIMITS.payeeNameMax + 1) }, { payee_name: B.payeeNameTooLong }],
      [{ payee_name: 42 }, { payee_name: B.payeeNameRequired }],
      [{ gst_scheme: 'gst' }, { gst_scheme: B.gstSchemeInvalid }],
      [{ gst_scheme: 'Regular' }, { gst_scheme: B.gstSchemeInvalid }],
      [{ gst_scheme: null }, { gst_scheme: B.gstSchemeInvalid }],
      [{ gst_scheme: { $in: ['regular'] } }, { gst_scheme: B.gstSchemeInvalid }],
      [{ gstin: '27AAPFU0939F1Z' }, { gstin: B.gstinLength }],
      [{ gstin: '27AAPF00939F1ZV' }, { gstin: B.gstinInvalid }],
      [{ gstin: '27AAPFU0939F1YV' }, { gstin: B.gstinInvalid }],
      [{ gstin: '99AAPFU0939F1ZV' }, { gstin: B.gstinState }],
      [{ gstin: '27AAPFı0939F1ZV' }, { gstin: B.gstinInvalid }], // a dotless ı upper-cases to I: not ASCII, refused
      [{ gstin: 27 }, { gstin: B.gstinInvalid }],
      [{ gstin: { $exists: true } }, { gstin: B.gstinInvalid }],
      [{ upi: 'asha@ybl' }, { upi: VALIDATION.unknownField('upi') }],
      [{ $set: { ownerId: null } }, { $set: VALIDATION.unknownField('$set') }],
      // How they go together, and the GSTIN's check character: once the shop is found.
      [{ payee_name: '' }, { payee_name: B.payeeNameRequired }],
      [{ payee_name: '   ' }, { payee_name: B.payeeNameRequired }],
      [{ payee_name: null }, { payee_name: B.payeeNameRequired }],
      [{ gstin: '27AAPFU0939F1ZW' }, { gstin: B.gstinCheck }],
      [{ gstin: '29AAGCB7383J1Z5' }, { gstin: B.gstinCheck }],
      [{ gstin: null }, { gstin: B.gstinRequired }],
      [{ gst_scheme: 'composition', gstin: '' }, { gstin: B.gstinRequired }],
      [{ gst_scheme: 'unregistered', gstin: GSTIN }, { gstin: B.gstinNotUnregistered }],
    ])('refuses %j with 422 and its message, writing nothing', async (change, errors) => {
      const before = await shopDataSnapshot(t);
      const reply = await put(settings(change));
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('names every broken field at once, in two steps: each field on its own, then how they go together', async () => {
      const alone = await put({ upi_id: 'ashatea', payee_name: 7, gst_scheme: 'gst' });
      expect(alone.body.errors).toEqual({
        upi_id: B.upiIdInvalid,
        payee_name: B.payeeNameRequired,
        gst_scheme: B.gstSchemeInvalid,
        gstin: VALIDATION.required,
      });
      const together = await put({ upi_id: 'asha@ybl', payee_name: '', gst_scheme: 'regular', gstin: '' });
      expect({ status: together.status, body: together.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { payee_name: B.payeeNameRequired, gstin: B.gstinRequired } },
      });
    });

    it('refuses operator payloads, malformed JSON and bodies that are not objects, writing nothing', async () => {
      await expectOperatorPayloadsRefused(t, 'PUT', `/api/shops/${owner.shopId}/billing`, {
        payloads: [
          settings({ upi_id: { $regex: '.*' } }),
          settings({ gstin: { $ne: null } }),
          settings({ gst_scheme: ['regular'] }),
          settings({ payee_name: { $gt: '' } }),
        ],
        token: owner.token,
        collection: 'shops',
        snapshot: () => shopDataSnapshot(t),
      });
      const before = await shopDataSnapshot(t);
      for (const raw of ['[]', '"asha@ybl"', 'null', '{"upi_id":']) {
        const reply = await t.call('PUT', `/api/shops/${owner.shopId}/billing`, {
          token: owner.token,
          raw,
          headers: { 'content-type': 'application/json' },
        });
        expect({ raw, refused: reply.status >= 400 && reply.status < 500 }).toEqual({ raw, refused: true });
      }
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('a malformed shop id is a 400, an unknown shop a 404 (before the fields are judged together)', async () => {
      expect((await put(settings(), owner, 'not-an-id')).status).toBe(400);
      for (const body of [settings(), settings({ gstin: '27AAPFU0939F1ZW' })]) {
        const missing = await put(body, owner, MISSING_ID);
        expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
      }
    });

    it("is the owner's alone: another shopkeeper 403, the admin 403, no token 401", async () => {
      await expectOwnerOnly(t, 'PUT', `/api/shops/${owner.shopId}/billing`, { owner, other, body: settings() });
    });

    it('a stored record someone edited by hand reads as the defaults where it cannot be read', async () => {
      const keeper = await makeShopkeeper(t, { name: 'Hand Edited Billing' });
      await t.connection
        .collection('shops')
        .updateOne(
          { _id: new Types.ObjectId(keeper.shopId) },
          { $set: { billing: { upiId: 42, payeeName: 'Payee', gstScheme: 'other', gstin: GSTIN } } },
        );
      const shop = (await t.call('GET', `/api/shops/by-code/${keeper.shopCode}`)).body.shop;
      expect(shop.billing).toEqual(DEFAULT_SHOP_BILLING);
    });

    it('is in the OpenAPI document: four keys required, nullable but the scheme, patterns that accept and refuse as the API does', async () => {
      const doc = (await t.call('GET', '/api/docs-json')).body;
      const operation = doc.paths['/api/shops/{id}/billing'].put;
      expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413', '415', '422', '503']);
      expect(operation.security).toEqual([{ shopkeeper: [] }]);
      const body = doc.components.schemas.BillingSettingsDto;
      expect(body.required.sort()).toEqual(['gst_scheme', 'gstin', 'payee_name', 'upi_id']);
      expect(body.additionalProperties).toBe(false);
      expect(body.properties.gst_scheme).toMatchObject({ enum: ['unregistered', 'composition', 'regular'] });
      expect(body.properties.gst_scheme.nullable).toBeUndefined();
      for (const key of ['upi_id', 'payee_name', 'gstin']) expect(body.properties[key].nullable).toBe(true);
      expect(body.properties.upi_id.maxLength).toBe(BILLING_LIMITS.upiIdMax);
      const matches = (key: string) => (value: string) => new RegExp(body.properties[key].pattern).test(value);
      expect(['', 'asha@ybl', ' Asha.Tea@OKHDFCBANK ', `${'a'.repeat(96)}@ybl`].every(matches('upi_id'))).toBe(true);
      expect(['   ', 'asha', 'a b@ybl', 'asha@ybl.com', '\u212Aumar@ybl'].some(matches('upi_id'))).toBe(false);
      expect(['', '  ', GSTIN, ` ${GSTIN.toLowerCase()} `, '27AAPFU0939F1ZW'].every(matches('gstin'))).toBe(true);
      expect(
        ['27AAPFU0939F1Z', '99AAPFU0939F1ZV', '25AAPFU0939F1ZV', '27AAPF00939F1ZV', '27AAPFı0939F1ZV'].some(matches('gstin')),
      ).toBe(false);
      expect(['', 'Asha', ` ${'x'.repeat(BILLING_LIMITS.payeeNameMax)} `].every(matches('payee_name'))).toBe(true);
      expect(['x'.repeat(BILLING_LIMITS.payeeNameMax + 1)].some(matches('payee_name'))).toBe(false);
      const view = doc.components.schemas.ShopDto;
      expect(view.properties.billing).toBeDefined();
      expect(view.required).not.toContain('billing');
    });
  });

  describe('orders priced and kept by the shop’s settings', () => {
    let shop: MenuShop;
    const device = newDevice();
    const mobile = '9876543210';
    const chai = (s: MenuShop = shop) => ({ product_id: s.items['Masala Chai'], quantity: 2 });
    const order = (extra: object = {}, s: MenuShop = shop) => ({
      shop_id: s.shopId,
      customer_mobile: mobile,
      items: [chai(s), { product_id: s.items.Samosa, quantity: 1 }],
      ...extra,
    });
    const saveAs = async (s: MenuShop, body: object) => {
      const reply = await t.call('PUT', `/api/shops/${s.shopId}/billing`, { token: s.token, body: settings(body) });
      expect(reply.status).toBe(200);
    };
    const record = (id: string) => t.connection.collection('orders').findOne({ _id: new Types.ObjectId(id) });

    beforeAll(async () => {
      // 2 × ₹15 + ₹20 = ₹50 of items.
      shop = await shopWithMenu(t, { 'Masala Chai': 15, Samosa: 20 }, { name: 'Billing Chai' });
      await verifyContact(t, device, 'mobile', mobile);
    });
    beforeEach(() => setClock(t, NOON));

    it('an unregistered shop charges 5% and its orders say so; a cash order has no payee', async () => {
      const reply = await place(t, order(), { deviceId: device });
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({ subtotal: 50, tax_amount: 2.5, total_amount: 52.5, payment: UNPAID });
      expect(reply.body.data.bill_key).toMatch(BILL_KEY_PATTERN);
      expect(reply.body.data.pay_to).toBeUndefined();
      const doc = await record(reply.body.data._id);
      expect(doc).toMatchObject({ gstScheme: 'unregistered', taxPaise: 250, billKey: reply.body.data.bill_key });
      expect({ gstin: doc?.gstin, payTo: doc?.payTo, paymentStatus: doc?.paymentStatus }).toEqual({
        gstin: undefined,
        payTo: undefined,
        paymentStatus: undefined,
      });
    });

    it('a regular shop charges 5% and its orders keep its GSTIN; a UPI order keeps where it is paid', async () => {
      await saveAs(shop, { gst_scheme: 'regular', gstin: GSTIN, upi_id: 'Billing.Chai@ybl', payee_name: 'Billing Chai Stall' });
      const reply = await place(t, order({ payment_method: 'qr' }), { deviceId: device });
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({
        payment_method: 'qr',
        subtotal: 50,
        tax_amount: 2.5,
        total_amount: 52.5,
        pay_to: { upi_id: 'billing.chai@ybl', payee_name: 'Billing Chai Stall' },
      });
      expect(await record(reply.body.data._id)).toMatchObject({
        gstScheme: 'regular',
        gstin: GSTIN,
        taxPaise: 250,
        payTo: { upiId: 'billing.chai@ybl', payeeName: 'Billing Chai Stall' },
      });
      // GET /api/orders/{id} answers the same.
      const read = await t.call('GET', `/api/orders/${reply.body.data._id}`, { headers: { 'x-device-id': device } });
      expect(read.body.data).toEqual(reply.body.data);
    });

    it('a composition shop charges no tax, on customers’ and counter orders alike', async () => {
      await saveAs(shop, { gst_scheme: 'composition', gstin: KA_GSTIN });
      const reply = await place(t, order({ delivery_type: 'pickup' }), { deviceId: device });
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({ subtotal: 50, tax_amount: 0, delivery_fee: 0, total_amount: 50, totalAmount: 50 });
      expect(await record(reply.body.data._id)).toMatchObject({
        gstScheme: 'composition',
        gstin: KA_GSTIN,
        taxPaise: 0,
        totalPaise: 5000,
      });

      const counter = await t.call('POST', `/api/orders/shop/${shop.shopId}`, { token: shop.token, body: { items: [chai()] } });
      expect(counter.status).toBe(201);
      expect(counter.body.data).toMatchObject({ subtotal: 30, tax_amount: 0, total_amount: 30, payment: UNPAID });
      expect(counter.body.data.bill_key).toMatch(BILL_KEY_PATTERN);
      expect(counter.body.data.bill_key).not.toBe(reply.body.data.bill_key);
      expect(await record(counter.body.data._id)).toMatchObject({ gstScheme: 'composition', gstin: KA_GSTIN, taxPaise: 0 });
    });

    it('an order keeps what it was priced under when the shop changes its settings; a replay answers it unchanged', async () => {
      await saveAs(shop, { gst_scheme: 'composition', gstin: KA_GSTIN, upi_id: 'first@ybl', payee_name: 'First Payee' });
      const key = randomUUID();
      const first = await place(t, order({ payment_method: 'qr' }), { deviceId: device, key });
      expect(first.status).toBe(201);
      await saveAs(shop, { gst_scheme: 'regular', gstin: GSTIN, upi_id: 'second@ybl', payee_name: 'Second Payee' });
      const replay = await place(t, order({ payment_method: 'qr' }), { deviceId: device, key });
      expect({ status: replay.status, data: replay.body.data }).toEqual({ status: 200, data: first.body.data });
      expect(first.body.data).toMatchObject({ tax_amount: 0, pay_to: { upi_id: 'first@ybl', payee_name: 'First Payee' } });
      expect(await record(first.body.data._id)).toMatchObject({ gstScheme: 'composition', gstin: KA_GSTIN });
      // A new order is priced by the new settings.
      const next = await place(t, order({ payment_method: 'qr' }), { deviceId: device });
      expect(next.body.data).toMatchObject({ tax_amount: 2.5, pay_to: { upi_id: 'second@ybl', payee_name: 'Second Payee' } });
    });

    it('UPI to a shop without a UPI ID is still taken (no payee); a payee the record lacks is the shop’s name', async () => {
      const plain = await shopWithMenu(t, { 'Masala Chai': 15, Samosa: 20 }, { name: 'No UPI Stall' });
      const reply = await place(t, order({ payment_method: 'qr' }, plain), { deviceId: device });
      expect(reply.status).toBe(201);
      expect(reply.body.data.payment_method).toBe('qr');
      expect(reply.body.data.pay_to).toBeUndefined();
      await t.connection
        .collection('shops')
        .updateOne(
          { _id: new Types.ObjectId(plain.shopId) },
          { $set: { billing: { upiId: 'plain@ybl', payeeName: null, gstScheme: 'unregistered', gstin: null } } },
        );
      const named = await place(t, order({ payment_method: 'qr' }, plain), { deviceId: device });
      expect(named.body.data.pay_to).toEqual({ upi_id: 'plain@ybl', payee_name: 'No UPI Stall' });
      // Cash to the same shop: no payee.
      const cash = await place(t, order({ payment_method: 'cash' }, plain), { deviceId: device });
      expect(cash.body.data.pay_to).toBeUndefined();
    });
  });
});
