import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  BILL_KEY_PATTERN,
  type CustomerOrder,
  DEFAULT_ORDER_SORT,
  DELIVERY_TYPES,
  type DeliveryType,
  type GeoPoint,
  type OrderItem,
  type OrderItemOption,
  type OrderPayment,
  ORDER_PAYMENT_MESSAGES,
  PAID_VIA,
  type PaidVia,
  PAYMENT_STATUSES,
  type PaymentStatus,
  ORDER_DESK_LIMITS,
  ORDER_DESK_MESSAGES,
  ORDER_SORTS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderSort,
  type OrderSource,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  type ShopDaySummary,
  ISO_DATE_PATTERN,
  isIsoDate,
  REPORT_MESSAGES,
  VALIDATION,
} from '@chowk/contracts';
import { PageInfoDto, PageQueryDto } from '../../../common/pagination/page-query.dto';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';

/**
 * An India calendar date in a query (`?from=2026-11-01`): its OpenAPI schema, and the rule.
 * Only the date itself is checked here; how two dates relate (from before to, how long, not
 * after today) is the service's check once the shop is known, so a well-formed query is never
 * refused before its shop is found.
 */
export const indiaDateSchema = (description: string) => ({
  type: 'string' as const,
  format: 'date',
  pattern: ISO_DATE_PATTERN.source,
  example: '2026-11-25',
  description,
});
export const IsIndiaDate = (field: 'from' | 'to'): PropertyDecorator =>
  FollowsRule((v: Record<string, unknown>) => {
    if (v[field] === undefined) return { [field]: REPORT_MESSAGES.dateRequired(field) };
    return isIsoDate(v[field]) ? {} : { [field]: REPORT_MESSAGES.dateInvalid(field) };
  });

/** GET /orders/shop/{shopId}?status=&sort=&search=&from=&to=&page=&limit= */
export class ShopOrdersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: ORDER_DESK_MESSAGES.statusInvalid })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: ORDER_SORTS, default: DEFAULT_ORDER_SORT, description: 'docs/product.md §9 sort options' })
  @IsOptional()
  @IsIn(ORDER_SORTS, { message: ORDER_DESK_MESSAGES.sortInvalid })
  sort?: OrderSort;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: ORDER_DESK_LIMITS.searchMax,
    description: 'Part of the order number, the customer’s name, mobile or email; any case, taken literally',
    example: 'ORD-261124',
  })
  @IsOptional()
  @IsString({ message: VALIDATION.mustBeString('search') })
  @MaxLength(ORDER_DESK_LIMITS.searchMax, {
    // A repeated ?search= arrives as a list: say that, not its length.
    message: ({ value }) => (typeof value === 'string' ? ORDER_DESK_MESSAGES.searchTooLong : VALIDATION.mustBeString('search')),
  })
  search?: string;

  @ApiPropertyOptional(
    indiaDateSchema(
      'The first India day of the orders listed (order history: with the Starter plan; without it only today, and no range or a range of today alone)',
    ),
  )
  @IsOptional()
  @IsIndiaDate('from')
  from?: string;

  @ApiPropertyOptional(indiaDateSchema('The last India day of the orders listed, included; on or after from'))
  @IsOptional()
  @IsIndiaDate('to')
  to?: string;

  @ApiPropertyOptional({
    enum: PAYMENT_STATUSES,
    description: 'Orders of one payment status: unpaid (never marked), claimed (the customer says paid), paid, refunded',
  })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: ORDER_PAYMENT_MESSAGES.filterInvalid })
  payment?: PaymentStatus;
}

/** A chosen option of a line, as it was priced. */
export class OrderItemOptionDto implements OrderItemOption {
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$', description: 'The option group it was chosen from' })
  group_id!: string;
  @ApiProperty({ example: 'Size', description: 'The group’s name when the order was placed' })
  group!: string;
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$' })
  choice_id!: string;
  @ApiProperty({ example: 'Full', description: 'The choice’s name when the order was placed' })
  name!: string;
  @ApiProperty({ type: 'number', minimum: 0, example: 5, description: 'Rupees added to the unit price' })
  price!: number;
}

export class OrderLocationDto implements GeoPoint {
  @ApiProperty({ type: 'number', minimum: -90, maximum: 90, example: 12.9716 })
  latitude!: number;
  @ApiProperty({ type: 'number', minimum: -180, maximum: 180, example: 77.5946 })
  longitude!: number;
}

