import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_LIMITS } from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { CustomerOnly } from '../../common/decorators/customer-only.decorator';
import { DeviceId } from '../../common/decorators/device-id.decorator';
import { CustomerAccountsService } from './customer-accounts.service';
import { ApiDeviceHeader, requireDevice } from './customer-otp.controller';
import { CustomerOtpExceptionFilter } from './customer-otp.exception';
import {
  contactBodySchema,
  CustomerMeDto,
  CustomerSignInDto,
  CustomerSignInResponseDto,
  OtpFailureDto,
} from './dto/customer-otp.dto';

/** The optional customer sign-in (docs/product.md §6). */
@ApiTags('customers')
@Controller('auth/customer')
export class CustomerAuthController {
  constructor(private readonly accounts: CustomerAccountsService) {}

  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @UseFilters(CustomerOtpExceptionFilter)
  @ApiOperation({
    summary: 'Signs a customer in with the code sent by POST /api/orders/send-otp (the account is made on first use)',
    description: `Answers a customer token for ${CUSTOMER_LIMITS.customerTokenDays} days; the device has verified the contact too, as with verify-otp.`,
  })
  @ApiDeviceHeader()
  @ApiBody({ schema: contactBodySchema({ otp: true, name: true }) })
  @ApiOkResponse({ type: CustomerSignInResponseDto })
  @ApiBadRequestResponse({
    type: OtpFailureDto,
    description: 'A wrong, expired, spent or other device’s code; no X-Device-Id; a body that breaks its rules; malformed JSON',
  })
  verify(@Body() body: CustomerSignInDto, @DeviceId() deviceId: string | undefined): Promise<CustomerSignInResponseDto> {
    return this.accounts.signIn(body, requireDevice(deviceId)) as Promise<CustomerSignInResponseDto>;
  }

  @Get('me')
  @CustomerOnly()
  @ApiOperation({ summary: 'The signed-in customer' })
  @ApiOkResponse({ type: CustomerMeDto })
  async me(@CurrentUser() user: TokenPayload): Promise<CustomerMeDto> {
    return { customer: await this.accounts.profile(user) };
  }
}
