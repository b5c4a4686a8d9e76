import type { TranslationOf } from '@chowk/ui';
import type reports from '../en/reports';

const ta: TranslationOf<typeof reports> = {};
export default ta;
