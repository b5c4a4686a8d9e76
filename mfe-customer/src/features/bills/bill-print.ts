import { type RefObject, useLayoutEffect, useRef } from 'react';
import { BILL_PAPERS, type BillPaper, PAPER_MM } from '@chowk/contracts';

/**
 * Printing a bill from its page: the bill alone (none of the site's header or footer, nor the
 * page's buttons), on A4 with margins, or on a 58/80 mm roll as one page of the paper's width.
 *
 * The rules are a constructed style sheet adopted while the page is mounted (the pages' CSP,
 * `style-src 'self'`, refuses an inline <style>; the shell's chrome is outside this remote, so
 * the print rules reach it through BILL_PAGE_CLASS on <html>). The bill is laid out on screen at
 * the width it prints (mm and pt, its own fonts), so its height on screen is its height on paper:
 * Chromium ignores `@page { size: 58mm auto }` (`auto` is no length there, so the printer's default
 * sheet is used) and a width alone makes a square page, so the slip's height is measured and
 * written into `@page` whenever the paper is chosen or the bill's size changes, not only when
 * printing (a browser test prints the page as it stands).
 */

/** On <html> while the bill page is mounted: what the print rules key on. */
export const BILL_PAGE_CLASS = 'chowk-bill-page';

/** The paper a `?paper=` value asks for; anything else is A4. */
export const paperOf = (value: string | null | undefined): BillPaper =>
  (BILL_PAPERS as readonly string[]).includes(value ?? '') ? (value as BillPaper) : 'a4';

/** A4's margins, in mm. */
export const A4_MARGIN_MM = 12;

/** A slip page's margins around the printed column, in mm: the printer's own dead edges. */
export const SLIP_MARGIN_MM = { top: 2, bottom: 4 } as const;

/** Room added below the measured bill, so rounding in the print layout never spills a line onto a second page. */
export const SLIP_SLACK_MM = 6;

/** The shortest slip page: a bill the browser could not measure (no layout) still prints as one page. */
export const MIN_SLIP_MM = 60;

const MM_PER_PX = 25.4 / 96;

/** The page a bill prints on: A4 with margins, or the roll's width by the bill's measured height. */
export function billPageRule(paper: BillPaper, billHeightMm: number): string {
  if (paper === 'a4') return `@page { size: A4 portrait; margin: ${A4_MARGIN_MM}mm; }`;
  const measured = Number.isFinite(billHeightMm) && billHeightMm > 0 ? billHeightMm : 0;
  const height = Math.max(MIN_SLIP_MM, Math.ceil(measured + SLIP_MARGIN_MM.top + SLIP_MARGIN_MM.bottom + SLIP_SLACK_MM));
  const { paper: width, printable } = PAPER_MM[paper];
  const side = (width - printable) / 2;
  return `@page { size: ${width}mm ${height}mm; margin: ${SLIP_MARGIN_MM.top}mm ${side}mm ${SLIP_MARGIN_MM.bottom}mm; }`;
}

/**
 * The bill's rules, on screen and in print alike (so the measure holds), then print's: only the
 * bill and its ancestors stay, the ancestors without their frame (site padding, min-heights).
 */
