import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatRupees, MERCHANT_TRANSACTION_ID_PATTERN, PAYMENT_MESSAGES } from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import { StoreGate } from '@chowk/store/query';
import { ErrorBox, Spinner } from '@chowk/ui';
import { paymentApi, useGetPaymentStatusQuery } from '../../store/payment.api';
import { shopApi } from '../../store/shop.api';
import { refreshShop } from '../../store/shop-profile.api';
import { useShopSession } from '../auth/shop-session';
import { readAfterPayment } from './pay';
import { planDate } from './plan-date';

/** While pending, the page asks again every 3 s (the API asks the gateway), for up to 2 minutes. */
export const POLL_MS = 3_000;
export const POLL_FOR_MS = 120_000;

const PAYMENT_STATE = [shopApi.reducerPath];

/** The page as /payment/* mounts it: once the shop's cache is in the shell's store. */
export function PaymentCallbackRoute() {
  return (
    <StoreGate reducerPaths={PAYMENT_STATE} fallback={<Spinner />}>
      <PaymentCallbackPage />
    </StoreGate>
  );
}

/**
 * /payment/callback: where the gateway sends the browser back. It trusts nothing the gateway
 * posted: it asks the API, which settles only on the gateway's signed word (callback or status
 * check). Paid: the plan and its renewal date, and the shop refreshed so the locks open; failed
 * or expired: the message and a way to try again; pending: it keeps asking.
 */
export function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const id = params.get('merchantTransactionId') ?? '';
  const valid = MERCHANT_TRANSACTION_ID_PATTERN.test(id);
  const session = useShopSession();
  const dispatch = useAppDispatch();
  const signedIn = session.mode === 'api';
  const [started] = useState(() => Date.now());
  const refreshed = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const paymentOf = valid && signedIn ? id : skipToken;
  // Asked again every 3 s while the answer held is pending; a failed read stops it (Retry asks again).
  const held = paymentApi.endpoints.getPaymentStatus.useQueryState(paymentOf);
  // Still pending 2 minutes on: the page stops asking and says the bank is still confirming.
  const gaveUp = held.data?.state === 'pending' && (held.fulfilledTimeStamp ?? started) - started >= POLL_FOR_MS;
  const polling = held.data?.state === 'pending' && !gaveUp && !held.isError;
  const status = useGetPaymentStatusQuery(paymentOf, { pollingInterval: polling ? POLL_MS : 0 });
  const payment = status.data ?? null;

  const failure = status.isError && !status.isFetching ? 'load' : null;

  // Paid: the shop again, so the dashboard's locks open at once.
  useEffect(() => {
    if (payment?.state !== 'paid' || refreshed.current) return;
    refreshed.current = true;
    void dispatch(refreshShop());
  }, [payment?.state, dispatch]);

  useEffect(() => {
    if (payment && payment.state !== 'pending') heading.current?.focus();
  }, [payment]);

  const frame = (title: string, body: React.ReactNode) => (
    <section className="container" style={{ padding: '24px 16px', maxWidth: 560 }} aria-labelledby="payment-title">
      <h1 id="payment-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {body}
    </section>
  );

  if (!valid) {
    return frame(
      'Payment',
      <>
        <ErrorBox>This link does not name a payment.</ErrorBox>
        <p>
          <Link to="/shop/dashboard">Go to your dashboard</Link>
        </p>
      </>,
    );
  }
  if (session.checking) return <Spinner label="Checking your session…" />;
  if (!signedIn) {
    return frame(
      'Payment',
      <p>
        Please <Link to="/login">log in to your shop</Link> to see this payment.
      </p>,
    );
  }
  if (failure && !payment) {
    return frame('Payment', <ErrorBox onRetry={() => void status.refetch()}>The payment's status could not be loaded.</ErrorBox>);
  }
  if (!payment) return frame('Confirming your payment…', <Spinner label="Asking the payment gateway…" />);

  const what = payment.purpose === 'registration' ? 'Registration' : `${payment.plan_name} (${payment.billing_period})`;
  const next = readAfterPayment(payment.merchantTransactionId)?.nextPlan;
  const summary = (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
      <dt>For</dt>
      <dd style={{ margin: 0 }}>{what}</dd>
      <dt>Amount</dt>
      <dd style={{ margin: 0 }}>{formatRupees(payment.amount)}</dd>
      <dt>Transaction</dt>
      <dd style={{ margin: 0 }} className="mono">
        {payment.merchantTransactionId}
      </dd>
    </dl>
  );

  if (payment.state === 'paid') {
    return frame(
      PAYMENT_MESSAGES.paid,
      <>
        <p role="status">
          {payment.purpose === 'registration' ? (
            'Your shop’s registration is complete.'
          ) : (
            <>
              Your shop is on <strong>{payment.plan_name}</strong>
              {payment.shop_plan ? ` until ${planDate(payment.shop_plan.renews_at)}` : ''}. Everything it includes is open now.
            </>
          )}
        </p>
        {summary}
        <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {next ? (
            <Link
              className="btn btn-primary"
              to={`/shop/dashboard?show-subscription-plan=true&plan=${next.planId}&billing=${next.billing}`}
            >
              Continue to your plan
            </Link>
          ) : (
            <Link className="btn btn-primary" to="/shop/dashboard">
              Go to dashboard
            </Link>
          )}
        </p>
      </>,
    );
  }
  if (payment.state === 'pending') {
    return frame(
      'Confirming your payment…',
      <>
        <p role="status" aria-live="polite">
          {gaveUp
            ? 'The payment is still being confirmed by your bank. We keep checking: your plan opens as soon as it is paid, and nothing is charged twice.'
            : 'Waiting for the payment gateway to confirm. This usually takes a few seconds.'}
        </p>
        {!gaveUp && <Spinner label="Confirming…" />}
        {summary}
        <p>
          <Link to="/shop/dashboard">Go to dashboard</Link>
        </p>
      </>,
    );
  }
  return frame(
    'Payment not completed',
    <>
      <p role="alert" className="field-error" style={{ fontWeight: 600 }}>
        {payment.state === 'expired' ? `${PAYMENT_MESSAGES.expired}. ` : ''}
        {PAYMENT_MESSAGES.failed}
      </p>
      <p>Your plan has not changed{payment.code === 'AMOUNT_MISMATCH' ? '' : ', and nothing was charged'}.</p>
      {summary}
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Link className="btn btn-primary" to="/shop/dashboard?show-subscription-plan=true">
          Try again
        </Link>
        <Link className="btn btn-secondary" to="/shop/dashboard">
          Go to dashboard
        </Link>
      </p>
    </>,
  );
}
