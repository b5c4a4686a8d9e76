import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import {
  type BillingPeriod,
  type DayHours,
  type GeoPoint,
  GST_SCHEMES,
  type GstScheme,
  type PaperWidth,
  type PlanId,
} from '@chowk/contracts';

/** The plan a settled payment bought (PaymentService.settle); renewals extend `renewsAt`. */
export interface ShopPlanRecord {
  id: PlanId;
  period: BillingPeriod;
  startedAt: Date;
  renewsAt: Date;
  /** The payment that last set it: a replayed settlement of the same payment changes nothing. */
  paymentId: Types.ObjectId;
}

/** A Professional shop's look on its storefront (images in the shop_images collection). */
export interface ShopBrandingRecord {
  logoImageId: Types.ObjectId | null;
  bannerImageId: Types.ObjectId | null;
  /** #rrggbb. */
  themeColor: string | null;
}

/** New-order alerts to the owner's WhatsApp (Professional). */
export interface ShopWhatsAppRecord {
  /** 10-digit Indian mobile. */
  number: string | null;
  enabled: boolean;
}

/** How the owner's order slips print (PUT /shops/{id}/printing); null until first saved (the defaults). */
export interface ShopPrintingRecord {
  paper: PaperWidth;
  kotOnConfirm: boolean;
}

/**
 * The owner's delivery terms (PUT /shops/{id}/delivery-terms), integer paise and km; null until
 * first saved (the defaults: ₹29 to anywhere). `shopDeliveryTerms` reads it.
 */
export interface ShopDeliveryTermsRecord {
  feePaise: number;
  freeAbovePaise: number | null;
  minimumPaise: number | null;
  maxDistanceKm: number | null;
}

/**
 * The owner's UPI ID and GST registration (PUT /shops/{id}/billing; docs/product.md "UPI payments
 * and bills"); null until first saved (no UPI, not registered). billingOf reads the wire shape.
 */
export interface ShopBillingRecord {
  upiId: string | null;
  payeeName: string | null;
  gstScheme: GstScheme;
  gstin: string | null;
}

/**
 * A registered shop. Trial shops never reach the server (they live in the browser), so every
 * shop here is visible to customers from signup on (docs/architecture.md).
 */
@Schema({ collection: 'shops', timestamps: true, versionKey: false })
export class Shop {
  /** Case-sensitive, unique, e.g. SHOP-1234 (generated; see ShopsService.createForOwner). */
  @Prop({ required: true, unique: true })
  code!: string;

  @Prop({ required: true, trim: true })
  name!: string;

  /**
   * nameKey(name): trimmed, inner spaces collapsed, lower-case. The directory sorts by it and
   * finds a name's substring in it (FerretDB 1.x has no collation). Set wherever the name is;
   * shops made before it existed get it at start-up (ShopsService.onModuleInit).
   */
  @Prop({ type: String })
  nameKey!: string;

  /** The owning user (role shopkeeper). One shop per owner today. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  ownerId!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  categoryId!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  districtId!: Types.ObjectId;

  @Prop({ type: String, default: '' })
  address!: string;

  /** Pinned from the owner's browser; null until then. No geo index (FerretDB 1.x has none). */
  @Prop({ type: { latitude: Number, longitude: Number, _id: false }, default: null })
  location!: GeoPoint | null;

  @Prop({
    type: [{ day: Number, closed: Boolean, open: String, close: String, _id: false }],
    required: true,
  })
  openingHours!: DayHours[];

  @Prop({ type: Boolean, default: false })
  ordersPaused!: boolean;

  @Prop({ type: Boolean, default: false })
  delivers!: boolean;

  /** Null until a plan payment settles. */
  @Prop({
    type: { id: String, period: String, startedAt: Date, renewsAt: Date, paymentId: MongooseSchema.Types.ObjectId, _id: false },
    default: null,
  })
  plan!: ShopPlanRecord | null;

  /** When the registration fee (₹50) was paid; null until then. */
  @Prop({ type: Date, default: null })
  registrationPaidAt!: Date | null;

  @Prop({
    type: {
      logoImageId: { type: MongooseSchema.Types.ObjectId, default: null },
      bannerImageId: { type: MongooseSchema.Types.ObjectId, default: null },
      themeColor: { type: String, default: null },
      _id: false,
    },
    default: null,
  })
  branding!: ShopBrandingRecord | null;

  @Prop({
    type: { number: { type: String, default: null }, enabled: { type: Boolean, default: false }, _id: false },
    default: null,
  })
  whatsapp!: ShopWhatsAppRecord | null;

  @Prop({
    type: { paper: { type: String, default: '58mm' }, kotOnConfirm: { type: Boolean, default: false }, _id: false },
    default: null,
  })
  printing!: ShopPrintingRecord | null;

  @Prop({
    type: {
      feePaise: { type: Number, required: true },
      freeAbovePaise: { type: Number, default: null },
      minimumPaise: { type: Number, default: null },
      maxDistanceKm: { type: Number, default: null },
      _id: false,
    },
    default: null,
  })
  deliveryTerms!: ShopDeliveryTermsRecord | null;

  @Prop({
    type: {
      upiId: { type: String, default: null },
      payeeName: { type: String, default: null },
      gstScheme: { type: String, enum: GST_SCHEMES, default: 'unregistered' },
      gstin: { type: String, default: null },
      _id: false,
    },
    default: null,
  })
  billing!: ShopBillingRecord | null;

  /**
   * Changes (a new random value) after every write to the shop's option groups: an order is priced
   * from groups an instance keeps in memory only while the shop still holds the value they were
   * read under (OptionGroupsService.forPricing). Absent: the groups are read every time.
   */
  @Prop({ type: String })
  optionsVersion?: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export const ShopSchema = SchemaFactory.createForClass(Shop);
// The directory (GET /api/shops): its order, and its filters in that order.
ShopSchema.index({ nameKey: 1, _id: 1 });
ShopSchema.index({ districtId: 1, nameKey: 1 });
ShopSchema.index({ categoryId: 1, nameKey: 1 });
// Nearby (GET /api/shops/nearby): a latitude band, then longitudes (no geospatial indexes on FerretDB 1.x).
ShopSchema.index({ 'location.latitude': 1, 'location.longitude': 1 });
