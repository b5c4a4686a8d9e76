import { expect, test } from '@playwright/test';
import type { Language } from '@chowk/contracts';
import { expectPageIn, noteEnglish } from '../language-support';
import { expectNoSeriousA11yViolations } from './axe';
import { pageGroup } from './page-groups';
import { openRouteState } from './route-state';
import { A11Y_DATA_WORDS, A11Y_ROUTES } from './routes';

/**
 * Every route state of the table in English, Hindi and Tamil: a translation brings its own
 * accessible names, landmarks' labels and `lang`, and the scripts their own text metrics.
 */
const RUNS: readonly Language[] = ['en', 'hi', 'ta'];

test.describe('accessibility (axe-core, WCAG 2.1 A/AA, phone screen): no serious or critical violations', () => {
  for (const language of RUNS) {
    for (const route of A11Y_ROUTES) {
      // Tagged with the browser-test group of its page (e2e/playwright.config.ts runs it there).
      const name = `${route.name} (${route.path})${language === 'en' ? '' : ` in ${language}`}`;
      test(name, { tag: `@${pageGroup(route.path)}` }, async ({ page, request }) => {
        await openRouteState(page, request, route, language);
        if (language !== 'en') {
          await expectPageIn(page, language);
          await noteEnglish(page, route.name, A11Y_DATA_WORDS);
        }
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});

test('the accessibility check fails on a serious violation and names it', { tag: '@static' }, async ({ page }) => {
  await page.setContent(
    '<main><h1>Bad page</h1><p style="color:#bbb;background:#fff">Faint text</p><input type="text"><img src="x.png"></main>',
  );
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => null,
    (e: Error) => e.message,
  );
  expect(failure).toContain('color-contrast (serious)');
  expect(failure).toContain('label (critical)');
  expect(failure).toContain('image-alt (critical)');
});
