import { screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NETWORK_DOWN, NEVER, ok } from '@chowk/api-client/testing';
import {
  BILL_MESSAGES,
  type BillView,
  billShareText,
  COMPOSITION_DECLARATION,
  rupeesInWords,
  taxNote,
  whatsappShareLink,
} from '@chowk/contracts';
import { billOfSupply, receipt, taxInvoice } from '../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../testing/render-customer';
import { BILL_PAGE_CLASS, billPageRule, MIN_SLIP_MM, paperOf } from './bill-print';

const KEY = receipt.key;
const PATH = `/customer/bill/${KEY}`;
const ROUTE = `GET /bills/${KEY}`;
const answer = (bill: BillView) => ok({ success: true, data: bill });

// jsdom has no constructable style sheets: a stand-in that keeps each sheet's text, to read the
// print rules the page adopts.
const texts = new WeakMap<CSSStyleSheet, string>();
beforeAll(() => {
  CSSStyleSheet.prototype.replaceSync = function replaceSync(this: CSSStyleSheet, text: string) {
    texts.set(this, text);
  };
});
beforeEach(() => {
  document.adoptedStyleSheets = [];
});
afterEach(() => {
  resetCustomerTestState();
  jest.restoreAllMocks();
});

const adopted = () => document.adoptedStyleSheets.map((s) => texts.get(s) ?? '');
const pageRule = () => adopted().find((t) => t.startsWith('@page'));

async function openBill(bill: BillView = receipt, path = PATH) {
  const http = mockHttp({ [ROUTE]: answer(bill) });
  const view = renderCustomer(path);
  // The first test loads (and transforms) the lazy page: more than findBy's second.
  await screen.findByRole('heading', { level: 1, name: bill.title }, { timeout: 10_000 });
  return { http, ...view };
}

/** The bill's label–value pairs, as "label value". */
const pairs = () =>
  within(screen.getByTestId('bill'))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
const rows = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .map((r) => [...within(r).queryAllByRole('columnheader'), ...within(r).queryAllByRole('cell')].map((c) => c.textContent));

