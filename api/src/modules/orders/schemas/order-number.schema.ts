import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { MAJORITY } from './write-concern';

/**
 * "Number `seq` of shop `shopId` on India day `day` (YYMMDD) is taken, by order `orderObjectId`."
 * The unique index on (shopId, day, seq) decides between parallel orders: each tries the number
 * the shop's counter (OrderCounter) gave it and the index lets one insert through. The counter
 * alone would not do: FerretDB 1.24 does not isolate a find-then-increment or a conditional
 * `$inc`, so it may hand out a number twice.
 */
@Schema({ collection: 'order_numbers', versionKey: false, writeConcern: MAJORITY })
export class OrderNumber {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  shopId!: Types.ObjectId;

  @Prop({ required: true })
  day!: string;

  @Prop({ required: true })
  seq!: number;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  orderObjectId!: Types.ObjectId;
}

export const OrderNumberSchema = SchemaFactory.createForClass(OrderNumber);
OrderNumberSchema.index({ shopId: 1, day: 1, seq: 1 }, { unique: true });
