import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, TextField, toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { useSendOrderOtpMutation } from '../../store/customer.api';
import { SLOT, withSlot } from './slot';

export interface OtpContact {
  type: ContactType;
  identifier: string;
}

/** An answer that said `success: false` with a 200, as the failure it is (the server's message). */
export const refusedAnswer = (message: string | undefined): QueryError => ({
  status: 200,
  message: message ?? '',
  errors: {},
  ...(message !== undefined ? { serverMessage: message } : {}),
});

/** docs/product.md §8: the server's message when it answered, else the fixed text; no answer: '… Please try again.' */
const failureText = (e: unknown, answered: string, unanswered: string) => {
  const failed = e as Partial<QueryError>;
  return failed.status ? (failed.serverMessage ?? answered) : unanswered;
};

/**
 * The one-time code flow of docs/product.md §4 (input, verify, verified) shared by the checkout's
 * verification and the customer's sign-in: an email or a mobile (docs/product.md §5 rules), Send OTP, the
 * 6-digit code, Resend after 60 s counted against the clock (a phone that throttles timers still
 * lets the customer resend once the time is really over), the focus on the field of a new step or
 * of a new message. `verify` does what a right code is for; it throws a QueryError (an answer
 * with success false as `refusedAnswer`) to put a message on the code.
 */
export function OtpSteps({
  labels,
  verify,
  verifyLabel,
  extraCodeFields,
  onBusyChange,
}: {
  labels: { legend: string; contactForm: string; codeForm: string; radioName: string };
  verify: (to: OtpContact, code: string) => Promise<void>;
  verifyLabel: string;
  /** Fields shown under the code (the sign-in's optional name). */
  extraCodeFields?: ReactNode;
  /** The dialog holds Escape and the backdrop while a call is under way. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const [type, setType] = useState<ContactType>('mobile');
  const [identifier, setIdentifier] = useState('');
  const [contactMessage, setContactMessage] = useState<string | null>(null);
  /** The contact a code was sent to: set, the flow is on its code step. */
  const [sentTo, setSentTo] = useState<OtpContact | null>(null);
  const [code, setCode] = useState('');
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  /** When a new code may be asked for (ms since epoch), and the whole seconds left until then. */
  const [resendAt, setResendAt] = useState(0);
  const [wait, setWait] = useState(0);
  const [sendOtp, { isLoading: sending }] = useSendOrderOtpMutation();
  const [verifying, setVerifying] = useState(false);
  const waitId = useId();
  const contactRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  /** Where the focus goes after the next render (a step change or a message on a field). */
  const focusNext = useRef<'contact' | 'code' | null>(null);
  const busy = sending || verifying;

  useEffect(() => {
    const left = () => Math.max(0, Math.ceil((resendAt - Date.now()) / 1000));
    if (left() === 0) return;
    const timer = setInterval(() => {
      const now = left();
      setWait(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  useEffect(() => {
    const target = focusNext.current === 'contact' ? contactRef.current : focusNext.current === 'code' ? codeRef.current : null;
    focusNext.current = null;
    target?.focus();
  });

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const send = async (to: OtpContact) => {
    try {
      const answer = await sendOtp(to).unwrap();
      if (answer.success === false) throw refusedAnswer(answer.message);
      toast.success(tm(CUSTOMER_SUCCESS.otpSent));
      setSentTo(to);
      setCode('');
      setCodeMessage(null);
      setResendAt(Date.now() + CUSTOMER_LIMITS.otpResendSeconds * 1000);
      setWait(CUSTOMER_LIMITS.otpResendSeconds);
      focusNext.current = 'code';
    } catch (e) {
      const message = failureText(e, CUSTOMER_FAILURE.otpSend, CUSTOMER_FAILURE.otpSendRetry);
      if (sentTo) setCodeMessage(message);
      else setContactMessage(message);
      focusNext.current = sentTo ? 'code' : 'contact';
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
      await verify(sentTo, code);
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

  if (!sentTo)
    return (
      <form noValidate aria-label={labels.contactForm} onSubmit={submitContact}>
        <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
          <legend style={{ fontWeight: 600, fontSize: '0.92rem', marginBottom: 4 }}>{labels.legend}</legend>
          <div style={{ display: 'flex', gap: 16 }}>
            {(['mobile', 'email'] as const).map((kind) => (
              <label key={kind} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}>
                <input
                  type="radio"
                  name={labels.radioName}
                  value={kind}
                  checked={type === kind}
                  onChange={() => {
                    setType(kind);
                    setIdentifier('');
                    setContactMessage(null);
                  }}
                />
                {kind === 'mobile' ? t('otp.mobile') : t('otp.email')}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          ref={contactRef}
          label={type === 'email' ? t('otp.emailAddress') : t('otp.mobileNumber')}
          type={type === 'email' ? 'email' : 'tel'}
          inputMode={type === 'email' ? 'email' : 'numeric'}
          autoComplete={type === 'email' ? 'email' : 'tel-national'}
          maxLength={type === 'mobile' ? 10 : undefined}
          placeholder={type === 'email' ? 'you@example.com' : '9876543210'}
          value={identifier}
          error={contactMessage === null ? undefined : tm(contactMessage)}
          onChange={(e) => setIdentifier(e.target.value)}
          enterKeyHint="send"
        />
        <Button type="submit" busy={sending} style={{ width: '100%' }}>
          {t('otp.send')}
        </Button>
      </form>
    );

  return (
    <form noValidate aria-label={labels.codeForm} onSubmit={(e) => void submitCode(e)}>
      <p role="status" style={{ marginTop: 0 }}>
        {withSlot(t('otp.sentTo', { contact: SLOT }), <strong>{sentTo.identifier}</strong>)}{' '}
        <Button variant="ghost" onClick={changeContact} disabled={busy} style={{ minHeight: 32, padding: '0 4px' }}>
          {t('otp.change')}
        </Button>
      </p>
      <TextField
        ref={codeRef}
        label={t('otp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('otp.codePlaceholder')}
        value={code}
        error={codeMessage === null ? undefined : tm(codeMessage)}
        onChange={(e) => setCode(otpDigits(e.target.value))}
        enterKeyHint="done"
      />
      {extraCodeFields}
      <Button type="submit" busy={verifying} disabled={sending} style={{ width: '100%' }}>
        {verifyLabel}
      </Button>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
        <Button
          variant="secondary"
          onClick={() => void send(sentTo)}
          busy={sending}
          disabled={wait > 0 || verifying}
          aria-describedby={waitId}
        >
          {t('otp.resend')}
        </Button>
        {/* Not live: a countdown read out every second would drown the dialog. */}
        <span id={waitId} className="field-hint">
          {wait > 0 ? t('otp.wait', { seconds: wait }) : t('otp.noCode')}
        </span>
      </div>
    </form>
  );
}
