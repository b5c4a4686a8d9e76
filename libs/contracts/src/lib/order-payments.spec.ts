import {
  applyPaymentChange,
  applyPaymentClaim,
  canOpenUpiLink,
  ORDER_PAYMENT_MESSAGES,
  orderUpiLink,
  type OrderPayment,
  paymentChangeError,
  paymentLabel,
  paymentTotals,
  UNPAID,
  upiAmount,
  upiLink,
} from './order-payments';

describe('the UPI link', () => {
  it('carries the VPA, payee, amount with two decimals, INR, note and reference', () => {
    expect(
      upiLink({
        upiId: 'Sharma.Tea@okhdfcbank',
        payeeName: 'Sharma & Sons Tea',
        amountPaise: 12350,
        reference: 'ORD-261127-0001',
      }),
    ).toBe(
      'upi://pay?pa=sharma.tea@okhdfcbank&pn=Sharma%20%26%20Sons%20Tea&am=123.50&cu=INR&tn=Order%20ORD-261127-0001&tr=ORD-261127-0001',
    );
  });

  it('writes amounts in whole paise', () => {
    expect([upiAmount(0), upiAmount(5), upiAmount(100), upiAmount(1999), upiAmount(123456789)]).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '19.99',
      '1234567.89',
    ]);
  });

  it('escapes what a query must not carry, and keeps note and payee within their limits', () => {
    const link = upiLink({
      upiId: 'a@ybl',
      payeeName: 'Rāma’s #1 Café?&=',
      amountPaise: 100,
      reference: 'R1',
      note: `x${'y'.repeat(80)}`,
    });
    const query = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(query.get('pn')).toBe('Rāma’s #1 Café?&=');
    expect(query.get('tn')).toHaveLength(50);
    expect(link).not.toContain('+');
    expect(link).not.toMatch(/[ #]/);
  });

  it('is the order total to the shop, or none without a UPI ID', () => {
    const order = { order_id: 'ORD-261127-0007', total_amount: 57.75 };
    expect(orderUpiLink(order, { upi_id: 'shop@ybl', payee_name: null }, 'Chai Point')).toBe(
      'upi://pay?pa=shop@ybl&pn=Chai%20Point&am=57.75&cu=INR&tn=Order%20ORD-261127-0007&tr=ORD-261127-0007',
    );
    expect(orderUpiLink(order, { upi_id: null, payee_name: null }, 'Chai Point')).toBeNull();
  });

  it('opens an app on Android only', () => {
    expect(canOpenUpiLink('Mozilla/5.0 (Linux; Android 13; SM-A146B)')).toBe(true);
    expect(canOpenUpiLink('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(false);
  });
});

describe('payment status', () => {
  const at = '2026-11-27T05:00:00.000Z';
  const claimed: OrderPayment = { status: 'claimed', via: null, claimed_at: at, updated_at: null };

  it('lets the shop mark paid (with how), unpaid, and refund only what was paid', () => {
    expect(paymentChangeError('unpaid', { status: 'paid' })).toBe(ORDER_PAYMENT_MESSAGES.viaRequired);
    expect(paymentChangeError('unpaid', { status: 'paid', via: 'upi' })).toBeNull();
    expect(paymentChangeError('claimed', { status: 'refunded' })).toBe(ORDER_PAYMENT_MESSAGES.refundNotPaid);
    expect(paymentChangeError('paid', { status: 'refunded' })).toBeNull();
    expect(paymentChangeError('paid', { status: 'claimed' as never })).toBe(ORDER_PAYMENT_MESSAGES.statusInvalid);
  });

  it("keeps the customer's claim: undoing paid reads claimed again", () => {
    const paid = applyPaymentChange(claimed, { status: 'paid', via: 'upi' }, at);
    expect(paid).toEqual({ status: 'paid', via: 'upi', claimed_at: at, updated_at: at });
    expect(applyPaymentChange(paid, { status: 'unpaid' }, at).status).toBe('claimed');
    expect(applyPaymentChange(UNPAID, { status: 'paid', via: 'cash' }, at).status).toBe('paid');
    expect(applyPaymentChange(paid, { status: 'refunded' }, at)).toMatchObject({ status: 'refunded', via: 'upi' });
  });

  it("a customer's claim never marks an order paid", () => {
    expect(applyPaymentClaim(UNPAID, at)).toEqual({ status: 'claimed', via: null, claimed_at: at, updated_at: null });
    const paid: OrderPayment = { status: 'paid', via: 'cash', claimed_at: null, updated_at: at };
    expect(applyPaymentClaim(paid, at)).toBe(paid);
    expect(applyPaymentClaim(claimed, '2026-11-28T00:00:00.000Z')).toBe(claimed);
  });

  it('labels', () => {
    expect(paymentLabel({ status: 'paid', via: 'upi', claimed_at: null, updated_at: at })).toBe('Paid · UPI');
    expect(paymentLabel(claimed)).toBe('Payment to be confirmed');
  });

  it('totals paid, unpaid (claimed too) and refunded, cancelled orders aside', () => {
    expect(
      paymentTotals([
        { status: 'completed', total_paise: 1000, payment_status: 'paid' },
        { status: 'pending', total_paise: 200, payment_status: 'claimed' },
        { status: 'pending', total_paise: 30 },
        { status: 'cancelled', total_paise: 4000, payment_status: 'unpaid' },
        { status: 'cancelled', total_paise: 500, payment_status: 'refunded' },
      ]),
    ).toEqual({ paid: 1000, unpaid: 230, refunded: 500 });
  });
});
