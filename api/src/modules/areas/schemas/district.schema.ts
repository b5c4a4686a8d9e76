import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { City } from './city.schema';

@Schema({ collection: 'districts', timestamps: true, versionKey: false })
export class District {
  @Prop({ required: true, trim: true })
  name!: string;

  @Prop({ required: true })
  nameKey!: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: City.name, required: true })
  cityId!: Types.ObjectId;
}

export const DistrictSchema = SchemaFactory.createForClass(District);
// Unique within a city; also the index behind `?cityId=` listings, sorted by name.
DistrictSchema.index({ cityId: 1, nameKey: 1 }, { unique: true });
