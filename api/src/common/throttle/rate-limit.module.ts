import { Global, Logger, Module } from '@nestjs/common';
import { ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import { AppConfig } from '../../config';
import { clientAddress } from './client-address';
import { FailedAttempts, FailedAttemptsInterceptor } from './failed-attempts';
import { RATE_LIMIT_NAME } from './rate-limit.decorator';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMITS, type RateLimitPolicy } from './rate-limits';
import { ResettableMemoryStorage, ResettableRedisStorage } from './resettable-storage';

/** One named throttler per RATE_LIMITS entry, each counting only the routes that name it. */
function throttlers(): ThrottlerOptions[] {
  return Object.entries(RATE_LIMITS as Record<string, RateLimitPolicy>).map(([name, policy]) => ({
    name,
    limit: policy.limit,
    ttl: policy.ttl,
    getTracker: policy.getTracker ?? ((request) => clientAddress(request as { ip: string })),
    skipIf: (context) => Reflect.getMetadata(RATE_LIMIT_NAME, context.getHandler()) !== name,
  }));
}

/**
 * Rate limits on `@nestjs/throttler`, counted in Redis when REDIS_URL is set (every API
 * instance then shares the counts) and in memory otherwise (per process). Only routes marked
 * `@RateLimit(name)` or `@LimitFailedAttempts(policy)` are limited; nothing else is counted.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (config.redisUrl) {
          new Logger('RateLimit').log('Counting rate limits in Redis');
        }
        return {
          throttlers: throttlers(),
          // The guard sets Retry-After itself; no X-RateLimit-* headers (the API never sent any).
          setHeaders: false,
          // The library's storages, able to forget a key too (see ResettableStorage).
          storage: config.redisUrl
            ? // A bounded wait per command: a Redis that is down fails requests fast (500), never hangs them.
              new ResettableRedisStorage(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
            : new ResettableMemoryStorage(),
        };
      },
    }),
  ],
  providers: [RateLimitGuard, FailedAttempts, FailedAttemptsInterceptor],
  exports: [ThrottlerModule, RateLimitGuard, FailedAttempts, FailedAttemptsInterceptor],
})
export class RateLimitModule {}
