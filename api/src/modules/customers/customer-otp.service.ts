import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted } from 'mongoose';
import { type ContactType, CUSTOMER_API_MESSAGES as M, CUSTOMER_LIMITS, normalizeContact } from '@chowk/contracts';
import { AppConfig } from '../../config';
import { OtpClock } from '../otp/otp-clock';
import { OtpClaims } from '../otp/otp-claims.service';
import { newOtpCode, otpHash, sameOtpHash } from '../otp/otp-code';
import { EmailSender } from '../notifications/email/email-sender';
import { SmsSender } from '../notifications/sms/sms-sender';
import { CustomerOtpException } from './customer-otp.exception';
import { CustomerOtpCode } from './schemas/customer-otp-code.schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** When to ask again after the email or SMS provider failed. */
export const SEND_RETRY_AFTER_SECONDS = 5;
/**
 * How long send-otp waits for the provider: under the browser's 10 s request timeout, so a slow
 * provider gets the customer a 503 with Retry-After rather than a timeout with nothing to go on.
 */
export const DELIVERY_DEADLINE_MS = 8_000;
/** Ended codes are deleted a day after their end, by a cleanup at most once an hour per process. */
const KEEP_ENDED_MS = 24 * HOUR;
const CLEANUP_EVERY_MS = HOUR;

/**
 * The OtpClaim keys of customers' codes, beside the shopkeepers' in one collection. A contact
 * is `<type>:<normalised contact>` (`email:a@b.c`, `mobile:9876543210`).
 */
export const CUSTOMER_CLAIM_KEYS = {
  contact: (type: ContactType, identifier: string) => `customer:${type}:${normalizeContact(type, identifier)}`,
  /** One code a minute per contact. */
  cooldown: (contact: string) => `send:${contact}`,
  /** Codes sent to a contact in the last hour: one of N slots, each held an hour. */
  hourSlot: (contact: string) => `hour:${contact}:`,
  /** Codes asked for by one client address in the last hour. */
  addressSlot: (address: string) => `customer:address:${address}:`,
};

/** A code was checked: the contact, as stored and as the order compares it. */
export interface CheckedContact {
  type: ContactType;
  identifier: string;
}

/**
 * Customers' one-time codes for an email or a mobile (docs/product.md §4 OTP flow, §5), on the
 * core the shopkeeper's codes use (OtpClaims): 6 digits from crypto.randomInt, kept only as an
 * HMAC bound to the device that asked, valid 10 minutes, used once, 5 tries; one code a minute
 * per contact, and at most CUSTOMER_LIMITS.otpSendsPerIdentifierPerHour per contact and
 * otpSendsPerAddressPerHour per client address in any hour. Every limit is a claim with a
 * unique key, so it holds under parallel requests on FerretDB too.
 */
@Injectable()
export class CustomerOtpService {
  private readonly logger = new Logger(CustomerOtpService.name);
  private lastCleanup = 0;
  /** DELIVERY_DEADLINE_MS (a test shortens it). */
  deliveryDeadlineMs = DELIVERY_DEADLINE_MS;

  constructor(
    @InjectModel(CustomerOtpCode.name) private readonly codes: Model<CustomerOtpCode>,
    private readonly claims: OtpClaims,
    private readonly email: EmailSender,
    private readonly sms: SmsSender,
    private readonly config: AppConfig,
    private readonly clock: OtpClock,
  ) {}

  private hash(contact: string, deviceId: string, code: string): string {
    return otpHash(this.config.jwtSecret, [contact, deviceId], code);
  }

