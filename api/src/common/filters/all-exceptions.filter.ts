import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Error as MongooseError } from 'mongoose';
import { API_HTTP_TEXTS, API_MESSAGES, type ApiErrorBody, HTTP_MESSAGES, VALIDATION } from '@chowk/contracts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../database/database-unavailable';

/** What the client's error catalogue (docs/product.md §8) shows when a status comes without a message. */
const FALLBACK_MESSAGES: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: HTTP_MESSAGES.badRequest,
  [HttpStatus.UNAUTHORIZED]: HTTP_MESSAGES.unauthorized,
  [HttpStatus.FORBIDDEN]: HTTP_MESSAGES.forbidden,
  [HttpStatus.NOT_FOUND]: HTTP_MESSAGES.notFound,
  [HttpStatus.UNPROCESSABLE_ENTITY]: HTTP_MESSAGES.validation,
  [HttpStatus.TOO_MANY_REQUESTS]: API_MESSAGES.tooManyRequests,
};

interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
}

/**
 * The one place an error becomes a response: `{message}` for 4xx, `{message, errors}` for 422,
 * 503 with Retry-After when the database is unreachable or too slow (database-unavailable.ts),
 * and for anything unexpected a 500 that says nothing about the internals but carries the
 * request id, which the log line of the error carries too. It writes English: the answer is put
 * in the request's language as it is serialized (common/i18n/response-language.ts).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    // The database is unreachable or too slow: say so, and when to try again (not a bug, so a
    // one-line warning rather than a stack trace per request while it lasts).
    if (isDatabaseUnavailable(exception)) {
      request.log.warn(
        { err: { type: (exception as Error).name, message: (exception as Error).message } },
        'database unavailable',
      );
      if (reply.sent) return;
      void reply
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: API_MESSAGES.serviceUnavailable, requestId: String(request.id) } satisfies ApiErrorBody);
      return;
    }
    const { status, body } = toErrorResponse(exception, request);
    if (status >= HttpStatus.INTERNAL_SERVER_ERROR) {
      request.log.error({ err: exception }, 'request failed');
      body.requestId = String(request.id);
    }
    if (reply.sent) return;
    void reply.status(status).send(body);
  }
}

function toErrorResponse(exception: unknown, request: FastifyRequest): ErrorResponse {
  // A path that is not an ObjectId can reach mongoose only through a bug; still the client's fault.
  if (exception instanceof MongooseError.CastError) {
    return { status: HttpStatus.BAD_REQUEST, body: { message: VALIDATION.invalidId } };
  }
  if (!(exception instanceof HttpException)) {
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: HTTP_MESSAGES.server } };
  }

  const status = exception.getStatus();
  if (status >= HttpStatus.INTERNAL_SERVER_ERROR) {
    return { status, body: { message: HTTP_MESSAGES.server } };
  }
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) {
    return { status, body: { message: API_MESSAGES.bodyTooLarge } };
  }
  // A body type no route reads: Fastify's refusal (in the words the API has always sent), or the
  // image parser's on a route that takes JSON.
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE) {
    const response = exception.getResponse() as { message?: unknown } | string;
    const notJson = typeof response === 'object' && response.message === API_HTTP_TEXTS.notJson;
    return { status, body: { message: notJson ? API_HTTP_TEXTS.notJson : API_HTTP_TEXTS.unsupportedMediaType } };
  }

  const response = exception.getResponse();
  let message: string | undefined;
  let errors: Record<string, string> | undefined;
  if (typeof response === 'string') {
    message = response;
  } else if (response && typeof response === 'object') {
    const fields = response as { message?: unknown; errors?: unknown };
    if (typeof fields.message === 'string') message = fields.message;
    if (fields.errors && typeof fields.errors === 'object') errors = fields.errors as Record<string, string>;
  }

  // Nest's not-found handler says `Cannot GET /path`; say it the spec's way.
  if (status === HttpStatus.NOT_FOUND && message?.startsWith(`Cannot ${request.method} `)) {
    message = API_MESSAGES.routeNotFound;
  }

  const body: ApiErrorBody = { message: message ?? FALLBACK_MESSAGES[status] ?? HTTP_MESSAGES.unexpected };
  if (status === HttpStatus.UNPROCESSABLE_ENTITY) body.errors = errors ?? {};
  return { status, body };
}
