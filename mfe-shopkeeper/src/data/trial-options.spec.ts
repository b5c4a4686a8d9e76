import { mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import {
  DEFAULT_DELIVERY_TERMS,
  DELIVERY_TERMS_MESSAGES,
  DELIVERY_TERMS_VALIDATION as DV,
  OPTION_API_MESSAGES as API,
  OPTION_LIMITS,
  OPTION_VALIDATION as V,
  ORDER_DESK_MESSAGES,
  ORDER_OPTION_MESSAGES as REFUSE,
  type OptionGroup,
  type Product,
} from '@chowk/contracts';
import { ADD_ONS, SIZE } from '../testing/option-fixtures';
import { readTrialOptionGroups } from './trial-groups';
import { trialSource } from './trial-source';
import {
  carryTrialMenu,
  clearTrialData,
  readTrialMenu,
  readTrialOrders,
  TRIAL_DELIVERY_TERMS_KEY,
  TRIAL_OPTION_GROUPS_KEY,
  TRIAL_SHOP_ID,
} from './trial-store';

let http: ReturnType<typeof mockHttp>;
beforeEach(() => {
  localStorage.clear();
  // Every request the code under test makes lands here: a trial must make none.
  http = mockHttp({});
});
afterEach(() => {
  expect(http.calls).toEqual([]);
  restoreHttp();
});

const refusal = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e);
const choiceId = (g: OptionGroup, name: string) => g.choices.find((c) => c.name === name)?._id as string;

async function chaiMenu() {
  const size = await trialSource.createOptionGroup(TRIAL_SHOP_ID, SIZE);
  const addOns = await trialSource.createOptionGroup(TRIAL_SHOP_ID, ADD_ONS);
  const drinks = await trialSource.createSection(TRIAL_SHOP_ID, 'Hot Drinks');
  const chai = await trialSource.createProduct({
    name: 'Masala Chai',
    shop_id: TRIAL_SHOP_ID,
    menu_section_id: drinks._id,
    price: 10,
    option_group_ids: [size._id, addOns._id],
  });
  const samosa = await trialSource.createProduct({
    name: 'Samosa',
    shop_id: TRIAL_SHOP_ID,
    menu_section_id: drinks._id,
    price: 20,
  });
  return { size, addOns, drinks, chai, samosa };
}

