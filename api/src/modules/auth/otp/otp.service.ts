import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted } from 'mongoose';
import { LIMITS, SHOP_API_MESSAGES } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';
import { AppConfig } from '../../../config';
import { SmsSender } from '../../notifications/sms/sms-sender';
import { OtpClaim } from './otp-claim.schema';
import { OtpCode } from './otp-code.schema';

/** How long a code is good for. */
export const OTP_LIFETIME_MS = 10 * 60_000;
/** Tries per code (a right one included) before the code is spent and a new one is needed. */
export const OTP_MAX_ATTEMPTS = 5;
/** How long the signup's answer waits for the SMS provider; a slower delivery carries on behind it. */
export const SIGNUP_SEND_WAIT_MS = 3_000;
/** When to ask again after the SMS provider failed. */
export const SMS_RETRY_AFTER_SECONDS = 5;
/** Ended codes are deleted this long after their end (no TTL indexes on FerretDB). */
export const OTP_KEEP_ENDED_MS = 24 * 60 * 60_000;
/** How often (per process) the cleanup runs, on the back of a request for a code. */
const CLEANUP_EVERY_MS = 60 * 60_000;

/** The OtpClaim keys (see OtpClaim). A code is known by its mobile and the time it was sent. */
export const OTP_CLAIM_KEYS = {
  cooldown: (mobile: string) => `send:${mobile}`,
  attempt: (codeId: string, n: number) => `try:${codeId}:${n}`,
  used: (codeId: string) => `used:${codeId}`,
};

