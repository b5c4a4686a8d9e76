// For tests only.
import { indiaDayStart } from '@chowk/contracts';

/**
 * Noon in India on the day this file is loaded: a test's "today" that no run meets midnight
 * from (a run may start at 23:59 in India and render the page after midnight).
 */
export const INDIA_NOON = new Date(indiaDayStart(new Date()).getTime() + 12 * 3_600_000);

/**
 * Each test of the file reads the clock from INDIA_NOON on (it moves on from there): only Date
 * is faked, timers stay real, so the page's `new Date()` and the test's INDIA_NOON are one day.
 */
export function holdIndiaNoon(): void {
  beforeEach(() =>
    jest.useFakeTimers({
      now: INDIA_NOON,
      advanceTimers: true,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());
}
