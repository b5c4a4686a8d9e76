import {
  cartLineKey,
  choicePriceError,
  normalizePicks,
  OPTION_VALIDATION as V,
  type OptionGroup,
  optionGroupIdsError,
  optionsSummary,
  ORDER_OPTION_MESSAGES as M,
  orderItemOptionsOf,
  pricingGroupsOf,
  resolvePicks,
  validateOptionGroup,
} from './options';

const id = (n: number) => n.toString(16).padStart(24, 'a');

/** The example: Masala Chai, Size (required single) and Add-ons (up to 2). */
const size: OptionGroup = {
  _id: id(1),
  shop_id: id(100),
  name: 'Size',
  selection: 'single',
  required: true,
  min_picks: 1,
  max_picks: 1,
  choices: [
    { _id: id(11), name: 'Cutting', price: 0, sold_out: false },
    { _id: id(12), name: 'Full', price: 5, sold_out: false },
  ],
};
const addOns: OptionGroup = {
  _id: id(2),
  shop_id: id(100),
  name: 'Add-ons',
  selection: 'multiple',
  required: false,
  min_picks: 0,
  max_picks: 2,
  choices: [
    { _id: id(21), name: 'Elaichi', price: 2, sold_out: false },
    { _id: id(22), name: 'Ginger', price: 2, sold_out: false },
    { _id: id(23), name: 'Extra sugar', price: 0, sold_out: false },
    { _id: id(24), name: 'Saffron', price: 20.5, sold_out: true },
  ],
};
const other: OptionGroup = {
  ...size,
  _id: id(3),
  name: 'Bread',
  choices: [{ _id: id(31), name: 'Brown', price: 0, sold_out: false }],
};
const chai = pricingGroupsOf([size, addOns]);
const shopChoices = new Set([size, addOns, other].flatMap((g) => g.choices.map((c) => c._id)));

describe('an option group: the dialog and the API rule', () => {
  const valid = {
    name: 'Size',
    selection: 'single',
    required: true,
    choices: [
      { name: 'Cutting', price: 0 },
      { name: 'Full', price: 5 },
    ],
  };

  it('accepts a required single choice, and a multiple choice with bounds', () => {
    expect(validateOptionGroup(valid)).toEqual({});
    expect(
      validateOptionGroup({ ...valid, selection: 'multiple', required: false, max_picks: 2, choices: addOns.choices }),
    ).toEqual({});
    expect(validateOptionGroup({ ...valid, selection: 'multiple', min_picks: 1, max_picks: 2 })).toEqual({});
  });

  it.each([
    [{ name: '  ' }, { name: V.groupNameRequired }],
    [{ name: 'x'.repeat(51) }, { name: V.groupNameTooLong }],
    [{ selection: 'one' }, { selection: V.selectionInvalid }],
    [{ required: 'yes' }, { required: V.requiredInvalid }],
    [{ choices: [] }, { choices: V.choicesRequired }],
    [{ choices: 'Cutting' }, { choices: V.choicesRequired }],
    [{ choices: Array.from({ length: 21 }, (_, i) => ({ name: `C${i}`, price: 0 })) }, { choices: V.tooManyChoices }],
    [{ choices: [{ name: '', price: 0 }] }, { 'choices.0.name': V.choiceNameRequired }],
    [{ choices: [{ name: 'x'.repeat(51), price: 0 }] }, { 'choices.0.name': V.choiceNameTooLong }],
    [
      {
        choices: [
          { name: 'Full', price: 0 },
          { name: ' full ', price: 1 },
        ],
      },
      { 'choices.1.name': V.choiceNameRepeated },
    ],
    [{ choices: [{ name: 'Full', price: -1 }] }, { 'choices.0.price': V.choicePriceInvalid }],
    [{ choices: [{ name: 'Full', price: '5' }] }, {}],
    [{ choices: [{ name: 'Full', price: { $gt: 0 } }] }, { 'choices.0.price': V.choicePriceInvalid }],
    [{ choices: [{ name: 'Full', price: 10_000.01 }] }, { 'choices.0.price': V.choicePriceTooHigh }],
    [{ choices: [{ name: 'Full', price: 1.005 }] }, { 'choices.0.price': V.choicePricePrecision }],
    [{ choices: [{ name: 'Full', price: 1, sold_out: 'no' }] }, { 'choices.0.sold_out': V.choiceSoldOutInvalid }],
    [{ selection: 'multiple', min_picks: 0 }, { min_picks: V.minPicksInvalid }],
    [{ selection: 'multiple', min_picks: 3 }, { min_picks: V.minPicksInvalid }],
    [{ selection: 'multiple', min_picks: 1.5 }, { min_picks: V.minPicksInvalid }],
    [{ selection: 'multiple', required: false, min_picks: 1 }, { min_picks: V.minPicksNotRequired }],
    [{ selection: 'multiple', max_picks: 0 }, { max_picks: V.maxPicksInvalid }],
    [{ selection: 'multiple', max_picks: 3 }, { max_picks: V.maxPicksInvalid }],
    [{ selection: 'multiple', min_picks: 2, max_picks: 1 }, { max_picks: V.maxBelowMin }],
  ])('%j → %j', (change, errors) => {
    expect(validateOptionGroup({ ...valid, ...change })).toEqual(errors);
  });

  it('normalizes the picks a group allows', () => {
    expect(normalizePicks({ selection: 'single', required: true, choiceCount: 3 })).toEqual({ min_picks: 1, max_picks: 1 });
    expect(normalizePicks({ selection: 'single', required: false, min_picks: 2, choiceCount: 3 })).toEqual({
      min_picks: 0,
      max_picks: 1,
    });
    expect(normalizePicks({ selection: 'multiple', required: true, choiceCount: 4 })).toEqual({ min_picks: 1, max_picks: 4 });
    expect(normalizePicks({ selection: 'multiple', required: false, min_picks: 3, max_picks: 2, choiceCount: 4 })).toEqual({
      min_picks: 0,
      max_picks: 2,
    });
  });

  it('a choice price change: 0 allowed, negative, NaN and fractions of a paisa not', () => {
    expect(choicePriceError(0)).toBeUndefined();
    expect(choicePriceError(10_000)).toBeUndefined();
    expect(choicePriceError(Number.NaN)).toBe(V.choicePriceInvalid);
    expect(choicePriceError(null)).toBe(V.choicePriceInvalid);
  });

  it('the groups of an item: ids, at most 10, each once', () => {
    expect(optionGroupIdsError(undefined)).toBeUndefined();
    expect(optionGroupIdsError([id(1), id(2)])).toBeUndefined();
    expect(optionGroupIdsError([id(1), 'nope'])).toBe(V.groupIdInvalid);
    expect(optionGroupIdsError(id(1))).toBe(V.groupIdInvalid);
    expect(optionGroupIdsError([{ $ne: null }])).toBe(V.groupIdInvalid);
    expect(optionGroupIdsError(Array.from({ length: 11 }, (_, i) => id(i + 1)))).toBe(V.tooManyGroupsOnItem);
    expect(optionGroupIdsError([id(1), id(1).toUpperCase()])).toBe(V.groupRepeatedOnItem);
  });
});

