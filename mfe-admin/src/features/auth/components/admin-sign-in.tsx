import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { storage } from '@chowk/session';
import { API_MESSAGES, STORAGE_KEYS, SUCCESS, validateAdminLogin, type AdminLoginPayload } from '@chowk/contracts';
import { adminSignedIn, isQueryError, useAppDispatch } from '@chowk/store';
import { applyServerErrors, Button, contractResolver, ErrorBox, formField, TextField, toast, useMessage } from '@chowk/ui';
import { useText } from '../../../i18n';
import { adminApi } from '../../../store/admin.api';

const FIELDS = ['secret', 'email', 'password'] as const;
const EMPTY: AdminLoginPayload = { secret: '', email: '', password: '' };

/** The text for a failed sign-in; the catalogue's 401 text ('Session expired…') would mislead here. */
function signInFailure(error: unknown): string {
  if (isQueryError(error)) return error.status === 401 ? API_MESSAGES.adminCredentialsInvalid : error.message;
  return API_MESSAGES.adminCredentialsInvalid;
}

/**
 * Shown on the admin pages while no admin is signed in. Only the short-lived token is kept
 * in storage; the secret and the password live in this form (react-hook-form, the rule from
 * @chowk/contracts) and nowhere else.
 */
export function AdminSignIn() {
  const dispatch = useAppDispatch();
  const { t } = useText();
  const tm = useMessage();
  const form = useForm<AdminLoginPayload>({ defaultValues: EMPTY, resolver: contractResolver(validateAdminLogin) });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        // A stale token from storage has no business on a sign-in request.
        storage.remove(STORAGE_KEYS.adminToken);
        // track: false keeps the credentials out of the cache's mutation state.
        const payload = { secret: values.secret.trim(), email: values.email.trim(), password: values.password };
        const token = await dispatch(adminApi.endpoints.adminLogin.initiate(payload, { track: false })).unwrap();
        storage.set(STORAGE_KEYS.adminToken, token);
        toast.success(SUCCESS.adminSignedIn);
        // Unmounts this prompt: the admin page takes its place.
        dispatch(adminSignedIn(token));
      } catch (error) {
        if (isQueryError(error) && error.status === 422) {
          const rest = applyServerErrors(form, error.errors, FIELDS);
          // No message for a field of this form: say what the server said.
          if (rest.length === Object.keys(error.errors).length) setFailure(error.message);
        } else {
          setFailure(signInFailure(error));
        }
        // Wrong credentials: the password goes, the rest stays for the next try.
        if (isQueryError(error) && error.status === 401) form.setValue('password', '');
      }
    },
    () => setFailure(null),
  );

  return (
    <section className="admin-sign-in card" aria-labelledby="admin-sign-in-title">
      <h1 id="admin-sign-in-title">{t('signIn.title')}</h1>
      <p className="field-hint">{t('signIn.intro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('signIn.secret')} type="password" autoComplete="off" {...formField(form, 'secret')} />
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...formField(form, 'email')}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          {...formField(form, 'password')}
        />
        {/* A contracts text (wrong credentials) or the server's, already in the user's language. */}
        {failure && <ErrorBox>{tm(failure)}</ErrorBox>}
        <Button type="submit" busy={form.formState.isSubmitting} className="admin-sign-in-submit">
          {t('signIn.submit')}
        </Button>
      </form>
    </section>
  );
}
