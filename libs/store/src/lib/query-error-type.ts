/**
 * A failed call as RTK Query's error value (what `unwrap()` throws): the api-client's `ApiError`
 * as plain data. In the store's main entry, with its check, so a page can tell one apart from
 * anything else thrown without loading RTK Query or the HTTP client.
 */
export interface QueryError {
  status: number;
  message: string;
  errors: Record<string, string>;
  /** The server's own message where the catalogue shows its fixed text (a 404 naming what is missing). */
  serverMessage?: string;
}

/** A failed endpoint's error, as opposed to anything else thrown. */
export const isQueryError = (e: unknown): e is QueryError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as QueryError).status === 'number' &&
  typeof (e as QueryError).message === 'string';
