import { useEffect, useState } from 'react';
import { LIMITS, SHOP_SUCCESS, type ShopUser } from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import { Button, TextField, toast } from '@chowk/ui';
import { startShopSession } from '../auth/shop-session';

/** "Verify your mobile": a code by SMS, 6 digits, resend after 60 s (spec §4, §5). */
export function VerifyMobileCard({ user }: { user: ShopUser }) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setError(null);
    try {
      const { resendOtp } = await import('@chowk/api-client');
      await resendOtp(user.mobile);
      toast.success(SHOP_SUCCESS.otpSent);
      setWait(LIMITS.otpResendSeconds);
    } catch (e) {
      const failed = e as { serverMessage?: string };
      setError(failed.serverMessage ?? 'Failed to send OTP. Please try again.');
    }
  };

  const verify = async () => {
    if (!/^\d{6}$/.test(code)) return setError('Please enter a 6-digit OTP');
    setBusy(true);
    setError(null);
    try {
      const { verifyMobile } = await import('@chowk/api-client');
      const answer = await verifyMobile({ mobile: user.mobile, code });
      await startShopSession(dispatch, answer.token, null);
      toast.success(SHOP_SUCCESS.accountVerified);
    } catch (e) {
      const failed = e as { serverMessage?: string };
      setError(failed.serverMessage ?? 'Failed to verify OTP. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="verify-title" style={{ marginBottom: 16 }}>
      <h2 id="verify-title" style={{ marginTop: 0 }}>
        Verify your mobile
      </h2>
      <p>We sent a 6-digit code to {user.mobile} when you registered. Verified shops earn customers' trust.</p>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <TextField
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={error ?? undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, LIMITS.otpLength))}
        />
        <Button onClick={() => void verify()} busy={busy}>
          Verify
        </Button>
        <Button variant="secondary" onClick={() => void send()} disabled={wait > 0}>
          {wait > 0 ? `Resend in ${wait}s` : 'Send a new code'}
        </Button>
      </div>
    </section>
  );
}