describe("a trial's option groups (the API's routes and rules, on this device)", () => {
  it('creates groups by the contract: trimmed, picks filled in, 24-hex ids, in creation order, kept on the device', async () => {
    const size = await trialSource.createOptionGroup(TRIAL_SHOP_ID, { ...SIZE, name: '  Size ' });
    expect(size).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      shop_id: TRIAL_SHOP_ID,
      name: 'Size',
      selection: 'single',
      required: true,
      min_picks: 1,
      max_picks: 1,
      choices: [
        { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Cutting', price: 0, sold_out: false },
        { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Full', price: 5, sold_out: false },
      ],
    });
    const addOns = await trialSource.createOptionGroup(TRIAL_SHOP_ID, ADD_ONS);
    expect(addOns).toMatchObject({ selection: 'multiple', required: false, min_picks: 0, max_picks: 2 });
    const sugar = await trialSource.createOptionGroup(TRIAL_SHOP_ID, {
      name: 'Sugar',
      selection: 'multiple',
      required: true,
      choices: [
        { name: 'Less', price: 0 },
        { name: 'None', price: 0 },
        { name: 'Extra', price: 1.5 },
      ],
    });
    // A required multiple choice: 1 by default, up to every choice.
    expect(sugar).toMatchObject({ min_picks: 1, max_picks: 3 });
    expect(await trialSource.listOptionGroups(TRIAL_SHOP_ID)).toEqual([size, addOns, sugar]);
    expect(JSON.parse(localStorage.getItem(TRIAL_OPTION_GROUPS_KEY) ?? 'null')).toEqual([size, addOns, sugar]);
  });

  it('refuses as the API refuses: field messages by the contract keys (422), a name it has (409), a full list (409)', async () => {
    const invalid = await refusal(
      trialSource.createOptionGroup(TRIAL_SHOP_ID, {
        name: ' ',
        selection: 'multiple',
        required: true,
        min_picks: 4,
        max_picks: 1,
        choices: [
          { name: 'Elaichi', price: 2 },
          { name: 'elaichi', price: -1 },
          { name: '', price: 0.123 },
        ],
      }),
    );
    expect(invalid).toMatchObject({
      status: 422,
      errors: {
        name: V.groupNameRequired,
        'choices.1.name': V.choiceNameRepeated,
        'choices.1.price': V.choicePriceInvalid,
        'choices.2.name': V.choiceNameRequired,
        'choices.2.price': V.choicePricePrecision,
        min_picks: V.minPicksInvalid,
      },
    });
    expect(await refusal(trialSource.createOptionGroup(TRIAL_SHOP_ID, { ...SIZE, choices: [] }))).toMatchObject({
      status: 422,
      errors: { choices: V.choicesRequired },
    });
    await trialSource.createOptionGroup(TRIAL_SHOP_ID, SIZE);
    expect(await refusal(trialSource.createOptionGroup(TRIAL_SHOP_ID, { ...SIZE, name: '  SIZE ' }))).toMatchObject({
      status: 409,
      serverMessage: API.groupNameTaken,
    });
    // A full list: the API's 100.
    const many = Array.from({ length: OPTION_LIMITS.groupsPerShopMax - 1 }, (_, i) => ({
      ...readTrialOptionGroups()[0],
      _id: `g${i}`,
      name: `G${i}`,
    }));
    localStorage.setItem(TRIAL_OPTION_GROUPS_KEY, JSON.stringify([...readTrialOptionGroups(), ...many]));
    expect(await refusal(trialSource.createOptionGroup(TRIAL_SHOP_ID, ADD_ONS))).toMatchObject({
      status: 409,
      serverMessage: API.tooManyGroups,
    });
    expect(readTrialOptionGroups()).toHaveLength(OPTION_LIMITS.groupsPerShopMax);
  });

  it('edits: a choice keeps its id, a new one gets one, a choice of no such id is refused; renames as the API; 404 when gone', async () => {
    const size = await trialSource.createOptionGroup(TRIAL_SHOP_ID, SIZE);
    await trialSource.createOptionGroup(TRIAL_SHOP_ID, ADD_ONS);
    const [cutting, full] = size.choices;
    const edited = await trialSource.updateOptionGroup(size._id, {
      name: 'Glass',
      selection: 'single',
      required: true,
      choices: [
        { _id: full?._id, name: 'Full', price: 6 },
        { _id: cutting?._id, name: 'Cutting', price: 0, sold_out: true },
        { name: 'Jumbo', price: 12 },
      ],
    });
    expect(edited.choices.map((c) => [c._id, c.name, c.price, c.sold_out])).toEqual([
      [full?._id, 'Full', 6, false],
      [cutting?._id, 'Cutting', 0, true],
      [expect.stringMatching(/^[0-9a-f]{24}$/), 'Jumbo', 12, false],
    ]);
    expect(
      await refusal(
        trialSource.updateOptionGroup(size._id, { ...SIZE, choices: [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'X', price: 1 }] }),
      ),
    ).toMatchObject({ status: 422, serverMessage: API.choiceNotInGroup });
    expect(await refusal(trialSource.updateOptionGroup(size._id, { ...SIZE, name: 'add-ons' }))).toMatchObject({
      status: 409,
      serverMessage: API.groupNameTaken,
    });
    expect(await refusal(trialSource.updateOptionGroup('bbbbbbbbbbbbbbbbbbbbbbbb', SIZE))).toMatchObject({
      status: 404,
      serverMessage: API.groupNotFound,
    });
  });

  it('items carry groups by id, in their order: every read answers the groups; absent on an edit keeps them; a delete detaches', async () => {
    const { size, addOns, drinks, chai, samosa } = await chaiMenu();
    expect(chai.option_group_ids).toEqual([size._id, addOns._id]);
    expect(chai.option_groups).toEqual([size, addOns]);
    expect(samosa).toMatchObject({ option_group_ids: [], option_groups: [] });
    // The device keeps the ids alone.
    expect(readTrialMenu().products[0]).not.toHaveProperty('option_groups');

    // Absent on an edit: unchanged. Given: in its order.
    const renamed = await trialSource.updateProduct(chai._id, {
      name: 'Masala Chai',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: drinks._id,
      price: 12,
    });
    expect(renamed.option_group_ids).toEqual([size._id, addOns._id]);
    const reordered = await trialSource.updateProduct(chai._id, {
      name: 'Masala Chai',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: drinks._id,
      price: 12,
      option_group_ids: [addOns._id, size._id],
    });
    expect(reordered.option_groups?.map((g) => g.name)).toEqual(['Add-ons', 'Size']);

    // A group's edit and a choice's sold-out show on every item carrying it.
    await trialSource.updateOptionGroup(size._id, { ...SIZE, name: 'Glass', choices: size.choices.map((c) => ({ ...c })) });
    await trialSource.setChoiceSoldOut(addOns._id, choiceId(addOns, 'Kesar'), true);
    const [read] = await trialSource.listProducts(TRIAL_SHOP_ID);
    expect(read?.option_groups?.map((g) => g.name)).toEqual(['Add-ons', 'Glass']);
    expect(read?.option_groups?.[0]?.choices.find((c) => c.name === 'Kesar')?.sold_out).toBe(true);

    await trialSource.deleteOptionGroup(addOns._id);
    const [after] = await trialSource.listProducts(TRIAL_SHOP_ID);
    expect(after).toMatchObject({ option_group_ids: [size._id], option_groups: [expect.objectContaining({ name: 'Glass' })] });
    expect(readTrialMenu().products[0]?.option_group_ids).toEqual([size._id]);
    expect(await refusal(trialSource.deleteOptionGroup(addOns._id))).toMatchObject({ status: 404 });
  });

  it("refuses an item's groups by the API's rules: not the shop's (422 groupNotInShop), not an id, twice, more than 10", async () => {
    const { drinks } = await chaiMenu();
    const body = (ids: unknown) =>
      ({ name: 'Tea', shop_id: TRIAL_SHOP_ID, menu_section_id: drinks._id, price: 10, option_group_ids: ids }) as never;
    expect(await refusal(trialSource.createProduct(body(['cccccccccccccccccccccccc'])))).toMatchObject({
      status: 422,
      errors: { option_group_ids: API.groupNotInShop },
    });
    expect(await refusal(trialSource.createProduct(body(['size'])))).toMatchObject({
      errors: { option_group_ids: V.groupIdInvalid },
    });
    const [size] = readTrialOptionGroups();
    expect(await refusal(trialSource.createProduct(body([size?._id, size?._id])))).toMatchObject({
      errors: { option_group_ids: V.groupRepeatedOnItem },
    });
    expect(readTrialMenu().products.map((p: Product) => p.name)).toEqual(['Masala Chai', 'Samosa']);
  });

  it('a choice is marked sold out and available again; an unknown choice or group is 404', async () => {
    const { size } = await chaiMenu();
    const sold = await trialSource.setChoiceSoldOut(size._id, choiceId(size, 'Full'), true);
    expect(sold.choices.map((c) => c.sold_out)).toEqual([false, true]);
    expect(readTrialOptionGroups()[0]?.choices[1]?.sold_out).toBe(true);
    expect((await trialSource.setChoiceSoldOut(size._id, choiceId(size, 'Full'), false)).choices[1]?.sold_out).toBe(false);
    expect(await refusal(trialSource.setChoiceSoldOut(size._id, 'dddddddddddddddddddddddd', true))).toMatchObject({
      status: 404,
    });
    expect(await refusal(trialSource.setChoiceSoldOut('dddddddddddddddddddddddd', choiceId(size, 'Full'), true))).toMatchObject({
      status: 404,
      serverMessage: API.groupNotFound,
    });
  });
});

