import { useCallback } from 'react';
import type { QueryError } from '@chowk/store/query';
import { useMessage } from '@chowk/ui';
import { failureText } from '../../store/failure';

/**
 * failureText (store/failure.ts) in the shopkeeper's language: the screen's own text (a
 * @chowk/contracts text) translated, then the reason, a contracts text of the client's (the
 * api-client's catalogue) translated too; the server's own message already comes in the
 * language asked for (Accept-Language) and passes unchanged.
 */
export function useFailureText(): (error: QueryError | undefined, fallback: string) => string {
  const tm = useMessage();
  return useCallback(
    (error: QueryError | undefined, fallback: string) =>
      failureText(
        error && {
          ...error,
          message: error.message && error.message !== 'Failed' ? tm(error.message) : error.message,
          ...(error.serverMessage === undefined ? {} : { serverMessage: tm(error.serverMessage) }),
        },
        tm(fallback),
      ),
    [tm],
  );
}
