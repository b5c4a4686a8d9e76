import { Controller, Get, Headers, Param, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER, ORDER_DESK_LIMITS, ORDER_EVENTS_HEARTBEAT_MS, ORDER_RESYNC_EVENT } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { OptionalCustomer } from '../../../common/decorators/customer-only.decorator';
import { DEVICE_ID_PATTERN, DeviceId } from '../../../common/decorators/device-id.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiInvalidId, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { ErrorBodyDto } from '../../../common/openapi/error-body.dto';
import { SHOPKEEPER_BEARER } from '../../../common/openapi/openapi';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { customerOf, ShopkeeperIdentity } from '../customer-identity';
import { RECONNECT_MS } from './event-stream';
import { CATCH_UP_SKEW_MS, OrderStreamsService, parseLastEventId } from './order-streams.service';

const LAST_EVENT_ID = 'Last-Event-ID';

const lastEventIdHeader = ApiHeader({
  name: LAST_EVENT_ID,
  required: false,
  description:
    'Sent by a reconnecting client: the id of the last event it has (an updated_at in ms). The stream then ' +
    `starts with the orders changed since (less ${CATCH_UP_SKEW_MS / 1000} s for clocks that differ between ` +
    `API instances), oldest first, at most ${ORDER_DESK_LIMITS.catchUpMax} (then \`${ORDER_RESYNC_EVENT}\`). ` +
    'Anything but a number is ignored.',
  schema: { type: 'string', example: '1764000000000' },
});

/** The 200: what the stream carries, for the document (a stream has no JSON schema). */
const eventStreamAnswer = (events: string) =>
  ApiOkResponse({
    description:
      `A text/event-stream that stays open: \`retry: ${RECONNECT_MS}\` first, then ${events}, each as ` +
      '`event: <type>`, `id: <the order’s updated_at in ms>`, `data: <the order as GET /api/orders/{id} answers ' +
      `its data>\`, and a comment line every ${ORDER_EVENTS_HEARTBEAT_MS / 1000} s. Refusals are the usual JSON errors, ` +
      'answered before the stream starts.',
    content: {
      'text/event-stream': {
        schema: {
          type: 'string',
          example:
            'retry: 3000\n\nevent: order.created\nid: 1764000000000\ndata: {"_id":"665f1c2e8b3e4a0012345678",…}\n\n: keep-alive\n\n',
        },
      },
    },
  });

/**
 * Live order events over server-sent events: a new order reaches the shopkeeper's
 * open screens, and a change of status the customer's order page, whichever API instance wrote
 * it (OrderEventsService). The browser side is `libs/api-client` live.ts.
 */
@ApiTags('orders')
@Controller('orders')
export class OrderEventsController {
  constructor(
    private readonly streams: OrderStreamsService,
    private readonly shopkeepers: ShopkeeperIdentity,
  ) {}

  @Get('shop/:shopId/events')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: "Your shop's new and changed orders, live (server-sent events)",
    description:
      "The owner's token only: another shopkeeper's shop is a 403. Events: `order.created` (a customer placed an " +
      'order, or you took one) and `order.updated` (its status changed). A catch-up cut at its cap ends with ' +
      `\`event: ${ORDER_RESYNC_EVENT}\`, \`id: <the newest change's updated_at in ms>\`, \`data: {"shop_id": …}\`: ` +
      'read your lists again; a later reconnect resumes from that id.',
  })
  @lastEventIdHeader
  @eventStreamAnswer('`order.created` and `order.updated` events of the shop')
  @ApiInvalidId()
  @ApiNotFound('shop')
  async shopEvents(
    @CurrentUser() user: TokenPayload,
    @Param('shopId', ParseObjectIdPipe) shopId: string,
    @Headers(LAST_EVENT_ID.toLowerCase()) lastEventId: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const stream = await this.streams.forShop(user.sub, shopId, parseLastEventId(lastEventId));
    stream.sendTo(reply);
  }

  @Get(':id/events')
  @OptionalCustomer()
  @ApiBearerAuth(SHOPKEEPER_BEARER)
  @ApiOperation({
    summary: "One order's changes, live (server-sent events): to whoever may read the order",
    description:
      'The device that placed it (X-Device-Id), its signed-in customer, or its shopkeeper, as GET /api/orders/{id}; ' +
      'anyone else gets 404. Events: `order.updated` (its status changed).',
  })
  @ApiHeader({
    name: DEVICE_ID_HEADER,
    required: false,
    description: 'The device that placed the order',
    schema: { type: 'string', pattern: DEVICE_ID_PATTERN.source },
  })
  @lastEventIdHeader
  @eventStreamAnswer('`order.updated` events of the order')
  @ApiInvalidId()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such order, or not yours to see' })
  async orderEvents(
    @Param('id', ParseObjectIdPipe) id: string,
    @DeviceId() deviceId: string | undefined,
    @CurrentUser() customer: TokenPayload | undefined,
    @Headers(LAST_EVENT_ID.toLowerCase()) lastEventId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const caller = {
      ...(customer ? { customer: customerOf(customer) } : {}),
      shopkeeperId: await this.shopkeepers.shopkeeperId(request),
    };
    const stream = await this.streams.forOrder(id, deviceId, caller, parseLastEventId(lastEventId));
    stream.sendTo(reply);
  }
}
