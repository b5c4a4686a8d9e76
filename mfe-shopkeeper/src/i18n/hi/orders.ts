import type { TranslationOf } from '@chowk/ui';
import type orders from '../en/orders';

const hi: TranslationOf<typeof orders> = {};
export default hi;
