import { ApiProperty, ApiPropertyOptional, type SchemaObject } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  contactError,
  CUSTOMER_LIMITS,
  CUSTOMER_VALIDATION,
  DEFAULT_DELIVERY_TYPE,
  DEFAULT_PAYMENT_METHOD,
  DELIVERY_ORDER_MESSAGES,
  DELIVERY_TYPES,
  type DeliveryType,
  type FieldErrors,
  type GeoPoint,
  MAX_OPTION_IDS_PER_LINE,
  ORDER_OPTION_MESSAGES,
  PAYMENT_METHODS,
  type PaymentMethod,
  PLACE_ORDER_VALIDATION as V,
  type PlaceOrderItem,
  type PlaceOrderPayload,
  VALIDATION,
} from '@chowk/contracts';
import { emailAddress, indianMobile, optionalTrimmedText, trimmedObjectId } from '../../../common/openapi/text-schemas';
import { OBJECT_ID_PATTERN } from '../../../common/pipes/parse-object-id.pipe';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

/** Characters as people count them (an emoji is one), as the OpenAPI's maxLength does. */
const charCount = (value: string): number => Array.from(value).length;

const ITEM_FIELDS = new Set([
  'product_id',
  'option_ids',
  'product_name',
  'price',
  'quantity',
  'subtotal',
  'tax_amount',
  'total_amount',
]);
const CLIENT_PRICES = ['price', 'subtotal', 'tax_amount', 'total_amount'] as const;

/** A line's chosen options as sent: a list of at most 50 choice ids (which choices, and how many, is the service's check). */
export const optionIdsValid = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value) &&
    value.length <= MAX_OPTION_IDS_PER_LINE &&
    value.every((id) => typeof id === 'string' && OBJECT_ID_PATTERN.test(id)));

/** The OpenAPI of a line's `option_ids`. */
export const OPTION_IDS_SCHEMA: SchemaObject = {
  type: 'array',
  maxItems: MAX_OPTION_IDS_PER_LINE,
  items: { type: 'string', pattern: OBJECT_ID_PATTERN.source, example: '665f1c2e8b3e4a0012345679' },
  description:
    "The chosen options' choice ids (each once), for an item with option groups; priced by the server from its own groups",
};

/**
 * One cart line as sent. Only `product_id`, `option_ids` and `quantity` count: the name and the
 * prices are the browser's view, accepted as text and numbers and ignored (the server prices
 * from its records).
 */
export function itemError(item: unknown, index: number): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return V.itemInvalid;
  const line = item as Record<string, unknown>;
  const unknown = Object.keys(line).find((key) => !ITEM_FIELDS.has(key));
  if (unknown !== undefined) return VALIDATION.unknownField(`items[${index}].${unknown}`);
  if (typeof line.product_id !== 'string' || !OBJECT_ID_PATTERN.test(line.product_id)) return V.itemProductInvalid;
  const quantity = line.quantity;
  if (typeof quantity !== 'number') return V.itemInvalid;
  if (!Number.isInteger(quantity)) return V.quantityWhole;
  if (quantity < 1) return CUSTOMER_VALIDATION.quantityMin;
  if (quantity > CUSTOMER_LIMITS.maxQuantityPerLine) return CUSTOMER_VALIDATION.quantityMax;
  if (!optionIdsValid(line.option_ids)) return ORDER_OPTION_MESSAGES.idsInvalid;
  if (line.product_name !== undefined && typeof line.product_name !== 'string') {
    return VALIDATION.mustBeString(`items[${index}].product_name`);
  }
  for (const field of CLIENT_PRICES) {
    if (line[field] !== undefined && typeof line[field] !== 'number') return V.clientPriceInvalid;
  }
  return undefined;
}

/** 1 to 50 lines, each as `itemError` says (duplicates are the service's check: see PlaceOrderService). */
const itemsRule = (v: { items?: unknown }): FieldErrors => {
  const items = v.items;
  if (items === undefined || items === null || (Array.isArray(items) && items.length === 0)) {
    return { items: CUSTOMER_VALIDATION.cartEmpty };
  }
  if (!Array.isArray(items)) return { items: V.itemInvalid };
  if (items.length > CUSTOMER_LIMITS.maxLinesPerOrder) return { items: CUSTOMER_VALIDATION.tooManyLines };
  for (let i = 0; i < items.length; i++) {
    const error = itemError(items[i], i);
    if (error) return { items: error };
  }
  return {};
};

const shopIdRule = (v: { shop_id?: unknown }): FieldErrors => {
  if (typeof v.shop_id !== 'string' || !v.shop_id) return { shop_id: V.shopRequired };
  return OBJECT_ID_PATTERN.test(v.shop_id) ? {} : { shop_id: VALIDATION.invalidId };
};

/** Optional text: absent, null or blank is none; other types are refused as such. */
const optionalText =
  (field: 'customer_name' | 'notes', max: number, tooLong: string) =>
  (v: Record<string, unknown>): FieldErrors => {
    const value = v[field];
    if (value === undefined || value === null) return {};
    if (typeof value !== 'string') return { [field]: VALIDATION.mustBeString(field) };
    return charCount(value) > max ? { [field]: tooLong } : {};
  };

