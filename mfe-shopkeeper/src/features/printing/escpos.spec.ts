/**
 * @jest-environment node
 */
// The encoder's browser build needs a canvas ImageData that jsdom lacks; bytes need no DOM.
import { encodeSlip } from './escpos';
import { rawbtIntentUrl, toBase64 } from './rawbt';
import { billOf } from '../../testing/bill-fixtures';
import { billSlip, issuedBillSlip, kotSlip, type PrintableOrder } from './slip';

// ESC/POS, as the printer reads it.
const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;
/** ESC @: initialise the printer. */
const INIT = [ESC, 0x40];
/** FS .: leave Kanji (double-byte) mode, which cheap printers may start in. */
const SINGLE_BYTE = [FS, 0x2e];
/** ESC M 0: font A (12 × 24 dots: 32 columns on 58 mm, 48 on 80 mm). */
const FONT_A = [ESC, 0x4d, 0x00];
/** ESC t 0: code page 437, before the first text. */
const CODE_PAGE_437 = [ESC, 0x74, 0x00];
/** ESC E n: bold on / off. */
const BOLD_ON = [ESC, 0x45, 0x01];
const BOLD_OFF = [ESC, 0x45, 0x00];
/** GS ! n: character size, width − 1 in the high nibble, height − 1 in the low one. */
const SIZE = (width: number, height: number) => [GS, 0x21, ((width - 1) << 4) | (height - 1)];
/** GS V 0: full cut. */
const CUT = [GS, 0x56, 0x00];
const ascii = (text: string) =>
  Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    if (code > 0x7e) throw new Error(`not ASCII: ${c}`);
    return code;
  });
/** A line of text: its bytes, then LF. */
const line = (text: string) => [...ascii(text), LF];
/** Centred in `columns` as the encoder centres: spaces before, none after. */
const centred = (text: string, columns = 32, scale = 1) => ' '.repeat(Math.floor((columns - text.length * scale) / 2));
/** Left and right on one line of `columns`. */
const pair = (left: string, right: string, columns = 32) => line(left + right.padStart(columns - left.length));
const dashes = (columns = 32) => line('-'.repeat(columns));
/** Four lines fed so the cut falls below the last line, then the cut, then the encoder's closing LF. */
const FEED_AND_CUT = [LF, LF, LF, LF, ...CUT, LF];

/** 3:30 pm in India on 24 Nov 2026. */
const order: PrintableOrder = {
  _id: '6a0000000000000000000007',
  order_id: 'ORD-261124-0007',
  items: [
    { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 },
    { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 20 },
  ],
  status: 'confirmed',
  delivery_type: 'pickup',
  payment_method: 'cash',
  subtotal: 50,
  tax_amount: 2.5,
  delivery_fee: 0,
  total_amount: 52.5,
  notes: 'Less sugar',
  customer_name: 'Ravi',
  created_at: '2026-11-24T10:00:00.000Z',
  date: '24-11-2026',
  time: '15-30',
};
const shop = { name: 'Sharma Tea Stall', address: '12, MG Road', district: null, city: null, state: null };

