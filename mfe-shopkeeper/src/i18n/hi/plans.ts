import type { TranslationOf } from '@chowk/ui';
import type plans from '../en/plans';

const hi: TranslationOf<typeof plans> = {};
export default hi;