/** An optional contact: absent (or null) or valid; which of the two must be there is the service's check. */
const contactRule =
  (field: 'customer_email' | 'customer_mobile') =>
  (v: Record<string, unknown>): FieldErrors => {
    const value = v[field];
    if (value === undefined || value === null) return {};
    const type = field === 'customer_email' ? 'email' : 'mobile';
    const invalid = type === 'email' ? CUSTOMER_VALIDATION.emailInvalid : CUSTOMER_VALIDATION.mobileInvalid;
    if (typeof value !== 'string') return { [field]: invalid };
    const error = contactError(type, value);
    return error ? { [field]: error } : {};
  };

/** Where a delivery goes: {latitude, longitude}, both numbers in their ranges, nothing else. */
const locationRule = (v: { customer_location?: unknown }): FieldErrors => {
  const location = v.customer_location;
  if (location === undefined) return {};
  const point = location as Record<string, unknown>;
  const within = (value: unknown, bound: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= -bound && value <= bound;
  const valid =
    typeof location === 'object' &&
    location !== null &&
    !Array.isArray(location) &&
    Object.keys(point).every((key) => key === 'latitude' || key === 'longitude') &&
    within(point.latitude, 90) &&
    within(point.longitude, 180);
  return valid ? {} : { customer_location: DELIVERY_ORDER_MESSAGES.locationInvalid };
};

/** The OpenAPI of customer_location: closed, both coordinates required. */
const LOCATION_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['latitude', 'longitude'],
  properties: {
    latitude: { type: 'number', minimum: -90, maximum: 90, example: 12.9716 },
    longitude: { type: 'number', minimum: -180, maximum: 180, example: 77.5946 },
  },
};

const PRICE_FIELD = { type: 'number', description: 'Ignored: the server prices from its own records' } as const;

/** The OpenAPI of one line: closed (an unknown field is refused), prices optional and ignored. */
const ITEM_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['product_id', 'quantity'],
  properties: {
    product_id: { type: 'string', pattern: OBJECT_ID_PATTERN.source, example: '665f1c2e8b3e4a0012345678' },
    option_ids: OPTION_IDS_SCHEMA,
    product_name: { type: 'string', description: 'Ignored (the menu item’s own name is kept)', example: 'Masala Chai' },
    quantity: { type: 'integer', minimum: 1, maximum: CUSTOMER_LIMITS.maxQuantityPerLine, example: 2 },
    price: PRICE_FIELD,
    subtotal: PRICE_FIELD,
    tax_amount: PRICE_FIELD,
    total_amount: PRICE_FIELD,
  },
};

/**
 * POST /api/orders (docs/product.md §3 customer checkout payload). Exactly one of customer_email and
 * customer_mobile, each line (item and options) once, the options each item allows and the
 * shop's delivery terms: checked by the service once the shop is known, since the OpenAPI cannot
 * say them (see PlaceOrderService).
 */
export class PlaceOrderDto implements PlaceOrderPayload {
  @ApiProperty(trimmedObjectId('The shop’s _id'))
  @Trim()
  @FollowsRule(shopIdRule)
  shop_id!: string;

  @ApiProperty({
    type: 'array',
    minItems: 1,
    maxItems: CUSTOMER_LIMITS.maxLinesPerOrder,
    items: ITEM_SCHEMA,
    description: `1 to ${CUSTOMER_LIMITS.maxLinesPerOrder} lines, each product once with the same options`,
  })
  @FollowsRule(itemsRule)
  items!: PlaceOrderItem[];

  @ApiPropertyOptional({ ...optionalTrimmedText(CUSTOMER_LIMITS.customerNameMax, 'Meera'), nullable: true })
  @Trim()
  @FollowsRule(optionalText('customer_name', CUSTOMER_LIMITS.customerNameMax, CUSTOMER_VALIDATION.customerNameTooLong))
  customer_name?: string;

  @ApiPropertyOptional({ ...optionalTrimmedText(CUSTOMER_LIMITS.notesMax, 'Less sugar, please'), nullable: true })
  @Trim()
  @FollowsRule(optionalText('notes', CUSTOMER_LIMITS.notesMax, CUSTOMER_VALIDATION.notesTooLong))
  notes?: string;

  @ApiPropertyOptional({
    ...emailAddress('meera@example.com'),
    description: 'The email this device verified (or the signed-in customer’s); give it or customer_mobile',
  })
  @Trim()
  @FollowsRule(contactRule('customer_email'))
  customer_email?: string;

  @ApiPropertyOptional({
    ...indianMobile(),
    description: 'The mobile this device verified (or the signed-in customer’s); give it or customer_email',
  })
  @Trim()
  @FollowsRule(contactRule('customer_mobile'))
  customer_mobile?: string;

  @ApiPropertyOptional({ enum: DELIVERY_TYPES, default: DEFAULT_DELIVERY_TYPE })
  @IsOptional()
  @IsIn(DELIVERY_TYPES, { message: V.deliveryTypeInvalid })
  delivery_type?: DeliveryType;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: DEFAULT_PAYMENT_METHOD })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: V.paymentMethodInvalid })
  payment_method?: PaymentMethod;

  @ApiPropertyOptional({
    // In allOf: beside ApiProperty's own `required` (a boolean), the object's list would be lost.
    allOf: [LOCATION_SCHEMA],
    description:
      'Where a delivery goes: needed for delivery when the shop limits its delivery distance (400 without it, or out of range); kept on a delivery order as delivery_location',
  })
  @FollowsRule(locationRule)
  customer_location?: GeoPoint;
}
