import type { TranslationOf } from '@chowk/ui';
import type settings from '../en/settings';

const ta: TranslationOf<typeof settings> = {};
export default ta;
