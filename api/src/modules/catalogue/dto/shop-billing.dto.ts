import { ApiProperty } from '@nestjs/swagger';
import {
  BILLING_LIMITS as L,
  BILLING_MESSAGES as B,
  type FieldErrors,
  GST_SCHEMES,
  GST_STATE_CODES,
  type GstScheme,
  gstinError,
  type ShopBilling,
  UPI_ID_PATTERN,
  VALIDATION,
  validateBilling,
} from '@chowk/contracts';
import { optionalTrimmedText } from '../../../common/openapi/text-schemas';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { ShopDto } from './shop.dto';

const KEYS = ['upi_id', 'payee_name', 'gst_scheme', 'gstin'] as const;

/**
 * The characters String.prototype.trim removes, as text-schemas.ts writes them out (the fuzzer
 * reads the patterns in Python, whose `\s` differs).
 */
const PAD = '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*';

/**
 * UPI_ID_PATTERN in either case, ASCII only: the contract compares lower-cased, and
 * toLowerCase would also fold a few non-ASCII letters (the Kelvin sign) into ASCII ones.
 */
const UPI_ID_SHAPE = new RegExp(UPI_ID_PATTERN.source.replaceAll('a-z', 'A-Za-z'));
/** GSTIN_PATTERN in either case, ASCII digits, with a known state code: all of gstinError but the check character. */
const GSTIN_SHAPE = new RegExp(
  `^(?:${Object.keys(GST_STATE_CODES).join('|')})[A-Za-z]{5}[0-9]{4}[A-Za-z][1-9A-Za-z][Zz][0-9A-Za-z]$`,
);
const inner = (pattern: RegExp) => pattern.source.slice(1, -1);

/**
 * Each field on its own, as the OpenAPI document says it, with validateBilling's messages; every
 * key sent (null or '' is none). How the fields go together (a payee with a UPI ID, a GSTIN for a
 * registered shop and none otherwise) and the GSTIN's check character are the controller's
 * validateBilling once the shop is found, so a body the document calls valid is not refused
 * before its shop is known.
 */
const billingRule = (v: Record<string, unknown>): FieldErrors => {
  const errors: FieldErrors = {};
  const alone = (field: (typeof KEYS)[number]) =>
    validateBilling({ gst_scheme: 'unregistered', [field]: v[field] })[field] as string | undefined;
  const upi = v.upi_id;
  const upiError = alone('upi_id');
  if (upiError) errors.upi_id = upiError;
  else if (typeof upi === 'string' && upi !== '' && !UPI_ID_SHAPE.test(upi.trim())) errors.upi_id = B.upiIdInvalid;
  const payeeError = alone('payee_name');
  if (payeeError) errors.payee_name = payeeError;
  const schemeError = validateBilling({ gst_scheme: v.gst_scheme }).gst_scheme;
  if (schemeError) errors.gst_scheme = schemeError;
  const gstin = v.gstin;
  if (gstin !== null && gstin !== undefined) {
    if (typeof gstin !== 'string') errors.gstin = B.gstinInvalid;
    else if (gstin.trim() && !GSTIN_SHAPE.test(gstin.trim())) {
      const problem = gstinError(gstin);
      errors.gstin = problem && problem !== B.gstinCheck ? problem : B.gstinInvalid;
    }
  }
  for (const key of KEYS) if (v[key] === undefined) errors[key] = VALIDATION.required;
  return errors;
};

/** PUT /shops/{id}/billing: the four settings, all sent (null or '' is none), unknown fields refused. */
export class BillingSettingsDto implements ShopBilling {
  @ApiProperty({
    type: 'string',
    nullable: true,
    maxLength: L.upiIdMax,
    pattern: `^(?:${PAD}${inner(UPI_ID_SHAPE)}${PAD})?$`,
    example: 'sharmatea@okhdfcbank',
    description: `The UPI ID (VPA) customers pay into: name@handle, at most ${L.upiIdMax} characters, any case (kept lower-case); null or '' for none`,
  })
  @FollowsRule(billingRule)
  upi_id!: string | null;

  @ApiProperty({
    ...optionalTrimmedText(L.payeeNameMax, 'Sharma Tea Stall'),
    nullable: true,
    description: `The name customers see beside the QR, at most ${L.payeeNameMax} characters once trimmed; required with a UPI ID (422 otherwise), dropped without one`,
  })
  @FollowsRule(billingRule)
  payee_name!: string | null;

  @ApiProperty({
    enum: GST_SCHEMES,
    example: 'unregistered',
    description:
      'unregistered: bills are receipts; composition: bills of supply and no tax on its orders; regular: tax invoices (5% as CGST + SGST)',
  })
  @FollowsRule(billingRule)
  gst_scheme!: GstScheme;

  @ApiProperty({
    type: 'string',
    nullable: true,
    pattern: `^${PAD}(?:${inner(GSTIN_SHAPE)})?${PAD}$`,
    example: '27AAPFU0939F1ZV',
    description:
      'The GSTIN (15 characters, any case, kept upper-case): required for composition and regular, null or blank when unregistered; ' +
      'its last character must be its check character (422 otherwise)',
  })
  @FollowsRule(billingRule)
  gstin!: string | null;
}

export class BillingSettingsResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
  @ApiProperty({ example: B.saved })
  message!: string;
  @ApiProperty({ type: ShopDto, description: "The owner's view of the shop, with `billing` as saved" })
  data!: ShopDto;
}
