import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * The last order number handed out by shop `_id` on India day `day` (YYMMDD): one document per
 * shop, whose day moves on with the first order of each day (seq starts again from 0). It only
 * spreads parallel orders over distinct numbers: FerretDB 1.24 does not isolate `$inc`, so two
 * orders may read the same value, and the claim in order_numbers (its unique index) still
 * decides; the loser takes the next value. Losing this document (or its last write) costs
 * collisions, never a number given twice, so it needs no majority write.
 *
 * One document per shop rather than per shop and day: FerretDB 1.24 over SQLite reads by a
 * scan even for `_id` (only inserts use the indexes), so the collection is kept as small as
 * the shops.
 */
@Schema({ collection: 'order_counters', versionKey: false })
export class OrderCounter {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id!: Types.ObjectId;

  @Prop({ required: true })
  day!: string;

  @Prop({ required: true })
  seq!: number;
}

export const OrderCounterSchema = SchemaFactory.createForClass(OrderCounter);
