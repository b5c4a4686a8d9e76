import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { generateVAPIDKeys } from 'web-push';
import { Clock } from '../../../common/clock';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';
import { AppConfig } from '../../../config';
import type { VapidDetails } from './push-sender';
import { PushVapidKeys, VAPID_KEYS_ID } from './schemas/push-vapid-keys.schema';

/**
 * The application server's VAPID key pair: production's from its environment (it refuses to
 * start without one). Elsewhere, unless VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given, a
 * pair is made on first use and kept in the database: inserted under one `_id`, so when several
 * instances start at once the first insert wins and the others read it (no read-then-write), and
 * browsers' subscriptions, made to its public key, outlive restarts.
 */
@Injectable()
export class VapidKeysService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PushAlerts');
  private loading: Promise<VapidDetails> | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @InjectModel(PushVapidKeys.name) private readonly stored: Model<PushVapidKeys>,
  ) {}

  /** Ready before the first order (a database that is away is tried again on first use). */
  onApplicationBootstrap(): void {
    this.details().catch((error: unknown) =>
      this.logger.warn(`VAPID keys not read yet: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  details(): Promise<VapidDetails> {
    const { vapid, subject } = this.config.push;
    if (vapid) return Promise.resolve({ ...vapid, subject });
    this.loading ??= this.claim().catch((error: unknown) => {
      this.loading = undefined; // the next call tries again
      throw error;
    });
    return this.loading;
  }

  /** The stored pair, inserting a new one when there is none. */
  private async claim(): Promise<VapidDetails> {
    const { subject } = this.config.push;
    const existing = await this.stored.findById(VAPID_KEYS_ID).lean<PushVapidKeys>().exec();
    if (existing) return { publicKey: existing.publicKey, privateKey: existing.privateKey, subject };
    const made = generateVAPIDKeys();
    try {
      await this.stored.create({ _id: VAPID_KEYS_ID, ...made, createdAt: this.clock.now() });
      this.logger.log('made a VAPID key pair for Web Push and kept it in push_vapid_keys (development)');
      return { ...made, subject };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Another instance stored its pair first: that one it is.
      const winner = await this.stored.findById(VAPID_KEYS_ID).lean<PushVapidKeys>().exec();
      if (!winner) throw error;
      return { publicKey: winner.publicKey, privateKey: winner.privateKey, subject };
    }
  }
}
