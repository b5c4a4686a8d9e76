import { FixedWindowCounter } from './fixed-window-counter';

describe('FixedWindowCounter', () => {
  const start = 1_000_000;
  const counter = (options: { maxKeys?: number; clock?: () => number } = {}) =>
    new FixedWindowCounter({ limit: 3, windowMs: 10_000, ...options });

  it('lets `limit` hits of a key through in its window, then answers the seconds left', () => {
    const c = counter();
    expect([c.hit('a', start), c.hit('a', start + 1), c.hit('a', start + 2)]).toEqual([0, 0, 0]);
    expect(c.hit('a', start + 2_500)).toBe(8);
    expect(c.hit('a', start + 9_999)).toBe(1);
    expect(c.hit('b', start + 9_999)).toBe(0);
  });

  it('retryAfterSeconds tells whether the next hit would be refused, and counts nothing', () => {
    const c = counter();
    c.hit('a', start);
    c.hit('a', start);
    expect(c.retryAfterSeconds('a', start)).toBe(0);
    expect(c.retryAfterSeconds('a', start)).toBe(0);
    c.hit('a', start);
    expect(c.retryAfterSeconds('a', start + 1_000)).toBe(9);
    expect(c.retryAfterSeconds('unknown', start)).toBe(0);
  });

  it('opens a fresh window at the first hit after the previous one ended', () => {
    const c = counter();
    for (let i = 0; i < 4; i += 1) c.hit('a', start);
    expect(c.retryAfterSeconds('a', start + 10_000)).toBe(0);
    expect([c.hit('a', start + 10_000), c.hit('a', start + 12_000), c.hit('a', start + 19_999)]).toEqual([0, 0, 0]);
    // The new window started at its first hit (start + 10 s), not on a fixed grid.
    expect(c.hit('a', start + 19_999)).toBe(1);
    expect(c.hit('a', start + 20_000)).toBe(0);
  });

  it('reads the injected clock when no time is passed', () => {
    let now = start;
    const c = counter({ clock: () => now });
    for (let i = 0; i < 3; i += 1) c.hit('a');
    expect(c.hit('a')).toBe(10);
    now += 10_000;
    expect(c.hit('a')).toBe(0);
  });

  it('clear forgets a key', () => {
    const c = counter();
    for (let i = 0; i < 4; i += 1) c.hit('a', start);
    c.clear('a');
    expect(c.hit('a', start)).toBe(0);
    expect(c.size).toBe(1);
  });

  it('sweeps expired windows when it opens a new one', () => {
    const c = counter();
    for (let i = 0; i < 100; i += 1) c.hit(`old-${i}`, start + i);
    c.hit('live', start + 5_000);
    expect(c.size).toBe(101);
    // The first 50 old windows have ended by now; the other 50 and `live` have not.
    c.hit('new', start + 10_049);
    expect(c.size).toBe(52);
    // Now only `new` is still open.
    c.hit('later', start + 15_000);
    expect(c.size).toBe(2);
  });

  it('a key whose window restarts moves to the back of the sweep order', () => {
    const c = counter({ maxKeys: 2 });
    c.hit('a', start);
    c.hit('b', start + 1_000);
    c.hit('a', start + 10_000); // a's window restarts, after b's
    c.hit('c', start + 10_500); // full: the oldest window goes, b's (still open), not a's
    expect(c.size).toBe(2);
    // a kept its count: 1 + 2 hits reach the limit.
    for (let i = 0; i < 2; i += 1) c.hit('a', start + 10_600);
    expect(c.retryAfterSeconds('a', start + 10_600)).toBe(10);
  });

  it('never tracks more than maxKeys: past it the oldest live windows are dropped', () => {
    const c = counter({ maxKeys: 50 });
    for (let i = 0; i < 4; i += 1) c.hit('first', start);
    expect(c.retryAfterSeconds('first', start)).toBe(10);
    for (let i = 0; i < 1_000; i += 1) c.hit(`flood-${i}`, start + 1);
    expect(c.size).toBe(50);
    // `first` was the oldest, so it went first: it starts over.
    expect(c.retryAfterSeconds('first', start + 2)).toBe(0);
    expect(c.retryAfterSeconds('flood-999', start + 2)).toBe(0);
    for (let i = 0; i < 2; i += 1) c.hit('flood-999', start + 2);
    expect(c.hit('flood-999', start + 2)).toBe(10);
  });
});
