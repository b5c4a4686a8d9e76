import type { TranslationOf } from '@chowk/ui';
import type auth from '../en/auth';

const ta: TranslationOf<typeof auth> = {
  login: {
    title: 'கடைக்காரர் உள்நுழைவு',
    intro: 'பதிவு செய்த மொபைல் எண் அல்லது மின்னஞ்சல் மூலம் உள்நுழையுங்கள்.',
    identifier: 'மொபைல் எண் அல்லது மின்னஞ்சல்',
    password: 'கடவுச்சொல்',
    submit: 'உள்நுழை',
    newHere: 'Chowk-க்குப் புதியவரா? <register>உங்கள் கடையைப் பதிவு செய்யுங்கள்</register> அல்லது <trial>இலவச சோதனையைத் தொடங்குங்கள்</trial>.',
  },
};
export default ta;
