import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsIn, IsInt, IsString, Matches, MaxLength, Min, ValidateBy } from 'class-validator';
import {
  API_FIELD_TEXTS,
  BILLING_PERIODS,
  type BillingPeriod,
  MERCHANT_TRANSACTION_ID_PATTERN,
  MERCHANT_USER_ID_PATTERN,
  PAYMENT_MESSAGES as M,
  PAYMENT_PLAN_NAMES,
  PAYMENT_PURPOSES,
  PAYMENT_STATES,
  type PaymentConfigView,
  type PaymentInitiatePayload,
  type PaymentInitiateResponse,
  type PaymentView,
  PLAN_IDS,
} from '@chowk/contracts';
import { ShopPlanDto } from '../../catalogue/dto/shop.dto';

export class PaymentInstrumentDto {
  @ApiProperty({ enum: ['PAY_PAGE'] })
  type!: 'PAY_PAGE';
}

/**
 * POST /api/payment/initiate (docs/product.md §7). The server checks the amount against its own price for
 * the plan and period, uses its own callback URL and merchant user id whatever is sent, and
 * accepts only this site's /payment/callback as the redirect.
 */
export class PaymentInitiateDto implements PaymentInitiatePayload {
  @ApiProperty({ pattern: MERCHANT_TRANSACTION_ID_PATTERN.source, example: 'CHWM3XK2A1B2C3D4E5F6' })
  @IsString({ message: M.transactionIdInvalid })
  @Matches(MERCHANT_TRANSACTION_ID_PATTERN, { message: M.transactionIdInvalid })
  merchantTransactionId!: string;

  @ApiProperty({ pattern: MERCHANT_USER_ID_PATTERN.source, description: 'Replaced by the signed-in user’s id' })
  @IsString({ message: M.userIdInvalid })
  @Matches(MERCHANT_USER_ID_PATTERN, { message: M.userIdInvalid })
  merchantUserId!: string;

  @ApiProperty({ type: 'integer', minimum: 100, maximum: 10_000_000, example: 12000, description: 'Paise: the price times 100' })
  @IsInt({ message: M.amountMismatch })
  @Min(100, { message: M.amountMismatch })
  amount!: number;

  @ApiProperty({ maxLength: 500, example: 'http://localhost:4200/payment/callback' })
  @IsString({ message: M.redirectInvalid })
  @MaxLength(500, { message: M.redirectInvalid })
  redirectUrl!: string;

  @ApiProperty({ enum: ['POST'] })
  @Equals('POST', { message: M.redirectModeInvalid })
  redirectMode!: 'POST';

  @ApiProperty({ maxLength: 500, description: 'Ignored: the gateway posts to the server’s own callback URL' })
  @IsString({ message: API_FIELD_TEXTS.callbackUrlText })
  @MaxLength(500, { message: API_FIELD_TEXTS.callbackUrlTooLong })
  callbackUrl!: string;

  @ApiProperty({ pattern: '^[6-9][0-9]{9}$', example: '9876543210' })
  @IsString({ message: M.mobileInvalid })
  @Matches(/^[6-9][0-9]{9}$/, { message: M.mobileInvalid })
  mobileNumber!: string;

  @ApiProperty({ type: PaymentInstrumentDto })
  @ValidateBy(
    {
      name: 'payPage',
      // Exactly {type: 'PAY_PAGE'}: the one instrument Standard Checkout's pay page takes.
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length === 1 &&
          (value as { type?: unknown }).type === 'PAY_PAGE',
      },
    },
    { message: M.instrumentInvalid },
  )
  paymentInstrument!: PaymentInstrumentDto;

  @ApiProperty({ enum: PAYMENT_PLAN_NAMES })
  @IsIn(PAYMENT_PLAN_NAMES, { message: M.planUnknown })
  planName!: string;

  @ApiProperty({ enum: BILLING_PERIODS, description: 'Any for the registration fee' })
  @IsIn(BILLING_PERIODS, { message: M.periodInvalid })
  billingPeriod!: BillingPeriod;
}

class RedirectInfoDto {
  @ApiProperty({ description: 'The gateway’s pay page: the browser goes there' })
  url!: string;
  @ApiProperty({ enum: ['GET'] })
  method!: 'GET';
}

class InstrumentResponseDto {
  @ApiProperty({ enum: ['PAY_PAGE'] })
  type!: 'PAY_PAGE';
  @ApiProperty({ type: RedirectInfoDto })
  redirectInfo!: RedirectInfoDto;
}

class PaymentInitiateDataDto {
  @ApiProperty()
  merchantId!: string;
  @ApiProperty()
  merchantTransactionId!: string;
  @ApiProperty({ type: InstrumentResponseDto })
  instrumentResponse!: InstrumentResponseDto;
}

export class PaymentInitiateResponseDto implements PaymentInitiateResponse {
  @ApiProperty()
  success!: boolean;
  @ApiProperty({ example: 'PAYMENT_INITIATED' })
  code!: string;
  @ApiProperty()
  message!: string;
  @ApiProperty({ type: PaymentInitiateDataDto })
  data!: PaymentInitiateDataDto;
}

/** The gateway's server-to-server callback: `{response: base64 JSON}` with an X-VERIFY header. */
export class PaymentCallbackDto {
  @ApiProperty({ maxLength: 20_000, pattern: '^[A-Za-z0-9+/]+={0,2}$' })
  @IsString({ message: M.callbackInvalid })
  @MaxLength(20_000, { message: M.callbackInvalid })
  response!: string;
}

export class PaymentCallbackResponseDto {
  @ApiProperty()
  success!: boolean;
  @ApiProperty()
  message!: string;
}

export class PaymentViewDto implements PaymentView {
  @ApiProperty()
  merchantTransactionId!: string;
  @ApiProperty({ enum: PAYMENT_PURPOSES })
  purpose!: PaymentView['purpose'];
  @ApiProperty({ enum: PLAN_IDS, nullable: true })
  plan_id!: PaymentView['plan_id'];
  @ApiProperty({ enum: PAYMENT_PLAN_NAMES })
  plan_name!: string;
  @ApiProperty({ enum: BILLING_PERIODS, nullable: true })
  billing_period!: PaymentView['billing_period'];
  @ApiProperty({ type: 'integer', description: 'Paise' })
  amount!: number;
  @ApiProperty({ enum: PAYMENT_STATES })
  state!: PaymentView['state'];
  @ApiProperty({ type: 'string', nullable: true })
  code!: string | null;
  @ApiProperty({ format: 'date-time' })
  created_at!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  settled_at!: string | null;
  @ApiPropertyOptional({ type: ShopPlanDto, nullable: true })
  shop_plan!: ShopPlanDto | null;
}

export class PaymentStatusResponseDto {
  @ApiProperty({ type: PaymentViewDto })
  payment!: PaymentViewDto;
}

export class PaymentConfigDto implements PaymentConfigView {
  @ApiProperty()
  checkoutScriptUrl!: string;
  @ApiProperty()
  sandbox!: boolean;
}
