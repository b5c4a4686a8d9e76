import { preparePrintView, printWithDialog, releasePrintView } from './browser-print';
import { billSlip, kotSlip, type PrintableOrder } from './slip';
import { MIN_PAGE_MM, pageRule, PRINT_ROOT_ID, PRINT_VIEW_CSS, PRINTING_CLASS } from './slip-view';

const order: PrintableOrder = {
  _id: 'o1',
  order_id: 'ORD-261124-0001',
  items: [{ product_id: 'p', product_name: 'Masala Chai', quantity: 2, price: 15, options: ['Less sugar'] } as never],
  status: 'confirmed',
  total_amount: 31.5,
  created_at: '2026-11-24T10:00:00.000Z',
  date: '24-11-2026',
  time: '15-30',
};
const shop = { name: 'Sharma Tea Stall', address: '', district: null, city: null, state: null };

afterEach(() => releasePrintView());

describe('the page of a slip', () => {
  it('is the paper wide and the slip tall (measured), with its margins and some room; never shorter than a short slip', () => {
    expect(pageRule('58mm', 100)).toBe('@page { size: 58mm 112mm; margin: 2mm 5mm 4mm; }');
    expect(pageRule('80mm', 100.2)).toBe('@page { size: 80mm 113mm; margin: 2mm 4mm 4mm; }');
    // Nothing measured (no layout): one page still.
    expect(pageRule('58mm', 0)).toBe(`@page { size: 58mm ${MIN_PAGE_MM}mm; margin: 2mm 5mm 4mm; }`);
    expect(pageRule('58mm', Number.NaN)).toContain(`58mm ${MIN_PAGE_MM}mm`);
  });

  it('never writes `auto` for the height: Chromium drops the declaration and prints on its default sheet', () => {
    expect(pageRule('58mm', 40)).not.toContain('auto');
  });

  it('prints the slip alone only while a slip is being printed, and lays it out out of sight on screen', () => {
    expect(PRINT_VIEW_CSS).toContain(`#${PRINT_ROOT_ID} { position: absolute; left: -10000px;`);
    expect(PRINT_VIEW_CSS).toContain(`html.${PRINTING_CLASS} body > :not(#${PRINT_ROOT_ID})`);
    expect(PRINT_VIEW_CSS).toContain('.chowk-slip-58mm { width: 48mm; }');
    expect(PRINT_VIEW_CSS).toContain('.chowk-slip-80mm { width: 72mm;');
  });
});

describe('the print view', () => {
  it('holds the slip, hidden from assistive technology, until a key or a touch gives printing back to the page', () => {
    const element = preparePrintView(kotSlip(order), '58mm');
    const root = document.getElementById(PRINT_ROOT_ID) as HTMLElement;
    expect(root.parentElement).toBe(document.body);
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.firstElementChild).toBe(element);
    expect(element).toHaveClass('chowk-slip', 'chowk-slip-58mm');
    expect(Array.from(element.children, (c) => `${c.className}|${c.textContent}`)).toEqual([
      'slip-heading slip-normal|KOT',
      'slip-heading slip-big|ORD-261124-0001',
      'slip-center|24 Nov 2026, 3:30 pm',
      'slip-heading slip-large|PICKUP',
      'slip-rule|',
      'slip-item slip-kot-item|2 × Masala Chai+ Less sugar',
      'slip-rule|',
    ]);
    expect(document.documentElement).toHaveClass(PRINTING_CLASS);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.documentElement).not.toHaveClass(PRINTING_CLASS);
    // The slip stays (Android may lay the page out again from its preview); the next print replaces it.
    expect(document.getElementById(PRINT_ROOT_ID)?.textContent).toContain('ORD-261124-0001');

    preparePrintView(billSlip(order, { shop }), '80mm');
    expect(root.children).toHaveLength(1);
    expect(root.firstElementChild).toHaveClass('chowk-slip-80mm');
    expect(root.textContent).toContain('TOTAL₹31.50');
    expect(document.documentElement).toHaveClass(PRINTING_CLASS);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', ctrlKey: true }));
    expect(document.documentElement).not.toHaveClass(PRINTING_CLASS);
  });

  it('printWithDialog opens the print dialog on the prepared view; release takes it all away', () => {
    const print = jest.fn();
    printWithDialog(kotSlip(order), '58mm', { document, print } as unknown as Window);
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.getElementById(PRINT_ROOT_ID)).not.toBeNull();
    releasePrintView();
    expect(document.getElementById(PRINT_ROOT_ID)).toBeNull();
    expect(document.documentElement).not.toHaveClass(PRINTING_CLASS);
  });
});
