import type { TranslationOf } from '@chowk/ui';
import type common from '../en/common';

const hi: TranslationOf<typeof common> = {};
export default hi;
