import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { MAJORITY } from '../../orders/schemas/write-concern';

/**
 * "The bill key of order `orderObjectId` is `key`", for an order placed before orders got their
 * key at placement: the first request for its bill claims one here (the unique index lets one
 * insert through), and every request stores and answers that one. A conditional update of the
 * order alone would not do: FerretDB 1.24 does not isolate it, so parallel requests would each
 * answer their own key and only the last would stay.
 */
@Schema({ collection: 'bill_keys', versionKey: false, writeConcern: MAJORITY })
export class BillKey {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  orderObjectId!: Types.ObjectId;

  @Prop({ required: true })
  key!: string;
}

export const BillKeySchema = SchemaFactory.createForClass(BillKey);
BillKeySchema.index({ orderObjectId: 1 }, { unique: true });
