import { Types } from 'mongoose';
import {
  CUSTOMER_API_MESSAGES as CM,
  CUSTOMER_VALIDATION as CV,
  EXPORT_COLUMNS,
  HTTP_MESSAGES,
  ORDER_DESK_MESSAGES as DM,
  ORDER_OPTION_MESSAGES as O,
  VALIDATION,
} from '@chowk/contracts';
import { OptionGroupsService } from '../catalogue/options/option-groups.service';
import { grantPlan } from '../../testing/plans';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  addOptionGroup,
  ist,
  type MenuShop,
  newDevice,
  place,
  setClock,
  setItemGroups,
  shopWithMenu,
  type TestOptionGroup,
  verifyContact,
} from './testing/order-fixtures';

/** Noon in India on 24 Nov 2026: every default shop (09:00–21:00) is open. */
const NOON = ist('2026-11-24T12:00');

/**
 * Item options on orders (docs/product.md "Item options"): the Masala Chai (₹10; Size:
 * Cutting +₹0 / Full +₹5, required; Add-ons: Elaichi +₹2, Ginger +₹2, Kesar +₹8, up to 2), a
 * sandwich whose toppings need 2 to 3, and a group no item carries. The server prices each line
 * from its own records, refuses every rule with its own message writing nothing, and keeps the
 * options an order was priced with whatever happens to the groups later.
 */
