import { orderTotals } from './customer';
import {
  DEFAULT_DELIVERY_TERMS,
  DEFAULT_DELIVERY_TERMS_PAISE,
  DELIVERY_ORDER_MESSAGES as O,
  DELIVERY_TERMS_VALIDATION as V,
  deliveryFee,
  deliveryProblem,
  deliveryTermsLines,
  deliveryTermsOf,
  deliveryTermsPaise,
  type DeliveryTermsPaise,
  formatKm,
  validateDeliveryTerms,
} from './delivery';

const terms = (t: Partial<DeliveryTermsPaise> = {}): DeliveryTermsPaise => ({ ...DEFAULT_DELIVERY_TERMS_PAISE, ...t });

describe('delivery terms: the settings form and the API rule', () => {
  const valid = { fee: 29, free_above: 300, minimum_order: 150, max_distance_km: 3 };

  it('accepts the defaults, a free delivery and every term set', () => {
    expect(validateDeliveryTerms(DEFAULT_DELIVERY_TERMS, false)).toEqual({});
    expect(validateDeliveryTerms({ ...DEFAULT_DELIVERY_TERMS, fee: 0 }, false)).toEqual({});
    expect(validateDeliveryTerms(valid, true)).toEqual({});
    expect(validateDeliveryTerms({ ...valid, max_distance_km: 2.5 }, true)).toEqual({});
  });

  it.each([
    [{ fee: -1 }, { fee: V.feeInvalid }],
    [{ fee: '29' }, { fee: V.feeInvalid }],
    [{ fee: null }, { fee: V.feeInvalid }],
    [{ fee: 1000.01 }, { fee: V.feeTooHigh }],
    [{ fee: 29.999 }, { fee: V.amountPrecision }],
    [{ free_above: 0 }, { free_above: V.freeAboveInvalid }],
    [{ free_above: { $gt: 0 } }, { free_above: V.freeAboveInvalid }],
    [{ free_above: 100_000.01 }, { free_above: V.amountTooHigh }],
    [{ minimum_order: -5 }, { minimum_order: V.minimumInvalid }],
    [{ minimum_order: 99.999 }, { minimum_order: V.amountPrecision }],
    [{ max_distance_km: 0.4 }, { max_distance_km: V.distanceInvalid }],
    [{ max_distance_km: 50.1 }, { max_distance_km: V.distanceInvalid }],
    [{ max_distance_km: 2.25 }, { max_distance_km: V.distancePrecision }],
  ])('%j → %j', (change, errors) => {
    expect(validateDeliveryTerms({ ...valid, ...change }, true)).toEqual(errors);
  });

  it('a distance limit needs the shop’s pin', () => {
    expect(validateDeliveryTerms(valid, false)).toEqual({ max_distance_km: V.distanceNeedsLocation });
    expect(validateDeliveryTerms({ ...valid, max_distance_km: null }, false)).toEqual({});
  });

  it('reads the wire’s terms in paise and back, defaults filled', () => {
    expect(deliveryTermsPaise(undefined)).toEqual(DEFAULT_DELIVERY_TERMS_PAISE);
    expect(deliveryTermsPaise({ fee: 0 })).toEqual({ ...DEFAULT_DELIVERY_TERMS_PAISE, feePaise: 0 });
    const paise = deliveryTermsPaise(valid);
    expect(paise).toEqual({ feePaise: 2900, freeAbovePaise: 30000, minimumPaise: 15000, maxDistanceKm: 3 });
    expect(deliveryTermsOf(paise)).toEqual(valid);
    expect(DEFAULT_DELIVERY_TERMS.fee).toBe(29);
  });
});

describe('the fee and the totals under a shop’s terms', () => {
  it('pickup pays no fee; delivery pays the fee below free-above and none at or above it', () => {
    const t = terms({ feePaise: 4000, freeAbovePaise: 30000 });
    expect(deliveryFee(t, 'pickup', 100)).toBe(0);
    expect(deliveryFee(t, 'delivery', 29999)).toBe(4000);
    expect(deliveryFee(t, 'delivery', 30000)).toBe(0);
    expect(deliveryFee(terms({ feePaise: 0 }), 'delivery', 100)).toBe(0);
    expect(deliveryFee(DEFAULT_DELIVERY_TERMS_PAISE, 'delivery', 1_00_000_00)).toBe(2900);
  });

  it('orderTotals takes the terms (₹299.99 pays the fee, ₹300 does not) and defaults to ₹29', () => {
    const t = terms({ freeAbovePaise: 30000 });
    expect(orderTotals([{ pricePaise: 29999, quantity: 1 }], 'delivery', t)).toEqual({
      subtotal: 29999,
      tax: 1500,
      delivery: 2900,
      total: 29999 + 1500 + 2900,
    });
    expect(orderTotals([{ pricePaise: 15000, quantity: 2 }], 'delivery', t)).toEqual({
      subtotal: 30000,
      tax: 1500,
      delivery: 0,
      total: 31500,
    });
    expect(orderTotals([{ pricePaise: 1000, quantity: 1 }], 'delivery').delivery).toBe(2900);
  });
});

describe('deliveryProblem: when a delivery order may not go', () => {
  const limited = terms({ minimumPaise: 15000, maxDistanceKm: 3 });

  it('under the minimum, by the item subtotal; at it, fine', () => {
    expect(deliveryProblem(limited, { delivery: 'delivery', subtotal: 14999, distanceKm: 1, shopHasLocation: true })).toEqual({
      kind: 'minimum',
      message: O.belowMinimum(15000),
      shortByPaise: 1,
    });
    expect(deliveryProblem(limited, { delivery: 'delivery', subtotal: 15000, distanceKm: 1, shopHasLocation: true })).toBeNull();
    expect(O.belowMinimum(15000)).toBe('Delivery orders start at ₹150.00. Add more items or choose pickup.');
  });

  it('beyond the distance, or with no location, when the shop has a pin', () => {
    const order = { delivery: 'delivery' as const, subtotal: 20000, shopHasLocation: true };
    expect(deliveryProblem(limited, { ...order, distanceKm: 3 })).toBeNull();
    expect(deliveryProblem(limited, { ...order, distanceKm: 3.001 })).toEqual({ kind: 'range', message: O.outOfRange(3) });
    expect(deliveryProblem(limited, order)).toEqual({ kind: 'location', message: O.locationRequired });
    expect(deliveryProblem(limited, { ...order, shopHasLocation: false })).toBeNull();
  });

  it('never refuses pickup', () => {
    expect(deliveryProblem(limited, { delivery: 'pickup', subtotal: 1, shopHasLocation: true })).toBeNull();
  });
});

describe('what the storefront says', () => {
  it('lists only the terms a shop set', () => {
    expect(deliveryTermsLines(DEFAULT_DELIVERY_TERMS_PAISE, true)).toEqual(['Delivery ₹29.00']);
    expect(
      deliveryTermsLines(terms({ feePaise: 2000, freeAbovePaise: 30000, minimumPaise: 10000, maxDistanceKm: 3 }), true),
    ).toEqual(['Delivery ₹20.00', 'Free delivery from ₹300.00', 'Minimum ₹100.00 for delivery', 'Delivery within 3 km']);
    expect(deliveryTermsLines(terms({ feePaise: 0, freeAbovePaise: 30000, maxDistanceKm: 2.5 }), false)).toEqual([
      'Free delivery',
    ]);
    expect(formatKm(2.5)).toBe('2.5 km');
  });
});
