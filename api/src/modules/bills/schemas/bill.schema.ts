import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { BILL_KINDS, type BillKind, GST_SCHEMES, type GstScheme } from '@chowk/contracts';
import { MAJORITY } from '../../orders/schemas/write-concern';

/** The shop as it was when the bill was issued: a later change of its name, address or settings changes no bill. */
@Schema({ _id: false, versionKey: false })
export class BillShop {
  @Prop({ required: true })
  name!: string;
  @Prop({ required: true })
  code!: string;
  /** Its address with its district, city and state, as the printed bill shows it ('' for none). */
  @Prop({ type: String, default: '' })
  address!: string;
  /** The owner's mobile (the bill's contact, as on the printed slips); null when unknown. */
  @Prop({ type: String, default: null })
  phone!: string | null;
  /** The order's GST registration (what the order was priced under): the bill's kind follows it. */
  @Prop({ type: String, enum: GST_SCHEMES, required: true })
  gstScheme!: GstScheme;
  @Prop({ type: String, default: null })
  gstin!: string | null;
}
const BillShopSchema = SchemaFactory.createForClass(BillShop);

/**
 * "Bill `seq` of shop `shopId`'s financial year `fy` is order `orderObjectId`'s" (docs/api.md
 * "Bills"): one document per issued bill, written on the order's first bill request and never
 * changed or removed. The document IS the claim on its number: the unique index on (shopId, fy,
 * seq) lets one insert through per number, the one on orderObjectId one bill per order
 * (BillNumbersService).
 */
@Schema({ collection: 'bills', versionKey: false, writeConcern: MAJORITY })
export class Bill {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  shopId!: Types.ObjectId;
  /** The financial year's label, by India time of issue: "2026-27". */
  @Prop({ required: true })
  fy!: string;
  /** 1, 2, 3…: the serial within the shop's financial year, without gaps. */
  @Prop({ required: true })
  seq!: number;
  /** formatBillNumber(fy, seq): "2026-27/00042". */
  @Prop({ required: true })
  number!: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  orderObjectId!: Types.ObjectId;
  /** billKindOf(the order's GST scheme). */
  @Prop({ type: String, enum: BILL_KINDS, required: true })
  kind!: BillKind;
  @Prop({ type: Date, required: true })
  issuedAt!: Date;
  @Prop({ type: BillShopSchema, required: true })
  shop!: BillShop;
}

export type BillRecord = Bill & { _id: Types.ObjectId };

export const BillSchema = SchemaFactory.createForClass(Bill);
BillSchema.index({ shopId: 1, fy: 1, seq: 1 }, { unique: true });
BillSchema.index({ orderObjectId: 1 }, { unique: true });
