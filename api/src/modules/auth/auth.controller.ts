import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { SignedInGuard } from '../../common/guards/signed-in.guard';
import { ApiBody400And422 } from '../../common/openapi/api-responses.decorator';
import { ErrorBodyDto } from '../../common/openapi/error-body.dto';
import { ADMIN_BEARER } from '../../common/openapi/openapi';
import { AuthService } from './auth.service';
import { AdminLoginDto, AdminTokenDto, MeDto } from './dto/admin-login.dto';
import { LimitFailedAttempts } from '../../common/throttle/failed-attempts';
import { ADMIN_SIGN_IN_LIMITS } from './admin-sign-in-limits';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

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
  me(@CurrentUser() user: TokenPayload): MeDto {
    return this.auth.me(user);
  }
}
