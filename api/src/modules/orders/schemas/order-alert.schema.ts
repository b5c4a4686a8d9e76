import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * "The alerts of customer order `_id` are on their way": written as the alerts start, on the
 * instance that wrote the order, and deleted once they are over (sent, not due, or failed and
 * logged). One still there well after its alerts' time (ORDER_ALERTS_RESCUE_AFTER_MS) belongs
 * to an instance that died under them: OrderAlertsService sends them again from another.
 */
@Schema({ collection: 'order_alerts', versionKey: false })
export class OrderAlert {
  /** The order's `_id`. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id!: Types.ObjectId;

  @Prop({ required: true })
  shopId!: string;

  /** When the alerts started (the injected clock). */
  @Prop({ required: true })
  startedAt!: Date;
}

export const OrderAlertSchema = SchemaFactory.createForClass(OrderAlert);
OrderAlertSchema.index({ startedAt: 1 });

/**
 * "The alerts of order `_id` were taken over": the unique `_id` lets one instance of those that
 * find the same forgotten OrderAlert send its alerts again (FerretDB 1.24 does not isolate a
 * find-then-delete, so deleting the OrderAlert could not decide between two of them).
 */
@Schema({ collection: 'order_alert_rescues', versionKey: false })
export class OrderAlertRescue {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id!: Types.ObjectId;

  @Prop({ required: true })
  rescuedAt!: Date;
}

export const OrderAlertRescueSchema = SchemaFactory.createForClass(OrderAlertRescue);
