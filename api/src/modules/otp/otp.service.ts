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
import { CUSTOMER_API_MESSAGES, LIMITS, SHOP_API_MESSAGES } from '@chowk/contracts';
import { AppConfig } from '../../config';
import { SmsSender } from '../notifications/sms/sms-sender';
import { OtpClock } from './otp-clock';
import { OTP_CLAIM_KEYS, OtpClaims } from './otp-claims.service';
import { newOtpCode, otpHash, sameOtpHash } from './otp-code';
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

export { OTP_CLAIM_KEYS };

/** 429 with Retry-After: a code was sent to this mobile less than a minute ago. */
export class OtpCooldownException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    // The customer's words for the same wait.
    super(CUSTOMER_API_MESSAGES.otpResendWait(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** 503 with Retry-After: the SMS provider refused or did not answer; nothing was sent and no cooldown runs. */
export class SmsUnavailableException extends ServiceUnavailableException {
  readonly retryAfterSeconds = SMS_RETRY_AFTER_SECONDS;
}

/**
 * One-time codes for a shopkeeper's mobile: issue (at most one a minute), check (at most 5
 * tries, 10 minutes, used once). Codes are kept as HMACs. What parallel requests must not
 * share (the minute, a try, the use) is decided by an OtpClaim's unique key (OtpClaims, the
 * core the customers' codes share).
 */
@Injectable()
export class OtpService {
  private readonly logger = new Logger(OtpService.name);
  private lastCleanup = 0;

  constructor(
    @InjectModel(OtpCode.name) private readonly codes: Model<OtpCode>,
    private readonly claims: OtpClaims,
    private readonly sms: SmsSender,
    private readonly config: AppConfig,
    private readonly clock: OtpClock,
  ) {}

  private hash(mobile: string, code: string): string {
    return otpHash(this.config.jwtSecret, [mobile], code);
  }

  /**
   * A new code for `mobile`, sent when `deliver` (an account exists); the cooldown applies either
   * way, so the answers do not tell which mobiles have accounts. A delivery that fails lifts the
   * cooldown again (the shopkeeper may ask at once) and answers 503.
   */
  async issue(mobile: string, deliver: boolean): Promise<void> {
    const now = this.clock.now();
    this.cleanUp(now);
    const cooldownKey = OTP_CLAIM_KEYS.cooldown(mobile);
    const cooldownEnds = new Date(now.getTime() + LIMITS.otpResendSeconds * 1000);
    if (!(await this.claims.take(cooldownKey, cooldownEnds, now))) {
      throw new OtpCooldownException(await this.claims.secondsLeft(cooldownKey, now, LIMITS.otpResendSeconds));
    }

    const code = newOtpCode();
    try {
      await this.codes
        .updateOne(
          { mobile: { $eq: mobile } },
          {
            $set: {
              mobile,
              codeHash: this.hash(mobile, deliver ? code : `${code}-never-sent`),
              sentAt: now,
              expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
            },
          },
          { upsert: true },
        )
        .exec();
      if (deliver) await this.deliver(mobile, code);
    } catch (error) {
      // Nothing was sent: the shopkeeper may ask again at once.
      await this.claims.release(cooldownKey, cooldownEnds);
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
    const now = this.clock.now();
    const live = await this.codes
      .findOne({ mobile: { $eq: mobile } })
      .lean<OtpCode>()
      .exec();
    if (!live) throw new UnauthorizedException(SHOP_API_MESSAGES.otpInvalid);
    const codeId = `${mobile}:${live.sentAt.getTime()}`;
    const ends = live.expiresAt;
    if (ends.getTime() <= now.getTime()) throw new UnauthorizedException(SHOP_API_MESSAGES.otpExpired);

    // Parallel guesses share the 5 tries; of two parallel right answers one wins. A used code
    // then reads as expired; the cooldown stays (a new code may be asked for a minute after
    // this one was sent).
    const outcome = await this.claims.spendTry(codeId, ends, now, OTP_MAX_ATTEMPTS, () =>
      sameOtpHash(live.codeHash, this.hash(mobile, code)),
    );
    if (outcome === 'tooManyAttempts') throw new UnauthorizedException(SHOP_API_MESSAGES.otpTooManyAttempts);
    if (outcome === 'wrong') throw new UnauthorizedException(SHOP_API_MESSAGES.otpInvalid);
    if (outcome === 'used') throw new UnauthorizedException(SHOP_API_MESSAGES.otpExpired);
    await this.codes.updateOne({ mobile: { $eq: mobile }, sentAt: { $eq: live.sentAt } }, { $set: { expiresAt: now } }).exec();
  }

  /** Deletes codes that ended a day ago and ended claims (otherwise one code per mobile ever asked for stays for good). */
  private cleanUp(now: Date): void {
    if (now.getTime() - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now.getTime();
    this.claims.cleanUp(now);
    this.codes
      .deleteMany({ expiresAt: trusted({ $lt: new Date(now.getTime() - OTP_KEEP_ENDED_MS) }) })
      .exec()
      .catch((error: unknown) => this.logger.warn(`old codes not cleaned up: ${error instanceof Error ? error.message : error}`));
  }
}
