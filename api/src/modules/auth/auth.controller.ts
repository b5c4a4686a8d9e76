import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LIMITS } from '@chowk/contracts';
import { RateLimit } from '../../common/throttle/rate-limit.decorator';
import {
  LoginDto,
  LoginResponseDto,
  ResendOtpDto,
  SignupDto,
  SignupResponseDto,
  VerifyMobileDto,
  VerifyMobileResponseDto,
} from './dto/shopkeeper-auth.dto';
import { OtpCooldownException, SmsUnavailableException } from '../otp/otp.service';
import { ShopkeeperAuthService } from './shopkeeper-auth.service';
import { OTP_VERIFY_LIMITS, SHOPKEEPER_LOGIN_LIMITS } from './shopkeeper-login-limits';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { SignedInGuard } from '../../common/guards/signed-in.guard';
import { ApiBody400And422, ApiTooManyRequests } from '../../common/openapi/api-responses.decorator';
import { describeWindow, RATE_LIMITS } from '../../common/throttle/rate-limits';
import { ErrorBodyDto, MessageDto } from '../../common/openapi/error-body.dto';
import { ADMIN_BEARER } from '../../common/openapi/openapi';
import { AuthService } from './auth.service';
import { AdminLoginDto, AdminTokenDto, MeDto } from './dto/admin-login.dto';
import { LimitFailedAttempts } from '../../common/throttle/failed-attempts';
import { ADMIN_SIGN_IN_LIMITS } from './admin-sign-in-limits';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly shopkeepers: ShopkeeperAuthService,
  ) {}

  @Post('admin/login')
  @HttpCode(HttpStatus.OK)
  @LimitFailedAttempts(ADMIN_SIGN_IN_LIMITS)
  @ApiOperation({ summary: 'Admin sign-in with secret, email and password; answers a short-lived admin token' })
  @ApiOkResponse({ type: AdminTokenDto })
  @ApiBody400And422()
  @ApiUnauthorizedResponse({ description: 'Wrong secret, email or password', type: ErrorBodyDto })
  adminLogin(@Body() body: AdminLoginDto): Promise<AdminTokenDto> {
    return this.auth.adminLogin(body);
  }

  @Get('me')
  @UseGuards(SignedInGuard)
  @ApiBearerAuth(ADMIN_BEARER)
  @ApiOperation({ summary: 'The signed-in account: user, role, shop, customer' })
  @ApiOkResponse({ type: MeDto })
  @ApiUnauthorizedResponse({ description: 'No, invalid or expired token', type: ErrorBodyDto })
  me(@CurrentUser() user: TokenPayload): Promise<MeDto> {
    return this.auth.me(user);
  }

  @Post('signup')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('signup')
  @ApiOperation({ summary: 'A shopkeeper signs up: the account and the shop (with a new shop code); answers a token' })
  @ApiCreatedResponse({ type: SignupResponseDto })
  @ApiBody400And422()
  @ApiNotFoundResponse({ description: 'The shop category or the district does not exist', type: ErrorBodyDto })
  @ApiConflictResponse({ description: 'The mobile number or the email already has an account', type: ErrorBodyDto })
  signup(@Body() body: SignupDto): Promise<SignupResponseDto> {
    return this.shopkeepers.signup(body) as Promise<SignupResponseDto>;
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @LimitFailedAttempts(SHOPKEEPER_LOGIN_LIMITS)
  @ApiOperation({ summary: 'A shopkeeper logs in with mobile number or email, and password' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBody400And422()
  @ApiUnauthorizedResponse({ description: 'Wrong identifier or password (one answer for both)', type: ErrorBodyDto })
  login(@Body() body: LoginDto): Promise<LoginResponseDto> {
    return this.shopkeepers.login(body) as Promise<LoginResponseDto>;
  }

  @Post('resend-otp')
  @HttpCode(HttpStatus.OK)
  // Above @RateLimit, so its description (both reasons) is the one documented.
  @ApiTooManyRequests(
    `A code was sent to this mobile less than ${LIMITS.otpResendSeconds} seconds ago, or more than ${RATE_LIMITS.otpSend.limit} requests in ${describeWindow(RATE_LIMITS.otpSend.ttl)} from this address`,
  )
  @RateLimit('otpSend')
  @ApiOperation({ summary: "Sends a verification code to a shopkeeper's mobile (one a minute per mobile)" })
  @ApiOkResponse({ type: MessageDto })
  @ApiBody400And422()
  async resendOtp(@Body() body: ResendOtpDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    return withRetryAfter(reply, () => this.shopkeepers.resendOtp(body.mobile));
  }

  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @LimitFailedAttempts(OTP_VERIFY_LIMITS)
  @ApiOperation({ summary: "Checks the code sent to a shopkeeper's mobile: verifies it and answers a token" })
  @ApiOkResponse({ type: VerifyMobileResponseDto })
  @ApiBody400And422()
  @ApiUnauthorizedResponse({ description: 'Wrong, expired or spent code', type: ErrorBodyDto })
  verify(@Body() body: VerifyMobileDto): Promise<VerifyMobileResponseDto> {
    return this.shopkeepers.verify(body) as Promise<VerifyMobileResponseDto>;
  }
}

/** The OTP cooldown's 429 carries Retry-After, as the rate limits' do; so does the 503 of an SMS provider that failed. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OtpCooldownException || error instanceof SmsUnavailableException) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    throw error;
  }
}
