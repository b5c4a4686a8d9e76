import { BILL_MESSAGES, COMPOSITION_DECLARATION, type CustomerOrder, formatRupees, type Order } from '@chowk/contracts';
import { billOf } from '../../testing/bill-fixtures';
import { fullWithAddOns, picked, sizeGroup } from '../../testing/option-fixtures';
import { billSlip, issuedBillSlip, kotSlip, type PrintableOrder, rowText, slipRows } from './slip';

/** 3:30 pm in India on 24 Nov 2026 (10:00 UTC): a fixed instant, not "today". */
const PLACED = '2026-11-24T10:00:00.000Z';

const shop = {
  name: 'Sharma Tea Stall',
  address: '12, MG Road',
  district: { _id: 'd', name: 'Indiranagar' },
  city: { _id: 'c', name: 'Bengaluru' },
  state: { _id: 's', name: 'Karnataka' },
};

/** A customer's delivery order as GET /api/orders/{id} answers it: the server's price lines. */
const delivered: CustomerOrder = {
  _id: '6a0000000000000000000001',
  order_id: 'ORD-261124-0007',
  shop_id: 'shop',
  shop_name: 'Sharma Tea Stall',
  shop_code: 'SHOP-4321',
  items: [
    { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 },
    { product_id: 'p2', product_name: 'Samosa', quantity: 3, price: 12.5 },
  ],
  status: 'confirmed',
  placed_by: 'customer',
  delivery_type: 'delivery',
  payment_method: 'qr',
  subtotal: 67.5,
  tax_amount: 3.38,
  delivery_fee: 29,
  total_amount: 99.88,
  totalAmount: 99.88,
  notes: 'Less sugar, ring the bell',
  customer_name: 'Meera',
  customer_mobile: '9800000001',
  created_at: PLACED,
  updated_at: PLACED,
  date: '24-11-2026',
  time: '15-30',
};

describe('the KOT', () => {
  it('has the order number, India date and time, the service, items with quantities and the notes, and no prices', () => {
    const slip = kotSlip(delivered);
    expect(slip).toEqual({
      kind: 'kot',
      orderNumber: 'ORD-261124-0007',
      placedAt: '24 Nov 2026, 3:30 pm',
      service: 'Delivery',
      items: [
        { quantity: 2, name: 'Masala Chai', options: [], amountPaise: 3000 },
        { quantity: 3, name: 'Samosa', options: [], amountPaise: 3750 },
      ],
      notes: 'Less sugar, ring the bell',
      customerName: 'Meera',
    });
    const rows = slipRows(slip, formatRupees);
    expect(rows.map(rowText).filter(Boolean)).toEqual([
      'KOT',
      'ORD-261124-0007',
      '24 Nov 2026, 3:30 pm',
      'DELIVERY',
      'Meera',
      '2 × Masala Chai',
      '3 × Samosa',
      'Notes: Less sugar, ring the bell',
    ]);
    expect(rows.find((r) => r.type === 'heading' && r.size === 'big')).toEqual({
      type: 'heading',
      text: 'ORD-261124-0007',
      size: 'big',
    });
    // No amount anywhere on a KOT.
    expect(JSON.stringify(rows)).not.toMatch(/₹|amount/);
  });

  it('prints item options once orders carry them, and reads an unknown service as pickup', () => {
    const withOptions = {
      ...delivered,
      delivery_type: 'drone',
      items: [{ product_id: 'p1', product_name: 'Pizza', quantity: 1, price: 200, options: ['Large', ' Extra cheese ', 7] }],
    } as unknown as PrintableOrder;
    const slip = kotSlip(withOptions);
    expect(slip.service).toBe('Pickup');
    expect(slip.items[0].options).toEqual(['Large', 'Extra cheese']);
    expect(slipRows(slip, formatRupees).map(rowText)).toContain('1 × Pizza + Large + Extra cheese');
  });
});

describe('a line with its chosen options (docs/product.md "Item options")', () => {
  /** Two configurations of one item, as the server answers them: the unit price with the options, the options in group order. */
  const withOptions: CustomerOrder = {
    ...delivered,
    items: [
      { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 19, base_price: 10, options: fullWithAddOns },
      {
        product_id: 'p1',
        product_name: 'Masala Chai',
        quantity: 1,
        price: 10,
        base_price: 10,
        options: [picked(sizeGroup, 'Cutting')],
      },
      { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 12.5 },
    ],
  };

  it('the KOT prints each line’s options under it, a line per group, so the kitchen makes the right one', () => {
    const slip = kotSlip(withOptions);
    expect(slip.items.map((i) => i.options)).toEqual([['Size: Full', 'Add-ons: Elaichi, Ginger'], ['Size: Cutting'], []]);
    expect(slipRows(slip, formatRupees).filter((r) => r.type === 'item')).toEqual([
      { type: 'item', quantity: 2, name: 'Masala Chai', options: ['Size: Full', 'Add-ons: Elaichi, Ginger'] },
      { type: 'item', quantity: 1, name: 'Masala Chai', options: ['Size: Cutting'] },
      { type: 'item', quantity: 1, name: 'Samosa', options: [] },
    ]);
    expect(slipRows(slip, formatRupees).map(rowText)).toContain('2 × Masala Chai + Size: Full + Add-ons: Elaichi, Ginger');
  });

  it('the bill prints them too, each line at its price with its options', () => {
    const rows = slipRows(billSlip(withOptions, { shop }), formatRupees).map(rowText);
    expect(rows).toContain('2 × Masala Chai + Size: Full + Add-ons: Elaichi, Ginger ₹38.00');
    expect(rows).toContain('1 × Masala Chai + Size: Cutting ₹10.00');
    expect(rows).toContain('1 × Samosa ₹12.50');
  });
});

