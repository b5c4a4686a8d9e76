import { useId, useState } from 'react';
import {
  DEFAULT_DELIVERY_TERMS,
  type DeliveryTerms,
  DELIVERY_TERMS_LIMITS,
  DELIVERY_TERMS_MESSAGES,
  DELIVERY_TERMS_VALIDATION,
  deliveryTermsLines,
  deliveryTermsPaise,
  type Shop,
  validateDeliveryTerms,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { HintedField } from './hinted-field';
import { SaveActions } from './save-actions';
import { failureText, fieldErrors } from '../../store/failure';
import { useSaveDeliveryTermsMutation } from '../../store/options.api';

/** The form's copy: what was typed, as typed ('' is "none", or for the fee "not given"). */
interface TermsDraft {
  fee: string;
  free_above: string;
  minimum_order: string;
  max_distance_km: string;
}

const text = (v: number | null | undefined): string => (typeof v === 'number' ? String(v) : '');

export const draftOfTerms = (terms: DeliveryTerms | undefined): TermsDraft => {
  const t = terms ?? DEFAULT_DELIVERY_TERMS;
  return {
    fee: text(t.fee),
    free_above: text(t.free_above),
    minimum_order: text(t.minimum_order),
    max_distance_km: text(t.max_distance_km),
  };
};

const amount = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/**
 * The request body: all four terms, an empty one none (null). The fee is required (empty reads as
 * no number, which the rule refuses). Without the shop's pin no distance can be kept: it is sent
 * as none (the field is off, with the reason).
 */
export function termsOf(draft: TermsDraft, shopHasLocation: boolean): DeliveryTerms {
  return {
    fee: draft.fee.trim() === '' ? Number.NaN : Number(draft.fee),
    free_above: amount(draft.free_above),
    minimum_order: amount(draft.minimum_order),
    max_distance_km: shopHasLocation ? amount(draft.max_distance_km) : null,
  };
}

type TermsErrors = Partial<Record<keyof DeliveryTerms, string>>;

/**
 * "Delivery terms" in the settings (docs/product.md "Delivery terms"): the delivery fee (₹29 by
 * default, 0 allowed), free delivery from an order value, a minimum order for delivery, and how
 * far from the shop's pin it delivers (needs the pin), with the lines customers will see. Saved
 * with the shop (PUT /api/shops/{id}/delivery-terms), which is then read again (refreshShop).
 * Only for a shop that delivers; otherwise one line says where to turn delivery on.
 */
export function DeliveryTermsSection({ shop }: { shop: Shop }) {
  const { t } = useText();
  const titleId = useId();
  return (
    <section id="delivery-terms" aria-labelledby={titleId} style={{ marginTop: 28 }} data-testid="delivery-terms">
      <h2 id={titleId}>{t('settings.terms.title')}</h2>
      {shop.delivers ? <TermsForm shop={shop} /> : <p>{t('settings.terms.pickupOnly')}</p>}
    </section>
  );
}

function TermsForm({ shop }: { shop: Shop }) {
  const { t } = useText();
  const tm = useMessage();
  const [save] = useSaveDeliveryTermsMutation();
  const saved = draftOfTerms(shop.delivery_terms);
  const [edited, setEdited] = useState<TermsDraft | null>(null);
  const draft = edited ?? saved;
  const [errors, setErrors] = useState<TermsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const hasLocation = Boolean(shop.location);
  const dirty = edited !== null && JSON.stringify(edited) !== JSON.stringify(saved);

  const set = (key: keyof TermsDraft, value: string) => {
    setEdited({ ...draft, [key]: value });
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFailure(null);
  };

  const terms = termsOf(draft, hasLocation);
  const found = validateDeliveryTerms(terms, hasLocation);
  // What customers will see: the lines of the terms as typed, while they read right.
  const preview = Object.keys(found).length ? null : deliveryTermsLines(deliveryTermsPaise(terms), hasLocation);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = await save({ shopId: shop._id, body: terms }).unwrap();
      setEdited(null);
      toast.success(tm(answer.message));
    } catch (error) {
      const f = error as QueryError;
      const fields = fieldErrors(f);
      if (fields) setErrors(fields);
      else setFailure(failureText(f, DELIVERY_TERMS_MESSAGES.saveFailed, tm));
    } finally {
      setSaving(false);
    }
  };

  const rupees = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01', autoComplete: 'off' } as const;
  const errorOf = (key: keyof TermsErrors): string | undefined => (errors[key] ? tm(errors[key]) : undefined);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('settings.terms.title')}>
      <p className="stat-hint">{t('settings.terms.pickupNever')}</p>
      <div style={{ display: 'grid', gap: '0 16px', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
        <HintedField
          label={t('settings.terms.fee')}
          {...rupees}
          value={draft.fee}
          error={errorOf('fee')}
          hint={t('settings.terms.feeHint')}
          onChange={(e) => set('fee', e.target.value)}
        />
        <HintedField
          label={t('settings.terms.freeFrom')}
          {...rupees}
          value={draft.free_above}
          error={errorOf('free_above')}
          hint={t('settings.terms.freeFromHint')}
          onChange={(e) => set('free_above', e.target.value)}
        />
        <HintedField
          label={t('settings.terms.minimum')}
          {...rupees}
          value={draft.minimum_order}
          error={errorOf('minimum_order')}
          hint={t('settings.terms.minimumHint')}
          onChange={(e) => set('minimum_order', e.target.value)}
        />
        <HintedField
          label={t('settings.terms.distance')}
          type="number"
          inputMode="decimal"
          min={DELIVERY_TERMS_LIMITS.minDistanceKm}
          max={DELIVERY_TERMS_LIMITS.maxDistanceKm}
          step="0.1"
          autoComplete="off"
          value={hasLocation ? draft.max_distance_km : ''}
          disabled={!hasLocation}
          error={errorOf('max_distance_km')}
          hint={hasLocation ? t('settings.terms.distanceHint') : tm(DELIVERY_TERMS_VALIDATION.distanceNeedsLocation)}
          onChange={(e) => set('max_distance_km', e.target.value)}
        />
      </div>
      <div className="card" style={{ margin: '4px 0 8px' }} aria-labelledby={`${ids}-preview`} role="group">
        <p id={`${ids}-preview`} style={{ margin: 0, fontWeight: 600 }}>
          {t('settings.terms.customersSee')}
          {dirty ? ` ${t('settings.notSavedYet')}` : ''}
        </p>
        <p style={{ margin: '4px 0 0' }} data-testid="delivery-terms-preview">
          {preview ? preview.map(tm).join(' · ') : t('settings.terms.correctFirst')}
        </p>
      </div>
      <SaveActions
        saveLabel={t('settings.terms.save')}
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
