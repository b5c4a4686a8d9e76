import { Body, Controller, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PRINT_MESSAGES, SHOP_API_MESSAGES } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { PrintSettingsDto, PrintSettingsResponseDto } from '../dto/shop-printing.dto';
import { ShopsService } from './shops.service';

/**
 * How the owner's order slips print (docs/product.md "Printing"): the paper width and the KOT on
 * confirming an order. Kept on the shop so every device of the owner prints alike; the printing
 * itself happens in the browser. The owner's shop only: another shopkeeper's is 403, the admin 403.
 */
@ApiTags('shops')
@Controller('shops')
export class ShopPrintingController {
  constructor(private readonly shops: ShopsService) {}

  @Put(':id/printing')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: 'The owner sets the paper width of the order slips (58mm or 80mm) and whether confirming an order prints its KOT',
  })
  @ApiOkResponse({ type: PrintSettingsResponseDto })
  @ApiBody400And422()
  @ApiNotFound('shop')
  async update(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: PrintSettingsDto,
  ): Promise<PrintSettingsResponseDto> {
    await this.shops.requireOwned(id, user.sub);
    const row = await this.shops.setPrinting(id, { paper: body.paper, kotOnConfirm: body.kot_on_confirm });
    if (!row) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound); // deleted meanwhile
    return { success: true, message: PRINT_MESSAGES.saved, data: await this.shops.ownerView(row) };
  }
}
