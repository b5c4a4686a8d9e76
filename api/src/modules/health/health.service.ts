import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AppConfig } from '../../config';

@Injectable()
export class HealthService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly config: AppConfig,
  ) {}

  /**
   * Whether the database answers a ping within `DB_QUERY_TIMEOUT_MS`: a health check must not
   * hang. It pings even while mongoose counts the connection as down: the ping's server
   * selection makes the driver check the server at once, so health turns 200 as soon as the
   * database is back rather than at the next heartbeat. A connection closed on purpose fails
   * the ping at once (MongoNotConnectedError).
   */
  async databaseIsUp(): Promise<boolean> {
    const db = this.connection.db;
    if (!db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.config.database.queryMs);
    });
    try {
      return await Promise.race([
        db
          .admin()
          .ping()
          .then(() => true),
        timeout,
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
