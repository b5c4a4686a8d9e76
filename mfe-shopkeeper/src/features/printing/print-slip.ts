import type { PaperWidth } from '@chowk/contracts';
import { printWithDialog } from './browser-print';
import { type PrinterChoice, readPrinterChoice } from './printer-choice';
import type { Slip } from './slip';

/** How a slip went out: on this device's printer, to the RawBT app, or through the print dialog (`fellBack`: the printer failed). */
export interface PrintOutcome {
  way: PrinterChoice['kind'];
  fellBack: boolean;
}

const LANGUAGES = ['esc-pos', 'star-prnt', 'star-line'] as const;
const languageOf = (value: string | null | undefined) => LANGUAGES.find((l) => l === value);

/**
 * Prints a slip the way this device was set up (printer-choice.ts). The encoder and the printer
 * libraries are loaded here, when a slip goes to a printer, never with a page. A printer that
 * cannot be reached (unplugged, switched off, another tab holds it) falls back to the print dialog.
 */
export async function printSlip(
  slip: Slip,
  paper: PaperWidth,
  choice: PrinterChoice = readPrinterChoice(),
): Promise<PrintOutcome> {
  if (choice.kind === 'usb' || choice.kind === 'serial') {
    try {
      const { encodeSlip, printRaw } = await import('./raw-printing');
      await printRaw(choice, (printer) => {
        const language = languageOf(printer.language);
        return encodeSlip(slip, {
          paper,
          ...(language ? { language } : {}),
          ...(printer.codepageMapping ? { codepageMapping: printer.codepageMapping } : {}),
        });
      });
      return { way: choice.kind, fellBack: false };
    } catch {
      printWithDialog(slip, paper);
      return { way: 'dialog', fellBack: true };
    }
  }
  if (choice.kind === 'rawbt') {
    try {
      const { encodeSlip, openRawbt } = await import('./raw-printing');
      openRawbt(encodeSlip(slip, { paper }));
      return { way: 'rawbt', fellBack: false };
    } catch {
      printWithDialog(slip, paper);
      return { way: 'dialog', fellBack: true };
    }
  }
  printWithDialog(slip, paper);
  return { way: 'dialog', fellBack: false };
}
