import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  type Plan,
  SHOP_API_MESSAGES,
  SHOP_FAILURE,
  SHOP_SUCCESS,
  type SignupForm,
  signupPayloadFromForm,
  validateSignupForm,
} from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import type { QueryError } from '@chowk/store/query';
import { Button, contractResolver, ErrorBox, SelectField, Spinner, TextField, toast, useMessage } from '@chowk/ui';
import { clearTrialData, hasTrialMenu, readTrialProfile, saveTrialProfile } from '../../data/trial-store';
import { useText } from '../../i18n';
import { authApi } from '../../store/auth.api';
import { useField } from '../../use-field';
import { startShopSession, startTrial, useShopSession } from '../auth/shop-session';
import { CarryMenuDialog } from './carry-menu-dialog';
import { DistrictField } from './district-field';
import { PaymentStep } from './payment-step';
import { type Billing, PlanStep } from './plan-step';
import {
  finishPath,
  readWizardQuery,
  showBack,
  signsUp,
  STEP_FIELDS,
  type StepId,
  stepOfField,
  trialStartPath,
  wizardSteps,
} from './steps';
import { useShopChoices } from './use-shop-choices';

/** The signup payload's field names → the wizard's (docs/product.md §3: user_name is the owner's name). */
const FORM_FIELD_OF: Record<string, keyof SignupForm> = {
  shop_name: 'shop_name',
  user_name: 'shop_owner_name',
  shop_category_id: 'shop_category',
  district_id: 'district',
  mobile: 'mobile',
  email: 'email',
  password: 'password',
};

/** A failed signup's messages on the wizard's fields: a 422's per field, a 409's duplicate, a 404's missing reference. */
export function signupFieldErrors(
  failure: Pick<QueryError, 'status' | 'errors' | 'serverMessage'>,
): Partial<Record<keyof SignupForm, string>> {
  const fields: Partial<Record<keyof SignupForm, string>> = {};
  for (const [key, message] of Object.entries(failure.errors ?? {})) {
    const field = FORM_FIELD_OF[key];
    if (field && message) fields[field] = message;
  }
  const said = failure.serverMessage;
  if (failure.status === 409 && said === SHOP_API_MESSAGES.emailTaken) fields.email = said;
  if (failure.status === 409 && said === SHOP_API_MESSAGES.mobileTaken) fields.mobile = said;
  if (failure.status === 404 && said === SHOP_API_MESSAGES.shopCategoryNotFound) fields.shop_category = said;
  if (failure.status === 404 && said === SHOP_API_MESSAGES.districtNotFound) fields.district = said;
  return fields;
}

/**
 * /shop/onboarding: the registration wizard of docs/product.md §2 and §4, in its query-parameter variants
 * (steps.ts). Next checks the step's fields; Submit on Account Security creates the account and
 * the shop (or, in a trial, starts the trial on this device: see docs/product.md §2); the plan
 * and payment steps follow the signup, with a way out to the dashboard.
 */
