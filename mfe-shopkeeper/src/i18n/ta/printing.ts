import type { TranslationOf } from '@chowk/ui';
import type printing from '../en/printing';

const ta: TranslationOf<typeof printing> = {
  fellBack: 'பிரிண்டரை அணுக முடியவில்லை, அதனால் அச்சு உரையாடல் திறக்கப்பட்டது',
  printer: {
    usb: 'USB பிரிண்டர்',
    usbNamed: 'USB பிரிண்டர்: {{name}}',
    serial: 'சீரியல் அல்லது புளூடூத் பிரிண்டர்',
    rawbt: 'RawBT செயலி',
    dialog: 'அச்சு உரையாடல்',
  },
};
export default ta;
