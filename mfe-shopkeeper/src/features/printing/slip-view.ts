import { formatRupees, PAPER_MM, type PaperWidth } from '@chowk/contracts';
import { itemLine, type Slip, slipRows } from './slip';

/**
 * A slip as the browser prints it: plain elements with classes only (the page's CSP refuses
 * inline styles; the rules are PRINT_VIEW_CSS, a constructed style sheet). Built without React,
 * so a print can be laid out and measured in the same task that calls `window.print()`.
 */
export function renderSlip(doc: Document, slip: Slip, paper: PaperWidth): HTMLElement {
  const root = doc.createElement('div');
  root.className = `chowk-slip chowk-slip-${paper}`;
  root.dataset.kind = slip.kind;
  root.dataset.paper = paper;
  const el = (tag: string, className: string, text?: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  for (const row of slipRows(slip, formatRupees)) {
    switch (row.type) {
      case 'heading':
        root.append(el('p', `slip-heading slip-${row.size}`, row.text));
        break;
      case 'center':
        root.append(el('p', 'slip-center', row.text));
        break;
      case 'text':
        root.append(el('p', row.bold ? 'slip-text slip-bold' : 'slip-text', row.text));
        break;
      case 'pair': {
        const line = el('p', row.bold ? 'slip-pair slip-bold' : 'slip-pair');
        line.append(el('span', 'slip-left', row.left), el('span', 'slip-right', row.right));
        root.append(line);
        break;
      }
      case 'item': {
        const item = el('div', row.amount === undefined ? 'slip-item slip-kot-item' : 'slip-item');
        const line = el('p', 'slip-pair');
        line.append(el('span', 'slip-left', itemLine(row)));
        if (row.amount !== undefined) line.append(el('span', 'slip-right', row.amount));
        item.append(line);
        for (const option of row.options) item.append(el('p', 'slip-option', `+ ${option}`));
        root.append(item);
        break;
      }
      case 'rule':
        root.append(el('hr', 'slip-rule'));
        break;
    }
  }
  return root;
}

/** The page's margins around the printed column, in mm: the printer's own dead edges on each side. */
export const PAGE_MARGIN_MM = { top: 2, bottom: 4 } as const;

/** Room added below the measured slip, so rounding in the print layout never spills a line onto a second page. */
export const PAGE_SLACK_MM = 6;

/** The shortest page: a slip the browser could not measure (no layout) still prints as one page. */
export const MIN_PAGE_MM = 60;

const sideMargin = (paper: PaperWidth) => (PAPER_MM[paper].paper - PAPER_MM[paper].printable) / 2;

/**
 * The page of one slip: the paper's width, and a height measured from the laid-out slip. Chromium
 * ignores `size: 58mm auto` (`auto` is no length there, so the whole declaration is dropped and the
 * printer's default sheet is used), and a width alone makes a square page (58 × 58 mm, the slip
 * cut over several pages), so the height is measured and written in mm.
 */
export function pageRule(paper: PaperWidth, slipHeightMm: number): string {
  const measured = Number.isFinite(slipHeightMm) && slipHeightMm > 0 ? slipHeightMm : 0;
  const height = Math.max(MIN_PAGE_MM, Math.ceil(measured + PAGE_MARGIN_MM.top + PAGE_MARGIN_MM.bottom + PAGE_SLACK_MM));
  const side = sideMargin(paper);
  return `@page { size: ${PAPER_MM[paper].paper}mm ${height}mm; margin: ${PAGE_MARGIN_MM.top}mm ${side}mm ${PAGE_MARGIN_MM.bottom}mm; }`;
}

export const PRINT_ROOT_ID = 'chowk-print-root';

/** On <html> while a slip is what printing prints (browser-print.ts sets it, and takes it off again). */
export const PRINTING_CLASS = 'chowk-printing-slip';

/**
 * The print view's rules. On screen the slip is laid out out of sight at its printed width (to be
 * measured) and hidden from assistive technology. In print, while PRINTING_CLASS is set, it is the
 * only thing on the page (the app, an open dialog and the page's background are left out);
 * otherwise the page prints as it always does, without the slip.
 */
export const PRINT_VIEW_CSS = `
#${PRINT_ROOT_ID} { position: absolute; left: -10000px; top: 0; visibility: hidden; pointer-events: none; }
.chowk-slip { box-sizing: border-box; color: #000; background: #fff; font-family: Arial, "Liberation Sans", "DejaVu Sans", sans-serif; font-size: 9pt; line-height: 1.3; }
.chowk-slip-58mm { width: ${PAPER_MM['58mm'].printable}mm; }
.chowk-slip-80mm { width: ${PAPER_MM['80mm'].printable}mm; font-size: 10.5pt; }
.chowk-slip p { margin: 0; overflow-wrap: anywhere; }
.chowk-slip .slip-heading { text-align: center; font-weight: 700; }
.chowk-slip .slip-large { font-size: 1.45em; }
/* One line, whatever the printer's fonts: an order number broken at its hyphen reads as two. Sized for
   a wide fallback font (DejaVu Sans) across the printed width. */
.chowk-slip .slip-big { font-size: 1.45em; line-height: 1.2; white-space: nowrap; font-variant-numeric: tabular-nums; }
.chowk-slip-80mm .slip-big { font-size: 1.8em; }
.chowk-slip .slip-center { text-align: center; }
.chowk-slip .slip-bold { font-weight: 700; }
.chowk-slip .slip-pair { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; }
.chowk-slip .slip-left { min-width: 0; }
.chowk-slip .slip-right { flex: none; text-align: right; white-space: nowrap; }
.chowk-slip .slip-kot-item { font-weight: 700; font-size: 1.15em; }
.chowk-slip .slip-option { padding-left: 4mm; font-weight: 400; }
.chowk-slip .slip-rule { border: 0; border-top: 1px dashed #000; margin: 1.5mm 0; height: 0; }
@media print {
  #${PRINT_ROOT_ID} { display: none; }
  html.${PRINTING_CLASS}, html.${PRINTING_CLASS} body { margin: 0 !important; padding: 0 !important; background: #fff !important; min-height: 0 !important; height: auto !important; overflow: visible !important; }
  html.${PRINTING_CLASS} body > :not(#${PRINT_ROOT_ID}), html.${PRINTING_CLASS} dialog { display: none !important; }
  html.${PRINTING_CLASS} #${PRINT_ROOT_ID} { display: block; position: static; visibility: visible; }
  .chowk-slip { break-inside: avoid; }
}
`;
