import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

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

export const CategorySchema = SchemaFactory.createForClass(Category);
