import { expect, test, type Page } from '@playwright/test';
import { PSEUDO_LANGUAGE } from '@chowk/contracts';
import { expectPageIn } from '../language-support';
import { pageGroup } from './page-groups';
import { openRouteState } from './route-state';
import { A11Y_ROUTES } from './routes';

/**
 * Every route state of the table (routes.ts) in the pseudo-locale (en-XA: each text accented and
 * a third longer, as Hindi and Tamil run) on a 390 px phone: no text is cut off or overflows.
 * The page does not scroll sideways; no text runs past the screen's edge outside a box that
 * scrolls; and no box that clips (overflow hidden or clip, or an ellipsis) holds more text than
 * it shows. Screen-reader-only text and deliberate scrollers (a wide table in its scrolling box)
 * are left alone. A failure names each offender by a selector and its text; the fix belongs in
 * the stylesheet (wrapping, min-width: 0, flex-wrap, overflow-wrap: anywhere), not in the words.
 */

interface Offender {
  selector: string;
  text: string;
  problem: string;
}

/** What overflows on the page as it is now. */
function overflowing(page: Page): Promise<Offender[]> {
  return page.evaluate(() => {
    const found: { selector: string; text: string; problem: string }[] = [];
    const viewport = document.documentElement.clientWidth;
    const selectorOf = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const id = e.id ? `#${e.id}` : '';
        const classes = [...e.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('');
        parts.unshift(`${e.tagName.toLowerCase()}${id}${classes}`);
      }
      return parts.join(' > ');
    };
    const textOf = (el: Element) =>
      ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    const screenReaderOnly = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        if (e.classList.contains('sr-only')) return true;
        const s = getComputedStyle(e);
        if (s.position === 'absolute' && (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)')) return true;
        if (e instanceof HTMLElement && e.offsetWidth <= 1 && e.offsetHeight <= 1 && s.overflow === 'hidden') return true;
      }
      return false;
    };
    /** Inside a box that scrolls that way on purpose (a wide table's region, the sidebar's links). */
    const inScroller = (el: Element, axis: 'x' | 'y') => {
      for (let e: Element | null = el.parentElement; e && e !== document.documentElement; e = e.parentElement) {
        const o = getComputedStyle(e)[axis === 'x' ? 'overflowX' : 'overflowY'];
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
    };
    const hasOwnText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());

    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // The boxes that stick out: past the screen's edge while their parent is not.
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const parent = el.parentElement;
        return (
          visible(el) &&
          !inScroller(el, 'x') &&
          el.getBoundingClientRect().right > viewport + 1 &&
          (!parent || parent === document.body || parent.getBoundingClientRect().right <= viewport + 1)
        );
      });
      found.push({
        selector: 'html',
        text: wide
          .map((el) => `${selectorOf(el)} (${Math.round(el.getBoundingClientRect().right)}px: "${textOf(el).slice(0, 40)}")`)
          .join('; '),
        problem: `the page scrolls sideways: ${root.scrollWidth}px wide in a ${root.clientWidth}px screen`,
      });
    }

    for (const el of document.body.querySelectorAll('*')) {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg', 'OPTION'].includes(el.tagName) || !visible(el)) continue;
      const text = textOf(el);
      if (!text || screenReaderOnly(el)) continue;
      const s = getComputedStyle(el);
      const box = el as HTMLElement;
      const clipsX = ['hidden', 'clip'].includes(s.overflowX) || s.textOverflow === 'ellipsis';
      const clipsY = ['hidden', 'clip'].includes(s.overflowY);
      if (clipsX && box.scrollWidth > box.clientWidth + 1)
        found.push({ selector: selectorOf(el), text, problem: `cut off: ${box.scrollWidth}px of text in ${box.clientWidth}px` });
      const lineHeight = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.5;
      const singleLine = s.whiteSpace === 'nowrap' || s.whiteSpace === 'pre' || box.clientHeight < 2 * lineHeight;
      if (clipsY && singleLine && box.scrollHeight > box.clientHeight + 1)
        found.push({
          selector: selectorOf(el),
          text,
          problem: `cut off: ${box.scrollHeight}px of text in ${box.clientHeight}px high`,
        });
      // Text spilling out of its box (its nearest block) or past the screen's edge, outside a box that scrolls sideways.
      if (hasOwnText(el) && !inScroller(el, 'x') && s.position !== 'fixed') {
        let block: Element = el;
        while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const edge = Math.min(block.getBoundingClientRect().right, viewport);
        let right = 0;
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 0) right = Math.max(right, r.right);
        }
        if (right > edge + 1)
          found.push({
            selector: selectorOf(el),
            text,
            problem:
              right > viewport + 1
                ? `runs past the screen: to ${Math.round(right)}px of ${viewport}px`
                : `spills out of its box: to ${Math.round(right)}px, the box ends at ${Math.round(edge)}px`,
          });
      }
    }
    return found;
  });
}

test.describe(`the pseudo-locale (${PSEUDO_LANGUAGE}) at 390 px: no text cut off or overflowing`, () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const route of A11Y_ROUTES) {
    test(
      `${route.name} (${route.path}) in ${PSEUDO_LANGUAGE}`,
      { tag: `@${pageGroup(route.path)}` },
      async ({ page, request }) => {
        await openRouteState(page, request, route, PSEUDO_LANGUAGE);
        await expectPageIn(page, PSEUDO_LANGUAGE);
        // Web fonts and late layout (a toast, a lazy image) settle first.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // PSEUDO_SCREENSHOTS=1: each state's whole page in tmp/pseudo-locale/, to look at.
        if (process.env.PSEUDO_SCREENSHOTS)
          await page.screenshot({ path: `tmp/pseudo-locale/${route.name.replace(/[^\w]+/g, '-')}.png`, fullPage: true });
        const offenders = await overflowing(page);
        expect(offenders, offenders.map((o) => `${o.selector} "${o.text}": ${o.problem}`).join('\n')).toEqual([]);
      },
    );
  }
});
