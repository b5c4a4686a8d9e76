import { EMAIL_PATTERN, LIMITS, STATE_CODE_PATTERN } from './limits';
import { VALIDATION } from './messages';

/** Field → message; empty when valid. The browser forms use these; the API's DTOs use the same bounds and texts. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * What names are unique by (a category, a place, a shop's menu section): trimmed, inner runs of
 * spaces collapsed, lower-case. "Hot  Drinks " and "hot drinks" are the same section.
 */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function validateCategory(v: { name?: unknown }): FieldErrors<'name'> {
  const name = text(v.name);
  if (!name) return { name: VALIDATION.categoryNameRequired };
  if (name.length > LIMITS.categoryNameMax) return { name: VALIDATION.categoryNameTooLong };
  return {};
}

export function validateState(v: { name?: unknown; code?: unknown }): FieldErrors<'name' | 'code'> {
  const errors: FieldErrors<'name' | 'code'> = {};
  const name = text(v.name);
  const code = text(v.code);
  if (!name) errors.name = VALIDATION.stateNameRequired;
  else if (name.length > LIMITS.stateNameMax) errors.name = VALIDATION.stateNameTooLong;
  if (!code) errors.code = VALIDATION.stateCodeRequired;
  else if (code.length > LIMITS.stateCodeMax) errors.code = VALIDATION.stateCodeTooLong;
  else if (!STATE_CODE_PATTERN.test(code)) errors.code = VALIDATION.stateCodePattern;
  return errors;
}

export function validateCity(v: { name?: unknown; stateId?: unknown }): FieldErrors<'name' | 'stateId'> {
  const errors: FieldErrors<'name' | 'stateId'> = {};
  const name = text(v.name);
  if (!name) errors.name = VALIDATION.cityNameRequired;
  else if (name.length > LIMITS.cityNameMax) errors.name = VALIDATION.cityNameTooLong;
  if (!text(v.stateId)) errors.stateId = VALIDATION.cityStateRequired;
  return errors;
}

export function validateDistrict(v: { name?: unknown; cityId?: unknown }): FieldErrors<'name' | 'cityId'> {
  const errors: FieldErrors<'name' | 'cityId'> = {};
  const name = text(v.name);
  if (!name) errors.name = VALIDATION.districtNameRequired;
  else if (name.length > LIMITS.districtNameMax) errors.name = VALIDATION.districtNameTooLong;
  if (!text(v.cityId)) errors.cityId = VALIDATION.districtCityRequired;
  return errors;
}

export function validateContact(v: {
  name?: unknown;
  email?: unknown;
  subject?: unknown;
  message?: unknown;
}): FieldErrors<'name' | 'email' | 'subject' | 'message'> {
  const errors: FieldErrors<'name' | 'email' | 'subject' | 'message'> = {};
  const name = text(v.name);
  const email = text(v.email);
  const subject = text(v.subject);
  const message = text(v.message);
  if (!name) errors.name = VALIDATION.contactNameRequired;
  else if (name.length > LIMITS.contactNameMax) errors.name = VALIDATION.contactNameTooLong;
  if (!email) errors.email = VALIDATION.contactEmailRequired;
  else if (email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) errors.email = VALIDATION.emailInvalid;
  if (!subject) errors.subject = VALIDATION.contactSubjectRequired;
  else if (subject.length > LIMITS.contactSubjectMax) errors.subject = VALIDATION.contactSubjectTooLong;
  if (!message) errors.message = VALIDATION.contactMessageRequired;
  else if (message.length > LIMITS.contactMessageMax) errors.message = VALIDATION.contactMessageTooLong;
  return errors;
}

export function validateEmail(v: { email?: unknown }): FieldErrors<'email'> {
  const email = text(v.email);
  if (!email || email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) {
    return { email: VALIDATION.emailInvalid };
  }
  return {};
}

/** State codes are upper-cased as typed. */
export const normaliseStateCode = (raw: string): string => raw.toUpperCase();

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The first `LIMITS.adminIdChars` characters of an id, as the admin tables show it. */
export const shortId = (id: string): string => id.slice(0, LIMITS.adminIdChars);

/** The admin sign-in: secret and email required (trimmed), the password as typed. */
export function validateAdminLogin(v: {
  secret?: unknown;
  email?: unknown;
  password?: unknown;
}): FieldErrors<'secret' | 'email' | 'password'> {
  const errors: FieldErrors<'secret' | 'email' | 'password'> = {};
  if (!text(v.secret)) errors.secret = VALIDATION.adminSecretRequired;
  if (!text(v.email)) errors.email = VALIDATION.adminEmailRequired;
  if (typeof v.password !== 'string' || v.password === '') errors.password = VALIDATION.adminPasswordRequired;
  return errors;
}
