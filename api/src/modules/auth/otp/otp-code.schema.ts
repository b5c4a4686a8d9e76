import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The one live verification code of a mobile (a new request replaces it). */
@Schema({ collection: 'otp_codes', versionKey: false })
export class OtpCode {
  @Prop({ required: true, unique: true })
  mobile!: string;

  /** HMAC-SHA256 of the code under the server's secret: a database leak does not reveal codes. */
  @Prop({ required: true })
  codeHash!: string;

  @Prop({ required: true })
  sentAt!: Date;

  /** Checked in code (decisions.md §2: no TTL reliance; FerretDB 1.x has no TTL indexes). One document per mobile, replaced by each new code. */
  @Prop({ required: true })
  expiresAt!: Date;

  @Prop({ type: Number, default: 0 })
  failedAttempts!: number;
}

export const OtpCodeSchema = SchemaFactory.createForClass(OtpCode);
