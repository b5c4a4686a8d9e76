import type { ThrottlerGetTrackerFunction } from '@nestjs/throttler';

const MINUTE = 60_000;

/** A limit on every request to a route: at most `limit` per `ttl` milliseconds per tracker. */
export interface RateLimitPolicy {
  limit: number;
  /** The window, in milliseconds; once over the limit a tracker waits a whole window. */
  ttl: number;
  /** What is counted, for the OpenAPI description ("this address" by default). */
  per?: string;
  /** Whom to count: the client address by default (see `clientAddress`); e.g. a phone number for OTP. */
  getTracker?: ThrottlerGetTrackerFunction;
}

/**
 * The named throttlers of the API (`@nestjs/throttler`). A route opts in with `@RateLimit(name)`;
 * a route without it is never counted (there is no global default). A new limit, such as OTP
 * requests per phone number, is one more entry here and `@RateLimit('otpRequest')` on its route.
 */
export const RATE_LIMITS = {
  /** A person sends a message or two; more than 5 from one address in 10 minutes is a script. */
  contact: { limit: 5, ttl: 10 * MINUTE },
  /** Looser: a household or an office behind one address may subscribe several people. */
  newsletter: { limit: 10, ttl: 10 * MINUTE },
  /** Shop signups: a shop or two from one place; 10 an hour from one address is generous. */
  signup: { limit: 10, ttl: 60 * MINUTE },
  /** Verification codes asked for (each mobile also waits a minute between codes: OtpService). */
  otpSend: { limit: 10, ttl: 10 * MINUTE },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** `600000` → "10 minutes", for the OpenAPI descriptions. */
export function describeWindow(ms: number): string {
  if (ms % MINUTE === 0) return ms === MINUTE ? 'a minute' : `${ms / MINUTE} minutes`;
  return `${Math.ceil(ms / 1000)} seconds`;
}
