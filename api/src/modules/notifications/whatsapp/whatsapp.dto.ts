import { ApiProperty } from '@nestjs/swagger';
import {
  MOBILE_PATTERN,
  validateWhatsAppSettings,
  WHATSAPP_EXTRA_PAISE,
  WHATSAPP_FREE_PER_MONTH,
  WHATSAPP_MESSAGES,
  type WhatsAppSettingsPayload,
  type WhatsAppSettingsResponse,
  type WhatsAppUsage,
} from '@chowk/contracts';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { ShopDto } from '../../catalogue/dto/shop.dto';

/**
 * PUT /shops/{id}/whatsapp: both fields, unknown ones refused. The number is exactly ten digits
 * (the form strips spaces); anything else, an object such as `{"$gt": ""}` included, is 422
 * with the form's message.
 */
export class WhatsAppSettingsDto implements WhatsAppSettingsPayload {
  @ApiProperty({
    type: 'string',
    pattern: MOBILE_PATTERN.source,
    example: '9876543210',
    description: 'The WhatsApp number the alerts go to: an Indian mobile, 10 digits (+91 is added)',
  })
  @FollowsRule(validateWhatsAppSettings)
  number!: string;

  @ApiProperty({ type: 'boolean', description: 'true: a new customer order sends an alert (needs the Professional plan)' })
  @FollowsRule(validateWhatsAppSettings)
  enabled!: boolean;
}

export class WhatsAppSettingsResponseDto implements WhatsAppSettingsResponse {
  @ApiProperty({ type: ShopDto })
  shop!: ShopDto;
  @ApiProperty({ example: WHATSAPP_MESSAGES.turnedOn })
  message!: string;
}

export class WhatsAppUsageDto implements WhatsAppUsage {
  @ApiProperty({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', example: '2026-11', description: 'The India calendar month' })
  month!: string;
  @ApiProperty({ type: 'integer', minimum: 0, example: 12, description: 'Alerts sent this month' })
  sent!: number;
  @ApiProperty({ type: 'integer', example: WHATSAPP_FREE_PER_MONTH, description: 'Free alerts a month' })
  free_allowance!: number;
  @ApiProperty({ type: 'integer', minimum: 0, example: 138 })
  free_left!: number;
  @ApiProperty({ type: 'integer', minimum: 0, example: 0, description: 'Alerts beyond the free ones' })
  extra!: number;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 0,
    description: `What the extra alerts cost, in paise (${WHATSAPP_EXTRA_PAISE} each)`,
  })
  extra_paise!: number;
}
