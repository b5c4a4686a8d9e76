import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { State } from './state.schema';

@Schema({ collection: 'cities', timestamps: true, versionKey: false })
export class City {
  @Prop({ required: true, trim: true })
  name!: string;

  @Prop({ required: true })
  nameKey!: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: State.name, required: true })
  stateId!: Types.ObjectId;
}

export const CitySchema = SchemaFactory.createForClass(City);
// Unique within a state; also the index behind `?stateId=` listings, sorted by name.
CitySchema.index({ stateId: 1, nameKey: 1 }, { unique: true });
