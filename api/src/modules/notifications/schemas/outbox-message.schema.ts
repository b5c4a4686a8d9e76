import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A message that would have been sent (development and tests only). */
@Schema({ collection: 'outbox', timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class OutboxMessage {
  /** An email address (lower-case) or a 10-digit mobile number. */
  @Prop({ required: true, index: true })
  to!: string;

  @Prop({ type: String, required: true, enum: CHANNELS })
  channel!: Channel;

  @Prop({ required: true })
  text!: string;

  createdAt!: Date;
}

export const OutboxMessageSchema = SchemaFactory.createForClass(OutboxMessage);
