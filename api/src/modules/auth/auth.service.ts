import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { API_MESSAGES, HTTP_MESSAGES, ROLE_ADMIN, ROLE_SHOPKEEPER } from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { ROLE_CUSTOMER } from '../../common/guards/customer.guard';
import { CustomerAccountsService } from '../customers/customer-accounts.service';
import { AdminCredentialsService } from './admin-credentials.service';
import type { AdminLoginDto, AdminTokenDto, MeDto } from './dto/admin-login.dto';
import { ShopkeeperAuthService } from './shopkeeper-auth.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly credentials: AdminCredentialsService,
    private readonly jwt: JwtService,
    private readonly shopkeepers: ShopkeeperAuthService,
    private readonly customers: CustomerAccountsService,
  ) {}

  /** A 401 here is a failed attempt: ADMIN_SIGN_IN_LIMITS counts it (see the controller). */
  async adminLogin(attempt: AdminLoginDto): Promise<AdminTokenDto> {
    if (!(await this.credentials.matches(attempt))) {
      throw new UnauthorizedException(API_MESSAGES.adminCredentialsInvalid);
    }
    const payload: TokenPayload = { sub: this.credentials.email, role: ROLE_ADMIN, email: this.credentials.email };
    return { token: await this.jwt.signAsync(payload) };
  }

  /** The admin, a shopkeeper or a customer (whose account must still exist). */
  async me(user: TokenPayload): Promise<MeDto> {
    if (user.role === ROLE_SHOPKEEPER) return this.shopkeepers.me(user);
    if (user.role === ROLE_CUSTOMER) return this.customers.me(user);
    if (user.role !== ROLE_ADMIN || !user.email) throw new UnauthorizedException(HTTP_MESSAGES.unauthorized);
    return { user: { email: user.email }, role: ROLE_ADMIN, shop: null, customer: null };
  }
}
