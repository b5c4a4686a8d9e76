import type { TranslationOf } from '@chowk/ui';
import type auth from '../en/auth';

const hi: TranslationOf<typeof auth> = {};
export default hi;
