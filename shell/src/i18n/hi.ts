import type { TranslationOf } from '@chowk/ui';
import type en from './en';

const hi: TranslationOf<typeof en> = {
  site: {
    home: 'Chowk होम',
    mainNav: 'मुख्य',
    about: 'हमारे बारे में',
    contact: 'संपर्क',
  },
  sidebar: {
    sections: 'विभाग',
    logout: 'लॉग आउट',
    backHome: 'होम पर वापस जाएँ',
  },
};
export default hi;
