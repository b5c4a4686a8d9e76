import { ApiProperty } from '@nestjs/swagger';
import { MEDIA_MESSAGES, THEME_COLOR_PATTERN, type ThemeColorPayload, themeColorError } from '@chowk/contracts';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { ProductDto } from '../../catalogue/dto/menu.dto';
import { ShopDto } from '../../catalogue/dto/shop.dto';

/** PATCH /shops/{id}/theme. */
export class ThemeColorDto implements ThemeColorPayload {
  @ApiProperty({
    type: 'string',
    nullable: true,
    pattern: THEME_COLOR_PATTERN.source,
    example: '#1d4ed8',
    description: `The storefront's colour, #rrggbb; null for the standard look. Otherwise: '${MEDIA_MESSAGES.themeColorInvalid}'`,
  })
  @FollowsRule((v: { theme_color?: unknown }) => {
    const error = themeColorError(v.theme_color);
    return error ? { theme_color: error } : {};
  })
  theme_color!: string | null;
}

/** The owner's shop after a change of its look. */
export class ShopLookResponseDto {
  @ApiProperty({ type: ShopDto })
  shop!: ShopDto;
  @ApiProperty({ example: MEDIA_MESSAGES.logoSaved })
  message!: string;
}

/** A menu item after a change of its image. */
export class ProductImageResponseDto {
  @ApiProperty({ type: ProductDto })
  product!: ProductDto;
  @ApiProperty({ example: MEDIA_MESSAGES.itemImageSaved })
  message!: string;
}
