import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'newsletter_subscribers', timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class NewsletterSubscriber {
  /** Trimmed, lower-case; unique, so subscribing twice keeps one document. */
  @Prop({ required: true, unique: true }) email!: string;
}

export const NewsletterSubscriberSchema = SchemaFactory.createForClass(NewsletterSubscriber);
