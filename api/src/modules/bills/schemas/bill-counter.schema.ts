import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The highest bill number known claimed in shop `<shopId>`'s financial year `<fy>` (`_id`
 * "<shopId>:<fy>"): only where the next issue starts probing. Raised with `$max` after each
 * claim; FerretDB 1.24 isolates no read-modify-write, so two instances may leave it lower than
 * the truth, which costs probes, never a number given twice or skipped (the bills' unique index
 * decides). Hence no majority write.
 */
@Schema({ collection: 'bill_counters', versionKey: false })
export class BillCounter {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  seq!: number;
}

export const BillCounterSchema = SchemaFactory.createForClass(BillCounter);
