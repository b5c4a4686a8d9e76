import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import {
  type MenuSection,
  type MenuSectionPayload,
  type Product,
  type ProductPayload,
  SHOP_LIMITS,
  SHOP_VALIDATION,
  VALIDATION,
  validateMenuItem,
  validateSectionName,
} from '@chowk/contracts';
import { optionalTrimmedText, trimmedObjectId, trimmedText } from '../../../common/openapi/text-schemas';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';
import { NamedRefDto } from './shop.dto';

const ID = { type: 'string', pattern: '^[0-9a-f]{24}$', example: '665f1c2e8b3e4a0012345678' } as const;
const shopIdRule = (v: { shop_id?: unknown }) =>
  typeof v.shop_id === 'string' && v.shop_id.trim() ? {} : { shop_id: 'Shop is required' };

/** Absent, null or text; another type is refused as such rather than as "too long". */
const descriptionRule = (v: { description?: unknown }) =>
  v.description === undefined || v.description === null || typeof v.description === 'string'
    ? validateMenuItem(v)
    : { description: VALIDATION.mustBeString('description') };

/**
 * The form's price rule reads the input's text ("15"); on the wire the price is a JSON number
 * (docs/product.md §3: "price (number)"), so anything else is refused with the spec's price message.
 */
const priceOnTheWire = (v: { price?: unknown }) =>
  typeof v.price === 'number' ? validateMenuItem(v) : { price: SHOP_VALIDATION.priceTooLow };

/** POST /menu-sections. */
export class MenuSectionPayloadDto implements MenuSectionPayload {
  @ApiProperty(trimmedText(SHOP_LIMITS.sectionNameMax, 'Hot Drinks'))
  @Trim()
  @FollowsRule(validateSectionName)
  name!: string;

  @ApiProperty(trimmedObjectId('Your shop'))
  @Trim()
  @FollowsRule(shopIdRule)
  shop_id!: string;
}

/** PUT /menu-sections/{id}: a new name. */
export class MenuSectionRenameDto {
  @ApiProperty(trimmedText(SHOP_LIMITS.sectionNameMax, 'Hot Drinks'))
  @Trim()
  @FollowsRule(validateSectionName)
  name!: string;
}

export class MenuSectionDto implements MenuSection {
  @ApiProperty(ID)
  _id!: string;
  @ApiProperty({ example: 'Hot Drinks' })
  name!: string;
  @ApiProperty(ID)
  shop_id!: string;
  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  order!: number;
}

export class MenuSectionResponseDto {
  @ApiProperty({ type: MenuSectionDto })
  menuSection!: MenuSectionDto;
}

export class MenuSectionListDto {
  @ApiProperty({ type: [MenuSectionDto], description: 'In menu order' })
  menuSections!: MenuSectionDto[];
}

/** POST and PUT /products (docs/product.md §7): rupees with at most two decimals. */
export class ProductPayloadDto implements ProductPayload {
  @ApiProperty(trimmedText(SHOP_LIMITS.productNameMax, 'Masala Chai'))
  @Trim()
  @FollowsRule(validateMenuItem)
  name!: string;

  @ApiProperty(trimmedObjectId('Your shop'))
  @Trim()
  @FollowsRule(shopIdRule)
  shop_id!: string;

  @ApiProperty(trimmedObjectId("A section of the same shop's menu"))
  @Trim()
  @FollowsRule(validateMenuItem)
  menu_section_id!: string;

  @ApiProperty({
    type: 'number',
    minimum: 1,
    maximum: SHOP_LIMITS.maxPricePaise / 100,
    multipleOf: 0.01,
    description: 'Rupees, ₹1 to ₹1,00,000, at most two decimals',
    example: 15,
  })
  @FollowsRule(priceOnTheWire)
  price!: number;

  @ApiPropertyOptional({
    ...optionalTrimmedText(SHOP_LIMITS.descriptionMax, 'Strong tea with ginger and cardamom'),
    nullable: true,
    description: `Optional (absent, null or blank: none); at most ${SHOP_LIMITS.descriptionMax} characters once trimmed`,
  })
  @Trim()
  @FollowsRule(descriptionRule)
  description?: string;
}

/** PATCH /products/{id}/availability. */
export class ProductAvailabilityDto {
  @ApiProperty({ description: 'true: customers see it sold out and cannot order it' })
  @IsDefined({ message: 'sold_out is required' })
  @IsBoolean({ message: 'sold_out must be true or false' })
  sold_out!: boolean;
}

export class ProductDto implements Product {
  @ApiProperty(ID)
  _id!: string;
  @ApiProperty({ example: 'Masala Chai' })
  name!: string;
  @ApiProperty(ID)
  shop_id!: string;
  @ApiProperty({ type: 'number', example: 15, description: 'Rupees' })
  price!: number;
  @ApiPropertyOptional({ example: 'Strong tea with ginger and cardamom' })
  description?: string;
  @ApiProperty({ example: 'Hot Drinks', description: "The section's name" })
  section!: string;
  @ApiProperty({ type: NamedRefDto })
  menu_section_id!: NamedRefDto;
  @ApiProperty()
  sold_out!: boolean;
  @ApiProperty()
  sold_by_weight!: boolean;
  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: '/api/images/665f1c2e8b3e4a0012345678',
    description: "The item's image while the shop's plan includes item images, else null",
  })
  image_url?: string | null;
}

export class ProductResponseDto {
  @ApiProperty({ type: ProductDto })
  product!: ProductDto;
}

export class ProductListDto {
  @ApiProperty({ type: [ProductDto], description: 'By section order, then name' })
  products!: ProductDto[];
}
