import {
  BILL_LIMITS,
  BILL_NUMBER_PATTERN,
  billKindOf,
  billShareText,
  financialYear,
  formatBillNumber,
  numberInWords,
  rupeesInWords,
  splitTax,
  taxNote,
  whatsappShareLink,
} from './bills';

describe('financial year', () => {
  it('turns at midnight of 1 April, India time', () => {
    // 31 March 23:59:59 IST is 18:29:59 UTC; 1 April 00:00 IST is 18:30 UTC.
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toEqual({ start: 2026, label: '2026-27' });
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toEqual({ start: 2027, label: '2027-28' });
    expect(financialYear(new Date('2026-04-01T00:00:00.000Z'))).toEqual({ start: 2026, label: '2026-27' });
    expect(financialYear(new Date('2099-12-31T12:00:00.000Z'))).toEqual({ start: 2099, label: '2099-00' });
  });

  it('numbers bills within 16 characters of GST rule 46', () => {
    const fy = financialYear(new Date('2027-01-15T10:00:00Z'));
    expect(formatBillNumber(fy, 1)).toBe('2026-27/00001');
    expect(formatBillNumber(fy, 123456)).toBe('2026-27/123456');
    const last = formatBillNumber(fy, BILL_LIMITS.seqMax);
    expect(last.length).toBeLessThanOrEqual(BILL_LIMITS.numberMax);
    expect(last).toMatch(BILL_NUMBER_PATTERN);
  });
});

describe('bills', () => {
  it('follow the GST registration', () => {
    expect([billKindOf('unregistered'), billKindOf('composition'), billKindOf('regular'), billKindOf(undefined)]).toEqual([
      'receipt',
      'bill_of_supply',
      'tax_invoice',
      'receipt',
    ]);
  });

  it('split tax into CGST and SGST, an odd paisa to CGST', () => {
    expect(splitTax(1000)).toEqual({ cgst: 500, sgst: 500 });
    expect(splitTax(1001)).toEqual({ cgst: 501, sgst: 500 });
    expect(splitTax(0)).toEqual({ cgst: 0, sgst: 0 });
  });

  it('say how the tax was computed', () => {
    expect(taxNote('receipt', 20000, 1000)).toBe('5% of ₹200.00 = ₹10.00');
    expect(taxNote('tax_invoice', 20000, 1000)).toBe('5% of ₹200.00 = ₹10.00 (CGST 2.5% ₹5.00 + SGST 2.5% ₹5.00)');
  });

  it('write amounts in words the Indian way', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(123456)).toBe('One Lakh Twenty Three Thousand Four Hundred Fifty Six');
    expect(numberInWords(10000000)).toBe('One Crore');
    expect(rupeesInWords(12350)).toBe('Rupees One Hundred Twenty Three and Fifty Paise Only');
    expect(rupeesInWords(100)).toBe('Rupees One Only');
  });

  it('share to WhatsApp with the address', () => {
    const text = billShareText(
      { title: 'Tax Invoice', number: '2026-27/00001', total: 1234.5, shop: { name: 'Chai Point' } as never },
      'https://chowk.example/customer/bill/abc',
    );
    expect(text).toBe('Tax Invoice 2026-27/00001 from Chai Point: ₹1,234.50. https://chowk.example/customer/bill/abc');
    expect(whatsappShareLink('a b', '98765 43210')).toBe('https://wa.me/919876543210?text=a%20b');
    expect(whatsappShareLink('a b')).toBe('https://wa.me/?text=a%20b');
  });
});