export class OrderItemDto implements OrderItem {
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$' })
  product_id!: string;
  @ApiProperty({ example: 'Masala Chai' })
  product_name!: string;
  @ApiProperty({ example: 'Masala Chai' })
  name!: string;
  @ApiProperty({ type: 'integer', minimum: 1, example: 2 })
  quantity!: number;
  @ApiProperty({ type: 'number', example: 15, description: 'Rupees, each, with the chosen options' })
  price!: number;
  @ApiPropertyOptional({ example: 'Hot Drinks' })
  sectionName?: string;
  @ApiPropertyOptional({
    type: [OrderItemOptionDto],
    description: 'The chosen options, in the item’s group order, as they were priced (absent: none)',
  })
  options?: OrderItemOptionDto[];
  @ApiPropertyOptional({
    type: 'number',
    example: 10,
    description: 'Rupees: the item’s own price before its options (with options only)',
  })
  base_price?: number;
}

/** Paid or not, as the shop says (OrderPayment); in every view of an order. */
export class OrderPaymentViewDto implements OrderPayment {
  @ApiProperty({
    enum: PAYMENT_STATUSES,
    description: 'unpaid; claimed: the customer says they paid, the shop has not confirmed; paid; refunded',
  })
  status!: PaymentStatus;
  @ApiProperty({ enum: PAID_VIA, nullable: true, description: 'How it was paid, beside paid and refunded; null otherwise' })
  via!: PaidVia | null;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the customer said they paid (kept once the shop marks it)',
  })
  claimed_at!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When the shop last set it' })
  updated_at!: string | null;
}

/** Where a UPI order is paid: the shop's UPI ID and payee name when it was placed. */
export class OrderPayToDto {
  @ApiProperty({ example: 'sharmatea@okhdfcbank' })
  upi_id!: string;
  @ApiProperty({ example: 'Sharma Tea Stall' })
  payee_name!: string;
}

/** An order as its shop, the device that placed it and its customer read it (docs/product.md §3, CustomerOrder). */
export class OrderDto implements CustomerOrder {
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$' })
  _id!: string;
  @ApiProperty({ example: 'ORD-261124-0001', description: 'Unique within the shop: ORD-YYMMDD-NNNN, India day' })
  order_id!: string;
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$' })
  shop_id!: string;
  @ApiProperty({ example: 'Sharma Tea Stall' })
  shop_name!: string;
  @ApiProperty({ example: 'SHOP-1234' })
  shop_code!: string;
  @ApiProperty({ enum: DELIVERY_TYPES })
  delivery_type!: DeliveryType;
  @ApiProperty({ enum: PAYMENT_METHODS })
  payment_method!: PaymentMethod;
  @ApiProperty({ type: 'number', example: 30, description: 'Rupees: each line’s price times its quantity' })
  subtotal!: number;
  @ApiProperty({ type: 'number', example: 1.5, description: 'Rupees: 5% of the subtotal' })
  tax_amount!: number;
  @ApiProperty({
    type: 'number',
    example: 0,
    description:
      'Rupees: the shop’s delivery fee (₹29 unless it set its own; 0 at or above its free-delivery amount), 0 for pickup',
  })
  delivery_fee!: number;
  @ApiPropertyOptional({
    type: OrderLocationDto,
    description: 'Where a delivery goes, when the customer shared it (a shop that limits its delivery distance asks)',
  })
  delivery_location?: OrderLocationDto;
  @ApiProperty({ type: [OrderItemDto] })
  items!: OrderItemDto[];
  @ApiProperty({ enum: ORDER_STATUSES })
  status!: string;
  @ApiProperty({ enum: ORDER_SOURCES, description: 'A customer’s online order, or one the shop took at its counter' })
  placed_by!: OrderSource;
  @ApiProperty({ type: 'number', example: 31.5, description: 'Rupees' })
  total_amount!: number;
  @ApiProperty({ type: 'number', example: 31.5, description: 'Rupees (the spec reads both names)' })
  totalAmount!: number;
  @ApiPropertyOptional()
  notes?: string;
  @ApiPropertyOptional()
  customer_name?: string;
  @ApiPropertyOptional()
  customer_email?: string;
  @ApiPropertyOptional()
  customer_mobile?: string;
  @ApiProperty({ format: 'date-time' })
  created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When it last changed (its status)' })
  updated_at!: string;
  @ApiProperty({ example: '24-11-2026', description: 'DD-MM-YYYY, India time' })
  date!: string;
  @ApiProperty({ example: '18-05', description: 'HH-mm, India time' })
  time!: string;
  @ApiProperty({
    type: OrderPaymentViewDto,
    description: 'Always sent by this API: unpaid until the shop or the customer says otherwise',
  })
  payment!: OrderPaymentViewDto;
  @ApiPropertyOptional({
    type: 'string',
    pattern: BILL_KEY_PATTERN.source,
    example: 'q3Zt0bX9V1mYw2Lk8sP4nA',
    description: 'Its bill’s address key (the bill is at /customer/bill/<key>); absent on orders from before bills',
  })
  bill_key?: string;
  @ApiPropertyOptional({
    type: OrderPayToDto,
    description: 'A UPI order to a shop that takes UPI: where it is paid (the QR carries these); absent otherwise',
  })
  pay_to?: OrderPayToDto;
}

