import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CUSTOMER_API_MESSAGES as M,
  DEFAULT_ORDER_SORT,
  DEVICE_ID_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_DESK_MESSAGES,
  ORDER_PAYMENT_MESSAGES,
  type OwnerPaymentStatus,
  PLACE_ORDER_VALIDATION,
  type PlaceOrderResponse,
} from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { CustomerOnly, OptionalCustomer } from '../../common/decorators/customer-only.decorator';
import { DeviceId } from '../../common/decorators/device-id.decorator';
import { ShopkeeperOnly } from '../../common/decorators/shopkeeper-only.decorator';
import {
  ApiConflict,
  ApiInvalidId,
  ApiList,
  ApiNotFound,
  ApiValidation,
  RETRY_AFTER_HEADER,
} from '../../common/openapi/api-responses.decorator';
import { ErrorBodyDto } from '../../common/openapi/error-body.dto';
import { SHOPKEEPER_BEARER } from '../../common/openapi/openapi';
import { pageRequest } from '../../common/pagination/page-query.dto';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { isDatabaseUnavailable } from '../../database/database-unavailable';
import { ApiPlanRequired } from './reports/api-plan-required.decorator';
import { customerOf, ShopkeeperIdentity } from './customer-identity';
import {
  MyOrdersQueryDto,
  MyOrdersResponseDto,
  OrderChangedResponseDto,
  OrderResponseDto,
  PlaceOrderResponseDto,
  ShopOrdersQueryDto,
  ShopDaySummaryResponseDto,
  ShopOrdersResponseDto,
} from './dto/order.dto';
import { OrderPaymentDto, OrderPaymentResponseDto, PaymentClaimDto } from './dto/order-payment.dto';
import { OrderStatusDto, OwnerOrderDto } from './dto/owner-order.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { IdempotencyKey } from './idempotency-key.decorator';
import { Deadline, ORDER_RETRY_AFTER_SECONDS, PLACEMENT_BUDGET_MS, PlacementDeadlineError } from './order-deadline';
import { OrderDeskService } from './order-desk.service';
import { OrderPaymentsService } from './order-payments.service';
import { OrdersService } from './orders.service';
import { PlaceOrderService } from './place-order.service';

/** What the owner's payment change answers, by the status set. */
const PAYMENT_CHANGED: Record<OwnerPaymentStatus, string> = {
  paid: ORDER_PAYMENT_MESSAGES.markedPaid,
  unpaid: ORDER_PAYMENT_MESSAGES.markedUnpaid,
  refunded: ORDER_PAYMENT_MESSAGES.markedRefunded,
};

/** The device id as the DeviceId decorator takes it. */
const DEVICE_ID_SCHEMA = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$', example: '6f1c2e8b-3e4a-4b00-9123-456789abcdef' };

