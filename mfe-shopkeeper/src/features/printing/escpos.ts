import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { formatRupees, PAPER_COLUMNS, type Paise, type PaperWidth } from '@chowk/contracts';
import { itemLine, type Slip, slipRows } from './slip';

/**
 * A slip as raw printer commands (ESC/POS by default), for a receipt printer reached by WebUSB
 * or Web Serial, or handed to an Android printing app. Loaded only when such a print is asked
 * for (`import('./escpos')`): the encoder is not part of any page's first visit.
 */
export interface RawTarget {
  paper: PaperWidth;
  /** What the connected printer speaks (WebUSB says; otherwise ESC/POS). */
  language?: 'esc-pos' | 'star-prnt' | 'star-line';
  /** The printer's code page table, when its driver names one (WebUSB). */
  codepageMapping?: string;
}

/** A receipt printer's code pages have no ₹: amounts read "Rs 31.50". */
export const rawMoney = (paise: Paise): string => formatRupees(paise).replace('₹', 'Rs ');

/** Lines to feed before the cutter, so it cuts below the last line rather than through it. */
const FEED_BEFORE_CUT = 4;

const LANGUAGES = ['esc-pos', 'star-prnt', 'star-line'] as const;

/**
 * The slip's rows (slip.ts) in the printer's font A: 32 columns on 58 mm paper, 48 on 80 mm.
 * Starts with the printer's initialisation (ESC @), ends with a feed and a full cut (GS V 0).
 * Text outside the code page (another script, an emoji) prints as "?".
 */
export function encodeSlip(slip: Slip, target: RawTarget): Uint8Array {
  const columns = PAPER_COLUMNS[target.paper];
  const encoder = new ReceiptPrinterEncoder({
    columns,
    language: LANGUAGES.find((l) => l === target.language) ?? 'esc-pos',
    newline: '\n',
    feedBeforeCut: FEED_BEFORE_CUT,
    errors: 'relaxed',
    ...(target.codepageMapping ? { codepageMapping: target.codepageMapping as 'epson' } : {}),
  });
  encoder.initialize();
  const pair = (left: string, right: string) => {
    const width = Math.min(right.length, Math.floor(columns / 2));
    encoder.table(
      [
        { width: columns - width - 1, align: 'left' },
        { width, align: 'right', marginLeft: 1 },
      ],
      [[left, right]],
    );
  };
  // Styles go on and off around the text, before the line ends: the encoder then writes each
  // style command once, where it applies.
  const styled = (value: string, { bold = false, size }: { bold?: boolean; size?: [number, number] } = {}) => {
    if (bold) encoder.bold(true);
    if (size) encoder.size(size[0], size[1]);
    encoder.text(value);
    if (size) encoder.size(1, 1);
    if (bold) encoder.bold(false);
    encoder.newline();
  };
  for (const row of slipRows(slip, rawMoney)) {
    switch (row.type) {
      case 'heading':
        encoder.align('center');
        styled(row.text, {
          bold: true,
          ...(row.size === 'big' ? { size: [2, 2] } : row.size === 'large' ? { size: [1, 2] } : {}),
        });
        encoder.align('left');
        break;
      case 'center':
        encoder.align('center');
        styled(row.text);
        encoder.align('left');
        break;
      case 'text':
        styled(row.text, { bold: row.bold });
        break;
      case 'pair':
        if (row.bold) encoder.bold(true);
        pair(row.left, row.right);
        if (row.bold) encoder.bold(false);
        break;
      case 'item':
        if (row.amount === undefined) styled(itemLine(row, 'x'), { bold: true });
        else pair(itemLine(row, 'x'), row.amount);
        for (const option of row.options) styled(`  + ${option}`);
        break;
      case 'rule':
        // Dashes, not box-drawing characters: every code page of every cheap printer has them.
        styled('-'.repeat(columns));
        break;
    }
  }
  return encoder.cut('full').encode();
}
