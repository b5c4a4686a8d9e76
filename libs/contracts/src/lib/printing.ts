/**
 * Printed order slips (docs/product.md "Printing"): the kitchen order ticket (KOT) and the
 * customer's bill, on 58 mm or 80 mm thermal paper. The shop's setting (PUT
 * /api/shops/{id}/printing, or the trial's copy on the device): its shape, defaults, rule and
 * texts, for the API's DTO and the shopkeeper's settings section alike.
 */
import type { DeliveryType, PaymentMethod } from './customer';
import type { Shop } from './shop';
import type { FieldErrors } from './validate';

/** The thermal paper rolls a shop may print on. */
export const PAPER_WIDTHS = ['58mm', '80mm'] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** PUT /api/shops/{id}/printing, and the owner's view of the shop (`printing`). */
export interface PrintSettings {
  paper: PaperWidth;
  /** true: moving an order to `confirmed` on the desk prints its KOT. */
  kot_on_confirm: boolean;
}

/** What a shop prints with until its owner says otherwise: the narrow roll, nothing automatic. */
export const DEFAULT_PRINT_SETTINGS: Readonly<PrintSettings> = Object.freeze({ paper: '58mm', kot_on_confirm: false });

/** The paper's printable width in millimetres (a 58 mm roll prints 48 mm; an 80 mm roll 72 mm). */
export const PAPER_MM: Record<PaperWidth, { paper: number; printable: number }> = {
  '58mm': { paper: 58, printable: 48 },
  '80mm': { paper: 80, printable: 72 },
};

/** Characters a line holds in the printer's font A (12 × 24 dots): 32 on 58 mm paper, 48 on 80 mm. */
export const PAPER_COLUMNS: Record<PaperWidth, number> = { '58mm': 32, '80mm': 48 };

export const PAPER_LABELS: Record<PaperWidth, string> = { '58mm': '58 mm', '80mm': '80 mm' };

/**
 * How the slips name an order's service and payment, and the tax line: the checkout's labels
 * (DELIVERY_OPTIONS, PAYMENT_METHOD_TEXT, TAX_RATE_PERCENT; printing.spec.ts holds them equal).
 * Written out here so only the printing code carries them: the checkout's tables live in a module
 * the shop's first screen loads, which would then carry every label the slips read.
 */
export const SLIP_LABELS = {
  service: { delivery: 'Delivery', pickup: 'Pickup' } satisfies Record<DeliveryType, string>,
  payment: { card: 'Card', qr: 'UPI', cash: 'Cash' } satisfies Record<PaymentMethod, string>,
  tax: 'Tax (5%)',
} as const;

export const PRINT_MESSAGES = {
  paperInvalid: `Paper width must be one of ${PAPER_WIDTHS.join(', ')}`,
  kotOnConfirmInvalid: 'kot_on_confirm must be true or false',
  saved: 'Printing settings saved',
  saveFailed: 'Failed to save printing settings',
  printFailed: 'Could not print. Try again, or print from the order.',
  printerConnectFailed: 'Could not connect the printer',
  printerForgotten: 'Printer forgotten: slips print through the print dialog',
} as const;

/** The answer of PUT /api/shops/{id}/printing: the owner's view of the shop, with `printing` as saved. */
export interface PrintSettingsResponse {
  success: boolean;
  message: string;
  data: Shop;
}

/** The server's rule and the form's: both fields, a known paper width and a boolean. */
export function validatePrintSettings(v: { paper?: unknown; kot_on_confirm?: unknown }): FieldErrors<keyof PrintSettings> {
  const errors: FieldErrors<keyof PrintSettings> = {};
  if (typeof v.paper !== 'string' || !(PAPER_WIDTHS as readonly string[]).includes(v.paper)) {
    errors.paper = PRINT_MESSAGES.paperInvalid;
  }
  if (typeof v.kot_on_confirm !== 'boolean') errors.kot_on_confirm = PRINT_MESSAGES.kotOnConfirmInvalid;
  return errors;
}

/** Whatever a record or an older answer holds, as settings: an unknown width or a missing switch reads as the default. */
export function printSettingsOf(value: { paper?: unknown; kot_on_confirm?: unknown } | null | undefined): PrintSettings {
  const paper = (PAPER_WIDTHS as readonly unknown[]).includes(value?.paper)
    ? (value?.paper as PaperWidth)
    : DEFAULT_PRINT_SETTINGS.paper;
  return { paper, kot_on_confirm: value?.kot_on_confirm === true };
}
