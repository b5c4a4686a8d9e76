import { ApiProperty, ApiPropertyOptional, type SchemaObject } from '@nestjs/swagger';
import {
  CONTACT_TYPES,
  type ContactType,
  contactError,
  CUSTOMER_LIMITS,
  CUSTOMER_VALIDATION,
  type CustomerProfile,
  type CustomerSignInPayload,
  type CustomerSignInResponse,
  type FieldErrors,
  otpError,
  type OtpResponse,
  type SendOtpPayload,
  VALIDATION,
  type VerifiedContact,
  type VerifyOtpPayload,
} from '@chowk/contracts';
import { emailAddress, indianMobile, optionalTrimmedText, otpCode } from '../../../common/openapi/text-schemas';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

const isContactType = (value: unknown): value is ContactType => CONTACT_TYPES.includes(value as ContactType);

/**
 * docs/product.md §5 OTP rules, as the browser's dialog runs them (contactError, otpError): the type, the
 * contact for that type, the 6-digit code, an optional name. A value of the wrong type (a
 * number, `{ "$gt": "" }`) breaks its rule like a bad value.
 */
export function validateCustomerOtp(v: {
  type?: unknown;
  identifier?: unknown;
  otp?: unknown;
  name?: unknown;
}): FieldErrors<'type' | 'identifier' | 'otp' | 'name'> {
  const errors: FieldErrors<'type' | 'identifier' | 'otp' | 'name'> = {};
  if (!isContactType(v.type)) errors.type = CUSTOMER_VALIDATION.contactTypeInvalid;
  else {
    const problem = typeof v.identifier === 'string' ? contactError(v.type, v.identifier) : null;
    if (typeof v.identifier !== 'string' || problem) {
      errors.identifier = v.type === 'email' ? CUSTOMER_VALIDATION.emailInvalid : CUSTOMER_VALIDATION.mobileInvalid;
    }
  }
  const otp = typeof v.otp === 'string' ? otpError(v.otp) : CUSTOMER_VALIDATION.otpInvalidFormat;
  if (otp) errors.otp = otp;
  if (v.name !== undefined) {
    if (typeof v.name !== 'string') errors.name = VALIDATION.mustBeString('Name');
    else if (v.name.length > CUSTOMER_LIMITS.customerNameMax) errors.name = CUSTOMER_VALIDATION.customerNameTooLong;
  }
  return errors;
}

/** POST /api/orders/send-otp (docs/product.md §7 Orders). */
export class SendOtpDto implements SendOtpPayload {
  @Trim()
  @FollowsRule(validateCustomerOtp)
  identifier!: string;

  @FollowsRule(validateCustomerOtp)
  type!: ContactType;
}

/** POST /api/orders/verify-otp. */
export class VerifyOtpDto extends SendOtpDto implements VerifyOtpPayload {
  @Trim()
  @FollowsRule(validateCustomerOtp)
  otp!: string;
}

/** POST /api/auth/customer/verify: the same, and the name to keep on the account (optional). */
export class CustomerSignInDto extends VerifyOtpDto implements CustomerSignInPayload {
  @Trim()
  @FollowsRule(validateCustomerOtp)
  name?: string;
}

/**
 * The request bodies as OpenAPI says them: an email with `type: email`, a mobile with
 * `type: mobile` (one schema per type, so a generated valid body is really valid).
 */
export function contactBodySchema(extra: { otp?: boolean; name?: boolean } = {}): SchemaObject {
  const more: Record<string, SchemaObject> = {};
  const required = ['identifier', 'type'];
  if (extra.otp) {
    more.otp = { ...otpCode(), description: 'The 6-digit code sent to the email or mobile' };
    required.push('otp');
  }
  if (extra.name) {
    more.name = {
      ...optionalTrimmedText(CUSTOMER_LIMITS.customerNameMax, 'Asha'),
      description: `Optional; kept on the account (at most ${CUSTOMER_LIMITS.customerNameMax} characters once trimmed)`,
    };
  }
  const alternative = (type: ContactType, identifier: SchemaObject): SchemaObject => ({
    type: 'object',
    additionalProperties: false,
    required,
    properties: { identifier, type: { type: 'string', enum: [type] }, ...more },
  });
  return {
    oneOf: [
      alternative('email', { ...emailAddress('asha@example.com'), description: 'An email address (any case)' }),
      alternative('mobile', indianMobile()),
    ],
  };
}

export class VerifiedContactDto implements VerifiedContact {
  @ApiProperty({ enum: CONTACT_TYPES })
  type!: ContactType;

  @ApiProperty({ description: 'As stored: an email lower-cased, a mobile as its 10 digits', example: 'asha@example.com' })
  identifier!: string;

  @ApiProperty({ example: true })
  verified!: boolean;
}

export class OtpResponseDto implements OtpResponse {
  @ApiProperty({ enum: [true] })
  success!: boolean;

  @ApiProperty({ example: 'OTP sent successfully!' })
  message!: string;

  @ApiPropertyOptional({ type: VerifiedContactDto, description: 'On verify: the contact this device may now order with' })
  data?: VerifiedContactDto;
}

/** The customer routes' failures: `{success: false, message}` (and the field messages of a bad body). */
export class OtpFailureDto {
  @ApiPropertyOptional({ enum: [false], description: 'Always false (absent only on malformed JSON)' })
  success?: boolean;

  @ApiProperty({ example: 'Invalid OTP' })
  message!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { identifier: CUSTOMER_VALIDATION.emailInvalid },
    description: 'A body that breaks its rules: one message per field (message is the first)',
  })
  errors?: Record<string, string>;
}

export class CustomerProfileDto implements CustomerProfile {
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$' })
  _id!: string;

  @ApiPropertyOptional({ example: 'Asha' })
  name?: string;

  @ApiPropertyOptional({ example: 'asha@example.com' })
  email?: string;

  @ApiPropertyOptional({ example: '9876543210' })
  mobile?: string;
}

export class CustomerSignInResponseDto implements CustomerSignInResponse {
  @ApiProperty({ description: `Bearer token with role customer, for ${CUSTOMER_LIMITS.customerTokenDays} days` })
  token!: string;

  @ApiProperty({ type: CustomerProfileDto })
  customer!: CustomerProfileDto;

  @ApiProperty({ example: 'Signed in successfully!' })
  message!: string;
}

export class CustomerMeDto {
  @ApiProperty({ type: CustomerProfileDto })
  customer!: CustomerProfileDto;
}
