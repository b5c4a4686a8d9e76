/**
 * The printer libraries of @point-of-sale ship no types: what this remote uses of them
 * (their READMEs: connect, reconnect, print, disconnect and the connected/disconnected events).
 */
interface PointOfSaleConnectedPrinter {
  type: 'usb' | 'serial';
  vendorId: number | null;
  productId: number | null;
  serialNumber?: string;
  manufacturerName?: string;
  productName?: string;
  language: string | null;
  codepageMapping: string | null;
  columns?: number;
}

interface PointOfSaleReceiptPrinter {
  /** Asks the user for a printer (needs a user gesture); resolves without an event when none was chosen. */
  connect(): Promise<void>;
  /** Connects, without asking, to a printer this site was allowed before; nothing happens when it is not there. */
  reconnect(device: Partial<PointOfSaleConnectedPrinter>): Promise<void>;
  disconnect(): Promise<void>;
  print(data: Uint8Array): Promise<void>;
  addEventListener(event: 'connected', listener: (device: PointOfSaleConnectedPrinter) => void): void;
  addEventListener(event: 'disconnected', listener: () => void): void;
}

declare module '@point-of-sale/webusb-receipt-printer' {
  export default class WebUSBReceiptPrinter implements PointOfSaleReceiptPrinter {
    constructor(options?: Record<string, unknown>);
    connect(): Promise<void>;
    reconnect(device: Partial<PointOfSaleConnectedPrinter>): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected', listener: (device: PointOfSaleConnectedPrinter) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
  }
}

declare module '@point-of-sale/webserial-receipt-printer' {
  export default class WebSerialReceiptPrinter implements PointOfSaleReceiptPrinter {
    constructor(options?: { baudRate?: number; bufferSize?: number });
    connect(): Promise<void>;
    reconnect(device: Partial<PointOfSaleConnectedPrinter>): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected', listener: (device: PointOfSaleConnectedPrinter) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
  }
}
