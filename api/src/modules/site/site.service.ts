import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ContactPayload } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { ContactMessage } from './schemas/contact-message.schema';
import { NewsletterSubscriber } from './schemas/newsletter-subscriber.schema';

@Injectable()
export class SiteService {
  constructor(
    @InjectModel(ContactMessage.name) private readonly contactMessages: Model<ContactMessage>,
    @InjectModel(NewsletterSubscriber.name) private readonly subscribers: Model<NewsletterSubscriber>,
  ) {}

  async saveContactMessage(message: ContactPayload, deviceId?: string): Promise<void> {
    await this.contactMessages.create({ ...message, deviceId });
  }

  /** Idempotent: a second subscription of the same address changes nothing. */
  async subscribe(email: string): Promise<void> {
    try {
      await this.subscribers.updateOne({ email }, { $setOnInsert: { email } }, { upsert: true });
    } catch (error) {
      // Two first subscriptions at once: the unique index let one through, which is the goal.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
