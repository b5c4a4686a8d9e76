import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

@Schema({ collection: 'categories', timestamps: true, versionKey: false })
export class Category {
  @Prop({ required: true, trim: true })
  name!: string;

  /** `nameKey(name)`: unique, so names are unique whatever their case. Internal. */
  @Prop({ required: true, unique: true })
  nameKey!: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export type CategoryDocument = HydratedDocument<Category>;
export const CategorySchema = SchemaFactory.createForClass(Category);
