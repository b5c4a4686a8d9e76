import { expect, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';

// Printing in the browser tests: `window.print` is stubbed (a counter) and the page is printed as
// it stands then, as the dialog would, with `page.pdf({ preferCSSPageSize: true })`.

declare global {
  interface Window {
    /** How many times the page opened the print dialog. */
    __prints: number;
  }
}

export function stubPrint() {
  window.__prints = 0;
  window.print = () => {
    window.__prints += 1;
  };
}

const POINTS_PER_MM = 72 / 25.4;

/** The page as Chromium prints it: each page's size in mm (from the MediaBox) and the text, one space between words. */
export async function printed(page: Page): Promise<{ pages: { width: number; height: number }[]; text: string }> {
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const doc = await PDFDocument.load(pdf);
  const pages = doc.getPages().map((p) => {
    const box = p.getMediaBox();
    return { width: box.width / POINTS_PER_MM, height: box.height / POINTS_PER_MM };
  });
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text } = await parser.getText();
    return { pages, text: text.replace(/-- \d+ of \d+ --/g, '').replace(/\s+/g, ' ') };
  } finally {
    await parser.destroy();
  }
}

/** One page, `mm` wide (Chromium rounds the page to whole CSS pixels: within half a millimetre). */
export function expectOnePage(pages: { width: number; height: number }[], mm: number) {
  expect(pages, 'one page').toHaveLength(1);
  expect(Math.abs(pages[0].width - mm), `page width ${pages[0].width} mm`).toBeLessThan(0.5);
  expect(pages[0].height).toBeGreaterThan(40);
}

/** Every line is printed, in order. Spaces aside: a long line (an email) wraps on 58 mm paper. */
export const expectLines = (text: string, lines: string[]) => {
  const squeezed = (value: string) => value.replace(/\s+/g, '');
  let from = 0;
  for (const line of lines) {
    const at = squeezed(text).indexOf(squeezed(line), from);
    expect(at, `the line "${line}" in ${JSON.stringify(text)}`).toBeGreaterThanOrEqual(0);
    from = at;
  }
};