describe('ESC/POS bytes of a slip', () => {
  it('the 58 mm KOT: init, the big bold order number, the time, PICKUP, bold items, the notes, feed and cut; no prices', () => {
    const bytes = encodeSlip(kotSlip(order), { paper: '58mm' });
    expect(Array.from(bytes)).toEqual([
      ...INIT,
      ...SINGLE_BYTE,
      ...FONT_A,
      ...ascii(centred('KOT')),
      ...BOLD_ON,
      ...CODE_PAGE_437,
      ...ascii('KOT'),
      ...BOLD_OFF,
      LF,
      ...ascii(centred('ORD-261124-0007', 32, 2)),
      ...BOLD_ON,
      ...SIZE(2, 2),
      ...ascii('ORD-261124-0007'),
      ...SIZE(1, 1),
      ...BOLD_OFF,
      LF,
      ...ascii(centred('24 Nov 2026, 3:30 pm')),
      ...line('24 Nov 2026, 3:30 pm'),
      ...ascii(centred('PICKUP')),
      ...BOLD_ON,
      ...SIZE(1, 2),
      ...ascii('PICKUP'),
      ...SIZE(1, 1),
      ...BOLD_OFF,
      LF,
      ...ascii(centred('Ravi')),
      ...line('Ravi'),
      ...dashes(),
      ...BOLD_ON,
      ...ascii('2 x Masala Chai'),
      ...BOLD_OFF,
      LF,
      ...BOLD_ON,
      ...ascii('1 x Samosa'),
      ...BOLD_OFF,
      LF,
      ...dashes(),
      ...BOLD_ON,
      ...ascii('Notes: Less sugar'),
      ...BOLD_OFF,
      LF,
      ...FEED_AND_CUT,
    ]);
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/Rs|\d\.\d\d/);
  });

  it('the 58 mm bill: the shop in double height, the order, lines and totals right-aligned in 32 columns, payment, cut', () => {
    const bytes = encodeSlip(billSlip(order, { shop, contact: '9876543210' }), { paper: '58mm' });
    expect(Array.from(bytes)).toEqual([
      ...INIT,
      ...SINGLE_BYTE,
      ...FONT_A,
      ...ascii(centred('Sharma Tea Stall')),
      ...BOLD_ON,
      ...SIZE(1, 2),
      ...CODE_PAGE_437,
      ...ascii('Sharma Tea Stall'),
      ...SIZE(1, 1),
      ...BOLD_OFF,
      LF,
      ...ascii(centred('12, MG Road')),
      ...line('12, MG Road'),
      ...ascii(centred('Ph: 9876543210')),
      ...line('Ph: 9876543210'),
      ...dashes(),
      ...pair('Order', 'ORD-261124-0007'),
      ...line('24 Nov 2026, 3:30 pm'),
      ...pair('Pickup', 'Cash'),
      ...line('Customer: Ravi'),
      ...dashes(),
      ...pair('2 x Masala Chai', 'Rs 30.00'),
      ...pair('1 x Samosa', 'Rs 20.00'),
      ...dashes(),
      ...pair('Subtotal', 'Rs 50.00'),
      ...pair('Tax (5%)', 'Rs 2.50'),
      ...pair('Delivery fee', 'Rs 0.00'),
      ...BOLD_ON,
      ...ascii('TOTAL' + 'Rs 52.50'.padStart(27)),
      ...BOLD_OFF,
      LF,
      ...dashes(),
      ...pair('Payment', 'Cash'),
      ...line('Notes: Less sugar'),
      ...ascii(centred('Thank you!')),
      ...line('Thank you!'),
      ...FEED_AND_CUT,
    ]);
  });

  it('80 mm paper: 48 columns', () => {
    const text = Buffer.from(encodeSlip(billSlip(order, { shop }), { paper: '80mm' })).toString('latin1');
    expect(text).toContain(`\n${'-'.repeat(48)}\n`);
    expect(text).toContain(`\n${'Subtotal'}${'Rs 50.00'.padStart(40)}\n`);
    expect(text).not.toContain('-'.repeat(49));
  });

  it('wraps a long name within the columns, and prints what the code page lacks as "?"', () => {
    const long: PrintableOrder = {
      ...order,
      notes: undefined,
      items: [{ product_id: 'p', product_name: 'Paneer Butter Masala with Garlic Naan', quantity: 1, price: 250 }],
    };
    const kot = Buffer.from(encodeSlip(kotSlip(long), { paper: '58mm' })).toString('latin1');
    expect(kot).toContain('1 x Paneer Butter Masala with');
    expect(kot).toContain('Garlic Naan');
    // Each printed line, less the commands in it, fits the paper's 32 columns.
    const commands = [INIT, SINGLE_BYTE, FONT_A, CODE_PAGE_437, BOLD_ON, BOLD_OFF, SIZE(2, 2), SIZE(1, 2), SIZE(1, 1), CUT];
    const visible = (printed: string) =>
      commands.reduce((rest, command) => rest.split(String.fromCharCode(...command)).join(''), printed);
    for (const printed of kot.split('\n')) expect(visible(printed).length).toBeLessThanOrEqual(32);
    const hindi = Buffer.from(
      encodeSlip(kotSlip({ ...order, items: [{ product_id: 'p', product_name: 'चाय', quantity: 1, price: 10 }] }), {
        paper: '58mm',
      }),
    ).toString('latin1');
    expect(hindi).toContain('1 x ???');
  });

  it('prints a line’s options under it, indented, on the KOT and the bill', () => {
    const withOptions: PrintableOrder = {
      ...order,
      items: [
        {
          product_id: 'p1',
          product_name: 'Masala Chai',
          quantity: 2,
          price: 19,
          base_price: 10,
          options: [
            { group_id: 'g1', group: 'Size', choice_id: 'c1', name: 'Full', price: 5 },
            { group_id: 'g2', group: 'Add-ons', choice_id: 'c2', name: 'Elaichi', price: 2 },
            { group_id: 'g2', group: 'Add-ons', choice_id: 'c3', name: 'Ginger', price: 2 },
          ],
        },
      ],
    };
    const kot = Array.from(encodeSlip(kotSlip(withOptions), { paper: '58mm' }));
    const item = [
      ...BOLD_ON,
      ...ascii('2 x Masala Chai'),
      ...BOLD_OFF,
      LF,
      ...line('  + Size: Full'),
      ...line('  + Add-ons: Elaichi, Ginger'),
    ];
    expect(kot.join(',')).toContain(item.join(','));
    const bill = Buffer.from(encodeSlip(billSlip(withOptions, { shop }), { paper: '58mm' })).toString('latin1');
    expect(bill).toContain(
      `2 x Masala Chai${'Rs 38.00'.padStart(32 - '2 x Masala Chai'.length)}\n  + Size: Full\n  + Add-ons: Elaichi, Ginger\n`,
    );
  });

  it('an issued tax invoice on 58 mm: the GSTIN, its number, CGST and SGST right-aligned, every line within 32 columns', () => {
    const text = Buffer.from(encodeSlip(issuedBillSlip(billOf('tax_invoice'), '9876543210'), { paper: '58mm' })).toString(
      'latin1',
    );
    expect(text).toContain(`${centred('GSTIN: 29AAPFU0939F1ZR')}GSTIN: 29AAPFU0939F1ZR\n`);
    expect(text).toContain(`Tax Invoice`);
    expect(text).toContain(`\nBill No.${'2026-27/00042'.padStart(32 - 'Bill No.'.length)}\n`);
    expect(text).toContain(`\nCGST 2.5%${'Rs 1.69'.padStart(32 - 'CGST 2.5%'.length)}\n`);
    expect(text).toContain(`\nSGST 2.5%${'Rs 1.69'.padStart(32 - 'SGST 2.5%'.length)}\n`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    const commands = [INIT, SINGLE_BYTE, FONT_A, CODE_PAGE_437, BOLD_ON, BOLD_OFF, SIZE(2, 2), SIZE(1, 2), SIZE(1, 1), CUT];
    const visible = (printed: string) =>
      commands.reduce((rest, command) => rest.split(String.fromCharCode(...command)).join(''), printed);
    for (const printed of text.split('\n')) expect(visible(printed).length).toBeLessThanOrEqual(32);
    // The total in words wraps within the paper, whole.
    expect(text.replace(/\s+/g, ' ')).toContain('Rupees Ninety Nine and Eighty Eight Paise Only');
    expect(text.endsWith(String.fromCharCode(...FEED_AND_CUT))).toBe(true);
  });

  it('speaks StarPRNT to a printer that says so (WebUSB reports the language)', () => {
    const bytes = Array.from(encodeSlip(kotSlip(order), { paper: '80mm', language: 'star-prnt' }));
    // ESC @, then Star's own commands: no ESC/POS GS V cut.
    expect(bytes.slice(0, 2)).toEqual(INIT);
    expect(bytes.join(',')).not.toContain(CUT.join(','));
  });
});

describe('the RawBT intent link (Android)', () => {
  it('carries the exact bytes as base64 to the RawBT app', () => {
    const bytes = encodeSlip(kotSlip(order), { paper: '58mm' });
    const url = rawbtIntentUrl(bytes);
    expect(url).toMatch(/^intent:base64,[A-Za-z0-9+/]+=*#Intent;scheme=rawbt;package=ru\.a402d\.rawbtprinter;end;$/);
    const payload = /^intent:base64,([^#]+)#/.exec(url)?.[1] ?? '';
    expect(Array.from(Buffer.from(payload, 'base64'))).toEqual(Array.from(bytes));
  });

  it('encodes every byte value, and long slips, without overflowing', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(toBase64(all)).toBe(Buffer.from(all).toString('base64'));
    const big = new Uint8Array(200_000).fill(0x41);
    expect(toBase64(big)).toBe(Buffer.from(big).toString('base64'));
  });
});
