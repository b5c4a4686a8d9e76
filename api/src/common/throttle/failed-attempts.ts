import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import { AppConfig } from '../../config';
import { ApiTooManyRequests } from '../openapi/api-responses.decorator';
import { clientAddress } from './client-address';
import { tooManyRequests } from './rate-limit.guard';
import { describeWindow } from './rate-limits';
import { isResettable } from './resettable-storage';

export interface FailureBucketLimit {
  /** Failures allowed in the window; the next attempt is refused until the window ends. */
  limit: number;
  /** The window, in milliseconds, from the bucket's first failure. */
  ttl: number;
  /**
   * Slows guessing before it is refused: failures up to this count answer at once; each later
   * one waits LOGIN_FAILURE_DELAY_MS (AppConfig `loginFailureDelayMs`), doubled per further
   * failure, at most 8 times that. Unset: never slowed.
   */
  slowAfter?: number;
}

/** How many times the first delay a slowed failure waits at most (see `slowAfter`). */
export const MAX_DELAY_FACTOR = 8;

/** The wait before a failure answers, when `failures` have been counted in a bucket with these limits. */
export function failureDelayMs(failures: number, limits: FailureBucketLimit, firstDelayMs: number): number {
  if (limits.slowAfter === undefined || failures <= limits.slowAfter) return 0;
  return firstDelayMs * Math.min(MAX_DELAY_FACTOR, 2 ** (failures - limits.slowAfter - 1));
}

/**
 * A limit on FAILED attempts (sign-ins, later OTP checks): successes never count, so a real
 * user is not locked out by their own use. Failures count per client address and, when the
 * request names an account, per account too; either bucket over its limit refuses the attempt.
 */
export interface FailedAttemptPolicy {
  /** Part of the storage keys: one policy's buckets never meet another's. */
  name: string;
  address: FailureBucketLimit;
  /** The account the request is for, read from the raw body (before validation), or undefined. */
  account?: FailureBucketLimit & {
    from: (body: unknown) => string | undefined;
    /** A success wipes the account's failures (the client address's stay counted). */
    resetOnSuccess?: boolean;
  };
  /** The status a failed attempt answers (401 by default). */
  failureStatus?: number;
  /** The 429 message. */
  message: string;
}

const STORAGE_NAME = 'failed-attempts';
/** Never reached: counters and probes use the storage's blocking only where they mean to. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Failure counters and locks on the throttler storage (in memory, or Redis shared by every API
 * instance: see RateLimitModule). The storage has one operation, `increment`, which counts a
 * hit and blocks a key past a limit; these helpers build "count a failure", "lock" and "is it
 * locked?" from it without a second store:
 * - a failure is a hit on `<bucket>:failures` (never blocked; the count and the time left in its
 *   window come back);
 * - at `limit` failures, `<bucket>:lock` is blocked for the rest of that window (limit 0);
 * - "is it locked?" increments `<bucket>:lock` with no limit and a 1 ms window: it reports the
 *   block, if any, and leaves nothing behind that counts.
 */
@Injectable()
export class FailedAttempts {
  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  /** Seconds until `bucket` may try again, 0 when it may now. Counts nothing. */
  async lockedFor(bucket: string): Promise<number> {
    const probe = await this.storage.increment(`${bucket}:lock`, 1, NO_LIMIT, 1, STORAGE_NAME);
    return probe.isBlocked ? Math.max(1, probe.timeToBlockExpire) : 0;
  }

  /** Counts one failure of `bucket`; at the limit, locks it for the rest of the window. Answers the lock's seconds or 0. */
  async recordFailure(bucket: string, limits: FailureBucketLimit): Promise<number> {
    return (await this.countFailure(bucket, limits)).lockedFor;
  }

  /** recordFailure, also answering how many failures the bucket now holds. */
  async countFailure(bucket: string, limits: FailureBucketLimit): Promise<{ failures: number; lockedFor: number }> {
    const failures = await this.storage.increment(`${bucket}:failures`, limits.ttl, NO_LIMIT, 0, STORAGE_NAME);
    return { failures: failures.totalHits, lockedFor: await this.lockAtLimit(bucket, limits, failures) };
  }

  /** Forgets the failures of `bucket` (a lock already set stays until it ends). */
  async reset(bucket: string): Promise<void> {
    if (!isResettable(this.storage)) throw new Error('The throttler storage cannot reset a key (see ResettableStorage)');
    await this.storage.reset(`${bucket}:failures`, STORAGE_NAME);
  }

