import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../common/decorators/shopkeeper-only.decorator';
import { ApiInvalidId, ApiNotFound, ApiValidation } from '../../common/openapi/api-responses.decorator';
import { pageRequest } from '../../common/pagination/page-query.dto';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { ShopOrdersQueryDto, ShopOrdersResponseDto } from './dto/order.dto';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('shop/:shopId')
  @ShopkeeperOnly()
  @ApiOperation({ summary: "Your shop's orders, newest first (spec §7: the answer's data.orders)" })
  @ApiOkResponse({ type: ShopOrdersResponseDto })
  @ApiInvalidId()
  @ApiNotFound('shop')
  @ApiValidation('A bad status, page or limit')
  async list(
    @CurrentUser() user: TokenPayload,
    @Param('shopId', ParseObjectIdPipe) shopId: string,
    @Query() query: ShopOrdersQueryDto,
  ): Promise<ShopOrdersResponseDto> {
    const data = await this.orders.listForOwner(user.sub, shopId, query.status, pageRequest(query));
    return { success: true, data: data as ShopOrdersResponseDto['data'] };
  }
}
