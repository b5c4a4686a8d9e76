import { DEFAULT_DELIVERY_TERMS_PAISE, type DeliveryTermsPaise, type GeoPoint } from '@chowk/contracts';
import type { Shop } from '../schemas/shop.schema';

const paise = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * The shop's delivery terms as the totals rule reads them (docs/product.md "Delivery terms"): the
 * defaults (₹29, no free-above, no minimum, no distance limit) until the owner saves them, and
 * for any value a hand edit left unreadable.
 */
export function shopDeliveryTerms(shop: Pick<Shop, 'deliveryTerms'>): DeliveryTermsPaise {
  const terms = shop.deliveryTerms;
  if (!terms) return { ...DEFAULT_DELIVERY_TERMS_PAISE };
  const km = terms.maxDistanceKm;
  return {
    feePaise: paise(terms.feePaise) ?? DEFAULT_DELIVERY_TERMS_PAISE.feePaise,
    freeAbovePaise: paise(terms.freeAbovePaise),
    minimumPaise: paise(terms.minimumPaise),
    maxDistanceKm: typeof km === 'number' && Number.isFinite(km) && km > 0 ? km : null,
  };
}

/** The shop's pin, when it has one (a delivery distance is measured from it). */
export function shopPin(shop: Pick<Shop, 'location'>): GeoPoint | null {
  const location = shop.location;
  return typeof location?.latitude === 'number' && typeof location?.longitude === 'number'
    ? { latitude: location.latitude, longitude: location.longitude }
    : null;
}
