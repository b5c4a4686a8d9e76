import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import type { AppConfig } from '../config';
import { setOperationDeadline } from './operation-deadline';

/**
 * The MongoDB connection (`MONGODB_URI`: MongoDB, Atlas, or FerretDB 1.24 in development and
 * tests). Stay inside what both support: no transactions, no $lookup, no geo indexes.
 *
 * A database that is down, frozen or too slow costs a request a 503 within a few seconds
 * (`DB_*` variables, docs/operations.md "Configuration"), and the API carries on by itself when it returns:
 * - every operation has a client-side deadline (`DB_QUERY_TIMEOUT_MS`, operation-deadline.ts),
 *   and reads also a server-side `maxTimeMS` of the same length;
 * - the driver bounds each step: choosing a server, connecting, one socket read (which frees
 *   the connections a frozen server holds), and checks the server every heartbeat, which is how
 *   it notices the server is back: the client is never closed, so it reconnects on its own;
 * - no command buffering: while the server is away an operation goes to the driver, fails its
 *   server selection (503) and, doing so, makes the driver check the server at once, so the
 *   first request after the server returns already succeeds.
 */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    // Query filters wrap any `$`-key object coming from a client in `$eq`, so
    // `{"name": {"$gt": ""}}` can never become an operator. Server code opts in with
    // `mongoose.trusted()` where it really needs one (see common/mongo/trusted-in.ts).
    mongoose.set('sanitizeFilter', true);
    const timeouts = config.database;
    return {
      module: DatabaseModule,
      imports: [
        MongooseModule.forRoot(config.mongodbUri, {
          // Unique indexes carry the uniqueness rules (names, codes, subscribers): build them.
          autoIndex: true,
          serverSelectionTimeoutMS: timeouts.serverSelectionMs,
          connectTimeoutMS: timeouts.connectMs,
          socketTimeoutMS: timeouts.socketMs,
          heartbeatFrequencyMS: timeouts.heartbeatMs,
          bufferCommands: false,
          // The first connection, at start-up: a few attempts before the API gives up.
          retryAttempts: 5,
          retryDelay: 2_000,
          connectionFactory: (connection: Connection) => {
            connection.set('maxTimeMS', timeouts.queryMs);
            setOperationDeadline(connection, timeouts.queryMs);
            return connection;
          },
        }),
      ],
    };
  }
}
