import { ApiProperty } from '@nestjs/swagger';
import {
  PAPER_WIDTHS,
  type PaperWidth,
  PRINT_MESSAGES,
  type PrintSettings,
  type PrintSettingsResponse,
  validatePrintSettings,
} from '@chowk/contracts';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { ShopDto } from './shop.dto';

/**
 * PUT /shops/{id}/printing: both fields, unknown ones refused. The paper is exactly one of the
 * widths; anything else, an object such as `{"$ne": null}` included, is 422 with the form's message.
 */
export class PrintSettingsDto implements PrintSettings {
  @ApiProperty({ type: 'string', enum: PAPER_WIDTHS, example: '58mm', description: 'The thermal paper roll: 58 mm or 80 mm' })
  @FollowsRule(validatePrintSettings)
  paper!: PaperWidth;

  @ApiProperty({
    type: 'boolean',
    example: false,
    description:
      "true: moving an order to confirmed on the order desk prints its kitchen order ticket (KOT) on the owner's device",
  })
  @FollowsRule(validatePrintSettings)
  kot_on_confirm!: boolean;
}

export class PrintSettingsResponseDto implements PrintSettingsResponse {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ example: PRINT_MESSAGES.saved })
  message!: string;
  @ApiProperty({ type: ShopDto, description: "The owner's view of the shop, with `printing` as saved" })
  data!: ShopDto;
}