describe('resolvePicks: the one rule for a line’s chosen options', () => {
  it('prices the picks and answers them in group order, whatever order the ids came in', () => {
    const result = resolvePicks('Masala Chai', chai, [id(22), id(12), id(21)], shopChoices);
    expect(result).toEqual({
      ok: true,
      extraPaise: 500 + 200 + 200,
      options: [
        { groupId: id(1), groupName: 'Size', choiceId: id(12), choiceName: 'Full', pricePaise: 500 },
        { groupId: id(2), groupName: 'Add-ons', choiceId: id(21), choiceName: 'Elaichi', pricePaise: 200 },
        { groupId: id(2), groupName: 'Add-ons', choiceId: id(22), choiceName: 'Ginger', pricePaise: 200 },
      ],
    });
    expect(resolvePicks('Masala Chai', chai, [id(11)])).toMatchObject({ ok: true, extraPaise: 0 });
    expect(resolvePicks('Samosa', [], [])).toEqual({ ok: true, options: [], extraPaise: 0 });
  });

  it.each([
    ['a required group left out', [id(21)], 'required', M.required('Masala Chai', 'Size')],
    ['two picks of a single choice', [id(11), id(12)], 'too-many', M.tooMany('Masala Chai', 'Size', 1)],
    ['more than the maximum', [id(11), id(21), id(22), id(23)], 'too-many', M.tooMany('Masala Chai', 'Add-ons', 2)],
    ['a sold-out choice', [id(11), id(24)], 'sold-out', M.soldOut('Masala Chai', 'Saffron')],
    ['a choice of another item of the shop', [id(11), id(31)], 'other-item', M.otherItem('Masala Chai')],
    ['a choice that does not exist', [id(11), id(99)], 'unknown', M.unknown('Masala Chai')],
    ['the same choice twice', [id(11), id(21), id(21).toUpperCase()], 'repeated', M.repeated('Masala Chai')],
  ])('refuses %s', (_what, ids, kind, message) => {
    expect(resolvePicks('Masala Chai', chai, ids, shopChoices)).toEqual({ ok: false, kind, message });
  });

  it('without the shop’s choice ids, another item’s choice reads as unknown', () => {
    expect(resolvePicks('Masala Chai', chai, [id(11), id(31)])).toMatchObject({ ok: false, kind: 'unknown' });
  });

  it('too few picks of a required multiple choice', () => {
    const toppings = pricingGroupsOf([{ ...addOns, required: true, min_picks: 2, max_picks: 3 }]);
    expect(resolvePicks('Pizza', toppings, [id(21)])).toEqual({
      ok: false,
      kind: 'too-few',
      message: M.tooFew('Pizza', 'Add-ons', 2),
    });
    expect(resolvePicks('Pizza', toppings, [])).toMatchObject({ kind: 'required' });
  });
});

describe('how a line’s options read and are keyed', () => {
  it('joins a group’s picks with commas and groups with a dot', () => {
    expect(
      optionsSummary([
        { group: 'Size', name: 'Full' },
        { group: 'Add-ons', name: 'Extra cheese' },
        { group: 'Add-ons', name: 'Less sugar' },
      ]),
    ).toBe('Full · Extra cheese, Less sugar');
    expect(optionsSummary(undefined)).toBe('');
    expect(optionsSummary([])).toBe('');
  });

  it('answers picked options in rupees', () => {
    expect(
      orderItemOptionsOf([{ groupId: id(1), groupName: 'Size', choiceId: id(12), choiceName: 'Full', pricePaise: 550 }]),
    ).toEqual([{ group_id: id(1), group: 'Size', choice_id: id(12), name: 'Full', price: 5.5 }]);
  });

  it('keys a cart line by its item and the set of its choices', () => {
    expect(cartLineKey('p1')).toBe('p1');
    expect(cartLineKey('p1', [])).toBe('p1');
    expect(cartLineKey('p1', [id(22), id(12)])).toBe(cartLineKey('p1', [id(12), id(22)]));
    expect(cartLineKey('p1', [id(12)])).not.toBe(cartLineKey('p1', [id(11)]));
    expect(cartLineKey('p1', [id(12)])).not.toBe(cartLineKey('p2', [id(12)]));
  });
});
