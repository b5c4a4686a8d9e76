import WebSerialReceiptPrinter from '@point-of-sale/webserial-receipt-printer';
import WebUSBReceiptPrinter from '@point-of-sale/webusb-receipt-printer';
import type { PrinterChoice, SavedPrinter } from './printer-choice';

/**
 * Receipt printers reached straight from the browser: WebUSB and Web Serial, through the
 * @point-of-sale libraries. Loaded only when a printer is connected or printed on
 * (`import('./raw-printers')`). One connection per page, kept while the page lives; the libraries
 * report a connection by an event (they do not throw: a refused or cancelled choice simply
 * connects nothing), so each call here waits for that event, or not long.
 */

type RawKind = 'usb' | 'serial';

interface Connection {
  kind: RawKind;
  printer: PointOfSaleReceiptPrinter;
  device: PointOfSaleConnectedPrinter;
}

let current: Connection | null = null;

/** How long a connection may take to report itself (opening a USB device, a Bluetooth serial port). */
export const CONNECT_TIMEOUT_MS = 8_000;

function make(kind: RawKind): PointOfSaleReceiptPrinter {
  return kind === 'usb' ? new WebUSBReceiptPrinter() : new WebSerialReceiptPrinter();
}

/** Runs `start` and answers the device its `connected` event reports, or null once it has settled without one. */
async function connecting(
  kind: RawKind,
  start: (printer: PointOfSaleReceiptPrinter) => Promise<void>,
): Promise<Connection | null> {
  const printer = make(kind);
  let device: PointOfSaleConnectedPrinter | null = null;
  let reported: (() => void) | null = null;
  printer.addEventListener('connected', (d) => {
    device = d;
    reported?.();
  });
  printer.addEventListener('disconnected', () => {
    if (current?.printer === printer) current = null;
  });
  await Promise.race([
    (async () => {
      await start(printer);
      // The event comes in a task after the call settles (the libraries emit it with setTimeout).
      if (!device) await new Promise<void>((resolve) => setTimeout(resolve, 50));
    })(),
    new Promise<void>((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS)),
    new Promise<void>((resolve) => {
      reported = resolve;
    }),
  ]);
  const found = device as PointOfSaleConnectedPrinter | null;
  if (!found) return null;
  const connection = { kind, printer, device: found };
  current = connection;
  return connection;
}

const saved = (device: PointOfSaleConnectedPrinter): SavedPrinter => ({
  vendorId: device.vendorId,
  productId: device.productId,
  ...(device.serialNumber ? { serialNumber: device.serialNumber } : {}),
  ...(device.manufacturerName ? { manufacturerName: device.manufacturerName } : {}),
  ...(device.productName ? { productName: device.productName } : {}),
  ...(device.language ? { language: device.language } : {}),
  ...(device.codepageMapping ? { codepageMapping: device.codepageMapping } : {}),
});

/**
 * Asks the user for a printer (from a click: the browser's chooser needs a user gesture) and
 * answers what to remember of it, or null when none was chosen.
 */
export async function connectPrinter(kind: RawKind): Promise<SavedPrinter | null> {
  await disconnectPrinter();
  const connection = await connecting(kind, (printer) => printer.connect());
  return connection ? saved(connection.device) : null;
}

/** The connection to the remembered printer: the open one, or the printer found again without asking. */
async function connectionFor(choice: PrinterChoice): Promise<Connection> {
  const kind = choice.kind;
  if (kind !== 'usb' && kind !== 'serial') throw new Error('Not a printer this page connects to');
  if (current?.kind === kind) return current;
  await disconnectPrinter();
  const connection = await connecting(kind, (printer) => printer.reconnect(choice.device ?? {}));
  if (!connection) throw new Error('The printer is not connected');
  return connection;
}

/**
 * Prints on the remembered printer: `encode` is given what the printer speaks (WebUSB reports
 * it) and answers the bytes. Rejects when the printer cannot be reached, so the caller can fall
 * back to the print dialog.
 */
export async function printRaw(
  choice: PrinterChoice,
  encode: (printer: { language: string | null; codepageMapping: string | null }) => Uint8Array,
): Promise<void> {
  const connection = await connectionFor(choice);
  const language = connection.device.language ?? choice.device?.language ?? null;
  await connection.printer.print(encode({ language, codepageMapping: connection.device.codepageMapping ?? null }));
}

/** Lets the printer go (the owner chose another way to print). */
export async function disconnectPrinter(): Promise<void> {
  const open = current;
  current = null;
  if (!open) return;
  try {
    await open.printer.disconnect();
  } catch {
    /* already gone */
  }
}
