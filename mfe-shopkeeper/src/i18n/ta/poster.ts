import type { TranslationOf } from '@chowk/ui';
import type poster from '../en/poster';

const ta: TranslationOf<typeof poster> = {};
export default ta;
