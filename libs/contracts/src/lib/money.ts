/** Money: integer paise inside, rupees with at most two decimals on the wire (docs/architecture.md). */
export type Paise = number;

export const TAX_RATE_PERCENT = 5;
export const DELIVERY_FEE_PAISE: Paise = 2900;

export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a finite number');
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/** 5% of a subtotal, rounded half up to the paisa. */
export function taxOn(subtotal: Paise): Paise {
  return Math.round((subtotal * TAX_RATE_PERCENT) / 100);
}

/**
 * One formatter, made on first use: `toLocaleString` builds a new one on every call, and a menu
 * of prices then costs a slow phone a tenth of a second on its first screen.
 */
let rupeeFormat: Intl.NumberFormat | undefined;

/** ₹1,234.50: Indian digit grouping, always two decimals. */
export function formatRupees(paise: Paise): string {
  rupeeFormat ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `₹${rupeeFormat.format(paise / 100)}`;
}
