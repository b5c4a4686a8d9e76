import { useState } from 'react';
import { PAYMENT_MESSAGES } from '@chowk/contracts';
import { ErrorBox, TextField, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { useStartPaymentMutation } from '../../store/payment.api';
import { type AfterPayment, mobileError, payAndRedirect, type Purchase } from './pay';
import { useCheckoutScript } from './use-checkout-script';

/**
 * One payment's state for the plan dialog and the wizard's Payment step (docs/product.md §4): the gateway's
 * script (the pay button waits for it), the mobile for the gateway, processing (the button is
 * disabled meanwhile) and a failure, after which processing resets.
 */
export function usePayment(
  purchase: Purchase,
  { mobile: initialMobile, userId, nextPlan }: { mobile: string; userId: string; nextPlan?: AfterPayment['nextPlan'] },
) {
  const script = useCheckoutScript();
  const [startPayment] = useStartPaymentMutation();
  const [mobile, setMobile] = useState(initialMobile);
  const [mobileProblem, setMobileProblem] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  const pay = async () => {
    const problem = mobileError(mobile.trim());
    setMobileProblem(problem);
    if (problem) return;
    setFailed(false);
    setProcessing(true);
    try {
      await payAndRedirect(purchase, {
        mobile: mobile.trim(),
        userId,
        nextPlan,
        initiate: (body) => startPayment(body).unwrap(),
      });
    } catch {
      // docs/product.md §8: 'Payment failed. Please try again.'; the processing state resets.
      setFailed(true);
      setProcessing(false);
    }
  };
  return {
    script,
    mobile,
    setMobile: (value: string) => setMobile(value.replace(/\D/g, '').slice(0, 10)),
    mobileProblem,
    processing,
    failed,
    pay,
    /** The pay button may be pressed. */
    ready: script.state === 'ready' && !processing,
  };
}

export type PaymentState = ReturnType<typeof usePayment>;

export function MobileField({ payment }: { payment: PaymentState }) {
  const { t } = useText();
  const tm = useMessage();
  return (
    <TextField
      label={t('plans.mobile')}
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      value={payment.mobile}
      onChange={(e) => payment.setMobile(e.target.value)}
      error={payment.mobileProblem ? tm(payment.mobileProblem) : undefined}
    />
  );
}

/** The sandbox's note, the script that did not load (with Retry), and the failure alert. */
export function PaymentNotices({ payment }: { payment: PaymentState }) {
  const { t } = useText();
  const tm = useMessage();
  return (
    <>
      {payment.script.sandbox && (
        <p className="stat-hint" role="note">
          {t('plans.sandbox')}
        </p>
      )}
      {payment.script.state === 'failed' && <ErrorBox onRetry={payment.script.retry}>{t('plans.scriptFailed')}</ErrorBox>}
      {payment.failed && (
        <p role="alert" className="field-error" style={{ fontWeight: 600 }}>
          {tm(PAYMENT_MESSAGES.failed)}
        </p>
      )}
    </>
  );
}
