import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CUSTOMER_LIMITS, type ContactType, normalizeContact } from '@chowk/contracts';
import { ContactVerification } from './schemas/contact-verification.schema';

/** Which contacts a device has verified by one-time code, and until when. */
@Injectable()
export class ContactVerificationService {
  constructor(@InjectModel(ContactVerification.name) private readonly model: Model<ContactVerification>) {}

  /** Record (or renew) that `deviceId` verified the contact now. */
  async record(deviceId: string, type: ContactType, identifier: string, now = new Date()): Promise<void> {
    const until = new Date(now.getTime() + CUSTOMER_LIMITS.verificationTtlHours * 60 * 60_000);
    await this.model.updateOne(
      { deviceId, type, identifier: normalizeContact(type, identifier) },
      { $set: { verifiedAt: now, until } },
      { upsert: true },
    );
  }

  /** True while the device's verification of the contact has not ended. */
  async isVerified(deviceId: string, type: ContactType, identifier: string, now = new Date()): Promise<boolean> {
    const found = await this.model
      .exists({ deviceId, type, identifier: normalizeContact(type, identifier), until: { $gt: now } })
      .lean();
    return found !== null;
  }
}
