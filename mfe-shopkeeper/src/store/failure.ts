import type { QueryError } from '@chowk/store/query';

/** A failed endpoint's error (what `unwrap()` throws), as opposed to anything else thrown. */
export const isQueryError = (e: unknown): e is QueryError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as QueryError).status === 'number' &&
  typeof (e as QueryError).message === 'string';

/**
 * Why a save failed, for a toast or a box: the screen's own text (`fallback`), then the reason
 * when there is one (the server's own message first, else the client's catalogue text).
 */
export function failureText(error: QueryError | undefined, fallback: string): string {
  const reason = error?.serverMessage ?? (error?.message && error.message !== 'Failed' ? error.message : undefined);
  return reason && reason !== fallback ? `${fallback}: ${reason}` : fallback;
}

/** The field messages of a failed save (a 422's, or the trial's same rules), or none. */
export const fieldErrors = (error: QueryError | undefined): Record<string, string> | undefined =>
  error && Object.keys(error.errors ?? {}).length ? error.errors : undefined;
