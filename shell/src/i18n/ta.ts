import type { TranslationOf } from '@chowk/ui';
import type en from './en';

const ta: TranslationOf<typeof en> = {
  site: {
    home: 'Chowk முகப்பு',
    mainNav: 'முதன்மை',
    about: 'எங்களைப் பற்றி',
    contact: 'தொடர்பு',
  },
  sidebar: {
    sections: 'பிரிவுகள்',
    logout: 'வெளியேறு',
    backHome: 'முகப்புக்குத் திரும்பு',
  },
};
export default ta;
