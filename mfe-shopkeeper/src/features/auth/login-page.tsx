import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { type LoginPayload, SHOP_FAILURE, SHOP_SUCCESS, validateLogin } from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import { applyServerErrors, Button, contractResolver, ErrorBox, formField, TextField, toast } from '@chowk/ui';
import { safeRedirect, startShopSession, useShopSession } from './shop-session';

/** /login: where a shopkeeper signs in, and where an expired session lands (spec §2, §8). */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mode } = useShopSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginPayload>({
    defaultValues: { identifier: '', password: '' },
    resolver: contractResolver(validateLogin),
  });
  const next = safeRedirect(params.get('redirect-from'), '/shop/dashboard');

  if (mode === 'api') return <Navigate to={next} replace />;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { login } = await import('@chowk/api-client');
      const answer = await login({ identifier: values.identifier.trim(), password: values.password });
      await startShopSession(dispatch, answer.token, answer.shop);
      toast.success(SHOP_SUCCESS.loggedIn);
      void navigate(next, { replace: true });
    } catch (error) {
      const failed = error as { status?: number; messages?: string[]; errors?: Record<string, string>; serverMessage?: string };
      const rest = applyServerErrors(form, failed.errors, ['identifier', 'password']);
      if (failed.status === 422 && rest.length === 0) return;
      // A 401 here is a wrong identifier or password, a 429 the lockout: the server says which.
      setFailure(rest[0] ?? failed.serverMessage ?? failed.messages?.[0] ?? SHOP_FAILURE.login);
    }
  });

  return (
    <main className="container" style={{ maxWidth: 440, padding: '32px 16px' }}>
      <h1>Shopkeeper login</h1>
      <p>Log in with the mobile number or email you registered with.</p>
      <form onSubmit={submit} noValidate aria-label="Shopkeeper login">
        <TextField label="Mobile number or email" autoComplete="username" inputMode="email" {...formField(form, 'identifier')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...formField(form, 'password')} />
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <Button type="submit" busy={form.formState.isSubmitting} style={{ width: '100%', marginTop: 8 }}>
          Login
        </Button>
      </form>
      <p style={{ marginTop: 20 }}>
        New to Chowk? <Link to="/shop/onboarding">Register your shop</Link> or{' '}
        <Link to="/shop/onboarding?free-trial=true">try it free</Link>.
      </p>
    </main>
  );
}
