import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Param, type PipeTransform, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { MERCHANT_TRANSACTION_ID_PATTERN, PAYMENT_MESSAGES as M } from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422 } from '../../common/openapi/api-responses.decorator';
import { ErrorBodyDto, ValidationErrorBodyDto } from '../../common/openapi/error-body.dto';
import {
  PaymentCallbackDto,
  PaymentCallbackResponseDto,
  PaymentConfigDto,
  PaymentInitiateDto,
  PaymentInitiateResponseDto,
  PaymentStatusResponseDto,
} from './dto/payment.dto';
import { PaymentService } from './payment.service';

/** A merchant transaction id in a path: the gateway's rule, or a 400. */
class MerchantTransactionIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !MERCHANT_TRANSACTION_ID_PATTERN.test(value)) {
      throw new BadRequestException(M.transactionIdInvalid);
    }
    return value;
  }
}

@ApiTags('payment')
@Controller('payment')
export class PaymentController {
  constructor(private readonly payments: PaymentService) {}

  @Get('config')
  @ApiOperation({
    summary: "The gateway's checkout script the plan dialog loads before its pay button works (docs/product.md §4)",
  })
  @ApiOkResponse({ type: PaymentConfigDto })
  config(): PaymentConfigDto {
    return this.payments.configView();
  }

  @Post('initiate')
  @HttpCode(200)
  @ShopkeeperOnly()
  @ApiOperation({
    summary: "Start paying for a plan or the registration fee (docs/product.md §7); answers the gateway's pay page URL",
    description:
      'The amount must be the plan’s price for the period in paise (or the ₹50 registration fee); the redirect URL this site’s /payment/callback. The server signs the request (X-VERIFY) and uses its own callback URL.',
  })
  @ApiOkResponse({ type: PaymentInitiateResponseDto })
  @ApiBody400And422()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'The shopkeeper has no shop' })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: 'A merchant transaction id used before; the registration paid already',
  })
  @ApiBadGatewayResponse({ type: ErrorBodyDto, description: 'The gateway refused the payment, or did not answer in 10 s' })
  initiate(@CurrentUser() user: TokenPayload, @Body() body: PaymentInitiateDto): Promise<PaymentInitiateResponseDto> {
    return this.payments.initiate(user, body);
  }

  @Post('callback')
  @HttpCode(200)
  @ApiOperation({
    summary: "The gateway's server-to-server callback: {response: base64 JSON}, signed in X-VERIFY",
    description:
      'Nothing is read before the checksum checks out. A success settles the payment only for the amount it was initiated for; a repeat changes nothing.',
  })
  @ApiHeader({ name: 'X-VERIFY', required: true, description: 'SHA256(response + salt key) ### salt index' })
  @ApiOkResponse({ type: PaymentCallbackResponseDto })
  @ApiBody400And422()
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'A missing or wrong X-VERIFY' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such payment' })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto, description: 'A success for another amount (not settled)' })
  callback(
    @Headers('x-verify') xVerify: string | undefined,
    @Body() body: PaymentCallbackDto,
  ): Promise<PaymentCallbackResponseDto> {
    return this.payments.handleCallback(xVerify, body);
  }

  @Get('status/:merchantTransactionId')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: 'Your payment’s state for /payment/callback; a pending one is checked with the gateway first',
  })
  @ApiParam({
    name: 'merchantTransactionId',
    required: true,
    schema: { type: 'string', pattern: MERCHANT_TRANSACTION_ID_PATTERN.source },
  })
  @ApiOkResponse({ type: PaymentStatusResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Not a merchant transaction id' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such payment of yours' })
  async status(
    @CurrentUser() user: TokenPayload,
    @Param('merchantTransactionId', MerchantTransactionIdPipe) id: string,
  ): Promise<PaymentStatusResponseDto> {
    return { payment: (await this.payments.statusFor(user, id)) as PaymentStatusResponseDto['payment'] };
  }
}