  private async lockAtLimit(
    bucket: string,
    limits: FailureBucketLimit,
    failures: { totalHits: number; timeToExpire: number },
  ): Promise<number> {
    if (failures.totalHits < limits.limit) return 0;
    const lockMs = Math.max(1, failures.timeToExpire) * 1000;
    // The in-memory storage clears a lapsed block on the call that finds it, without
    // blocking again in that call: a second call then sets the new one.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const lock = await this.storage.increment(`${bucket}:lock`, lockMs, 0, lockMs, STORAGE_NAME);
      if (lock.isBlocked) return Math.max(1, lock.timeToBlockExpire);
    }
    return lockMs / 1000;
  }
}

export const FAILED_ATTEMPT_POLICY = 'chowk:failed-attempt-policy';

interface Bucket {
  kind: 'address' | 'account';
  key: string;
  limits: FailureBucketLimit;
}

function bucketKey(policy: string, kind: string, value: string): string {
  // Hashed: the storage (Redis) never holds an email address or a client address in clear.
  return createHash('sha256').update(`${policy}\u0000${kind}\u0000${value}`).digest('base64url');
}

/**
 * Applies a FailedAttemptPolicy around a handler:
 * 1. before it (and before validation), an attempt from a locked address or for a locked
 *    account is refused with 429 and Retry-After, without any work;
 * 2. a failure (the policy's status) is counted in both buckets; when it reaches a limit, it
 *    still answers as a failure, and from then on the attempts are refused; failures beyond
 *    the limit (parallel attempts that all passed step 1) answer 429 instead;
 * 3. a success that ends after a lock was set, by failures running in parallel with it, is
 *    refused too: a burst of guesses learns nothing past the limit.
 */
@Injectable()
export class FailedAttemptsInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly attempts: FailedAttempts,
    private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const policy = this.reflector.get<FailedAttemptPolicy | undefined>(FAILED_ATTEMPT_POLICY, context.getHandler());
    if (!policy) return next.handle();
    const buckets = this.buckets(policy, context.switchToHttp().getRequest<FastifyRequest>());

    await this.refuseIfLocked(context, policy, buckets);
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await this.refuseIfLocked(context, policy, buckets);
        if (policy.account?.resetOnSuccess) {
          await Promise.all(
            buckets.filter((bucket) => bucket.kind === 'account').map((bucket) => this.attempts.reset(bucket.key)),
          );
        }
        return value;
      }),
      catchError((error: unknown) => from(this.onError(context, policy, buckets, error))),
    );
  }

  private buckets(policy: FailedAttemptPolicy, request: FastifyRequest): Bucket[] {
    const buckets: Bucket[] = [
      { kind: 'address', key: bucketKey(policy.name, 'address', clientAddress(request)), limits: policy.address },
    ];
    const account = policy.account?.from(request.body);
    if (policy.account && account) {
      buckets.push({ kind: 'account', key: bucketKey(policy.name, 'account', account), limits: policy.account });
    }
    return buckets;
  }

  private async refuseIfLocked(context: ExecutionContext, policy: FailedAttemptPolicy, buckets: Bucket[]): Promise<void> {
    const waits = await Promise.all(buckets.map((bucket) => this.attempts.lockedFor(bucket.key)));
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(context, wait, policy.message);
  }

  private async onError(
    context: ExecutionContext,
    policy: FailedAttemptPolicy,
    buckets: Bucket[],
    error: unknown,
  ): Promise<never> {
    const failureStatus = policy.failureStatus ?? HttpStatus.UNAUTHORIZED;
    if (!(error instanceof HttpException) || error.getStatus() !== failureStatus) throw error;
    // Locked before this failure was counted (parallel attempts): refuse it like any locked attempt.
    await this.refuseIfLocked(context, policy, buckets);
    const counted = await Promise.all(buckets.map((bucket) => this.attempts.countFailure(bucket.key, bucket.limits)));
    const delay = Math.max(
      ...counted.map(({ failures }, i) => failureDelayMs(failures, buckets[i].limits, this.config.loginFailureDelayMs)),
    );
    if (delay > 0) await sleep(delay);
    throw error;
  }
}

/**
 * Limits failed attempts at this route (see FailedAttemptPolicy and FailedAttemptsInterceptor);
 * documents the 429.
 */
export const LimitFailedAttempts = (policy: FailedAttemptPolicy): MethodDecorator => {
  const per = [`${policy.address.limit} failed attempts from one address in ${describeWindow(policy.address.ttl)}`];
  if (policy.account) per.push(`${policy.account.limit} for one account in ${describeWindow(policy.account.ttl)}`);
  return applyDecorators(
    SetMetadata(FAILED_ATTEMPT_POLICY, policy),
    UseInterceptors(FailedAttemptsInterceptor),
    ApiTooManyRequests(`Locked after ${per.join(', or after ')}, until that window ends`),
  );
};
