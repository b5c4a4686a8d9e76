import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { MAJORITY } from './write-concern';

/**
 * An Idempotency-Key taken by a device: `_id` is `<deviceId>:<key>`, so the second insert of a
 * key fails on the primary key, on FerretDB 1.24 as on MongoDB (which isolates nothing else for
 * us: parallel conditional upserts all pass their filter there). It fixes, before the order is
 * written, the order's `_id` and what was asked (`requestHash`), so parallel double submits and
 * retries after a failure all end at that one order.
 */
@Schema({ collection: 'order_keys', versionKey: false, writeConcern: MAJORITY })
export class OrderKey {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The `_id` the order gets (whoever writes it). */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  orderObjectId!: Types.ObjectId;

  /** sha256 of the normalized payload (client prices left out: the server ignores them). */
  @Prop({ required: true })
  requestHash!: string;

  /** Real time (not the business clock): how old a claim whose order never came is. */
  @Prop({ required: true })
  claimedAt!: Date;

  /**
   * The use that claimed the key was refused (a 4xx): the key is not used up, the next use takes
   * it over, whatever its payload, and writes the order with this `orderObjectId`. (Keys are
   * claimed before the checks: an insert is cheap on FerretDB 1.24, a lookup reads every key.)
   */
  @Prop({ type: Boolean })
  refused?: boolean;
}

export const OrderKeySchema = SchemaFactory.createForClass(OrderKey);
