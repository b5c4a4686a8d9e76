import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { SignedInGuard } from '../../common/guards/signed-in.guard';
import { ApiBody400And422, ApiTooManyRequests } from '../../common/openapi/api-responses.decorator';
import { ErrorBodyDto } from '../../common/openapi/error-body.dto';
import { ADMIN_BEARER } from '../../common/openapi/openapi';
import { AuthService } from './auth.service';
import { AdminLoginDto, AdminTokenDto, MeDto } from './dto/admin-login.dto';
import { LoginAttemptGuard } from './login-attempt-limiter';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('admin/login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LoginAttemptGuard)
  @ApiOperation({ summary: 'Admin sign-in with secret, email and password; answers a short-lived admin token' })
  @ApiOkResponse({ type: AdminTokenDto })
  @ApiBody400And422()
  @ApiUnauthorizedResponse({ description: 'Wrong secret, email or password', type: ErrorBodyDto })
  @ApiTooManyRequests('Too many failed attempts from this address')
  adminLogin(@Body() body: AdminLoginDto, @Ip() ip: string): Promise<AdminTokenDto> {
    return this.auth.adminLogin(body, ip);
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
