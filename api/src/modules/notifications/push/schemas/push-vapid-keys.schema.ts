import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The one document's `_id`: whoever inserts it first made the pair every instance uses. */
export const VAPID_KEYS_ID = 'vapid';

/**
 * Outside production without configured keys: the VAPID key pair made on the first start, kept
 * so that every API instance on this database signs with it and browsers' subscriptions (made
 * to its public key) outlive a restart. One document, claimed by its `_id`. Production takes its
 * pair from the environment and never reads this.
 */
@Schema({ collection: 'push_vapid_keys', versionKey: false })
export class PushVapidKeys {
  @Prop({ type: String, required: true })
  _id!: string;

  /** base64url, 65 bytes (uncompressed P-256 point). */
  @Prop({ type: String, required: true })
  publicKey!: string;

  /** base64url, 32 bytes. */
  @Prop({ type: String, required: true })
  privateKey!: string;

  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

export const PushVapidKeysSchema = SchemaFactory.createForClass(PushVapidKeys);