/**
 * Orders. Route order matters: the fixed paths ('mine', 'shop/:shopId', and the customers
 * module's 'send-otp' and 'verify-otp', all POST or of another shape) before ':id'.
 */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly desk: OrderDeskService,
    private readonly placing: PlaceOrderService,
    private readonly payments: OrderPaymentsService,
    private readonly shopkeepers: ShopkeeperIdentity,
  ) {}

  @Post()
  @OptionalCustomer()
  @ApiOperation({
    summary: 'Place an order (checkout): priced by the server; with an Idempotency-Key, one order per key and device',
    description:
      'Needs a contact this device verified by one-time code (POST /api/orders/verify-otp), or a signed-in ' +
      "customer's bearer token whose email or mobile it is; exactly one of customer_email and customer_mobile; " +
      'each product once (422 otherwise, once the shop is found). Prices the client sends are ignored. The ' +
      'Idempotency-Key header is optional: the same key with the same payload answers the first order again (200), ' +
      'with another payload 409; without one each request is a new order (no protection against a retry or a ' +
      'double submit placing it twice). ' +
      `Answers within ${PLACEMENT_BUDGET_MS + 500} ms: 503 with Retry-After when the database is down or slow.`,
  })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description: 'Optional: a client-made id of this order attempt (a UUID fits), sent again with each retry',
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
  })
  @ApiHeader({ name: DEVICE_ID_HEADER, required: true, schema: DEVICE_ID_SCHEMA })
  @ApiCreatedResponse({ type: PlaceOrderResponseDto, description: 'Placed' })
  @ApiOkResponse({ type: PlaceOrderResponseDto, description: 'This Idempotency-Key placed it before: the same order' })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description:
      'No or a malformed X-Device-Id header; a malformed Idempotency-Key header; malformed JSON; an item of another shop or not on ' +
      'the menu; delivery from a shop that does not deliver',
  })
  @ApiForbiddenResponse({
    type: ErrorBodyDto,
    description: 'The contact is not verified on this device nor the signed-in customer’s',
  })
  @ApiNotFound('shop')
  @ApiConflict('The shop is closed now or paused; an item is sold out; the Idempotency-Key was used for another order')
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    headers: RETRY_AFTER_HEADER,
    description: 'The database is down or too slow: nothing was placed; retry with the same Idempotency-Key, if one was sent',
  })
  async place(
    @Body() body: PlaceOrderDto,
    @DeviceId() deviceId: string | undefined,
    @IdempotencyKey() idempotencyKey: string | null | undefined,
    @CurrentUser() customer: TokenPayload | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!deviceId) throw new BadRequestException(M.deviceRequired);
    // No key is fine (the spec's client sends none); a malformed one is refused, not ignored.
    if (idempotencyKey === null) throw new BadRequestException(PLACE_ORDER_VALIDATION.idempotencyKeyRequired);
    const deadline = new Deadline(PLACEMENT_BUDGET_MS);
    try {
      const caller = customer ? { customer: customerOf(customer) } : {};
      const placed = await deadline.race(this.placing.place({ deviceId, idempotencyKey, body, caller, deadline }));
      const answer: PlaceOrderResponse = { success: true, message: M.orderPlaced, data: placed.order };
      void reply.status(placed.created ? HttpStatus.CREATED : HttpStatus.OK).send(answer);
    } catch (error) {
      if (!(error instanceof PlacementDeadlineError) && !isDatabaseUnavailable(error)) throw error;
      // Not a bug: the database is away or slow. The cart stays in the browser; the same key retries.
      request.log.warn({ err: { type: (error as Error).name, message: (error as Error).message } }, 'order not placed');
      void reply
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .header('Retry-After', String(ORDER_RETRY_AFTER_SECONDS))
        .send({ message: M.orderUnavailable });
    }
  }

  @Get('mine')
  @CustomerOnly()
  @ApiOperation({
    summary: "The signed-in customer's orders, newest first (bearer token of role customer: by its email or mobile)",
  })
  @ApiList(MyOrdersResponseDto)
  async mine(@CurrentUser() user: TokenPayload, @Query() query: MyOrdersQueryDto): Promise<MyOrdersResponseDto> {
    const data = await this.orders.listMine(customerOf(user), pageRequest(query));
    return { success: true, data: data as MyOrdersResponseDto['data'] };
  }

  @Get('shop/:shopId')
  @ShopkeeperOnly()
  @ApiOperation({
    summary:
      "Your shop's orders (docs/product.md §7: the answer's data.orders): by status, payment and dates, searched, sorted, a page at a time",
    description:
      'Order history (any from/to, or none: every order) comes with the Starter plan. Without it the list holds ' +
      "today's orders (India day) and a range other than today alone is a 402.",
  })
  @ApiOkResponse({ type: ShopOrdersResponseDto })
  @ApiInvalidId()
  @ApiNotFound('shop')
  @ApiPlanRequired('order_history', 'A range other than today, without order history (the Starter plan)')
  @ApiValidation('A bad status, payment, sort, search, page, limit, from or to; from after to')
  async list(
    @CurrentUser() user: TokenPayload,
    @Param('shopId', ParseObjectIdPipe) shopId: string,
    @Query() query: ShopOrdersQueryDto,
  ): Promise<ShopOrdersResponseDto> {
    const desk = {
      status: query.status,
      payment: query.payment,
      sort: query.sort ?? DEFAULT_ORDER_SORT,
      search: query.search,
      from: query.from,
      to: query.to,
    };
    const data = await this.desk.list(user.sub, shopId, desk, pageRequest(query));
    return { success: true, data: data as ShopOrdersResponseDto['data'] };
  }

  @Get('shop/:shopId/summary')
  @ShopkeeperOnly()
  @ApiOperation({
    summary:
      "Today's figures (India day): sales, orders, paid and unpaid, new customers, popular product, orders summary, pending count, last 5",
  })
  @ApiOkResponse({ type: ShopDaySummaryResponseDto })
  @ApiInvalidId()
  @ApiNotFound('shop')
  async summary(
    @CurrentUser() user: TokenPayload,
    @Param('shopId', ParseObjectIdPipe) shopId: string,
  ): Promise<ShopDaySummaryResponseDto> {
    return { success: true, data: (await this.desk.summary(user.sub, shopId)) as ShopDaySummaryResponseDto['data'] };
  }

  @Post('shop/:shopId')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: 'Take an order at the counter (docs/product.md §4 add-order dialog): pending, priced by the server from your menu',
    description:
      'Pickup and cash; tax 5% (none for a composition-scheme shop). Each product of your menu once; a sold-out item may ' +
      'still be sold at the counter.',
  })
  @ApiCreatedResponse({ type: OrderChangedResponseDto })
  @ApiInvalidId()
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'An item not on your menu; malformed JSON; a bad id' })
  @ApiNotFound('shop')
  @ApiValidation()
  async create(
    @CurrentUser() user: TokenPayload,
    @Param('shopId', ParseObjectIdPipe) shopId: string,
    @Body() body: OwnerOrderDto,
  ): Promise<OrderChangedResponseDto> {
    const order = await this.desk.createForOwner(user.sub, shopId, body);
    return { success: true, message: ORDER_DESK_MESSAGES.orderCreated, data: order as OrderChangedResponseDto['data'] };
  }

  @Patch(':id/status')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: "Change an order's status: any of the six from any other (docs/product.md §4); your shop's orders only",
    description: 'Another shop’s order is 404, as an order that does not exist. The customer’s status page follows live.',
  })
  @ApiOkResponse({ type: OrderChangedResponseDto })
  @ApiInvalidId()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such order, or not of your shop' })
  @ApiValidation('A status that is not one of the six')
  async setStatus(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: OrderStatusDto,
  ): Promise<OrderChangedResponseDto> {
    const order = await this.desk.setStatus(user.sub, id, body.status);
    return { success: true, message: ORDER_DESK_MESSAGES.statusUpdated, data: order as OrderChangedResponseDto['data'] };
  }

  @Patch(':id/payment')
  @ShopkeeperOnly()
  @ApiOperation({
    summary:
      'Mark an order paid (cash or UPI), unpaid or refunded (docs/product.md "UPI payments and bills"); your shop\'s orders only',
    description:
      'Another shop’s order is 404, as an order that does not exist. Only the shop sets paid and refunded; unpaid ' +
      'brings back the customer’s “I have paid” (claimed) if they said so. The desk and the customer’s status page ' +
      'follow live (order.updated).',
  })
  @ApiOkResponse({ type: OrderPaymentResponseDto })
  @ApiInvalidId()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such order, or not of your shop' })
  @ApiConflict(ORDER_PAYMENT_MESSAGES.refundNotPaid)
  @ApiValidation('A status the shop may not set (unpaid, paid, refunded), or paid without `via`')
  async setPayment(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: OrderPaymentDto,
  ): Promise<OrderPaymentResponseDto> {
    const { order, applied } = await this.payments.setByOwner(user.sub, id, { status: body.status, via: body.via });
    const message = applied ? PAYMENT_CHANGED[body.status] : ORDER_PAYMENT_MESSAGES.updated;
    return { success: true, message, data: order as OrderPaymentResponseDto['data'] };
  }

  @Post(':id/payment/claim')
  @HttpCode(HttpStatus.OK)
  @OptionalCustomer()
  @ApiOperation({
    summary: 'The customer says they have paid a UPI order (“I have paid”): the device that placed it or its signed-in customer',
    description:
      'An unpaid order becomes claimed (“Payment to be confirmed”) until the shop marks it; any other stays as it is ' +
      '(200 all the same): the claim never marks an order paid. Anyone else, the shop’s owner too, gets 404. No body.',
  })
  @ApiBody({ type: PaymentClaimDto, required: false, description: 'None: an object, if any, must be empty' })
  @ApiOkResponse({ type: OrderPaymentResponseDto, description: `"${ORDER_PAYMENT_MESSAGES.claimRecorded}" with the order` })
  @ApiInvalidId()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such order, or not yours' })
  @ApiConflict(ORDER_PAYMENT_MESSAGES.claimNotUpi)
  async claimPayment(
    @Param('id', ParseObjectIdPipe) id: string,
    @DeviceId() deviceId: string | undefined,
    @CurrentUser() customer: TokenPayload | undefined,
    @Body() _body: PaymentClaimDto,
  ): Promise<OrderPaymentResponseDto> {
    const { order } = await this.payments.claim(id, deviceId, customer ? customerOf(customer) : undefined);
    return { success: true, message: ORDER_PAYMENT_MESSAGES.claimRecorded, data: order as OrderPaymentResponseDto['data'] };
  }

  @Get(':id')
  @OptionalCustomer()
  @ApiBearerAuth(SHOPKEEPER_BEARER)
  @ApiOperation({
    summary: 'One order: to the device that placed it (X-Device-Id), its signed-in customer, or its shopkeeper',
    description:
      "Anyone else gets 404, as for an order that does not exist. A customer's or a shopkeeper's bearer token " +
      'is optional; a bad or expired one is a 401.',
  })
  @ApiOkResponse({ type: OrderResponseDto })
  @ApiInvalidId()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such order, or not yours to see' })
  async read(
    @Param('id', ParseObjectIdPipe) id: string,
    @DeviceId() deviceId: string | undefined,
    @CurrentUser() customer: TokenPayload | undefined,
    @Req() request: FastifyRequest,
  ): Promise<OrderResponseDto> {
    const caller = {
      ...(customer ? { customer: customerOf(customer) } : {}),
      shopkeeperId: await this.shopkeepers.shopkeeperId(request),
    };
    return { success: true, data: (await this.orders.readFor(id, deviceId, caller)) as OrderResponseDto['data'] };
  }
}
