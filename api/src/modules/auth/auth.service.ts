import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { API_MESSAGES, HTTP_MESSAGES, ROLE_ADMIN } from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { AdminCredentialsService } from './admin-credentials.service';
import type { AdminLoginDto, AdminTokenDto, MeDto } from './dto/admin-login.dto';

@Injectable()
export class AuthService {
  constructor(
    private readonly credentials: AdminCredentialsService,
    private readonly jwt: JwtService,
  ) {}

  /** A 401 here is a failed attempt: ADMIN_SIGN_IN_LIMITS counts it (see the controller). */
  async adminLogin(attempt: AdminLoginDto): Promise<AdminTokenDto> {
    if (!(await this.credentials.matches(attempt))) {
      throw new UnauthorizedException(API_MESSAGES.adminCredentialsInvalid);
    }
    const payload: TokenPayload = { sub: this.credentials.email, role: ROLE_ADMIN, email: this.credentials.email };
    return { token: await this.jwt.signAsync(payload) };
  }

  /** Only the admin signs in today; shopkeepers and customers arrive with their issues. */
  me(user: TokenPayload): MeDto {
    if (user.role !== ROLE_ADMIN || !user.email) throw new UnauthorizedException(HTTP_MESSAGES.unauthorized);
    return { user: { email: user.email }, role: ROLE_ADMIN, shop: null, customer: null };
  }
}
