import {
  BILL_MESSAGES,
  type BillView,
  chargesTax,
  type CustomerOrder,
  type DeliveryType,
  formatInIndia,
  type GstScheme,
  HALF_TAX_RATE_PERCENT,
  type Order,
  type OrderItem,
  orderTotals,
  type Paise,
  type PaymentMethod,
  paymentLabel,
  rupeesToPaise,
  type Shop,
  SLIP_LABELS,
  splitTax,
  taxOn,
} from '@chowk/contracts';

/**
 * The two printed slips of an order (docs/product.md "Printing"), as data: the kitchen order
 * ticket (KOT: what to make, no prices) and the customer's bill: a registered shop's is the
 * order's issued bill (GET /api/orders/{id}/bill: a receipt, a bill of supply or a tax invoice,
 * docs/product.md "UPI payments and bills"), a trial's is worked out from the order. Both
 * printers, the browser's print view (slip-view.ts) and raw ESC/POS (escpos.ts), print the same
 * rows, so a slip reads the same whichever way it was printed.
 */
export type SlipKind = 'kot' | 'bill';

/** An order as the desk holds it: the API's carry the price lines (CustomerOrder); a trial's may not. */
export type PrintableOrder = Order &
  Partial<Pick<CustomerOrder, 'delivery_type' | 'payment_method' | 'subtotal' | 'tax_amount' | 'delivery_fee'>>;

export interface SlipItem {
  quantity: number;
  name: string;
  /** The line's chosen options, a line per group: "Size: Full", "Add-ons: Elaichi, Ginger" (docs/product.md "Item options"). */
  options: string[];
  /** The line's amount: its price × quantity. */
  amountPaise: Paise;
}

interface SlipBase {
  orderNumber: string;
  /** When it was placed, in India: "24 Nov 2026, 3:30 pm". */
  placedAt: string;
  /** "Pickup" or "Delivery". */
  service: string;
  items: SlipItem[];
  notes: string | null;
  customerName: string | null;
}

export interface KotSlip extends SlipBase {
  kind: 'kot';
}

/** What an issued bill (BillView) adds to the slip: its kind's title and number, the GST lines, the words. */
export interface IssuedBill {
  /** "Receipt", "Bill of Supply", "Tax Invoice". */
  title: string;
  /** "2026-27/00042". */
  number: string;
  /** When it was issued, in India: "24 Nov 2026, 3:30 pm". */
  issuedAt: string;
  gstin: string | null;
  /** A tax invoice's: "Maharashtra (27)". */
  placeOfSupply: string | null;
  /** The tax as the bill's kind prints it: "Tax (5%)" on a receipt, CGST and SGST halves on a tax invoice, none on a bill of supply. */
  taxes: { label: string; paise: Paise }[];
  /** How the tax was computed ("5% of ₹200.00 = ₹10.00"), or none. */
  taxNote: string | null;
  /** A bill of supply's line (COMPOSITION_DECLARATION). */
  declaration: string | null;
  /** "Rupees Eighty One and Fifty Paise Only". */
  amountInWords: string;
  /** The order's payment in the customer's words: "Paid · UPI", "Payment to be confirmed". */
  paymentStatus: string;
  /** Cancelled after it was issued: stamped so. */
  cancelled: boolean;
}

export interface BillSlip extends SlipBase {
  kind: 'bill';
  shop: { name: string; address: string | null; contact: string | null };
  customerContact: string | null;
  /** "Cash", "Card", "UPI". */
  payment: string;
  subtotalPaise: Paise;
  taxPaise: Paise;
  deliveryFeePaise: Paise;
  totalPaise: Paise;
  /** The issued bill it prints (a registered shop's); absent: a trial's bill, worked out from the order. */
  issued?: IssuedBill;
}

export type Slip = KotSlip | BillSlip;

