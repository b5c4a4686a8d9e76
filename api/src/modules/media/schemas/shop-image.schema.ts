import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import type { ImageKind } from '@chowk/contracts';

export const SHOP_IMAGES_COLLECTION = 'shop_images';

/**
 * One stored image of a shop (its logo, banner or a menu item's image), already resized and
 * re-encoded as WebP: served as is, never changed (a new upload is a new document and id).
 */
@Schema({ collection: SHOP_IMAGES_COLLECTION, timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class ShopImage {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  shopId!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: ['logo', 'banner', 'item'] })
  kind!: ImageKind;

  @Prop({ type: Buffer, required: true })
  data!: Buffer;

  @Prop({ type: String, required: true })
  contentType!: string;

  @Prop({ type: Number, required: true })
  width!: number;

  @Prop({ type: Number, required: true })
  height!: number;

  @Prop({ type: Number, required: true })
  bytes!: number;

  createdAt!: Date;
}

export const ShopImageSchema = SchemaFactory.createForClass(ShopImage);
