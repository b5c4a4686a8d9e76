import { useId, useMemo, useState, type ComponentPropsWithRef } from 'react';
import { SelectField } from '@chowk/ui';
import { useText } from '../../i18n';
import type { Choice } from './use-shop-choices';

/** Below this many districts the list is short enough to read; above it a search shortens it. */
export const DISTRICT_SEARCH_FROM = 10;

/** Every word typed is in the label ("indira beng" finds "Indiranagar, Bengaluru, Karnataka"). */
export function matchesDistrict(label: string, query: string): boolean {
  const words = query
    .toLocaleLowerCase('en-IN')
    .split(/[\s,]+/)
    .filter(Boolean);
  const text = label.toLocaleLowerCase('en-IN');
  return words.every((w) => text.includes(w));
}

/**
 * The shop's district: one list of "District, City, State" (districtLabel), and above it, when
 * the list is long, a search that keeps only the matching districts. The select stays a native
 * <select> (keyboard, screen readers and phones' pickers for free); the chosen district stays in
 * the list whatever the search says, so the field never shows a value it does not hold.
 */
export function DistrictField({
  options,
  value,
  error,
  ...registration
}: { options: readonly Choice[]; value: string; error?: string } & Omit<ComponentPropsWithRef<'select'>, 'value'>) {
  const { t } = useText();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const countId = useId();
  const searchable = options.length >= DISTRICT_SEARCH_FROM;
  const shown = useMemo(
    () => (query.trim() ? options.filter((o) => o.value === value || matchesDistrict(o.label, query)) : options),
    [options, query, value],
  );
  const matches = shown.filter((o) => o.value !== value || matchesDistrict(o.label, query)).length;

  return (
    <>
      {searchable && (
        <div className="field">
          <label htmlFor={searchId}>{t('onboarding.district.find')}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            autoComplete="off"
            placeholder={t('onboarding.district.placeholder')}
            aria-describedby={countId}
            onChange={(e) => setQuery(e.target.value)}
          />
          <p id={countId} className="field-hint" aria-live="polite">
            {query.trim()
              ? t('onboarding.district.matches', { count: matches })
              : t('onboarding.district.count', { count: options.length })}
          </p>
        </div>
      )}
      <SelectField
        label={t('onboarding.district.label')}
        placeholder={shown.length === 0 ? t('onboarding.district.noMatch') : t('onboarding.district.choose')}
        options={shown}
        value={value}
        error={error}
        {...registration}
      />
    </>
  );
}
