import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { type AdminLoginPayload, VALIDATION } from '@chowk/contracts';
import { nonBlankText } from '../../../common/openapi/text-schemas';
import { Trim } from '../../../common/validation/trim.decorator';
import { ShopDto } from '../../catalogue/dto/shop.dto';
import { CustomerProfileDto } from '../../customers/dto/customer-otp.dto';

export class AdminLoginDto implements AdminLoginPayload {
  @ApiProperty(nonBlankText('dev-admin-secret'))
  @Trim()
  @IsString({ message: VALIDATION.adminSecretRequired })
  @IsNotEmpty({ message: VALIDATION.adminSecretRequired })
  secret!: string;

  @ApiProperty(nonBlankText('admin@example.com'))
  @Trim()
  @IsString({ message: VALIDATION.adminEmailRequired })
  @IsNotEmpty({ message: VALIDATION.adminEmailRequired })
  email!: string;

  /** Not trimmed: spaces are part of a password. */
  @ApiProperty({ type: 'string', minLength: 1, description: 'Required; spaces count', example: 'admin1234' })
  @IsString({ message: VALIDATION.adminPasswordRequired })
  @IsNotEmpty({ message: VALIDATION.adminPasswordRequired })
  password!: string;
}

export class AdminTokenDto {
  @ApiProperty({ description: 'Bearer token with role admin; short-lived (ADMIN_TOKEN_TTL, 2h by default)' })
  token!: string;
}

/** The admin's user is `{email}`; a shopkeeper's has all of these. */
class MeUserDto {
  @ApiPropertyOptional({ type: 'string', pattern: '^[0-9a-f]{24}$', description: 'Shopkeepers only' })
  _id?: string;

  @ApiPropertyOptional({ example: 'Asha Sharma', description: 'Shopkeepers only' })
  name?: string;

  @ApiPropertyOptional({ example: '9876543210', description: 'Shopkeepers only' })
  mobile?: string;

  @ApiPropertyOptional({ example: 'admin@example.com' })
  email?: string;

  @ApiPropertyOptional({ description: 'Shopkeepers only' })
  mobileVerified?: boolean;
}

export class MeDto {
  @ApiProperty({ type: MeUserDto, nullable: true, description: 'null for a customer' })
  user!: MeUserDto | null;

  @ApiProperty({ enum: ['admin', 'shopkeeper', 'customer'], example: 'shopkeeper' })
  role!: string;

  @ApiProperty({ type: ShopDto, nullable: true, description: "The shopkeeper's shop; null for the admin" })
  shop!: ShopDto | null;

  @ApiProperty({
    type: CustomerProfileDto,
    nullable: true,
    example: null,
    description: 'The signed-in customer; null for the others',
  })
  customer!: CustomerProfileDto | null;
}
