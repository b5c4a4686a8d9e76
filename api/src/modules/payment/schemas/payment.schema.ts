import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import type { BillingPeriod, PaymentPurpose, PaymentState, PlanId } from '@chowk/contracts';

/**
 * One payment attempt through the gateway: a plan for a period, or the registration fee. It is
 * `pending` from initiation until a verified callback or a status check settles it (`paid`,
 * `failed`), or the gateway's timeout passes (`expired`; a later verified success still pays).
 */
@Schema({ collection: 'payments', timestamps: true, versionKey: false })
export class Payment {
  /** Ours, sent to the gateway; unique (the gateway refuses a repeat too). */
  @Prop({ required: true, unique: true })
  merchantTransactionId!: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  shopId!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  userId!: Types.ObjectId;

  @Prop({ type: String, required: true })
  purpose!: PaymentPurpose;

  @Prop({ type: String, default: null })
  planId!: PlanId | null;

  @Prop({ type: String, required: true })
  planName!: string;

  @Prop({ type: String, default: null })
  period!: BillingPeriod | null;

  /** Paise, as priced by the server when initiated; a settlement must carry exactly this. */
  @Prop({ type: Number, required: true })
  amountPaise!: number;

  @Prop({ type: String, required: true, default: 'pending' })
  state!: PaymentState;

  /** The gateway's last code (PAYMENT_INITIATED, PAYMENT_SUCCESS, PAYMENT_ERROR, …, or AMOUNT_MISMATCH). */
  @Prop({ type: String, default: null })
  code!: string | null;

  /** The gateway's own transaction id once it has one. */
  @Prop({ type: String, default: null })
  gatewayTransactionId!: string | null;

  /** The business clock's time at initiation: the status schedule counts from it. */
  @Prop({ type: Date, required: true })
  startedAt!: Date;

  /** When the reconciler next asks the gateway (null: nothing to ask). */
  @Prop({ type: Date, default: null })
  nextCheckAt!: Date | null;

  @Prop({ type: Date, default: null })
  lastCheckedAt!: Date | null;

  @Prop({ type: Number, default: 0 })
  checks!: number;

  @Prop({ type: Date, default: null })
  settledAt!: Date | null;

  /** The shop has been given what this payment bought (set after `paid`; the reconciler finishes a crash in between). */
  @Prop({ type: Boolean, default: false })
  applied!: boolean;

  createdAt!: Date;
  updatedAt!: Date;
}

export const PaymentSchema = SchemaFactory.createForClass(Payment);
// The reconciler's reads: pending payments due a check, paid ones not yet applied.
PaymentSchema.index({ state: 1, nextCheckAt: 1 });
PaymentSchema.index({ state: 1, applied: 1 });
