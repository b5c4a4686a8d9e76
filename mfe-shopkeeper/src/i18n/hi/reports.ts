import type { TranslationOf } from '@chowk/ui';
import type reports from '../en/reports';

const hi: TranslationOf<typeof reports> = {};
export default hi;
