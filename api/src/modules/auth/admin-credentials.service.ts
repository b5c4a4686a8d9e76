import { createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { Injectable } from '@nestjs/common';
import type { AdminLoginPayload } from '@chowk/contracts';
import { AppConfig } from '../../config';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/**
 * Checks an admin sign-in against the configuration without leaking, through timing, which
 * part was wrong or how much of it matched:
 * - the configured password is kept only as an scrypt hash (random salt per process); an
 *   attempt is hashed with the same salt and the hashes compared with `timingSafeEqual`;
 * - secret and email are compared as fixed-length HMAC digests, so their lengths leak nothing;
 * - all three comparisons always run; only then are the results combined.
 */
@Injectable()
export class AdminCredentialsService {
  readonly email: string;
  private readonly salt = randomBytes(16);
  private readonly digestKey = randomBytes(32);
  private readonly passwordHash: Buffer;
  private readonly emailDigest: Buffer;
  private readonly secretDigest: Buffer;

  constructor(config: AppConfig) {
    this.email = normaliseEmail(config.admin.email);
    this.passwordHash = scryptSync(config.admin.password, this.salt, KEY_LENGTH);
    this.emailDigest = this.digest(this.email);
    this.secretDigest = this.digest(config.admin.secret);
  }

  async matches(attempt: AdminLoginPayload): Promise<boolean> {
    const attemptHash = await scryptAsync(attempt.password, this.salt, KEY_LENGTH);
    const results = [
      timingSafeEqual(this.digest(attempt.secret), this.secretDigest),
      timingSafeEqual(this.digest(normaliseEmail(attempt.email)), this.emailDigest),
      timingSafeEqual(attemptHash, this.passwordHash),
    ];
    return results.every(Boolean);
  }

  private digest(value: string): Buffer {
    return createHmac('sha256', this.digestKey).update(value, 'utf8').digest();
  }
}

const normaliseEmail = (email: string): string => email.trim().toLowerCase();