describe('the bill', () => {
  it('has the shop, its address and contact, the order, India time, lines with amounts, the server’s totals and the payment', () => {
    const slip = billSlip(delivered, { shop, contact: '9876543210' });
    expect(slip).toMatchObject({
      kind: 'bill',
      shop: { name: 'Sharma Tea Stall', address: '12, MG Road, Indiranagar, Bengaluru, Karnataka', contact: '9876543210' },
      customerContact: '9800000001',
      payment: 'UPI',
      service: 'Delivery',
      // The server's figures, as they are: not recomputed (3.38, not 5% of 67.50 rounded another way).
      subtotalPaise: 6750,
      taxPaise: 338,
      deliveryFeePaise: 2900,
      totalPaise: 9988,
    });
    expect(slipRows(slip, formatRupees).map(rowText).filter(Boolean)).toEqual([
      'Sharma Tea Stall',
      '12, MG Road, Indiranagar, Bengaluru, Karnataka',
      'Ph: 9876543210',
      'Order ORD-261124-0007',
      '24 Nov 2026, 3:30 pm',
      'Delivery UPI',
      'Customer: Meera, 9800000001',
      '2 × Masala Chai ₹30.00',
      '3 × Samosa ₹37.50',
      'Subtotal ₹67.50',
      'Tax (5%) ₹3.38',
      'Delivery fee ₹29.00',
      'TOTAL ₹99.88',
      'Payment UPI',
      'Notes: Less sugar, ring the bell',
      'Thank you!',
    ]);
  });

  it("works a trial's counter order out by the server's rules: pickup, cash, 5% tax, no delivery fee", () => {
    const counter: Order = {
      _id: 'trial-1',
      order_id: 'ORD-261124-0001',
      items: [
        { product_id: 'p1', product_name: 'Masala Chai', quantity: 3, price: 15.5 },
        { product_id: 'p2', name: 'Vada', product_name: '', quantity: 1, price: 20 },
      ],
      status: 'pending',
      placed_by: 'shop',
      total_amount: 69.83,
      created_at: PLACED,
      date: '24-11-2026',
      time: '15-30',
    };
    const slip = billSlip(counter, { shop: { ...shop, address: '', district: null, city: null, state: null } });
    expect(slip).toMatchObject({
      shop: { name: 'Sharma Tea Stall', address: null, contact: null },
      service: 'Pickup',
      payment: 'Cash',
      customerName: null,
      customerContact: null,
      subtotalPaise: 6650,
      taxPaise: 333,
      deliveryFeePaise: 0,
      totalPaise: 6983,
    });
    expect(slip.items.map((i) => i.name)).toEqual(['Masala Chai', 'Vada']);
    const text = slipRows(slip, formatRupees).map(rowText);
    expect(text.filter((line) => /^(Ph|Customer):/.test(line))).toEqual([]);
    expect(text).toContain('Delivery fee ₹0.00');
  });

  it('does not repeat a place the address already names, and falls back to the order’s own date and time', () => {
    const slip = billSlip(
      { ...delivered, created_at: 'not a time' },
      { shop: { ...shop, address: '4, 100 Feet Road, Indiranagar' } },
    );
    expect(slip.shop.address).toBe('4, 100 Feet Road, Indiranagar, Bengaluru, Karnataka');
    expect(slip.placedAt).toBe('24-11-2026 15:30');
  });
});

describe("a trial's bill of a composition shop", () => {
  it('charges no tax on an order without its price lines; any other shop 5%', () => {
    const counter: Order = {
      _id: 'trial-2',
      order_id: 'ORD-261124-0002',
      items: [{ product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 }],
      status: 'pending',
      total_amount: 30,
      created_at: PLACED,
      date: '24-11-2026',
      time: '15-30',
    };
    expect(billSlip(counter, { shop, gstScheme: 'composition' }).taxPaise).toBe(0);
    expect(billSlip(counter, { shop, gstScheme: 'regular' }).taxPaise).toBe(150);
    expect(billSlip(counter, { shop }).taxPaise).toBe(150);
    // The order's own figures win: a composition shop's order from the server says 0 itself.
    expect(billSlip({ ...counter, tax_amount: 0 }, { shop, gstScheme: 'unregistered' }).taxPaise).toBe(0);
  });
});