/** 429 with Retry-After: a code was sent to this mobile less than a minute ago. */
export class OtpCooldownException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(`Please wait ${retryAfterSeconds} seconds before requesting another OTP`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** 503 with Retry-After: the SMS provider refused or did not answer; nothing was sent and no cooldown runs. */
export class SmsUnavailableException extends ServiceUnavailableException {
  readonly retryAfterSeconds = SMS_RETRY_AFTER_SECONDS;
}

/**
 * One-time codes for a shopkeeper's mobile: issue (at most one a minute), check (at most 5
 * tries, 10 minutes, used once). Codes are kept as HMACs. What parallel requests must not
 * share (the minute, a try, the use) is decided by an OtpClaim's unique key.
 */
@Injectable()
export class OtpService {
  private readonly logger = new Logger(OtpService.name);
  private lastCleanup = 0;

  constructor(
    @InjectModel(OtpCode.name) private readonly codes: Model<OtpCode>,
    @InjectModel(OtpClaim.name) private readonly claims: Model<OtpClaim>,
    private readonly sms: SmsSender,
    private readonly config: AppConfig,
  ) {}

  private hash(mobile: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${mobile}:${code}`).digest('base64url');
  }

  /**
   * Takes `key` until `until`, unless another request holds it: true when this one has it.
   * An ended claim is removed first; of parallel inserts the unique index lets one through.
   * (Filters on dates go through `trusted()`, which the connection's sanitizeFilter would
   * otherwise turn into equality; their values are the server's own.)
   */
  private async claim(key: string, until: Date): Promise<boolean> {
    await this.claims.deleteOne({ key: { $eq: key }, until: trusted({ $lte: new Date() }) }).exec();
    try {
      await this.claims.create({ key, until });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /**
   * A new code for `mobile`, sent when `deliver` (an account exists); the cooldown applies either
   * way, so the answers do not tell which mobiles have accounts. A delivery that fails lifts the
   * cooldown again (the shopkeeper may ask at once) and answers 503.
   */
  async issue(mobile: string, deliver: boolean): Promise<void> {
    const now = Date.now();
    this.cleanUp(now);
    const cooldownKey = OTP_CLAIM_KEYS.cooldown(mobile);
    const cooldownEnds = new Date(now + LIMITS.otpResendSeconds * 1000);
    if (!(await this.claim(cooldownKey, cooldownEnds))) throw new OtpCooldownException(await this.cooldownLeft(cooldownKey, now));

    const code = String(randomInt(0, 1_000_000)).padStart(LIMITS.otpLength, '0');
    try {
      await this.codes
        .updateOne(
          { mobile: { $eq: mobile } },
          {
            $set: {
              mobile,
              codeHash: this.hash(mobile, deliver ? code : `${code}-never-sent`),
              sentAt: new Date(now),
              expiresAt: new Date(now + OTP_LIFETIME_MS),
            },
          },
          { upsert: true },
        )
        .exec();
      if (deliver) await this.deliver(mobile, code);
    } catch (error) {
      // Nothing was sent: the shopkeeper may ask again at once.
      await this.claims.deleteOne({ key: { $eq: cooldownKey }, until: { $eq: cooldownEnds } }).exec();
      throw error;
    }
  }

  private async deliver(mobile: string, code: string): Promise<void> {
    try {
      await this.sms.sendOtp(mobile, code);
    } catch (error) {
      this.logger.warn(`verification code not delivered: ${error instanceof Error ? error.message : error}`);
      throw new SmsUnavailableException();
    }
  }

  private async cooldownLeft(key: string, now: number): Promise<number> {
    const held = await this.claims
      .findOne({ key: { $eq: key } })
      .lean<OtpClaim>()
      .exec();
    const left = held ? Math.ceil((held.until.getTime() - now) / 1000) : 1;
    return Math.min(LIMITS.otpResendSeconds, Math.max(1, left));
  }

  /**
   * Sends a code after signup without failing it (the account exists either way; the
   * shopkeeper can ask for another), and without holding the answer longer than
   * SIGNUP_SEND_WAIT_MS for a slow provider.
   */
  async issueQuietly(mobile: string): Promise<void> {
    const sending = this.issue(mobile, true).catch((error: unknown) => {
      this.logger.warn(`verification code for a new account not sent: ${error instanceof Error ? error.message : error}`);
    });
    await Promise.race([sending, sleep(SIGNUP_SEND_WAIT_MS, undefined, { ref: false })]);
  }

  /** Resolves when `code` is the live code of `mobile` (and uses it up); 401 with the reason otherwise (a failed sign-in, like a wrong password). */
  async check(mobile: string, code: string): Promise<void> {
    const live = await this.codes
      .findOne({ mobile: { $eq: mobile } })
      .lean<OtpCode>()
      .exec();
    if (!live) throw new UnauthorizedException(SHOP_API_MESSAGES.otpInvalid);
    const codeId = `${mobile}:${live.sentAt.getTime()}`;
    const ends = live.expiresAt;
    if (ends.getTime() <= Date.now()) throw new UnauthorizedException(SHOP_API_MESSAGES.otpExpired);

    // One of the code's tries, taken before the comparison: parallel guesses share the 5.
    let attempt = 0;
    for (let n = 1; n <= OTP_MAX_ATTEMPTS && attempt === 0; n += 1) {
      if (await this.claim(OTP_CLAIM_KEYS.attempt(codeId, n), ends)) attempt = n;
    }
    if (attempt === 0) throw new UnauthorizedException(SHOP_API_MESSAGES.otpTooManyAttempts);

    const expected = Buffer.from(live.codeHash);
    const given = Buffer.from(this.hash(mobile, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new UnauthorizedException(
        attempt >= OTP_MAX_ATTEMPTS ? SHOP_API_MESSAGES.otpTooManyAttempts : SHOP_API_MESSAGES.otpInvalid,
      );
    }
    // Used once: of two parallel right answers one wins. The code then reads as expired; the
    // cooldown stays (a new code may be asked for a minute after this one was sent).
    if (!(await this.claim(OTP_CLAIM_KEYS.used(codeId), ends))) throw new UnauthorizedException(SHOP_API_MESSAGES.otpExpired);
    await this.codes
      .updateOne({ mobile: { $eq: mobile }, sentAt: { $eq: live.sentAt } }, { $set: { expiresAt: new Date() } })
      .exec();
  }

  /** Deletes codes that ended a day ago and ended claims (otherwise one code per mobile ever asked for stays for good). */
  private cleanUp(now: number): void {
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    Promise.all([
      this.codes.deleteMany({ expiresAt: trusted({ $lt: new Date(now - OTP_KEEP_ENDED_MS) }) }).exec(),
      this.claims.deleteMany({ until: trusted({ $lt: new Date(now) }) }).exec(),
    ]).catch((error: unknown) => this.logger.warn(`old codes not cleaned up: ${error instanceof Error ? error.message : error}`));
  }
}
