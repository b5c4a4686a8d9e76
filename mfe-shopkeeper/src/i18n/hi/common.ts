import type { TranslationOf } from '@chowk/ui';
import type common from '../en/common';

const hi: TranslationOf<typeof common> = {
  available: 'उपलब्ध',
  namedAvailable: '{{name}} उपलब्ध',
  soldOut: 'खत्म',
  edit: 'बदलें',
  editNamed: '{{name}} बदलें',
  delete: 'हटाएँ',
  deleteNamed: '{{name}} हटाएँ',
  cancel: 'रद्द करें',
  back: 'वापस',
  next: 'आगे',
  loading: 'लोड हो रहा है…',
  checkingSession: 'आपका सेशन जाँचा जा रहा है…',
  goToDashboard: 'डैशबोर्ड पर जाएँ',
  registerShop: 'अपनी दुकान रजिस्टर करें',
  seePlans: 'प्लान देखें',
  professional: 'प्रोफ़ेशनल',
};
export default hi;
