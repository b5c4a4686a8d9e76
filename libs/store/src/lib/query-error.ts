import { ApiError } from '@chowk/api-client';
import type { QueryError } from './query-error-type';

export type { QueryError };

/** A failed call as RTK Query's error value. */
export function toQueryError(e: unknown): QueryError {
  const err = e instanceof ApiError ? e : new ApiError(0, e instanceof Error ? e.message : String(e));
  return {
    status: err.status,
    message: err.message,
    errors: err.errors,
    ...(err.serverMessage !== undefined ? { serverMessage: err.serverMessage } : {}),
  };
}

/**
 * An RTK Query `queryFn` from one of the api-client's endpoint functions, so paths, payloads
 * and response keys stay written once (in @chowk/api-client) while RTK Query caches.
 */
export const fromCall =
  <A, R>(call: (arg: A) => Promise<R>) =>
  async (arg: A): Promise<{ data: R } | { error: QueryError }> => {
    try {
      return { data: await call(arg) };
    } catch (e) {
      return { error: toQueryError(e) };
    }
  };
