import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CONTACT_TYPES, type ContactType } from '@chowk/contracts';

/**
 * "This device proved it holds this email or mobile" (decisions.md §4): written when a
 * customer's one-time code is right, read when the device places an order with that contact.
 * One record per device and contact; a new verification moves its end.
 */
@Schema({ collection: 'contact_verifications', versionKey: false })
export class ContactVerification {
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
ContactVerificationSchema.index({ deviceId: 1, type: 1, identifier: 1 }, { unique: true });
