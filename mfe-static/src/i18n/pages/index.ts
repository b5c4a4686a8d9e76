import { createElement, type ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { createAppI18n } from '@chowk/ui';
import en from './en';

/**
 * The words of the about, contact and legal pages: a catalogue of their own, imported by those
 * pages only, so the landing of a first visit does not carry them (tools/budgets.json). Keys do
 * not overlap the main catalogue's (../en.ts): src/i18n/catalogue.spec.ts checks both as one.
 */
export const staticPagesI18n = createAppI18n({
  namespace: 'static-pages',
  en,
  load: (language) =>
    language === 'hi'
      ? import(/* webpackChunkName: "static-pages-hi" */ './hi')
      : import(/* webpackChunkName: "static-pages-ta" */ './ta'),
});

/** These pages' `t`: `const { t } = usePagesText()`. */
export const usePagesText = () => useTranslation('static-pages', { i18n: staticPagesI18n });

/**
 * A text with elements inside (a link): `<RichText i18nKey="about.why3" components={[<Link to="/contact" />]} />`
 * for 'Questions? <0>Talk to us</0>.' — each language places the numbered tags where its words need them.
 */
export function RichText({
  i18nKey,
  components,
  values,
}: {
  i18nKey: string;
  components: readonly ReactElement[];
  values?: Record<string, string | number>;
}) {
  const { t } = usePagesText();
  return createElement(Trans, { i18nKey, t, i18n: staticPagesI18n, components: [...components], values });
}
