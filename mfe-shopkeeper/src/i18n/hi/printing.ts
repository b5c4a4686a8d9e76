import type { TranslationOf } from '@chowk/ui';
import type printing from '../en/printing';

const hi: TranslationOf<typeof printing> = {};
export default hi;
