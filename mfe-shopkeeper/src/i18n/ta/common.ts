import type { TranslationOf } from '@chowk/ui';
import type common from '../en/common';

const ta: TranslationOf<typeof common> = {
  available: 'கிடைக்கிறது',
  namedAvailable: '{{name}} கிடைக்கிறது',
  soldOut: 'தீர்ந்துவிட்டது',
  edit: 'திருத்து',
  editNamed: '{{name}}-ஐத் திருத்து',
  delete: 'நீக்கு',
  deleteNamed: '{{name}}-ஐ நீக்கு',
  cancel: 'ரத்துசெய்',
  back: 'பின்செல்',
  next: 'அடுத்து',
  loading: 'ஏற்றப்படுகிறது…',
  checkingSession: 'உங்கள் அமர்வு சரிபார்க்கப்படுகிறது…',
  goToDashboard: 'டாஷ்போர்டுக்குச் செல்',
  registerShop: 'உங்கள் கடையைப் பதிவு செய்யுங்கள்',
  seePlans: 'திட்டங்களைப் பாருங்கள்',
  professional: 'புரொஃபஷனல்',
};
export default ta;
