import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A claim that only one request can make until it ends: "a code was sent to this mobile"
 * (the one-a-minute cooldown), "try 3 of this code", "this code was used". The unique key
 * decides between parallel requests: FerretDB 1.24 applies a conditional update or an upsert
 * without isolation (parallel `$inc`s lose counts, parallel upserts all pass their filter), but
 * a unique index refuses the second insert of a key, on FerretDB as on MongoDB.
 */
@Schema({ collection: 'otp_claims', versionKey: false })
export class OtpClaim {
  @Prop({ required: true, unique: true })
  key!: string;

  /** When the claim ends; an ended claim is deleted by the next request for its key (or by the cleanup). */
  @Prop({ required: true, index: true })
  until!: Date;
}

export const OtpClaimSchema = SchemaFactory.createForClass(OtpClaim);