describe('the bill page (docs/product.md "UPI payments and bills")', () => {
  it('the fixtures are what the contracts compute', () => {
    expect(receipt.tax?.note).toBe(taxNote('receipt', 5900, 295));
    expect(taxInvoice.tax?.note).toBe(taxNote('tax_invoice', 5900, 295));
    expect(receipt.total_in_words).toBe(rupeesInWords(9095));
    expect(billOfSupply.total_in_words).toBe(rupeesInWords(8800));
  });

  it('a receipt: title, number, date and time, the shop, the customer, the lines as a table, tax, fee, total, words, payment', async () => {
    await openBill(receipt);
    const bill = within(screen.getByTestId('bill'));
    expect(screen.getByTestId('bill')).toHaveAttribute('data-kind', 'receipt');
    expect(bill.getByText('Sharma Tea Stall')).toBeInTheDocument();
    expect(bill.getByText('12 MG Road, Indiranagar, Bengaluru')).toBeInTheDocument();
    expect(bill.getByText('Phone: 9876500000')).toBeInTheDocument();
    expect(bill.queryByText(/GSTIN/)).not.toBeInTheDocument();
    expect(bill.getByRole('heading', { level: 2, name: 'Billed to' })).toBeInTheDocument();
    expect(bill.getByText('Asha Rao')).toBeInTheDocument();
    expect(bill.getByText('Mobile: 9876543210')).toBeInTheDocument();
    expect(bill.queryByText(/Email/)).not.toBeInTheDocument();
    expect(rows()).toEqual([
      ['Item', 'Qty', 'Rate', 'Amount'],
      ['Kadak ChaiFull · Ginger', '2', '₹22.00', '₹44.00'],
      ['Masala Chai', '1', '₹15.00', '₹15.00'],
    ]);
    expect(pairs()).toEqual([
      'Bill No. 2026-27/00042',
      'Date 24 Nov 2026, 12:05 pm',
      `Order ${receipt.order.order_id}`,
      'Subtotal ₹59.00',
      'Tax (5%) ₹2.95',
      'Delivery fee ₹29.00',
      'Total ₹90.95',
      'Payment UPI · Unpaid',
    ]);
    expect(bill.getByText('Rupees Ninety and Ninety Five Paise Only')).toBeInTheDocument();
    expect(bill.getByText('5% of ₹59.00 = ₹2.95')).toBeInTheDocument();
    expect(bill.queryByText(BILL_MESSAGES.cancelledStamp)).not.toBeInTheDocument();
    expect(bill.queryByText(COMPOSITION_DECLARATION)).not.toBeInTheDocument();
    expect(document.title).toBe('Receipt 2026-27/00042 · Sharma Tea Stall · Chowk');
  });

  it('a tax invoice: the GSTIN, the place of supply, CGST and SGST at 2.5% each, and how they were computed', async () => {
    await openBill(taxInvoice);
    const bill = within(screen.getByTestId('bill'));
    expect(bill.getByText('GSTIN: 27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(pairs()).toEqual([
      'Bill No. 2026-27/00042',
      'Date 24 Nov 2026, 12:05 pm',
      `Order ${receipt.order.order_id}`,
      'Place of supply Maharashtra (27)',
      'Subtotal ₹59.00',
      'CGST 2.5% ₹1.48',
      'SGST 2.5% ₹1.47',
      'Delivery fee ₹29.00',
      'Total ₹90.95',
      'Payment Paid · UPI',
    ]);
    expect(bill.getByText('5% of ₹59.00 = ₹2.95 (CGST 2.5% ₹1.48 + SGST 2.5% ₹1.47)')).toBeInTheDocument();
  });

  it('a bill of supply: no tax row, and the composition declaration', async () => {
    await openBill(billOfSupply);
    const bill = within(screen.getByTestId('bill'));
    expect(bill.getByText('GSTIN: 27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(pairs()).toEqual([
      'Bill No. 2026-27/00042',
      'Date 24 Nov 2026, 12:05 pm',
      `Order ${receipt.order.order_id}`,
      'Subtotal ₹59.00',
      'Delivery fee ₹29.00',
      'Total ₹88.00',
      'Payment Cash · Unpaid',
    ]);
    expect(bill.getByText(COMPOSITION_DECLARATION)).toBeInTheDocument();
    expect(bill.queryByText(/^5% of/)).not.toBeInTheDocument();
  });

  it('a bill whose order was cancelled after it was issued carries the CANCELLED stamp', async () => {
    await openBill({ ...receipt, cancelled: true });
    expect(within(screen.getByTestId('bill')).getByText(BILL_MESSAGES.cancelledStamp)).toBeInTheDocument();
  });

  it('a pickup order without a fee has no delivery line; a customer known by email shows it', async () => {
    await openBill({
      ...receipt,
      order: { ...receipt.order, delivery_type: 'pickup' },
      delivery_fee: 0,
      customer: { name: null, mobile: null, email: 'asha@example.com' },
    });
    expect(pairs()).not.toContainEqual(expect.stringMatching(/^Delivery fee/));
    expect(within(screen.getByTestId('bill')).getByText('Email: asha@example.com')).toBeInTheDocument();
  });
});

describe('the bill page’s states', () => {
  it('says it is loading', async () => {
    mockHttp({ [ROUTE]: NEVER });
    renderCustomer(PATH);
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('Loading the bill…');
  });

  it('an unknown key: "Bill not found"', async () => {
    mockHttp({ [ROUTE]: fail(404, { message: BILL_MESSAGES.notFound }) });
    renderCustomer(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: BILL_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('a malformed key is not asked for', async () => {
    const http = mockHttp({});
    renderCustomer('/customer/bill/not-a-key');
    expect(await screen.findByRole('heading', { level: 1, name: BILL_MESSAGES.notFound })).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });

  it('an order cancelled before its bill was issued: the server’s word', async () => {
    mockHttp({ [ROUTE]: fail(409, { message: BILL_MESSAGES.cancelledUnissued }) });
    renderCustomer(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: BILL_MESSAGES.cancelledUnissued })).toBeInTheDocument();
  });

  it('any other failure says so with Retry, which reads it again', async () => {
    const http = mockHttp({ [ROUTE]: NETWORK_DOWN });
    const { user } = renderCustomer(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(BILL_MESSAGES.failed);
    http.routes[ROUTE] = answer(receipt);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
  });
});

describe('sharing a bill', () => {
  const url = `${window.location.origin}/customer/bill/${KEY}`;

  it('shares the bill’s address on WhatsApp', async () => {
    await openBill(receipt, `${PATH}?paper=58mm`);
    const link = screen.getByRole('link', { name: BILL_MESSAGES.share });
    // The address without the paper it was printed on.
    expect(link).toHaveAttribute('href', whatsappShareLink(billShareText(receipt, url)));
    expect(link.getAttribute('href')).toContain(encodeURIComponent('Receipt 2026-27/00042 from Sharma Tea Stall: ₹90.95.'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies the link, and says so', async () => {
    const { user } = await openBill();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: BILL_MESSAGES.copyLink }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText(BILL_MESSAGES.linkCopied)).toHaveAttribute('role', 'status');
  });

  it('without a clipboard, shows the link to copy by hand', async () => {
    const { user } = await openBill();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
    });
    await user.click(screen.getByRole('button', { name: BILL_MESSAGES.copyLink }));
    expect(await screen.findByText(url)).toHaveAttribute('role', 'status');
  });
});

