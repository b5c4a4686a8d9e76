import {
  contactError,
  CUSTOMER_VALIDATION,
  deliveryFeeFor,
  displayContact,
  distanceKm,
  formatDistance,
  formatOrderTime,
  lineTotals,
  normalizeContact,
  orderTotals,
  otpDigits,
  otpError,
  shopCodeFromQr,
} from './customer';

describe('orderTotals: the one pricing rule (docs/architecture.md)', () => {
  const lines = [
    { pricePaise: 2000, quantity: 2 },
    { pricePaise: 1550, quantity: 1 },
  ];

  it('pickup: subtotal, 5% tax, no delivery fee', () => {
    expect(orderTotals(lines, 'pickup')).toEqual({ subtotal: 5550, tax: 278, delivery: 0, total: 5828 });
  });

  it('delivery adds ₹29', () => {
    expect(orderTotals(lines, 'delivery')).toEqual({ subtotal: 5550, tax: 278, delivery: 2900, total: 8728 });
    expect(deliveryFeeFor('delivery')).toBe(2900);
    expect(deliveryFeeFor('pickup')).toBe(0);
  });

  it('an empty cart costs nothing but the fee', () => {
    expect(orderTotals([], 'pickup')).toEqual({ subtotal: 0, tax: 0, delivery: 0, total: 0 });
  });

  it('stays in whole paise: tax rounds half up once, on the subtotal', () => {
    const t = orderTotals([{ pricePaise: 1010, quantity: 3 }], 'pickup');
    expect(t.tax).toBe(152); // 5% of 30.30 = 1.515
    expect(Number.isInteger(t.total)).toBe(true);
  });

  it('per line: subtotal, tax and total', () => {
    expect(lineTotals({ pricePaise: 2500, quantity: 3 })).toEqual({ subtotal: 7500, tax: 375, total: 7875 });
  });
});

describe('contacts and codes (docs/product.md §5)', () => {
  it('normalises an email to lower case and a mobile to its digits', () => {
    expect(normalizeContact('email', '  Asha@Example.COM ')).toBe('asha@example.com');
    expect(normalizeContact('mobile', ' 98765 43210 ')).toBe('9876543210');
  });

  it.each([
    ['email', 'asha@example.com', null],
    ['email', 'asha@example', CUSTOMER_VALIDATION.emailInvalid],
    ['email', 'a b@example.com', CUSTOMER_VALIDATION.emailInvalid],
    ['mobile', '9876543210', null],
    ['mobile', '5876543210', CUSTOMER_VALIDATION.mobileInvalid],
    ['mobile', '987654321', CUSTOMER_VALIDATION.mobileInvalid],
    ['mobile', '98765432100', CUSTOMER_VALIDATION.mobileInvalid],
  ] as const)('%s %s → %s', (type, value, message) => {
    expect(contactError(type, value)).toBe(message);
  });

  it('keeps at most 6 digits of a typed code', () => {
    expect(otpDigits('12a3 45-678')).toBe('123456');
    expect(otpError('123456')).toBeNull();
    expect(otpError('12345')).toBe(CUSTOMER_VALIDATION.otpInvalidFormat);
  });

  it('shows a mobile in two groups and an email as it is', () => {
    expect(displayContact({ type: 'mobile', identifier: '9876543210' })).toBe('98765 43210');
    expect(displayContact({ type: 'email', identifier: 'a@b.in' })).toBe('a@b.in');
  });
});

describe('distances (nearby shops)', () => {
  it('measures the great-circle distance', () => {
    const mgRoad = { lat: 12.9756, lng: 77.6066 };
    const majestic = { lat: 12.9767, lng: 77.5713 };
    expect(distanceKm(mgRoad, majestic)).toBeCloseTo(3.83, 1);
    expect(distanceKm(mgRoad, mgRoad)).toBe(0);
    // Bengaluru to Chennai: about 290 km as the crow flies.
    expect(distanceKm({ lat: 12.9716, lng: 77.5946 }, { lat: 13.0827, lng: 80.2707 })).toBeGreaterThan(280);
  });

  it.each([
    [0.004, '10 m'],
    [0.853, '850 m'],
    [2.44, '2.4 km'],
    [12.6, '13 km'],
  ])('%s km reads %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});

describe('shopCodeFromQr: what a Chowk poster encodes', () => {
  it.each([
    ['https://chowk.in/customer/shop/SHOP-1234', 'SHOP-1234'],
    ['http://localhost:4200/customer/shop/SHOP-1234?utm=poster', 'SHOP-1234'],
    ['/customer/shop/SHOP%2D77', 'SHOP-77'],
    ['https://example.com/', null],
    ['SHOP-1234', null],
    ['https://x/customer/shop/%E0%A4', null],
    ['https://x/customer/shop/<script>', null],
  ])('%s → %s', (text, code) => {
    expect(shopCodeFromQr(text)).toBe(code);
  });
});

it('formats the order time in India (en-IN, medium date, short time)', () => {
  expect(formatOrderTime('2026-11-24T18:45:00.000Z')).toMatch(/25 Nov 2026, 12:15\s?am/i);
});
