import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type FieldErrors,
  ORDER_PAYMENT_MESSAGES as M,
  OWNER_PAYMENT_STATUSES,
  type OrderPaymentPayload,
  type OwnerPaymentStatus,
  PAID_VIA,
  type PaidVia,
  paymentChangeError,
} from '@chowk/contracts';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { OrderDto } from './order.dto';

/**
 * The payload's own rule (paymentChangeError's messages): a status the shop may set, and how it
 * was paid with paid; a `via` sent with another status is one of the two as well. Whether a
 * refund is allowed depends on the order (409, the service's check once it is found).
 */
const paymentRule = (v: Record<string, unknown>): FieldErrors => {
  const errors: FieldErrors = {};
  // Judged as if the order were paid, so only the payload's own problems come out here.
  const problem = paymentChangeError('paid', v as unknown as OrderPaymentPayload);
  if (problem === M.statusInvalid) errors.status = problem;
  if (problem === M.viaRequired) errors.via = problem;
  if (v.via !== undefined && !(PAID_VIA as readonly unknown[]).includes(v.via)) errors.via = M.viaRequired;
  return errors;
};

/** PATCH /orders/{id}/payment: the shop's owner marks the order paid (how), unpaid or refunded. */
export class OrderPaymentDto implements OrderPaymentPayload {
  @ApiProperty({
    enum: OWNER_PAYMENT_STATUSES,
    description:
      'paid (with `via`), unpaid (an order the customer says they paid reads claimed again) or refunded (a paid order ' +
      'only: 409 otherwise). `claimed` is the customer’s word, never the shop’s.',
  })
  @FollowsRule(paymentRule)
  status!: OwnerPaymentStatus;

  @ApiPropertyOptional({ enum: PAID_VIA, description: 'How it was paid: required with paid (422 without), kept with refunded' })
  @FollowsRule(paymentRule)
  via?: PaidVia;
}

/** POST /orders/{id}/payment/claim takes no fields: any sent is refused (422). */
export class PaymentClaimDto {}

/** PATCH /orders/{id}/payment and POST /orders/{id}/payment/claim: the order as it is after. */
export class OrderPaymentResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ example: M.markedPaid })
  message!: string;
  @ApiProperty({ type: OrderDto })
  data!: OrderDto;
}
