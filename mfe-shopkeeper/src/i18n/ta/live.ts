import type { TranslationOf } from '@chowk/ui';
import type live from '../en/live';

const ta: TranslationOf<typeof live> = {};
export default ta;
