import type { TranslationOf } from '@chowk/ui';
import type auth from '../en/auth';

const ta: TranslationOf<typeof auth> = {};
export default ta;
