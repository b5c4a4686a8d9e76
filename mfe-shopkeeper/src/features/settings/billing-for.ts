import { billingOf, type Shop, type ShopBilling } from '@chowk/contracts';
import type { DataMode } from '../../data/source';
import { readTrialBilling } from '../../data/trial-billing';

/**
 * This shop's payment and bill settings: every view of a registered shop carries them (`billing`;
 * absent from an older answer: the defaults, billingOf); a trial's are on this device until the
 * session's trial shop carries the ones just saved.
 */
export function billingFor(mode: DataMode | null, shop: Pick<Shop, 'billing'> | null | undefined): ShopBilling {
  if (mode === 'trial' && !shop?.billing) return readTrialBilling();
  return billingOf(shop?.billing);
}
