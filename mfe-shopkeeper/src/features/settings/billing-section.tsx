import { lazy, Suspense, useId, useState } from 'react';
import {
  BILL_TITLES,
  BILLING_LIMITS,
  BILLING_MESSAGES,
  billKindOf,
  formatRupees,
  GST_SCHEME_LABELS,
  GST_SCHEMES,
  type GstScheme,
  normalizeUpiId,
  type Shop,
  type ShopBilling,
  upiLink,
  UPI_TEXT,
  validateBilling,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, Spinner, toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { HintedField } from './hinted-field';
import { SaveActions } from './save-actions';
import { useSaveBillingMutation } from '../../store/billing.api';
import { failureText, fieldErrors } from '../../store/failure';
import { useShopSession } from '../auth/shop-session';
import { billingFor } from './billing-for';

// The QR library loads when the test QR is first asked for: never with the settings page.
const UpiQr = lazy(() => import('./upi-qr'));

/** The test QR: ₹1.00 to the shop's own UPI ID, which the owner scans with their own phone. */
export const TEST_PAYMENT = { amountPaise: 100, reference: 'TEST', note: 'Chowk test payment' } as const;

/** The form's copy: what was typed ('' is none). */
export interface BillingDraft {
  upi_id: string;
  payee_name: string;
  gst_scheme: GstScheme;
  gstin: string;
}

type BillingErrors = Partial<Record<keyof ShopBilling, string>>;

/** The saved settings as the form shows them: the payee name is the shop's name until the shop sets one. */
export const draftOfBilling = (billing: ShopBilling, shopName: string): BillingDraft => ({
  upi_id: billing.upi_id ?? '',
  payee_name: billing.payee_name ?? shopName,
  gst_scheme: billing.gst_scheme,
  gstin: billing.gstin ?? '',
});

/**
 * The request body: all four keys, an empty one none (null). Without a UPI ID there is no payee
 * to keep, and a shop not registered for GST has no GSTIN (the field is hidden then).
 */
export function billingOfDraft(draft: BillingDraft): ShopBilling {
  const upi = draft.upi_id.trim();
  return {
    upi_id: upi || null,
    payee_name: upi ? draft.payee_name.trim() || null : null,
    gst_scheme: draft.gst_scheme,
    gstin: draft.gst_scheme === 'unregistered' ? null : draft.gstin.trim() || null,
  };
}

/**
 * "Payments and bills" in the settings (docs/product.md "UPI payments and bills"): the UPI ID
 * customers pay into and the payee name they see (without a UPI ID the checkout does not offer
 * UPI), a test QR of ₹1.00 to scan with one's own phone, and the shop's GST registration with
 * its GSTIN, which decide what its bills are and whether its orders carry tax. Saved with the
 * shop (PUT /api/shops/{id}/billing), which is then read again (refreshShop); a trial keeps them
 * on this device.
 */
export function BillingSection({ shop }: { shop: Shop }) {
  const { t } = useText();
  const { mode } = useShopSession();
  const titleId = useId();
  if (mode !== 'api' && mode !== 'trial') return null;
  return (
    <section id="payments" aria-labelledby={titleId} style={{ marginTop: 28 }} data-testid="billing-settings">
      <h2 id={titleId}>{t('settings.billing.title')}</h2>
      <p className="stat-hint">
        {t('settings.billing.intro')}
        {mode === 'trial' ? ` ${t('settings.trialKeeps')}` : ''}
      </p>
      <BillingForm shop={shop} saved={billingFor(mode, shop)} />
    </section>
  );
}

const radioRow = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 } as const;

