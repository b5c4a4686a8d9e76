import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CONTACT_TYPES, type ContactType } from '@chowk/contracts';

/**
 * "This device proved it holds this email or mobile" (docs/architecture.md): written when a
 * customer's one-time code is right, read when the device places an order with that contact.
 * One record per device and contact; a new verification moves its end.
 */
@Schema({ collection: 'contact_verifications', versionKey: false })
export class ContactVerification {
  /**
   * contactVerificationId(device, type, contact): every order reads its record by `_id`, the one
   * lookup FerretDB 1.24 over SQLite answers without scanning the collection.
   */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  deviceId!: string;

  @Prop({ type: String, enum: CONTACT_TYPES, required: true })
  type!: ContactType;

  /** normalizeContact(type, …): an email lower-cased, a mobile's digits. */
  @Prop({ required: true })
  identifier!: string;

  @Prop({ required: true })
  verifiedAt!: Date;

  /** After this the device must verify again (expired in code: no TTL reliance on FerretDB). */
  @Prop({ required: true })
  until!: Date;
}

export const ContactVerificationSchema = SchemaFactory.createForClass(ContactVerification);

/** The record's key: one per device and normalised contact (tools/bench/orders-load.mjs writes the same). */
export const contactVerificationId = (deviceId: string, type: ContactType, identifier: string): string =>
  `${deviceId}|${type}|${identifier}`;
