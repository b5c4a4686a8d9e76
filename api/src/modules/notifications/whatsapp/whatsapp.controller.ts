import { Body, Controller, Get, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { indiaMonth, planRequiredMessage, SHOP_API_MESSAGES, WHATSAPP_MESSAGES, whatsappUsageView } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { Clock } from '../../../common/clock';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiInvalidId, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { ErrorBodyDto } from '../../../common/openapi/error-body.dto';
import { assertPlanIncludes } from '../../../common/plans/plan-gate';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { ShopsService } from '../../catalogue/shops/shops.service';
import { WhatsAppSettingsDto, WhatsAppSettingsResponseDto, WhatsAppUsageDto } from './whatsapp.dto';
import { WhatsAppUsageService } from './whatsapp-usage.service';

/**
 * The owner's WhatsApp alerts (Professional, docs/product.md §9): the switch and the number, and this
 * month's count. The owner's shop only: another shopkeeper's is 403, the admin 403 (the guard).
 */
@ApiTags('shops')
@Controller('shops')
export class WhatsAppController {
  constructor(
    private readonly shops: ShopsService,
    private readonly usage: WhatsAppUsageService,
    private readonly clock: Clock,
  ) {}

  @Put(':id/whatsapp')
  @ShopkeeperOnly()
  @ApiOperation({
    summary:
      'The owner turns new-order alerts to WhatsApp on or off and sets the number; turning them on needs the Professional plan',
  })
  @ApiOkResponse({ type: WhatsAppSettingsResponseDto })
  @ApiResponse({
    status: 402,
    description: `Turning alerts on without the plan: "${planRequiredMessage('whatsapp_alerts')}"`,
    type: ErrorBodyDto,
  })
  @ApiBody400And422()
  @ApiNotFound('shop')
  async update(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: WhatsAppSettingsDto,
  ): Promise<WhatsAppSettingsResponseDto> {
    const shop = await this.shops.requireOwned(id, user.sub);
    // Turning them off is always allowed (a plan that ran out keeps its number).
    if (body.enabled) assertPlanIncludes(shop, 'whatsapp_alerts', this.clock.now());
    const row = await this.shops.setWhatsApp(id, { number: body.number, enabled: body.enabled });
    if (!row) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound); // deleted meanwhile
    return {
      shop: await this.shops.ownerView(row),
      message: body.enabled ? WHATSAPP_MESSAGES.turnedOn : WHATSAPP_MESSAGES.turnedOff,
    };
  }

  @Get(':id/whatsapp/usage')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: "This India month's WhatsApp alerts: how many were sent, the free ones left, the extra ones and their cost",
  })
  @ApiOkResponse({ type: WhatsAppUsageDto })
  @ApiInvalidId()
  @ApiNotFound('shop')
  async usageOf(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string): Promise<WhatsAppUsageDto> {
    const shop = await this.shops.requireOwned(id, user.sub);
    const month = indiaMonth(this.clock.now());
    return whatsappUsageView(month, await this.usage.sent(shop._id, month));
  }
}
