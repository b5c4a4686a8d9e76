import { STORAGE_KEYS } from '@chowk/contracts';
import { cardErrors, formatCardNumber, formatExpiry, luhn } from './card';
import { readPlacedOrders, rememberPlacedOrder } from './placed-orders';
import { orderingBlockedReason, todayHours } from './shop-info';
import { readVerifiedContact, saveVerifiedContact } from './verified-contact';

afterEach(() => localStorage.clear());

describe('card checks (never sent)', () => {
  const now = new Date(2026, 10, 24);
  it('requires every field with the contract texts, then checks the formats', () => {
    expect(cardErrors({ number: '', expiry: '', cvc: '', name: ' ' }, now)).toEqual({
      number: 'Card number is required',
      expiry: 'Expiry (MM/YY) is required',
      cvc: 'CVC is required',
      name: 'Name on card is required',
    });
    expect(cardErrors({ number: '4111 1111 1111 1111', expiry: '11/26', cvc: '123', name: 'A' }, now)).toEqual({});
    expect(cardErrors({ number: '4111 1111 1111 1112', expiry: '13/26', cvc: '12', name: 'A' }, now)).toEqual({
      number: 'Enter a valid card number',
      expiry: 'Use MM/YY, e.g. 08/28',
      cvc: 'The CVC is the 3 or 4 digits on the back of the card',
    });
    expect(cardErrors({ number: '4111111111111111', expiry: '10/26', cvc: '1234', name: 'A' }, now)).toEqual({
      expiry: 'This card has expired',
    });
  });
  it('formats as typed', () => {
    expect(luhn('79927398713')).toBe(true);
    expect(formatCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
    expect(formatExpiry('0828')).toBe('08/28');
    expect(formatExpiry('0')).toBe('0');
  });
});

describe('the verified contact on this device', () => {
  it('is kept with its time and forgotten after the 24 hours the server honours', () => {
    const at = new Date('2026-11-24T06:00:00Z');
    saveVerifiedContact({ type: 'mobile', identifier: '9876543210', verified: true }, at);
    expect(readVerifiedContact(new Date('2026-11-25T05:59:00Z'))).toMatchObject({ type: 'mobile', identifier: '9876543210' });
    expect(readVerifiedContact(new Date('2026-11-25T06:01:00Z'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.verifiedContact)).toBeNull();
  });
  it('ignores what it cannot read', () => {
    localStorage.setItem(STORAGE_KEYS.verifiedContact, '{"type":"fax","identifier":"1","verified":true}');
    expect(readVerifiedContact()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.verifiedContact, 'nope');
    expect(readVerifiedContact()).toBeNull();
    // Written by another part of the app without a time: honoured.
    localStorage.setItem(STORAGE_KEYS.verifiedContact, '{"type":"email","identifier":"a@b.in","verified":true}');
    expect(readVerifiedContact()).toMatchObject({ type: 'email', identifier: 'a@b.in' });
  });
});

describe('placed orders', () => {
  it('keeps the ids newest first, once each, at most 50', () => {
    rememberPlacedOrder('a');
    rememberPlacedOrder('b');
    rememberPlacedOrder('a');
    expect(readPlacedOrders()).toEqual(['a', 'b']);
    for (let i = 0; i < 60; i++) rememberPlacedOrder(`o${i}`);
    expect(readPlacedOrders()).toHaveLength(50);
    expect(readPlacedOrders()[0]).toBe('o59');
    localStorage.setItem(STORAGE_KEYS.placedOrders, '{}');
    expect(readPlacedOrders()).toEqual([]);
  });
});

describe('shop hours', () => {
  const week = (open: string, close: string, closed = false) =>
    Array.from({ length: 7 }, (_, day) => ({ day: day as 0, closed, open, close }));
  // 2026-11-24 is a Tuesday; 10:00 in India is 04:30 UTC.
  const tuesday10am = new Date('2026-11-24T04:30:00Z');
  it("says today's hours in India, or closed today, or the fixed label without hours", () => {
    expect(todayHours({ openingHours: week('09:00', '21:00') }, tuesday10am)).toBe('Today 9:00 AM – 9:00 PM');
    expect(todayHours({ openingHours: week('09:00', '21:00', true) }, tuesday10am)).toBe('Closed today');
    expect(todayHours({ openingHours: [] }, tuesday10am)).toBe('Open 10 AM - 10 PM');
  });
  it('blocks ordering while closed or paused, with the server’s texts', () => {
    expect(orderingBlockedReason({ openingHours: week('09:00', '21:00'), ordersPaused: false }, tuesday10am)).toBeNull();
    expect(orderingBlockedReason({ openingHours: week('11:00', '21:00'), ordersPaused: false }, tuesday10am)).toBe(
      'This shop is closed right now. Please order during its opening hours.',
    );
    expect(orderingBlockedReason({ openingHours: week('09:00', '21:00'), ordersPaused: true }, tuesday10am)).toBe(
      'This shop is not taking orders right now. Please try again later.',
    );
  });
});
