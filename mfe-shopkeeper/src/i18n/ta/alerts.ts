import type { TranslationOf } from '@chowk/ui';
import type alerts from '../en/alerts';

const ta: TranslationOf<typeof alerts> = {};
export default ta;
