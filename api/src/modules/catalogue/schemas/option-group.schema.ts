import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { OPTION_SELECTIONS, type OptionSelection } from '@chowk/contracts';

/** A choice of an option group ("Full", "Extra cheese"): its price change is integer paise, 0 or more. */
@Schema({ versionKey: false })
export class OptionChoiceRecord {
  /** Kept across edits of the group: carts and reports name a choice by it. */
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true })
  name!: string;

  @Prop({ type: Number, required: true })
  pricePaise!: number;

  @Prop({ type: Boolean, default: false })
  soldOut!: boolean;
}
const OptionChoiceSchema = SchemaFactory.createForClass(OptionChoiceRecord);

/**
 * An option group of a shop (docs/product.md "Item options"): "Size", "Add-ons", "Sugar", reused
 * across the shop's items, which keep only its id (`Product.optionGroupIds`): an edit of the group
 * reaches every item carrying it, and an order keeps the names and prices it was priced with.
 */
@Schema({ collection: 'option_groups', timestamps: true, versionKey: false })
export class OptionGroup {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  shopId!: Types.ObjectId;

  @Prop({ required: true, trim: true })
  name!: string;

  /** `nameKey(name)`: unique within the shop, whatever the case (the index, not a read, decides). */
  @Prop({ required: true })
  nameKey!: string;

  @Prop({ type: String, enum: OPTION_SELECTIONS, required: true })
  selection!: OptionSelection;

  @Prop({ type: Boolean, required: true })
  required!: boolean;

  /** normalizePicks' bounds, stored as the owner's answer reads them. */
  @Prop({ type: Number, required: true })
  minPicks!: number;

  @Prop({ type: Number, required: true })
  maxPicks!: number;

  @Prop({ type: [OptionChoiceSchema], required: true })
  choices!: OptionChoiceRecord[];

  createdAt!: Date;
  updatedAt!: Date;
}

export const OptionGroupSchema = SchemaFactory.createForClass(OptionGroup);
// One name per shop (two concurrent creates of "Sugar": one 201, one 409); also a shop's list.
OptionGroupSchema.index({ shopId: 1, nameKey: 1 }, { unique: true });