export function WizardPage() {
  const { t } = useText();
  const tm = useMessage();
  const [params] = useSearchParams();
  const query = useMemo(() => readWizardQuery(params), [params]);
  const steps = useMemo(() => wizardSteps(query), [query]);
  const navigate = useNavigate();
  const here = useLocation();
  const dispatch = useAppDispatch();
  const session = useShopSession();
  const choices = useShopChoices(steps.includes('shopInfo'));
  const profile = useMemo(() => readTrialProfile(), []);
  const [index, setIndex] = useState(0);
  const [signingUp, setSigningUp] = useState(false);
  const [signedUp, setSignedUp] = useState(false);
  const [carryTo, setCarryTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; reason?: string } | null>(null);
  const [billing, setBilling] = useState<Billing>('monthly');
  const [plan, setPlan] = useState<string | null>(query.selectedPlan);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusField = useRef<keyof SignupForm | null>(null);
  const shownIndex = useRef(index);
  const form = useForm<SignupForm>({
    defaultValues: {
      shop_name: '',
      shop_owner_name: '',
      shop_category: '',
      district: '',
      mobile: profile?.mobile ?? '',
      email: profile?.email ?? '',
      password: '',
      confirm_password: '',
    },
    // Only the fields of this variant's steps count (a trial has no Shop Information).
    resolver: contractResolver((values: SignupForm) => {
      const shown = new Set(steps.flatMap((s) => STEP_FIELDS[s]));
      return Object.fromEntries(
        Object.entries(validateSignupForm(values)).filter(([field]) => shown.has(field as keyof SignupForm)),
      );
    }),
  });
  const field = useField(form);
  const step = steps[Math.min(index, steps.length - 1)] as StepId;
  const stepTitles: Record<StepId, string> = {
    shopInfo: t('onboarding.steps.shopInfo'),
    contact: t('onboarding.steps.contact'),
    security: t('onboarding.steps.security'),
    booster: t('onboarding.steps.booster'),
    payment: t('onboarding.steps.payment'),
  };
  const district = useWatch({ control: form.control, name: 'district' });

  // Each step change moves focus to the new step's heading (or to the field a server error is on).
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    const field = focusField.current;
    focusField.current = null;
    if (field) form.setFocus(field);
    else heading.current?.focus();
  }, [index, form]);

  if (session.checking) return <Spinner label={t('common.checkingSession')} />;
  // A signed-in shopkeeper already has a shop: only a plan's payment is for them here.
  if (session.mode === 'api' && signsUp(steps) && !signingUp && !signedUp) return <Navigate to="/shop/dashboard" replace />;
  // A trial already running goes back to it.
  if (session.mode === 'trial' && query.freeTrial) return <Navigate to={trialStartPath(query)} replace />;

  const goTo = (next: number) => {
    form.clearErrors(); // docs/product.md §4: errors clear on a step change
    setFailure(null);
    setIndex(next);
  };
  const finish = () => void navigate(finishPath(query), { replace: true });
  const afterSignup = () => (index < steps.length - 1 ? goTo(index + 1) : finish());
  const leave = () => {
    // Back from the first step: where the visitor came from, else home (or the dashboard).
    if (here.key !== 'default') void navigate(-1);
    else void navigate(session.mode === 'api' ? '/shop/dashboard' : '/');
  };

  const startFreeTrial = (values: SignupForm) => {
    // Our call (docs/product.md §2): a trial makes no account and sends nothing; its contact stays on this device, never the password.
    const email = values.email.trim();
    saveTrialProfile({ mobile: values.mobile.trim(), ...(email ? { email } : {}) });
    startTrial(dispatch);
    toast.success(tm(SHOP_SUCCESS.trialStarted));
    void navigate(trialStartPath(query), { replace: true });
  };

  const onValid = async (values: SignupForm) => {
    setFailure(null);
    if (query.freeTrial) return startFreeTrial(values);
    let answer;
    try {
      // track: false keeps the password out of the cache's state.
      answer = await dispatch(authApi.endpoints.signup.initiate(signupPayloadFromForm(values), { track: false })).unwrap();
    } catch (error) {
      const failed = error as QueryError;
      const fields = signupFieldErrors(failed);
      const first = steps.map((_, i) => i).find((i) => STEP_FIELDS[steps[i] as StepId].some((f) => fields[f]));
      if (first !== undefined) {
        // The field's step, with the field's message and the focus on it (no goTo: its errors stay).
        for (const [field, message] of Object.entries(fields)) {
          if (stepOfField(steps, field as keyof SignupForm) >= 0)
            form.setError(field as keyof SignupForm, { type: 'server', message });
        }
        if (fields.shop_category || fields.district) choices.retry(); // a category or district went away: fresh lists
        const field = STEP_FIELDS[steps[first] as StepId].find((f) => fields[f]) ?? null;
        if (first === index) {
          if (field) form.setFocus(field);
        } else {
          focusField.current = field; // focused by the step-change effect, once the step shows
          setIndex(first);
        }
        return;
      }
      const reason =
        failed.status === 0 || failed.status === 400 || failed.status === 429
          ? (failed.serverMessage ?? failed.message)
          : undefined;
      setFailure({ text: SHOP_FAILURE.signup, ...(reason ? { reason } : {}) });
      return;
    }
    setSigningUp(true);
    await startShopSession(dispatch, {
      token: answer.token,
      user: {
        _id: answer.userId,
        name: values.shop_owner_name.trim(),
        mobile: values.mobile.trim(),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        mobileVerified: false,
      },
      shop: answer.shop,
    });
    toast.success(tm(SHOP_SUCCESS.accountCreated));
    setSignedUp(true);
    setSigningUp(false);
    form.resetField('password');
    form.resetField('confirm_password');
    if (hasTrialMenu()) {
      setCarryTo(answer.shop._id);
    } else {
      clearTrialData();
      afterSignup();
    }
  };
  // Called from the form's submit event only (handleSubmit runs the resolver, then onValid).
  const submit = () => form.handleSubmit(onValid)();

  const next = async () => {
    if (await form.trigger([...STEP_FIELDS[step]])) goTo(index + 1);
  };

  const registered = signedUp || session.mode === 'api';
  const title = query.freeTrial ? t('onboarding.startTrial') : t('common.registerShop');

  return (
    <section className="container" style={{ maxWidth: 640, padding: '24px 16px' }} aria-labelledby="wizard-title">
      <p className="stat-hint" aria-live="polite" style={{ margin: 0 }}>
        {t('onboarding.stepOf', { number: index + 1, total: steps.length, title: stepTitles[step] })}
      </p>
      <ol
        aria-label={t('onboarding.stepsLabel')}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap', padding: 0, listStyle: 'none' }}
      >
        {steps.map((s, i) => (
          <li key={s} className={i === index ? 'badge' : 'stat-hint'} aria-current={i === index ? 'step' : undefined}>
            {stepTitles[s]}
          </li>
        ))}
      </ol>
      <h1 id="wizard-title" ref={heading} tabIndex={-1}>
        {t('onboarding.heading', { title, step: stepTitles[step] })}
      </h1>

      <form
        noValidate
        aria-label={stepTitles[step]}
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 'security') void submit();
          else if (step === 'shopInfo' || step === 'contact') void next();
        }}
      >
        {step === 'shopInfo' && (
          <>
            <TextField label={t('onboarding.shopName')} autoComplete="organization" {...field('shop_name')} />
            <TextField label={t('onboarding.ownerName')} autoComplete="name" {...field('shop_owner_name')} />
            {choices.status === 'loading' && <Spinner label={t('onboarding.loadingChoices')} />}
            {choices.status === 'failed' && <ErrorBox onRetry={choices.retry}>{t('onboarding.choicesFailed')}</ErrorBox>}
            {choices.status === 'ready' && (
              <>
                <SelectField
                  label={t('onboarding.category')}
                  placeholder={t('onboarding.chooseCategory')}
                  options={choices.categories}
                  {...field('shop_category')}
                />
                <DistrictField options={choices.districts} value={district} {...field('district')} />
                {(choices.categories.length === 0 || choices.districts.length === 0) && (
                  <p className="field-hint">
                    {choices.categories.length === 0 ? t('onboarding.noCategories') : t('onboarding.noDistricts')}
                  </p>
                )}
              </>
            )}
          </>
        )}
        {step === 'contact' && (
          <>
            <TextField
              label={t('onboarding.mobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              hint={t('onboarding.mobileHint')}
              {...field('mobile')}
            />
            <TextField label={t('onboarding.email')} type="email" autoComplete="email" {...field('email')} />
          </>
        )}
        {step === 'security' && (
          <>
            {query.freeTrial && <p>{t('onboarding.trialNote')}</p>}
            <TextField
              label={t('onboarding.password')}
              type="password"
              autoComplete="new-password"
              hint={t('onboarding.passwordHint')}
              {...field('password')}
            />
            <TextField
              label={t('onboarding.confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...field('confirm_password')}
            />
          </>
        )}
        {step === 'booster' && (
          <PlanStep billing={billing} onBilling={setBilling} chosen={plan as Plan['id'] | null} onChoose={setPlan} />
        )}
        {step === 'payment' && <PaymentStep planId={plan} billing={billing} registered={registered} />}

        {failure && (
          <ErrorBox>
            {tm(failure.text)}
            {failure.reason && <> {tm(failure.reason)}</>}
          </ErrorBox>
        )}

        <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between', marginTop: 16, flexWrap: 'wrap' }}>
          {showBack(step, index, query, signedUp) ? (
            <Button variant="secondary" onClick={() => (index > 0 ? goTo(index - 1) : leave())}>
              {t('common.back')}
            </Button>
          ) : (
            <span />
          )}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {step === 'security' && (
              <Button type="submit" busy={form.formState.isSubmitting}>
                {query.freeTrial ? t('onboarding.startTrialButton') : t('onboarding.submit')}
              </Button>
            )}
            {(step === 'shopInfo' || step === 'contact') && <Button type="submit">{t('common.next')}</Button>}
            {step === 'booster' && (
              <>
                <Button variant="secondary" onClick={finish}>
                  {t('onboarding.continueToDashboard')}
                </Button>
                <Button onClick={() => goTo(index + 1)}>{t('common.next')}</Button>
              </>
            )}
            {step === 'payment' && registered && (
              <Button variant="secondary" onClick={signedUp ? finish : () => void navigate('/shop/dashboard')}>
                {t('onboarding.continueToDashboard')}
              </Button>
            )}
          </div>
        </div>
      </form>
      {!registered && !query.freeTrial && signsUp(steps) && (
        <p style={{ marginTop: 24 }}>
          {t('onboarding.alreadyRegistered')} <Link to="/login">{t('onboarding.logIn')}</Link>
        </p>
      )}

      {carryTo && (
        <CarryMenuDialog
          shopId={carryTo}
          onDone={() => {
            setCarryTo(null);
            afterSignup();
          }}
        />
      )}
    </section>
  );
}
