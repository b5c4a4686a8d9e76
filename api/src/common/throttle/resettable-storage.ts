import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';

/**
 * A throttler storage that can also forget a key: a shopkeeper's successful login wipes the
 * failures counted against the account (FailedAttemptPolicy `account.resetOnSuccess`). The
 * library's storages only count (`increment`); these two add `reset` beside it.
 */
export interface ResettableStorage extends ThrottlerStorage {
  reset(key: string, throttlerName: string): Promise<void>;
}

export const isResettable = (storage: ThrottlerStorage): storage is ResettableStorage =>
  typeof (storage as Partial<ResettableStorage>).reset === 'function';

/** `@nestjs/throttler`'s in-memory storage (one process), plus `reset`. */
export class ResettableMemoryStorage extends ThrottlerStorageService implements ResettableStorage {
  async reset(key: string): Promise<void> {
    this.storage.delete(key);
    // Each hit's expiry is kept beside the record (a private map in @nestjs/throttler 6.x); left
    // there, the next increment would count the old hits again. resettable-storage.spec.ts
    // fails if an upgrade moves it.
    (this as unknown as { hitExpirations?: Map<string, unknown> }).hitExpirations?.delete(key);
  }
}

/** `@nest-lab/throttler-storage-redis` (shared by every API instance), plus `reset`. */
export class ResettableRedisStorage extends ThrottlerStorageRedisService implements ResettableStorage {
  async reset(key: string, throttlerName: string): Promise<void> {
    // The two keys `increment` writes for (key, throttler).
    const slot = `{${key}:${throttlerName}}`;
    await this.redis.del(`${slot}:hits`, `${slot}:blocked`);
  }
}
