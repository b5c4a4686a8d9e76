// For tests only.
import { BILL_TITLES, type BillKind, type BillView, COMPOSITION_DECLARATION, rupeesInWords } from '@chowk/contracts';

/** 3:30 pm in India on 24 Nov 2026: when the order was placed. */
const PLACED = '2026-11-24T10:00:00.000Z';

/**
 * A bill as GET /api/orders/{id}/bill answers it, of a kind: a delivery order of 2 × Masala Chai
 * (Full · Elaichi, Ginger) at ₹15 and 3 × Samosa at ₹12.50, ₹29 delivery, paid by UPI; 5% tax
 * (₹3.38) except on a bill of supply.
 */
export function billOf(kind: BillKind, extra: Partial<BillView> = {}): BillView {
  const taxed = kind !== 'bill_of_supply';
  const total = taxed ? 99.88 : 96.5;
  return {
    key: 'AbCdEfGhIjKlMnOpQrStUv',
    kind,
    title: BILL_TITLES[kind],
    number: '2026-27/00042',
    financial_year: '2026-27',
    // 3:45 pm in India: issued a quarter of an hour after the order.
    issued_at: '2026-11-24T10:15:00.000Z',
    date: '24-11-2026',
    time: '15-45',
    cancelled: false,
    shop: {
      name: 'Sharma Tea Stall',
      code: 'SHOP-4321',
      address: '12, MG Road, Indiranagar, Bengaluru, Karnataka',
      phone: null,
      gstin: kind === 'receipt' ? null : '29AAPFU0939F1ZR',
      gst_scheme: kind === 'receipt' ? 'unregistered' : kind === 'bill_of_supply' ? 'composition' : 'regular',
    },
    place_of_supply: kind === 'tax_invoice' ? 'Karnataka (29)' : null,
    customer: { name: 'Meera', mobile: '9800000001', email: null },
    order: {
      id: '6a0000000000000000000001',
      order_id: 'ORD-261124-0007',
      created_at: PLACED,
      delivery_type: 'delivery',
      payment_method: 'qr',
    },
    lines: [
      { name: 'Masala Chai', options: 'Full · Elaichi, Ginger', quantity: 2, unit_price: 15, amount: 30 },
      { name: 'Samosa', quantity: 3, unit_price: 12.5, amount: 37.5 },
    ],
    subtotal: 67.5,
    tax: taxed
      ? {
          rate_percent: 5,
          amount: 3.38,
          cgst: kind === 'tax_invoice' ? 1.69 : null,
          sgst: kind === 'tax_invoice' ? 1.69 : null,
          note: kind === 'tax_invoice' ? '5% of ₹67.50 = ₹3.38 (CGST 2.5% ₹1.69 + SGST 2.5% ₹1.69)' : '5% of ₹67.50 = ₹3.38',
        }
      : null,
    delivery_fee: 29,
    total,
    total_in_words: rupeesInWords(Math.round(total * 100)),
    declaration: kind === 'bill_of_supply' ? COMPOSITION_DECLARATION : null,
    payment: { status: 'paid', via: 'upi', claimed_at: null, updated_at: PLACED },
    ...extra,
  };
}
