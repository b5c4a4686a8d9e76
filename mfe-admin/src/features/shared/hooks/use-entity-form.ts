import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath } from 'react-hook-form';
import type { FieldErrors } from '@chowk/contracts';
import { applyServerErrors, contractResolver, formField, toast } from '@chowk/ui';
import { splitSaveFailure, type Failure } from '../utils/failure';

export interface EntityFormOptions<V extends Record<string, string>> {
  initial: V;
  /** One of the contracts' validators: the exact messages of docs/product.md §5. */
  validate: (values: V) => FieldErrors;
  save: (values: V) => Promise<unknown>;
  successText: string;
  failureText: string;
  /** Called after a successful save (closes the dialog). */
  onSaved: () => void;
}

/**
 * An admin create/edit dialog's form, on react-hook-form with the contracts' validator:
 * checked on submit (the first field to fix gets the focus), re-checked as a field is edited,
 * server 422 messages under their fields, other failures as text in the dialog. A failed save
 * keeps the dialog and the typed values (docs/product.md §4 'Admin dialogs stay open when submission fails').
 */
export function useEntityForm<V extends Record<string, string>>(options: EntityFormOptions<V>) {
  const { initial, validate, save, successText, failureText, onSaved } = options;
  const form = useForm<V>({
    defaultValues: initial as DefaultValues<V>,
    resolver: contractResolver(validate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const fields = Object.keys(initial) as FieldPath<V>[];

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await save(values);
        toast.success(successText);
        onSaved();
      } catch (error) {
        const split = splitSaveFailure(error, fields, failureText);
        applyServerErrors(form, split.fieldErrors, fields);
        setFailure(split.failure);
      }
    },
    () => setFailure(null),
  );

  return {
    /** Spread on a kit field: `<TextField {...field('name')} />`. */
    field: (name: FieldPath<V>) => formField(form, name),
    form,
    failure,
    busy: form.formState.isSubmitting,
    onSubmit,
  };
}
