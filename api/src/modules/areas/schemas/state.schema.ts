import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'states', timestamps: true, versionKey: false })
export class State {
  @Prop({ required: true, trim: true })
  name!: string;

  /** `nameKey(name)`: state names are unique whatever their case. Internal. */
  @Prop({ required: true, unique: true })
  nameKey!: string;

  /** Upper-case letters and digits (STATE_CODE_PATTERN), unique. */
  @Prop({ required: true, unique: true })
  code!: string;
}

export const StateSchema = SchemaFactory.createForClass(State);
