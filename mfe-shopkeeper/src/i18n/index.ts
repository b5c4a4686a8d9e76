import { useTranslation } from 'react-i18next';
import { createAppI18n } from '@chowk/ui';
import en from './en';

/**
 * The shopkeeper remote's words (docs/architecture.md "Languages"): English with the code, Hindi and
 * Tamil in chunks of their own, loaded when chosen. Components: `const { t } = useText()`;
 * other code: `shopkeeperI18n.t('key')`. Texts of @chowk/contracts go through `useMessage()`.
 */
export const shopkeeperI18n = createAppI18n({
  namespace: 'shopkeeper',
  en,
  load: (language) =>
    language === 'hi'
      ? import(/* webpackChunkName: "shopkeeper-hi" */ './hi')
      : import(/* webpackChunkName: "shopkeeper-ta" */ './ta'),
});

export const useText = () => useTranslation('shopkeeper', { i18n: shopkeeperI18n });
