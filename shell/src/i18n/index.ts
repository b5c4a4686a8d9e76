import { useTranslation } from 'react-i18next';
import { createAppI18n } from '@chowk/ui';
import en from './en';

/** The shell's words (docs/architecture.md "Languages"); Hindi and Tamil load when chosen. */
export const shellI18n = createAppI18n({
  namespace: 'shell',
  en,
  load: (language) =>
    language === 'hi' ? import(/* webpackChunkName: "shell-hi" */ './hi') : import(/* webpackChunkName: "shell-ta" */ './ta'),
});

/** The shell's `t`: `const { t } = useShellText()`. */
export const useShellText = () => useTranslation('shell', { i18n: shellI18n });
