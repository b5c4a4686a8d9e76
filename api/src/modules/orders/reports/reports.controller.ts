import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { EXPORT_COLUMNS, EXPORT_CONTENT_TYPES, REPORT_LIMITS } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiInvalidId, ApiNotFound, ApiValidation } from '../../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { ApiPlanRequired } from './api-plan-required.decorator';
import { ExportQueryDto, ReportQueryDto } from './dto/report-query.dto';
import { SalesReportResponseDto } from './dto/report-response.dto';
import { ReportsService } from './reports.service';

const RANGE_422 =
  `A missing or malformed from or to; from after to; more than ${REPORT_LIMITS.maxDays} days; to after today ` +
  '(India); an unknown query key';

/**
 * The Starter plan's sales reports and order exports. Beside the order desk's
 * routes: `shop/:shopId/report` and `shop/:shopId/export` (three segments, never an order's `:id`).
 */
@ApiTags('orders')
@Controller('orders')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('shop/:shopId/report')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: "Your shop's sales report of a date range (India days): totals, each day, top items, statuses",
    description:
      'Sales reports come with the Starter plan (402 without it). Sales count completed orders only; every day of ' +
      'the range is in `days`, days without orders too.',
  })
  @ApiOkResponse({ type: SalesReportResponseDto })
  @ApiInvalidId()
  @ApiNotFound('shop')
  @ApiPlanRequired('sales_reports')
  @ApiValidation(RANGE_422)
  async report(
    @CurrentUser() user: TokenPayload,
    @Param('shopId', ParseObjectIdPipe) shopId: string,
    @Query() query: ReportQueryDto,
  ): Promise<SalesReportResponseDto> {
    const data = await this.reports.report(user.sub, shopId, { from: query.from, to: query.to });
    return { success: true, data };
  }

  @Get('shop/:shopId/export')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: "Your shop's orders of a date range as a file: CSV or Excel, one row per order, oldest first",
    description:
      `CSV/Excel export comes with the Starter plan (402 without it). Columns: ${EXPORT_COLUMNS.join(', ')} ` +
      `(money in rupees). At most ${REPORT_LIMITS.exportMaxOrders.toLocaleString('en-IN')} orders: more is a 422 ` +
      'asking for fewer days. A download: `Content-Disposition: attachment` names the file.',
  })
  @ApiOkResponse({
    description: 'The file (format=csv: UTF-8 CSV with a byte-order mark; format=xlsx: an Excel workbook)',
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="chowk-orders-SHOP-1234-2026-11-01-to-2026-11-25.csv"',
        schema: { type: 'string' },
      },
    },
    content: {
      [EXPORT_CONTENT_TYPES.csv]: {
        schema: { type: 'string', example: '\uFEFFOrder number,Date,Time,…\r\nORD-261125-0001,25-11-2026,09:15,…\r\n' },
      },
      [EXPORT_CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiInvalidId()
  @ApiNotFound('shop')
  @ApiPlanRequired('export')
  @ApiValidation(`${RANGE_422}; a format other than csv or xlsx; more orders than an export holds`)
  async export(
    @CurrentUser() user: TokenPayload,
    @Param('shopId', ParseObjectIdPipe) shopId: string,
    @Query() query: ExportQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.reports.export(user.sub, shopId, { from: query.from, to: query.to }, query.format);
    const type = query.format === 'csv' ? `${file.contentType}; charset=utf-8` : file.contentType;
    void reply
      .status(200)
      .header('Content-Type', type)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  }
}
