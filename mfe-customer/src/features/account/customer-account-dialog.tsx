import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { customerSignIn, sendOrderOtp } from '@chowk/api-client';
import {
  CUSTOMER_API_MESSAGES,
  CUSTOMER_FAILURE,
  CUSTOMER_LIMITS,
  CUSTOMER_SUCCESS,
  contactError,
  type ContactType,
  type CustomerProfile,
  normalizeContact,
  otpDigits,
  otpError,
} from '@chowk/contracts';
import { Button, Dialog, TextField, toast } from '@chowk/ui';
import { startCustomerSession } from './customer-session';

export type AccountMode = 'login' | 'register';

export interface CustomerAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the customer is signed in (after the session is stored), before `onClose`. */
  onSignedIn?: (profile: CustomerProfile) => void;
  initialMode?: AccountMode;
}

/** What a failed call rejects with (ApiError): status 0 when no answer came. */
interface Failure {
  status?: number;
  serverMessage?: string;
}

const TITLE: Record<AccountMode, string> = { login: 'Login', register: 'Register' };

/**
 * The customer's optional sign-in (spec §6, issue 7 §5): an email or a mobile, a one-time code
 * (spec §4 OTP flow: input, verify, verified; resend after 60 s), and for a new customer an
 * optional name. Login and Register are one flow on the server (the first verified code makes
 * the account), so the modes differ only in the name field and their words.
 *
 * Mounted only while open (the kit's Dialog), so closing forgets a half-typed code.
 */
export function CustomerAccountDialog({ open, onClose, onSignedIn, initialMode = 'login' }: CustomerAccountDialogProps) {
  if (!open) return null;
  return <AccountForm onClose={onClose} onSignedIn={onSignedIn} initialMode={initialMode} />;
}

function AccountForm({
  onClose,
  onSignedIn,
  initialMode,
}: Omit<CustomerAccountDialogProps, 'open'> & { initialMode: AccountMode }) {
  const [mode, setMode] = useState<AccountMode>(initialMode);
  const [type, setType] = useState<ContactType>('mobile');
  const [identifier, setIdentifier] = useState('');
  const [contactMessage, setContactMessage] = useState<string | null>(null);
  /** The contact a code was sent to: set, the dialog is on its code step. */
  const [sentTo, setSentTo] = useState<{ type: ContactType; identifier: string } | null>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  /** When a new code may be asked for (ms since epoch), and the whole seconds left until then. */
  const [resendAt, setResendAt] = useState(0);
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const introId = useId();
  const waitId = useId();
  const contactRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  /** Where the focus goes after the next render (a step change or a message on a field). */
  const focusNext = useRef<'contact' | 'code' | null>(null);

  // Counted against the clock, not by ticks: a phone that throttles timers (screen off, the tab
  // in the background) still lets the customer resend once the 60 s are really over.
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

  const busy = sending || verifying;

  const send = async (to: { type: ContactType; identifier: string }) => {
    setSending(true);
    try {
      const answer = await sendOrderOtp(to);
      toast.success(answer.message || CUSTOMER_SUCCESS.otpSent);
      setSentTo(to);
      setCodeMessage(null);
      setResendAt(Date.now() + CUSTOMER_LIMITS.otpResendSeconds * 1000);
      setWait(CUSTOMER_LIMITS.otpResendSeconds);
      focusNext.current = 'code';
      return true;
    } catch (e) {
      const failed = e as Failure;
      const message = failed.status ? (failed.serverMessage ?? CUSTOMER_FAILURE.otpSend) : CUSTOMER_FAILURE.otpSendRetry;
      if (sentTo) {
        setCodeMessage(message);
        focusNext.current = 'code';
      } else {
        setContactMessage(message);
        focusNext.current = 'contact';
      }
      return false;
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
    const trimmedName = name.trim();
    try {
      const answer = await customerSignIn({
        ...sentTo,
        otp: code,
        ...(mode === 'register' && trimmedName ? { name: trimmedName } : {}),
      });
      startCustomerSession(answer.token, answer.customer);
      toast.success(CUSTOMER_SUCCESS.signedIn);
      onSignedIn?.(answer.customer);
      onClose();
    } catch (err) {
      const failed = err as Failure;
      setCodeMessage(
        failed.status ? (failed.serverMessage ?? CUSTOMER_API_MESSAGES.otpInvalid) : CUSTOMER_FAILURE.otpVerifyRetry,
      );
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

  const switchMode = () => setMode((m) => (m === 'login' ? 'register' : 'login'));

  const contactLabel = type === 'email' ? 'Email address' : 'Mobile number';

  return (
    <Dialog open title={TITLE[mode]} onClose={onClose} busy={busy} size="sm" describedBy={introId}>
      <p id={introId} className="entry-intro">
        {mode === 'register'
          ? 'Create your Chowk account with a one-time code: no password. Signed in, your orders are kept with your account.'
          : 'Sign in with a one-time code: no password. Signed in, you can see your orders and skip verifying at checkout.'}
      </p>

      {!sentTo ? (
        <form noValidate aria-label={`${TITLE[mode]}: your contact`} onSubmit={submitContact}>
          <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
            <legend style={{ fontWeight: 600, fontSize: '0.92rem', marginBottom: 4 }}>Get the code by</legend>
            <div style={{ display: 'flex', gap: 16 }}>
              {(['mobile', 'email'] as const).map((t) => (
                <label key={t} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}>
                  <input
                    type="radio"
                    name="contact-type"
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
            label={contactLabel}
            type={type === 'email' ? 'email' : 'tel'}
            inputMode={type === 'email' ? 'email' : 'numeric'}
            autoComplete={type === 'email' ? 'email' : 'tel-national'}
            maxLength={type === 'mobile' ? 10 : undefined}
            placeholder={type === 'email' ? 'you@example.com' : '9876543210'}
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
        <form noValidate aria-label={`${TITLE[mode]}: the code`} onSubmit={(e) => void submitCode(e)}>
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
          {mode === 'register' && (
            <TextField
              label="Your name (optional)"
              autoComplete="name"
              maxLength={CUSTOMER_LIMITS.customerNameMax}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
          <Button type="submit" busy={verifying} disabled={sending} style={{ width: '100%' }}>
            {mode === 'register' ? 'Verify and register' : 'Verify and login'}
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

      <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
        {mode === 'login' ? 'New to Chowk?' : 'Already have an account?'}{' '}
        <Button variant="ghost" onClick={switchMode} disabled={busy} style={{ minHeight: 32, padding: '0 4px' }}>
          {mode === 'login' ? 'Register' : 'Login'}
        </Button>
      </p>
    </Dialog>
  );
}
