import { useEffect, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import {
  LIMITS,
  SHOP_API_MESSAGES,
  SHOP_FAILURE,
  SHOP_SUCCESS,
  type Shop,
  type ShopUser,
  validateVerifyMobile,
} from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import type { QueryError } from '@chowk/store/query';
import { Button, TextField, toast, useMessage } from '@chowk/ui';
import { shopkeeperI18n, useText } from '../../i18n';
import { useResendOtpMutation, useVerifyMobileMutation } from '../../store/auth.api';
import { startShopSession } from '../auth/shop-session';

/** The code input keeps digits only, at most 6 (docs/product.md §5). */
export const otpInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, LIMITS.otpLength);

/**
 * "Verify your mobile" (docs/product.md §4 OTP flow: input, verify, verified): the signup sent a 6-digit
 * code by SMS; a new one can be sent, then not again for 60 s. The texts are docs/product.md §8's: the
 * server's message when it answered, else the fixed ones.
 */
export function VerifyMobileCard({ user, shop }: { user: ShopUser; shop: Shop | null }) {
  const { t } = useText();
  const tm = useMessage();
  const dispatch = useAppDispatch();
  const [resendOtp, { isLoading: sending }] = useResendOtpMutation();
  const [verifyMobile] = useVerifyMobileMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  // Busy until the session has started too (the card then goes), not only while the call runs.
  const [verifying, setVerifying] = useState(false);
  const waitId = useId();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setError(null);
    try {
      await resendOtp(user.mobile).unwrap();
      toast.success(tm(SHOP_SUCCESS.otpSent));
      setWait(LIMITS.otpResendSeconds);
    } catch (e) {
      const failed = e as QueryError;
      setError(failed.status ? (failed.serverMessage ?? SHOP_FAILURE.otpSend) : SHOP_FAILURE.otpSendRetry);
    }
  };

  const verify = async () => {
    const invalid = validateVerifyMobile({ mobile: user.mobile, code }).code;
    if (invalid) return setError(invalid);
    setVerifying(true);
    setError(null);
    try {
      const answer = await verifyMobile({ mobile: user.mobile, code }).unwrap();
      await startShopSession(dispatch, { token: answer.token, user: answer.user, shop });
      toast.success(tm(SHOP_SUCCESS.accountVerified));
    } catch (e) {
      const failed = e as QueryError;
      setError(failed.status ? (failed.serverMessage ?? SHOP_API_MESSAGES.otpInvalid) : SHOP_FAILURE.otpVerifyRetry);
      setVerifying(false);
    }
  };

  return (
    <section className="card" aria-labelledby="verify-title" style={{ marginBottom: 16 }}>
      <h2 id="verify-title" style={{ marginTop: 0 }}>
        {t('dashboard.verify.title')}
      </h2>
      <p>
        <Trans
          i18nKey="dashboard.verify.sent"
          i18n={shopkeeperI18n}
          t={t}
          values={{ mobile: user.mobile }}
          components={{ strong: <strong /> }}
        />
      </p>
      <form
        noValidate
        aria-label={t('dashboard.verify.title')}
        onSubmit={(e) => {
          e.preventDefault();
          void verify();
        }}
        style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label={t('dashboard.verify.otp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={error === null ? undefined : tm(error)}
          onChange={(e) => setCode(otpInput(e.target.value))}
          style={{ maxWidth: 160 }}
        />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', paddingTop: 28 }}>
          <Button type="submit" busy={verifying}>
            {t('dashboard.verify.verify')}
          </Button>
          <Button variant="secondary" onClick={() => void send()} busy={sending} disabled={wait > 0} aria-describedby={waitId}>
            {t('dashboard.verify.resend')}
          </Button>
        </div>
      </form>
      {/* Not live: a countdown read out every second would drown the page. */}
      <p id={waitId} className="field-hint">
        {wait > 0 ? t('dashboard.verify.wait', { seconds: wait }) : t('dashboard.verify.noCode')}
      </p>
    </section>
  );
}
