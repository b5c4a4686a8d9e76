import type { TranslationOf } from '../lib/i18n';
import type en from './en';

const ta: TranslationOf<typeof en> = {
  language: {
    label: 'மொழி',
  },
  common: {
    retry: 'மீண்டும் முயல்க',
    loading: 'ஏற்றுகிறது…',
  },
  dialog: {
    close: 'மூடு',
    cancel: 'ரத்து செய்',
    delete: 'நீக்கு',
  },
  table: {
    actions: 'செயல்கள்',
  },
  rowMenu: {
    label: '{{name}} செயல்கள்',
    edit: 'திருத்து',
    delete: 'நீக்கு',
  },
  toast: {
    region: 'அறிவிப்புகள்',
    dismiss: 'மூடு',
  },
  notFound: {
    text: 'நீங்கள் தேடும் பக்கம் இல்லை.',
    home: 'முகப்புக்குச் செல்',
  },
  openState: {
    open: 'திறந்துள்ளது',
    closed: 'மூடப்பட்டுள்ளது',
    paused: 'இடைநிறுத்தம்',
  },
};
export default ta;
