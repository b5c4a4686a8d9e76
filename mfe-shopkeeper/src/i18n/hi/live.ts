import type { TranslationOf } from '@chowk/ui';
import type live from '../en/live';

const hi: TranslationOf<typeof live> = {};
export default hi;
