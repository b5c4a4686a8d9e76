import WebSerialReceiptPrinter from '@point-of-sale/webserial-receipt-printer';
import WebUSBReceiptPrinter from '@point-of-sale/webusb-receipt-printer';
import { connectPrinter, disconnectPrinter, printRaw } from './raw-printers';

/** A printer library as the @point-of-sale ones behave: events in a later task, no throw when nothing connects. */
class FakePrinter {
  static next: { device: Partial<PointOfSaleConnectedPrinter> | null } = { device: null };
  static made: FakePrinter[] = [];
  listeners: Record<string, ((d?: unknown) => void)[]> = {};
  printed: Uint8Array[] = [];
  reconnectedWith: unknown = null;
  constructor() {
    FakePrinter.made.push(this);
  }
  addEventListener(event: string, listener: (d?: unknown) => void) {
    (this.listeners[event] ??= []).push(listener);
  }
  private emit(event: string, data?: unknown) {
    for (const l of this.listeners[event] ?? []) setTimeout(() => l(data), 0);
  }
  async connect() {
    if (FakePrinter.next.device) this.emit('connected', FakePrinter.next.device);
  }
  async reconnect(device: unknown) {
    this.reconnectedWith = device;
    if (FakePrinter.next.device) this.emit('connected', FakePrinter.next.device);
  }
  async disconnect() {
    this.emit('disconnected');
  }
  async print(data: Uint8Array) {
    this.printed.push(data);
  }
}

jest.mock('@point-of-sale/webusb-receipt-printer', () => ({ __esModule: true, default: jest.fn(() => new FakePrinter()) }));
jest.mock('@point-of-sale/webserial-receipt-printer', () => ({ __esModule: true, default: jest.fn(() => new FakePrinter()) }));

const epson = {
  type: 'usb' as const,
  vendorId: 1208,
  productId: 3605,
  serialNumber: 'X1',
  manufacturerName: 'EPSON',
  productName: 'TM-T20II',
  language: 'esc-pos',
  codepageMapping: 'epson',
};

afterEach(async () => {
  await disconnectPrinter();
  FakePrinter.made = [];
  FakePrinter.next = { device: null };
  jest.mocked(WebUSBReceiptPrinter).mockClear();
  jest.mocked(WebSerialReceiptPrinter).mockClear();
});

describe('printers reached by WebUSB and Web Serial', () => {
  it('connecting answers what to remember of the printer the owner chose', async () => {
    FakePrinter.next = { device: epson };
    expect(await connectPrinter('usb')).toEqual({
      vendorId: 1208,
      productId: 3605,
      serialNumber: 'X1',
      manufacturerName: 'EPSON',
      productName: 'TM-T20II',
      language: 'esc-pos',
      codepageMapping: 'epson',
    });
    expect(WebUSBReceiptPrinter).toHaveBeenCalledTimes(1);
  });

  it('connecting answers null when the owner chose none (the libraries do not throw)', async () => {
    expect(await connectPrinter('serial')).toBeNull();
    expect(WebSerialReceiptPrinter).toHaveBeenCalledTimes(1);
  });

  it('prints on the open connection, with the language it reported', async () => {
    FakePrinter.next = { device: epson };
    await connectPrinter('usb');
    const encode = jest.fn(() => new Uint8Array([1, 2, 3]));
    await printRaw({ kind: 'usb', device: { vendorId: 1208, productId: 3605 } }, encode);
    expect(encode).toHaveBeenCalledWith({ language: 'esc-pos', codepageMapping: 'epson' });
    expect(FakePrinter.made).toHaveLength(1);
    expect(FakePrinter.made[0].printed).toEqual([new Uint8Array([1, 2, 3])]);
  });

  it('finds the remembered printer again on a new page, without asking', async () => {
    FakePrinter.next = { device: { ...epson, type: 'serial', language: null, codepageMapping: null } };
    await printRaw(
      { kind: 'serial', device: { vendorId: 1208, productId: 3605, language: 'esc-pos' } },
      () => new Uint8Array([9]),
    );
    expect(FakePrinter.made[0].reconnectedWith).toEqual({ vendorId: 1208, productId: 3605, language: 'esc-pos' });
    expect(FakePrinter.made[0].printed).toEqual([new Uint8Array([9])]);
  });

  it('rejects when the remembered printer is not there, so the caller falls back to the print dialog', async () => {
    await expect(printRaw({ kind: 'usb', device: { vendorId: 1 } }, () => new Uint8Array([1]))).rejects.toThrow(
      'The printer is not connected',
    );
    await expect(printRaw({ kind: 'dialog' }, () => new Uint8Array([1]))).rejects.toThrow();
  });
});
