import type { TranslationOf } from '@chowk/ui';
import type menu from '../en/menu';

const hi: TranslationOf<typeof menu> = {};
export default hi;
