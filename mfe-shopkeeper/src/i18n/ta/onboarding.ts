import type { TranslationOf } from '@chowk/ui';
import type onboarding from '../en/onboarding';

const ta: TranslationOf<typeof onboarding> = {};
export default ta;
