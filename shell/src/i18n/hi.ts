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
  common: {
    retry: 'फिर कोशिश करें',
  },
  splash: {
    loading: 'Chowk लोड हो रहा है',
    accountType: 'खाते का प्रकार: {{type}}',
  },
  remote: {
    unknownLabel: '{{remote}} पेज',
    unavailable: 'हम {{label}} लोड नहीं कर पाए। अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।',
    versionMismatch:
      'हम {{label}} लोड नहीं कर पाए: {{module}} {{required}} चाहिए, पर Chowk का यह वर्शन {{module}} {{provided}} चलाता है। थोड़ी देर में पेज फिर से लोड करें; अगर ऐसा ही रहे, तो हमें बताएँ।',
    missingExports:
      'हम {{label}} लोड नहीं कर पाए: {{exports}} के साथ {{module}} चाहिए, जो Chowk के इस वर्शन ({{module}} {{provided}}) में नहीं है। थोड़ी देर में पेज फिर से लोड करें; अगर ऐसा ही रहे, तो हमें बताएँ।',
  },
  manifest: {
    unavailable: 'हम Chowk के पेज लोड नहीं कर पाए। अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।',
  },
};
export default hi;
