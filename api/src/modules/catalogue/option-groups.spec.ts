import { Types } from 'mongoose';
import {
  HTTP_MESSAGES,
  OPTION_API_MESSAGES as M,
  OPTION_LIMITS,
  OPTION_VALIDATION as V,
  type OptionGroup,
  SHOP_API_MESSAGES,
  VALIDATION,
} from '@chowk/contracts';
import { expectOperatorPayloadsRefused } from '../../testing/expectations';
import { expectOwnerOnly, makeShopkeeper, shopDataSnapshot } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';
import { OptionGroupsService } from './options/option-groups.service';

type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

const ID = /^[0-9a-f]{24}$/;

describe('option groups: /api/option-groups, and the menu items that carry them', () => {
  let t: TestApp;
  let owner: Keeper;
  let other: Keeper;
  let section: string;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    owner = await makeShopkeeper(t, { name: 'Asha Tea Stall' });
    other = await makeShopkeeper(t, { name: 'Other Stall' });
    section = (
      await t.call('POST', '/api/menu-sections', { token: owner.token, body: { name: 'Hot Drinks', shop_id: owner.shopId } })
    ).body.menuSection._id;
  });
  afterAll(() => t.close());

  /** The Size group: Cutting +₹0 / Full +₹5, required. */
  const size = (change: object = {}) => ({
    shop_id: owner.shopId,
    name: 'Size',
    selection: 'single',
    required: true,
    choices: [
      { name: 'Cutting', price: 0 },
      { name: 'Full', price: 5 },
    ],
    ...change,
  });
  const create = (body: unknown, who: Pick<Keeper, 'token'> = owner) =>
    t.call('POST', '/api/option-groups', { token: who.token, body });
  const put = (id: string, body: unknown, who: Pick<Keeper, 'token'> = owner) =>
    t.call('PUT', `/api/option-groups/${id}`, { token: who.token, body });
  const list = async (shopId = owner.shopId) =>
    (await t.call('GET', `/api/option-groups/shop/${shopId}`)).body.data as OptionGroup[];
  const stored = (id: string) => t.connection.collection('option_groups').findOne({ _id: new Types.ObjectId(id) });
  /** Everything a refused write may not change: the shop data and the groups. */
  const snapshot = async () =>
    `${await shopDataSnapshot(t)}${JSON.stringify(await t.connection.collection('option_groups').find().sort({ _id: 1 }).toArray())}`;
  let uniqueName = 0;
  const fresh = () => `Group ${++uniqueName}`;

  describe('POST and GET', () => {
    it('a shop without groups lists none; an unknown shop is 404, a malformed id 400', async () => {
      expect(await t.call('GET', `/api/option-groups/shop/${other.shopId}`)).toMatchObject({
        status: 200,
        body: { success: true, data: [] },
      });
      const unknown = await t.call('GET', `/api/option-groups/shop/${MISSING_ID}`);
      expect({ status: unknown.status, body: unknown.body }).toEqual({
        status: 404,
        body: { message: SHOP_API_MESSAGES.shopNotFound },
      });
      expect((await t.call('GET', '/api/option-groups/shop/not-an-id')).status).toBe(400);
    });

    it('the owner adds a group: 201 with its message and the group; rupees on the wire, paise stored', async () => {
      const reply = await create(
        size({
          name: '  Size  ',
          choices: [
            { name: ' Cutting ', price: 0 },
            { name: 'Full', price: 5.5 },
          ],
        }),
      );
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 201,
        body: {
          success: true,
          message: M.groupCreated,
          data: {
            _id: expect.stringMatching(ID),
            shop_id: owner.shopId,
            name: 'Size',
            selection: 'single',
            required: true,
            min_picks: 1,
            max_picks: 1,
            choices: [
              { _id: expect.stringMatching(ID), name: 'Cutting', price: 0, sold_out: false },
              { _id: expect.stringMatching(ID), name: 'Full', price: 5.5, sold_out: false },
            ],
          },
        },
      });
      expect(await stored(reply.body.data._id)).toMatchObject({
        shopId: new Types.ObjectId(owner.shopId),
        name: 'Size',
        nameKey: 'size',
        minPicks: 1,
        maxPicks: 1,
        choices: [
          { name: 'Cutting', pricePaise: 0, soldOut: false },
          { name: 'Full', pricePaise: 550, soldOut: false },
        ],
      });
      // Anyone reads the shop's groups (the storefront's option sheet).
      expect(await list()).toEqual([reply.body.data]);
    });

    it.each([
      ['a single choice, not required', { selection: 'single', required: false }, [0, 1]],
      [
        'a single choice ignores the picks it is sent',
        { selection: 'single', required: true, min_picks: 0, max_picks: 3 },
        [1, 1],
      ],
      ['a multiple choice, required: 1 to every choice', { selection: 'multiple', required: true }, [1, 3]],
      ['a multiple choice, not required: 0 to every choice', { selection: 'multiple', required: false }, [0, 3]],
      ['up to 2 add-ons', { selection: 'multiple', required: false, max_picks: 2 }, [0, 2]],
      ['not required, min 0 allowed', { selection: 'multiple', required: false, min_picks: 0, max_picks: 1 }, [0, 1]],
      ['exactly 2', { selection: 'multiple', required: true, min_picks: 2, max_picks: 2 }, [2, 2]],
      ['nulls are the defaults', { selection: 'multiple', required: true, min_picks: null, max_picks: null }, [1, 3]],
    ])('%s: picks normalized', async (_, change, [min, max]) => {
      const choices = [
        { name: 'Elaichi', price: 2 },
        { name: 'Ginger', price: 2 },
        { name: 'Tulsi', price: 3, sold_out: true },
      ];
      const reply = await create(size({ name: fresh(), choices, ...change }));
      expect(reply.status).toBe(201);
      expect({ min: reply.body.data.min_picks, max: reply.body.data.max_picks }).toEqual({ min, max });
      expect(reply.body.data.choices[2].sold_out).toBe(true);
    });

    const twenty = Array.from({ length: OPTION_LIMITS.choicesPerGroupMax }, (_, i) => ({ name: `Choice ${i}`, price: i }));
    it.each([
      ['name', { name: '' }, V.groupNameRequired],
      ['name', { name: '   ' }, V.groupNameRequired],
      ['name', { name: undefined }, V.groupNameRequired],
      ['name', { name: 12 }, V.groupNameRequired],
      ['name', { name: 'x'.repeat(OPTION_LIMITS.groupNameMax + 1) }, V.groupNameTooLong],
      ['selection', { selection: 'both' }, V.selectionInvalid],
      ['selection', { selection: undefined }, V.selectionInvalid],
      ['required', { required: 'yes' }, V.requiredInvalid],
      ['required', { required: undefined }, V.requiredInvalid],
      ['choices', { choices: [] }, V.choicesRequired],
      ['choices', { choices: undefined }, V.choicesRequired],
      ['choices', { choices: 'Cutting' }, V.choicesRequired],
      ['choices', { choices: { 0: { name: 'Cutting', price: 0 } } }, V.choicesRequired],
      ['choices', { choices: [...twenty, { name: 'One more', price: 1 }] }, V.tooManyChoices],
      [
        'choices.1.name',
        {
          choices: [
            { name: 'Cutting', price: 0 },
            { name: ' ', price: 5 },
          ],
        },
        V.choiceNameRequired,
      ],
      ['choices.0.name', { choices: [{ price: 5 }] }, V.choiceNameRequired],
      ['choices.0.name', { choices: [{ name: 'x'.repeat(OPTION_LIMITS.choiceNameMax + 1), price: 5 }] }, V.choiceNameTooLong],
      [
        'choices.1.name',
        {
          choices: [
            { name: 'Full', price: 0 },
            { name: ' full ', price: 5 },
          ],
        },
        V.choiceNameRepeated,
      ],
      ['choices.0.price', { choices: [{ name: 'Full', price: -1 }] }, V.choicePriceInvalid],
      ['choices.0.price', { choices: [{ name: 'Full' }] }, V.choicePriceInvalid],
      ['choices.0.price', { choices: [{ name: 'Full', price: '5' }] }, V.choicePriceInvalid],
      ['choices.0.price', { choices: [{ name: 'Full', price: null }] }, V.choicePriceInvalid],
      ['choices.0.price', { choices: [{ name: 'Full', price: 10_000.01 }] }, V.choicePriceTooHigh],
      ['choices.0.price', { choices: [{ name: 'Full', price: 1.005 }] }, V.choicePricePrecision],
      ['choices.0.sold_out', { choices: [{ name: 'Full', price: 5, sold_out: 'yes' }] }, V.choiceSoldOutInvalid],
      ['choices.0.sold_out', { choices: [{ name: 'Full', price: 5, sold_out: null }] }, V.choiceSoldOutInvalid],
      ['choices.0._id', { choices: [{ _id: 'abc', name: 'Full', price: 5 }] }, VALIDATION.invalidId],
      ['choices.0._id', { choices: [{ _id: MISSING_ID, name: 'Full', price: 5 }] }, M.choiceNotInGroup],
      ['choices.0.extra', { choices: [{ name: 'Full', price: 5, extra: 1 }] }, VALIDATION.unknownField('choices.0.extra')],
      ['min_picks', { selection: 'multiple', min_picks: 0 }, V.minPicksInvalid],
      ['min_picks', { selection: 'multiple', min_picks: 3 }, V.minPicksInvalid],
      ['min_picks', { selection: 'multiple', min_picks: 1.5 }, V.minPicksInvalid],
      ['min_picks', { selection: 'single', min_picks: 'one' }, V.minPicksInvalid],
      ['min_picks', { selection: 'multiple', required: false, min_picks: 1 }, V.minPicksNotRequired],
      ['max_picks', { selection: 'multiple', max_picks: 0 }, V.maxPicksInvalid],
      ['max_picks', { selection: 'multiple', max_picks: 3 }, V.maxPicksInvalid],
      ['max_picks', { selection: 'single', max_picks: -1 }, V.maxPicksInvalid],
      ['max_picks', { selection: 'multiple', min_picks: 2, max_picks: 1 }, V.maxBelowMin],
      ['shop_id', { shop_id: undefined }, 'Shop is required'],
      ['shop_id', { shop_id: 'shop' }, VALIDATION.invalidId],
      ['colour', { colour: 'red' }, VALIDATION.unknownField('colour')],
    ])('refuses a bad %s with its message (422), writing nothing (case %#)', async (field, change, message) => {
      const before = await snapshot();
      const reply = await create(size({ name: fresh(), ...change }));
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { [field]: message } },
      });
      expect(await snapshot()).toBe(before);
    });

    it("names every broken field at once, a choice's under its own key as the dialog's rule does", async () => {
      const reply = await create({
        shop_id: owner.shopId,
        name: '',
        selection: 'multiple',
        required: 'no',
        choices: [{ name: 'Elaichi', price: 2 }, { name: '', price: -2 }, { name: 'elaichi', price: 2, sold_out: 1 }, 'Ginger'],
      });
      expect({ status: reply.status, errors: reply.body.errors }).toEqual({
        status: 422,
        errors: {
          name: V.groupNameRequired,
          required: V.requiredInvalid,
          'choices.1.name': V.choiceNameRequired,
          'choices.1.price': V.choicePriceInvalid,
          'choices.2.name': V.choiceNameRepeated,
          'choices.2.sold_out': V.choiceSoldOutInvalid,
          // A choice that is not an object reads as an empty one.
          'choices.3.name': V.choiceNameRequired,
          'choices.3.price': V.choicePriceInvalid,
        },
      });
    });

    it('refuses operator payloads, malformed JSON and a body that is not an object, writing nothing', async () => {
      await expectOperatorPayloadsRefused(t, 'POST', '/api/option-groups', {
        payloads: [
          size({ name: { $ne: null } }),
          size({ shop_id: { $ne: null } }),
          size({ choices: [{ name: { $gt: '' }, price: 5 }] }),
          size({ choices: [{ name: 'Full', price: { $gt: 0 } }] }),
          size({ choices: [{ _id: { $ne: null }, name: 'Full', price: 5 }] }),
          { ...size(), $set: { shopId: null } },
        ],
        token: owner.token,
        collection: 'option_groups',
        snapshot,
      });
      const before = await snapshot();
      for (const raw of ['[]', '"Size"', 'null', '42', '{"name":']) {
        const reply = await t.call('POST', '/api/option-groups', {
          token: owner.token,
          raw,
          headers: { 'content-type': 'application/json' },
        });
        expect({ raw, refused: reply.status >= 400 && reply.status < 500 }).toEqual({ raw, refused: true });
      }
      expect(await snapshot()).toBe(before);
    });

    it('a name the shop has (any case or spacing) is 409; another shop may have it', async () => {
      await create(size({ name: 'Sugar Level' }));
      const before = await snapshot();
      const again = await create(size({ name: '  sugar   LEVEL ' }));
      expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { message: M.groupNameTaken } });
      expect(await snapshot()).toBe(before);
      expect((await create(size({ name: 'Sugar Level', shop_id: other.shopId }), other)).status).toBe(201);
    });

    it('two creates of the same name at once: one 201, one 409, one group (the unique index decides)', async () => {
      const before = await t.count('option_groups');
      const replies = await Promise.all([create(size({ name: 'Sugar' })), create(size({ name: 'sugar' }))]);
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(replies.find((r) => r.status === 409)?.body).toEqual({ message: M.groupNameTaken });
      expect(await t.count('option_groups')).toBe(before + 1);
    });

    it('a shop holds at most 100 groups: the 101st is 409 tooManyGroups', async () => {
      const keeper = await makeShopkeeper(t, { name: 'Full Shop' });
      const now = new Date();
      await t.connection.collection('option_groups').insertMany(
        Array.from({ length: OPTION_LIMITS.groupsPerShopMax }, (_, i) => ({
          shopId: new Types.ObjectId(keeper.shopId),
          name: `G${i}`,
          nameKey: `g${i}`,
          selection: 'single',
          required: false,
          minPicks: 0,
          maxPicks: 1,
          choices: [{ _id: new Types.ObjectId(), name: 'A', pricePaise: 0, soldOut: false }],
          createdAt: now,
          updatedAt: now,
        })),
      );
      const reply = await create(size({ shop_id: keeper.shopId }), keeper);
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 409, body: { message: M.tooManyGroups } });
      expect(await t.connection.collection('option_groups').countDocuments({ shopId: new Types.ObjectId(keeper.shopId) })).toBe(
        OPTION_LIMITS.groupsPerShopMax,
      );
      expect(await list(keeper.shopId)).toHaveLength(OPTION_LIMITS.groupsPerShopMax);
    });

    it('an unknown shop is 404; a shop of another owner 403, the admin 403, no token 401, writing nothing', async () => {
      const missing = await create(size({ shop_id: MISSING_ID }));
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: 404,
        body: { message: SHOP_API_MESSAGES.shopNotFound },
      });
      const before = await snapshot();
      await expectOwnerOnly(t, 'POST', '/api/option-groups', { owner, other, body: size({ name: 'Never' }) });
      expect(await snapshot()).toBe(before);
    });
  });

  describe('PUT, availability and DELETE', () => {
    let group: OptionGroup;
    let cutting: string;
    let full: string;
    beforeAll(async () => {
      group = (await create(size({ name: 'Cup' }))).body.data;
      [cutting, full] = group.choices.map((c) => c._id);
    });

    it('the owner edits the group: choices with an _id keep it (and their sold-out mark), new ones get one, left-out ones go', async () => {
      await t.call('PATCH', `/api/option-groups/${group._id}/choices/${full}/availability`, {
        token: owner.token,
        body: { sold_out: true },
      });
      const reply = await put(group._id, {
        name: 'Cup size',
        selection: 'multiple',
        required: false,
        max_picks: 2,
        choices: [
          { _id: full, name: 'Full cup', price: 6 },
          { name: 'Kettle', price: 40 },
          { _id: cutting.toUpperCase(), name: 'Cutting', price: 0, sold_out: true },
        ],
      });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 200,
        body: {
          success: true,
          message: M.groupSaved,
          data: {
            _id: group._id,
            shop_id: owner.shopId,
            name: 'Cup size',
            selection: 'multiple',
            required: false,
            min_picks: 0,
            max_picks: 2,
            choices: [
              { _id: full, name: 'Full cup', price: 6, sold_out: true },
              { _id: expect.stringMatching(ID), name: 'Kettle', price: 40, sold_out: false },
              { _id: cutting, name: 'Cutting', price: 0, sold_out: true },
            ],
          },
        },
      });
      expect(reply.body.data.choices[1]._id).not.toBe(cutting);
      expect((await list()).find((g) => g._id === group._id)).toEqual(reply.body.data);
      // shop_id is allowed and ignored: the group stays in its shop.
      const same = await put(group._id, {
        ...size({ name: 'Cup size', shop_id: other.shopId }),
        choices: reply.body.data.choices,
      });
      expect(same.status).toBe(200);
      expect(same.body.data.shop_id).toBe(owner.shopId);
      group = same.body.data;
    });

    it("refuses a choice _id that is not the group's, a name another group has, and bad fields, changing nothing", async () => {
      const other = (await create(size({ name: 'Other group' }))).body.data as OptionGroup;
      const before = await snapshot();
      const cases: [unknown, number, unknown][] = [
        [
          size({ choices: [{ _id: other.choices[0]._id, name: 'Cutting', price: 0 }] }),
          422,
          { message: HTTP_MESSAGES.validation, errors: { 'choices.0._id': M.choiceNotInGroup } },
        ],
        [
          size({
            choices: [
              { _id: group.choices[0]._id, name: 'Cutting', price: 0 },
              { _id: group.choices[0]._id, name: 'Full', price: 5 },
            ],
          }),
          422,
          { message: HTTP_MESSAGES.validation, errors: { 'choices.1._id': M.choiceNotInGroup } },
        ],
        [size({ name: 'other GROUP' }), 409, { message: M.groupNameTaken }],
        [size({ name: '' }), 422, { message: HTTP_MESSAGES.validation, errors: { name: V.groupNameRequired } }],
        [size({ shop_id: 'x' }), 422, { message: HTTP_MESSAGES.validation, errors: { shop_id: VALIDATION.invalidId } }],
        [
          size({ choices: [{ name: 'A', price: 1, soldOut: true }] }),
          422,
          { message: HTTP_MESSAGES.validation, errors: { 'choices.0.soldOut': VALIDATION.unknownField('choices.0.soldOut') } },
        ],
      ];
      for (const [body, status, answer] of cases) {
        const reply = await put(group._id, body);
        expect({ body, status: reply.status, answer: reply.body }).toEqual({ body, status, answer });
      }
      expect(await snapshot()).toBe(before);
    });

    it('a choice is marked sold out and available again, each with its message', async () => {
      const url = (choiceId: string) => `/api/option-groups/${group._id}/choices/${choiceId}/availability`;
      const kettle = group.choices.find((c) => c.name === 'Kettle') as OptionGroup['choices'][number];
      const out = await t.call('PATCH', url(kettle._id), { token: owner.token, body: { sold_out: true } });
      expect({ status: out.status, message: out.body.message, success: out.body.success }).toEqual({
        status: 200,
        message: M.choiceMarkedSoldOut('Kettle'),
        success: true,
      });
      expect(out.body.data).toEqual({
        ...group,
        choices: group.choices.map((c) => (c._id === kettle._id ? { ...c, sold_out: true } : c)),
      });
      const back = await t.call('PATCH', url(kettle._id.toUpperCase()), { token: owner.token, body: { sold_out: false } });
      expect({ status: back.status, message: back.body.message, data: back.body.data }).toEqual({
        status: 200,
        message: M.choiceAvailable('Kettle'),
        data: group,
      });

      const before = await snapshot();
      for (const body of [{}, { sold_out: 'yes' }, { sold_out: null }, { sold_out: true, name: 'x' }]) {
        const reply = await t.call('PATCH', url(kettle._id), { token: owner.token, body });
        expect(reply.status).toBe(422);
      }
      expect((await t.call('PATCH', url(kettle._id), { token: owner.token, body: {} })).body.errors).toEqual({
        sold_out: V.choiceSoldOutInvalid,
      });
      const unknown = await t.call('PATCH', url(MISSING_ID), { token: owner.token, body: { sold_out: true } });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: M.choiceNotInGroup } });
      expect((await t.call('PATCH', url('nope'), { token: owner.token, body: { sold_out: true } })).status).toBe(400);
      const noGroup = await t.call('PATCH', `/api/option-groups/${MISSING_ID}/choices/${kettle._id}/availability`, {
        token: owner.token,
        body: { sold_out: true },
      });
      expect({ status: noGroup.status, body: noGroup.body }).toEqual({ status: 404, body: { message: M.groupNotFound } });
      expect(await snapshot()).toBe(before);
    });

    it('an unknown group is 404 on every write, a malformed id 400', async () => {
      for (const [method, url, body] of [
        ['PUT', `/api/option-groups/${MISSING_ID}`, size()],
        ['DELETE', `/api/option-groups/${MISSING_ID}`, undefined],
      ] as const) {
        const reply = await t.call(method, url, { token: owner.token, body });
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: { message: M.groupNotFound } });
      }
      expect((await put('not-an-id', size())).status).toBe(400);
      expect((await t.call('DELETE', '/api/option-groups/not-an-id', { token: owner.token })).status).toBe(400);
    });

    it("every write is the owner's alone: another shopkeeper 403, the admin 403, no token 401; nothing changes", async () => {
      const before = await snapshot();
      const choice = group.choices[0]._id;
      await expectOwnerOnly(t, 'PUT', `/api/option-groups/${group._id}`, { owner, other, body: size({ name: 'Mine now' }) });
      await expectOwnerOnly(t, 'PATCH', `/api/option-groups/${group._id}/choices/${choice}/availability`, {
        owner,
        other,
        body: { sold_out: true },
      });
      await expectOwnerOnly(t, 'DELETE', `/api/option-groups/${group._id}`, { owner, other });
      expect(await snapshot()).toBe(before);
    });
  });

  describe('menu items carry groups (option_group_ids)', () => {
    let sizeGroup: OptionGroup;
    let addOns: OptionGroup;
    let theirs: OptionGroup;
    const item = (change: object = {}) => ({
      name: 'Masala Chai',
      shop_id: owner.shopId,
      menu_section_id: section,
      price: 10,
      ...change,
    });
    const createItem = (body: unknown) => t.call('POST', '/api/products', { token: owner.token, body });
    const products = async () =>
      (await t.call('GET', `/api/products/shop/${owner.shopId}`)).body.products as Record<string, unknown>[];

    beforeAll(async () => {
      sizeGroup = (await create(size({ name: 'Chai size' }))).body.data;
      addOns = (
        await create({
          shop_id: owner.shopId,
          name: 'Add-ons',
          selection: 'multiple',
          required: false,
          max_picks: 2,
          choices: [
            { name: 'Elaichi', price: 2 },
            { name: 'Ginger', price: 2 },
          ],
        })
      ).body.data;
      theirs = (await create(size({ name: 'Their size', shop_id: other.shopId }), other)).body.data;
    });

    it('an item takes groups of its shop, in order; every read answers the ids and the groups resolved', async () => {
      const reply = await createItem(item({ option_group_ids: [addOns._id, sizeGroup._id.toUpperCase()] }));
      expect(reply.status).toBe(201);
      expect(reply.body.product).toMatchObject({
        option_group_ids: [addOns._id, sizeGroup._id],
        option_groups: [addOns, sizeGroup],
      });
      const id = reply.body.product._id as string;
      const doc = await t.connection.collection('products').findOne({ _id: new Types.ObjectId(id) });
      expect(doc?.optionGroupIds).toEqual([new Types.ObjectId(addOns._id), new Types.ObjectId(sizeGroup._id)]);

      const listed = (await products()).find((p) => p._id === id);
      expect(listed).toEqual(reply.body.product);
      const menu = await t.call('GET', `/api/shops/by-code/${owner.shopCode}?include=menu`);
      expect(menu.body.products.find((p: { _id: string }) => p._id === id)).toEqual(reply.body.product);
      const soldOut = await t.call('PATCH', `/api/products/${id}/availability`, { token: owner.token, body: { sold_out: true } });
      expect(soldOut.body.product).toMatchObject({ option_group_ids: [addOns._id, sizeGroup._id], sold_out: true });

      // PUT without option_group_ids (or with null) keeps them; [] removes them; a new list replaces them.
      const keep = await t.call('PUT', `/api/products/${id}`, { token: owner.token, body: item({ price: 12 }) });
      expect(keep.body.product.option_group_ids).toEqual([addOns._id, sizeGroup._id]);
      const keepNull = await t.call('PUT', `/api/products/${id}`, { token: owner.token, body: item({ option_group_ids: null }) });
      expect(keepNull.body.product.option_groups).toEqual([addOns, sizeGroup]);
      const swap = await t.call('PUT', `/api/products/${id}`, {
        token: owner.token,
        body: item({ option_group_ids: [sizeGroup._id] }),
      });
      expect(swap.body.product).toMatchObject({ option_group_ids: [sizeGroup._id], option_groups: [sizeGroup] });
      const none = await t.call('PUT', `/api/products/${id}`, { token: owner.token, body: item({ option_group_ids: [] }) });
      expect(none.body.product).toMatchObject({ option_group_ids: [], option_groups: [] });
    });

    it('reads the shop’s groups once for a whole list, not once per item', async () => {
      await createItem(item({ name: 'Adrak Chai', option_group_ids: [sizeGroup._id] }));
      await createItem(item({ name: 'Kesar Chai', option_group_ids: [sizeGroup._id, addOns._id] }));
      const service = t.app.get(OptionGroupsService);
      const byShop = jest.spyOn(service, 'recordsOfShop');
      const byIds = jest.spyOn(service, 'recordsByIds');
      try {
        const listed = await products();
        expect(listed.filter((p) => (p.option_group_ids as string[]).length > 0).length).toBeGreaterThanOrEqual(2);
        expect({ byShop: byShop.mock.calls.length, byIds: byIds.mock.calls.length }).toEqual({ byShop: 1, byIds: 0 });
      } finally {
        byShop.mockRestore();
        byIds.mockRestore();
      }
    });

    it.each([
      ['not a list', 'Size', V.groupIdInvalid],
      ['an id that is not one', ['size'], V.groupIdInvalid],
      ['a number', [12], V.groupIdInvalid],
      [
        '11 groups',
        Array.from({ length: OPTION_LIMITS.groupsPerItemMax + 1 }, () => new Types.ObjectId().toHexString()),
        V.tooManyGroupsOnItem,
      ],
    ])('refuses option_group_ids as %s (422 on the field), writing nothing', async (_, ids, message) => {
      const before = await snapshot();
      const reply = await createItem(item({ name: 'Refused chai', option_group_ids: ids }));
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { option_group_ids: message } },
      });
      expect(await snapshot()).toBe(before);
    });

    it('refuses a group twice, a group of another shop and one that does not exist, on POST and PUT, writing nothing', async () => {
      const id = (await createItem(item({ name: 'Plain chai' }))).body.product._id as string;
      const before = await snapshot();
      const cases: [unknown[], string][] = [
        [[sizeGroup._id, sizeGroup._id.toUpperCase()], V.groupRepeatedOnItem],
        [[sizeGroup._id, theirs._id], M.groupNotInShop],
        [[MISSING_ID], M.groupNotInShop],
      ];
      for (const [ids, message] of cases) {
        for (const reply of [
          await createItem(item({ name: 'Refused chai', option_group_ids: ids })),
          await t.call('PUT', `/api/products/${id}`, { token: owner.token, body: item({ option_group_ids: ids }) }),
        ]) {
          expect({ ids, status: reply.status, body: reply.body }).toEqual({
            ids,
            status: 422,
            body: { message: HTTP_MESSAGES.validation, errors: { option_group_ids: message } },
          });
        }
      }
      expect(await snapshot()).toBe(before);
    });

    it('an edit of a group shows on every item carrying it; deleting it takes it off every item', async () => {
      const sugar = (
        await create(
          size({
            name: 'Sweetness',
            choices: [
              { name: 'Less', price: 0 },
              { name: 'Normal', price: 0 },
            ],
          }),
        )
      ).body.data as OptionGroup;
      const one = (await createItem(item({ name: 'Sulaimani', option_group_ids: [sugar._id, sizeGroup._id] }))).body.product;
      const two = (await createItem(item({ name: 'Irani Chai', option_group_ids: [sugar._id] }))).body.product;

      const renamed = await put(sugar._id, { ...size({ name: 'Sweetness level' }), choices: sugar.choices });
      expect(renamed.status).toBe(200);
      for (const p of (await products()).filter((x) => x._id === one._id || x._id === two._id)) {
        expect((p.option_groups as OptionGroup[])[0].name).toBe('Sweetness level');
      }

      const deleted = await t.call('DELETE', `/api/option-groups/${sugar._id}`, { token: owner.token });
      expect({ status: deleted.status, body: deleted.body }).toEqual({
        status: 200,
        body: { success: true, message: M.groupDeleted },
      });
      expect(await stored(sugar._id)).toBeNull();
      const after = await products();
      expect(after.find((p) => p._id === one._id)).toMatchObject({
        option_group_ids: [sizeGroup._id],
        option_groups: [sizeGroup],
      });
      expect(after.find((p) => p._id === two._id)).toMatchObject({ option_group_ids: [], option_groups: [] });
      const docs = await t.connection
        .collection('products')
        .find({ optionGroupIds: new Types.ObjectId(sugar._id) })
        .toArray();
      expect(docs).toEqual([]);
      // Gone: a second delete or an edit is 404.
      expect((await t.call('DELETE', `/api/option-groups/${sugar._id}`, { token: owner.token })).status).toBe(404);
      expect((await put(sugar._id, size({ name: 'Sweetness' }))).status).toBe(404);
    });
  });

  it('is in the OpenAPI document: the routes, their bearer scheme, closed bodies, and the product fields', async () => {
    const doc = (await t.call('GET', '/api/docs-json')).body;
    expect(doc.paths['/api/option-groups/shop/{shopId}'].get.security).toBeUndefined();
    for (const [path, method] of [
      ['/api/option-groups', 'post'],
      ['/api/option-groups/{id}', 'put'],
      ['/api/option-groups/{id}', 'delete'],
      ['/api/option-groups/{id}/choices/{choiceId}/availability', 'patch'],
    ]) {
      const operation = doc.paths[path][method];
      expect({ path, method, security: operation.security }).toEqual({ path, method, security: [{ shopkeeper: [] }] });
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403', '404', '503']));
    }
    expect(Object.keys(doc.paths['/api/option-groups'].post.responses)).toEqual(expect.arrayContaining(['201', '409', '422']));
    const body = doc.components.schemas.OptionGroupCreateDto;
    expect(body.required.sort()).toEqual(['choices', 'name', 'required', 'selection', 'shop_id']);
    expect(body.additionalProperties).toBe(false);
    expect(body.properties.choices.items).toMatchObject({ additionalProperties: false, required: ['name', 'price'] });
    expect(doc.components.schemas.OptionGroupUpdateDto.required).not.toContain('shop_id');
    const payload = doc.components.schemas.ProductPayloadDto;
    expect(payload.properties.option_group_ids).toMatchObject({ type: 'array', maxItems: OPTION_LIMITS.groupsPerItemMax });
    expect(payload.required).not.toContain('option_group_ids');
    expect(doc.components.schemas.ProductDto.required).not.toContain('option_groups');
  });
});
