import { storage } from '@chowk/session';
import { shopkeeperI18n } from '../../i18n';

/**
 * Which printer this device prints the slips on. A printer is a device's, not the shop's (the
 * counter's laptop has the USB printer, the owner's phone has none), so the choice is kept in
 * this browser's storage, never on the server.
 *
 * - `dialog`: the browser's print dialog (the default, and the fallback of every other way);
 * - `usb`: a receipt printer reached by WebUSB (Chrome on a computer or Android, over USB);
 * - `serial`: a receipt printer reached by Web Serial (USB serial, or a paired Bluetooth printer);
 * - `rawbt`: on Android, the bytes handed to the RawBT app (ru.a402d.rawbtprinter) through an
 *   intent link; RawBT prints them on the USB, Bluetooth or network printer set up in it.
 */
export type PrinterKind = 'dialog' | 'usb' | 'serial' | 'rawbt';

/** What the printer libraries report on connecting, kept so the printer is found again on the next visit. */
export interface SavedPrinter {
  vendorId?: number | null;
  productId?: number | null;
  serialNumber?: string;
  manufacturerName?: string;
  productName?: string;
  language?: string | null;
  codepageMapping?: string | null;
}

export interface PrinterChoice {
  kind: PrinterKind;
  /** usb and serial: the printer to reconnect to. */
  device?: SavedPrinter;
}

export const PRINTER_STORAGE_KEY = 'receiptPrinter';

const KINDS: readonly PrinterKind[] = ['dialog', 'usb', 'serial', 'rawbt'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function savedPrinter(value: unknown): SavedPrinter | undefined {
  if (!isRecord(value)) return undefined;
  const device: SavedPrinter = {};
  for (const key of ['vendorId', 'productId'] as const) if (typeof value[key] === 'number') device[key] = value[key] as number;
  for (const key of ['serialNumber', 'manufacturerName', 'productName', 'language', 'codepageMapping'] as const)
    if (typeof value[key] === 'string') device[key] = value[key] as string;
  return device;
}

/** This device's printer; the print dialog when none was chosen or the stored choice cannot be read. */
export function readPrinterChoice(): PrinterChoice {
  try {
    const value: unknown = JSON.parse(storage.get(PRINTER_STORAGE_KEY) ?? 'null');
    if (isRecord(value) && KINDS.includes(value.kind as PrinterKind)) {
      const device = savedPrinter(value.device);
      return { kind: value.kind as PrinterKind, ...(device ? { device } : {}) };
    }
  } catch {
    /* unreadable: the default */
  }
  return { kind: 'dialog' };
}

export function savePrinterChoice(choice: PrinterChoice): void {
  if (choice.kind === 'dialog') storage.remove(PRINTER_STORAGE_KEY);
  else storage.set(PRINTER_STORAGE_KEY, JSON.stringify(choice));
}

type Nav = Navigator & { usb?: unknown; serial?: unknown; userAgentData?: { platform?: string } };
const nav = (): Nav | undefined => (typeof navigator === 'undefined' ? undefined : (navigator as Nav));

/** What this browser can do: WebUSB and Web Serial where it has them (Chromium), the RawBT app on Android. */
export function printerSupport(): Record<Exclude<PrinterKind, 'dialog'>, boolean> {
  const n = nav();
  const android = Boolean(n && (n.userAgentData?.platform === 'Android' || /Android/i.test(n.userAgent)));
  return { usb: Boolean(n && 'usb' in n && n.usb), serial: Boolean(n && 'serial' in n && n.serial), rawbt: android };
}

/**
 * "USB printer: EPSON TM-T20II", or a plain name when the printer did not say; in the
 * shopkeeper's language (the remote's i18n: the settings read it while rendering).
 */
export function printerName(choice: PrinterChoice): string {
  const t = shopkeeperI18n.t.bind(shopkeeperI18n);
  const named = [choice.device?.manufacturerName, choice.device?.productName].filter(Boolean).join(' ');
  switch (choice.kind) {
    case 'usb':
      return named ? t('printing.printer.usbNamed', { name: named }) : t('printing.printer.usb');
    case 'serial':
      return t('printing.printer.serial');
    case 'rawbt':
      return t('printing.printer.rawbt');
    default:
      return t('printing.printer.dialog');
  }
}
