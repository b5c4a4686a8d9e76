import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { EXPORT_FORMATS, type ExportFormat, type ExportQuery, REPORT_LIMITS, REPORT_MESSAGES } from '@chowk/contracts';
import { indiaDateSchema, IsIndiaDate } from '../../dto/order.dto';

const RANGE_RULES =
  `from on or before to, at most ${REPORT_LIMITS.maxDays} days, to not after today (India): ` +
  'otherwise 422, once the shop is found';

/** GET /orders/shop/{shopId}/report?from=&to= */
export class ReportQueryDto {
  @ApiProperty(indiaDateSchema(`The first India day of the report. ${RANGE_RULES}`))
  @IsIndiaDate('from')
  from!: string;

  @ApiProperty(indiaDateSchema('The last India day of the report, included'))
  @IsIndiaDate('to')
  to!: string;
}

/** GET /orders/shop/{shopId}/export?format=&from=&to= */
export class ExportQueryDto extends ReportQueryDto implements ExportQuery {
  @ApiProperty({ enum: EXPORT_FORMATS, description: 'csv (UTF-8 with a BOM, for Excel too) or xlsx' })
  @IsIn(EXPORT_FORMATS, { message: REPORT_MESSAGES.formatInvalid })
  format!: ExportFormat;
}
