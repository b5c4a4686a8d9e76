import { printSettingsOf, type PrintSettings, type Shop } from '@chowk/contracts';
import { readTrialPrinting } from '../../data/trial-printing';
import type { DataMode } from '../../data/source';

/**
 * How this shop's slips print: the owner's view of a registered shop carries them (`printing`;
 * absent from an older answer: the defaults); a trial's are on this device until the session's
 * trial shop carries the ones just saved.
 */
export function printSettingsFor(mode: DataMode | null, shop: Pick<Shop, 'printing'> | null | undefined): PrintSettings {
  if (mode === 'trial' && !shop?.printing) return readTrialPrinting();
  return printSettingsOf(shop?.printing);
}