  /**
   * Sends a new code to the contact for this device. Refused (429 with Retry-After) within a
   * minute of the last code, or past an hourly cap; nothing is taken from the caps then. A
   * provider that fails takes nothing either (503 with Retry-After: the customer may ask again
   * at once).
   */
  async send(type: ContactType, identifier: string, deviceId: string, address: string): Promise<void> {
    const now = this.clock.now();
    this.cleanUp(now);
    const contact = CUSTOMER_CLAIM_KEYS.contact(type, identifier);
    const taken: { key: string; until: Date }[] = [];
    const release = () => Promise.all(taken.map(({ key, until }) => this.claims.release(key, until)));

    const cooldownKey = CUSTOMER_CLAIM_KEYS.cooldown(contact);
    const cooldownEnds = new Date(now.getTime() + CUSTOMER_LIMITS.otpResendSeconds * 1000);
    if (!(await this.claims.take(cooldownKey, cooldownEnds, now))) {
      const wait = await this.claims.secondsLeft(cooldownKey, now, CUSTOMER_LIMITS.otpResendSeconds);
      throw new CustomerOtpException(HttpStatus.TOO_MANY_REQUESTS, M.otpResendWait(wait), wait);
    }
    taken.push({ key: cooldownKey, until: cooldownEnds });

    const hourEnds = new Date(now.getTime() + HOUR);
    const caps: [string, number][] = [
      [CUSTOMER_CLAIM_KEYS.hourSlot(contact), CUSTOMER_LIMITS.otpSendsPerIdentifierPerHour],
      [CUSTOMER_CLAIM_KEYS.addressSlot(address), CUSTOMER_LIMITS.otpSendsPerAddressPerHour],
    ];
    try {
      for (const [prefix, slots] of caps) {
        const slot = await this.claims.takeSlot(prefix, slots, hourEnds, now);
        if (slot === 0) {
          const wait = await this.claims.slotFreesIn(prefix, now);
          throw new CustomerOtpException(HttpStatus.TOO_MANY_REQUESTS, M.otpHourlyCap, wait);
        }
        taken.push({ key: `${prefix}${slot}`, until: hourEnds });
      }

      const code = newOtpCode();
      await this.codes
        .updateOne(
          { key: { $eq: contact } },
          {
            $set: {
              key: contact,
              codeHash: this.hash(contact, deviceId, code),
              sentAt: now,
              expiresAt: new Date(now.getTime() + CUSTOMER_LIMITS.otpTtlMinutes * MINUTE),
            },
          },
          { upsert: true },
        )
        .exec();
      await this.deliver(type, normalizeContact(type, identifier), code);
    } catch (error) {
      // Nothing was sent: the cool-down and the caps are given back.
      await release();
      throw error;
    }
  }

  /**
   * A provider slower than the deadline counts as failed (503); if its message arrives later
   * anyway, the code in it works until a new one replaces it.
   */
  private async deliver(type: ContactType, to: string, code: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.deliveryDeadlineMs} ms`)), this.deliveryDeadlineMs);
    });
    try {
      const sending = type === 'email' ? this.email.sendOtp(to, code) : this.sms.sendOtp(to, code);
      await Promise.race([sending, deadline]);
    } catch (error) {
      this.logger.warn(`customer code not delivered by ${type}: ${error instanceof Error ? error.message : error}`);
      throw new CustomerOtpException(HttpStatus.SERVICE_UNAVAILABLE, M.otpSendFailed, SEND_RETRY_AFTER_SECONDS);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Resolves when `code` is the live code of the contact, sent for this device (and uses it up);
   * 400 with the reason otherwise: 'Invalid OTP' (no code, a wrong one, or one sent for another
   * device), expired (or already used), too many wrong tries.
   */
  async check(type: ContactType, identifier: string, deviceId: string, code: string): Promise<CheckedContact> {
    const now = this.clock.now();
    const contact = CUSTOMER_CLAIM_KEYS.contact(type, identifier);
    const live = await this.codes
      .findOne({ key: { $eq: contact } })
      .lean<CustomerOtpCode>()
      .exec();
    if (!live) throw new CustomerOtpException(HttpStatus.BAD_REQUEST, M.otpInvalid);
    const ends = live.expiresAt;
    if (ends.getTime() <= now.getTime()) throw new CustomerOtpException(HttpStatus.BAD_REQUEST, M.otpExpired);

    const outcome = await this.claims.spendTry(
      `${contact}:${live.sentAt.getTime()}`,
      ends,
      now,
      CUSTOMER_LIMITS.otpMaxWrongTries,
      () => sameOtpHash(live.codeHash, this.hash(contact, deviceId, code)),
    );
    if (outcome === 'wrong') throw new CustomerOtpException(HttpStatus.BAD_REQUEST, M.otpInvalid);
    if (outcome === 'tooManyAttempts') throw new CustomerOtpException(HttpStatus.BAD_REQUEST, M.otpTooManyAttempts);
    if (outcome === 'used') throw new CustomerOtpException(HttpStatus.BAD_REQUEST, M.otpExpired);
    await this.codes.updateOne({ key: { $eq: contact }, sentAt: { $eq: live.sentAt } }, { $set: { expiresAt: now } }).exec();
    return { type, identifier: normalizeContact(type, identifier) };
  }

  /** Deletes codes that ended a day ago, and ended claims (no TTL indexes on FerretDB). */
  private cleanUp(now: Date): void {
    if (now.getTime() - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now.getTime();
    this.claims.cleanUp(now);
    this.codes
      .deleteMany({ expiresAt: trusted({ $lt: new Date(now.getTime() - KEEP_ENDED_MS) }) })
      .exec()
      .catch((error: unknown) => this.logger.warn(`old codes not cleaned up: ${error instanceof Error ? error.message : error}`));
  }
}
