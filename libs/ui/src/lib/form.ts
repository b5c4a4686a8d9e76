// The glue between react-hook-form and the contracts' validators. Type-only imports of
// react-hook-form: @chowk/ui is in the shell's first-visit bundle, react-hook-form is not;
// each form imports `useForm` itself, so the library loads with the first form.
import type {
  FieldErrors as FormErrors,
  FieldPath,
  FieldValues,
  Resolver,
  UseFormRegister,
  UseFormSetError,
  UseFormStateReturn,
} from 'react-hook-form';

/** A contracts validator: field → message, empty when valid (`validateCategory`, `validateContact`, ...). */
export type ContractValidator<V> = (values: V) => Partial<Record<string, string | undefined>>;

/**
 * A react-hook-form resolver from a contracts validator, so a field's rule and message are
 * written once, in @chowk/contracts, for the browser and the API alike. The values go through
 * untouched (forms trim when they build the request).
 */
export function contractResolver<V extends FieldValues>(validate: ContractValidator<NoInfer<V>>): Resolver<V> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(validate(values))) {
      if (message) errors[field] = { type: 'validate', message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FormErrors<V> };
  };
}

/**
 * The props a kit field (`TextField`, `TextArea`, `SelectField`) needs from a form: the
 * registration (name, ref, onChange, onBlur) and the field's message, which the kit wires
 * to `aria-invalid` and `aria-describedby`.
 */
export function formField<V extends FieldValues>(
  form: { register: UseFormRegister<V>; formState: Pick<UseFormStateReturn<V>, 'errors'> },
  name: FieldPath<V>,
) {
  const error = form.formState.errors[name]?.message;
  return { ...form.register(name), error: typeof error === 'string' ? error : undefined };
}

/**
 * Puts a server's per-field messages (a 422's `errors`) under the fields this form has, the
 * first of them focused; returns the messages for fields it does not have.
 */
export function applyServerErrors<V extends FieldValues>(
  form: { setError: UseFormSetError<V> },
  errors: Readonly<Partial<Record<string, string>>> | undefined,
  fields: readonly FieldPath<V>[],
): string[] {
  const rest: string[] = [];
  let focused = false;
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (!message) continue;
    if ((fields as readonly string[]).includes(key)) {
      form.setError(key as FieldPath<V>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(message);
    }
  }
  return rest;
}
