import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '@chowk/contracts';
import { toast } from '@chowk/ui';
import { splitSaveFailure, type Failure } from '../utils/failure';

export interface EntityFormOptions<K extends string> {
  initial: Record<K, string>;
  /** One of the contracts' validators: the exact messages of spec §5. */
  validate: (values: Record<K, string>) => FieldErrors<K>;
  save: (values: Record<K, string>) => Promise<unknown>;
  successText: string;
  failureText: string;
  /** Called after a successful save (closes the dialog). */
  onSaved: () => void;
}

/** After the errors render, put the keyboard (and screen reader) on the first field to fix. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * Form state of an admin create/edit dialog: validation on submit, server 422 messages under
 * their fields, other failures as text in the dialog. A failed save keeps the dialog and the
 * typed values (spec §4 'Admin dialogs stay open when submission fails').
 */
export function useEntityForm<K extends string>(options: EntityFormOptions<K>) {
  const { initial, validate, save, successText, failureText, onSaved } = options;
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const setField = (field: K, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      await save(values);
      toast.success(successText);
      onSaved();
    } catch (error) {
      const split = splitSaveFailure(error, Object.keys(values) as K[], failureText);
      setErrors(split.fieldErrors);
      setFailure(split.failure);
      if (hasErrors(split.fieldErrors)) focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  };

  return { values, setField, errors, failure, busy, onSubmit };
}