describe("a trial's counter order with options (priced as the server prices it)", () => {
  it('prices each line as base + chosen options, keeps the options as they were, two configurations two lines', async () => {
    const { size, addOns, chai, samosa } = await chaiMenu();
    const order = await trialSource.createOrder(TRIAL_SHOP_ID, {
      items: [
        // Given in any order: kept in the item's group order and each group's choice order.
        {
          product_id: chai._id,
          quantity: 2,
          option_ids: [choiceId(addOns, 'Ginger'), choiceId(size, 'Full'), choiceId(addOns, 'Elaichi')],
        },
        { product_id: chai._id, quantity: 1, option_ids: [choiceId(size, 'Cutting')] },
        { product_id: samosa._id, quantity: 1 },
      ],
    });
    expect(order.items).toEqual([
      {
        product_id: chai._id,
        product_name: 'Masala Chai',
        name: 'Masala Chai',
        quantity: 2,
        price: 19,
        base_price: 10,
        sectionName: 'Hot Drinks',
        options: [
          { group_id: size._id, group: 'Size', choice_id: choiceId(size, 'Full'), name: 'Full', price: 5 },
          { group_id: addOns._id, group: 'Add-ons', choice_id: choiceId(addOns, 'Elaichi'), name: 'Elaichi', price: 2 },
          { group_id: addOns._id, group: 'Add-ons', choice_id: choiceId(addOns, 'Ginger'), name: 'Ginger', price: 2 },
        ],
      },
      expect.objectContaining({
        quantity: 1,
        price: 10,
        base_price: 10,
        options: [expect.objectContaining({ name: 'Cutting', price: 0 })],
      }),
      // An item without options: no options, no base price.
      { product_id: samosa._id, product_name: 'Samosa', name: 'Samosa', quantity: 1, price: 20, sectionName: 'Hot Drinks' },
    ]);
    // ₹38 + ₹10 + ₹20 = ₹68, 5% tax, no delivery fee at the counter.
    expect(order.total_amount).toBe(71.4);

    // A later edit of the group changes no order.
    await trialSource.updateOptionGroup(size._id, {
      ...SIZE,
      name: 'Glass',
      choices: [{ _id: choiceId(size, 'Full'), name: 'Big', price: 9 }],
    });
    expect(readTrialOrders()[0]?.items[0]?.options?.[0]).toMatchObject({ group: 'Size', name: 'Full', price: 5 });
  });

  it('refuses as the server refuses, each with its message, and writes nothing', async () => {
    const { size, addOns, chai, samosa } = await chaiMenu();
    await trialSource.setChoiceSoldOut(addOns._id, choiceId(addOns, 'Kesar'), true);
    const order = (items: { product_id: string; quantity: number; option_ids?: string[] }[]) =>
      refusal(trialSource.createOrder(TRIAL_SHOP_ID, { items }));
    const full = choiceId(size, 'Full');
    expect(await order([{ product_id: chai._id, quantity: 1 }])).toMatchObject({
      status: 400,
      serverMessage: REFUSE.required('Masala Chai', 'Size'),
    });
    expect(
      await order([
        {
          product_id: chai._id,
          quantity: 1,
          option_ids: [full, ...['Elaichi', 'Ginger'].map((n) => choiceId(addOns, n)), choiceId(addOns, 'Kesar')],
        },
      ]),
    ).toMatchObject({ status: 409, serverMessage: REFUSE.soldOut('Masala Chai', 'Kesar') });
    expect(
      await order([
        {
          product_id: chai._id,
          quantity: 1,
          option_ids: [full, choiceId(addOns, 'Elaichi'), choiceId(addOns, 'Ginger'), choiceId(size, 'Cutting')],
        },
      ]),
    ).toMatchObject({ status: 400, serverMessage: REFUSE.tooMany('Masala Chai', 'Size', 1) });
    expect(await order([{ product_id: samosa._id, quantity: 1, option_ids: [full] }])).toMatchObject({
      status: 400,
      serverMessage: REFUSE.otherItem('Samosa'),
    });
    expect(await order([{ product_id: chai._id, quantity: 1, option_ids: [full, 'eeeeeeeeeeeeeeeeeeeeeeee'] }])).toMatchObject({
      status: 400,
      serverMessage: REFUSE.unknown('Masala Chai'),
    });
    expect(await order([{ product_id: chai._id, quantity: 1, option_ids: [full, full] }])).toMatchObject({
      status: 400,
      serverMessage: REFUSE.repeated('Masala Chai'),
    });
    // The same item with the same options twice is one line (validateOwnerOrder's cartLineKey).
    expect(
      await order([
        { product_id: chai._id, quantity: 1, option_ids: [full, choiceId(addOns, 'Elaichi')] },
        { product_id: chai._id, quantity: 2, option_ids: [choiceId(addOns, 'Elaichi'), full] },
      ]),
    ).toMatchObject({ status: 422, errors: { items: ORDER_DESK_MESSAGES.duplicateLine } });
    expect(readTrialOrders()).toEqual([]);
  });
});

