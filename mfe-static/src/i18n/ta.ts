import type { TranslationOf } from '@chowk/ui';
import type en from './en';

/** The static remote's words in Tamil: the same keys as en.ts. */
const ta: TranslationOf<typeof en> = {};
export default ta;
