import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequests } from '../openapi/api-responses.decorator';
import type { FixedWindowLimits } from './fixed-window-counter';
import { THROTTLE_LIMITS, ThrottleGuard } from './throttle.guard';

/**
 * At most `limit` requests per `windowMs` from one client address to this route, counted before
 * validation; then 429 with `Retry-After`. The module of the controller imports ThrottleModule.
 */
export const Throttle = (limits: FixedWindowLimits): MethodDecorator =>
  applyDecorators(
    SetMetadata(THROTTLE_LIMITS, limits),
    UseGuards(ThrottleGuard),
    ApiTooManyRequests(`More than ${limits.limit} requests in ${describeWindow(limits.windowMs)} from this address`),
  );

function describeWindow(ms: number): string {
  if (ms % 60_000 === 0) return ms === 60_000 ? 'a minute' : `${ms / 60_000} minutes`;
  return `${Math.ceil(ms / 1000)} seconds`;
}
