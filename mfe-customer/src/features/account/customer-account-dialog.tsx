import { useCallback, useId, useState } from 'react';
import { CUSTOMER_LIMITS, CUSTOMER_SUCCESS, type CustomerProfile } from '@chowk/contracts';
import { Button, Dialog, TextField, toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
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
  const { t } = useText();
  const tm = useMessage();
  const [mode, setMode] = useState<AccountMode>(initialMode);
  const register = mode === 'register';
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
      toast.success(tm(CUSTOMER_SUCCESS.signedIn));
      onSignedIn?.(answer.customer);
      onClose();
    },
    [mode, name, onClose, onSignedIn, signIn, tm],
  );

  const switchMode = () => setMode((m) => (m === 'login' ? 'register' : 'login'));

  return (
    <Dialog
      open
      title={register ? t('common.register') : t('common.login')}
      onClose={onClose}
      busy={busy}
      size="sm"
      describedBy={introId}
    >
      <p id={introId} className="entry-intro">
        {register ? t('account.registerIntro') : t('account.loginIntro')}
      </p>

      <OtpSteps
        labels={{
          legend: t('account.legend'),
          contactForm: register ? t('account.registerContact') : t('account.loginContact'),
          codeForm: register ? t('account.registerCode') : t('account.loginCode'),
          radioName: 'contact-type',
        }}
        verify={verify}
        verifyLabel={register ? t('account.verifyRegister') : t('account.verifyLogin')}
        onBusyChange={setBusy}
        extraCodeFields={
          register && (
            <TextField
              label={t('account.yourName')}
              autoComplete="name"
              maxLength={CUSTOMER_LIMITS.customerNameMax}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )
        }
      />

      <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
        {register ? t('account.haveAccount') : t('account.newHere')}{' '}
        <Button variant="ghost" onClick={switchMode} disabled={busy} style={{ minHeight: 32, padding: '0 4px' }}>
          {register ? t('common.login') : t('common.register')}
        </Button>
      </p>
    </Dialog>
  );
}
