import { Transform } from 'class-transformer';

/**
 * Trims a string before validation. Anything else is left exactly as sent (a number, an array,
 * `{ "$gt": "" }`), so the field's rules refuse it instead of a coercion hiding it.
 */
export const Trim = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trim, then lower-case (emails we store and look up). */
export const TrimLowerCase = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
