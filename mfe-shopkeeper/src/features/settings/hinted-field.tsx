import { type ComponentProps, type ReactNode, useId } from 'react';

/**
 * A settings field with its hint, or its message instead: either describes the control, so a
 * screen reader says what the field wants and why it is disabled or wrong.
 */
export function HintedField({
  label,
  hint,
  error,
  ...input
}: { label: string; hint: ReactNode; error?: string } & ComponentProps<'input'>) {
  const id = useId();
  const note = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={note} {...input} />
      {error ? (
        <p className="field-error" id={note} role="alert">
          {error}
        </p>
      ) : (
        <p className="field-hint" id={note}>
          {hint}
        </p>
      )}
    </div>
  );
}
