import { Body, Controller, NotFoundException, Param, Put, UnprocessableEntityException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DELIVERY_TERMS_MESSAGES,
  deliveryTermsPaise,
  hasErrors,
  HTTP_MESSAGES,
  SHOP_API_MESSAGES,
  validateDeliveryTerms,
} from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { DeliveryTermsDto, DeliveryTermsResponseDto } from '../dto/delivery-terms.dto';
import { shopPin } from './shop-delivery-terms';
import { ShopsService } from './shops.service';

/**
 * The shop's delivery terms (docs/product.md "Delivery terms"): its fee, free delivery at or above
 * an amount, a minimum order for delivery and a delivery distance from its pin. Every shop view
 * shows them; every order the API prices reads them. The owner's shop only: another shopkeeper's
 * is 403, the admin 403.
 */
@ApiTags('shops')
@Controller('shops')
export class ShopDeliveryTermsController {
  constructor(private readonly shops: ShopsService) {}

  @Put(':id/delivery-terms')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: 'The owner sets the delivery fee, free delivery from an amount, a minimum order and a delivery distance',
    description:
      'All four keys, null for a term the shop does not have. A delivery distance needs the shop’s location (422 ' +
      'otherwise). Customers see the terms on every shop view; orders are priced and refused by them.',
  })
  @ApiOkResponse({ type: DeliveryTermsResponseDto })
  @ApiBody400And422()
  @ApiNotFound('shop')
  async update(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: DeliveryTermsDto,
  ): Promise<DeliveryTermsResponseDto> {
    const shop = await this.shops.requireOwned(id, user.sub);
    const errors = validateDeliveryTerms(body, shopPin(shop) !== null);
    if (hasErrors(errors)) throw new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors });
    const row = await this.shops.setDeliveryTerms(id, deliveryTermsPaise(body));
    if (!row) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound); // deleted meanwhile
    return { success: true, message: DELIVERY_TERMS_MESSAGES.saved, data: await this.shops.ownerView(row) };
  }
}
