import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import type { LocalNames } from '@chowk/contracts';

/** A section of a shop's menu ("Hot Drinks", "Snacks"). */
@Schema({ collection: 'menu_sections', timestamps: true, versionKey: false })
export class MenuSection {
  @Prop({ required: true, trim: true })
  name!: string;

  /** Its name in Hindi and Tamil, when the shop gave them (each absent when not). */
  @Prop(raw({ hi: { type: String }, ta: { type: String } }))
  names?: LocalNames;

  /** `nameKey(name)`: unique within the shop, whatever the case. */
  @Prop({ required: true })
  nameKey!: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  shopId!: Types.ObjectId;

  /** Display order: 1, 2, 3… in creation order. */
  @Prop({ type: Number, required: true })
  order!: number;
}

export const MenuSectionSchema = SchemaFactory.createForClass(MenuSection);
MenuSectionSchema.index({ shopId: 1, nameKey: 1 }, { unique: true });
