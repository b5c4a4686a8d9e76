import {
  type BillView,
  type CustomerOrder,
  defaultOpeningHours,
  type MenuSection,
  type OptionChoice,
  type OptionGroup,
  type Product,
  type Shop,
} from '@chowk/contracts';
import { ok } from '@chowk/api-client/testing';

/**
 * Open round the clock: a close at or before the open runs past midnight (shopOpenState), so
 * 00:00–00:00 is "open" whatever time the tests run (an owner's form refuses equal times).
 */
export const allDayHours = () => defaultOpeningHours().map((d) => ({ ...d, open: '00:00', close: '00:00' }));

export const shop: Shop = {
  _id: '66aa00000000000000000001',
  code: 'SHOP-1234',
  name: 'Sharma Tea Stall',
  shop_name: 'Sharma Tea Stall',
  category: { _id: 'c3d4e5f6a7b8c9d0e1f2a3b4', name: 'Tea Stall' },
  category_id: 'c3d4e5f6a7b8c9d0e1f2a3b4',
  district: { _id: '5c0000000000000000000001', name: 'Indiranagar' },
  city: { _id: '5b0000000000000000000001', name: 'Bengaluru' },
  state: { _id: '5a0000000000000000000001', name: 'Karnataka', code: 'KA' },
  address: '',
  location: null,
  openingHours: allDayHours(),
  ordersPaused: false,
  delivers: true,
};

export const drinks: MenuSection = { _id: '5e0000000000000000000001', name: 'Hot Drinks', shop_id: shop._id };
export const snacks: MenuSection = { _id: '5e0000000000000000000002', name: 'Snacks', shop_id: shop._id };

const product = (id: string, name: string, price: number, section: MenuSection, extra: Partial<Product> = {}): Product => ({
  _id: id,
  name,
  shop_id: shop._id,
  price,
  section: section.name,
  menu_section_id: { _id: section._id, name: section.name },
  sold_out: false,
  ...extra,
});

export const chai = product('5f0000000000000000000001', 'Masala Chai', 15, drinks, { description: 'Ginger and cardamom' });
export const coffee = product('5f0000000000000000000002', 'Filter Coffee', 20, drinks);
export const samosa = product('5f0000000000000000000003', 'Samosa', 12.5, snacks, { description: 'Potato and peas' });
export const kachori = product('5f0000000000000000000004', 'Kachori', 18, snacks, { sold_out: true });
export const products = [chai, coffee, samosa, kachori];

const choice = (id: string, name: string, price: number, sold_out = false): OptionChoice => ({ _id: id, name, price, sold_out });

/** Option groups (docs/product.md "Item options"): a required size, up to two add-ons, an optional sugar. */
export const size: OptionGroup = {
  _id: '6a0000000000000000000001',
  shop_id: shop._id,
  name: 'Size',
  selection: 'single',
  required: true,
  min_picks: 1,
  max_picks: 1,
  choices: [choice('6b0000000000000000000001', 'Cutting', 10), choice('6b0000000000000000000002', 'Full', 15)],
};
export const addOns: OptionGroup = {
  _id: '6a0000000000000000000002',
  shop_id: shop._id,
  name: 'Add-ons',
  selection: 'multiple',
  required: false,
  min_picks: 0,
  max_picks: 2,
  choices: [
    choice('6b0000000000000000000003', 'Elaichi', 2),
    choice('6b0000000000000000000004', 'Ginger', 2),
    choice('6b0000000000000000000005', 'Tulsi', 3),
    choice('6b0000000000000000000006', 'Honey', 5, true),
  ],
};
export const sugar: OptionGroup = {
  _id: '6a0000000000000000000003',
  shop_id: shop._id,
  name: 'Sugar',
  selection: 'single',
  required: false,
  min_picks: 0,
  max_picks: 1,
  choices: [choice('6b0000000000000000000007', 'Less sugar', 0), choice('6b0000000000000000000008', 'No sugar', 0)],
};
export const [cutting, full] = size.choices as [OptionChoice, OptionChoice];
export const [elaichi, ginger, tulsi, honey] = addOns.choices as [OptionChoice, OptionChoice, OptionChoice, OptionChoice];
export const [lessSugar] = sugar.choices as [OptionChoice, OptionChoice];

/** An item with options, its add-ons before its (required) size in its own order: ₹5 plus a size. */
export const kadak = product('5f0000000000000000000005', 'Kadak Chai', 5, drinks, {
  option_group_ids: [addOns._id, size._id, sugar._id],
  option_groups: [addOns, size, sugar],
});

/** The routes the shop loader calls, for `mockHttp`. */
export const shopRoutes = (s: Shop = shop, list: Product[] = products, sections: MenuSection[] = [drinks, snacks]) => ({
  [`GET /shops/by-code/${encodeURIComponent(s.code)}`]: ok({ shop: s }),
  [`GET /products/shop/${s._id}`]: ok({ products: list }),
  [`GET /menu-sections/shop/${s._id}`]: ok({ menuSections: sections }),
});

