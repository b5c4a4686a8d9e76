import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { DevOutboxMessage } from '@chowk/contracts';
import { type Channel, OutboxMessage } from './schemas/outbox-message.schema';

/** The channels a message goes by (the dev outbox's routes list them). */
export { type Channel, CHANNELS } from './schemas/outbox-message.schema';

/** How many messages the dev outbox answers at most. */
export const OUTBOX_PAGE = 50;

/**
 * Where OTP codes and other messages go instead of an email or SMS provider outside
 * production (docs/architecture.md). The OTP issues call `record`; production delivery through a
 * real provider arrives with them.
 */
@Injectable()
export class OutboxService {
  constructor(@InjectModel(OutboxMessage.name) private readonly outbox: Model<OutboxMessage>) {}

  async record(message: { to: string; channel: Channel; text: string }): Promise<void> {
    await this.outbox.create({ ...message, to: normaliseRecipient(message.to) });
  }

  /** Newest first; all recipients when `to` is not given. */
  async list(to?: string): Promise<DevOutboxMessage[]> {
    const rows = await this.outbox
      .find(to ? { to: normaliseRecipient(to) } : {})
      .sort({ createdAt: -1, _id: -1 })
      .limit(OUTBOX_PAGE)
      .lean();
    return rows.map(({ to: recipient, channel, text, createdAt }) => ({
      to: recipient,
      channel,
      text,
      createdAt: createdAt.toISOString(),
    }));
  }
}

/** Emails are matched whatever their case; mobiles are digits. */
const normaliseRecipient = (to: string): string => to.trim().toLowerCase();
