import { type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { API_MESSAGES } from '@chowk/contracts';

/**
 * `@nestjs/throttler`'s guard for the `@RateLimit` routes: it counts the request (before the
 * body is validated, so invalid requests count too) and, over the limit, answers 429
 * `{message}` with `Retry-After` in seconds (the library's own header would carry the
 * throttler's name: `Retry-After-contact`).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw tooManyRequests(context, detail.timeToBlockExpire, API_MESSAGES.tooManyRequests);
  }
}

/** Sets `Retry-After` (whole seconds, at least 1) and returns the 429 to throw. */
export function tooManyRequests(context: ExecutionContext, retryAfterSeconds: number, message: string): HttpException {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(seconds));
  return new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}
