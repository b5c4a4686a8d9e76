import { storage } from '@chowk/session';
import { encodeSlip } from './escpos';
import { printRaw } from './raw-printers';
import { printSlip } from './print-slip';
import { openRawbt } from './rawbt';
import { PRINTER_STORAGE_KEY, printerName, printerSupport, readPrinterChoice, savePrinterChoice } from './printer-choice';
import { kotSlip } from './slip';
import { PRINT_ROOT_ID } from './slip-view';

// The encoder and the printer libraries are a real browser's (and the ESC/POS spec's): here, the choice of way.
jest.mock('./escpos', () => ({ encodeSlip: jest.fn(() => new Uint8Array([0x1b, 0x40, 0x41, 0x0a])) }));
jest.mock('./raw-printers', () => ({ printRaw: jest.fn() }));
// jsdom cannot follow an intent: link; the link itself is the ESC/POS spec's.
jest.mock('./rawbt', () => ({ ...jest.requireActual('./rawbt'), openRawbt: jest.fn() }));

const slip = kotSlip({
  _id: 'o1',
  order_id: 'ORD-261124-0001',
  items: [{ product_id: 'p', product_name: 'Masala Chai', quantity: 2, price: 15 }],
  status: 'confirmed',
  total_amount: 31.5,
  created_at: '2026-11-24T10:00:00.000Z',
  date: '24-11-2026',
  time: '15-30',
});

let print: jest.SpyInstance;
beforeEach(() => {
  print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
  localStorage.clear();
  jest.mocked(printRaw).mockReset();
  jest.mocked(encodeSlip).mockClear();
  document.getElementById(PRINT_ROOT_ID)?.remove();
});

describe('printing a slip the way this device was set up', () => {
  it('the print dialog by default: the slip in the print view, no encoder', async () => {
    expect(await printSlip(slip, '58mm')).toEqual({ way: 'dialog', fellBack: false });
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.getElementById(PRINT_ROOT_ID)?.textContent).toContain('ORD-261124-0001');
    expect(encodeSlip).not.toHaveBeenCalled();
  });

  it('a connected printer: the bytes in the language and code pages it reported, no dialog', async () => {
    jest.mocked(printRaw).mockImplementation(async (_choice, encode) => {
      encode({ language: 'star-prnt', codepageMapping: 'star' });
    });
    const choice = { kind: 'usb' as const, device: { vendorId: 1305, productId: 1 } };
    expect(await printSlip(slip, '80mm', choice)).toEqual({ way: 'usb', fellBack: false });
    expect(printRaw).toHaveBeenCalledWith(choice, expect.any(Function));
    expect(encodeSlip).toHaveBeenCalledWith(slip, { paper: '80mm', language: 'star-prnt', codepageMapping: 'star' });
    expect(print).not.toHaveBeenCalled();
  });

  it('a printer that cannot be reached: the print dialog instead', async () => {
    jest.mocked(printRaw).mockRejectedValue(new Error('The printer is not connected'));
    expect(await printSlip(slip, '58mm', { kind: 'serial', device: { vendorId: 1, productId: 2 } })).toEqual({
      way: 'dialog',
      fellBack: true,
    });
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('the RawBT app on Android: the ESC/POS bytes in an intent link', async () => {
    expect(await printSlip(slip, '58mm', { kind: 'rawbt' })).toEqual({ way: 'rawbt', fellBack: false });
    expect(encodeSlip).toHaveBeenCalledWith(slip, { paper: '58mm' });
    expect(openRawbt).toHaveBeenCalledWith(new Uint8Array([0x1b, 0x40, 0x41, 0x0a]));
    expect(print).not.toHaveBeenCalled();
  });
});

describe("this device's printer choice", () => {
  it('is the print dialog until one is chosen, and whatever cannot be read', () => {
    expect(readPrinterChoice()).toEqual({ kind: 'dialog' });
    storage.set(PRINTER_STORAGE_KEY, '{not json');
    expect(readPrinterChoice()).toEqual({ kind: 'dialog' });
    storage.set(PRINTER_STORAGE_KEY, JSON.stringify({ kind: 'fax' }));
    expect(readPrinterChoice()).toEqual({ kind: 'dialog' });
  });

  it('keeps a printer with what finds it again, and nothing else', () => {
    savePrinterChoice({ kind: 'usb', device: { vendorId: 1208, productId: 3605, serialNumber: 'X1', productName: 'TM-T20II' } });
    const stored = JSON.parse(storage.get(PRINTER_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    stored.device = { ...(stored.device as object), password: 'x', vendorId: '1208' };
    storage.set(PRINTER_STORAGE_KEY, JSON.stringify(stored));
    expect(readPrinterChoice()).toEqual({
      kind: 'usb',
      device: { productId: 3605, serialNumber: 'X1', productName: 'TM-T20II' },
    });
    expect(printerName(readPrinterChoice())).toBe('USB printer: TM-T20II');
    savePrinterChoice({ kind: 'dialog' });
    expect(storage.get(PRINTER_STORAGE_KEY)).toBeNull();
  });

  it('knows what the browser can do', () => {
    expect(printerSupport()).toEqual({ usb: false, serial: false, rawbt: false });
  });
});
