import { ApiProperty } from '@nestjs/swagger';
import {
  DEFAULT_DELIVERY_TERMS,
  DELIVERY_TERMS_LIMITS as L,
  DELIVERY_TERMS_MESSAGES,
  type DeliveryTerms,
  type FieldErrors,
  VALIDATION,
  validateDeliveryTerms,
} from '@chowk/contracts';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { ShopDto } from './shop.dto';

const TERMS = ['fee', 'free_above', 'minimum_order', 'max_distance_km'] as const;

/**
 * Every key is sent (null: no such term), then the settings form's rule. Whether the shop has a
 * pin (a distance needs one) is the controller's check once the shop is found: here the rule
 * reads as if it had, so a well-formed body is not refused before its shop is known.
 */
const termsRule = (v: Record<string, unknown>): FieldErrors => {
  const errors: FieldErrors = validateDeliveryTerms(v, true);
  for (const key of TERMS) if (v[key] === undefined) errors[key] = VALIDATION.required;
  return errors;
};

const rupees = (max: number, min: number) => ({ type: 'number' as const, minimum: min, maximum: max / 100, multipleOf: 0.01 });

/** PUT /shops/{id}/delivery-terms: the four terms, all sent, unknown ones refused. */
export class DeliveryTermsDto implements DeliveryTerms {
  @ApiProperty({
    ...rupees(L.maxFeePaise, 0),
    example: DEFAULT_DELIVERY_TERMS.fee,
    description: 'Rupees per delivery order: ₹0 to ₹1,000, at most two decimals',
  })
  @FollowsRule(termsRule)
  fee!: number;

  @ApiProperty({
    ...rupees(L.maxAmountPaise, 0.01),
    nullable: true,
    example: 300,
    description: 'Rupees: free delivery at or above this item subtotal; null: none',
  })
  @FollowsRule(termsRule)
  free_above!: number | null;

  @ApiProperty({
    ...rupees(L.maxAmountPaise, 0.01),
    nullable: true,
    example: 150,
    description: 'Rupees: the least item subtotal of a delivery order (pickup is never held to it); null: none',
  })
  @FollowsRule(termsRule)
  minimum_order!: number | null;

  @ApiProperty({
    type: 'number',
    minimum: L.minDistanceKm,
    maximum: L.maxDistanceKm,
    multipleOf: 0.1,
    nullable: true,
    example: 3,
    description: `Kilometres from the shop's pin, ${L.minDistanceKm} to ${L.maxDistanceKm}, one decimal; needs the shop's location (422 without); null: no limit`,
  })
  @FollowsRule(termsRule)
  max_distance_km!: number | null;
}

export class DeliveryTermsResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ example: DELIVERY_TERMS_MESSAGES.saved })
  message!: string;
  @ApiProperty({ type: ShopDto, description: "The owner's view of the shop, with `delivery_terms` as saved" })
  data!: ShopDto;
}
