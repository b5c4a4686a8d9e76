import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatRupees, MERCHANT_TRANSACTION_ID_PATTERN, PAYMENT_MESSAGES } from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import { StoreGate } from '@chowk/store/query';
import { ErrorBox, Spinner, useLocale, useMessage } from '@chowk/ui';
import { Trans } from 'react-i18next';
import { useText } from '../../i18n';
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
  const { t, i18n } = useText();
  const tm = useMessage();
  const locale = useLocale();
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
      t('plans.callback.payment'),
      <>
        <ErrorBox>{t('plans.callback.badLink')}</ErrorBox>
        <p>
          <Link to="/shop/dashboard">{t('plans.callback.toYourDashboard')}</Link>
        </p>
      </>,
    );
  }
  if (session.checking) return <Spinner label={t('common.checkingSession')} />;
  if (!signedIn) {
    return frame(
      t('plans.callback.payment'),
      <p>
        <Trans i18nKey="plans.callback.logIn" t={t} i18n={i18n} components={{ login: <Link to="/login" /> }} />
      </p>,
    );
  }
  if (failure && !payment) {
    return frame(
      t('plans.callback.payment'),
      <ErrorBox onRetry={() => void status.refetch()}>{t('plans.callback.loadFailed')}</ErrorBox>,
    );
  }
  if (!payment) return frame(t('plans.callback.confirming'), <Spinner label={t('plans.callback.asking')} />);

  const period = payment.billing_period === 'yearly' ? t('plans.yearlyPeriod') : t('plans.monthlyPeriod');
  const what =
    payment.purpose === 'registration'
      ? t('plans.callback.registration')
      : t('plans.callback.planFor', { plan: tm(payment.plan_name), period });
  const next = readAfterPayment(payment.merchantTransactionId)?.nextPlan;
  const summary = (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
      <dt>{t('plans.callback.for')}</dt>
      <dd style={{ margin: 0 }}>{what}</dd>
      <dt>{t('plans.callback.amount')}</dt>
      <dd style={{ margin: 0 }}>{formatRupees(payment.amount)}</dd>
      <dt>{t('plans.callback.transaction')}</dt>
      <dd style={{ margin: 0 }} className="mono">
        {payment.merchantTransactionId}
      </dd>
    </dl>
  );

  if (payment.state === 'paid') {
    return frame(
      tm(PAYMENT_MESSAGES.paid),
      <>
        <p role="status">
          {payment.purpose === 'registration' ? (
            t('plans.callback.registrationComplete')
          ) : payment.shop_plan ? (
            <Trans
              i18nKey="plans.callback.onPlanUntil"
              t={t}
              i18n={i18n}
              values={{ plan: tm(payment.plan_name), date: planDate(payment.shop_plan.renews_at, locale) }}
              components={{ strong: <strong /> }}
            />
          ) : (
            <Trans
              i18nKey="plans.callback.onPlan"
              t={t}
              i18n={i18n}
              values={{ plan: tm(payment.plan_name) }}
              components={{ strong: <strong /> }}
            />
          )}
        </p>
        {summary}
        <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {next ? (
            <Link
              className="btn btn-primary"
              to={`/shop/dashboard?show-subscription-plan=true&plan=${next.planId}&billing=${next.billing}`}
            >
              {t('plans.callback.continueToPlan')}
            </Link>
          ) : (
            <Link className="btn btn-primary" to="/shop/dashboard">
              {t('common.goToDashboard')}
            </Link>
          )}
        </p>
      </>,
    );
  }
  if (payment.state === 'pending') {
    return frame(
      t('plans.callback.confirming'),
      <>
        <p role="status" aria-live="polite">
          {gaveUp ? t('plans.callback.stillConfirming') : t('plans.callback.waiting')}
        </p>
        {!gaveUp && <Spinner label={t('plans.callback.confirmingShort')} />}
        {summary}
        <p>
          <Link to="/shop/dashboard">{t('common.goToDashboard')}</Link>
        </p>
      </>,
    );
  }
  return frame(
    t('plans.callback.notCompleted'),
    <>
      <p role="alert" className="field-error" style={{ fontWeight: 600 }}>
        {payment.state === 'expired' ? `${tm(PAYMENT_MESSAGES.expired)}. ` : ''}
        {tm(PAYMENT_MESSAGES.failed)}
      </p>
      <p>{payment.code === 'AMOUNT_MISMATCH' ? t('plans.callback.planUnchanged') : t('plans.callback.nothingCharged')}</p>
      {summary}
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Link className="btn btn-primary" to="/shop/dashboard?show-subscription-plan=true">
          {t('plans.callback.tryAgain')}
        </Link>
        <Link className="btn btn-secondary" to="/shop/dashboard">
          {t('common.goToDashboard')}
        </Link>
      </p>
    </>,
  );
}
