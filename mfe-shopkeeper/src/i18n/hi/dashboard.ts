import type { TranslationOf } from '@chowk/ui';
import type dashboard from '../en/dashboard';

const hi: TranslationOf<typeof dashboard> = {};
export default hi;
