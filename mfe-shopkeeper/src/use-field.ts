import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  set,
  type UseFormRegister,
  type UseFormStateReturn,
} from 'react-hook-form';
import { useMessage } from '@chowk/ui';

/**
 * `formField` of @chowk/ui with the field's message in the device's language: the rules'
 * messages are @chowk/contracts texts (English), translated here with `useMessage`; a server's
 * arrive translated already and stay as they are. Nested names (`names.hi`) read their message too.
 */
export function useField<V extends FieldValues>(form: {
  register: UseFormRegister<V>;
  formState: Pick<UseFormStateReturn<V>, 'errors'>;
}) {
  const tm = useMessage();
  return (name: FieldPath<V>) => {
    const error: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
    return { ...form.register(name), error: typeof error === 'string' ? tm(error) : undefined };
  };
}

/**
 * `contractResolver` of @chowk/ui for a form with nested fields: a validator's dotted keys
 * (`names.hi`, as localNamesErrors gives them) become react-hook-form's nested errors, so a
 * message clears from its field as the field is corrected.
 */
export function nestedResolver<V extends FieldValues>(
  validate: (values: V) => Partial<Record<string, string | undefined>>,
): Resolver<V> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    for (const [field, message] of Object.entries(validate(values))) {
      if (message) set(errors, field, { type: 'validate', message });
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<V> };
  };
}
