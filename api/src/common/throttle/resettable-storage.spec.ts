import { startRedisServer, type RedisServer } from '../../testing/redis-server';
import { type ResettableStorage, ResettableMemoryStorage, ResettableRedisStorage } from './resettable-storage';

const NAME = 'failed-attempts';
const HOUR = 3_600_000;
/** Counts one hit of `key` the way FailedAttempts counts a failure; answers the total. */
const hit = async (storage: ResettableStorage, key: string): Promise<number> =>
  (await storage.increment(key, HOUR, Number.MAX_SAFE_INTEGER, 0, NAME)).totalHits;

/** The same behaviour from both storages the API may run on. */
function behavesAsResettable(make: () => ResettableStorage) {
  it('reset forgets one key: its count starts again, other keys keep theirs', async () => {
    const storage = make();
    for (let i = 1; i <= 3; i += 1) expect(await hit(storage, 'a')).toBe(i);
    expect(await hit(storage, 'b')).toBe(1);
    await storage.reset('a', NAME);
    expect(await hit(storage, 'a')).toBe(1);
    expect(await hit(storage, 'b')).toBe(2);
  });

  it('reset of a key never counted is harmless', async () => {
    const storage = make();
    await storage.reset('never', NAME);
    expect(await hit(storage, 'never')).toBe(1);
  });
}

describe('ResettableMemoryStorage', () => {
  const made: ResettableMemoryStorage[] = [];
  afterAll(() => made.forEach((storage) => storage.onApplicationShutdown()));
  behavesAsResettable(() => {
    const storage = new ResettableMemoryStorage();
    made.push(storage);
    return storage;
  });
});

describe('ResettableRedisStorage (a real redis-server)', () => {
  let redis: RedisServer;
  const made: ResettableRedisStorage[] = [];
  let run = 0;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    made.forEach((storage) => storage.onModuleDestroy());
    await redis?.stop();
  });
  behavesAsResettable(() => {
    // One Redis for the file: each test counts under its own prefix.
    run += 1;
    const storage = new ResettableRedisStorage(redis.url, { maxRetriesPerRequest: 1 });
    made.push(storage);
    const prefix = `run${run}:`;
    return {
      increment: (key, ...rest) => storage.increment(prefix + key, ...rest),
      reset: (key, name) => storage.reset(prefix + key, name),
    };
  });
});
