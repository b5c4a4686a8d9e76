import type { TranslationOf } from '@chowk/ui';
import type printing from '../en/printing';

const hi: TranslationOf<typeof printing> = {
  fellBack: 'प्रिंटर से जुड़ नहीं पाए, इसलिए प्रिंट डायलॉग खुला',
  printer: {
    usb: 'USB प्रिंटर',
    usbNamed: 'USB प्रिंटर: {{name}}',
    serial: 'सीरियल या ब्लूटूथ प्रिंटर',
    rawbt: 'RawBT ऐप',
    dialog: 'प्रिंट डायलॉग',
  },
};
export default hi;
