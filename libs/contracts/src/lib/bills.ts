/**
 * A bill for every order (docs/product.md "UPI payments and bills"): what it is by the shop's GST
 * registration (a receipt, a bill of supply, a tax invoice), its serial number (one series per shop
 * and financial year, no gaps, at most 16 characters), the tax split, the amount in words, and
 * its address and WhatsApp share. For the API (which issues and answers bills), the customer's
 * bill page and the shop's printed slips.
 */
import type { DeliveryType, PaymentMethod } from './customer';
import type { GstScheme } from './billing';
import { formatRupees, type Paise, TAX_RATE_PERCENT } from './money';
import { indiaDateTime } from './shop';
import type { OrderPayment } from './order-payments';

// ---------------------------------------------------------------------------------------------
// Kinds
// ---------------------------------------------------------------------------------------------

export const BILL_KINDS = ['receipt', 'bill_of_supply', 'tax_invoice'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/** unregistered → receipt; composition → bill of supply; regular → tax invoice. */
export const billKindOf = (scheme: GstScheme | null | undefined): BillKind =>
  scheme === 'regular' ? 'tax_invoice' : scheme === 'composition' ? 'bill_of_supply' : 'receipt';

export const BILL_TITLES: Record<BillKind, string> = {
  receipt: 'Receipt',
  bill_of_supply: 'Bill of Supply',
  tax_invoice: 'Tax Invoice',
};

/** The line a composition dealer's bill of supply must carry (CGST Act s.10(11), Rule 5). */
export const COMPOSITION_DECLARATION = 'Composition taxable person, not eligible to collect tax on supplies';

// ---------------------------------------------------------------------------------------------
// Financial year and the serial number
// ---------------------------------------------------------------------------------------------

/** India's financial year: 1 April to 31 March, by India time. */
export interface FinancialYear {
  /** The calendar year it starts in: 2026 for 2026-27. */
  start: number;
  /** "2026-27". */
  label: string;
}

/** The financial year an instant falls in, by India's calendar (31 March 23:59 IST is still the old year). */
export function financialYear(at: Date): FinancialYear {
  const [, mm, yyyy] = indiaDateTime(at).date.split('-').map(Number);
  const start = mm >= 4 ? yyyy : yyyy - 1;
  return { start, label: `${start}-${String((start + 1) % 100).padStart(2, '0')}` };
}

export const BILL_LIMITS = {
  /** GST rule 46(b): a serial number of at most 16 characters. */
  numberMax: 16,
  /** The highest serial a year's series reaches (keeps the number within 16 characters). */
  seqMax: 9_999_999,
} as const;

/** Letters, digits, '-' and '/' (GST rule 46(b)). */
export const BILL_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** "2026-27/00042": the financial year, then the shop's serial in it (five digits, more past 99999; at most 15 characters). */
export const formatBillNumber = (fy: FinancialYear, seq: number): string => `${fy.label}/${String(seq).padStart(5, '0')}`;

// ---------------------------------------------------------------------------------------------
// The address: a key only those given the bill know
// ---------------------------------------------------------------------------------------------

/** 16 random bytes, base64url: the bill's address cannot be guessed from the order. */
export const BILL_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Where the customer remote shows a bill (the address the customer and the shop open and share). */
export const billPath = (key: string): string => `/customer/bill/${encodeURIComponent(key)}`;

/** Paper a bill prints on: A4, or the shop's 58/80 mm roll. */
export const BILL_PAPERS = ['a4', '58mm', '80mm'] as const;
export type BillPaper = (typeof BILL_PAPERS)[number];

// ---------------------------------------------------------------------------------------------
// Tax split and amount in words
// ---------------------------------------------------------------------------------------------

/** A tax invoice's halves: CGST and SGST at half the rate each; an odd paisa goes to CGST. */
export function splitTax(tax: Paise): { cgst: Paise; sgst: Paise } {
  const cgst = Math.ceil(tax / 2);
  return { cgst, sgst: tax - cgst };
}

export const HALF_TAX_RATE_PERCENT = TAX_RATE_PERCENT / 2;

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const belowHundred = (n: number): string => (n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`);

const belowThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
};

/** A whole number in words, the Indian way: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1_000);
  const rest = n % 1_000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** "Rupees One Hundred Twenty Three and Fifty Paise Only". */
export function rupeesInWords(paise: Paise): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${numberInWords(rest)} Paise` : ''} Only`;
}

// ---------------------------------------------------------------------------------------------
// The bill on the wire: GET /api/bills/{key} (public, by its key) and GET /api/orders/{id}/bill
// ---------------------------------------------------------------------------------------------

export interface BillLine {
  name: string;
  /** "Full · Elaichi, Ginger" (optionsSummary), or absent. */
  options?: string;
  quantity: number;
  /** Rupees: the unit price with its options. */
  unit_price: number;
  /** Rupees: unit price × quantity. */
  amount: number;
}

export interface BillTax {
  rate_percent: number;
  /** Rupees. */
  amount: number;
  /** A tax invoice: the halves (rupees), each at rate_percent / 2. */
  cgst: number | null;
  sgst: number | null;
  /** How it was computed, in words a customer reads: "5% of ₹200.00 = ₹10.00 (CGST 2.5% ₹5.00 + SGST 2.5% ₹5.00)". */
  note: string;
}

export interface BillView {
  /** The bill's address key: billPath(key). */
  key: string;
  kind: BillKind;
  title: string;
  /** "2026-27/00042": unique for the shop and financial year, no gaps. */
  number: string;
  financial_year: string;
  /** When it was issued (its first opening), ISO; and its India date and time as orders carry them (DD-MM-YYYY, HH-mm). */
  issued_at: string;
  date: string;
  time: string;
  /** The order was cancelled after the bill was issued: the bill stays in the series, marked cancelled. */
  cancelled: boolean;
  /** The shop as it was when the bill was issued. */
  shop: {
    name: string;
    code: string;
    address: string;
    phone: string | null;
    gstin: string | null;
    gst_scheme: GstScheme;
  };
  /** A tax invoice's place of supply: "Maharashtra (27)". */
  place_of_supply: string | null;
  customer: { name: string | null; mobile: string | null; email: string | null };
  order: {
    id: string;
    order_id: string;
    created_at: string;
    delivery_type: DeliveryType;
    payment_method: PaymentMethod;
  };
  lines: BillLine[];
  /** Rupees. */
  subtotal: number;
  /** Null on a bill of supply (no tax charged). */
  tax: BillTax | null;
  delivery_fee: number;
  total: number;
  total_in_words: string;
  /** The bill of supply's line (COMPOSITION_DECLARATION), else null. */
  declaration: string | null;
  payment: OrderPayment;
}

export interface BillResponse {
  success: boolean;
  data: BillView;
}

/** How the tax was computed, as the bill prints it. */
export function taxNote(kind: BillKind, subtotal: Paise, tax: Paise): string {
  const base = `${TAX_RATE_PERCENT}% of ${formatRupees(subtotal)} = ${formatRupees(tax)}`;
  if (kind !== 'tax_invoice') return base;
  const { cgst, sgst } = splitTax(tax);
  return `${base} (CGST ${HALF_TAX_RATE_PERCENT}% ${formatRupees(cgst)} + SGST ${HALF_TAX_RATE_PERCENT}% ${formatRupees(sgst)})`;
}

export const BILL_MESSAGES = {
  notFound: 'Bill not found',
  cancelledUnissued: 'This order was cancelled before a bill was issued, so it has no bill',
  seriesFull: 'This financial year has no more bill numbers',
  failed: 'Could not load the bill',
  cancelledStamp: 'CANCELLED',
  print: 'Print',
  printA4: 'Print (A4)',
  printSlip: (paper: '58mm' | '80mm') => `Print ${paper === '58mm' ? '58' : '80'} mm slip`,
  share: 'Share on WhatsApp',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  viewBill: 'View bill',
} as const;

/** The WhatsApp message sharing a bill: short, with its address. */
export function billShareText(bill: Pick<BillView, 'title' | 'number' | 'total' | 'shop'>, url: string): string {
  return `${bill.title} ${bill.number} from ${bill.shop.name}: ${formatRupees(Math.round(bill.total * 100))}. ${url}`;
}

/** A wa.me link with the text: to the customer's number (+91) when the shop shares it, else to a chat the sharer picks. */
export function whatsappShareLink(text: string, mobile?: string | null): string {
  const digits = (mobile ?? '').replace(/\D/g, '');
  const to = digits.length === 10 ? `91${digits}` : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}
