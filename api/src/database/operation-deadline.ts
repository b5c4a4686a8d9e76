import mongoose, { type Connection } from 'mongoose';

/**
 * Thrown when a database operation has not settled within its deadline (`DB_QUERY_TIMEOUT_MS`).
 * The exception filter answers it with 503 and Retry-After, like any other "database
 * unavailable" error.
 */
export class DatabaseDeadlineError extends Error {
  override readonly name = 'DatabaseDeadlineError';

  constructor(
    readonly operation: string,
    readonly deadlineMs: number,
  ) {
    super(`Database operation ${operation} did not finish within ${deadlineMs} ms`);
  }
}

/** The deadline of each connection that has one (see `setOperationDeadline`). */
const deadlines = new WeakMap<Connection, number>();

/**
 * Every mongoose operation on `connection` (queries, aggregations, document saves, `create`,
 * `insertMany`, `bulkWrite`) rejects with DatabaseDeadlineError once it has run `ms`
 * milliseconds, whatever the driver is waiting for: a frozen server, a reconnect, a retry.
 *
 * Why client-side: `maxTimeMS` (also set, see DatabaseModule) is enforced by the server, so a
 * server that is paused or cut off never enforces it; the driver's own timeouts bound each
 * step (server selection, connect, socket read) but a retried operation can take several of
 * them. This is the one bound on the whole operation.
 *
 * What it does not do: cancel the operation. The driver carries on until the server answers or
 * a driver timeout ends it (`DB_SOCKET_TIMEOUT_MS`, the heartbeat clearing the pool), so a write
 * that timed out MAY STILL BE APPLIED. The caller stops at the first timed-out operation (the
 * error propagates), so no later write of the same request runs; a client that retries a
 * create after a 503 meets the unique indexes (409) rather than a duplicate.
 */
export function setOperationDeadline(connection: Connection, ms: number): void {
  installOnce();
  deadlines.set(connection, ms);
}

function withDeadline<T>(connection: Connection | undefined, operation: string, work: () => Promise<T>): Promise<T> {
  const ms = connection ? deadlines.get(connection) : undefined;
  if (ms === undefined) return work();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseDeadlineError(operation, ms)), ms);
  });
  // Promise.race subscribes to `work`, so its late rejection is handled, never "unhandled".
  return Promise.race([work(), deadline]).finally(() => clearTimeout(timer));
}

let installed = false;

/**
 * Wraps the entry points every mongoose operation goes through, once per process. They read
 * the deadline of the operation's own connection, so connections without one (none today) and
 * other mongoose users are untouched.
 */
function installOnce(): void {
  if (installed) return;
  installed = true;

  const { Query, Aggregate, Model } = mongoose;

  // `await query` calls `query.then`, which calls `exec`.
  const exec = Query.prototype.exec;
  Query.prototype.exec = function (this: mongoose.Query<unknown, unknown>, ...args: Parameters<typeof exec>) {
    return withDeadline(this.model?.db, `${this.model?.collection?.name}.${(this as { op?: string }).op ?? 'query'}`, () =>
      exec.apply(this, args),
    );
  } as typeof exec;

  const aggregate = Aggregate.prototype.exec;
  Aggregate.prototype.exec = function (this: mongoose.Aggregate<unknown>, ...args: Parameters<typeof aggregate>) {
    const model = this.model();
    return withDeadline(model?.db, `${model?.collection?.name}.aggregate`, () => aggregate.apply(this, args));
  } as typeof aggregate;

  // `Model.create` saves each document with `$save`, an alias taken when mongoose loaded.
  const save = Model.prototype.save;
  const timedSave = function (this: mongoose.Model<unknown>, ...args: Parameters<typeof save>) {
    return withDeadline(this.db, `${this.collection?.name}.save`, () => save.apply(this, args));
  } as typeof save;
  Model.prototype.save = timedSave;
  Model.prototype.$save = timedSave;

  const insertMany = Model.insertMany;
  Model.insertMany = function (this: typeof Model, ...args: unknown[]) {
    return withDeadline(this.db, `${this.collection?.name}.insertMany`, () =>
      (insertMany as (...a: unknown[]) => Promise<unknown>).apply(this, args),
    );
  } as typeof insertMany;

  const bulkWrite = Model.bulkWrite;
  Model.bulkWrite = function (this: typeof Model, ...args: unknown[]) {
    return withDeadline(this.db, `${this.collection?.name}.bulkWrite`, () =>
      (bulkWrite as (...a: unknown[]) => Promise<unknown>).apply(this, args),
    );
  } as typeof bulkWrite;
}
