import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@chowk/contracts';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 60_000;
/** Past this many tracked addresses, expired entries are swept before adding one. */
const SWEEP_ABOVE = 10_000;

interface Window {
  failures: number;
  resetAt: number;
}

/**
 * Failed admin sign-ins per client address, in memory: 10 a minute, then 429 until the minute
 * is over. Per process, which is enough for one API instance; several instances would share a
 * store (e.g. a collection) instead. Successful sign-ins are not counted, so a real admin is
 * never locked out by their own use.
 */
@Injectable()
export class LoginAttemptLimiter {
  private readonly windows = new Map<string, Window>();

  /** Seconds until `ip` may try again, or 0 when it may try now. */
  retryAfterSeconds(ip: string, now = Date.now()): number {
    const window = this.windows.get(ip);
    if (!window || window.resetAt <= now) return 0;
    return window.failures >= MAX_FAILED_LOGINS ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  recordFailure(ip: string, now = Date.now()): void {
    const window = this.windows.get(ip);
    if (window && window.resetAt > now) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= SWEEP_ABOVE) this.sweep(now);
    this.windows.set(ip, { failures: 1, resetAt: now + FAILED_LOGIN_WINDOW_MS });
  }

  clear(ip: string): void {
    this.windows.delete(ip);
  }

  private sweep(now: number): void {
    for (const [ip, window] of this.windows) if (window.resetAt <= now) this.windows.delete(ip);
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
