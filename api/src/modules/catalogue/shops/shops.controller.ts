import { Body, Controller, Get, NotFoundException, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SHOP_API_MESSAGES, SHOP_CODE_PATTERN } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { ShopResponseDto, ShopSettingsDto, ShopSettingsResponseDto } from '../dto/shop-settings.dto';
import { ShopsService } from './shops.service';

/** A shop by its code (public: the storefront), and the owner's settings. */
@ApiTags('shops')
@Controller('shops')
export class ShopsController {
  constructor(private readonly shops: ShopsService) {}

  @Get('by-code/:code')
  @ApiOperation({ summary: 'A shop by its code (case-sensitive, e.g. SHOP-1234)' })
  @ApiParam({ name: 'code', schema: { type: 'string', pattern: SHOP_CODE_PATTERN.source, example: 'SHOP-1234' } })
  @ApiOkResponse({ type: ShopResponseDto })
  @ApiNotFound('shop')
  async byCode(@Param('code') code: string): Promise<ShopResponseDto> {
    const shop = SHOP_CODE_PATTERN.test(code) ? await this.shops.findByCode(code) : null;
    if (!shop) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    return { shop: await this.shops.toView(shop) };
  }

  @Patch(':id')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: "The owner changes the shop's settings: name, category, district, address, hours, pause, delivery, location",
  })
  @ApiOkResponse({ type: ShopSettingsResponseDto })
  @ApiBody400And422()
  @ApiNotFound('shop, category or district')
  async update(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ShopSettingsDto,
  ): Promise<ShopSettingsResponseDto> {
    const shop = await this.shops.updateSettings(user.sub, id, body);
    return { shop: await this.shops.toView(shop), message: SHOP_API_MESSAGES.settingsSaved };
  }
}
