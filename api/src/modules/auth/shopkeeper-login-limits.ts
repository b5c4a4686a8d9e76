import { SHOP_API_MESSAGES } from '@chowk/contracts';
import type { FailedAttemptPolicy } from '../../common/throttle/failed-attempts';

const MINUTE = 60_000;

/** The account a login names, as UsersService looks it up: trimmed, any case. */
export function loginAccount(body: unknown): string | undefined {
  const identifier = (body as { identifier?: unknown } | null)?.identifier;
  return typeof identifier === 'string' && identifier.trim() ? identifier.trim().toLowerCase() : undefined;
}

/**
 * Failed shopkeeper logins (a 401, whether the identifier or the password was wrong).
 *
 * - Per account (the identifier): 5 failures in 15 minutes lock that account's logins for the
 *   rest of the 15 minutes. A shopkeeper who forgot the password waits; a guesser gets 5 tries
 *   per quarter hour, whatever the number of addresses. A successful login wipes the count.
 * - Per client address: 20 failures in 15 minutes: one address trying many accounts. Successes
 *   never count, and never wipe it.
 *
 * Slowed before refused: after 2 failures for an account (or 5 from an address) each failure
 * answers after LOGIN_FAILURE_DELAY_MS (250 ms by default), doubled per further failure, at most
 * 8 times that.
 */
export const SHOPKEEPER_LOGIN_LIMITS: FailedAttemptPolicy = {
  name: 'shopkeeper-login',
  address: { limit: 20, ttl: 15 * MINUTE, slowAfter: 5 },
  account: { limit: 5, ttl: 15 * MINUTE, slowAfter: 2, from: loginAccount, resetOnSuccess: true },
  message: SHOP_API_MESSAGES.loginLocked,
};

/** The mobile a verification names. */
function verifyAccount(body: unknown): string | undefined {
  const mobile = (body as { mobile?: unknown } | null)?.mobile;
  return typeof mobile === 'string' && mobile.trim() ? mobile.trim() : undefined;
}

/**
 * Wrong verification codes (a 401). Each code allows 5 tries itself (OtpService); these bound
 * the guessing across codes: 10 wrong codes per mobile, 30 per address, in 15 minutes.
 */
export const OTP_VERIFY_LIMITS: FailedAttemptPolicy = {
  name: 'otp-verify',
  address: { limit: 30, ttl: 15 * MINUTE },
  account: { limit: 10, ttl: 15 * MINUTE, from: verifyAccount },
  message: SHOP_API_MESSAGES.otpTooManyAttempts,
};
