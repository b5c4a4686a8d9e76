import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, ConnectionStates } from 'mongoose';

/** A ping that has not answered by then counts as down: a health check must not hang. */
export const PING_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async databaseIsUp(): Promise<boolean> {
    const db = this.connection.db;
    if (this.connection.readyState !== ConnectionStates.connected || !db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
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
