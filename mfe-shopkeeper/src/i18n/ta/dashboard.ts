import type { TranslationOf } from '@chowk/ui';
import type dashboard from '../en/dashboard';

const ta: TranslationOf<typeof dashboard> = {};
export default ta;
