import type { TranslationOf } from '@chowk/ui';
import type settings from '../en/settings';

const hi: TranslationOf<typeof settings> = {};
export default hi;
