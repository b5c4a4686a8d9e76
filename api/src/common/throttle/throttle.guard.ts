import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@chowk/contracts';
import type { FixedWindowLimits } from './fixed-window-counter';
import { ThrottleStore } from './throttle.store';

export const THROTTLE_LIMITS = 'chowk:throttle-limits';

/**
 * Counts every request to a `@Throttle` route per client address (`request.ip`: the loopback
 * proxy's X-Forwarded-For, see bootstrap.ts), before the body is validated, so invalid requests
 * count too. Over the limit: 429 `{message}` with `Retry-After` (seconds).
 */
@Injectable()
export class ThrottleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: ThrottleStore,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const limits = this.reflector.get<FixedWindowLimits | undefined>(THROTTLE_LIMITS, context.getHandler());
    if (!limits) return true;
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const http = context.switchToHttp();
    const wait = this.store.counterFor(route, limits).hit(http.getRequest<FastifyRequest>().ip);
    if (wait > 0) {
      void http.getResponse<FastifyReply>().header('Retry-After', String(wait));
      throw new HttpException(API_MESSAGES.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