export const BILL_VIEW_CSS = `
.chowk-bill { box-sizing: border-box; color: #000; background: #fff; font-family: Arial, "Liberation Sans", "DejaVu Sans", sans-serif; font-size: 10.5pt; line-height: 1.35; }
.chowk-bill *, .chowk-bill *::before, .chowk-bill *::after { box-sizing: border-box; }
.chowk-bill-a4 { width: 100%; }
.chowk-bill-58mm { width: ${PAPER_MM['58mm'].printable}mm; font-size: 8pt; }
.chowk-bill-80mm { width: ${PAPER_MM['80mm'].printable}mm; font-size: 9pt; }
.chowk-bill h1, .chowk-bill h2, .chowk-bill p, .chowk-bill dl, .chowk-bill dd { margin: 0; overflow-wrap: anywhere; }
.chowk-bill h1 { font-size: 1.5em; line-height: 1.2; text-align: center; }
.chowk-bill h2 { font-size: 1em; }
.chowk-bill .bill-stamp { margin: 1.5mm 0; border: 0.6mm solid #b91c1c; color: #b91c1c; font-weight: 700; font-size: 1.3em; letter-spacing: 0.2em; text-align: center; }
.chowk-bill .bill-shop { text-align: center; margin-top: 1mm; }
.chowk-bill .bill-shop-name { font-weight: 700; font-size: 1.15em; }
.chowk-bill .bill-block { margin-top: 2mm; padding-top: 1.5mm; border-top: 1px dashed #000; }
.chowk-bill .bill-pairs > div { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; }
.chowk-bill .bill-pairs dt { flex: none; }
.chowk-bill .bill-pairs dd { text-align: right; min-width: 0; }
.chowk-bill table { width: 100%; border-collapse: collapse; margin-top: 2mm; font-size: 1em; }
.chowk-bill th, .chowk-bill td { padding: 0.8mm 1mm; text-align: left; vertical-align: top; border-bottom: 1px solid #999; }
.chowk-bill-58mm th, .chowk-bill-58mm td, .chowk-bill-80mm th, .chowk-bill-80mm td { padding: 0.5mm 0.4mm; }
.chowk-bill th { font-weight: 700; border-bottom-color: #000; }
.chowk-bill .num { text-align: right; white-space: nowrap; }
.chowk-bill .bill-options { display: block; font-size: 0.9em; }
.chowk-bill .bill-total { font-weight: 700; font-size: 1.15em; border-top: 1px solid #000; margin-top: 0.5mm; padding-top: 0.5mm; }
.chowk-bill .bill-note { margin-top: 1.5mm; font-size: 0.9em; }
.chowk-bill .bill-declaration { margin-top: 1.5mm; font-weight: 700; }
@media print {
  html.${BILL_PAGE_CLASS} body *:not(:has(.chowk-bill)):not(.chowk-bill):not(.chowk-bill *) { display: none !important; }
  html.${BILL_PAGE_CLASS}, html.${BILL_PAGE_CLASS} body, html.${BILL_PAGE_CLASS} body *:has(.chowk-bill) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; box-shadow: none !important; background: #fff !important; overflow: visible !important;
    width: auto !important; max-width: none !important; min-height: 0 !important; height: auto !important;
  }
  .chowk-bill-58mm, .chowk-bill-80mm { break-inside: avoid; }
  .chowk-bill tr { break-inside: avoid; }
}
`;

function sheet(css: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return null;
  try {
    const made = new CSSStyleSheet();
    made.replaceSync(css);
    return made;
  } catch {
    return null; // No constructable sheets: the page prints as it is.
  }
}

/**
 * While the bill page is mounted: its rules, BILL_PAGE_CLASS on <html>, and the `@page` of the
 * chosen paper, measured from `bill` (the laid-out bill) whenever the paper, the bill or its size
 * changes. Layout effects: in place before the browser paints, and before any effect that prints.
 */
export function useBillPrint(paper: BillPaper, bill: RefObject<HTMLElement | null>, shown: unknown): void {
  const page = useRef<CSSStyleSheet | null>(null);

  useLayoutEffect(() => {
    const view = sheet(BILL_VIEW_CSS);
    page.current = sheet('');
    const mine = [view, page.current].filter((s): s is CSSStyleSheet => s !== null);
    const root = document.documentElement;
    root.classList.add(BILL_PAGE_CLASS);
    if (mine.length) document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...mine];
    return () => {
      root.classList.remove(BILL_PAGE_CLASS);
      if (mine.length) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => !mine.includes(s));
      page.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    const element = bill.current;
    const write = () => {
      const heightMm = element ? element.getBoundingClientRect().height * MM_PER_PX : 0;
      page.current?.replaceSync(billPageRule(paper, heightMm));
    };
    write();
    if (!element || paper === 'a4' || typeof ResizeObserver === 'undefined') return;
    // A web font or a wrapped line after the first layout changes the height: the page follows.
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => observer.disconnect();
  }, [paper, bill, shown]);
}
