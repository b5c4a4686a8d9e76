import { Controller, Get, Header, Param, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BILL_MESSAGES } from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { OptionalCustomer } from '../../common/decorators/customer-only.decorator';
import { DeviceId } from '../../common/decorators/device-id.decorator';
import { ApiConflict, ApiInvalidId } from '../../common/openapi/api-responses.decorator';
import { ErrorBodyDto } from '../../common/openapi/error-body.dto';
import { SHOPKEEPER_BEARER } from '../../common/openapi/openapi';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { customerOf, ShopkeeperIdentity } from '../orders/customer-identity';
import { BILL_CACHE_CONTROL, BILL_CACHE_HEADER } from './bills.controller';
import { BillsService } from './bills.service';
import { BillResponseDto } from './dto/bill.dto';

/** An order's bill, to those who may read the order (beside OrdersController's GET /orders/{id}). */
@ApiTags('orders')
@Controller('orders')
export class OrderBillController {
  constructor(
    private readonly bills: BillsService,
    private readonly shopkeepers: ShopkeeperIdentity,
  ) {}

  @Get(':id/bill')
  @Header('Cache-Control', BILL_CACHE_CONTROL)
  @OptionalCustomer()
  @ApiBearerAuth(SHOPKEEPER_BEARER)
  @ApiOperation({
    summary: "An order's bill: to the device that placed it (X-Device-Id), its signed-in customer, or its shopkeeper",
    description:
      'Issued on its first opening (here or at GET /api/bills/{key}): the next number of the shop’s financial year ' +
      '(India time), what the order’s GST registration makes it (receipt, bill of supply, tax invoice). Anyone else ' +
      'gets 404, as for an order that does not exist; a bad or expired bearer token is a 401. An order cancelled ' +
      'before its bill was issued has none (409); one cancelled after answers `cancelled: true`.',
  })
  @ApiOkResponse({ type: BillResponseDto, headers: BILL_CACHE_HEADER, description: 'The bill (issued now on its first opening)' })
  @ApiInvalidId()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such order, or not yours to see' })
  @ApiConflict(`${BILL_MESSAGES.cancelledUnissued}; or ${BILL_MESSAGES.seriesFull}`)
  async read(
    @Param('id', ParseObjectIdPipe) id: string,
    @DeviceId() deviceId: string | undefined,
    @CurrentUser() customer: TokenPayload | undefined,
    @Req() request: FastifyRequest,
  ): Promise<BillResponseDto> {
    const caller = {
      ...(customer ? { customer: customerOf(customer) } : {}),
      shopkeeperId: await this.shopkeepers.shopkeeperId(request),
    };
    return { success: true, data: await this.bills.forOrder(id, deviceId, caller) };
  }
}
