import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The one live code of a customer's contact (`key`: `email:a@b.c` or `mobile:9876543210`); a new
 * request replaces it. The code is bound to the device that asked for it: its HMAC covers the
 * device id, so the same digits typed on another device do not match. Its tries and its use
 * are OtpClaims, as for the shopkeeper's codes.
 */
@Schema({ collection: 'customer_otp_codes', versionKey: false })
export class CustomerOtpCode {
  @Prop({ required: true, unique: true })
  key!: string;

  /** HMAC-SHA256 under the server's secret of the contact, the device and the code. */
  @Prop({ required: true })
  codeHash!: string;

  @Prop({ required: true })
  sentAt!: Date;

  /** Checked in code (no TTL reliance on FerretDB); CustomerOtpService deletes ended ones. */
  @Prop({ required: true })
  expiresAt!: Date;
}

export const CustomerOtpCodeSchema = SchemaFactory.createForClass(CustomerOtpCode);
CustomerOtpCodeSchema.index({ expiresAt: 1 });
