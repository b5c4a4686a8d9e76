import { SHOP_API_MESSAGES } from '@chowk/contracts';
import type { FailedAttemptPolicy } from '../../common/throttle/failed-attempts';

const MINUTE = 60_000;

/** The account a login names, as UsersService looks it up: trimmed, any case. */
export function loginAccount(body: unknown): string | undefined {
  const identifier = (body as { identifier?: unknown } | null)?.identifier;
  return typeof identifier === 'string' && identifier.trim() ? identifier.trim().toLowerCase() : undefined;
}

/**
 * Failed shopkeeper logins (a 401); a success never counts. Each failure is also answered after
 * LOGIN_FAILURE_DELAY_MS (AuthService), so guessing is slowed before it is refused.
 *
 * - Per account (the identifier): 5 failures in 15 minutes lock that account's logins for the
 *   rest of the 15 minutes. A shopkeeper who forgot the password waits; a guesser gets 5 tries
 *   per quarter hour, whatever the number of addresses.
 * - Per client address: 20 failures in 15 minutes: one address trying many accounts.
 */
export const SHOPKEEPER_LOGIN_LIMITS: FailedAttemptPolicy = {
  name: 'shopkeeper-login',
  address: { limit: 20, ttl: 15 * MINUTE },
  account: { limit: 5, ttl: 15 * MINUTE, from: loginAccount },
  message: SHOP_API_MESSAGES.loginLocked,
};

/** How long a failed login waits before it answers. */
export const LOGIN_FAILURE_DELAY_MS = 300;

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
