import type { TranslationOf } from '@chowk/ui';
import type onboarding from '../en/onboarding';

const hi: TranslationOf<typeof onboarding> = {};
export default hi;
