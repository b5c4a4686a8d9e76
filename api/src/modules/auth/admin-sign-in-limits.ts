import { API_MESSAGES } from '@chowk/contracts';
import type { FailedAttemptPolicy } from '../../common/throttle/failed-attempts';

const MINUTE = 60_000;

/** The admin email as AdminCredentialsService compares it: trimmed, any case. */
export function adminAccount(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/**
 * Failed admin sign-ins (a 401); successful ones never count, so the admin is not locked out
 * by their own use.
 *
 * - Per client address: 10 failures a minute, then that address waits out the minute. This is
 *   what stops one guesser, and it touches no one else.
 * - Per account (the email in the body): 120 failures in 10 minutes, then every address waits
 *   out those 10 minutes for that email. This bounds guessing spread over many addresses
 *   (at most 120 guesses per 10 minutes, whatever the number of addresses), and it is set above
 *   what one address can reach alone (10 a minute is at most 110 in any 10 minutes, counting
 *   the window edges), so one attacker's address can never lock the admin out elsewhere; only
 *   a distributed attack can, for at most the 10 minutes it keeps going. That is the trade-off:
 *   a per-account limit that one address could trip would hand every attacker a denial of
 *   service against the admin; none at all would leave a botnet unbounded.
 */
export const ADMIN_SIGN_IN_LIMITS: FailedAttemptPolicy = {
  name: 'admin-sign-in',
  address: { limit: 10, ttl: MINUTE },
  account: { limit: 120, ttl: 10 * MINUTE, from: adminAccount },
  message: API_MESSAGES.signInLocked,
};
