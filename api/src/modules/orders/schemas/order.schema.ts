import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { MAJORITY } from './write-concern';
import {
  CONTACT_TYPES,
  type ContactType,
  DELIVERY_TYPES,
  type DeliveryType,
  type GeoPoint,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderSource,
  type OrderStatus,
  GST_SCHEMES,
  type GstScheme,
  PAID_VIA,
  type PaidVia,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '@chowk/contracts';

/** A chosen option of a line, as it was priced (docs/product.md "Item options"): names and paise kept, so a later edit of the group changes no order. */
@Schema({ _id: false, versionKey: false })
export class OrderLineOption {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  groupId!: Types.ObjectId;
  @Prop({ required: true })
  groupName!: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  choiceId!: Types.ObjectId;
  @Prop({ required: true })
  choiceName!: string;
  @Prop({ required: true })
  pricePaise!: number;
}
const OrderLineOptionSchema = SchemaFactory.createForClass(OrderLineOption);

/** One line of an order: a snapshot of the item as it was priced (integer paise). */
@Schema({ _id: false, versionKey: false })
export class OrderLine {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  productId!: Types.ObjectId;
  @Prop({ required: true })
  productName!: string;
  @Prop({ required: true })
  quantity!: number;
  /** The unit price, with the chosen options. */
  @Prop({ required: true })
  pricePaise!: number;
  @Prop({ type: String })
  sectionName?: string;
  /** A line with options: the item's own price, and the options in the item's group order. Absent: none. */
  @Prop({ type: Number })
  basePricePaise?: number;
  @Prop({ type: [OrderLineOptionSchema], default: undefined })
  options?: OrderLineOption[];
}
const OrderLineSchema = SchemaFactory.createForClass(OrderLine);

/**
 * An order of a shop (docs/product.md §3): placed by a customer (POST /api/orders) or, later, by the owner.
 * Amounts are integer paise (docs/architecture.md), priced from the server's own product records.
 */
@Schema({
  collection: 'orders',
  timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
  versionKey: false,
  writeConcern: MAJORITY,
})
export class Order {
  /**
   * The readable order number, unique within its shop: ORD-YYMMDD-NNNN, the shop's sequence of
   * that India day (OrderNumbersService). Two shops both have an ORD-261124-0001.
   */
  @Prop({ required: true })
  orderId!: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  shopId!: Types.ObjectId;
  /** The shop's name and code when the order was placed (the customer's receipt keeps them). */
  @Prop({ type: String })
  shopName?: string;
  @Prop({ type: String })
  shopCode?: string;
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
  @Prop({ type: String, enum: DELIVERY_TYPES, default: 'pickup' })
  deliveryType!: DeliveryType;
  @Prop({ type: String, enum: PAYMENT_METHODS, default: 'cash' })
  paymentMethod!: PaymentMethod;
  /** Where a delivery goes, when the customer shared it (a shop that limits its delivery distance asks). */
  @Prop({ type: { latitude: Number, longitude: Number, _id: false }, default: undefined })
  deliveryLocation?: GeoPoint;
  /**
   * The shop's GST registration and GSTIN when the order was priced (a composition shop's orders
   * carry no tax); its bill follows them (billKindOf). Absent: unregistered.
   */
  @Prop({ type: String, enum: GST_SCHEMES })
  gstScheme?: GstScheme;
  @Prop({ type: String })
  gstin?: string;

  /** A UPI order to a shop that takes UPI: where it is paid (the shop's UPI ID and payee name then). */
  @Prop({ type: { upiId: String, payeeName: String, _id: false }, default: undefined })
  payTo?: { upiId: string; payeeName: string };

  /**
   * Paid or not (docs/product.md "UPI payments and bills"): only the shop's owner sets paid and
   * refunded (PATCH /orders/{id}/payment); the customer's "I have paid" sets claimed (and
   * paymentClaimedAt) on an unpaid order. Absent: unpaid.
   */
  @Prop({ type: String, enum: PAYMENT_STATUSES })
  paymentStatus?: PaymentStatus;
  @Prop({ type: String, enum: PAID_VIA })
  paidVia?: PaidVia;
  @Prop({ type: Date })
  paymentClaimedAt?: Date;
  @Prop({ type: Date })
  paymentUpdatedAt?: Date;

  /** Its bill's address key (16 random bytes, base64url; BILL_KEY_PATTERN): given at creation, or on first asking. */
  @Prop({ type: String })
  billKey?: string;

  /** Who took it: a customer (POST /api/orders, the default) or the shop at its counter. */
  @Prop({ type: String, enum: ORDER_SOURCES })
  placedBy?: OrderSource;
  @Prop({ type: String })
  notes?: string;
  @Prop({ type: String })
  customerName?: string;
  /** Normalized (normalizeContact): lower-cased; one of email and mobile on a customer's order. */
  @Prop({ type: String })
  customerEmail?: string;
  @Prop({ type: String })
  customerMobile?: string;
  /** A customer's order: which contact it carries, the device that placed it and its Idempotency-Key. */
  @Prop({ type: String, enum: CONTACT_TYPES })
  contactType?: ContactType;
  @Prop({ type: String })
  deviceId?: string;
  @Prop({ type: String })
  idempotencyKey?: string;
  /** What was asked with that key (sha256 of the normalized payload, as order_keys keeps it). */
  @Prop({ type: String })
  requestHash?: string;
  createdAt!: Date;
  updatedAt!: Date;
}

export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.index({ shopId: 1, orderId: 1 }, { unique: true });
OrderSchema.index({ shopId: 1, createdAt: -1 });
// A live stream's catch-up: the shop's orders changed since Last-Event-ID (events/order-streams.service.ts).
OrderSchema.index({ shopId: 1, updatedAt: 1 });
// The desk's amount sorts and its pending count (GET /api/orders/shop/{shopId}, …/summary).
OrderSchema.index({ shopId: 1, totalPaise: -1, createdAt: -1 });
OrderSchema.index({ shopId: 1, status: 1, createdAt: -1 });
// A signed-in customer's orders (GET /api/orders/mine).
OrderSchema.index({ customerEmail: 1, createdAt: -1 });
OrderSchema.index({ customerMobile: 1, createdAt: -1 });
// A bill by its address (GET /api/bills/{key}). Not unique: FerretDB 1.x has no partial unique
// index and older orders have no key; 128 random bits do not collide.
OrderSchema.index({ billKey: 1 });
