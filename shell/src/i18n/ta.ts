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
  common: {
    retry: 'மீண்டும் முயல்க',
  },
  splash: {
    loading: 'Chowk ஏற்றப்படுகிறது',
    accountType: 'கணக்கு வகை: {{type}}',
  },
  remote: {
    unknownLabel: '{{remote}} பக்கங்களை',
    unavailable: '{{label}} ஏற்ற முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    versionMismatch:
      '{{label}} ஏற்ற முடியவில்லை: {{module}} {{required}} தேவை, ஆனால் Chowk-இன் இந்தப் பதிப்பில் {{module}} {{provided}} உள்ளது. சிறிது நேரத்தில் பக்கத்தை மீண்டும் ஏற்றுங்கள்; இது தொடர்ந்தால் எங்களிடம் சொல்லுங்கள்.',
    missingExports:
      '{{label}} ஏற்ற முடியவில்லை: {{exports}} உடன் கூடிய {{module}} தேவை, அது Chowk-இன் இந்தப் பதிப்பில் ({{module}} {{provided}}) இல்லை. சிறிது நேரத்தில் பக்கத்தை மீண்டும் ஏற்றுங்கள்; இது தொடர்ந்தால் எங்களிடம் சொல்லுங்கள்.',
  },
  manifest: {
    unavailable: 'Chowk பக்கங்களை ஏற்ற முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
  },
};
export default ta;
