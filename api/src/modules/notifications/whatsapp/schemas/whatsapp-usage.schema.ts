import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * New-order alerts a shop was sent in one India calendar month: the first WHATSAPP_FREE_PER_MONTH
 * are free, the rest are charged WHATSAPP_EXTRA_PAISE each. One document per shop and month,
 * counted with an atomic `$inc` upsert.
 */
@Schema({ collection: 'whatsapp_usage', versionKey: false })
export class WhatsAppUsage {
  @Prop({ type: Types.ObjectId, required: true })
  shopId!: Types.ObjectId;

  /** 'YYYY-MM', India time. */
  @Prop({ required: true })
  month!: string;

  @Prop({ required: true })
  sent!: number;

  @Prop({ required: true })
  updatedAt!: Date;
}

export const WhatsAppUsageSchema = SchemaFactory.createForClass(WhatsAppUsage);
WhatsAppUsageSchema.index({ shopId: 1, month: 1 }, { unique: true });
