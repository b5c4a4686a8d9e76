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
import { Button, contractResolver, ErrorBox, formField, SelectField, Spinner, TextField, toast } from '@chowk/ui';
import { clearTrialData, hasTrialMenu, readTrialProfile, saveTrialProfile } from '../../data/trial-store';
import { authApi } from '../../store/auth.api';
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
  STEP_TITLES,
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
  const step = steps[Math.min(index, steps.length - 1)] as StepId;
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

  if (session.checking) return <Spinner label="Checking your session…" />;
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
    toast.success(SHOP_SUCCESS.trialStarted);
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
    toast.success(SHOP_SUCCESS.accountCreated);
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
  const title = query.freeTrial ? 'Start your free trial' : 'Register your shop';

  return (
    <section className="container" style={{ maxWidth: 640, padding: '24px 16px' }} aria-labelledby="wizard-title">
      <p className="stat-hint" aria-live="polite" style={{ margin: 0 }}>
        Step {index + 1} of {steps.length}: {STEP_TITLES[step]}
      </p>
      <ol aria-label="Registration steps" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', padding: 0, listStyle: 'none' }}>
        {steps.map((s, i) => (
          <li key={s} className={i === index ? 'badge' : 'stat-hint'} aria-current={i === index ? 'step' : undefined}>
            {STEP_TITLES[s]}
          </li>
        ))}
      </ol>
      <h1 id="wizard-title" ref={heading} tabIndex={-1}>
        {title}: {STEP_TITLES[step]}
      </h1>

      <form
        noValidate
        aria-label={STEP_TITLES[step]}
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 'security') void submit();
          else if (step === 'shopInfo' || step === 'contact') void next();
        }}
      >
        {step === 'shopInfo' && (
          <>
            <TextField label="Shop name" autoComplete="organization" {...formField(form, 'shop_name')} />
            <TextField label="Owner name" autoComplete="name" {...formField(form, 'shop_owner_name')} />
            {choices.status === 'loading' && <Spinner label="Loading categories and districts…" />}
            {choices.status === 'failed' && (
              <ErrorBox onRetry={choices.retry}>
                Could not load the shop categories and districts. Check your connection.
              </ErrorBox>
            )}
            {choices.status === 'ready' && (
              <>
                <SelectField
                  label="Shop category"
                  placeholder="Choose a category"
                  options={choices.categories}
                  {...formField(form, 'shop_category')}
                />
                <DistrictField options={choices.districts} value={district} {...formField(form, 'district')} />
                {(choices.categories.length === 0 || choices.districts.length === 0) && (
                  <p className="field-hint">
                    Chowk has no {choices.categories.length === 0 ? 'shop categories' : 'districts'} yet, so shops cannot register
                    at the moment. Try the free trial meanwhile.
                  </p>
                )}
              </>
            )}
          </>
        )}
        {step === 'contact' && (
          <>
            <TextField
              label="Mobile number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              hint="10 digits, starting with 6, 7, 8 or 9"
              {...formField(form, 'mobile')}
            />
            <TextField label="Email (optional)" type="email" autoComplete="email" {...formField(form, 'email')} />
          </>
        )}
        {step === 'security' && (
          <>
            {query.freeTrial && (
              <p>
                The trial stays on this device: nothing is sent to Chowk and no account is made, and customers cannot see a trial
                shop. Your password is not stored; you choose it again when you register.
              </p>
            )}
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="6 to 20 characters"
              {...formField(form, 'password')}
            />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              {...formField(form, 'confirm_password')}
            />
          </>
        )}
        {step === 'booster' && (
          <PlanStep billing={billing} onBilling={setBilling} chosen={plan as Plan['id'] | null} onChoose={setPlan} />
        )}
        {step === 'payment' && <PaymentStep planId={plan} billing={billing} registered={registered} />}

        {failure && (
          <ErrorBox>
            {failure.text}
            {failure.reason && <> {failure.reason}</>}
          </ErrorBox>
        )}

        <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between', marginTop: 16, flexWrap: 'wrap' }}>
          {showBack(step, index, query, signedUp) ? (
            <Button variant="secondary" onClick={() => (index > 0 ? goTo(index - 1) : leave())}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {step === 'security' && (
              <Button type="submit" busy={form.formState.isSubmitting}>
                {query.freeTrial ? 'Start Free Trial' : 'Submit'}
              </Button>
            )}
            {(step === 'shopInfo' || step === 'contact') && <Button type="submit">Next</Button>}
            {step === 'booster' && (
              <>
                <Button variant="secondary" onClick={finish}>
                  Continue to dashboard
                </Button>
                <Button onClick={() => goTo(index + 1)}>Next</Button>
              </>
            )}
            {step === 'payment' && registered && (
              <Button variant="secondary" onClick={signedUp ? finish : () => void navigate('/shop/dashboard')}>
                Continue to dashboard
              </Button>
            )}
          </div>
        </div>
      </form>
      {!registered && !query.freeTrial && signsUp(steps) && (
        <p style={{ marginTop: 24 }}>
          Already registered? <Link to="/login">Log in</Link>
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
