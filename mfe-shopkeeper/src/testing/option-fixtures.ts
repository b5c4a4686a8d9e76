// For tests only.
import type { OptionGroup, OptionGroupPayload, OrderItemOption } from '@chowk/contracts';
import { shop } from './render-shop';

/** The example: Size (Cutting / Full, required), on Masala Chai at ₹10. */
export const SIZE: OptionGroupPayload = {
  name: 'Size',
  selection: 'single',
  required: true,
  choices: [
    { name: 'Cutting', price: 0 },
    { name: 'Full', price: 5 },
  ],
};

/** …and Add-ons (Elaichi +₹2, Ginger +₹2, Kesar +₹10; up to 2). */
export const ADD_ONS: OptionGroupPayload = {
  name: 'Add-ons',
  selection: 'multiple',
  required: false,
  max_picks: 2,
  choices: [
    { name: 'Elaichi', price: 2 },
    { name: 'Ginger', price: 2 },
    { name: 'Kesar', price: 10 },
  ],
};

const hex = (n: number) => n.toString(16).padStart(24, '0');

/** A saved group of the test shop, as the API answers it (ids 0x…a1, choices 0x…c1…). */
export function savedGroup(payload: OptionGroupPayload, n: number, extra: Partial<OptionGroup> = {}): OptionGroup {
  const multiple = payload.selection === 'multiple';
  return {
    _id: hex(0xa0 + n),
    shop_id: shop._id,
    name: payload.name,
    selection: payload.selection,
    required: payload.required,
    min_picks: multiple ? (payload.required ? (payload.min_picks ?? 1) : 0) : payload.required ? 1 : 0,
    max_picks: multiple ? (payload.max_picks ?? payload.choices.length) : 1,
    choices: payload.choices.map((c, i) => ({
      _id: hex(0xc00 + n * 16 + i),
      name: c.name,
      price: c.price,
      sold_out: c.sold_out ?? false,
    })),
    ...extra,
  };
}

export const sizeGroup = savedGroup(SIZE, 1);
export const addOnsGroup = savedGroup(ADD_ONS, 2);

/** A chosen option as an order keeps it. */
export const picked = (group: OptionGroup, choiceName: string): OrderItemOption => {
  const choice = group.choices.find((c) => c.name === choiceName);
  if (!choice) throw new Error(`${group.name} has no ${choiceName}`);
  return { group_id: group._id, group: group.name, choice_id: choice._id, name: choice.name, price: choice.price };
};

/** Full Masala Chai with Elaichi and Ginger: ₹10 + ₹5 + ₹2 + ₹2. */
export const fullWithAddOns: OrderItemOption[] = [
  picked(sizeGroup, 'Full'),
  picked(addOnsGroup, 'Elaichi'),
  picked(addOnsGroup, 'Ginger'),
];
