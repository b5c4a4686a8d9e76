import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The one live verification code of a mobile (a new request replaces it). Its tries and its use are OtpClaims. */
@Schema({ collection: 'otp_codes', versionKey: false })
export class OtpCode {
  @Prop({ required: true, unique: true })
  mobile!: string;

  /** HMAC-SHA256 of the code under the server's secret: a database leak does not reveal codes. */
  @Prop({ required: true })
  codeHash!: string;

  @Prop({ required: true })
  sentAt!: Date;

  /** Checked in code (docs/architecture.md: no TTL reliance). One document per mobile, replaced by each new code; OtpService deletes ended ones. */
  @Prop({ required: true })
  expiresAt!: Date;
}

export const OtpCodeSchema = SchemaFactory.createForClass(OtpCode);

/** For the cleanup of ended codes (OtpService; FerretDB 1.24 has no TTL indexes: "expireAfterSeconds is not implemented"). */
OtpCodeSchema.index({ expiresAt: 1 });
