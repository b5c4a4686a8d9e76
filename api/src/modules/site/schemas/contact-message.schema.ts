import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A message sent from the Contact page, kept so it is not lost. */
@Schema({ collection: 'contact_messages', timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class ContactMessage {
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ required: true }) subject!: string;
  @Prop({ required: true }) message!: string;
  /** The sender's `X-Device-Id`, when the browser sent one. */
  @Prop() deviceId?: string;
}

export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);
