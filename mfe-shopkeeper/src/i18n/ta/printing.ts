import type { TranslationOf } from '@chowk/ui';
import type printing from '../en/printing';

const ta: TranslationOf<typeof printing> = {};
export default ta;
