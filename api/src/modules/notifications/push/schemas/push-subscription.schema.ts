import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** The keys a device's pushes are encrypted to, base64url (RFC 8291). */
@Schema({ _id: false, versionKey: false })
export class PushKeys {
  /** The browser's P-256 public key (65 bytes). */
  @Prop({ type: String, required: true })
  p256dh!: string;

  /** Its 16-byte auth secret. */
  @Prop({ type: String, required: true })
  auth!: string;
}

const PushKeysSchema = SchemaFactory.createForClass(PushKeys);

/**
 * One browser that gets a shop's new-order alerts: the Push API subscription it sent (the push
 * service's endpoint and the keys its pushes are encrypted to) and whose it is. The endpoint is
 * the device: unique, so the same browser subscribing again (for this shop or, signed in as
 * another shopkeeper, for theirs) is the same document, claimed by the index rather than a read.
 */
@Schema({ collection: 'push_subscriptions', versionKey: false })
export class PushSubscription {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  shopId!: Types.ObjectId;

  /** The shopkeeper who turned alerts on (the shop's owner at the time). */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  userId!: Types.ObjectId;

  @Prop({ type: String, required: true })
  endpoint!: string;

  @Prop({ type: PushKeysSchema, required: true })
  keys!: PushKeys;

  @Prop({ type: String, required: true })
  label!: string;

  /** When it turned alerts on for this shop (a device moved from another shop starts again). */
  @Prop({ type: Date, required: true })
  createdAt!: Date;

  /** The last alert the push service accepted for it; null before the first. */
  @Prop({ type: Date, default: null })
  lastSentAt!: Date | null;
}

export const PushSubscriptionSchema = SchemaFactory.createForClass(PushSubscription);
PushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
// A shop's devices, oldest first (the list, the fan-out, the cap).
PushSubscriptionSchema.index({ shopId: 1, createdAt: 1 });
