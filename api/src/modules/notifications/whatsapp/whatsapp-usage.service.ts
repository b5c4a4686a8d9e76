import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';
import { WhatsAppUsage } from './schemas/whatsapp-usage.schema';

/** Tries of the counting upsert: two first writers of a month meet the unique index once at most. */
const COUNT_TRIES = 3;

/** The alerts of one shop and month waiting to be counted (WhatsAppUsageService.count). */
interface Tally {
  waiting: { at: Date; resolve(sent: number): void; reject(error: unknown): void }[];
  writing: boolean;
}

/**
 * A shop's alerts per India calendar month (collection whatsapp_usage): one document per shop
 * and month (unique index), counted with an `$inc` upsert, which MongoDB applies atomically.
 * FerretDB 1.24 does not isolate an `$inc` (parallel ones read the same value and one is lost:
 * see OrderNumbersService), so the alerts of this process for one shop and month are counted
 * one write at a time, those that arrive meanwhile together in the next write (`$inc: n`).
 */
@Injectable()
export class WhatsAppUsageService {
  /** Per `<shopId>:<month>`, the alerts of this process being counted. */
  private readonly tallies = new Map<string, Tally>();

  constructor(@InjectModel(WhatsAppUsage.name) private readonly usage: Model<WhatsAppUsage>) {}

  /**
   * One more alert of `month`, inserting the month's document on its first alert. Resolves with
   * the month's count, this alert included (beyond the free ones it is extra).
   */
  count(shopId: Types.ObjectId, month: string, at: Date): Promise<number> {
    const key = `${String(shopId)}:${month}`;
    let tally = this.tallies.get(key);
    if (!tally) {
      tally = { waiting: [], writing: false };
      this.tallies.set(key, tally);
    }
    const counted = new Promise<number>((resolve, reject) => tally.waiting.push({ at, resolve, reject }));
    if (!tally.writing) void this.write(key, tally, shopId, month);
    return counted;
  }

  /** The alerts of `month` so far (0 before the first). */
  async sent(shopId: Types.ObjectId, month: string): Promise<number> {
    const row = await this.usage.findOne({ shopId, month }).select('sent').lean<Pick<WhatsAppUsage, 'sent'>>().exec();
    return row?.sent ?? 0;
  }

  /** Writes the waiting alerts of one shop and month, a batch at a time, until none wait. */
  private async write(key: string, tally: Tally, shopId: Types.ObjectId, month: string): Promise<void> {
    tally.writing = true;
    try {
      while (tally.waiting.length) {
        const batch = tally.waiting.splice(0);
        try {
          const total = await this.add(shopId, month, batch.length, batch[batch.length - 1].at);
          batch.forEach((alert, i) => alert.resolve(total - batch.length + 1 + i));
        } catch (error) {
          batch.forEach((alert) => alert.reject(error));
        }
      }
    } finally {
      tally.writing = false;
      this.tallies.delete(key);
    }
  }

  /** `$inc` of `n`, the document inserted by the first; the month's total after it. */
  private async add(shopId: Types.ObjectId, month: string, n: number, at: Date): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await this.usage
          .findOneAndUpdate(
            { shopId, month },
            { $inc: { sent: n }, $set: { updatedAt: at } },
            { upsert: true, returnDocument: 'after', setDefaultsOnInsert: false },
          )
          .lean<WhatsAppUsage>()
          .exec();
        return row?.sent ?? n;
      } catch (error) {
        // Another process inserted the month's first alert meanwhile: the retry finds it.
        if (!isDuplicateKeyError(error) || attempt >= COUNT_TRIES) throw error;
      }
    }
  }
}
