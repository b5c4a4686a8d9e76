import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  CUSTOMER_LIMITS,
  type NearbyQuery,
  type NearbyResponse,
  PAGINATION,
  PAGINATION_MESSAGES,
  SHOP_LIMITS,
  SHOP_QUERY_MESSAGES,
  SHOP_VALIDATION,
  type ShopListQuery,
  type ShopListResponse,
  type ShopWithMenuResponse,
  VALIDATION,
} from '@chowk/contracts';
import { OBJECT_ID_PATTERN } from '../../../common/pipes/parse-object-id.pipe';
import { MenuSectionDto, ProductDto } from './menu.dto';
import { ShopDto } from './shop.dto';

/**
 * A query value as sent: `?page=2` arrives as "2". Digits become a number; anything else stays
 * as sent so the rules refuse it (422) rather than a coercion hiding it (as PageQueryDto does).
 */
const WholeNumber = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value));

/** A decimal as JSON and OpenAPI write numbers (`12.97`, `-0.5`, `1e-05`); anything else stays as sent. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const Decimal = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.length <= 40 && DECIMAL.test(value) ? Number(value) : value,
  );

/** An optional id filter: empty means none; otherwise an ObjectId (422 with "Invalid id" if not). */
const IdFilter = (description: string): PropertyDecorator => {
  const decorators = [
    ApiPropertyOptional({ description: `${description} (empty: all)`, type: 'string', pattern: '^(?:[0-9a-fA-F]{24})?$' }),
    Transform(({ value }: { value: unknown }) => {
      if (value === '') return undefined;
      return typeof value === 'string' ? value.toLowerCase() : value;
    }),
    IsOptional(),
    Matches(OBJECT_ID_PATTERN, { message: VALIDATION.invalidId }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

/**
 * The name filter: a case-insensitive substring of the shop's name, taken literally (`.` is a
 * dot). Blank means none. Bounded as sent (the schema's maxLength), then trimmed by the service.
 */
const NameFilter = (): PropertyDecorator => {
  const decorators = [
    ApiPropertyOptional({
      type: 'string',
      maxLength: SHOP_LIMITS.shopNameMax,
      description: 'Part of the shop name, any case, taken literally (blank: all)',
      example: 'chai',
    }),
    IsOptional(),
    IsString({ message: SHOP_QUERY_MESSAGES.name }),
    MaxLength(SHOP_LIMITS.shopNameMax, { message: SHOP_QUERY_MESSAGES.name }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

/** GET /api/shops: `?page=&limit=&name=&category_id=&state_id=&city_id=&district_id=`; unknown keys are refused. */
export class ShopListQueryDto implements ShopListQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: PAGINATION.firstPage,
    maximum: PAGINATION.maxPage,
    default: PAGINATION.firstPage,
    description: 'The page, from 1',
  })
  @WholeNumber()
  @IsOptional()
  @IsInt({ message: PAGINATION_MESSAGES.page })
  @Min(PAGINATION.firstPage, { message: PAGINATION_MESSAGES.page })
  @Max(PAGINATION.maxPage, { message: PAGINATION_MESSAGES.page })
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: CUSTOMER_LIMITS.shopPageSizeMax,
    default: CUSTOMER_LIMITS.shopPageSize,
    description: 'Shops per page',
  })
  @WholeNumber()
  @IsOptional()
  @IsInt({ message: SHOP_QUERY_MESSAGES.limit })
  @Min(1, { message: SHOP_QUERY_MESSAGES.limit })
  @Max(CUSTOMER_LIMITS.shopPageSizeMax, { message: SHOP_QUERY_MESSAGES.limit })
  limit?: number;

  @NameFilter()
  name?: string;

  @IdFilter('Only shops of this category')
  category_id?: string;

  @IdFilter('Only shops in the districts of this state')
  state_id?: string;

  @IdFilter('Only shops in the districts of this city')
  city_id?: string;

  @IdFilter('Only shops in this district')
  district_id?: string;
}

/** GET /api/shops/nearby: `?lat=&lng=` required, `radius_km`, `limit`, `name` optional. */
export class NearbyQueryDto implements NearbyQuery {
  @ApiProperty({ type: 'number', minimum: -90, maximum: 90, example: 12.9716, description: 'Latitude of the customer' })
  @Decimal()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: SHOP_VALIDATION.latitudeInvalid })
  @Min(-90, { message: SHOP_VALIDATION.latitudeInvalid })
  @Max(90, { message: SHOP_VALIDATION.latitudeInvalid })
  lat!: number;

  @ApiProperty({ type: 'number', minimum: -180, maximum: 180, example: 77.5946, description: 'Longitude of the customer' })
  @Decimal()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: SHOP_VALIDATION.longitudeInvalid })
  @Min(-180, { message: SHOP_VALIDATION.longitudeInvalid })
  @Max(180, { message: SHOP_VALIDATION.longitudeInvalid })
  lng!: number;

  @ApiPropertyOptional({
    type: 'number',
    minimum: 0,
    maximum: CUSTOMER_LIMITS.nearbyRadiusKmMax,
    default: CUSTOMER_LIMITS.nearbyRadiusKmDefault,
    description: 'How far to look, in kilometres',
  })
  @Decimal()
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: SHOP_QUERY_MESSAGES.radius })
  @Min(0, { message: SHOP_QUERY_MESSAGES.radius })
  @Max(CUSTOMER_LIMITS.nearbyRadiusKmMax, { message: SHOP_QUERY_MESSAGES.radius })
  radius_km?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: CUSTOMER_LIMITS.nearbyMax,
    default: CUSTOMER_LIMITS.nearbyMax,
    description: 'At most this many shops, nearest first',
  })
  @WholeNumber()
  @IsOptional()
  @IsInt({ message: SHOP_QUERY_MESSAGES.nearbyLimit })
  @Min(1, { message: SHOP_QUERY_MESSAGES.nearbyLimit })
  @Max(CUSTOMER_LIMITS.nearbyMax, { message: SHOP_QUERY_MESSAGES.nearbyLimit })
  limit?: number;

  @NameFilter()
  name?: string;
}

