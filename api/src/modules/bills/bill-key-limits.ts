import { API_MESSAGES } from '@chowk/contracts';
import type { FailedAttemptPolicy } from '../../common/throttle/failed-attempts';

const MINUTE = 60_000;

/**
 * Bill keys asked for that lead nowhere (GET /bills/{key} answering 404): 30 from one address in
 * 15 minutes lock that address out of the route for the rest of the window. A customer opens the
 * keys they were given, which never count; a guesser of 128-bit keys gets 30 tries a quarter hour.
 */
export const BILL_KEY_LIMITS: FailedAttemptPolicy = {
  name: 'bill-key',
  address: { limit: 30, ttl: 15 * MINUTE },
  failureStatus: 404,
  message: API_MESSAGES.tooManyRequests,
};
