import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { UnauthorizedException, HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LIMITS, SHOP_API_MESSAGES } from '@chowk/contracts';
import { AppConfig } from '../../../config';
import { SmsSender } from '../../notifications/sms/sms-sender';
import { OtpCode } from './otp-code.schema';

/** How long a code is good for. */
export const OTP_LIFETIME_MS = 10 * 60_000;
/** Wrong codes allowed before the code is spent and a new one is needed. */
export const OTP_MAX_ATTEMPTS = 5;

/** 429 with Retry-After: a code was sent to this mobile less than a minute ago. */
export class OtpCooldownException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(`Please wait ${retryAfterSeconds} seconds before requesting another OTP`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** One-time codes for a shopkeeper's mobile: issue (at most one a minute), check (at most 5 tries, 10 minutes). */
@Injectable()
export class OtpService {
  private readonly logger = new Logger(OtpService.name);

  constructor(
    @InjectModel(OtpCode.name) private readonly codes: Model<OtpCode>,
    private readonly sms: SmsSender,
    private readonly config: AppConfig,
  ) {}

  private hash(mobile: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${mobile}:${code}`).digest('base64url');
  }

  /**
   * A new code for `mobile`, sent when `deliver` (an account exists); the cooldown applies either
   * way, so the answers do not tell which mobiles have accounts.
   */
  async issue(mobile: string, deliver: boolean): Promise<void> {
    const now = Date.now();
    const last = await this.codes
      .findOne({ mobile: { $eq: mobile } })
      .select('sentAt')
      .lean<{ sentAt: Date }>()
      .exec();
    const wait = last ? Math.ceil((last.sentAt.getTime() + LIMITS.otpResendSeconds * 1000 - now) / 1000) : 0;
    if (wait > 0) throw new OtpCooldownException(wait);
    const code = String(randomInt(0, 1_000_000)).padStart(LIMITS.otpLength, '0');
    await this.codes
      .updateOne(
        { mobile: { $eq: mobile } },
        {
          $set: {
            codeHash: this.hash(mobile, deliver ? code : `${code}-never-sent`),
            sentAt: new Date(now),
            expiresAt: new Date(now + OTP_LIFETIME_MS),
            failedAttempts: 0,
          },
        },
        { upsert: true },
      )
      .exec();
    if (deliver) await this.sms.sendOtp(mobile, code);
  }

  /** Sends a code without failing the caller (after signup: the account exists either way). */
  async issueQuietly(mobile: string): Promise<void> {
    try {
      await this.issue(mobile, true);
    } catch (error) {
      this.logger.warn(`verification code for a new account not sent: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** Resolves when `code` is the live code of `mobile` (and spends it); 401 with the reason otherwise (a failed sign-in, like a wrong password). */
  async check(mobile: string, code: string): Promise<void> {
    const live = await this.codes
      .findOne({ mobile: { $eq: mobile } })
      .lean<OtpCode & { _id: unknown }>()
      .exec();
    if (!live) throw new UnauthorizedException(SHOP_API_MESSAGES.otpInvalid);
    if (live.failedAttempts >= OTP_MAX_ATTEMPTS) throw new UnauthorizedException(SHOP_API_MESSAGES.otpTooManyAttempts);
    if (live.expiresAt.getTime() <= Date.now()) throw new UnauthorizedException(SHOP_API_MESSAGES.otpExpired);
    const expected = Buffer.from(live.codeHash);
    const given = Buffer.from(this.hash(mobile, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const after = live.failedAttempts + 1;
      await this.codes.updateOne({ mobile: { $eq: mobile } }, { $inc: { failedAttempts: 1 } }).exec();
      throw new UnauthorizedException(
        after >= OTP_MAX_ATTEMPTS ? SHOP_API_MESSAGES.otpTooManyAttempts : SHOP_API_MESSAGES.otpInvalid,
      );
    }
    // Spent (it reads as expired from now on), but the cooldown stays: a new code may be asked
    // for a minute after this one was sent.
    await this.codes.updateOne({ mobile: { $eq: mobile } }, { $set: { expiresAt: new Date() } }).exec();
  }
}
