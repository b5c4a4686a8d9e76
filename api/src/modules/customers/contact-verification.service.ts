import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CUSTOMER_LIMITS, type ContactType, normalizeContact } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { ContactVerification, contactVerificationId } from './schemas/contact-verification.schema';

/** Which contacts a device has verified by one-time code, and until when. */
@Injectable()
export class ContactVerificationService {
  constructor(@InjectModel(ContactVerification.name) private readonly model: Model<ContactVerification>) {}

  /**
   * Record (or renew) that `deviceId` verified the contact now. Two parallel first records of one
   * contact both upsert on FerretDB 1.24 (no isolation); the `_id` refuses the second insert,
   * which then renews the record the first made.
   */
  async record(deviceId: string, type: ContactType, identifier: string, now = new Date()): Promise<void> {
    const until = new Date(now.getTime() + CUSTOMER_LIMITS.verificationTtlHours * 60 * 60_000);
    const contact = normalizeContact(type, identifier);
    const filter = { _id: { $eq: contactVerificationId(deviceId, type, contact) } };
    const update = { $set: { verifiedAt: now, until }, $setOnInsert: { deviceId, type, identifier: contact } };
    try {
      await this.model.updateOne(filter, update, { upsert: true }).exec();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await this.model.updateOne(filter, update).exec();
    }
  }

  /**
   * True while the device's verification of the contact has not ended: one read by `_id`, the
   * end compared here.
   */
  async isVerified(deviceId: string, type: ContactType, identifier: string, now = new Date()): Promise<boolean> {
    const found = await this.model
      .findById(contactVerificationId(deviceId, type, normalizeContact(type, identifier)), { until: 1 })
      .lean();
    return found !== null && found.until > now;
  }
}
