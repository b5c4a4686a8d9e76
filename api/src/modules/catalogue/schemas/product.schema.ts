import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import type { LocalNames } from '@chowk/contracts';

/** A menu item. The price is integer paise (docs/architecture.md). */
@Schema({ collection: 'products', timestamps: true, versionKey: false })
export class Product {
  @Prop({ required: true, trim: true })
  name!: string;

  /** Its name in Hindi and Tamil, when the shop gave them (each absent when not); orders keep `name`. */
  @Prop(raw({ hi: { type: String }, ta: { type: String } }))
  names?: LocalNames;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  shopId!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  sectionId!: Types.ObjectId;

  @Prop({ type: Number, required: true })
  pricePaise!: number;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: Boolean, default: false })
  soldOut!: boolean;

  /** In the spec's model, unused by the form. */
  @Prop({ type: Boolean, default: false })
  soldByWeight!: boolean;

  /** The item's image (shop_images), shown while the shop's plan includes item images. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  imageId!: Types.ObjectId | null;

  /**
   * The item's option groups (option_groups of the same shop), in the order the option sheet
   * shows them; ids only, so an edit of a group reaches every item carrying it. Deleting a group
   * pulls its id from every item.
   */
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [] })
  optionGroupIds!: Types.ObjectId[];

  createdAt!: Date;
  updatedAt!: Date;
}

export const ProductSchema = SchemaFactory.createForClass(Product);
