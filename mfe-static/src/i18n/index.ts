import { useTranslation } from 'react-i18next';
import { createAppI18n } from '@chowk/ui';
import en from './en';

/**
 * The static remote's words (docs/architecture.md "Languages"): English with the code, Hindi and
 * Tamil in chunks of their own, loaded when chosen. Components: `const { t } = useText()`;
 * other code: `staticI18n.t('key')`. Texts of @chowk/contracts go through `useMessage()`.
 * This catalogue holds the landing's and the footer's words (a first visit's); the other pages
 * have theirs in ./pages.
 */
export const staticI18n = createAppI18n({
  namespace: 'static',
  en,
  load: (language) =>
    language === 'hi' ? import(/* webpackChunkName: "static-hi" */ './hi') : import(/* webpackChunkName: "static-ta" */ './ta'),
});

export const useText = () => useTranslation('static', { i18n: staticI18n });
