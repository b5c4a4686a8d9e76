import type { TranslationOf } from '@chowk/ui';
import type en from './en';

/** The static remote's words in Hindi: the same keys as en.ts. */
const hi: TranslationOf<typeof en> = {};
export default hi;
