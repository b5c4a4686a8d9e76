import { formatRupees, paiseToRupees, rupeesToPaise, taxOn } from './money';

describe('money in paise', () => {
  it('converts without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });
  it('taxes 5% rounded to the paisa', () => {
    expect(taxOn(10000)).toBe(500);
    expect(taxOn(1999)).toBe(100);
    expect(taxOn(0)).toBe(0);
  });
  it('formats rupees', () => {
    expect(formatRupees(123456)).toBe('₹1,234.56');
  });
});
