import type { TranslationOf } from '@chowk/ui';
import type alerts from '../en/alerts';

const hi: TranslationOf<typeof alerts> = {};
export default hi;
