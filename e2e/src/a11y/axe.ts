import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the bar every route holds. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation,
 * listing each rule with its impact and help text, and the failing elements' selectors.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking.map((v) =>
    [
      `${v.id} (${v.impact}): ${v.help} ${v.helpUrl}`,
      ...v.nodes.map(
        (n) => `  - ${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary.replace(/\s*\n\s*/g, ' ')}` : ''}`,
      ),
    ].join('\n'),
  );
  expect(blocking, `serious or critical accessibility violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
