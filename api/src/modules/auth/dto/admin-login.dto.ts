import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { type AdminLoginPayload, VALIDATION } from '@chowk/contracts';
import { nonBlankText } from '../../../common/openapi/text-schemas';
import { Trim } from '../../../common/validation/trim.decorator';

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

class MeUserDto {
  @ApiProperty({ example: 'admin@example.com' })
  email!: string;
}

export class MeDto {
  @ApiProperty({ type: MeUserDto })
  user!: MeUserDto;

  @ApiProperty({ example: 'admin' })
  role!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: null,
    description: 'The shopkeeper’s shop (later issue)',
  })
  shop!: null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: null,
    description: 'The signed-in customer (later issue)',
  })
  customer!: null;
}
