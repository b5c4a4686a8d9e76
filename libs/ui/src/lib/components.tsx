import { useId, type ButtonHTMLAttributes, type ComponentPropsWithRef, type ReactNode } from 'react';
import { EMPTY } from '@chowk/contracts';
import { useMessage, useUiText } from './i18n';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean }) {
  return (
    <button
      type="button"
      className={`btn btn-${variant} ${className}`.trim()}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className="spinner spinner-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}

/**
 * The kit's fields: a label, the control, and the field's message, which marks the control
 * `aria-invalid` and describes it (`aria-describedby`). They take a react-hook-form
 * registration as is (`{...formField(form, 'name')}`): `ref` is a plain prop in React 19.
 * The message is shown in the device's language: a text of @chowk/contracts (a validator's)
 * is translated, one already translated (the API's, the app's own) comes back as it is.
 */
interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

export function TextField({ label, error, hint, id, className = '', ...rest }: FieldProps & ComponentPropsWithRef<'input'>) {
  const auto = useId();
  const tm = useMessage();
  const fieldId = id ?? auto;
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...rest}
      />
      {hint && !error && <p className="field-hint">{hint}</p>}
      {error && (
        <p className="field-error" id={`${fieldId}-error`} role="alert">
          {tm(error)}
        </p>
      )}
    </div>
  );
}

export function TextArea({ label, error, id, className = '', ...rest }: FieldProps & ComponentPropsWithRef<'textarea'>) {
  const auto = useId();
  const tm = useMessage();
  const fieldId = id ?? auto;
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...rest}
      />
      {error && (
        <p className="field-error" id={`${fieldId}-error`} role="alert">
          {tm(error)}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  error,
  id,
  className = '',
  placeholder,
  options,
  ...rest
}: FieldProps &
  ComponentPropsWithRef<'select'> & { placeholder?: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const auto = useId();
  const tm = useMessage();
  const fieldId = id ?? auto;
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={fieldId}>{label}</label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field-error" id={`${fieldId}-error`} role="alert">
          {tm(error)}
        </p>
      )}
    </div>
  );
}

/** A failure in a red box, optionally with Retry; a text of @chowk/contracts is shown translated. */
export function ErrorBox({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const { t } = useUiText();
  const tm = useMessage();
  return (
    <div className="error-box" role="alert">
      <span>{typeof children === 'string' ? tm(children) : children}</span>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

/** An empty list's words; a text of @chowk/contracts (EMPTY, emptyText…) is shown translated. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  const tm = useMessage();
  return (
    <div className="empty-state">
      <p className="empty-title">{tm(title)}</p>
      {children}
    </div>
  );
}

/** A busy spinner, named for screen readers ('Loading…' in the device's language by default). */
export function Spinner({ label }: { label?: string }) {
  const { t } = useUiText();
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}

/** Table skeleton: `rows` grey rows while data loads. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} className="skeleton-row" data-testid="skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c}>
              <span className="skeleton" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="stat-card">
      <p className="stat-label">{label}</p>
      <p className="stat-value">{value}</p>
      {hint && <p className="stat-hint">{hint}</p>}
    </div>
  );
}

export function Tabs<T extends string>({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: ReadonlyArray<{ id: T; label: string }>;
  active: T;
  onChange: (id: T) => void;
  label: string;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === active}
          className={tab.id === active ? 'tab tab-active' : 'tab'}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function Logo({ pulsing = false }: { pulsing?: boolean }) {
  return (
    // Named by its visible word: aria-label is not allowed on a plain span (axe aria-prohibited-attr).
    <span className={pulsing ? 'logo logo-pulse' : 'logo'}>
      {/* A crossroads: a chowk is where the neighbourhood's roads, and shops, meet. */}
      <span className="logo-mark" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M10 2h4v8h8v4h-8v8h-4v-8H2v-4h8z" fill="currentColor" />
        </svg>
      </span>
      <span className="logo-word">Chowk</span>
    </span>
  );
}

export function NotFoundPage() {
  const { t } = useUiText();
  const tm = useMessage();
  return (
    <main className="not-found">
      <h1>{tm(EMPTY.notFoundPage)}</h1>
      <p>{t('notFound.text')}</p>
      <a className="btn btn-primary" href="/">
        {t('notFound.home')}
      </a>
    </main>
  );
}