describe('a registered shop’s issued bill (docs/product.md "UPI payments and bills")', () => {
  const head = ['Sharma Tea Stall', '12, MG Road, Indiranagar, Bengaluru, Karnataka', 'Ph: 9876543210'];
  const order = [
    'Order ORD-261124-0007',
    '24 Nov 2026, 3:30 pm',
    'Delivery UPI',
    'Customer: Meera, 9800000001',
    '2 × Masala Chai + Full · Elaichi, Ginger ₹30.00',
    '3 × Samosa ₹37.50',
    'Subtotal ₹67.50',
  ];

  it('a receipt: its title and number, the tax as "Tax (5%)" with how it was computed, the total in words, the payment status', () => {
    const slip = issuedBillSlip(billOf('receipt'), '9876543210');
    expect(slip.issued).toMatchObject({ title: 'Receipt', number: '2026-27/00042', gstin: null, placeOfSupply: null });
    expect(slipRows(slip, formatRupees).map(rowText).filter(Boolean)).toEqual([
      ...head,
      'Receipt',
      'Bill No. 2026-27/00042',
      'Date: 24 Nov 2026, 3:45 pm',
      ...order,
      'Tax (5%) ₹3.38',
      'Delivery fee ₹29.00',
      'TOTAL ₹99.88',
      'Rupees Ninety Nine and Eighty Eight Paise Only',
      '5% of ₹67.50 = ₹3.38',
      'Payment Paid · UPI',
      'Thank you!',
    ]);
  });

  it('a tax invoice: the GSTIN, the place of supply, the tax as CGST 2.5% and SGST 2.5%', () => {
    const slip = issuedBillSlip(billOf('tax_invoice'), '9876543210');
    expect(slipRows(slip, formatRupees).map(rowText).filter(Boolean)).toEqual([
      ...head,
      'GSTIN: 29AAPFU0939F1ZR',
      'Tax Invoice',
      'Bill No. 2026-27/00042',
      'Date: 24 Nov 2026, 3:45 pm',
      'Place of supply: Karnataka (29)',
      ...order,
      'CGST 2.5% ₹1.69',
      'SGST 2.5% ₹1.69',
      'Delivery fee ₹29.00',
      'TOTAL ₹99.88',
      'Rupees Ninety Nine and Eighty Eight Paise Only',
      '5% of ₹67.50 = ₹3.38 (CGST 2.5% ₹1.69 + SGST 2.5% ₹1.69)',
      'Payment Paid · UPI',
      'Thank you!',
    ]);
    // Halves the bill does not give are split by the contract's rule (an odd paisa to CGST).
    const odd = issuedBillSlip(
      billOf('tax_invoice', { tax: { ...billOf('tax_invoice').tax!, amount: 3.39, cgst: null, sgst: null } }),
    );
    expect(odd.issued?.taxes).toEqual([
      { label: 'CGST 2.5%', paise: 170 },
      { label: 'SGST 2.5%', paise: 169 },
    ]);
  });

  it('a bill of supply: no tax line at all, and the line the law requires', () => {
    const slip = issuedBillSlip(
      billOf('bill_of_supply', { payment: { status: 'claimed', via: null, claimed_at: PLACED, updated_at: null } }),
    );
    const rows = slipRows(slip, formatRupees);
    expect(rows.map(rowText).filter(Boolean)).toEqual([
      'Sharma Tea Stall',
      '12, MG Road, Indiranagar, Bengaluru, Karnataka',
      'GSTIN: 29AAPFU0939F1ZR',
      'Bill of Supply',
      'Bill No. 2026-27/00042',
      'Date: 24 Nov 2026, 3:45 pm',
      ...order,
      'Delivery fee ₹29.00',
      'TOTAL ₹96.50',
      'Rupees Ninety Six and Fifty Paise Only',
      COMPOSITION_DECLARATION,
      'Payment Payment to be confirmed',
      'Thank you!',
    ]);
    expect(rows.find((r) => r.type === 'text' && r.text === COMPOSITION_DECLARATION)).toMatchObject({ bold: true });
    expect(JSON.stringify(rows)).not.toMatch(/Tax|GST \d/);
  });

  it('a bill cancelled after it was issued is stamped so', () => {
    const rows = slipRows(issuedBillSlip(billOf('receipt', { cancelled: true })), formatRupees);
    expect(rows.slice(3, 5)).toEqual([
      { type: 'heading', text: 'Receipt', size: 'normal' },
      { type: 'heading', text: BILL_MESSAGES.cancelledStamp, size: 'large' },
    ]);
  });
});
