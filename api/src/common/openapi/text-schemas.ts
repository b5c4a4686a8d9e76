import { EMAIL_PATTERN, LIMITS, STATE_CODE_PATTERN } from '@chowk/contracts';
import { OBJECT_ID_PATTERN } from '../pipes/parse-object-id.pipe';

/**
 * OpenAPI string schemas that say exactly what the DTOs accept. The API trims a text field
 * before its rules run (`@Trim`), so "required, at most 50 characters" is a rule on the trimmed
 * value: a raw value may carry spaces around it. The patterns spell that out, with the
 * characters `String.prototype.trim` removes written out (Python's and JavaScript's `\s`
 * differ, and the fuzzer is in Python).
 */
const SPACE = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const PAD = `[${SPACE}]*`;
const SOLID = `[^${SPACE}]`;

/** Required text: once trimmed, 1 to `max` characters. */
export const trimmedText = (max: number, example: string) =>
  ({
    type: 'string',
    pattern: `^${PAD}${SOLID}(?:[\\s\\S]{0,${max - 2}}${SOLID})?${PAD}$`,
    description: `Required; at most ${max} characters once trimmed`,
    example,
  }) as const;

/** Optional text: absent, blank (taken as none), or at most `max` characters once trimmed. */
export const optionalTrimmedText = (max: number, example: string) =>
  ({
    type: 'string',
    pattern: `^${PAD}(?:${SOLID}(?:[\\s\\S]{0,${max - 2}}${SOLID})?)?${PAD}$`,
    description: `Optional; at most ${max} characters once trimmed`,
    example,
  }) as const;

/** Required text of any length (sign-in fields): something other than spaces. */
export const nonBlankText = (example: string) =>
  ({ type: 'string', pattern: SOLID, description: 'Required (not only spaces)', example }) as const;

/** A trimmed ObjectId (24 hex digits) in a body. */
export const trimmedObjectId = (description: string) =>
  ({
    type: 'string',
    pattern: `^${PAD}${OBJECT_ID_PATTERN.source.slice(1, -1)}${PAD}$`,
    description,
    example: '665f1c2e8b3e4a0012345678',
  }) as const;

/** A state code: once trimmed, 1 to 10 upper-case letters and digits. */
export const stateCode = () =>
  ({
    type: 'string',
    pattern: `^${PAD}${STATE_CODE_PATTERN.source.slice(1, -2)}{1,${LIMITS.stateCodeMax}}${PAD}$`,
    description: `Required; 1 to ${LIMITS.stateCodeMax} upper-case letters and digits once trimmed`,
    example: 'KA',
  }) as const;

/**
 * An email address as `validateEmail` takes it: once trimmed, something@something.tld without
 * spaces, at most 254 characters. Both patterns hold (the address has no spaces inside, so the
 * second bounds its length).
 */
export const emailAddress = (example: string) => {
  const part = `[^${SPACE}@]+`;
  if (EMAIL_PATTERN.source !== '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$') throw new Error('EMAIL_PATTERN changed: update emailAddress()');
  return {
    type: 'string' as const,
    // `type` inside each branch too: @nestjs/swagger drops the outer one beside allOf/anyOf.
    allOf: [
      { type: 'string' as const, pattern: `^${PAD}${part}@${part}\\.${part}${PAD}$` },
      { type: 'string' as const, pattern: `^${PAD}${SOLID}{1,${LIMITS.emailMax}}${PAD}$` },
    ],
    description: `Required; an email address of at most ${LIMITS.emailMax} characters once trimmed`,
    example,
  };
};

/** An optional email: absent, blank (taken as none), or an address as `emailAddress` says. */
export const optionalEmailAddress = (example: string) => {
  const { allOf } = emailAddress(example);
  return {
    type: 'string' as const,
    anyOf: [
      { type: 'string' as const, allOf },
      { type: 'string' as const, pattern: `^${PAD}$` },
    ],
    description: `Optional; blank means none, otherwise an email address of at most ${LIMITS.emailMax} characters once trimmed`,
    example,
  };
};

/** An Indian mobile number: once trimmed, 10 digits starting 6 to 9. */
export const indianMobile = (example = '9876543210') =>
  ({
    type: 'string',
    pattern: `^${PAD}[6-9][0-9]{9}${PAD}$`,
    description: '10 digits starting 6 to 9 (spaces around it are ignored)',
    example,
  }) as const;

/** A password as typed (spaces count): `min` to `max` characters. */
export const password = (min: number, max?: number) =>
  ({
    type: 'string',
    minLength: min,
    ...(max ? { maxLength: max } : {}),
    description: max ? `${min} to ${max} characters; spaces count` : `At least ${min} characters; spaces count`,
    example: 'chai1234',
  }) as const;

/** A one-time code: 6 digits (spaces around it are ignored). */
export const otpCode = () =>
  ({
    type: 'string',
    pattern: `^${PAD}[0-9]{6}${PAD}$`,
    description: 'The 6-digit code sent by SMS',
    example: '123456',
  }) as const;
