import { Body, Controller, NotFoundException, Param, Put, UnprocessableEntityException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BILLING_MESSAGES,
  hasErrors,
  HTTP_MESSAGES,
  normalizeBilling,
  SHOP_API_MESSAGES,
  validateBilling,
} from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { BillingSettingsDto, BillingSettingsResponseDto } from '../dto/shop-billing.dto';
import { ShopsService } from './shops.service';

/**
 * The shop's UPI ID and GST registration (docs/product.md "UPI payments and bills"): where
 * customers pay it by UPI, whether its orders carry tax (a composition shop's do not) and what its
 * bills are. Every shop view shows them; every order the API prices reads them. The owner's shop
 * only: another shopkeeper's is 403, the admin 403.
 */
@ApiTags('shops')
@Controller('shops')
export class ShopBillingController {
  constructor(private readonly shops: ShopsService) {}

  @Put(':id/billing')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: "The owner sets the shop's UPI ID and payee name, and its GST registration with its GSTIN",
    description:
      'All four keys, null (or an empty string) for none. A UPI ID needs a payee name; a composition or regular shop ' +
      'needs a GSTIN whose last character is its check character, an unregistered one has none (422 otherwise, once ' +
      'the shop is found). Stored trimmed, the UPI ID lower-case and the GSTIN upper-case. Customers see them on every ' +
      "shop view; a composition shop's new orders carry no tax.",
  })
  @ApiOkResponse({ type: BillingSettingsResponseDto })
  @ApiBody400And422()
  @ApiNotFound('shop')
  async update(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: BillingSettingsDto,
  ): Promise<BillingSettingsResponseDto> {
    await this.shops.requireOwned(id, user.sub);
    const errors = validateBilling(body);
    if (hasErrors(errors)) throw new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors });
    const row = await this.shops.setBilling(id, normalizeBilling(body));
    if (!row) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound); // deleted meanwhile
    return { success: true, message: BILLING_MESSAGES.saved, data: await this.shops.ownerView(row) };
  }
}
