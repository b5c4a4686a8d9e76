import {
  billingOf,
  BILLING_MESSAGES,
  chargesTax,
  gstinCheckChar,
  gstinError,
  isUpiId,
  normalizeBilling,
  placeOfSupply,
  validateBilling,
} from './billing';

describe('GSTIN', () => {
  // Published GSTINs (the GST portal's own example and registered businesses).
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM'])('%s is valid', (gstin) => {
    expect(gstinError(gstin)).toBeNull();
    expect(gstinError(gstin.toLowerCase())).toBeNull();
  });

  it('finds the check character by the mod-36 rule', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4');
  });

  it.each([
    ['27AAPFU0939F1ZW', BILLING_MESSAGES.gstinCheck],
    ['29AAGCB7383J1Z5', BILLING_MESSAGES.gstinCheck],
    ['27AAPFU0939F1Z', BILLING_MESSAGES.gstinLength],
    ['27AAPFU0939F1ZVV', BILLING_MESSAGES.gstinLength],
    ['27AAPF00939F1ZV', BILLING_MESSAGES.gstinInvalid],
    ['27AAPFU0939F1YV', BILLING_MESSAGES.gstinInvalid],
    ['27AAPFU0939F0ZV', BILLING_MESSAGES.gstinInvalid],
    ['99AAPFU0939F1ZV', BILLING_MESSAGES.gstinState],
    ['', BILLING_MESSAGES.gstinRequired],
    [42, BILLING_MESSAGES.gstinRequired],
  ])('%s: %s', (gstin, message) => expect(gstinError(gstin)).toBe(message));

  it('names the place of supply by its state code', () => {
    expect(placeOfSupply('27AAPFU0939F1ZV')).toBe('Maharashtra (27)');
    expect(placeOfSupply('29AAGCB7383J1Z4')).toBe('Karnataka (29)');
  });
});

describe('UPI ID', () => {
  it.each(['sharma.tea@okhdfcbank', 'Ravi_K-1@ybl', '9876543210@paytm', 'ab@upi'])('%s is one', (id) =>
    expect(isUpiId(id)).toBe(true),
  );
  it.each(['sharma', '@okhdfcbank', 'a@b', 'name@', 'name@1bank', 'na me@ybl', 'x@ybl.com', `${'a'.repeat(100)}@ybl`, 42])(
    '%s is not',
    (id) => expect(isUpiId(id)).toBe(false),
  );
});

describe('validateBilling', () => {
  it('takes none at all', () => {
    expect(validateBilling({ upi_id: null, payee_name: null, gst_scheme: 'unregistered', gstin: null })).toEqual({});
    expect(validateBilling({ upi_id: '', payee_name: '', gst_scheme: 'unregistered', gstin: '' })).toEqual({});
  });

  it('says what is wrong with each field', () => {
    expect(validateBilling({ upi_id: 'sharma', payee_name: '', gst_scheme: 'regular', gstin: '' })).toEqual({
      upi_id: BILLING_MESSAGES.upiIdInvalid,
      payee_name: BILLING_MESSAGES.payeeNameRequired,
      gstin: BILLING_MESSAGES.gstinRequired,
    });
    expect(validateBilling({ upi_id: 'ab@ybl', payee_name: 'x'.repeat(51), gst_scheme: 'gst', gstin: null })).toEqual({
      payee_name: BILLING_MESSAGES.payeeNameTooLong,
      gst_scheme: BILLING_MESSAGES.gstSchemeInvalid,
    });
    expect(validateBilling({ gst_scheme: 'unregistered', gstin: '27AAPFU0939F1ZV' })).toEqual({
      gstin: BILLING_MESSAGES.gstinNotUnregistered,
    });
    expect(validateBilling({ gst_scheme: 'composition', gstin: '27AAPFU0939F1ZW' })).toEqual({
      gstin: BILLING_MESSAGES.gstinCheck,
    });
  });

  it('stores trimmed, the UPI ID lower-case and the GSTIN upper-case', () => {
    expect(
      normalizeBilling({
        upi_id: ' Sharma.Tea@OKHDFCBANK ',
        payee_name: ' Sharma Tea ',
        gst_scheme: 'regular',
        gstin: '27aapfu0939f1zv',
      }),
    ).toEqual({ upi_id: 'sharma.tea@okhdfcbank', payee_name: 'Sharma Tea', gst_scheme: 'regular', gstin: '27AAPFU0939F1ZV' });
    expect(normalizeBilling({ upi_id: '', payee_name: 'Kept?', gst_scheme: 'unregistered', gstin: null })).toEqual({
      upi_id: null,
      payee_name: null,
      gst_scheme: 'unregistered',
      gstin: null,
    });
  });

  it('reads older records with the defaults, and only composition shops charge no tax', () => {
    expect(billingOf(undefined)).toEqual({ upi_id: null, payee_name: null, gst_scheme: 'unregistered', gstin: null });
    expect(billingOf({ gst_scheme: 'other' as never, gstin: 'X' })).toEqual(billingOf(null));
    expect([chargesTax('unregistered'), chargesTax('composition'), chargesTax('regular'), chargesTax(undefined)]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });
});
