import { Types } from 'mongoose';
import { DEFAULT_PRINT_SETTINGS, HTTP_MESSAGES, PRINT_MESSAGES as P, SHOP_API_MESSAGES as M, VALIDATION } from '@chowk/contracts';
import { expectOwnerOnly, makeShopkeeper, shopDataSnapshot, signupShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, newClientAddress, type TestApp } from '../../testing/test-app';

type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

describe('printing settings (PUT /api/shops/{id}/printing) and the owner views', () => {
  let t: TestApp;
  let owner: Keeper;
  let other: Keeper;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t, { name: 'Asha Tea Stall' });
    other = await makeShopkeeper(t, { name: 'Other Stall' });
  });
  afterAll(() => t.close());

  const put = (body: unknown, who: Pick<Keeper, 'token'> = owner, id = owner.shopId) =>
    t.call('PUT', `/api/shops/${id}/printing`, { token: who.token, body });
  const stored = async (shopId = owner.shopId) =>
    (await t.connection.collection('shops').findOne({ _id: new Types.ObjectId(shopId) }))?.printing;
  const publicView = async (code = owner.shopCode) => (await t.call('GET', `/api/shops/by-code/${code}`)).body.shop;

  describe('the owner views', () => {
    it('signup, login and /auth/me carry the defaults until the owner saves: 58 mm, no KOT on confirm', async () => {
      const keeper = await signupShopkeeper(t);
      const me = await t.call('GET', '/api/auth/me', { token: keeper.token });
      expect(me.body.shop.printing).toEqual({ paper: '58mm', kot_on_confirm: false });
      const login = await t.call('POST', '/api/auth/login', {
        body: { identifier: keeper.mobile, password: keeper.password },
        forwardedFor: newClientAddress(),
      });
      expect({ status: login.status, printing: login.body.shop.printing }).toEqual({
        status: 200,
        printing: DEFAULT_PRINT_SETTINGS,
      });
      // Nothing is written until then.
      expect(await stored(keeper.shopId)).toBeNull();
    });

    it('never shows the printing settings to customers', async () => {
      await put({ paper: '80mm', kot_on_confirm: true });
      const shop = await publicView();
      expect(shop).not.toHaveProperty('printing');
      const menu = await t.call('GET', `/api/shops/by-code/${owner.shopCode}?include=menu`);
      expect(menu.body.shop).not.toHaveProperty('printing');
    });

    it('a record someone edited by hand reads as the defaults where it cannot be read', async () => {
      const keeper = await makeShopkeeper(t, { name: 'Hand Edited' });
      await t.connection
        .collection('shops')
        .updateOne({ _id: new Types.ObjectId(keeper.shopId) }, { $set: { printing: { paper: 'A4', kotOnConfirm: 'yes' } } });
      const reply = await t.call('PATCH', `/api/shops/${keeper.shopId}`, { token: keeper.token, body: {} });
      expect({ status: reply.status, printing: reply.body.shop.printing }).toEqual({
        status: 200,
        printing: DEFAULT_PRINT_SETTINGS,
      });
    });
  });

  describe('PUT', () => {
    it('saves both fields and answers {success, message, data: the owner view}; /auth/me and settings show them', async () => {
      const keeper = await signupShopkeeper(t, { shop_name: 'Printing Chai' });
      const before = (await t.call('GET', '/api/auth/me', { token: keeper.token })).body.shop;
      const reply = await t.call('PUT', `/api/shops/${keeper.shopId}/printing`, {
        token: keeper.token,
        body: { paper: '80mm', kot_on_confirm: true },
      });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 200,
        body: {
          success: true,
          message: P.saved,
          data: { ...before, printing: { paper: '80mm', kot_on_confirm: true } },
        },
      });
      expect(await stored(keeper.shopId)).toEqual({ paper: '80mm', kotOnConfirm: true });
      const me = await t.call('GET', '/api/auth/me', { token: keeper.token });
      expect(me.body.shop).toEqual(reply.body.data);
      const settings = await t.call('PATCH', `/api/shops/${keeper.shopId}`, { token: keeper.token, body: {} });
      expect(settings.body.shop.printing).toEqual({ paper: '80mm', kot_on_confirm: true });

      const back = await t.call('PUT', `/api/shops/${keeper.shopId}/printing`, {
        token: keeper.token,
        body: { paper: '58mm', kot_on_confirm: false },
      });
      expect({ status: back.status, printing: back.body.data.printing }).toEqual({
        status: 200,
        printing: DEFAULT_PRINT_SETTINGS,
      });
      expect(await stored(keeper.shopId)).toEqual({ paper: '58mm', kotOnConfirm: false });
      // Nothing else of the shop changed.
      expect({ ...back.body.data, printing: undefined }).toEqual({ ...before, printing: undefined });
    });

    it.each([
      [{}, { paper: P.paperInvalid, kot_on_confirm: P.kotOnConfirmInvalid }],
      [{ paper: '58mm' }, { kot_on_confirm: P.kotOnConfirmInvalid }],
      [{ kot_on_confirm: true }, { paper: P.paperInvalid }],
      [{ paper: '100mm', kot_on_confirm: true }, { paper: P.paperInvalid }],
      [{ paper: '58MM', kot_on_confirm: true }, { paper: P.paperInvalid }],
      [{ paper: ' 58mm ', kot_on_confirm: true }, { paper: P.paperInvalid }],
      [{ paper: 58, kot_on_confirm: true }, { paper: P.paperInvalid }],
      [{ paper: null, kot_on_confirm: true }, { paper: P.paperInvalid }],
      [{ paper: ['58mm'], kot_on_confirm: true }, { paper: P.paperInvalid }],
      [{ paper: { $ne: null }, kot_on_confirm: true }, { paper: P.paperInvalid }],
      [{ paper: '80mm', kot_on_confirm: 'true' }, { kot_on_confirm: P.kotOnConfirmInvalid }],
      [{ paper: '80mm', kot_on_confirm: 1 }, { kot_on_confirm: P.kotOnConfirmInvalid }],
      [{ paper: '80mm', kot_on_confirm: null }, { kot_on_confirm: P.kotOnConfirmInvalid }],
      [{ paper: '80mm', kot_on_confirm: { $set: true } }, { kot_on_confirm: P.kotOnConfirmInvalid }],
      [{ paper: '80mm', kot_on_confirm: true, copies: 2 }, { copies: VALIDATION.unknownField('copies') }],
      [{ paper: '80mm', kot_on_confirm: true, $set: { ownerId: null } }, { $set: VALIDATION.unknownField('$set') }],
    ])('refuses %j with 422 and its message, writing nothing', async (body, errors) => {
      const before = await shopDataSnapshot(t);
      const reply = await put(body);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors },
      });
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('a body that is not an object, malformed JSON or not JSON is a 4xx, never a 500, writing nothing', async () => {
      const before = await shopDataSnapshot(t);
      const url = `/api/shops/${owner.shopId}/printing`;
      for (const raw of ['[]', '"58mm"', 'null', '42', 'true', '[{"paper":"80mm","kot_on_confirm":true}]']) {
        const reply = await t.call('PUT', url, { token: owner.token, raw, headers: { 'content-type': 'application/json' } });
        expect({ raw, status: reply.status >= 400 && reply.status < 500 }).toEqual({ raw, status: true });
      }
      expect((await t.call('PUT', url, { token: owner.token, raw: '{"paper":' })).status).toBe(400);
      const form = await t.call('PUT', url, {
        token: owner.token,
        raw: 'paper=80mm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const big = await t.call('PUT', url, {
        token: owner.token,
        raw: JSON.stringify({ paper: '80mm', kot_on_confirm: true, pad: 'x'.repeat(200_000) }),
      });
      expect(big.status).toBe(413);
      expect(await shopDataSnapshot(t)).toBe(before);
    });

    it('a malformed shop id is a 400, an unknown shop a 404', async () => {
      const body = { paper: '80mm', kot_on_confirm: true };
      const bad = await put(body, owner, 'not-an-id');
      expect(bad.status).toBe(400);
      const missing = await put(body, owner, MISSING_ID);
      expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: { message: M.shopNotFound } });
    });

    it("is the owner's alone: another shopkeeper 403 (as the WhatsApp route answers), the admin 403, no token 401", async () => {
      await expectOwnerOnly(t, 'PUT', `/api/shops/${owner.shopId}/printing`, {
        owner,
        other,
        body: { paper: '58mm', kot_on_confirm: false },
      });
    });

    it('is in the OpenAPI document with its body, answers and bearer scheme', async () => {
      const doc = (await t.call('GET', '/api/docs-json')).body;
      const operation = doc.paths['/api/shops/{id}/printing'].put;
      expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413', '415', '422', '503']);
      expect(operation.security).toEqual([{ shopkeeper: [] }]);
      const body = doc.components.schemas.PrintSettingsDto;
      expect(body.required.sort()).toEqual(['kot_on_confirm', 'paper']);
      expect(body.properties.paper.enum).toEqual(['58mm', '80mm']);
      expect(doc.components.schemas.ShopDto.properties.printing).toBeDefined();
      expect(doc.components.schemas.ShopDto.required).not.toContain('printing');
    });
  });
});
