import { Error as MongooseError, mongo } from 'mongoose';
import { DatabaseDeadlineError } from './operation-deadline';

/** What a 503 from a database fault tells the client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Driver errors without an export of their own (mongodb/lib/cmap/errors.js), by name. */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'PoolClearedError',
  'PoolClearedOnNetworkError',
  'PoolClosedError',
  'WaitQueueTimeoutError',
]);

/**
 * Server answers that mean "not now" rather than "wrong request": the query ran out of its
 * `maxTimeMS` (50), the server is shutting down or stepping down, a replica set is between
 * primaries, the server itself lost its network.
 */
const UNAVAILABLE_SERVER_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  50, // MaxTimeMSExpired
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** mongoose's own messages when it cannot reach the connection (buffering, force close). */
const UNAVAILABLE_MONGOOSE_MESSAGE = /buffering timed out after|Connection was force closed/;

/**
 * Whether an error means the database is unreachable or too slow right now (so the request may
 * succeed in a moment), as opposed to a bug or a bad request. The exception filter answers
 * these with 503 and Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    if (
      cause instanceof DatabaseDeadlineError ||
      cause instanceof mongo.MongoServerSelectionError ||
      cause instanceof MongooseError.MongooseServerSelectionError ||
      cause instanceof mongo.MongoNetworkError || // MongoNetworkTimeoutError, PoolClearedError
      cause instanceof mongo.MongoNotConnectedError ||
      cause instanceof mongo.MongoTopologyClosedError ||
      cause instanceof mongo.MongoServerClosedError ||
      cause instanceof mongo.MongoOperationTimeoutError ||
      UNAVAILABLE_ERROR_NAMES.has(cause.name) ||
      (cause instanceof mongo.MongoServerError && typeof cause.code === 'number' && UNAVAILABLE_SERVER_CODES.has(cause.code)) ||
      (cause instanceof MongooseError && UNAVAILABLE_MONGOOSE_MESSAGE.test(cause.message))
    ) {
      return true;
    }
  }
  return false;
}
