import type { TranslationOf } from '@chowk/ui';
import type menu from '../en/menu';

const ta: TranslationOf<typeof menu> = {};
export default ta;
