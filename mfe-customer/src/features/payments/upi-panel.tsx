import { useId, useRef } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import {
  canOpenUpiLink,
  type CustomerOrder,
  formatRupees,
  ORDER_PAYMENT_MESSAGES,
  orderUpiLink,
  paymentOf,
  rupeesInWords,
  rupeesToPaise,
  UPI_TEXT,
} from '@chowk/contracts';
import { Button, useMessage } from '@chowk/ui';
import { useClaimOrderPaymentMutation } from '../../store/payments.api';
import { showsUpiPanel } from './order-payment';

/**
 * The QR as drawn: large enough for a phone's camera at arm's length (≥ 200 px), error
 * correction M, and the four-module quiet zone the QR standard asks for (UPI apps read it at once).
 */
export const UPI_QR = { size: 240, level: 'M', marginSize: 4 } as const;

/**
 * Paying a UPI order (docs/product.md "UPI payments and bills"): while it is unpaid or the
 * customer says paid, the QR of its UPI link (the exact amount, the order number as the
 * reference) with the amount, in words, and whom it goes to; on Android a link that opens a UPI
 * app; and "I have paid", which tells the shop (it never marks the order paid: the shop does).
 * Once the shop marks it paid the QR goes. Loaded on its own (qrcode.react is in this chunk).
 */
export default function UpiPanel({ order, onClaimed }: { order: CustomerOrder; onClaimed?: (order: CustomerOrder) => void }) {
  const [claim, { isLoading, isError, data: claimed }] = useClaimOrderPaymentMutation();
  const tm = useMessage();
  const headingId = useId();
  const stateRef = useRef<HTMLDivElement>(null);
  const payTo = order.pay_to;
  const payment = paymentOf(order);
  // The claim's answer shows at once, whatever page holds the order (a claim is never taken back).
  const status = payment.status === 'unpaid' && claimed ? paymentOf(claimed).status : payment.status;
  if (!payTo || !showsUpiPanel(order) || status === 'refunded') return null;

  const shopName = order.shop_name;
  const payee = payTo.payee_name || shopName;
  const paise = rupeesToPaise(order.total_amount);
  const amount = formatRupees(paise);
  const link = orderUpiLink(order, payTo, shopName) ?? '';
  const android = typeof navigator !== 'undefined' && canOpenUpiLink(navigator.userAgent);
  const paid = status === 'paid';

  const claimClicked = async () => {
    try {
      const next = await claim(order._id).unwrap();
      onClaimed?.(next);
      // The button goes with the claim: the focus goes to what the panel now says.
      stateRef.current?.focus();
    } catch {
      // Said below (ORDER_PAYMENT_MESSAGES.claimFailed); the button stays.
    }
  };

  return (
    <section
      className="card"
      aria-labelledby={headingId}
      data-testid="upi-panel"
      style={{ marginTop: 12, ...(paid ? { background: 'var(--c-success-soft)' } : {}) }}
    >
      <h2 id={headingId} style={{ fontSize: '1.1rem' }}>
        {tm(UPI_TEXT.optionLabel)}
      </h2>
      {!paid && (
        <>
          <p style={{ margin: '0 0 10px' }}>{tm(UPI_TEXT.scan)}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', justifyContent: 'center' }}>
            <QRCodeSVG
              value={link}
              size={UPI_QR.size}
              level={UPI_QR.level}
              marginSize={UPI_QR.marginSize}
              bgColor="#ffffff"
              fgColor="#000000"
              role="img"
              aria-label={tm(UPI_TEXT.qrLabel(amount, payee))}
              data-testid="upi-qr"
              style={{ width: UPI_QR.size, height: UPI_QR.size, maxWidth: '100%', flex: 'none' }}
            />
            <div style={{ minWidth: 0, flex: '1 1 180px' }}>
              <p style={{ margin: 0, fontSize: '1.6rem', fontWeight: 700 }}>{amount}</p>
              <p style={{ margin: '0 0 8px', color: 'var(--c-muted)' }}>{rupeesInWords(paise)}</p>
              <p style={{ margin: 0, fontWeight: 600 }}>{tm(UPI_TEXT.payee(payee))}</p>
              <p className="mono" style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {payTo.upi_id}
              </p>
            </div>
          </div>
          {android && (
            <a className="btn btn-primary" href={link} style={{ width: '100%', marginTop: 12 }}>
              {tm(UPI_TEXT.payWithApp)}
            </a>
          )}
        </>
      )}

      {/* Announced when the claim goes through, and when the shop marks the order paid (a live change). */}
      <div ref={stateRef} tabIndex={-1} aria-live="polite" data-testid="upi-state" style={{ marginTop: paid ? 0 : 12 }}>
        {status === 'claimed' && (
          <p style={{ margin: 0 }}>
            <strong>{tm(UPI_TEXT.toBeConfirmed)}</strong>
            <br />
            <span className="field-hint">{tm(UPI_TEXT.toBeConfirmedHint)}</span>
          </p>
        )}
        {paid && <p style={{ margin: 0, fontWeight: 700, color: 'var(--c-success)' }}>{tm(UPI_TEXT.paid)}</p>}
      </div>
      {status === 'unpaid' && (
        <>
          {isError && !isLoading && (
            <p className="field-error" role="alert" style={{ margin: '8px 0 0' }}>
              {tm(ORDER_PAYMENT_MESSAGES.claimFailed)}
            </p>
          )}
          <Button
            variant={android ? 'secondary' : 'primary'}
            busy={isLoading}
            onClick={() => void claimClicked()}
            style={{ width: '100%', marginTop: 8 }}
          >
            {tm(UPI_TEXT.iHavePaid)}
          </Button>
        </>
      )}
    </section>
  );
}