class ShopOrdersDataDto extends PageInfoDto {
  @ApiProperty({ type: [OrderDto], description: 'Newest first' })
  orders!: OrderDto[];
}

export class ShopOrdersResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ type: ShopOrdersDataDto })
  data!: ShopOrdersDataDto;
}

/** 201 (placed) or 200 (the same Idempotency-Key again: the first order). */
export class PlaceOrderResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ example: 'Order placed successfully!' })
  message!: string;
  @ApiProperty({ type: OrderDto })
  data!: OrderDto;
}

export class OrderResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ type: OrderDto })
  data!: OrderDto;
}

/** GET /orders/mine?page=&limit= */
export class MyOrdersQueryDto extends PageQueryDto {}

class MyOrdersDataDto extends PageInfoDto {
  @ApiProperty({ type: [OrderDto], description: 'Newest first' })
  orders!: OrderDto[];
}

export class MyOrdersResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ type: MyOrdersDataDto })
  data!: MyOrdersDataDto;
}

/** GET /orders/shop/{shopId}/summary: the day's figures (docs/product.md §2 Dashboard). */
class DaySummaryProductDto {
  @ApiProperty({ example: 'Masala Chai' })
  name!: string;
  @ApiProperty({ type: 'integer', example: 12 })
  quantity!: number;
}

class DaySummaryLineDto {
  @ApiProperty({ example: 'Masala Chai' })
  name!: string;
  @ApiProperty({ type: 'number', example: 180, description: 'Rupees' })
  amount!: number;
  @ApiProperty({ type: 'integer', example: 12 })
  quantity!: number;
}

class ShopDaySummaryDto implements ShopDaySummary {
  @ApiProperty({ example: '24-11-2026', description: 'The India day (DD-MM-YYYY) the figures are of' })
  date!: string;
  @ApiProperty({ type: 'number', example: 540, description: 'Rupees: today’s completed orders' })
  todays_sales!: number;
  @ApiProperty({ type: 'integer' })
  todays_orders!: number;
  @ApiProperty({ type: 'integer', description: 'Pending orders, whatever day they came' })
  pending_orders!: number;
  @ApiProperty({ type: 'integer', description: 'Contacts whose first order at this shop came today' })
  new_customers!: number;
  @ApiProperty({
    type: 'number',
    example: 420,
    description: 'Rupees: today’s orders the shop marked paid, cancelled ones aside',
  })
  todays_paid!: number;
  @ApiProperty({
    type: 'number',
    example: 120,
    description: 'Rupees: today’s orders not marked paid (unpaid, or the customer says paid), cancelled ones aside',
  })
  todays_unpaid!: number;
  @ApiProperty({ type: DaySummaryProductDto, nullable: true, description: 'Today’s most ordered item, cancelled orders aside' })
  popular_product!: DaySummaryProductDto | null;
  @ApiProperty({ type: [DaySummaryLineDto], description: 'Today’s completed orders by item, largest amount first' })
  orders_summary!: DaySummaryLineDto[];
  @ApiProperty({ type: [OrderDto], description: 'The last 5 orders, newest first' })
  recent_orders!: OrderDto[];
}

export class ShopDaySummaryResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ type: ShopDaySummaryDto })
  data!: ShopDaySummaryDto;
}

/** PATCH /orders/{id}/status (docs/product.md §7: reads data.data) and POST /orders/shop/{shopId}. */
export class OrderChangedResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ example: 'Order status updated' })
  message!: string;
  @ApiProperty({ type: OrderDto })
  data!: OrderDto;
}
