import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sendOrderOtp, verifyOrderOtp } from '@chowk/api-client';
import {
  CUSTOMER_API_MESSAGES,
  CUSTOMER_FAILURE,
  CUSTOMER_LIMITS,
  CUSTOMER_SUCCESS,
  contactError,
  type ContactType,
  normalizeContact,
  otpDigits,
  otpError,
  type VerifiedContact,
  VERIFY_NOTICE,
} from '@chowk/contracts';
import { Button, Dialog, TextField, toast } from '@chowk/ui';

interface Failure {
  status?: number;
  serverMessage?: string;
}

/** What a failed OTP call shows (spec §8): the server's message when it answered, else the fixed text; no answer: '… Please try again.' */
const failureText = (e: unknown, answered: string, unanswered: string) => {
  const failed = e as Failure;
  return failed.status ? (failed.serverMessage ?? answered) : unanswered;
};

/**
 * The checkout's verification (spec §2, §4 OTP flow, §5): an email or a mobile number, Send OTP
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
  const [type, setType] = useState<ContactType>('mobile');
  const [identifier, setIdentifier] = useState('');
  const [contactMessage, setContactMessage] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ type: ContactType; identifier: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const introId = useId();
  const waitId = useId();
  const contactRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  /** Where the focus goes after the next render: the field of a new step or of a new message. */
  const focusNext = useRef<'contact' | 'code' | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  useEffect(() => {
    const target = focusNext.current === 'contact' ? contactRef.current : focusNext.current === 'code' ? codeRef.current : null;
    focusNext.current = null;
    target?.focus();
  });

  const busy = sending || verifying;

  const send = async (to: { type: ContactType; identifier: string }) => {
    setSending(true);
    try {
      const answer = await sendOrderOtp(to);
      if (answer.success === false) throw { status: 200, serverMessage: answer.message } satisfies Failure;
      toast.success(CUSTOMER_SUCCESS.otpSent);
      setSentTo(to);
      setCode('');
      setCodeMessage(null);
      setWait(CUSTOMER_LIMITS.otpResendSeconds);
      focusNext.current = 'code';
    } catch (e) {
      const message = failureText(e, CUSTOMER_FAILURE.otpSend, CUSTOMER_FAILURE.otpSendRetry);
      if (sentTo) setCodeMessage(message);
      else setContactMessage(message);
      focusNext.current = sentTo ? 'code' : 'contact';
    } finally {
      setSending(false);
    }
  };

  const submitContact = (e: FormEvent) => {
    e.preventDefault();
    const invalid = contactError(type, identifier);
    if (invalid) {
      setContactMessage(invalid);
      focusNext.current = 'contact';
      return;
    }
    setContactMessage(null);
    void send({ type, identifier: normalizeContact(type, identifier) });
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!sentTo) return;
    const invalid = otpError(code);
    if (invalid) {
      setCodeMessage(invalid);
      focusNext.current = 'code';
      return;
    }
    setCodeMessage(null);
    setVerifying(true);
    try {
      const answer = await verifyOrderOtp({ ...sentTo, otp: code });
      if (answer.success === false) throw { status: 200, serverMessage: answer.message } satisfies Failure;
      toast.success(CUSTOMER_SUCCESS.otpVerified);
      onVerified(answer.data?.verified ? answer.data : { ...sentTo, verified: true });
    } catch (err) {
      setCodeMessage(failureText(err, CUSTOMER_API_MESSAGES.otpInvalid, CUSTOMER_FAILURE.otpVerifyRetry));
      focusNext.current = 'code';
      setVerifying(false);
    }
  };

  const changeContact = () => {
    setSentTo(null);
    setCode('');
    setCodeMessage(null);
    focusNext.current = 'contact';
  };

  return (
    <Dialog
      open
      title="Verify your contact"
      onClose={onCancel}
      busy={busy}
      size="sm"
      describedBy={introId}
      footer={
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      }
    >
      <p id={introId} style={{ marginTop: 0 }}>
        {reason ?? VERIFY_NOTICE} We send a one-time code; your order is placed once it is verified.
      </p>
      {!sentTo ? (
        <form noValidate aria-label="Your email or mobile" onSubmit={submitContact}>
          <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
            <legend style={{ fontWeight: 600, fontSize: '0.92rem', marginBottom: 4 }}>Verify by</legend>
            <div style={{ display: 'flex', gap: 16 }}>
              {(['mobile', 'email'] as const).map((t) => (
                <label key={t} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}>
                  <input
                    type="radio"
                    name="verify-contact-type"
                    value={t}
                    checked={type === t}
                    onChange={() => {
                      setType(t);
                      setIdentifier('');
                      setContactMessage(null);
                    }}
                  />
                  {t === 'mobile' ? 'Mobile (SMS)' : 'Email'}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            ref={contactRef}
            label={type === 'email' ? 'Email address' : 'Mobile number'}
            type={type === 'email' ? 'email' : 'tel'}
            inputMode={type === 'email' ? 'email' : 'numeric'}
            autoComplete={type === 'email' ? 'email' : 'tel-national'}
            maxLength={type === 'mobile' ? 10 : undefined}
            placeholder={type === 'email' ? 'you@example.com' : '98765 43210'}
            value={identifier}
            error={contactMessage ?? undefined}
            onChange={(e) => setIdentifier(e.target.value)}
            enterKeyHint="send"
          />
          <Button type="submit" busy={sending} style={{ width: '100%' }}>
            Send OTP
          </Button>
        </form>
      ) : (
        <form noValidate aria-label="The code" onSubmit={(e) => void submitCode(e)}>
          <p role="status" style={{ marginTop: 0 }}>
            We sent a 6-digit code to <strong>{sentTo.identifier}</strong>.{' '}
            <Button variant="ghost" onClick={changeContact} disabled={busy} style={{ minHeight: 32, padding: '0 4px' }}>
              Change
            </Button>
          </p>
          <TextField
            ref={codeRef}
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6 digits"
            value={code}
            error={codeMessage ?? undefined}
            onChange={(e) => setCode(otpDigits(e.target.value))}
            enterKeyHint="done"
          />
          <Button type="submit" busy={verifying} disabled={sending} style={{ width: '100%' }}>
            Verify
          </Button>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
            <Button
              variant="secondary"
              onClick={() => void send(sentTo)}
              busy={sending}
              disabled={wait > 0 || verifying}
              aria-describedby={waitId}
            >
              Resend OTP
            </Button>
            {/* Not live: a countdown read out every second would drown the dialog. */}
            <span id={waitId} className="field-hint">
              {wait > 0 ? `You can ask for a new code in ${wait} s.` : 'No code, or it expired? Send a new one.'}
            </span>
          </div>
        </form>
      )}
    </Dialog>
  );
}