describe("a trial's delivery terms", () => {
  it('the shop answers the defaults until saved; a save runs the rule (no pin: no distance) and the shop carries the terms', async () => {
    expect(await trialSource.currentShop()).toMatchObject({ _id: TRIAL_SHOP_ID, delivery_terms: DEFAULT_DELIVERY_TERMS });
    expect(
      await refusal(
        trialSource.saveDeliveryTerms(TRIAL_SHOP_ID, { fee: -1, free_above: 0, minimum_order: null, max_distance_km: 3 }),
      ),
    ).toMatchObject({
      status: 422,
      errors: { fee: DV.feeInvalid, free_above: DV.freeAboveInvalid, max_distance_km: DV.distanceNeedsLocation },
    });
    const terms = { fee: 15, free_above: 300, minimum_order: 100, max_distance_km: null };
    const answer = await trialSource.saveDeliveryTerms(TRIAL_SHOP_ID, terms);
    expect(answer).toEqual({
      success: true,
      message: DELIVERY_TERMS_MESSAGES.saved,
      data: expect.objectContaining({ _id: TRIAL_SHOP_ID, delivery_terms: terms }),
    });
    expect(await trialSource.currentShop()).toMatchObject({ delivery_terms: terms });
    // A reload reads them again; the trial's end takes them and the groups with it.
    localStorage.setItem(TRIAL_OPTION_GROUPS_KEY, '[]');
    clearTrialData();
    expect(localStorage.getItem(TRIAL_DELIVERY_TERMS_KEY)).toBeNull();
    expect(localStorage.getItem(TRIAL_OPTION_GROUPS_KEY)).toBeNull();
    expect(await trialSource.currentShop()).toMatchObject({ delivery_terms: DEFAULT_DELIVERY_TERMS });
  });
});

