import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService, type JwtSignOptions } from '@nestjs/jwt';
import {
  HTTP_MESSAGES,
  ROLE_SHOPKEEPER,
  SHOP_API_MESSAGES,
  type LoginResponse,
  type Shop,
  type ShopUser,
  type SignupResponse,
  type VerifyMobileResponse,
} from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { AppConfig } from '../../config';
import { ShopsService } from '../catalogue/shops/shops.service';
import type { LoginDto, SignupDto, VerifyMobileDto } from './dto/shopkeeper-auth.dto';
import { OtpService } from '../otp/otp.service';
import { type UserRecord, UsersService } from './users/users.service';

/** Shopkeepers: signup (account and shop), login, the current user and mobile verification. */
@Injectable()
export class ShopkeeperAuthService {
  constructor(
    private readonly users: UsersService,
    private readonly shops: ShopsService,
    private readonly otp: OtpService,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  private token(user: UserRecord): Promise<string> {
    const payload: TokenPayload = { sub: String(user._id), role: ROLE_SHOPKEEPER };
    const ttl = this.config.userTokenTtl;
    return this.jwt.signAsync(payload, { expiresIn: (/^\d+$/.test(ttl) ? Number(ttl) : ttl) as JwtSignOptions['expiresIn'] });
  }

  /**
   * Checks everything first (references, duplicates), then writes the user and the shop. FerretDB
   * has no transactions: if the shop cannot be written, the user is removed again, so a failed
   * signup leaves nothing behind and can simply be repeated.
   */
  async signup(body: SignupDto): Promise<SignupResponse> {
    const email = body.email?.trim() || undefined;
    await this.shops.assertReferences({ categoryId: body.shop_category_id, districtId: body.district_id });
    await this.users.assertAvailable(body.mobile, email);
    const user = await this.users.createShopkeeper({ name: body.user_name, mobile: body.mobile, email, password: body.password });
    let shop;
    try {
      shop = await this.shops.createForOwner({
        ownerId: user._id,
        name: body.shop_name,
        categoryId: body.shop_category_id,
        districtId: body.district_id,
      });
    } catch (error) {
      await this.users.remove(user._id);
      throw error;
    }
    await this.otp.issueQuietly(user.mobile);
    return {
      token: await this.token(user),
      userId: String(user._id),
      shop: await this.shops.ownerView(shop),
      message: SHOP_API_MESSAGES.accountCreated,
    };
  }

  /**
   * The same 401 whether the identifier or the password is wrong, and as slow (an argon2 check
   * either way). SHOPKEEPER_LOGIN_LIMITS counts the 401s, slows and then refuses them.
   */
  async login({ identifier, password }: LoginDto): Promise<LoginResponse> {
    const user = await this.users.authenticate(identifier, password);
    if (!user) throw new UnauthorizedException(SHOP_API_MESSAGES.loginInvalid);
    const shop = await this.shops.findByOwner(user._id);
    return {
      token: await this.token(user),
      userId: String(user._id),
      shop: shop ? await this.shops.ownerView(shop) : null,
      user: { mobile: user.mobile, ...(user.email ? { email: user.email } : {}), name: user.name },
      message: SHOP_API_MESSAGES.loggedIn,
    };
  }

  /** GET /auth/me for a shopkeeper token; 401 when the account is gone. */
  async me(payload: TokenPayload): Promise<{ user: ShopUser; role: string; shop: Shop | null; customer: null }> {
    const user = await this.users.findById(payload.sub);
    if (!user) throw new UnauthorizedException(HTTP_MESSAGES.unauthorized);
    const shop = await this.shops.findByOwner(user._id);
    return {
      user: this.users.toView(user),
      role: ROLE_SHOPKEEPER,
      shop: shop ? await this.shops.ownerView(shop) : null,
      customer: null,
    };
  }

  /** Sends a code to a shopkeeper's mobile; the same answer for a mobile with no account (nothing is sent). */
  async resendOtp(mobile: string): Promise<{ message: string }> {
    const user = await this.users.findByMobile(mobile);
    await this.otp.issue(mobile, Boolean(user));
    return { message: SHOP_API_MESSAGES.otpSent };
  }

  /** A right code verifies the mobile and signs the shopkeeper in (docs/product.md §4). */
  async verify({ mobile, code }: VerifyMobileDto): Promise<VerifyMobileResponse> {
    const user = await this.users.findByMobile(mobile);
    await this.otp.check(mobile, code);
    if (!user) throw new UnauthorizedException(SHOP_API_MESSAGES.otpInvalid);
    await this.users.markMobileVerified(user._id);
    return {
      token: await this.token(user),
      user: { ...this.users.toView(user), mobileVerified: true },
      message: SHOP_API_MESSAGES.accountVerified,
    };
  }
}
