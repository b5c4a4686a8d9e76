import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  PLANS,
  REGISTRATION_FEE_RUPEES,
  SHOP_FAILURE,
  SHOP_SUCCESS,
  SIGNUP_STEP_FIELDS,
  type SignupForm,
  signupPayloadFromForm,
  validateSignupForm,
  yearlySavingPercent,
} from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import {
  applyServerErrors,
  Button,
  contractResolver,
  Dialog,
  ErrorBox,
  formField,
  SelectField,
  Spinner,
  TextField,
  toast,
} from '@chowk/ui';
import { carryTrialMenu, clearTrialData, hasTrialMenu, readTrialProfile, saveTrialProfile } from '../../data/trial-store';
import { startShopSession, startTrial } from '../auth/shop-session';
import { finishPath, readWizardQuery, showBack, STEP_TITLES, type StepId, wizardSteps } from './steps';
import { useShopChoices } from './use-shop-choices';

const FIELDS_OF: Partial<Record<StepId, readonly (keyof SignupForm)[]>> = SIGNUP_STEP_FIELDS;

/** /shop/onboarding: the registration wizard of spec §2, in its query-parameter variants. */
export function WizardPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => readWizardQuery(params), [params]);
  const steps = useMemo(() => wizardSteps(query), [query]);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const choices = useShopChoices(steps.includes('shopInfo'));
  const profile = useMemo(() => readTrialProfile(), []);
  const [index, setIndex] = useState(0);
  const [signedUp, setSignedUp] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [carry, setCarry] = useState<{ shopId: string; busy: boolean; done: number; total: number } | null>(null);
  const [yearly, setYearly] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
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
      const all = validateSignupForm(values);
      const shown = new Set(steps.flatMap((s) => FIELDS_OF[s] ?? []));
      return Object.fromEntries(Object.entries(all).filter(([field]) => shown.has(field as keyof SignupForm)));
    }),
  });
  const step = steps[Math.min(index, steps.length - 1)] as StepId;
  const isLast = index === steps.length - 1;

  useEffect(() => {
    heading.current?.focus();
  }, [index]);

  const goTo = (next: number) => {
    form.clearErrors(); // spec §4: errors clear on a step change
    setFailure(null);
    setIndex(next);
  };
  const finish = () => void navigate(finishPath(query), { replace: true });

  const signup = form.handleSubmit(async (values) => {
    setFailure(null);
    if (query.freeTrial) {
      // Our call (README): a trial makes no account; its contact stays on this device, never the password.
      saveTrialProfile({ mobile: values.mobile.trim(), ...(values.email.trim() ? { email: values.email.trim() } : {}) });
      startTrial(dispatch);
      toast.success(SHOP_SUCCESS.trialStarted);
      finish();
      return;
    }
    try {
      const { signup: callSignup } = await import('@chowk/api-client');
      const answer = await callSignup(signupPayloadFromForm(values));
      await startShopSession(dispatch, answer.token, answer.shop);
      toast.success(SHOP_SUCCESS.accountCreated);
      setSignedUp(true);
      if (hasTrialMenu()) setCarry({ shopId: answer.shop._id, busy: false, done: 0, total: 0 });
      else clearTrialData();
      if (!hasTrialMenu()) {
        if (isLast) finish();
        else goTo(index + 1);
      }
    } catch (error) {
      const failed = error as { status?: number; errors?: Record<string, string>; serverMessage?: string; messages?: string[] };
      const serverFields = {
        shop_name: failed.errors?.shop_name,
        shop_owner_name: failed.errors?.user_name,
        shop_category: failed.errors?.shop_category_id,
        district: failed.errors?.district_id,
        mobile: failed.errors?.mobile,
        email: failed.errors?.email,
        password: failed.errors?.password,
      };
      if (failed.status === 409) {
        const field = /email/i.test(failed.serverMessage ?? '') ? 'email' : 'mobile';
        Object.assign(serverFields, { [field]: failed.serverMessage });
      }
      const fieldStep = steps.findIndex((s) => (FIELDS_OF[s] ?? []).some((f) => serverFields[f as keyof typeof serverFields]));
      if (fieldStep >= 0) {
        setIndex(fieldStep);
        applyServerErrors(form, serverFields, Object.keys(serverFields) as (keyof SignupForm)[]);
      }
      setFailure(
        fieldStep >= 0
          ? null
          : failed.status && failed.status < 500 && failed.serverMessage
            ? failed.serverMessage
            : SHOP_FAILURE.signup,
      );
    }
  });

  const next = async () => {
    const fields = FIELDS_OF[step] ?? [];
    if (await form.trigger(fields as (keyof SignupForm)[])) goTo(index + 1);
  };

  const carryOver = async (accept: boolean) => {
    if (!carry) return;
    if (accept) {
      setCarry({ ...carry, busy: true });
      const result = await carryTrialMenu(carry.shopId, (done, total) => setCarry((c) => c && { ...c, done, total }));
      if (result.failed) toast.error(`${SHOP_FAILURE.carryTrialMenu} (${result.failed} not copied)`);
      else toast.success(SHOP_SUCCESS.trialMenuCarried);
    }
    clearTrialData();
    setCarry(null);
    if (isLast) finish();
    else goTo(index + 1);
  };

  const submitLabel = query.freeTrial ? 'Start Free Trial' : 'Submit';
  const needsChoices = step === 'shopInfo';

  return (
    <section className="container" style={{ maxWidth: 640, padding: '24px 16px' }} aria-labelledby="wizard-title">
      <p className="stat-hint" aria-live="polite">
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
        {query.freeTrial ? 'Start your free trial' : 'Register your shop'}: {STEP_TITLES[step]}
      </h1>

      <form
        noValidate
        aria-label={STEP_TITLES[step]}
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 'security') void signup();
          else if (step !== 'booster' && step !== 'payment') void next();
        }}
      >
        {step === 'shopInfo' && (
          <>
            <TextField label="Shop name" autoComplete="organization" {...formField(form, 'shop_name')} />
            <TextField label="Owner name" autoComplete="name" {...formField(form, 'shop_owner_name')} />
            {needsChoices && choices.status === 'loading' && <Spinner label="Loading categories and districts…" />}
            {choices.status === 'failed' && (
              <ErrorBox onRetry={choices.retry}>Could not load shop categories and districts.</ErrorBox>
            )}
            {choices.status === 'ready' && (
              <>
                <SelectField
                  label="Shop category"
                  placeholder="Choose a category"
                  options={choices.categories}
                  {...formField(form, 'shop_category')}
                />
                <SelectField
                  label="District"
                  placeholder="Choose your district"
                  options={choices.districts}
                  {...formField(form, 'district')}
                />
              </>
            )}
          </>
        )}
        {step === 'contact' && (
          <>
            <TextField
              label="Mobile number"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              {...formField(form, 'mobile')}
            />
            <TextField label="Email (optional)" type="email" autoComplete="email" {...formField(form, 'email')} />
          </>
        )}
        {step === 'security' && (
          <>
            {query.freeTrial && (
              <p>Your trial stays on this device: nothing is sent to Chowk and customers cannot see the trial shop.</p>
            )}
            <TextField label="Password" type="password" autoComplete="new-password" {...formField(form, 'password')} />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              {...formField(form, 'confirm_password')}
            />
          </>
        )}
        {step === 'booster' && (
          <div>
            <p>Your shop is registered. Boost it with a plan, now or later from the dashboard.</p>
            <div role="group" aria-label="Billing period" style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
              <Button variant={yearly ? 'secondary' : 'primary'} aria-pressed={!yearly} onClick={() => setYearly(false)}>
                Monthly
              </Button>
              <Button variant={yearly ? 'primary' : 'secondary'} aria-pressed={yearly} onClick={() => setYearly(true)}>
                Yearly (save up to 20%)
              </Button>
            </div>
            <div className="stat-grid">
              {PLANS.map((plan) => (
                <div key={plan.id} className="card">
                  <h2 style={{ marginTop: 0 }}>
                    {plan.name} {plan.popular && <span className="badge">Popular</span>}
                  </h2>
                  <p className="stat-value">
                    ₹{yearly ? plan.price.yearly : plan.price.monthly}
                    <span className="stat-hint"> / {yearly ? 'year' : 'month'}</span>
                  </p>
                  {yearly && <p className="stat-hint">Save {yearlySavingPercent(plan)}% against twelve months</p>}
                  <ul>
                    {plan.features.map((f) => (
                      <li key={f.tag}>
                        {f.tag}
                        {f.info && <span className="stat-hint"> ({f.info})</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        )}
        {step === 'payment' && (
          <div>
            <p>
              Registration fee: <strong>₹{REGISTRATION_FEE_RUPEES}</strong>
              {query.selectedPlan && <> · plan: {query.selectedPlan}</>}
            </p>
            <p className="stat-hint">
              Online payment is not open yet. {signedUp ? 'Your shop is already registered and visible to customers.' : ''}
            </p>
            <Button disabled aria-describedby="pay-note">
              Pay ₹{REGISTRATION_FEE_RUPEES} & Complete Registration
            </Button>
            <p id="pay-note" className="stat-hint">
              Payments arrive with plans; nothing is charged today.
            </p>
          </div>
        )}

        {failure && <ErrorBox>{failure}</ErrorBox>}

        <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between', marginTop: 16, flexWrap: 'wrap' }}>
          {showBack(step, index, query, signedUp) ? (
            <Button variant="secondary" onClick={() => (index > 0 ? goTo(index - 1) : void navigate(-1))}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step === 'security' && (
            <Button type="submit" busy={form.formState.isSubmitting}>
              {submitLabel}
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
          {step === 'payment' && (signedUp || !query.freeTrial) && (
            <Button variant="secondary" onClick={finish}>
              Continue to dashboard
            </Button>
          )}
        </div>
      </form>
      {!signedUp && !query.freeTrial && (
        <p style={{ marginTop: 24 }}>
          Already registered? <Link to="/login">Log in</Link>
        </p>
      )}

      <Dialog open={Boolean(carry)} title="Bring your trial menu?" onClose={() => void carryOver(false)} busy={carry?.busy}>
        <p>Your trial menu is on this device. Copy its sections and items into your new shop?</p>
        <p className="stat-hint">If you skip, the trial menu is removed from this device.</p>
        {carry?.busy && (
          <p role="status">
            Copying {carry.done} of {carry.total}…
          </p>
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button variant="secondary" disabled={carry?.busy} onClick={() => void carryOver(false)}>
            Skip
          </Button>
          <Button busy={carry?.busy} onClick={() => void carryOver(true)}>
            Copy my trial menu
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
