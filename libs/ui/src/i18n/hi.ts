import type { TranslationOf } from '../lib/i18n';
import type en from './en';

const hi: TranslationOf<typeof en> = {
  language: {
    label: 'भाषा',
  },
};
export default hi;
