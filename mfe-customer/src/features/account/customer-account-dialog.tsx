import { useCallback, useId, useState } from 'react';
import { CUSTOMER_LIMITS, CUSTOMER_SUCCESS, type CustomerProfile } from '@chowk/contracts';
import { Button, Dialog, TextField, toast } from '@chowk/ui';
import { useCustomerSignInMutation } from '../../store/customer.api';
import { type OtpContact, OtpSteps } from '../shared-ui/otp-steps';
import { startCustomerSession } from './customer-session';

export type AccountMode = 'login' | 'register';

export interface CustomerAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the customer is signed in (after the session is stored), before `onClose`. */
  onSignedIn?: (profile: CustomerProfile) => void;
  initialMode?: AccountMode;
}

const TITLE: Record<AccountMode, string> = { login: 'Login', register: 'Register' };

/**
 * The customer's optional sign-in (docs/product.md §6): an email or a mobile, a one-time code
 * (docs/product.md §4 OTP flow: input, verify, verified; resend after 60 s), and for a new customer an
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
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const introId = useId();
  const [signIn] = useCustomerSignInMutation();

  const verify = useCallback(
    async (to: OtpContact, code: string) => {
      const trimmedName = name.trim();
      const answer = await signIn({
        ...to,
        otp: code,
        ...(mode === 'register' && trimmedName ? { name: trimmedName } : {}),
      }).unwrap();
      startCustomerSession(answer.token, answer.customer);
      toast.success(CUSTOMER_SUCCESS.signedIn);
      onSignedIn?.(answer.customer);
      onClose();
    },
    [mode, name, onClose, onSignedIn, signIn],
  );

  const switchMode = () => setMode((m) => (m === 'login' ? 'register' : 'login'));

  return (
    <Dialog open title={TITLE[mode]} onClose={onClose} busy={busy} size="sm" describedBy={introId}>
      <p id={introId} className="entry-intro">
        {mode === 'register'
          ? 'Create your Chowk account with a one-time code: no password. Signed in, your orders are kept with your account.'
          : 'Sign in with a one-time code: no password. Signed in, you can see your orders and skip verifying at checkout.'}
      </p>

      <OtpSteps
        labels={{
          legend: 'Get the code by',
          contactForm: `${TITLE[mode]}: your contact`,
          codeForm: `${TITLE[mode]}: the code`,
          radioName: 'contact-type',
        }}
        verify={verify}
        verifyLabel={mode === 'register' ? 'Verify and register' : 'Verify and login'}
        onBusyChange={setBusy}
        extraCodeFields={
          mode === 'register' && (
            <TextField
              label="Your name (optional)"
              autoComplete="name"
              maxLength={CUSTOMER_LIMITS.customerNameMax}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )
        }
      />

      <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
        {mode === 'login' ? 'New to Chowk?' : 'Already have an account?'}{' '}
        <Button variant="ghost" onClick={switchMode} disabled={busy} style={{ minHeight: 32, padding: '0 4px' }}>
          {mode === 'login' ? 'Register' : 'Login'}
        </Button>
      </p>
    </Dialog>
  );
}
