import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import {
  type MenuSection,
  type MenuSectionPayload,
  OPTION_LIMITS,
  OPTION_VALIDATION,
  optionGroupIdsError,
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
import { OBJECT_ID_PATTERN } from '../../../common/pipes/parse-object-id.pipe';
import { OptionGroupDto } from './option-group.dto';
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

/**
 * The item's option groups as sent: ids, at most 10. Each once and each a group of the item's
 * shop are the service's checks once the shop is known (the document cannot say the first for
 * ids that differ only in case), so a body it calls valid is not refused before that.
 */
const optionGroupIdsRule = (v: { option_group_ids?: unknown }) => {
  const error = optionGroupIdsError(v.option_group_ids);
  return error && error !== OPTION_VALIDATION.groupRepeatedOnItem ? { option_group_ids: error } : {};
};

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

  @ApiPropertyOptional({
    type: 'array',
    maxItems: OPTION_LIMITS.groupsPerItemMax,
    uniqueItems: true,
    nullable: true,
    items: { type: 'string', pattern: OBJECT_ID_PATTERN.source, example: '665f1c2e8b3e4a0012345678' },
    description:
      `The item's option groups, in the order the option sheet shows them: at most ${OPTION_LIMITS.groupsPerItemMax} ` +
      "groups of the item's shop (422 otherwise), each once. Absent or null: none on POST, unchanged on PUT; [] removes them.",
  })
  @FollowsRule(optionGroupIdsRule)
  option_group_ids?: string[];
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
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', pattern: '^[0-9a-f]{24}$' },
    description: "Always sent by this API: the item's option groups by id, in order ([] when none)",
  })
  option_group_ids?: string[];
  @ApiPropertyOptional({
    type: () => [OptionGroupDto],
    description: 'Always sent by this API: those groups themselves, in the same order ([] when none)',
  })
  option_groups?: OptionGroupDto[];
}

export class ProductResponseDto {
  @ApiProperty({ type: ProductDto })
  product!: ProductDto;
}

export class ProductListDto {
  @ApiProperty({ type: [ProductDto], description: 'By section order, then name' })
  products!: ProductDto[];
}
