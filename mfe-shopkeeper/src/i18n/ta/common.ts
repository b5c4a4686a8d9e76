import type { TranslationOf } from '@chowk/ui';
import type common from '../en/common';

const ta: TranslationOf<typeof common> = {};
export default ta;
