import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { BILL_MESSAGES } from '@chowk/contracts';
import { ApiConflict } from '../../common/openapi/api-responses.decorator';
import { ErrorBodyDto } from '../../common/openapi/error-body.dto';
import { LimitFailedAttempts } from '../../common/throttle/failed-attempts';
import { BILL_KEY_LIMITS } from './bill-key-limits';
import { BillsService } from './bills.service';
import { BILL_KEY_SCHEMA, BillResponseDto } from './dto/bill.dto';

/** `Cache-Control` of every bill answer: it names a customer and may still change (payment, cancelled). */
export const BILL_CACHE_CONTROL = 'private, no-store';

export const BILL_CACHE_HEADER = {
  'Cache-Control': { description: `Always \`${BILL_CACHE_CONTROL}\``, schema: { type: 'string' } },
};

/** A bill by its address (docs/api.md "Bills"): the page the customer and the shop open and share. */
@ApiTags('bills')
@Controller('bills')
export class BillsController {
  constructor(private readonly bills: BillsService) {}

  @Get(':key')
  @Header('Cache-Control', BILL_CACHE_CONTROL)
  @LimitFailedAttempts(BILL_KEY_LIMITS)
  @ApiOperation({
    summary: "A bill by its key (the order's bill_key): to anyone given it; issued on its first opening",
    description:
      'No sign-in: the 128-bit key is the permission. The first opening of an order’s bill (here or at GET ' +
      '/api/orders/{id}/bill) issues it: the next number of the shop’s financial year. An order cancelled before ' +
      'that has no bill (409); one cancelled after answers `cancelled: true`.',
  })
  @ApiParam({ name: 'key', ...BILL_KEY_SCHEMA })
  @ApiOkResponse({ type: BillResponseDto, headers: BILL_CACHE_HEADER, description: 'The bill (issued now on its first opening)' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: `${BILL_MESSAGES.notFound}: a malformed or unknown key` })
  @ApiConflict(`${BILL_MESSAGES.cancelledUnissued}; or ${BILL_MESSAGES.seriesFull}`)
  async byKey(@Param('key') key: string): Promise<BillResponseDto> {
    return { success: true, data: await this.bills.byKey(key) };
  }
}
