import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type LoginPayload,
  SHOP_LIMITS,
  type SignupPayload,
  validateLogin,
  validateSignup,
  validateVerifyMobile,
  type VerifyMobilePayload,
} from '@chowk/contracts';
import {
  indianMobile,
  nonBlankText,
  optionalEmailAddress,
  otpCode,
  password,
  trimmedObjectId,
  trimmedText,
} from '../../../common/openapi/text-schemas';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';
import { ShopDto } from '../../catalogue/dto/shop.dto';

/** POST /auth/signup (docs/product.md §3): every rule of docs/product.md §5, with its message. */
export class SignupDto implements SignupPayload {
  @ApiProperty(trimmedText(SHOP_LIMITS.ownerNameMax, 'Asha Sharma'))
  @Trim()
  @FollowsRule(validateSignup)
  user_name!: string;

  @ApiProperty(trimmedText(SHOP_LIMITS.shopNameMax, 'Sharma Tea Stall'))
  @Trim()
  @FollowsRule(validateSignup)
  shop_name!: string;

  @ApiProperty(trimmedObjectId('The shop category (GET /api/categories)'))
  @Trim()
  @FollowsRule(validateSignup)
  shop_category_id!: string;

  @ApiProperty(trimmedObjectId('The district (GET /api/areas/districts)'))
  @Trim()
  @FollowsRule(validateSignup)
  district_id!: string;

  @ApiProperty(indianMobile())
  @Trim()
  @FollowsRule(validateSignup)
  mobile!: string;

  @ApiPropertyOptional(optionalEmailAddress('asha@example.com'))
  @Trim()
  @FollowsRule(validateSignup)
  email?: string;

  @ApiProperty(password(6, 20))
  @FollowsRule(validateSignup)
  password!: string;
}

/** POST /auth/login. */
export class LoginDto implements LoginPayload {
  @ApiProperty({ ...nonBlankText('9876543210'), description: 'The mobile number or the email address' })
  @Trim()
  @FollowsRule(validateLogin)
  identifier!: string;

  @ApiProperty(password(6))
  @FollowsRule(validateLogin)
  password!: string;
}

/** POST /auth/verify. */
export class VerifyMobileDto implements VerifyMobilePayload {
  @ApiProperty(indianMobile())
  @Trim()
  @FollowsRule(validateVerifyMobile)
  mobile!: string;

  @ApiProperty(otpCode())
  @Trim()
  @FollowsRule(validateVerifyMobile)
  code!: string;
}

/** POST /auth/resend-otp. */
export class ResendOtpDto {
  @ApiProperty(indianMobile())
  @Trim()
  @FollowsRule(validateVerifyMobile)
  mobile!: string;
}

export class ShopUserDto {
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$' })
  _id!: string;
  @ApiProperty({ example: 'Asha Sharma' })
  name!: string;
  @ApiProperty({ example: '9876543210' })
  mobile!: string;
  @ApiPropertyOptional({ example: 'asha@example.com' })
  email?: string;
  @ApiProperty()
  mobileVerified!: boolean;
}

class LoginUserDto {
  @ApiProperty({ example: '9876543210' })
  mobile!: string;
  @ApiPropertyOptional({ example: 'asha@example.com' })
  email?: string;
  @ApiProperty({ example: 'Asha Sharma' })
  name!: string;
}

export class SignupResponseDto {
  @ApiProperty({ description: `Bearer token with role shopkeeper (USER_TOKEN_TTL, 7 days by default)` })
  token!: string;
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$' })
  userId!: string;
  @ApiProperty({ type: ShopDto })
  shop!: ShopDto;
  @ApiProperty({ example: 'Account created successfully!' })
  message!: string;
}

export class LoginResponseDto {
  @ApiProperty()
  token!: string;
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$' })
  userId!: string;
  @ApiProperty({ type: ShopDto, nullable: true })
  shop!: ShopDto | null;
  @ApiProperty({ type: LoginUserDto })
  user!: LoginUserDto;
  @ApiProperty({ example: 'Login successful!' })
  message!: string;
}

export class VerifyMobileResponseDto {
  @ApiProperty()
  token!: string;
  @ApiProperty({ type: ShopUserDto })
  user!: ShopUserDto;
  @ApiProperty({ example: 'Account verified successfully!' })
  message!: string;
}
