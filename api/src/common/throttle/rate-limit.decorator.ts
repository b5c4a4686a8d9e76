import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequests } from '../openapi/api-responses.decorator';
import { RateLimitGuard } from './rate-limit.guard';
import { describeWindow, RATE_LIMITS, type RateLimitName, type RateLimitPolicy } from './rate-limits';

export const RATE_LIMIT_NAME = 'chowk:rate-limit';

/**
 * Counts every request to this route against the named limit of RATE_LIMITS (per client
 * address unless the policy says otherwise), before validation; over it, 429 with Retry-After.
 */
export const RateLimit = (name: RateLimitName): MethodDecorator => {
  const policy: RateLimitPolicy = RATE_LIMITS[name];
  return applyDecorators(
    SetMetadata(RATE_LIMIT_NAME, name),
    UseGuards(RateLimitGuard),
    ApiTooManyRequests(
      `More than ${policy.limit} requests in ${describeWindow(policy.ttl)} from ${policy.per ?? 'this address'}`,
    ),
  );
};
