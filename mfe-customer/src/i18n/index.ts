import { useTranslation } from 'react-i18next';
import { createAppI18n } from '@chowk/ui';
import en from './en';

/**
 * The customer remote's words (docs/architecture.md "Languages"): English with the code, Hindi and
 * Tamil in chunks of their own, loaded when chosen. Components: `const { t } = useText()`;
 * other code: `customerI18n.t('key')`. Texts of @chowk/contracts go through `useMessage()`.
 */
export const customerI18n = createAppI18n({
  namespace: 'customer',
  en,
  load: (language) =>
    language === 'hi'
      ? import(/* webpackChunkName: "customer-hi" */ './hi')
      : import(/* webpackChunkName: "customer-ta" */ './ta'),
});

export const useText = () => useTranslation('customer', { i18n: customerI18n });
