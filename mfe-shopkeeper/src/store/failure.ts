import type { QueryError } from '@chowk/store';

const same = (text: string) => text;

/**
 * Why a save failed, for a toast or a box: the screen's own text (`fallback`), then the reason
 * when there is one (the server's own message first, else the client's catalogue text). `tm`
 * (useMessage) puts both in the device's language; a server's message arrives in it already.
 */
export function failureText(error: QueryError | undefined, fallback: string, tm: (text: string) => string = same): string {
  const reason = error?.serverMessage ?? (error?.message && error.message !== 'Failed' ? error.message : undefined);
  return reason && reason !== fallback ? `${tm(fallback)}: ${tm(reason)}` : tm(fallback);
}

/** The field messages of a failed save (a 422's, or the trial's same rules), or none. */
export const fieldErrors = (error: QueryError | undefined): Record<string, string> | undefined =>
  error && Object.keys(error.errors ?? {}).length ? error.errors : undefined;