describe('printing a bill', () => {
  it('the page rule: A4 with margins; a slip the roll’s width by the bill’s height, one page', () => {
    expect(billPageRule('a4', 300)).toBe('@page { size: A4 portrait; margin: 12mm; }');
    expect(billPageRule('58mm', 100)).toBe('@page { size: 58mm 112mm; margin: 2mm 5mm 4mm; }');
    expect(billPageRule('80mm', 100.2)).toBe('@page { size: 80mm 113mm; margin: 2mm 4mm 4mm; }');
    expect(billPageRule('58mm', 0)).toBe(`@page { size: 58mm ${MIN_SLIP_MM}mm; margin: 2mm 5mm 4mm; }`);
    expect(billPageRule('58mm', Number.NaN)).not.toContain('auto');
    expect(paperOf('58mm')).toBe('58mm');
    expect(paperOf('80mm')).toBe('80mm');
    expect(paperOf('a4')).toBe('a4');
    expect(paperOf('letter')).toBe('a4');
    expect(paperOf(null)).toBe('a4');
  });

  it('is A4 by default: the bill alone prints (the print rules key on the page’s class), on A4', async () => {
    const view = await openBill();
    expect(screen.getByTestId('bill')).toHaveAttribute('data-paper', 'a4');
    expect(document.documentElement).toHaveClass(BILL_PAGE_CLASS);
    expect(pageRule()).toBe(billPageRule('a4', 0));
    const css = adopted().join('\n');
    expect(css).toContain(
      `html.${BILL_PAGE_CLASS} body *:not(:has(.chowk-bill)):not(.chowk-bill):not(.chowk-bill *) { display: none !important; }`,
    );
    expect(css).toContain('.chowk-bill-58mm { width: 48mm;');
    view.unmount();
    expect(document.documentElement).not.toHaveClass(BILL_PAGE_CLASS);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('?paper=58mm lays the bill out as the slip, with its page written before any print', async () => {
    await openBill(receipt, `${PATH}?paper=58mm`);
    const bill = screen.getByTestId('bill');
    expect(bill).toHaveAttribute('data-paper', '58mm');
    expect(bill).toHaveClass('chowk-bill', 'chowk-bill-58mm');
    // jsdom lays nothing out (height 0): the shortest slip page.
    expect(pageRule()).toBe(billPageRule('58mm', 0));
  });

  it('each print button sets its paper (in the address too), writes its page, then opens the print dialog', async () => {
    const printed: (string | undefined)[] = [];
    jest.spyOn(window, 'print').mockImplementation(() => printed.push(pageRule()));
    const { user } = await openBill();

    await user.click(screen.getByRole('button', { name: BILL_MESSAGES.printSlip('80mm') }));
    await waitFor(() => expect(printed).toEqual([billPageRule('80mm', 0)]));
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?paper=80mm`);
    expect(screen.getByTestId('bill')).toHaveAttribute('data-paper', '80mm');

    await user.click(screen.getByRole('button', { name: BILL_MESSAGES.printSlip('58mm') }));
    await waitFor(() => expect(printed).toHaveLength(2));
    expect(printed[1]).toBe(billPageRule('58mm', 0));
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?paper=58mm`);

    // The paper on screen prints at once.
    await user.click(screen.getByRole('button', { name: BILL_MESSAGES.printSlip('58mm') }));
    expect(printed).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: BILL_MESSAGES.printA4 }));
    await waitFor(() => expect(printed).toHaveLength(4));
    expect(printed[3]).toBe(billPageRule('a4', 0));
    expect(screen.getByTestId('bill')).toHaveAttribute('data-paper', 'a4');
  });
});
