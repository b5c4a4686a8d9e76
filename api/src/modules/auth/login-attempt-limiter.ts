import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@chowk/contracts';
import { FixedWindowCounter } from '../../common/throttle/fixed-window-counter';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 60_000;

/**
 * Failed admin sign-ins per client address, in memory: 10 a minute, then 429 until the minute
 * is over (a FixedWindowCounter: per process, swept, bounded). Successful sign-ins are not
 * counted, so a real admin is never locked out by their own use.
 */
@Injectable()
export class LoginAttemptLimiter {
  private readonly failures = new FixedWindowCounter({ limit: MAX_FAILED_LOGINS, windowMs: FAILED_LOGIN_WINDOW_MS });

  /** Seconds until `ip` may try again, or 0 when it may try now. */
  retryAfterSeconds(ip: string, now = Date.now()): number {
    return this.failures.retryAfterSeconds(ip, now);
  }

  recordFailure(ip: string, now = Date.now()): void {
    this.failures.hit(ip, now);
  }

  clear(ip: string): void {
    this.failures.clear(ip);
  }
}

/** Refuses a sign-in attempt from an address that failed too often (before any work). */
@Injectable()
export class LoginAttemptGuard implements CanActivate {
  constructor(private readonly limiter: LoginAttemptLimiter) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const wait = this.limiter.retryAfterSeconds(http.getRequest<FastifyRequest>().ip);
    if (wait > 0) {
      void http.getResponse<FastifyReply>().header('Retry-After', String(wait));
      throw new HttpException(API_MESSAGES.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
