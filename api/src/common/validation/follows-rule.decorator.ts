import { registerDecorator, type ValidationArguments } from 'class-validator';
import type { FieldErrors } from '@chowk/contracts';

/** One of the contracts' `validateX` functions: a whole payload in, `{field: message}` out. */
export type SharedRule = (payload: never) => FieldErrors;

/**
 * Validates a field with the rule the browser's form runs (`@chowk/contracts`), so bounds,
 * order (required, then too long, then pattern) and texts are written once. A value of the
 * wrong type (a number, an object such as `{ "$gt": "" }`) counts as missing, as in the form.
 */
export function FollowsRule(rule: SharedRule): PropertyDecorator {
  const check = (args: ValidationArguments): string | undefined =>
    (rule as (payload: object) => FieldErrors)(args.object)[args.property];
  return (target, propertyKey) => {
    registerDecorator({
      name: 'followsRule',
      target: target.constructor,
      propertyName: String(propertyKey),
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => check(args) === undefined,
        defaultMessage: (args?: ValidationArguments) => (args && check(args)) ?? '',
      },
    });
  };
}

/** The constraint of FollowsFieldsRule: `toFieldErrors` spreads its message, a JSON object of path → message. */
export const FIELDS_RULE = 'followsFieldsRule';

/**
 * Like FollowsRule, for a field whose contract rule answers under paths of its own: an item's
 * `names` answers `names.hi`, `names.xx` (localNamesErrors), each with its message, as the form
 * keys them. The rule reads the field's value as sent (after its transforms).
 */
export function FollowsFieldsRule(rule: (value: unknown) => FieldErrors): PropertyDecorator {
  const errors = (value: unknown): Record<string, string> => rule(value) as Record<string, string>;
  return (target, propertyKey) => {
    registerDecorator({
      name: FIELDS_RULE,
      target: target.constructor,
      propertyName: String(propertyKey),
      validator: {
        validate: (value: unknown) => Object.keys(errors(value)).length === 0,
        defaultMessage: (args?: ValidationArguments) => JSON.stringify(args ? errors(args.value) : {}),
      },
    });
  };
}
