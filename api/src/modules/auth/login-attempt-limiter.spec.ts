import { FAILED_LOGIN_WINDOW_MS, LoginAttemptLimiter, MAX_FAILED_LOGINS } from './login-attempt-limiter';

describe('LoginAttemptLimiter', () => {
  const start = 1_000_000;

  it(`blocks an address after ${MAX_FAILED_LOGINS} failures until its minute is over`, () => {
    const limiter = new LoginAttemptLimiter();
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i += 1) limiter.recordFailure('1.1.1.1', start + i);
    expect(limiter.retryAfterSeconds('1.1.1.1', start + 100)).toBe(0);
    limiter.recordFailure('1.1.1.1', start + 100);
    expect(limiter.retryAfterSeconds('1.1.1.1', start + 1_000)).toBe(59);
    expect(limiter.retryAfterSeconds('2.2.2.2', start + 1_000)).toBe(0);
    expect(limiter.retryAfterSeconds('1.1.1.1', start + FAILED_LOGIN_WINDOW_MS)).toBe(0);
  });

  it('starts a fresh window once the previous one has passed', () => {
    const limiter = new LoginAttemptLimiter();
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i += 1) limiter.recordFailure('1.1.1.1', start);
    limiter.recordFailure('1.1.1.1', start + FAILED_LOGIN_WINDOW_MS + 1);
    expect(limiter.retryAfterSeconds('1.1.1.1', start + FAILED_LOGIN_WINDOW_MS + 2)).toBe(0);
  });
});
