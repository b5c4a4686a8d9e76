import { useCallback, useId, useState } from 'react';
import { CUSTOMER_SUCCESS, type VerifiedContact, VERIFY_NOTICE } from '@chowk/contracts';
import { Button, Dialog, toast, useMessage } from '@chowk/ui';
import { useText } from '../../../i18n';
import { useVerifyOrderOtpMutation } from '../../../store/customer.api';
import { type OtpContact, OtpSteps, refusedAnswer } from '../../shared-ui/otp-steps';

/**
 * The checkout's verification (docs/product.md §2, §4 OTP flow, §5): an email or a mobile number, Send OTP
 * (then Resend after 60 s), the 6-digit code, Verify. On success the caller stores the contact
 * and places the order. Cancel (or Escape) closes it. Mounted only while open, so closing
 * forgets a half-typed code.
 */
export function VerifyContactDialog({
  open,
  reason,
  onCancel,
  onVerified,
}: {
  open: boolean;
  /** Why it opened, when not simply the first order (e.g. the server asked again). */
  reason?: string | null;
  onCancel: () => void;
  onVerified: (contact: VerifiedContact) => void;
}) {
  if (!open) return null;
  return <VerifyForm reason={reason ?? null} onCancel={onCancel} onVerified={onVerified} />;
}

function VerifyForm({
  reason,
  onCancel,
  onVerified,
}: {
  reason: string | null;
  onCancel: () => void;
  onVerified: (contact: VerifiedContact) => void;
}) {
  const [busy, setBusy] = useState(false);
  const { t } = useText();
  const tm = useMessage();
  const introId = useId();
  const [verifyOtp] = useVerifyOrderOtpMutation();

  const verify = useCallback(
    async (to: OtpContact, code: string) => {
      const answer = await verifyOtp({ ...to, otp: code }).unwrap();
      if (answer.success === false) throw refusedAnswer(answer.message);
      toast.success(tm(CUSTOMER_SUCCESS.otpVerified));
      onVerified(answer.data?.verified ? answer.data : { ...to, verified: true });
    },
    [onVerified, verifyOtp, tm],
  );
  const labels = {
    legend: t('verify.legend'),
    contactForm: t('verify.contactForm'),
    codeForm: t('verify.codeForm'),
    radioName: 'verify-contact-type',
  };

  return (
    <Dialog
      open
      title={t('verify.title')}
      onClose={onCancel}
      busy={busy}
      size="sm"
      describedBy={introId}
      footer={
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      }
    >
      <p id={introId} style={{ marginTop: 0 }}>
        {tm(reason ?? VERIFY_NOTICE)} {t('verify.intro')}
      </p>
      <OtpSteps labels={labels} verify={verify} verifyLabel={t('verify.verify')} onBusyChange={setBusy} />
    </Dialog>
  );
}
