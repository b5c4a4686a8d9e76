import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted } from 'mongoose';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { OtpClaim } from './otp-claim.schema';

/** What one try of a code came to (see OtpClaims.spendTry). */
export type OtpTry = 'right' | 'wrong' | 'tooManyAttempts' | 'used';

/**
 * The OtpClaim keys. A code is known by what it was sent to and the time it was sent: a
 * shopkeeper's `<mobile>:<ms>`, a customer's `customer:<type>:<contact>:<ms>`.
 */
export const OTP_CLAIM_KEYS = {
  /** The shopkeeper's one code a minute per mobile (a customer's is CUSTOMER_CLAIM_KEYS.cooldown). */
  cooldown: (mobile: string) => `send:${mobile}`,
  attempt: (codeId: string, n: number) => `try:${codeId}:${n}`,
  used: (codeId: string) => `used:${codeId}`,
};

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shared core of one-time codes (the shopkeeper's mobile, the customer's email or mobile):
 * claims that one request at a time can hold until they end, decided by the unique key of
 * OtpClaim. FerretDB 1.24 runs parallel conditional updates and upserts without isolation, so
 * "at most one code a minute", "5 tries", "used once" and "5 codes an hour" are never counters:
 * each is a key (or one of N numbered keys) that a single insert wins.
 */
@Injectable()
export class OtpClaims {
  private readonly logger = new Logger(OtpClaims.name);

  constructor(@InjectModel(OtpClaim.name) private readonly claims: Model<OtpClaim>) {}

  /**
   * Takes `key` until `until`, unless another request holds it: true when this one has it. Of
   * parallel inserts the unique index lets one through; a key held by a claim that ended by
   * `now` is freed and tried once more. (Filters on dates go through `trusted()`, which the
   * connection's sanitizeFilter would otherwise turn into equality; their values are the
   * server's own.)
   */
  async take(key: string, until: Date, now: Date = new Date()): Promise<boolean> {
    if (await this.insert(key, until)) return true;
    const freed = await this.claims.deleteOne({ key: { $eq: key }, until: trusted({ $lte: now }) }).exec();
    return freed.deletedCount > 0 && this.insert(key, until);
  }

  /** One insert of the claim: false when the key is taken. */
  private async insert(key: string, until: Date): Promise<boolean> {
    try {
      await this.claims.create({ key, until });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Gives `key` back, if it is still the claim taken until `until` (not a later one). */
  async release(key: string, until: Date): Promise<void> {
    await this.claims.deleteOne({ key: { $eq: key }, until: { $eq: until } }).exec();
  }

  /** Whole seconds until the claim on `key` ends, between 1 and `max`. */
  async secondsLeft(key: string, now: Date, max: number): Promise<number> {
    const held = await this.claims
      .findOne({ key: { $eq: key } })
      .lean<OtpClaim>()
      .exec();
    const left = held ? Math.ceil((held.until.getTime() - now.getTime()) / 1000) : 1;
    return Math.min(max, Math.max(1, left));
  }

  /**
   * One of `slots` numbered claims `<prefix><n>` (n = 1…slots), each held until `until`: a
   * sliding-window cap ("5 codes an hour"), where a slot is free again once its claim ends.
   * Answers the slot taken, or 0 when all are held. A free slot is picked at random, so parallel
   * requests rarely race for the same one; one that loses reads the slots again (one query), so
   * a burst past the cap learns it is full at once rather than trying every slot.
   */
  async takeSlot(prefix: string, slots: number, until: Date, now: Date): Promise<number> {
    for (let round = 0; round <= slots; round += 1) {
      const claims = await this.slotClaims(prefix);
      const held = new Set<number>();
      const ended = new Set<number>();
      for (const claim of claims) {
        const n = Number(claim.key.slice(prefix.length));
        (claim.until.getTime() > now.getTime() ? held : ended).add(n);
      }
      const free = Array.from({ length: slots }, (_, i) => i + 1).filter((n) => !held.has(n));
      if (free.length === 0) return 0;
      const n = free[randomInt(0, free.length)] as number;
      const key = `${prefix}${n}`;
      if (ended.has(n)) await this.claims.deleteOne({ key: { $eq: key }, until: trusted({ $lte: now }) }).exec();
      if (await this.insert(key, until)) return n;
    }
    return 0;
  }

  /** Whole seconds until the first of the held slots of `prefix` frees (at least 1). */
  async slotFreesIn(prefix: string, now: Date): Promise<number> {
    const ends = (await this.slotClaims(prefix)).map((claim) => claim.until.getTime()).filter((end) => end > now.getTime());
    const first = ends.length > 0 ? Math.min(...ends) : now.getTime();
    return Math.max(1, Math.ceil((first - now.getTime()) / 1000));
  }

  /** Every claim of the numbered slots of `prefix`, held or ended. */
  private slotClaims(prefix: string): Promise<OtpClaim[]> {
    return this.claims
      .find({ key: trusted({ $regex: `^${escapeRegex(prefix)}\\d+$` }) })
      .lean<OtpClaim[]>()
      .exec();
  }

  /**
   * One try of the code known as `codeId` (live until `ends`): the try is claimed before the
   * comparison, so parallel guesses share the `maxTries`; a right code is then claimed as used,
   * so of two parallel right answers one wins ('used' for the other).
   */
  async spendTry(codeId: string, ends: Date, now: Date, maxTries: number, right: () => boolean): Promise<OtpTry> {
    let attempt = 0;
    for (let n = 1; n <= maxTries && attempt === 0; n += 1) {
      if (await this.take(OTP_CLAIM_KEYS.attempt(codeId, n), ends, now)) attempt = n;
    }
    if (attempt === 0) return 'tooManyAttempts';
    if (!right()) return attempt >= maxTries ? 'tooManyAttempts' : 'wrong';
    return (await this.take(OTP_CLAIM_KEYS.used(codeId), ends, now)) ? 'right' : 'used';
  }

  /** Deletes the claims that ended (in the background: a request never waits for it). */
  cleanUp(now: Date): void {
    this.claims
      .deleteMany({ until: trusted({ $lt: now }) })
      .exec()
      .catch((error: unknown) =>
        this.logger.warn(`ended claims not cleaned up: ${error instanceof Error ? error.message : error}`),
      );
  }
}
