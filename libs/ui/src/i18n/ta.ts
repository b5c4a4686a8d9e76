import type { TranslationOf } from '../lib/i18n';
import type en from './en';

const ta: TranslationOf<typeof en> = {
  language: {
    label: 'மொழி',
  },
};
export default ta;
