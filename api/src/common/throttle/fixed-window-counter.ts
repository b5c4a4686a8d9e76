/** How many hits a key may make per window. */
export interface FixedWindowLimits {
  limit: number;
  windowMs: number;
}

export interface FixedWindowCounterOptions extends FixedWindowLimits {
  /** Where "now" comes from when a call does not pass it (tests pass their own); `Date.now` by default. */
  clock?: () => number;
  /** The most keys tracked at once; past it the oldest windows are dropped (10,000 by default). */
  maxKeys?: number;
}

interface Window {
  hits: number;
  resetAt: number;
}

const DEFAULT_MAX_KEYS = 10_000;

/**
 * Hits per key (a client address) in fixed windows: a key's window opens at its first hit and
 * lasts `windowMs`; past `limit` hits in it the key is refused until it ends. In memory, per
 * process, which is enough for one API instance; several instances would share a store instead.
 *
 * The map keeps windows in the order they opened, so opening one first sweeps the expired ones
 * from the front (amortised constant time), and past `maxKeys` drops the oldest live ones: memory
 * stays bounded even when a flood comes from many addresses.
 */
export class FixedWindowCounter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly clock: () => number;
  private readonly maxKeys: number;
  private readonly windows = new Map<string, Window>();

  constructor(options: FixedWindowCounterOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.clock = options.clock ?? Date.now;
    this.maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS);
  }

  /** Counts one hit of `key`: 0 when it is within the limit, else the seconds until its window ends. */
  hit(key: string, now = this.clock()): number {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) window = this.open(key, now);
    window.hits += 1;
    return window.hits > this.limit ? secondsUntil(window.resetAt, now) : 0;
  }

  /** Seconds until `key` may hit again within the limit, or 0 when it may now. Counts nothing. */
  retryAfterSeconds(key: string, now = this.clock()): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now || window.hits < this.limit) return 0;
    return secondsUntil(window.resetAt, now);
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  /** How many keys are tracked (expired windows included until the next sweep). */
  get size(): number {
    return this.windows.size;
  }

  private open(key: string, now: number): Window {
    // Re-inserted at the end, so the map stays in the order the windows opened.
    this.windows.delete(key);
    for (const [oldKey, old] of this.windows) {
      if (old.resetAt > now && this.windows.size < this.maxKeys) break;
      this.windows.delete(oldKey);
    }
    const window: Window = { hits: 0, resetAt: now + this.windowMs };
    this.windows.set(key, window);
    return window;
  }
}

function secondsUntil(time: number, now: number): number {
  return Math.ceil((time - now) / 1000);
}
