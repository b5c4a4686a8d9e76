import type { PaperWidth } from '@chowk/contracts';
import type { Slip } from './slip';
import { pageRule, PRINT_ROOT_ID, PRINT_VIEW_CSS, PRINTING_CLASS, renderSlip } from './slip-view';

/**
 * Printing through the browser's print dialog (any printer the device has: a thermal printer's
 * driver, Android's print services, Save as PDF). The slip goes in a print view of the page itself,
 * not in a frame or another tab: `body > #chowk-print-root`, which only print shows while
 * PRINTING_CLASS is on <html>. So the desk stays as it is behind the dialog, Android Chrome prints
 * it as it prints any page, and the page's CSP holds (`style-src 'self'`: the rules are
 * constructed style sheets, as the poster's; `frame-ancestors 'none'` would refuse a framed route).
 *
 * Chrome on Android returns from `print()` at once and lays the page out again whenever the paper
 * or printer is changed in its preview, so the slip cannot be taken away when `print()` returns or
 * on `afterprint`. It stays until the owner next presses a key or touches the page (back from the
 * print dialog, a Ctrl+P of the page itself), and the next slip replaces it.
 */

const MM_PER_PX = 25.4 / 96;

let viewSheet: CSSStyleSheet | null = null;
let pageSheet: CSSStyleSheet | null = null;
let stopWatching: (() => void) | null = null;

const sheetsSupported = (doc: Document) => typeof CSSStyleSheet !== 'undefined' && 'adoptedStyleSheets' in doc;

function sheet(css: string): CSSStyleSheet | null {
  try {
    const made = new CSSStyleSheet();
    made.replaceSync(css);
    return made;
  } catch {
    return null; // no constructable sheets: the page prints as it is
  }
}

/** The view's rules and the page's size (`@page`, which no selector can scope: emptied when done). */
function adopt(doc: Document, page: string): void {
  if (!sheetsSupported(doc)) return;
  viewSheet ??= sheet(PRINT_VIEW_CSS);
  if (pageSheet) pageSheet.replaceSync(page);
  else pageSheet = sheet(page);
  const mine = [viewSheet, pageSheet].filter((s): s is CSSStyleSheet => s !== null);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets.filter((s) => !mine.includes(s)), ...mine];
}

function printRoot(doc: Document): HTMLElement {
  let root = doc.getElementById(PRINT_ROOT_ID);
  if (!root) {
    root = doc.createElement('div');
    root.id = PRINT_ROOT_ID;
    // On screen it is out of sight and out of the accessibility tree; only print shows it.
    root.setAttribute('aria-hidden', 'true');
    doc.body.append(root);
  }
  return root;
}

/** Printing prints the page again, not the slip: the class and the page size go. */
function deactivate(doc: Document): void {
  stopWatching?.();
  stopWatching = null;
  doc.documentElement.classList.remove(PRINTING_CLASS);
  pageSheet?.replaceSync('');
}

/** The slip is what printing prints, until the owner next presses a key or touches the page. */
function activate(doc: Document): void {
  stopWatching?.();
  doc.documentElement.classList.add(PRINTING_CLASS);
  const end = () => deactivate(doc);
  doc.addEventListener('pointerdown', end, true);
  doc.addEventListener('keydown', end, true);
  stopWatching = () => {
    doc.removeEventListener('pointerdown', end, true);
    doc.removeEventListener('keydown', end, true);
  };
}

/**
 * Puts the slip in the print view and sizes the page to it: the paper's width, the slip's own
 * height (see pageRule). Answers the slip's element. The browser tests print the page as it stands
 * then (`page.pdf`), with `window.print` stubbed.
 */
export function preparePrintView(slip: Slip, paper: PaperWidth, doc: Document = document): HTMLElement {
  const root = printRoot(doc);
  const element = renderSlip(doc, slip, paper);
  root.replaceChildren(element);
  // The rules first (the slip's width and fonts), then the measure.
  adopt(doc, pageRule(paper, 0));
  const heightMm = element.getBoundingClientRect().height * MM_PER_PX;
  adopt(doc, pageRule(paper, heightMm));
  activate(doc);
  return element;
}

/** The print dialog, with the slip alone on a page of the paper's width. */
export function printWithDialog(slip: Slip, paper: PaperWidth, win: Window = window): void {
  preparePrintView(slip, paper, win.document);
  win.print();
}

/** The print view and its rules leave the page (the desk unmounts). */
export function releasePrintView(doc: Document = document): void {
  deactivate(doc);
  doc.getElementById(PRINT_ROOT_ID)?.remove();
  if (sheetsSupported(doc)) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== viewSheet && s !== pageSheet);
}
