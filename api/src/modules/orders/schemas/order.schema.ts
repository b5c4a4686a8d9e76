import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { ORDER_STATUSES, type OrderStatus } from '@chowk/contracts';

/** One line of an order: a snapshot of the item as it was priced (integer paise). */
@Schema({ _id: false, versionKey: false })
export class OrderLine {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  productId!: Types.ObjectId;
  @Prop({ required: true })
  productName!: string;
  @Prop({ required: true })
  quantity!: number;
  @Prop({ required: true })
  pricePaise!: number;
  @Prop({ type: String })
  sectionName?: string;
}
const OrderLineSchema = SchemaFactory.createForClass(OrderLine);

/**
 * An order of a shop (spec §3). The orders issue creates them (customers and the owner); the
 * shopkeeper's pages read them now. Amounts are integer paise (decisions.md §4).
 */
@Schema({ collection: 'orders', timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' }, versionKey: false })
export class Order {
  /** The human order number, e.g. ORD-20261124-0001. */
  @Prop({ required: true, unique: true })
  orderId!: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  shopId!: Types.ObjectId;
  @Prop({ type: [OrderLineSchema], required: true })
  items!: OrderLine[];
  @Prop({ type: String, enum: ORDER_STATUSES, required: true, default: 'pending' })
  status!: OrderStatus;
  @Prop({ required: true })
  subtotalPaise!: number;
  @Prop({ required: true, default: 0 })
  taxPaise!: number;
  @Prop({ required: true, default: 0 })
  deliveryFeePaise!: number;
  @Prop({ required: true })
  totalPaise!: number;
  @Prop({ type: String })
  notes?: string;
  @Prop({ type: String })
  customerName?: string;
  @Prop({ type: String })
  customerEmail?: string;
  @Prop({ type: String })
  customerMobile?: string;
  createdAt!: Date;
  updatedAt!: Date;
}

export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.index({ shopId: 1, createdAt: -1 });