function BillingForm({ shop, saved }: { shop: Shop; saved: ShopBilling }) {
  const { t } = useText();
  const tm = useMessage();
  const [save] = useSaveBillingMutation();
  const initial = draftOfBilling(saved, shop.name);
  // Untouched, the form shows the settings as saved; the first change makes an edited copy.
  const [edited, setEdited] = useState<BillingDraft | null>(null);
  const draft = edited ?? initial;
  const [errors, setErrors] = useState<BillingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const ids = useId();
  const dirty = edited !== null && JSON.stringify(edited) !== JSON.stringify(initial);
  const registered = draft.gst_scheme !== 'unregistered';
  const kind = billKindOf(draft.gst_scheme);

  const set = <K extends keyof BillingDraft>(key: K, value: BillingDraft[K]) => {
    setEdited({ ...draft, [key]: value });
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'gst_scheme' ? { gstin: undefined } : {}) }));
    setFailure(null);
  };

  const body = billingOfDraft(draft);
  // The test QR is of the UPI ID and payee as typed, once they read right (saved or not).
  const found = validateBilling(body);
  const testable = body.upi_id !== null && !found.upi_id && !found.payee_name;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = await save({ shopId: shop._id, body }).unwrap();
      setEdited(null);
      toast.success(tm(answer.message));
    } catch (error) {
      const f = error as QueryError;
      const fields = fieldErrors(f);
      if (fields) setErrors(fields);
      else setFailure(failureText(f, BILLING_MESSAGES.saveFailed, tm));
    } finally {
      setSaving(false);
    }
  };

  const showTest = () => {
    if (testable) {
      setTesting(true);
      return;
    }
    // Says what to correct first, under its field.
    setErrors((e) => ({
      ...e,
      upi_id: body.upi_id === null ? BILLING_MESSAGES.upiIdInvalid : found.upi_id,
      payee_name: found.payee_name,
    }));
  };

  const errorOf = (key: keyof BillingErrors): string | undefined => (errors[key] ? tm(errors[key]) : undefined);
  const payee = body.payee_name ?? shop.name;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('settings.billing.title')}>
      <h3 style={{ marginBottom: 4 }}>{t('settings.billing.upi')}</h3>
      <HintedField
        label={t('settings.billing.upiId')}
        type="text"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={BILLING_LIMITS.upiIdMax}
        placeholder="name@okhdfcbank"
        value={draft.upi_id}
        error={errorOf('upi_id')}
        hint={t('settings.billing.upiIdHint')}
        onChange={(e) => set('upi_id', e.target.value)}
      />
      <HintedField
        label={t('settings.billing.payee')}
        type="text"
        autoComplete="off"
        maxLength={BILLING_LIMITS.payeeNameMax}
        value={draft.payee_name}
        error={errorOf('payee_name')}
        hint={t('settings.billing.payeeHint')}
        onChange={(e) => set('payee_name', e.target.value)}
      />
      <div className="card" role="group" aria-labelledby={`${ids}-test`} style={{ margin: '4px 0 12px' }}>
        <p id={`${ids}-test`} style={{ margin: 0, fontWeight: 600 }}>
          {t('settings.billing.testQr')}
        </p>
        <p className="stat-hint" style={{ margin: '4px 0 8px' }}>
          {t('settings.billing.testQrHint', { amount: formatRupees(TEST_PAYMENT.amountPaise) })}
        </p>
        {testing && testable && body.upi_id ? (
          <>
            <Suspense fallback={<Spinner label={t('settings.billing.loadingQr')} />}>
              <UpiQr
                link={upiLink({ upiId: body.upi_id, payeeName: payee, ...TEST_PAYMENT })}
                label={tm(UPI_TEXT.qrLabel(formatRupees(TEST_PAYMENT.amountPaise), payee))}
              />
            </Suspense>
            <p style={{ margin: '8px 0' }} data-testid="test-qr-payee">
              {formatRupees(TEST_PAYMENT.amountPaise)} · {tm(UPI_TEXT.payee(payee))} ({normalizeUpiId(body.upi_id)})
            </p>
            <Button variant="secondary" onClick={() => setTesting(false)}>
              {t('settings.billing.hideTestQr')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={showTest}>
            {t('settings.billing.showTestQr')}
          </Button>
        )}
      </div>

      <h3 style={{ marginBottom: 4 }}>{t('settings.billing.gst')}</h3>
      <fieldset
        style={{ border: 0, padding: 0, margin: '0 0 8px' }}
        aria-describedby={errors.gst_scheme ? `${ids}-scheme-error` : undefined}
      >
        <legend style={{ fontWeight: 600, padding: 0 }}>{t('settings.billing.gstRegistration')}</legend>
        <div style={{ display: 'flex', gap: '0 16px', flexWrap: 'wrap' }}>
          {GST_SCHEMES.map((scheme) => (
            <label key={scheme} style={radioRow}>
              <input
                type="radio"
                name={`${ids}-scheme`}
                value={scheme}
                checked={draft.gst_scheme === scheme}
                onChange={() => set('gst_scheme', scheme)}
                style={{ width: 20, height: 20, flex: 'none' }}
              />
              {tm(GST_SCHEME_LABELS[scheme])}
            </label>
          ))}
        </div>
        {errors.gst_scheme && (
          <p className="field-error" id={`${ids}-scheme-error`} role="alert">
            {errorOf('gst_scheme')}
          </p>
        )}
      </fieldset>
      {registered && (
        <HintedField
          label={t('settings.billing.gstin')}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          placeholder="27AAPFU0939F1ZV"
          value={draft.gstin}
          error={errorOf('gstin')}
          hint={t('settings.billing.gstinHint')}
          onChange={(e) => set('gstin', e.target.value.toUpperCase())}
        />
      )}
      {!registered && errors.gstin && (
        <p className="field-error" role="alert">
          {errorOf('gstin')}
        </p>
      )}
      <div className="card" role="group" aria-labelledby={`${ids}-bills`} style={{ margin: '4px 0 8px' }}>
        <p id={`${ids}-bills`} style={{ margin: 0, fontWeight: 600 }}>
          {t('settings.billing.yourBills')}
          {dirty ? ` ${t('settings.notSavedYet')}` : ''}
        </p>
        <p style={{ margin: '4px 0 0' }} data-testid="bill-kind">
          {kind === 'tax_invoice'
            ? t('settings.billing.taxInvoice', { bill: tm(BILL_TITLES[kind]) })
            : t('settings.billing.otherBill', { bill: tm(BILL_TITLES[kind]) })}
          {kind === 'bill_of_supply' ? ` ${t('settings.billing.noTax')}` : ''}
        </p>
      </div>

      <SaveActions
        saveLabel={t('settings.billing.save')}
        dirty={dirty}
        saving={saving}
        failure={failure}
        onDiscard={() => {
          setEdited(null);
          setErrors({});
          setFailure(null);
        }}
      />
    </form>
  );
}
