import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted, Types } from 'mongoose';
import { PUSH_LIMITS, type PushDevice } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';
import { inIds } from '../../../common/mongo/trusted-in';
import type { PushTarget } from './push-sender';
import { PushSubscription } from './schemas/push-subscription.schema';

export type PushSubscriptionRecord = PushSubscription & { _id: Types.ObjectId };

/** What a send needs of a device. */
export type PushDeviceTarget = PushTarget & { _id: Types.ObjectId };

/** Tries of the save: two first saves of one endpoint meet the unique index once at most. */
const SAVE_TRIES = 3;

export const toPushDevice = (row: PushSubscriptionRecord): PushDevice => ({
  _id: String(row._id),
  label: row.label,
  created_at: row.createdAt.toISOString(),
  last_sent_at: row.lastSentAt ? row.lastSentAt.toISOString() : null,
});

/**
 * A shop's devices with order alerts (collection push_subscriptions), one per browser endpoint.
 * Writes are keyed by `_id` or by the unique endpoint, filters by plain fields only, so they hold
 * on MongoDB and FerretDB 1.24 alike.
 */
@Injectable()
export class PushSubscriptionsService {
  constructor(@InjectModel(PushSubscription.name) private readonly subscriptions: Model<PushSubscription>) {}

  /** The shop's devices, newest first. */
  list(shopId: string): Promise<PushSubscriptionRecord[]> {
    return this.subscriptions
      .find({ shopId: new Types.ObjectId(shopId) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<PushSubscriptionRecord[]>()
      .exec();
  }

  /** Where the shop's alerts go. */
  targets(shopId: string): Promise<PushDeviceTarget[]> {
    return this.subscriptions
      .find({ shopId: new Types.ObjectId(shopId) })
      .select({ endpoint: 1, keys: 1 })
      .lean<PushDeviceTarget[]>()
      .exec();
  }

  find(shopId: string, id: string): Promise<PushSubscriptionRecord | null> {
    return this.subscriptions
      .findOne({ _id: new Types.ObjectId(id), shopId: new Types.ObjectId(shopId) })
      .lean<PushSubscriptionRecord>()
      .exec();
  }

  /**
   * The browser at `endpoint` gets the shop's alerts: the same endpoint already on this shop is
   * updated (its keys and name; it keeps its date), one on another shop is moved here (a new
   * date), a new one inserted. The endpoint's unique index settles two saves at once. Then the
   * shop keeps its newest PUSH_LIMITS.devicesPerShop devices: older ones go.
   */
  async save(
    shopId: string,
    userId: string,
    device: { endpoint: string; keys: { p256dh: string; auth: string }; label: string },
    now: Date,
  ): Promise<PushSubscriptionRecord> {
    const shop = new Types.ObjectId(shopId);
    const fields = {
      userId: new Types.ObjectId(userId),
      keys: { p256dh: device.keys.p256dh, auth: device.keys.auth },
      label: device.label,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        const row =
          (await this.subscriptions
            .findOneAndUpdate({ endpoint: device.endpoint, shopId: shop }, { $set: fields }, { returnDocument: 'after' })
            .lean<PushSubscriptionRecord>()
            .exec()) ??
          (await this.subscriptions
            .findOneAndUpdate(
              { endpoint: device.endpoint },
              { $set: { ...fields, shopId: shop, createdAt: now, lastSentAt: null } },
              { upsert: true, returnDocument: 'after', setDefaultsOnInsert: false },
            )
            .lean<PushSubscriptionRecord>()
            .exec());
        if (!row) throw new Error('the push subscription upsert returned nothing');
        await this.keepNewest(shop, row._id);
        return row;
      } catch (error) {
        // Another save of this endpoint inserted it meanwhile: the next try updates it.
        if (!isDuplicateKeyError(error) || attempt >= SAVE_TRIES) throw error;
      }
    }
  }

  /** Removes a device of the shop; false when the shop has no such device. */
  async remove(shopId: string, id: string): Promise<boolean> {
    const { deletedCount } = await this.subscriptions
      .deleteOne({ _id: new Types.ObjectId(id), shopId: new Types.ObjectId(shopId) })
      .exec();
    return deletedCount > 0;
  }

  /** Devices whose push service said the subscription is over (404, 410). */
  async removeGone(ids: readonly Types.ObjectId[]): Promise<void> {
    if (ids.length) await this.subscriptions.deleteMany({ _id: inIds([...ids]) }).exec();
  }

  /** Devices whose push service took an alert at `at`. */
  async markSent(ids: readonly Types.ObjectId[], at: Date): Promise<void> {
    if (ids.length) await this.subscriptions.updateMany({ _id: inIds([...ids]) }, { $set: { lastSentAt: at } }).exec();
  }

  /**
   * The shop's devices beyond its newest PUSH_LIMITS.devicesPerShop (the one just saved always
   * stays) are removed. Two saves at once may both remove the same oldest devices: harmless.
   */
  private async keepNewest(shopId: Types.ObjectId, saved: Types.ObjectId): Promise<void> {
    const beyond = await this.subscriptions
      // trusted(): the connection's sanitizeFilter would make the operator an equality; the id is ours.
      .find({ shopId, _id: trusted({ $ne: saved }) })
      .sort({ createdAt: -1, _id: -1 })
      .skip(PUSH_LIMITS.devicesPerShop - 1)
      .select({ _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    if (beyond.length) await this.subscriptions.deleteMany({ _id: inIds(beyond.map((row) => row._id)) }).exec();
  }
}