describe('orders with item options', () => {
  let t: TestApp;
  let shop: MenuShop;
  let size: TestOptionGroup;
  let addOns: TestOptionGroup;
  let toppings: TestOptionGroup;
  let dips: TestOptionGroup;
  const device = newDevice();
  const email = 'meera@example.com';

  const chai = () => shop.items['Masala Chai'];
  const sandwich = () => shop.items.Sandwich;
  const samosa = () => shop.items.Samosa;
  const order = (items: unknown[], extra: Record<string, unknown> = {}) => ({
    shop_id: shop.shopId,
    customer_email: email,
    items,
    ...extra,
  });
  const orderCount = () => t.count('orders');
  const counter = (items: unknown[]) => t.call('POST', `/api/orders/shop/${shop.shopId}`, { token: shop.token, body: { items } });

  beforeAll(async () => {
    t = await createTestApp(__filename);
    setClock(t, NOON);
    shop = await shopWithMenu(t, { 'Masala Chai': 10, Sandwich: 50, Samosa: 20 }, { name: 'Options Stall' });
    size = await addOptionGroup(t, shop, {
      name: 'Size',
      selection: 'single',
      required: true,
      choices: [
        { name: 'Cutting', price: 0 },
        { name: 'Full', price: 5 },
      ],
    });
    addOns = await addOptionGroup(t, shop, {
      name: 'Add-ons',
      selection: 'multiple',
      required: false,
      max_picks: 2,
      choices: [
        { name: 'Elaichi', price: 2 },
        { name: 'Ginger', price: 2 },
        { name: 'Kesar', price: 8 },
      ],
    });
    toppings = await addOptionGroup(t, shop, {
      name: 'Toppings',
      selection: 'multiple',
      required: true,
      min_picks: 2,
      max_picks: 3,
      choices: [
        { name: 'Cheese', price: 15 },
        { name: 'Corn', price: 10 },
        { name: 'Paneer', price: 20 },
        { name: 'Olives', price: 12, sold_out: true },
      ],
    });
    dips = await addOptionGroup(t, shop, {
      name: 'Dips',
      selection: 'single',
      required: false,
      choices: [{ name: 'Mint', price: 0 }],
    });
    await setItemGroups(t, shop, 'Masala Chai', [size, addOns]);
    await setItemGroups(t, shop, 'Sandwich', [toppings]);
    await verifyContact(t, device, 'email', email);
  });
  beforeEach(() => setClock(t, NOON));
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  describe('pricing', () => {
    it("two configurations of one item on one order, each priced from the server's groups (the client's prices ignored)", async () => {
      const before = await orderCount();
      const reply = await place(
        t,
        order([
          // Ids in any order and case: the options come back in the item's group order.
          {
            product_id: chai(),
            option_ids: [addOns.choices.Elaichi.toUpperCase(), size.choices.Full],
            quantity: 2,
            price: 0.01,
            subtotal: 0.02,
          },
          { product_id: chai(), option_ids: [size.choices.Cutting], quantity: 1, price: 1 },
          { product_id: samosa(), quantity: 1 },
          {
            product_id: sandwich(),
            option_ids: [toppings.choices.Paneer, toppings.choices.Cheese, toppings.choices.Corn],
            quantity: 1,
          },
        ]),
        { deviceId: device },
      );
      expect(reply.status).toBe(201);
      const option = (group: TestOptionGroup, groupName: string, name: string, price: number) => ({
        group_id: group.id,
        group: groupName,
        choice_id: group.choices[name],
        name,
        price,
      });
      expect(reply.body.data.items).toEqual([
        {
          product_id: chai(),
          product_name: 'Masala Chai',
          name: 'Masala Chai',
          quantity: 2,
          price: 17,
          base_price: 10,
          options: [option(size, 'Size', 'Full', 5), option(addOns, 'Add-ons', 'Elaichi', 2)],
        },
        {
          product_id: chai(),
          product_name: 'Masala Chai',
          name: 'Masala Chai',
          quantity: 1,
          price: 10,
          base_price: 10,
          options: [option(size, 'Size', 'Cutting', 0)],
        },
        { product_id: samosa(), product_name: 'Samosa', name: 'Samosa', quantity: 1, price: 20 },
        {
          product_id: sandwich(),
          product_name: 'Sandwich',
          name: 'Sandwich',
          quantity: 1,
          price: 95,
          base_price: 50,
          // The group's choice order, not the order sent.
          options: [
            option(toppings, 'Toppings', 'Cheese', 15),
            option(toppings, 'Toppings', 'Corn', 10),
            option(toppings, 'Toppings', 'Paneer', 20),
          ],
        },
      ]);
      // 2 × 17 + 10 + 20 + 95 = 159; 5% = 7.95; pickup.
      expect(reply.body.data).toMatchObject({ subtotal: 159, tax_amount: 7.95, delivery_fee: 0, total_amount: 166.95 });
      expect(await orderCount()).toBe(before + 1);
      const doc = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(reply.body.data._id as string) });
      expect(doc?.items[0]).toEqual({
        productId: new Types.ObjectId(chai()),
        productName: 'Masala Chai',
        quantity: 2,
        pricePaise: 1700,
        basePricePaise: 1000,
        options: [
          {
            groupId: new Types.ObjectId(size.id),
            groupName: 'Size',
            choiceId: new Types.ObjectId(size.choices.Full),
            choiceName: 'Full',
            pricePaise: 500,
          },
          {
            groupId: new Types.ObjectId(addOns.id),
            groupName: 'Add-ons',
            choiceId: new Types.ObjectId(addOns.choices.Elaichi),
            choiceName: 'Elaichi',
            pricePaise: 200,
          },
        ],
      });
      expect(doc?.items[2]).toEqual({
        productId: new Types.ObjectId(samosa()),
        productName: 'Samosa',
        quantity: 1,
        pricePaise: 2000,
      });
      // The order as read later is the same.
      const read = await t.call('GET', `/api/orders/${reply.body.data._id}`, { headers: { 'x-device-id': device } });
      expect(read.body.data).toEqual(reply.body.data);
    });

    it('an order without options reads no option groups; one whose item has groups reads them once', async () => {
      const pricing = jest.spyOn(t.app.get(OptionGroupsService), 'forPricing');
      try {
        expect((await place(t, order([{ product_id: samosa(), quantity: 2 }]), { deviceId: device })).status).toBe(201);
        expect(pricing).not.toHaveBeenCalled();
        const withChoices = order([
          { product_id: chai(), option_ids: [size.choices.Full], quantity: 1 },
          { product_id: chai(), option_ids: [size.choices.Cutting], quantity: 1 },
        ]);
        expect((await place(t, withChoices, { deviceId: device })).status).toBe(201);
        expect(pricing).toHaveBeenCalledTimes(1);
      } finally {
        pricing.mockRestore();
      }
    });
  });

  describe('refusals (nothing is written)', () => {
    let before: number;
    beforeEach(async () => {
      before = await orderCount();
    });
    afterEach(async () => {
      expect(await orderCount()).toBe(before);
    });

    it.each([
      ['a required group left out', () => [{ product_id: chai(), quantity: 1 }], 400, O.required('Masala Chai', 'Size')],
      [
        'a required group left out (other groups chosen)',
        () => [{ product_id: chai(), option_ids: [addOns.choices.Ginger], quantity: 1 }],
        400,
        O.required('Masala Chai', 'Size'),
      ],
      [
        'two sizes of a single choice',
        () => [{ product_id: chai(), option_ids: [size.choices.Full, size.choices.Cutting], quantity: 1 }],
        400,
        O.tooMany('Masala Chai', 'Size', 1),
      ],
      [
        'three add-ons of at most two',
        () => [
          {
            product_id: chai(),
            option_ids: [size.choices.Full, addOns.choices.Elaichi, addOns.choices.Ginger, addOns.choices.Kesar],
            quantity: 1,
          },
        ],
        400,
        O.tooMany('Masala Chai', 'Add-ons', 2),
      ],
      [
        'one topping of at least two',
        () => [{ product_id: sandwich(), option_ids: [toppings.choices.Cheese], quantity: 1 }],
        400,
        O.tooFew('Sandwich', 'Toppings', 2),
      ],
      [
        'a choice that is no choice of the shop',
        () => [{ product_id: chai(), option_ids: [size.choices.Full, new Types.ObjectId().toHexString()], quantity: 1 }],
        400,
        O.unknown('Masala Chai'),
      ],
      [
        "a choice of the shop's that the item does not carry",
        () => [{ product_id: chai(), option_ids: [size.choices.Full, dips.choices.Mint], quantity: 1 }],
        400,
        O.otherItem('Masala Chai'),
      ],
      [
        'a choice for an item without groups',
        () => [{ product_id: samosa(), option_ids: [toppings.choices.Cheese], quantity: 1 }],
        400,
        O.otherItem('Samosa'),
      ],
      [
        'the same choice twice',
        () => [{ product_id: chai(), option_ids: [size.choices.Full, size.choices.Full.toUpperCase()], quantity: 1 }],
        400,
        O.repeated('Masala Chai'),
      ],
      [
        'a sold-out choice',
        () => [{ product_id: sandwich(), option_ids: [toppings.choices.Cheese, toppings.choices.Olives], quantity: 1 }],
        409,
        O.soldOut('Sandwich', 'Olives'),
      ],
      [
        'a good line, then a bad one',
        () => [
          { product_id: samosa(), quantity: 1 },
          { product_id: chai(), quantity: 1 },
        ],
        400,
        O.required('Masala Chai', 'Size'),
      ],
    ])('%s: refused with its own status and message', async (_case, items, status, message) => {
      const reply = await place(t, order(items()), { deviceId: device });
      expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { message } });
    });

    it.each([
      ['not a list', 'abc'],
      ['null', null],
      ['an id that is not one', ['Full']],
      ['a number', [5]],
      ['51 ids', Array.from({ length: 51 }, () => new Types.ObjectId().toHexString())],
    ])('option_ids %s: 422 on items', async (_case, optionIds) => {
      const reply = await place(t, order([{ product_id: chai(), option_ids: optionIds, quantity: 1 }]), { deviceId: device });
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { items: O.idsInvalid } },
      });
    });

    it("a line carrying its own option prices is refused (422): only the choices' ids are read", async () => {
      const reply = await place(
        t,
        order([
          {
            product_id: chai(),
            option_ids: [size.choices.Full],
            options: [{ choice_id: size.choices.Full, price: 0 }],
            quantity: 1,
          },
        ]),
        { deviceId: device },
      );
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { items: VALIDATION.unknownField('items[0].options') } },
      });
    });

    it('the same item with the same options twice (in any order) is a duplicate line: 422', async () => {
      const reply = await place(
        t,
        order([
          { product_id: chai(), option_ids: [size.choices.Full, addOns.choices.Ginger], quantity: 1 },
          { product_id: chai().toUpperCase(), option_ids: [addOns.choices.Ginger.toUpperCase(), size.choices.Full], quantity: 2 },
        ]),
        { deviceId: device },
      );
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: HTTP_MESSAGES.validation, errors: { items: CV.duplicateLine } },
      });
    });
  });

  it('an Idempotency-Key: the same options (any order) answer the first order; other options are 409', async () => {
    const key = `options-${Date.now()}`;
    const first = await place(
      t,
      order([{ product_id: chai(), option_ids: [size.choices.Full, addOns.choices.Elaichi], quantity: 1 }]),
      { deviceId: device, key },
    );
    expect(first.status).toBe(201);
    const again = await place(
      t,
      order([{ product_id: chai(), option_ids: [addOns.choices.Elaichi.toUpperCase(), size.choices.Full], quantity: 1 }]),
      { deviceId: device, key },
    );
    expect({ status: again.status, id: again.body.data._id }).toEqual({ status: 200, id: first.body.data._id });
    const before = await orderCount();
    const other = await place(t, order([{ product_id: chai(), option_ids: [size.choices.Full], quantity: 1 }]), {
      deviceId: device,
      key,
    });
    expect({ status: other.status, body: other.body }).toEqual({ status: 409, body: { message: CM.idempotencyConflict } });
    expect(await orderCount()).toBe(before);
  });

  it('a sold-out choice is refused (409) until the shop marks it available again', async () => {
    const url = `/api/option-groups/${addOns.id}/choices/${addOns.choices.Kesar}/availability`;
    const items = [{ product_id: chai(), option_ids: [size.choices.Full, addOns.choices.Kesar], quantity: 1 }];
    expect((await place(t, order(items), { deviceId: device })).status).toBe(201);
    await t.call('PATCH', url, { token: shop.token, body: { sold_out: true } });
    const refused = await place(t, order(items), { deviceId: device });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: { message: O.soldOut('Masala Chai', 'Kesar') },
    });
    await t.call('PATCH', url, { token: shop.token, body: { sold_out: false } });
    expect((await place(t, order(items), { deviceId: device })).status).toBe(201);
  });

  describe('counter orders (POST /api/orders/shop/{shopId})', () => {
    it('take options with the same rule and pricing: two configurations, no delivery fee', async () => {
      const reply = await counter([
        { product_id: chai(), option_ids: [size.choices.Full, addOns.choices.Ginger], quantity: 3 },
        { product_id: chai(), option_ids: [size.choices.Cutting], quantity: 1 },
        { product_id: samosa(), quantity: 2 },
      ]);
      expect(reply.status).toBe(201);
      expect(reply.body.data.items).toEqual([
        expect.objectContaining({
          product_id: chai(),
          quantity: 3,
          price: 17,
          base_price: 10,
          sectionName: 'Hot Drinks',
          options: [
            { group_id: size.id, group: 'Size', choice_id: size.choices.Full, name: 'Full', price: 5 },
            { group_id: addOns.id, group: 'Add-ons', choice_id: addOns.choices.Ginger, name: 'Ginger', price: 2 },
          ],
        }),
        expect.objectContaining({ product_id: chai(), quantity: 1, price: 10, base_price: 10 }),
        expect.objectContaining({ product_id: samosa(), quantity: 2, price: 20 }),
      ]);
      expect(reply.body.data.items[2]).not.toHaveProperty('options');
      // 3 × 17 + 10 + 2 × 20 = 101; 5% = 5.05.
      expect(reply.body.data).toMatchObject({
        placed_by: 'shop',
        delivery_type: 'pickup',
        subtotal: 101,
        tax_amount: 5.05,
        delivery_fee: 0,
        total_amount: 106.05,
      });
    });

    it('refuse what the storefront refuses, each with its message, writing nothing', async () => {
      const before = await orderCount();
      const cases: [unknown[], number, unknown][] = [
        [[{ product_id: chai(), quantity: 1 }], 400, { message: O.required('Masala Chai', 'Size') }],
        [
          [{ product_id: sandwich(), option_ids: [toppings.choices.Cheese, toppings.choices.Olives], quantity: 1 }],
          409,
          { message: O.soldOut('Sandwich', 'Olives') },
        ],
        [
          [{ product_id: chai(), option_ids: [size.choices.Full, dips.choices.Mint], quantity: 1 }],
          400,
          { message: O.otherItem('Masala Chai') },
        ],
        [
          [
            { product_id: chai(), option_ids: [size.choices.Full], quantity: 1 },
            { product_id: chai(), option_ids: [size.choices.Full.toUpperCase()], quantity: 1 },
          ],
          422,
          { message: HTTP_MESSAGES.validation, errors: { items: DM.duplicateLine } },
        ],
        [
          [{ product_id: chai(), option_ids: 'Full', quantity: 1 }],
          422,
          { message: HTTP_MESSAGES.validation, errors: { items: O.idsInvalid } },
        ],
        [
          [{ product_id: chai(), option_ids: [size.choices.Full], quantity: 1, price: 1 }],
          422,
          { message: HTTP_MESSAGES.validation, errors: { items: VALIDATION.unknownField('items[0].price') } },
        ],
      ];
      for (const [items, status, body] of cases) {
        const reply = await counter(items);
        expect({ items, status: reply.status, body: reply.body }).toEqual({ items, status, body });
      }
      expect(await orderCount()).toBe(before);
    });
  });

  it('another instance prices from the groups as they are now: the copy it keeps goes when the shop changes them', async () => {
    const b = await createTestApp(__filename, { keepData: true });
    setClock(b, NOON);
    const sizeWithFull = (price: number) => ({
      token: shop.token,
      body: {
        name: 'Size',
        selection: 'single',
        required: true,
        choices: [
          { _id: size.choices.Cutting, name: 'Cutting', price: 0 },
          { _id: size.choices.Full, name: 'Full', price },
        ],
      },
    });
    const full = `/api/option-groups/${size.id}/choices/${size.choices.Full}/availability`;
    try {
      const items = [{ product_id: chai(), option_ids: [size.choices.Full], quantity: 1 }];
      // Instance b prices twice from the groups (read once, then its copy).
      for (let i = 0; i < 2; i++) expect((await place(b, order(items), { deviceId: device })).body.data.items[0].price).toBe(15);
      // Through this instance, Full costs ₹6 now: b's next order takes it.
      expect((await t.call('PUT', `/api/option-groups/${size.id}`, sizeWithFull(6))).status).toBe(200);
      expect((await place(b, order(items), { deviceId: device })).body.data.items[0].price).toBe(16);
      // Sold out here: refused there at once, with nothing written.
      const before = await orderCount();
      expect((await t.call('PATCH', full, { token: shop.token, body: { sold_out: true } })).status).toBe(200);
      const refused = await place(b, order(items), { deviceId: device });
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 409,
        body: { message: O.soldOut('Masala Chai', 'Full') },
      });
      expect(await orderCount()).toBe(before);
    } finally {
      await t.call('PATCH', full, { token: shop.token, body: { sold_out: false } });
      await t.call('PUT', `/api/option-groups/${size.id}`, sizeWithFull(5));
      await b.close();
    }
  });

  it('an order keeps its options as they were: a later edit, rename or delete of the group changes no order', async () => {
    const placed = await place(
      t,
      order([{ product_id: chai(), option_ids: [size.choices.Full, addOns.choices.Elaichi], quantity: 1 }]),
      { deviceId: device },
    );
    expect(placed.status).toBe(201);
    const desk = async () =>
      (await t.call('GET', `/api/orders/shop/${shop.shopId}`, { token: shop.token })).body.data.orders.find(
        (o: { _id: string }) => o._id === placed.body.data._id,
      );
    const deskBefore = await desk();

    // The shop renames the group and the choice and raises its price, then deletes the add-ons.
    const renamed = await t.call('PUT', `/api/option-groups/${size.id}`, {
      token: shop.token,
      body: {
        name: 'Cup',
        selection: 'single',
        required: true,
        choices: [
          { _id: size.choices.Cutting, name: 'Cutting', price: 0 },
          { _id: size.choices.Full, name: 'Large', price: 7 },
        ],
      },
    });
    expect(renamed.status).toBe(200);
    expect((await t.call('DELETE', `/api/option-groups/${addOns.id}`, { token: shop.token })).status).toBe(200);

    const read = await t.call('GET', `/api/orders/${placed.body.data._id}`, { headers: { 'x-device-id': device } });
    expect(read.body.data).toEqual(placed.body.data);
    expect(read.body.data.items[0]).toMatchObject({
      price: 17,
      base_price: 10,
      options: [
        { group: 'Size', name: 'Full', price: 5 },
        { group: 'Add-ons', name: 'Elaichi', price: 2 },
      ],
    });
    expect(await desk()).toEqual(deskBefore);
    // New orders use the group as it is now: the add-ons are gone from the item, Large costs ₹7.
    const now = await place(t, order([{ product_id: chai(), option_ids: [size.choices.Full], quantity: 1 }]), {
      deviceId: device,
    });
    expect(now.body.data.items[0]).toMatchObject({
      price: 17,
      options: [{ group_id: size.id, group: 'Cup', choice_id: size.choices.Full, name: 'Large', price: 7 }],
    });
    const goneChoice = await place(
      t,
      order([{ product_id: chai(), option_ids: [size.choices.Full, addOns.choices.Elaichi], quantity: 1 }]),
      {
        deviceId: device,
      },
    );
    expect({ status: goneChoice.status, body: goneChoice.body }).toEqual({
      status: 400,
      body: { message: O.unknown('Masala Chai') },
    });
    // Put the groups back as the other tests expect them.
    addOns = await addOptionGroup(t, shop, {
      name: 'Add-ons',
      selection: 'multiple',
      required: false,
      max_picks: 2,
      choices: [
        { name: 'Elaichi', price: 2 },
        { name: 'Ginger', price: 2 },
        { name: 'Kesar', price: 8 },
      ],
    });
    await setItemGroups(t, shop, 'Masala Chai', [size, addOns]);
  });

  describe('sales report and export', () => {
    it("count an item's lines together and each chosen option by quantity; the export shows each line's options", async () => {
      const reportShop = await shopWithMenu(t, { 'Masala Chai': 10 }, { name: 'Report Options Stall' });
      const cup = await addOptionGroup(t, reportShop, {
        name: 'Size',
        selection: 'single',
        required: true,
        choices: [
          { name: 'Cutting', price: 0 },
          { name: 'Full', price: 5 },
        ],
      });
      const extra = await addOptionGroup(t, reportShop, {
        name: 'Add-ons',
        selection: 'multiple',
        required: false,
        choices: [
          { name: 'Elaichi', price: 2 },
          { name: 'Ginger', price: 2 },
        ],
      });
      await setItemGroups(t, reportShop, 'Masala Chai', [cup, extra]);
      const item = reportShop.items['Masala Chai'];
      const placed = await place(
        t,
        {
          shop_id: reportShop.shopId,
          customer_email: email,
          items: [
            { product_id: item, option_ids: [cup.choices.Full, extra.choices.Elaichi, extra.choices.Ginger], quantity: 2 },
            { product_id: item, option_ids: [cup.choices.Cutting, extra.choices.Elaichi], quantity: 3 },
            { product_id: item, option_ids: [cup.choices.Full], quantity: 1 },
          ],
        },
        { deviceId: device },
      );
      expect(placed.status).toBe(201);
      await grantPlan(t, reportShop.shopId, 'starter', { now: NOON });

      const report = await t.call('GET', `/api/orders/shop/${reportShop.shopId}/report?from=2026-11-24&to=2026-11-24`, {
        token: reportShop.token,
      });
      expect(report.status).toBe(200);
      // 2 × 19 + 3 × 12 + 1 × 15 = 89.
      expect(report.body.data.top_items).toEqual([
        {
          name: 'Masala Chai',
          quantity: 6,
          amount: 89,
          choices: [
            { name: 'Elaichi', quantity: 5 },
            { name: 'Cutting', quantity: 3 },
            { name: 'Full', quantity: 3 },
            { name: 'Ginger', quantity: 2 },
          ],
        },
      ]);

      const csv = await t.call('GET', `/api/orders/shop/${reportShop.shopId}/export?from=2026-11-24&to=2026-11-24&format=csv`, {
        token: reportShop.token,
      });
      expect(csv.status).toBe(200);
      const text = String(csv.body);
      const header = text
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]
        .split(',');
      expect(header).toEqual([...EXPORT_COLUMNS]);
      expect(text).toContain(
        'Masala Chai (Full · Elaichi, Ginger) × 2; Masala Chai (Cutting · Elaichi) × 3; Masala Chai (Full) × 1',
      );
    });
  });
});
