import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  type FieldErrors,
  ORDER_DESK_LIMITS as L,
  ORDER_OPTION_MESSAGES,
  ORDER_DESK_MESSAGES as M,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderStatusPayload,
  type OwnerOrderPayload,
  validateOwnerOrder,
  VALIDATION,
} from '@chowk/contracts';
import { indianMobile, optionalTrimmedText } from '../../../common/openapi/text-schemas';
import { OBJECT_ID_PATTERN } from '../../../common/pipes/parse-object-id.pipe';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';
import { OPTION_IDS_SCHEMA, optionIdsValid } from './place-order.dto';

/** PATCH /orders/{id}/status: any of the six, from any other (docs/product.md §4). */
export class OrderStatusDto implements OrderStatusPayload {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: M.statusInvalid })
  status!: OrderStatus;
}

const LINE_FIELDS = new Set(['product_id', 'quantity', 'option_ids']);

/**
 * The lines' shape first (each {product_id, quantity} and optionally option_ids: an unknown
 * field, another type or a bad id is refused as such), then the contract's rules the dialog runs
 * (validateOwnerOrder).
 */
const itemsRule = (v: { items?: unknown }): FieldErrors => {
  const items = v.items;
  if (!Array.isArray(items) || items.length === 0) return { items: M.noProducts };
  for (const [index, item] of items.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { items: M.noProducts };
    const unknown = Object.keys(item).find((key) => !LINE_FIELDS.has(key));
    if (unknown !== undefined) return { items: VALIDATION.unknownField(`items[${index}].${unknown}`) };
    const line = item as Record<string, unknown>;
    if (typeof line.product_id !== 'string' || !OBJECT_ID_PATTERN.test(line.product_id)) return { items: M.productUnknown };
    if (typeof line.quantity !== 'number') return { items: M.quantityRange };
    if (!optionIdsValid(line.option_ids)) return { items: ORDER_OPTION_MESSAGES.idsInvalid };
  }
  // Each line (item and options) once is the service's check, once the shop is found (as for a customer's order):
  // the OpenAPI cannot say it, so a body it calls valid is not refused before the shop is known.
  const errors = validateOwnerOrder({ items: items as OwnerOrderPayload['items'] });
  return errors.items === M.duplicateLine ? {} : errors;
};

/** Optional text fields: absent or null is none; another type is refused; then the contract's rule. */
const textRule =
  (field: 'notes' | 'customer_name' | 'customer_mobile') =>
  (v: Record<string, unknown>): FieldErrors => {
    const value = v[field];
    if (value === undefined || value === null) return {};
    if (typeof value !== 'string') return { [field]: VALIDATION.mustBeString(field) };
    return validateOwnerOrder({ items: [], [field]: value }) as FieldErrors;
  };

/** POST /orders/shop/{shopId}: an order taken at the counter (docs/product.md §4 add-order dialog). */
export class OwnerOrderDto implements OwnerOrderPayload {
  @ApiProperty({
    type: 'array',
    minItems: 1,
    maxItems: L.maxLines,
    description: `1 to ${L.maxLines} lines, each product of your menu once with the same options (422 otherwise, once the shop is found); priced by the server with its chosen options`,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['product_id', 'quantity'],
      properties: {
        product_id: { type: 'string', pattern: OBJECT_ID_PATTERN.source, example: '665f1c2e8b3e4a0012345678' },
        quantity: { type: 'integer', minimum: 1, maximum: L.maxQuantity, example: 2 },
        option_ids: OPTION_IDS_SCHEMA,
      },
    },
  })
  @FollowsRule(itemsRule)
  items!: OwnerOrderPayload['items'];

  @ApiPropertyOptional({ ...optionalTrimmedText(L.notesMax, 'Table 4'), nullable: true })
  @Trim()
  @FollowsRule(textRule('notes'))
  notes?: string;

  @ApiPropertyOptional({ ...optionalTrimmedText(L.customerNameMax, 'Meera'), nullable: true })
  @Trim()
  @FollowsRule(textRule('customer_name'))
  customer_name?: string;

  @ApiPropertyOptional({
    ...indianMobile(),
    // Blank is none, as in the dialog.
    pattern: indianMobile().pattern.replace('[6-9][0-9]{9}', '(?:[6-9][0-9]{9})?'),
    nullable: true,
    description: 'The customer’s mobile, if they gave it (blank: none)',
  })
  @Trim()
  @FollowsRule(textRule('customer_mobile'))
  customer_mobile?: string;
}
