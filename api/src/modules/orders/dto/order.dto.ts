import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { type Order, type OrderItem, ORDER_STATUSES, type OrderStatus } from '@chowk/contracts';
import { PageInfoDto, PageQueryDto } from '../../../common/pagination/page-query.dto';

/** GET /orders/shop/{shopId}?status=&page=&limit= */
export class ShopOrdersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;
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
  @ApiProperty({ type: 'number', example: 15, description: 'Rupees, each' })
  price!: number;
  @ApiPropertyOptional({ example: 'Hot Drinks' })
  sectionName?: string;
}

export class OrderDto implements Order {
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$' })
  _id!: string;
  @ApiProperty({ example: 'ORD-20261124-0001' })
  order_id!: string;
  @ApiProperty({ type: [OrderItemDto] })
  items!: OrderItemDto[];
  @ApiProperty({ enum: ORDER_STATUSES })
  status!: string;
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
  @ApiProperty({ example: '24-11-2026', description: 'DD-MM-YYYY, India time' })
  date!: string;
  @ApiProperty({ example: '18-05', description: 'HH-mm, India time' })
  time!: string;
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
