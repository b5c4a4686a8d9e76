import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { type LoginPayload, SHOP_FAILURE, SHOP_SUCCESS, validateLogin } from '@chowk/contracts';
import { isQueryError, useAppDispatch } from '@chowk/store';
import type { QueryError } from '@chowk/store/query';
import { applyServerErrors, Button, contractResolver, ErrorBox, TextField, toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { useField } from '../../use-field';
import { safeRedirect, startShopSession, useShopSession } from './shop-session';

/**
 * /login: where a shopkeeper signs in, and where an expired session lands (docs/product.md §2, §8). The
 * identifier is the mobile number or the email; the rules are docs/product.md §5's (validateLogin), checked
 * on submit; a wrong identifier or password (401) and a locked account (429) show the server's
 * words in the form.
 */
export function LoginPage() {
  const { t, i18n } = useText();
  const tm = useMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mode } = useShopSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const form = useForm<LoginPayload>({
    defaultValues: { identifier: '', password: '' },
    resolver: contractResolver(validateLogin),
  });
  const field = useField(form);
  const next = safeRedirect(params.get('redirect-from'), '/shop/dashboard');

  // A signed-in shopkeeper has nothing to do here (this page's own sign-in navigates itself).
  if (mode === 'api' && !signingIn) return <Navigate to="/shop/dashboard" replace />;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSigningIn(true);
    try {
      // The account api (RTK Query and the HTTP client) loads with the first submit, not with this
      // page. track: false keeps the password out of the cache's state.
      const { authApi } = await import('../../store/auth.api');
      const answer = await dispatch(
        authApi.endpoints.login.initiate({ identifier: values.identifier.trim(), password: values.password }, { track: false }),
      ).unwrap();
      await startShopSession(dispatch, {
        token: answer.token,
        user: { _id: answer.userId, ...answer.user },
        shop: answer.shop,
      });
      toast.success(tm(SHOP_SUCCESS.loggedIn));
      void navigate(next, { replace: true });
    } catch (error) {
      setSigningIn(false);
      // Not a QueryError: the api module did not load (offline), which says the fixed text.
      const failed: Partial<QueryError> = isQueryError(error) ? error : {};
      const rest = applyServerErrors(form, failed.errors, ['identifier', 'password']);
      if (failed.status === 422 && rest.length === 0) return;
      // A 401 here is a wrong identifier or password, a 429 the lockout: the server says which.
      setFailure(
        tm(
          failed.status === 401 || failed.status === 429 || failed.status === 400
            ? (failed.serverMessage ?? failed.message ?? SHOP_FAILURE.login)
            : (rest[0] ?? failed.message ?? SHOP_FAILURE.login),
        ),
      );
    }
  });

  return (
    <main className="container" style={{ maxWidth: 440, padding: '32px 16px' }}>
      <h1>{t('auth.login.title')}</h1>
      <p>{t('auth.login.intro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.login.title')}>
        <TextField
          label={t('auth.login.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...field('identifier')}
        />
        <TextField label={t('auth.login.password')} type="password" autoComplete="current-password" {...field('password')} />
        {/* role="alert": read out at once; focus stays on the button for another try. */}
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <Button type="submit" busy={form.formState.isSubmitting} style={{ width: '100%', marginTop: 8 }}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <p style={{ marginTop: 20 }}>
        <Trans
          i18nKey="auth.login.newHere"
          t={t}
          i18n={i18n}
          components={{
            register: <Link to="/shop/onboarding" />,
            trial: <Link to="/shop/onboarding?free-trial=true" />,
          }}
        />
      </p>
    </main>
  );
}
