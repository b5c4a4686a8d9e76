import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined } from 'class-validator';
import {
  API_FIELD_TEXTS,
  type LocalNames,
  localNamesErrors,
  type MenuSection,
  type MenuSectionPayload,
  OPTION_LIMITS,
  OPTION_VALIDATION,
  PLACE_ORDER_VALIDATION,
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
import { FollowsFieldsRule, FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';
import { OBJECT_ID_PATTERN } from '../../../common/pipes/parse-object-id.pipe';
import { OptionGroupDto } from './option-group.dto';
import { NamedRefDto } from './shop.dto';

const ID = { type: 'string', pattern: '^[0-9a-f]{24}$', example: '665f1c2e8b3e4a0012345678' } as const;
/** The words of an order's shop_id rule ("Shop is required"). */
const shopIdRule = (v: { shop_id?: unknown }) =>
  typeof v.shop_id === 'string' && v.shop_id.trim() ? {} : { shop_id: PLACE_ORDER_VALIDATION.shopRequired };

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

/**
 * `names` as sent: each text trimmed (a blank one removes that language on an edit); anything
 * else is left exactly as sent, for localNamesErrors to refuse (an array, a number, `{"$set": …}`,
 * `{"hi": {"$gt": ""}}`).
 */
const TrimNames = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([key, text]) => [key, typeof text === 'string' ? text.trim() : text]))
      : value,
  );

/** A payload's `names`: Hindi and Tamil, each optional, at most `max` characters once trimmed. */
const namesPayloadSchema = (max: number, hi: string, ta: string) => ({
  type: 'object' as const,
  nullable: true,
  properties: {
    hi: { ...optionalTrimmedText(max, hi), description: `Hindi; at most ${max} characters once trimmed (blank: none)` },
    ta: { ...optionalTrimmedText(max, ta), description: `Tamil; at most ${max} characters once trimmed (blank: none)` },
  },
  additionalProperties: false,
  description:
    'Its name in Hindi (hi) and Tamil (ta), which the storefront shows a customer reading that language (else `name`). ' +
    'Absent or null: none on POST, unchanged on PUT; on PUT a language left out keeps its name and a blank one removes it. ' +
    'Another key, or a value that is not text, is 422 under names.<key>.',
});

/** An answer's `names`: only the languages the shop gave (absent when none). */
const namesViewSchema = (hi: string, ta: string) => ({
  type: 'object' as const,
  properties: {
    hi: { type: 'string' as const, minLength: 1, example: hi },
    ta: { type: 'string' as const, minLength: 1, example: ta },
  },
  additionalProperties: false,
  description: 'Its name in Hindi and Tamil, when the shop gave them (absent: none; `name` is shown instead)',
});

const sectionNamesRule = (value: unknown) => localNamesErrors(value, SHOP_LIMITS.sectionNameMax);
const productNamesRule = (value: unknown) => localNamesErrors(value, SHOP_LIMITS.productNameMax);

/** POST /menu-sections. */
export class MenuSectionPayloadDto implements MenuSectionPayload {
  @ApiProperty(trimmedText(SHOP_LIMITS.sectionNameMax, 'Hot Drinks'))
  @Trim()
  @FollowsRule(validateSectionName)
  name!: string;

  @ApiPropertyOptional(namesPayloadSchema(SHOP_LIMITS.sectionNameMax, 'गरम पेय', 'சூடான பானங்கள்'))
  @TrimNames()
  @FollowsFieldsRule(sectionNamesRule)
  names?: LocalNames;

  @ApiProperty(trimmedObjectId('Your shop'))
  @Trim()
  @FollowsRule(shopIdRule)
  shop_id!: string;
}

/** PUT /menu-sections/{id}: a new name, and its Hindi and Tamil names. */
export class MenuSectionRenameDto {
  @ApiProperty(trimmedText(SHOP_LIMITS.sectionNameMax, 'Hot Drinks'))
  @Trim()
  @FollowsRule(validateSectionName)
  name!: string;

  @ApiPropertyOptional(namesPayloadSchema(SHOP_LIMITS.sectionNameMax, 'गरम पेय', 'சூடான பானங்கள்'))
  @TrimNames()
  @FollowsFieldsRule(sectionNamesRule)
  names?: LocalNames;
}

export class MenuSectionDto implements MenuSection {
  @ApiProperty(ID)
  _id!: string;
  @ApiProperty({ example: 'Hot Drinks' })
  name!: string;
  @ApiPropertyOptional(namesViewSchema('गरम पेय', 'சூடான பானங்கள்'))
  names?: LocalNames;
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

  @ApiPropertyOptional(namesPayloadSchema(SHOP_LIMITS.productNameMax, 'मसाला चाय', 'மசாலா டீ'))
  @TrimNames()
  @FollowsFieldsRule(productNamesRule)
  names?: LocalNames;

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
  @IsDefined({ message: API_FIELD_TEXTS.soldOutRequired })
  // The words of an option choice's sold_out rule.
  @IsBoolean({ message: OPTION_VALIDATION.choiceSoldOutInvalid })
  sold_out!: boolean;
}

export class ProductDto implements Product {
  @ApiProperty(ID)
  _id!: string;
  @ApiProperty({ example: 'Masala Chai' })
  name!: string;
  @ApiPropertyOptional(namesViewSchema('मसाला चाय', 'மசாலா டீ'))
  names?: LocalNames;
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
