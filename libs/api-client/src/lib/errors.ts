import { HTTP_MESSAGES, type ApiErrorBody } from '@chowk/contracts';

/** What every failed call rejects with: the status (0 when no response) and the texts to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** Every text the catalogue shows for this failure (422 shows one per field). */
    readonly messages: string[] = [message],
    /**
     * The server's own message, even where the catalogue shows its fixed text (a 401 from a
     * sign-in form is "wrong password", not an expired session; a 404 names what is missing).
     */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const serverMessage = (body: unknown): string | undefined => {
  const m = (body as ApiErrorBody | undefined)?.message;
  return typeof m === 'string' && m.trim() ? m : undefined;
};

/** The error catalogue of docs/product.md §8 as one pure function: status + body → texts. */
export function describeFailure(status: number | undefined, body: unknown): ApiError {
  const failure = catalogue(status, body);
  const own = serverMessage(body);
  return own === undefined ? failure : new ApiError(failure.status, failure.message, failure.errors, failure.messages, own);
}

function catalogue(status: number | undefined, body: unknown): ApiError {
  if (!status) return new ApiError(0, HTTP_MESSAGES.network);
  const msg = serverMessage(body);
  switch (status) {
    case 400:
      return new ApiError(400, msg ?? HTTP_MESSAGES.badRequest);
    case 401:
      return new ApiError(401, HTTP_MESSAGES.unauthorized);
    case 403:
      return new ApiError(403, HTTP_MESSAGES.forbidden);
    case 404:
      return new ApiError(404, HTTP_MESSAGES.notFound);
    case 422: {
      const raw = (body as ApiErrorBody | undefined)?.errors;
      const errors: Record<string, string> = {};
      if (raw && typeof raw === 'object') {
        for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') errors[k] = v;
      }
      const list = Object.values(errors);
      const first = list[0] ?? msg ?? HTTP_MESSAGES.validation;
      return new ApiError(422, first, errors, list.length ? list : [first]);
    }
    case 500:
      return new ApiError(500, HTTP_MESSAGES.server);
    default:
      return new ApiError(status, msg ?? HTTP_MESSAGES.unexpected);
  }
}

/** The server's own message when it gave one (for 'or the error's own message' texts). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
