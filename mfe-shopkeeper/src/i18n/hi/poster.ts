import type { TranslationOf } from '@chowk/ui';
import type poster from '../en/poster';

const hi: TranslationOf<typeof poster> = {};
export default hi;
