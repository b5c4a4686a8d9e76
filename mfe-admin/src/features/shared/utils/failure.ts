import { isQueryError } from '@chowk/store';

/** A failed save or load as the admin pages show it: the spec's text plus the error's own message. */
export interface Failure {
  title: string;
  detail?: string;
}

/** The error's own message when it adds something to the spec's text. */
export function failureOf(error: unknown, title: string): Failure {
  const message = isQueryError(error) ? error.message : error instanceof Error ? error.message : '';
  return message && message !== title ? { title, detail: message } : { title };
}

/**
 * Splits a failed save: 422 messages for fields the form has go under those fields; anything
 * else (409 duplicates, 500, no response, 422 on unknown fields) becomes the dialog's failure text.
 */
export function splitSaveFailure<K extends string>(
  error: unknown,
  fields: readonly K[],
  title: string,
): { fieldErrors: Partial<Record<K, string>>; failure: Failure | null } {
  const fieldErrors: Partial<Record<K, string>> = {};
  const rest: string[] = [];
  if (isQueryError(error) && error.status === 422) {
    for (const [key, message] of Object.entries(error.errors)) {
      if ((fields as readonly string[]).includes(key)) fieldErrors[key as K] = message;
      else rest.push(message);
    }
    if (Object.keys(fieldErrors).length > 0 && rest.length === 0) return { fieldErrors, failure: null };
    if (rest.length > 0) return { fieldErrors, failure: { title, detail: rest.join(' ') } };
  }
  return { fieldErrors, failure: failureOf(error, title) };
}
