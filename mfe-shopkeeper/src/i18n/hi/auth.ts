import type { TranslationOf } from '@chowk/ui';
import type auth from '../en/auth';

const hi: TranslationOf<typeof auth> = {
  login: {
    title: 'दुकानदार लॉगिन',
    intro: 'उसी मोबाइल नंबर या ईमेल से लॉग इन करें जिससे आपने रजिस्टर किया था।',
    identifier: 'मोबाइल नंबर या ईमेल',
    password: 'पासवर्ड',
    submit: 'लॉग इन करें',
    newHere: 'Chowk पर नए हैं? <register>अपनी दुकान रजिस्टर करें</register> या <trial>मुफ़्त ट्रायल शुरू करें</trial>।',
  },
};
export default hi;
