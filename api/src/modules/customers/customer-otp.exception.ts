import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HTTP_MESSAGES } from '@chowk/contracts';
import { AllExceptionsFilter } from '../../common/filters/all-exceptions.filter';

/**
 * A customer OTP route's own refusal, answered `{success: false, message}` as docs/product.md §7's client
 * reads it: a wrong, expired or spent code and a missing device (400), a cool-down or an hourly
 * cap (429), a provider that failed (503); the last two with `Retry-After`.
 */
export class CustomerOtpException extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super({ message }, status);
  }
}

/**
 * The failures of the customer OTP routes in their shape: `{success: false, message}`. A body
 * that breaks its rules is a 400 here too (the global pipe's 422 becomes `{success: false,
 * message: <the first field's message>, errors}`): docs/product.md §8 shows a 400's message as it is, which
 * is what the verification dialog shows. Anything else (malformed JSON, a body too large or not
 * JSON, the database unavailable, a server error) keeps the API's usual `{message}` answer.
 */
@Catch(HttpException)
export class CustomerOtpExceptionFilter implements ExceptionFilter {
  private readonly fallback = new AllExceptionsFilter();

  catch(exception: HttpException, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = exception.getResponse() as { message?: unknown; errors?: unknown } | string;

    if (exception instanceof CustomerOtpException) {
      if (exception.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(exception.retryAfterSeconds));
      void reply.status(exception.getStatus()).send({ success: false, message: (body as { message: string }).message });
      return;
    }
    if (exception instanceof UnprocessableEntityException && typeof body === 'object' && body.errors) {
      const errors = body.errors as Record<string, string>;
      // A field's own rule says more than "Unknown field: x" does.
      const messages = Object.values(errors);
      const message = messages.find((m) => !m.startsWith('Unknown field')) ?? messages[0] ?? HTTP_MESSAGES.badRequest;
      void reply.status(HttpStatus.BAD_REQUEST).send({ success: false, message, errors });
      return;
    }
    this.fallback.catch(exception, host);
  }
}
