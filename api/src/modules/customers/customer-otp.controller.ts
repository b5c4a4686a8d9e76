import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CUSTOMER_API_MESSAGES as M, CUSTOMER_LIMITS, DEVICE_ID_HEADER, type OtpResponse } from '@chowk/contracts';
import { DEVICE_ID_PATTERN, DeviceId } from '../../common/decorators/device-id.decorator';
import { RETRY_AFTER_HEADER } from '../../common/openapi/api-responses.decorator';
import { clientAddress } from '../../common/throttle/client-address';
import { CustomerOtpException, CustomerOtpExceptionFilter } from './customer-otp.exception';
import { CustomerOtpService } from './customer-otp.service';
import { ContactVerificationService } from './contact-verification.service';
import { contactBodySchema, OtpFailureDto, OtpResponseDto, SendOtpDto, VerifyOtpDto } from './dto/customer-otp.dto';

/** `X-Device-Id` as the customer OTP routes need it: required, the browser's random id. */
export const ApiDeviceHeader = () =>
  ApiHeader({
    name: DEVICE_ID_HEADER,
    required: true,
    description: 'The random id the browser keeps in local storage; the code is bound to it',
    schema: { type: 'string', pattern: DEVICE_ID_PATTERN.source, example: '3f2b8c1e-9d4a-4f6e-8b1a-2c3d4e5f6a7b' },
  });

/** The device id, or 400 {success: false, message} when the header is missing or malformed. */
export function requireDevice(deviceId: string | undefined): string {
  if (!deviceId) throw new CustomerOtpException(HttpStatus.BAD_REQUEST, M.deviceRequired);
  return deviceId;
}

/**
 * The checkout's one-time codes (docs/product.md §7 Orders: POST /orders/send-otp and /orders/verify-otp,
 * both `{success, message}`). Under /api/orders as the spec's client calls them, served by the
 * customers module: the orders module asks ContactVerificationService what a device verified.
 */
@ApiTags('customers')
@Controller('orders')
@UseFilters(CustomerOtpExceptionFilter)
export class CustomerOtpController {
  constructor(
    private readonly otp: CustomerOtpService,
    private readonly verifications: ContactVerificationService,
  ) {}

  @Post('send-otp')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sends a 6-digit code to an email or a mobile, for this device (the checkout verification)',
    description:
      `One code a minute per email or mobile; at most ${CUSTOMER_LIMITS.otpSendsPerIdentifierPerHour} an hour per email or mobile ` +
      `and ${CUSTOMER_LIMITS.otpSendsPerAddressPerHour} an hour per client address. A new code replaces the last one.`,
  })
  @ApiDeviceHeader()
  @ApiBody({ schema: contactBodySchema() })
  @ApiOkResponse({ type: OtpResponseDto, description: `{success: true, message: '${M.otpSent}'}` })
  @ApiBadRequestResponse({ type: OtpFailureDto, description: 'No X-Device-Id, a body that breaks its rules, or malformed JSON' })
  @ApiTooManyRequestsResponse({
    type: OtpFailureDto,
    headers: RETRY_AFTER_HEADER,
    description: 'A code was sent to this contact less than a minute ago, or an hourly cap is reached',
  })
  @ApiServiceUnavailableResponse({
    type: OtpFailureDto,
    headers: RETRY_AFTER_HEADER,
    description: 'The email or SMS provider failed (nothing was sent; ask again), or the database is unavailable',
  })
  async send(
    @Body() body: SendOtpDto,
    @DeviceId() deviceId: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<OtpResponse> {
    await this.otp.send(body.type, body.identifier, requireDevice(deviceId), clientAddress(request));
    return { success: true, message: M.otpSent };
  }

  @Post('verify-otp')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Checks the code sent to the email or mobile for this device: the device may then order with it',
    description: `A code lasts ${CUSTOMER_LIMITS.otpTtlMinutes} minutes, works once, and allows ${CUSTOMER_LIMITS.otpMaxWrongTries} tries; the verification lasts ${CUSTOMER_LIMITS.verificationTtlHours} hours.`,
  })
  @ApiDeviceHeader()
  @ApiBody({ schema: contactBodySchema({ otp: true }) })
  @ApiOkResponse({
    type: OtpResponseDto,
    description: `{success: true, message: '${M.otpVerified}', data: {type, identifier, verified: true}}`,
  })
  @ApiBadRequestResponse({
    type: OtpFailureDto,
    description: 'A wrong, expired, spent or other device’s code; no X-Device-Id; a body that breaks its rules; malformed JSON',
  })
  async verify(@Body() body: VerifyOtpDto, @DeviceId() deviceId: string | undefined): Promise<OtpResponse> {
    const device = requireDevice(deviceId);
    const contact = await this.otp.check(body.type, body.identifier, device, body.otp);
    await this.verifications.record(device, contact.type, contact.identifier);
    return { success: true, message: M.otpVerified, data: { ...contact, verified: true } };
  }
}