/** Who the bill is from: the shop, and how to reach it (the owner's mobile). */
export interface BillHeader {
  shop: Pick<Shop, 'name' | 'address' | 'district' | 'city' | 'state'>;
  contact?: string | null;
  /** The shop's GST registration: a composition shop's order without its price lines carries no tax. */
  gstScheme?: GstScheme | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * A line's chosen options as the slips print them, one line per group in the order's order: "Size:
 * Full", "Add-ons: Elaichi, Ginger" (an order's OrderItemOption[]); a plain name as it is. Anything
 * else is none.
 */
function optionsOf(item: OrderItem): string[] {
  const options = (item as { options?: unknown }).options;
  if (!Array.isArray(options)) return [];
  const lines: string[] = [];
  let lastGroup = '';
  for (const option of options as unknown[]) {
    const picked = option && typeof option === 'object' ? (option as { group?: unknown; name?: unknown }) : null;
    const name = text(picked ? picked.name : option);
    if (!name) continue;
    const group = picked ? text(picked.group) : '';
    if (group && group === lastGroup) lines[lines.length - 1] += `, ${name}`;
    else lines.push(group ? `${group}: ${name}` : name);
    lastGroup = group;
  }
  return lines;
}

const known = <K extends string>(labels: Record<K, string>, value: string | undefined, fallback: K): K =>
  value !== undefined && Object.hasOwn(labels, value) ? (value as K) : fallback;
const deliveryOf = (order: Pick<PrintableOrder, 'delivery_type'>): DeliveryType =>
  known(SLIP_LABELS.service, order.delivery_type, 'pickup');
const paymentOf = (order: Pick<PrintableOrder, 'payment_method'>): PaymentMethod =>
  known(SLIP_LABELS.payment, order.payment_method, 'cash');

/** "24 Nov 2026, 3:30 pm" in India. */
const inIndia = (at: number): string => formatInIndia(at, { dateStyle: 'medium', timeStyle: 'short' });

/** "24 Nov 2026, 3:30 pm" in India; an order without a readable time shows its own date and time. */
function placedAtOf(order: Pick<Order, 'created_at' | 'date' | 'time'>): string {
  const at = Date.parse(order.created_at);
  if (Number.isFinite(at)) return inIndia(at);
  return [order.date, (order.time ?? '').replace('-', ':')].filter(Boolean).join(' ');
}

function base(order: PrintableOrder): SlipBase {
  return {
    orderNumber: order.order_id,
    placedAt: placedAtOf(order),
    service: SLIP_LABELS.service[deliveryOf(order)],
    items: order.items.map((item) => ({
      quantity: item.quantity,
      name: text(item.product_name) || text(item.name) || 'Item',
      options: optionsOf(item),
      amountPaise: rupeesToPaise(item.price) * item.quantity,
    })),
    notes: text(order.notes) || null,
    customerName: text(order.customer_name) || null,
  };
}

/** The KOT: order number, time, pickup or delivery, items with quantities and options, notes. No prices. */
export function kotSlip(order: PrintableOrder): KotSlip {
  return { kind: 'kot', ...base(order) };
}

/**
 * The customer's bill worked out from the order (a trial's: a registered shop prints its issued
 * bill, issuedBillSlip). Every amount is the order's own, as the server priced it (rupees on the
 * wire, paise here); an order without its price lines (a trial's counter order) has them worked
 * out by the same rules the server applies (5% tax on the subtotal, none for a composition shop;
 * the delivery fee).
 */
export function billSlip(order: PrintableOrder, header: BillHeader): BillSlip {
  const slip = base(order);
  const lines = slip.items.reduce((sum, item) => sum + item.amountPaise, 0);
  const subtotal = typeof order.subtotal === 'number' ? rupeesToPaise(order.subtotal) : lines;
  const tax =
    typeof order.tax_amount === 'number' ? rupeesToPaise(order.tax_amount) : chargesTax(header.gstScheme) ? taxOn(subtotal) : 0;
  const fee =
    typeof order.delivery_fee === 'number' ? rupeesToPaise(order.delivery_fee) : orderTotals([], deliveryOf(order)).delivery;
  const { shop } = header;
  const place = [shop.district?.name, shop.city?.name, shop.state?.name].map(text).filter(Boolean);
  const address = [text(shop.address), ...place.filter((p) => !text(shop.address).includes(p))].filter(Boolean).join(', ');
  return {
    kind: 'bill',
    ...slip,
    shop: { name: text(shop.name), address: address || null, contact: text(header.contact) || null },
    customerContact: text(order.customer_mobile) || text(order.customer_email) || null,
    payment: SLIP_LABELS.payment[paymentOf(order)],
    subtotalPaise: subtotal,
    taxPaise: tax,
    deliveryFeePaise: fee,
    totalPaise: rupeesToPaise(order.total_amount ?? order.totalAmount ?? 0),
  };
}

/**
 * A registered shop's bill: the order's issued bill as GET /api/orders/{id}/bill answers it (the
 * shop as it was when the bill was issued; `contact`, the owner's mobile, when the bill has no
 * phone; `notes`, the order's, which the bill does not keep). Its kind decides the tax lines:
 * 'Tax (5%)' on a receipt, CGST and SGST at half the rate each on a tax invoice, none on a bill
 * of supply (with the line the law requires).
 */
export function issuedBillSlip(bill: BillView, contact?: string | null, notes?: string | null): BillSlip {
  const taxPaise = bill.tax ? rupeesToPaise(bill.tax.amount) : 0;
  let taxes: IssuedBill['taxes'] = [];
  if (bill.kind === 'tax_invoice' && bill.tax) {
    const halves =
      bill.tax.cgst !== null && bill.tax.sgst !== null
        ? { cgst: rupeesToPaise(bill.tax.cgst), sgst: rupeesToPaise(bill.tax.sgst) }
        : splitTax(taxPaise);
    taxes = [
      { label: `CGST ${HALF_TAX_RATE_PERCENT}%`, paise: halves.cgst },
      { label: `SGST ${HALF_TAX_RATE_PERCENT}%`, paise: halves.sgst },
    ];
  } else if (bill.kind === 'receipt') {
    taxes = [{ label: TAX_LABEL, paise: taxPaise }];
  }
  const issuedAt = Date.parse(bill.issued_at);
  return {
    kind: 'bill',
    orderNumber: bill.order.order_id,
    placedAt: placedAtOf({ created_at: bill.order.created_at, date: '', time: '' }),
    service: SLIP_LABELS.service[deliveryOf(bill.order)],
    items: bill.lines.map((line) => ({
      quantity: line.quantity,
      name: text(line.name) || 'Item',
      options: text(line.options) ? [text(line.options)] : [],
      amountPaise: rupeesToPaise(line.amount),
    })),
    notes: text(notes) || null,
    customerName: text(bill.customer.name) || null,
    shop: {
      name: text(bill.shop.name),
      address: text(bill.shop.address) || null,
      contact: text(bill.shop.phone) || text(contact) || null,
    },
    customerContact: text(bill.customer.mobile) || text(bill.customer.email) || null,
    payment: SLIP_LABELS.payment[paymentOf(bill.order)],
    subtotalPaise: rupeesToPaise(bill.subtotal),
    taxPaise,
    deliveryFeePaise: rupeesToPaise(bill.delivery_fee),
    totalPaise: rupeesToPaise(bill.total),
    issued: {
      title: bill.title,
      number: bill.number,
      issuedAt: Number.isFinite(issuedAt) ? inIndia(issuedAt) : [bill.date, bill.time].filter(Boolean).join(' '),
      gstin: text(bill.shop.gstin) || null,
      placeOfSupply: text(bill.place_of_supply) || null,
      taxes,
      taxNote: text(bill.tax?.note) || null,
      declaration: text(bill.declaration) || null,
      amountInWords: bill.total_in_words,
      paymentStatus: paymentLabel(bill.payment),
      cancelled: bill.cancelled,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Rows: what both printers print, top to bottom
// ---------------------------------------------------------------------------------------------
// The printed slips stay in English whatever the screen's language (docs/product.md "Languages"):
// a receipt printer's ESC/POS code pages have no Devanagari or Tamil, and a slip reads the same
// whichever way it was printed. The order view on screen says these words in the shopkeeper's.

export type SlipRow =
  /** Centred; `big` is double width and height (the KOT's order number), `large` double height. */
  | { type: 'heading'; text: string; size: 'big' | 'large' | 'normal' }
  | { type: 'center'; text: string }
  | { type: 'text'; text: string; bold?: boolean }
  /** A label on the left, a value on the right (the bill's figures). */
  | { type: 'pair'; left: string; right: string; bold?: boolean }
  /** "2 x Masala Chai", its options below it, and on the bill its amount on the right. */
  | { type: 'item'; quantity: number; name: string; options: string[]; amount?: string }
  | { type: 'rule' };

export const TAX_LABEL = SLIP_LABELS.tax;

/** The slip's rows; `money` writes an amount as the printer can (₹ on paper, "Rs" on a receipt printer's code page). */
export function slipRows(slip: Slip, money: (paise: Paise) => string): SlipRow[] {
  const rows: SlipRow[] = [];
  const item = (i: SlipItem, amount?: string): SlipRow => ({
    type: 'item',
    quantity: i.quantity,
    name: i.name,
    options: i.options,
    ...(amount === undefined ? {} : { amount }),
  });
  if (slip.kind === 'kot') {
    rows.push({ type: 'heading', text: 'KOT', size: 'normal' });
    rows.push({ type: 'heading', text: slip.orderNumber, size: 'big' });
    rows.push({ type: 'center', text: slip.placedAt });
    rows.push({ type: 'heading', text: slip.service.toUpperCase(), size: 'large' });
    if (slip.customerName) rows.push({ type: 'center', text: slip.customerName });
    rows.push({ type: 'rule' });
    for (const i of slip.items) rows.push(item(i));
    rows.push({ type: 'rule' });
    if (slip.notes) rows.push({ type: 'text', text: `Notes: ${slip.notes}`, bold: true });
    return rows;
  }
  rows.push({ type: 'heading', text: slip.shop.name, size: 'large' });
  if (slip.shop.address) rows.push({ type: 'center', text: slip.shop.address });
  if (slip.shop.contact) rows.push({ type: 'center', text: `Ph: ${slip.shop.contact}` });
  const { issued } = slip;
  if (issued?.gstin) rows.push({ type: 'center', text: `GSTIN: ${issued.gstin}` });
  rows.push({ type: 'rule' });
  if (issued) {
    rows.push({ type: 'heading', text: issued.title, size: 'normal' });
    if (issued.cancelled) rows.push({ type: 'heading', text: BILL_MESSAGES.cancelledStamp, size: 'large' });
    rows.push({ type: 'pair', left: 'Bill No.', right: issued.number });
    rows.push({ type: 'text', text: `Date: ${issued.issuedAt}` });
    if (issued.placeOfSupply) rows.push({ type: 'text', text: `Place of supply: ${issued.placeOfSupply}` });
  }
  rows.push({ type: 'pair', left: 'Order', right: slip.orderNumber });
  rows.push({ type: 'text', text: slip.placedAt });
  rows.push({ type: 'pair', left: slip.service, right: slip.payment });
  const customer = [slip.customerName, slip.customerContact].filter(Boolean).join(', ');
  if (customer) rows.push({ type: 'text', text: `Customer: ${customer}` });
  rows.push({ type: 'rule' });
  for (const i of slip.items) rows.push(item(i, money(i.amountPaise)));
  rows.push({ type: 'rule' });
  rows.push({ type: 'pair', left: 'Subtotal', right: money(slip.subtotalPaise) });
  for (const tax of issued ? issued.taxes : [{ label: TAX_LABEL, paise: slip.taxPaise }]) {
    rows.push({ type: 'pair', left: tax.label, right: money(tax.paise) });
  }
  rows.push({ type: 'pair', left: 'Delivery fee', right: money(slip.deliveryFeePaise) });
  rows.push({ type: 'pair', left: 'TOTAL', right: money(slip.totalPaise), bold: true });
  if (issued) {
    rows.push({ type: 'text', text: issued.amountInWords });
    if (issued.taxNote) rows.push({ type: 'text', text: issued.taxNote });
    if (issued.declaration) rows.push({ type: 'text', text: issued.declaration, bold: true });
  }
  rows.push({ type: 'rule' });
  rows.push({ type: 'pair', left: 'Payment', right: issued ? issued.paymentStatus : slip.payment });
  if (slip.notes) rows.push({ type: 'text', text: `Notes: ${slip.notes}` });
  rows.push({ type: 'center', text: 'Thank you!' });
  return rows;
}

/** "2 × Masala Chai" (the print view), "2 x Masala Chai" (a receipt printer's code page has no ×). */
export const itemLine = (row: { quantity: number; name: string }, times = '×'): string => `${row.quantity} ${times} ${row.name}`;

/** A row as plain text (the tests' "every line present", and the print view's accessible text). */
export function rowText(row: SlipRow): string {
  switch (row.type) {
    case 'rule':
      return '';
    case 'pair':
      return `${row.left} ${row.right}`;
    case 'item':
      return [itemLine(row), ...row.options.map((o) => `+ ${o}`), row.amount ?? ''].filter(Boolean).join(' ');
    default:
      return row.text;
  }
}
