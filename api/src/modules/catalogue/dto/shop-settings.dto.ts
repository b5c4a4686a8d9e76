import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { API_FIELD_TEXTS, SHOP_LIMITS, type ShopSettingsPayload, VALIDATION, validateShopSettings } from '@chowk/contracts';
import { optionalTrimmedText, trimmedObjectId, trimmedText } from '../../../common/openapi/text-schemas';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';
import { DayHoursDto, GeoPointDto, ShopDto } from './shop.dto';

/** The form always sends text; another type is refused as such rather than as "too long". */
const addressRule = (v: { address?: unknown }) =>
  v.address === undefined || typeof v.address === 'string'
    ? validateShopSettings(v)
    : { address: VALIDATION.mustBeString('address') };

/**
 * PATCH /shops/{id}: what the owner may change; every field optional, unknown ones refused.
 * Nested objects are checked whole by `validateShopSettings` (the same rule as the settings form).
 */
export class ShopSettingsDto implements ShopSettingsPayload {
  @ApiPropertyOptional(trimmedText(SHOP_LIMITS.shopNameMax, 'Sharma Tea Stall'))
  @Trim()
  @FollowsRule(validateShopSettings)
  name?: string;

  @ApiPropertyOptional(trimmedObjectId('The shop category'))
  @Trim()
  @FollowsRule(validateShopSettings)
  category_id?: string;

  @ApiPropertyOptional(trimmedObjectId('The district'))
  @Trim()
  @FollowsRule(validateShopSettings)
  district_id?: string;

  @ApiPropertyOptional(optionalTrimmedText(SHOP_LIMITS.addressMax, '12, MG Road, near the bus stand'))
  @Trim()
  @FollowsRule(addressRule)
  address?: string;

  @ApiPropertyOptional({ type: [DayHoursDto], minItems: 7, maxItems: 7, description: 'Sunday to Saturday, in order' })
  @Type(() => Object)
  @FollowsRule(validateShopSettings)
  openingHours?: DayHoursDto[];

  @ApiPropertyOptional({ description: 'true: customers cannot order for now' })
  @FollowsRule((v: { ordersPaused?: unknown }) =>
    v.ordersPaused === undefined || typeof v.ordersPaused === 'boolean'
      ? {}
      : { ordersPaused: API_FIELD_TEXTS.ordersPausedInvalid },
  )
  ordersPaused?: boolean;

  @ApiPropertyOptional({ description: 'true: the shop delivers' })
  @FollowsRule((v: { delivers?: unknown }) =>
    v.delivers === undefined || typeof v.delivers === 'boolean' ? {} : { delivers: API_FIELD_TEXTS.deliversInvalid },
  )
  delivers?: boolean;

  @ApiPropertyOptional({ type: GeoPointDto, nullable: true, description: 'Pinned from the owner’s browser; null clears it' })
  @Type(() => Object)
  @FollowsRule(validateShopSettings)
  location?: GeoPointDto | null;
}

export class ShopSettingsResponseDto {
  @ApiProperty({ type: ShopDto })
  shop!: ShopDto;
  @ApiProperty({ example: 'Shop settings saved' })
  message!: string;
}

export class ShopResponseDto {
  @ApiProperty({ type: ShopDto })
  shop!: ShopDto;
}