// ---- responses -------------------------------------------------------------------------

export class ShopPaginationDto {
  @ApiProperty({ type: 'integer', minimum: 0, example: 45, description: 'Matching shops over all pages' })
  total!: number;
  @ApiProperty({ example: true, description: 'Whether a later page has shops' })
  hasMore!: boolean;
  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: 'The page answered' })
  page!: number;
  @ApiProperty({ type: 'integer', minimum: 1, example: CUSTOMER_LIMITS.shopPageSize, description: 'The page size used' })
  limit!: number;
}

export class ShopListResponseDto implements ShopListResponse {
  @ApiProperty({ type: [ShopDto], description: 'One page, by name (then id)' })
  data!: ShopDto[];
  @ApiProperty({ type: ShopPaginationDto })
  pagination!: ShopPaginationDto;
}

export class NearbyShopDto extends ShopDto {
  @ApiProperty({ type: 'number', minimum: 0, example: 1.25, description: 'Great-circle distance, kilometres, 2 decimals' })
  distance_km!: number;
}

export class NearbyResponseDto implements NearbyResponse {
  @ApiProperty({ type: [NearbyShopDto], description: 'Shops with a location within radius_km, nearest first' })
  data!: NearbyShopDto[];
}

/** GET /api/shops/by-code/{code}: `include=menu` adds the shop's products and sections. */
export class ShopByCodeQueryDto {
  @ApiPropertyOptional({ enum: ['menu'], description: 'menu: the answer carries the products and sections too' })
  @IsOptional()
  @IsIn(['menu'], { message: SHOP_QUERY_MESSAGES.include })
  include?: 'menu';
}

export class ShopWithMenuResponseDto implements ShopWithMenuResponse {
  @ApiProperty({ type: ShopDto })
  shop!: ShopDto;

  @ApiPropertyOptional({ type: [ProductDto], description: 'With include=menu' })
  products?: ProductDto[];

  @ApiPropertyOptional({ type: [MenuSectionDto], description: 'With include=menu' })
  menuSections?: MenuSectionDto[];
}
