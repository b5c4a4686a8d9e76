import type { TranslationOf } from '@chowk/ui';
import type plans from '../en/plans';

const ta: TranslationOf<typeof plans> = {};
export default ta;
