import { useTranslation } from 'react-i18next';
import { createAppI18n } from '@chowk/ui';
import en from './en';

/**
 * The admin remote's words (docs/architecture.md "Languages"): English with the code, Hindi and
 * Tamil in chunks of their own, loaded when chosen. Components: `const { t } = useText()`;
 * other code: `adminI18n.t('key')`. Texts of @chowk/contracts go through `useMessage()`.
 */
export const adminI18n = createAppI18n({
  namespace: 'admin',
  en,
  load: (language) =>
    language === 'hi' ? import(/* webpackChunkName: "admin-hi" */ './hi') : import(/* webpackChunkName: "admin-ta" */ './ta'),
});

export const useText = () => useTranslation('admin', { i18n: adminI18n });
