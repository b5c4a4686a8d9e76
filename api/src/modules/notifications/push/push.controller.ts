import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Put,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { hasErrors, HTTP_MESSAGES, PUSH_LIMITS, PUSH_MESSAGES, pushLabel, validatePushSubscription } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { Clock } from '../../../common/clock';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiInvalidId, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { ErrorBodyDto } from '../../../common/openapi/error-body.dto';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { AppConfig } from '../../../config';
import { ShopsService } from '../../catalogue/shops/shops.service';
import { deviceLabel } from './device-label';
import { PushAlertsService } from './push-alerts.service';
import {
  PushDeviceResponseDto,
  PushDevicesResponseDto,
  PushKeyDto,
  PushMessageResponseDto,
  PushSubscriptionDto,
} from './push.dto';
import { PushSubscriptionsService, toPushDevice } from './push-subscriptions.service';
import { VapidKeysService } from './vapid-keys.service';

/** GET /api/push/key: what a browser subscribes with. Public: the key is public by design. */
@ApiTags('push')
@Controller('push')
export class PushKeyController {
  constructor(private readonly keys: VapidKeysService) {}

  @Get('key')
  @ApiOperation({ summary: "The VAPID application server key that browsers subscribe to the shop's order alerts with" })
  @ApiOkResponse({ type: PushKeyDto })
  async key(): Promise<PushKeyDto> {
    return { public_key: (await this.keys.details()).publicKey };
  }
}

/**
 * The devices that get a shop's new-order alerts by Web Push: list, add (or update), remove,
 * test. The owner's shop only: another shopkeeper's is 403, the admin and customers 403 (the
 * guard), an unknown shop 404; a device of another shop is 404, as one that does not exist.
 */
@ApiTags('shops')
@Controller('shops')
export class PushSubscriptionsController {
  constructor(
    private readonly shops: ShopsService,
    private readonly subscriptions: PushSubscriptionsService,
    private readonly alerts: PushAlertsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Get(':id/push-subscriptions')
  @ShopkeeperOnly()
  @ApiOperation({ summary: "The devices that get the shop's new-order alerts, newest first" })
  @ApiOkResponse({ type: PushDevicesResponseDto })
  @ApiInvalidId()
  @ApiNotFound('shop')
  async list(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string): Promise<PushDevicesResponseDto> {
    await this.shops.requireOwned(id, user.sub);
    return { success: true, data: (await this.subscriptions.list(id)).map(toPushDevice) };
  }

  @Put(':id/push-subscriptions')
  @ShopkeeperOnly()
  @ApiOperation({
    summary:
      "This browser gets the shop's new-order alerts: its Push API subscription, saved by endpoint (the same browser again is the " +
      `same device, moved to this shop). A shop keeps its newest ${PUSH_LIMITS.devicesPerShop} devices: an older one goes.`,
  })
  @ApiOkResponse({ type: PushDeviceResponseDto })
  @ApiBody400And422()
  @ApiNotFound('shop')
  async save(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: PushSubscriptionDto,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<PushDeviceResponseDto> {
    // The DTO took the syntax of every environment; production also refuses local endpoints.
    const errors = validatePushSubscription(body, { allowLocalHttp: !this.config.isProduction });
    if (hasErrors(errors)) throw new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors });
    await this.shops.requireOwned(id, user.sub);
    const label = (typeof body.label === 'string' && pushLabel(body.label)) || deviceLabel(userAgent);
    const row = await this.subscriptions.save(
      id,
      user.sub,
      { endpoint: body.endpoint, keys: body.keys, label },
      this.clock.now(),
    );
    return { success: true, message: PUSH_MESSAGES.subscribed, data: toPushDevice(row) };
  }

  @Delete(':id/push-subscriptions/:subscriptionId')
  @ShopkeeperOnly()
  @ApiOperation({ summary: "A device stops getting the shop's new-order alerts" })
  @ApiOkResponse({ type: PushMessageResponseDto })
  @ApiInvalidId()
  @ApiNotFound('shop, or no such device of the shop')
  async remove(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Param('subscriptionId', ParseObjectIdPipe) subscriptionId: string,
  ): Promise<PushMessageResponseDto> {
    await this.shops.requireOwned(id, user.sub);
    if (!(await this.subscriptions.remove(id, subscriptionId))) throw new NotFoundException(PUSH_MESSAGES.deviceNotFound);
    return { success: true, message: PUSH_MESSAGES.unsubscribed };
  }

  @Post(':id/push-subscriptions/:subscriptionId/test')
  @HttpCode(HttpStatus.OK)
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Sends one test alert to a device of the shop' })
  @ApiOkResponse({ type: PushMessageResponseDto, description: `Its push service took it: "${PUSH_MESSAGES.testSent}"` })
  @ApiInvalidId()
  @ApiNotFound('shop, or no such device of the shop')
  @ApiResponse({
    status: HttpStatus.GONE,
    description: `The push service says the device's subscription is over: the device is removed. "${PUSH_MESSAGES.deviceGone}"`,
    type: ErrorBodyDto,
  })
  @ApiResponse({
    status: HttpStatus.FAILED_DEPENDENCY,
    description: `The push service refused the alert or did not answer in time: "${PUSH_MESSAGES.testFailed}"`,
    type: ErrorBodyDto,
  })
  async test(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Param('subscriptionId', ParseObjectIdPipe) subscriptionId: string,
  ): Promise<PushMessageResponseDto> {
    await this.shops.requireOwned(id, user.sub);
    await this.alerts.sendTest(id, subscriptionId);
    return { success: true, message: PUSH_MESSAGES.testSent };
  }
}
