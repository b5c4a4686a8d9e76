import type { TranslationOf } from '../lib/i18n';
import type en from './en';

const hi: TranslationOf<typeof en> = {
  language: {
    label: 'भाषा',
  },
  common: {
    retry: 'फिर कोशिश करें',
    loading: 'लोड हो रहा है…',
  },
  dialog: {
    close: 'बंद करें',
    cancel: 'रद्द करें',
    delete: 'हटाएँ',
  },
  table: {
    actions: 'कार्रवाई',
  },
  rowMenu: {
    label: '{{name}} के विकल्प',
    edit: 'बदलें',
    delete: 'हटाएँ',
  },
  toast: {
    region: 'सूचनाएँ',
    dismiss: 'बंद करें',
  },
  notFound: {
    text: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
    home: 'होम पर जाएँ',
  },
  openState: {
    open: 'खुला है',
    closed: 'बंद है',
    paused: 'रुका हुआ',
  },
};
export default hi;
