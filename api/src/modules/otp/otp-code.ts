import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@chowk/contracts';

/** A new one-time code: 6 digits, uniformly drawn (leading zeros kept). */
export const newOtpCode = (): string => String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');

/**
 * What is stored of a code: HMAC-SHA256 under the server's secret of the code and what it is
 * bound to (`parts`: the mobile, or the contact and the device), so a database leak reveals no
 * code and a code checked against another binding does not match.
 */
export function otpHash(secret: string, parts: readonly string[], code: string): string {
  return createHmac('sha256', secret)
    .update(`${parts.join(':')}:${code}`)
    .digest('base64url');
}

/** Constant-time comparison of two otpHash values. */
export function sameOtpHash(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