export const order: CustomerOrder = {
  _id: '77bb00000000000000000001',
  order_id: 'ORD-20261124-0001',
  items: [{ product_id: chai._id, product_name: 'Masala Chai', quantity: 2, price: 15 }],
  status: 'pending',
  total_amount: 31.5,
  customer_mobile: '9876543210',
  created_at: '2026-11-24T06:30:00.000Z',
  date: '24-11-2026',
  time: '12-00',
  shop_id: shop._id,
  shop_name: shop.name,
  shop_code: shop.code,
  delivery_type: 'pickup',
  payment_method: 'cash',
  subtotal: 30,
  tax_amount: 1.5,
  delivery_fee: 0,
};

/** A shop that takes UPI (docs/product.md "UPI payments and bills"), not registered for GST. */
export const upiShop: Shop = {
  ...shop,
  billing: { upi_id: 'sharmatea@okhdfcbank', payee_name: 'Sharma Tea Stall', gst_scheme: 'unregistered', gstin: null },
};

/** A composition-scheme shop: no tax on its orders. */
export const compositionShop: Shop = {
  ...shop,
  billing: { upi_id: null, payee_name: null, gst_scheme: 'composition', gstin: '27AAPFU0939F1ZV' },
};

/** The fixture order paid by UPI to upiShop, unpaid, with its bill's key. */
export const upiOrder: CustomerOrder = {
  ...order,
  payment_method: 'qr',
  pay_to: { upi_id: 'sharmatea@okhdfcbank', payee_name: 'Sharma Tea Stall' },
  payment: { status: 'unpaid', via: null, claimed_at: null, updated_at: null },
  bill_key: 'AbCdEfGhIjKlMnOpQrStUv',
  updated_at: '2026-11-24T06:30:00.000Z',
};

/** A receipt (a shop not registered for GST) for a delivery order paid by UPI, still unpaid. */
export const receipt: BillView = {
  key: 'AbCdEfGhIjKlMnOpQrStUv',
  kind: 'receipt',
  title: 'Receipt',
  number: '2026-27/00042',
  financial_year: '2026-27',
  issued_at: '2026-11-24T06:35:00.000Z',
  date: '24-11-2026',
  time: '12-05',
  cancelled: false,
  shop: {
    name: 'Sharma Tea Stall',
    code: 'SHOP-1234',
    address: '12 MG Road, Indiranagar, Bengaluru',
    phone: '9876500000',
    gstin: null,
    gst_scheme: 'unregistered',
  },
  place_of_supply: null,
  customer: { name: 'Asha Rao', mobile: '9876543210', email: null },
  order: {
    id: order._id,
    order_id: order.order_id,
    created_at: order.created_at,
    delivery_type: 'delivery',
    payment_method: 'qr',
  },
  lines: [
    { name: 'Kadak Chai', options: 'Full · Ginger', quantity: 2, unit_price: 22, amount: 44 },
    { name: 'Masala Chai', quantity: 1, unit_price: 15, amount: 15 },
  ],
  subtotal: 59,
  tax: { rate_percent: 5, amount: 2.95, cgst: null, sgst: null, note: '5% of ₹59.00 = ₹2.95' },
  delivery_fee: 29,
  total: 90.95,
  total_in_words: 'Rupees Ninety and Ninety Five Paise Only',
  declaration: null,
  payment: { status: 'unpaid', via: null, claimed_at: null, updated_at: null },
};

/** The same order's tax invoice (a GST-registered shop): GSTIN, place of supply, CGST + SGST. */
export const taxInvoice: BillView = {
  ...receipt,
  kind: 'tax_invoice',
  title: 'Tax Invoice',
  shop: { ...receipt.shop, gstin: '27AAPFU0939F1ZV', gst_scheme: 'regular' },
  place_of_supply: 'Maharashtra (27)',
  tax: {
    rate_percent: 5,
    amount: 2.95,
    cgst: 1.48,
    sgst: 1.47,
    note: '5% of ₹59.00 = ₹2.95 (CGST 2.5% ₹1.48 + SGST 2.5% ₹1.47)',
  },
  payment: { status: 'paid', via: 'upi', claimed_at: null, updated_at: '2026-11-24T06:40:00.000Z' },
};

/** A composition-scheme shop's bill of supply: no tax, and the declaration. */
export const billOfSupply: BillView = {
  ...receipt,
  kind: 'bill_of_supply',
  title: 'Bill of Supply',
  shop: { ...receipt.shop, gstin: '27AAPFU0939F1ZV', gst_scheme: 'composition' },
  tax: null,
  total: 88,
  total_in_words: 'Rupees Eighty Eight Only',
  declaration: 'Composition taxable person, not eligible to collect tax on supplies',
  order: { ...receipt.order, payment_method: 'cash' },
};
