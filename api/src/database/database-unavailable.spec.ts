import { Error as MongooseError, mongo } from 'mongoose';
import { isDatabaseUnavailable } from './database-unavailable';
import { DatabaseDeadlineError } from './operation-deadline';

/** A driver error as the driver builds it, without a server to talk to. */
function serverError(code: number, codeName: string): mongo.MongoServerError {
  return new mongo.MongoServerError({ ok: 0, code, codeName, errmsg: codeName });
}

describe('isDatabaseUnavailable', () => {
  it.each<[string, unknown]>([
    ['our own deadline', new DatabaseDeadlineError('categories.find', 3000)],
    ['server selection', new mongo.MongoServerSelectionError('connect ECONNREFUSED 127.0.0.1:27017', {} as never)],
    ['mongoose server selection (first connect)', new MongooseError.MongooseServerSelectionError('connect ECONNREFUSED')],
    ['a network error', new mongo.MongoNetworkError('connection 3 to 127.0.0.1:27017 closed')],
    ['a network timeout', new mongo.MongoNetworkTimeoutError('connection 1 to 127.0.0.1:27017 timed out')],
    ['not connected', new mongo.MongoNotConnectedError('Client must be connected before running operations')],
    ['topology closed', new mongo.MongoTopologyClosedError()],
    ['maxTimeMS expired', serverError(50, 'MaxTimeMSExpired')],
    ['a stepping-down primary', serverError(189, 'PrimarySteppedDown')],
    ['a shutting-down server', serverError(91, 'ShutdownInProgress')],
    ['mongoose buffering', new MongooseError('Operation `categories.find()` buffering timed out after 10000ms')],
    ['a pool cleared (by name)', Object.assign(new Error('Connection pool was cleared'), { name: 'PoolClearedError' })],
    ['a wrapped cause', new Error('listing failed', { cause: new mongo.MongoNetworkError('reset') })],
  ])('yes: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a duplicate key', serverError(11000, 'DuplicateKey')],
    ['a bad query', serverError(2, 'BadValue')],
    ['a cast error', new MongooseError.CastError('ObjectId', 'x', '_id')],
    ['a validation error', new MongooseError.ValidationError()],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['not an error', 'database down'],
    ['nothing', undefined],
  ])('no: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