describe('carryTrialMenu carries the option groups', () => {
  it('creates the groups (reusing one of the same name), then the items with their new group ids', async () => {
    const { size, addOns } = await chaiMenu();
    await trialSource.setChoiceSoldOut(addOns._id, choiceId(addOns, 'Kesar'), true);
    restoreHttp();
    const shopId = '66aa00000000000000000001';
    const api = mockHttp({
      [`GET /menu-sections/shop/${shopId}`]: ok({ menuSections: [] }),
      [`GET /option-groups/shop/${shopId}`]: ok({
        success: true,
        data: [{ ...size, _id: 'kept-size', shop_id: shopId, name: 'size' }],
      }),
      'POST /menu-sections': ok({ menuSection: { _id: 'new-drinks', name: 'Hot Drinks', shop_id: shopId } }, 201),
      'POST /option-groups': (req) =>
        ok({ success: true, message: API.groupCreated, data: { ...(req.data as object), _id: 'new-add-ons' } }, 201),
      'POST /products': (req) =>
        ok({ product: { ...(req.data as object), _id: `new-${(req.data as { name: string }).name}` } }, 201),
    });
    const progress: [number, number][] = [];
    const result = await carryTrialMenu(shopId, (done, total) => progress.push([done, total]));
    expect(result).toEqual({ sections: 1, products: 2, failed: 0 });
    expect(progress.at(-1)).toEqual([5, 5]);
    expect(api.made('POST', '/option-groups').map((c) => c.data)).toEqual([
      {
        shop_id: shopId,
        name: 'Add-ons',
        selection: 'multiple',
        required: false,
        max_picks: 2,
        choices: [
          { name: 'Elaichi', price: 2, sold_out: false },
          { name: 'Ginger', price: 2, sold_out: false },
          { name: 'Kesar', price: 10, sold_out: true },
        ],
      },
    ]);
    expect(api.made('POST', '/products').map((c) => c.data)).toEqual([
      {
        name: 'Masala Chai',
        shop_id: shopId,
        menu_section_id: 'new-drinks',
        price: 10,
        option_group_ids: ['kept-size', 'new-add-ons'],
      },
      { name: 'Samosa', shop_id: shopId, menu_section_id: 'new-drinks', price: 20 },
    ]);
    http = mockHttp({}); // the afterEach check is for the trial's own calls
  });
});
