import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatus, type SalesReport } from '@chowk/contracts';

class ReportTotalsDto {
  @ApiProperty({ type: 'number', example: 5400, description: 'Rupees: completed orders only' })
  sales!: number;
  @ApiProperty({ type: 'integer', example: 180, description: 'Every order of the range, whatever its status' })
  orders!: number;
  @ApiProperty({ type: 'integer', example: 160 })
  completed!: number;
  @ApiProperty({ type: 'integer', example: 6 })
  cancelled!: number;
  @ApiProperty({ type: 'number', example: 33.75, description: 'Rupees: sales over completed orders (0 with none)' })
  average_order_value!: number;
  @ApiProperty({
    type: 'number',
    example: 5100,
    description: 'Rupees: orders the shop marked paid (cash or UPI), cancelled ones aside',
  })
  paid!: number;
  @ApiProperty({
    type: 'number',
    example: 300,
    description: 'Rupees: orders not marked paid (unpaid, or the customer says paid), cancelled ones aside',
  })
  unpaid!: number;
  @ApiProperty({ type: 'number', example: 0, description: 'Rupees: orders the shop marked refunded' })
  refunded!: number;
}

class ReportDayDto {
  @ApiProperty({ type: 'string', format: 'date', example: '2026-11-25' })
  date!: string;
  @ApiProperty({ type: 'number', example: 240, description: 'Rupees: the day’s completed orders' })
  sales!: number;
  @ApiProperty({ type: 'integer', example: 8 })
  orders!: number;
}

class ReportItemChoiceDto {
  @ApiProperty({ example: 'Full', description: 'A chosen option’s name' })
  name!: string;
  @ApiProperty({ type: 'integer', example: 80, description: 'How often it was chosen with the item, quantity counted' })
  quantity!: number;
}

class ReportItemDto {
  @ApiProperty({ example: 'Masala Chai' })
  name!: string;
  @ApiProperty({ type: 'integer', example: 120, description: 'Every line of the item, whatever its options' })
  quantity!: number;
  @ApiProperty({ type: 'number', example: 1800, description: 'Rupees: price (with options) times quantity' })
  amount!: number;
  @ApiProperty({ type: [ReportItemChoiceDto], description: 'Its chosen options, most chosen first (empty: none)' })
  choices!: ReportItemChoiceDto[];
}

class ReportStatusesDto implements Record<OrderStatus, number> {
  @ApiProperty({ type: 'integer' })
  pending!: number;
  @ApiProperty({ type: 'integer' })
  confirmed!: number;
  @ApiProperty({ type: 'integer' })
  preparing!: number;
  @ApiProperty({ type: 'integer' })
  ready!: number;
  @ApiProperty({ type: 'integer' })
  completed!: number;
  @ApiProperty({ type: 'integer' })
  cancelled!: number;
}

class SalesReportDto implements SalesReport {
  @ApiProperty({ type: 'string', format: 'date', example: '2026-11-01' })
  from!: string;
  @ApiProperty({ type: 'string', format: 'date', example: '2026-11-25' })
  to!: string;
  @ApiProperty({ type: ReportTotalsDto })
  totals!: ReportTotalsDto;
  @ApiProperty({ type: [ReportDayDto], description: 'Every day of the range, first to last, days without orders too' })
  days!: ReportDayDto[];
  @ApiProperty({ type: [ReportItemDto], description: 'The most ordered items by quantity, cancelled orders aside (at most 10)' })
  top_items!: ReportItemDto[];
  @ApiProperty({ type: ReportStatusesDto, description: `Orders by status: ${ORDER_STATUSES.join(', ')}` })
  statuses!: ReportStatusesDto;
}

export class SalesReportResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ type: SalesReportDto })
  data!: SalesReportDto;
}
