import type { TranslationOf } from '@chowk/ui';
import type orders from '../en/orders';

const ta: TranslationOf<typeof orders> = {};
export default ta;
