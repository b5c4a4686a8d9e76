import { useState, type FormEvent } from 'react';
import { storage } from '@chowk/session';
import { API_MESSAGES, hasErrors, STORAGE_KEYS, SUCCESS, VALIDATION, type FieldErrors } from '@chowk/contracts';
import { adminSignedIn, useAppDispatch } from '@chowk/store';
import { Button, ErrorBox, TextField, toast } from '@chowk/ui';
import { adminApi } from '../../../store/admin.api';
import { focusFirstInvalid } from '../../shared/hooks/use-entity-form';
import { isQueryError } from '../../shared/utils/failure';

type Field = 'secret' | 'email' | 'password';

function validate(v: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!v.secret.trim()) errors.secret = VALIDATION.adminSecretRequired;
  if (!v.email.trim()) errors.email = VALIDATION.adminEmailRequired;
  if (!v.password) errors.password = VALIDATION.adminPasswordRequired;
  return errors;
}

/** The text for a failed sign-in; the catalogue's 401 text ('Session expired…') would mislead here. */
function signInFailure(error: unknown): string {
  if (isQueryError(error)) return error.status === 401 ? API_MESSAGES.adminCredentialsInvalid : error.message;
  return API_MESSAGES.adminCredentialsInvalid;
}

/**
 * Shown on the admin pages while no admin is signed in. Only the short-lived token is kept
 * in storage; the secret and the password live in this form's state and nowhere else.
 */
export function AdminSignIn() {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<Field, string>>({ secret: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
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
        const fieldErrors: FieldErrors<Field> = {};
        for (const f of ['secret', 'email', 'password'] as const) if (error.errors[f]) fieldErrors[f] = error.errors[f];
        setErrors(fieldErrors);
        if (hasErrors(fieldErrors)) focusFirstInvalid(form);
        else setFailure(error.message);
      } else {
        setFailure(signInFailure(error));
      }
      // Wrong credentials: the password goes, the rest stays for the next try.
      if (isQueryError(error) && error.status === 401) setValues((v) => ({ ...v, password: '' }));
      setBusy(false);
    }
  };

  return (
    <section className="admin-sign-in card" aria-labelledby="admin-sign-in-title">
      <h1 id="admin-sign-in-title">Admin Sign In</h1>
      <p className="field-hint">Sign in as the administrator to manage categories and areas.</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Admin secret"
          name="secret"
          type="password"
          autoComplete="off"
          value={values.secret}
          onChange={set('secret')}
          error={errors.secret}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <Button type="submit" busy={busy} className="admin-sign-in-submit">
          Sign In
        </Button>
      </form>
    </section>
  );
}
